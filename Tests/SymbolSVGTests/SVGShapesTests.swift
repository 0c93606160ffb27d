import SymbolGeometry
import Testing

@testable import SymbolSVG

/// Basic shapes: SVG 1.1's attribute rules and start points.
@Suite struct SVGShapesTests {
  @Test func rectangleWithoutRadiiStartsTopLeftClockwise() throws {
    let path = try #require(try SVGShapes.rect(x: 1, y: 2, width: 10, height: 5))
    #expect(path.points.first == Point(1, 2))
    #expect(path.points[1] == Point(11, 2))
    #expect(path.bounds == Rect(minX: 1, minY: 2, maxX: 11, maxY: 7))
  }

  @Test func oneRadiusServesBothAndRadiiAreClamped() throws {
    let onlyX = try #require(try SVGShapes.rect(x: 0, y: 0, width: 20, height: 10, rx: 3))
    let both = try #require(try SVGShapes.rect(x: 0, y: 0, width: 20, height: 10, rx: 3, ry: 3))
    #expect(onlyX == both)
    #expect(onlyX.points.first == Point(3, 0))
    let huge = try #require(try SVGShapes.rect(x: 0, y: 0, width: 20, height: 10, rx: 50, ry: 50))
    // Clamped to half of each side: the top edge starts at x = 10, and the left side is
    // one elliptical arc from y = 5.
    #expect(huge.points.first == Point(10, 0))
    #expect(huge.bounds == Rect(minX: 0, minY: 0, maxX: 20, maxY: 10))
  }

  @Test func zeroSizesDoNotRenderAndNegativeOnesAreErrors() throws {
    #expect(try SVGShapes.rect(x: 0, y: 0, width: 0, height: 5) == nil)
    #expect(try SVGShapes.circle(cx: 1, cy: 1, r: 0) == nil)
    #expect(try SVGShapes.ellipse(cx: 1, cy: 1, rx: 2, ry: 0) == nil)
    #expect(throws: SVGShapes.ShapeError(element: "rect", attribute: "height", value: -1)) {
      try SVGShapes.rect(x: 0, y: 0, width: 5, height: -1)
    }
    #expect(throws: SVGShapes.ShapeError(element: "circle", attribute: "r", value: -2)) {
      try SVGShapes.circle(cx: 0, cy: 0, r: -2)
    }
    let error = SVGShapes.ShapeError(element: "rect", attribute: "rx", value: -3)
    #expect(error.description == "<rect> rx: '-3.0' is not accepted: rx must be a length of 0 or more")
    // A reader quotes the value as its document writes it.
    #expect(error.message(written: " -3 ") == "'-3' is not accepted: rx must be a length of 0 or more")
    let overflow = SVGShapes.ShapeError(element: "circle", attribute: "r", value: .infinity)
    #expect(
      overflow.message(written: "1e308em")
        == "'1e308em' is not accepted: it resolves to a length that is not a finite number")
  }

  /// SVG 2: an ellipse's `auto` (or absent) radius takes the other's value, as a rectangle's
  /// corner radius does; rsvg-convert and browsers draw `rx="auto" ry="3"` as a circle.
  @Test func anEllipsesMissingRadiusTakesTheOther() throws {
    let circle = try #require(try SVGShapes.ellipse(cx: 0, cy: 0, rx: nil, ry: 3))
    #expect(circle.bounds == Rect(x: -3, y: -3, width: 6, height: 6))
    #expect(
      try SVGShapes.ellipse(cx: 0, cy: 0, rx: 2, ry: nil)?.bounds == Rect(x: -2, y: -2, width: 4, height: 4))
    #expect(try SVGShapes.ellipse(cx: 0, cy: 0, rx: nil, ry: nil) == nil)
    #expect(throws: SVGShapes.ShapeError(element: "ellipse", attribute: "ry", value: -1)) {
      try SVGShapes.ellipse(cx: 0, cy: 0, rx: nil, ry: -1)
    }
  }

  @Test func circlesAndEllipsesStartAtTheirRightmostPoint() throws {
    let circle = try #require(try SVGShapes.circle(cx: 10, cy: 20, r: 5))
    #expect(circle.points.first == Point(15, 20))
    let bounds = try #require(circle.bounds)
    #expect(abs(bounds.minX - 5) < 1e-9 && abs(bounds.maxY - 25) < 1e-9)
    let ellipse = try #require(try SVGShapes.ellipse(cx: 0, cy: 0, rx: 4, ry: 2))
    #expect(ellipse.points.first == Point(4, 0))
    // Clockwise on screen: the next quadrant ends at the bottom, (0, ry).
    #expect(ellipse.points[3] == Point(0, 2))
  }

  @Test func linesAndPolylinesAreOpenAndPolygonsClosed() throws {
    #expect(SVGShapes.line(x1: 1, y1: 2, x2: 3, y2: 4).verbs == [.move, .line])
    let points = [Point(0, 0), Point(4, 0), Point(4, 3)]
    #expect(SVGShapes.poly(points, closed: false)?.verbs == [.move, .line, .line])
    #expect(SVGShapes.poly(points, closed: true)?.verbs == [.move, .line, .line, .close])
    #expect(SVGShapes.poly([], closed: true) == nil)
  }

  @Test func pointsListsAcceptEverySeparatorAndCompactForm() throws {
    #expect(try SVGShapes.parsePoints("10,20 30 40,50-60") == [Point(10, 20), Point(30, 40), Point(50, -60)])
    #expect(try SVGShapes.parsePoints(" .5.5 1e1,2 ") == [Point(0.5, 0.5), Point(10, 2)])
    #expect(try SVGShapes.parsePoints("") == [])
    #expect(try SVGShapes.parsePoints(" , ") == [])
    // An odd count drops the dangling coordinate (SVG 2).
    #expect(try SVGShapes.parsePoints("1 2 3") == [Point(1, 2)])
    #expect(try SVGShapes.parsePoints("1,2-3") == [Point(1, 2)])
  }

  @Test func malformedPointsGiveTheOffsetInTheAttribute() {
    do {
      _ = try SVGShapes.parsePoints("1 2 x 4")
      Issue.record("expected an error")
    } catch {
      #expect(error.offset == 4)
    }
  }
}
