import SymbolGeometry
import Testing

@testable import symbol_bench

/// The geometry behind `symbol-bench fuzz`'s allowance for the flattening's error: the
/// length of outline near a pixel.
@Suite struct FuzzAllowanceTests {
  private let pixel = Rect(minX: 2, minY: 3, maxX: 3, maxY: 4)

  private func length(_ a: Point, _ b: Point) -> Double { FuzzChecker.clippedLength(a, b, to: pixel) }

  @Test func segmentsAreClippedToTheBox() {
    // Across the box, wholly inside, wholly outside, diagonal through two corners, along a
    // side, a single point; each in both directions.
    let cases: [(Point, Point, Double)] = [
      (Point(0, 3.5), Point(10, 3.5), 1), (Point(2.25, 3.25), Point(2.75, 3.25), 0.5),
      (Point(0, 0), Point(1, 10), 0), (Point(1, 2), Point(4, 5), 2.0.squareRoot()),
      (Point(2, 0), Point(2, 10), 1), (Point(5, 3.5), Point(5, 3.5), 0),
      (Point(2.5, 0), Point(2.5, 3.5), 0.5),
    ]
    for (a, b, expected) in cases {
      #expect(abs(length(a, b) - expected) < 1e-12, "\(a) to \(b)")
      #expect(abs(length(b, a) - expected) < 1e-12, "\(b) to \(a)")
    }
  }

  @Test func outlineLengthCountsEveryContourNearThePixel() throws {
    // Two squares of side 4 around pixel (2, 3), one inside the other, and a third far away:
    // the outline within 0.5 px of the pixel is the parts of the inner square's sides that
    // pass through the grown box.
    let path = try Path(svgPathData: "M2.25,3.25 H2.75 V3.75 H2.25 Z M0,0 H8 V8 H0 Z M100,100 h1 v1 h-1 Z")
    let fill = FuzzCase(path: path, width: 10, height: 10)
    #expect(abs(FuzzChecker.outlineLength(fill, x: 2, y: 3, margin: 0) - 2) < 1e-9)
    #expect(abs(FuzzChecker.outlineLength(fill, x: 2, y: 3, margin: 0.5) - 2) < 1e-9)
    // Grown by 3.5 px to (-1.5, -0.5)–(6.5, 7.5), the box takes in 7.5 px of the outer
    // square's left side and 6.5 px of its top.
    #expect(abs(FuzzChecker.outlineLength(fill, x: 2, y: 3, margin: 3.5) - 16) < 1e-9)
    // Through the transform: moved off the pixel, nothing is near it.
    var moved = fill
    moved.transform = .translation(20, 0)
    #expect(FuzzChecker.outlineLength(moved, x: 2, y: 3, margin: 0.5) == 0)
  }
}
