import SymbolGeometry
import Testing

/// `Path.uprightRectangle`: exactly the paths that outline an upright rectangle.
@Suite struct PathUprightRectangleTests {
  static func polygon(_ points: [(Double, Double)], closed: Bool = true) -> Path {
    var path = Path()
    for (index, point) in points.enumerated() {
      if index == 0 { path.move(to: Point(point.0, point.1)) } else { path.line(to: Point(point.0, point.1)) }
    }
    if closed { path.close() }
    return path
  }

  @Test func rectanglesInAnyOrderAreFound() {
    let box = Rect(minX: 1.5, minY: 2, maxX: 7, maxY: 3.25)
    var builder = PathBuilder()
    builder.rect(box)
    #expect(builder.path.uprightRectangle == box)
    let corners = [(1.5, 2.0), (7.0, 2.0), (7.0, 3.25), (1.5, 3.25)]
    for start in 0..<4 {
      let turned = Array(corners[start...] + corners[..<start])
      #expect(Self.polygon(turned).uprightRectangle == box, "from corner \(start)")
      #expect(Self.polygon(turned.reversed()).uprightRectangle == box, "reversed, from corner \(start)")
    }
    #expect(Self.polygon(corners + [corners[0]], closed: false).uprightRectangle == box)
    #expect(Self.polygon(corners, closed: false).uprightRectangle == box)
  }

  @Test func otherShapesAreNot() {
    let corners = [(0.0, 0.0), (4.0, 0.0), (4.0, 2.0), (0.0, 2.0)]
    // Corners out of turn: a bow tie.
    #expect(Self.polygon([corners[0], corners[2], corners[1], corners[3]]).uprightRectangle == nil)
    // Rotated a little.
    let rotated = Self.polygon(corners).transformed(by: .rotation(1e-9, about: Point(2, 1)))
    #expect(rotated.uprightRectangle == nil)
    // No area.
    #expect(Self.polygon([(0, 0), (4, 0), (4, 0), (0, 0)]).uprightRectangle == nil)
    // A corner twice and one missing: out and back along two sides, no area.
    #expect(Self.polygon([(0, 0), (4, 0), (4, 2), (4, 0)]).uprightRectangle == nil)
    #expect(Self.polygon([(0, 0), (0, 10), (0, 0), (10, 0)]).uprightRectangle == nil)
    // Five distinct points, a point inside a side.
    #expect(Self.polygon(corners + [(0, 1)]).uprightRectangle == nil)
    // Two sub-paths.
    var two = Self.polygon(corners)
    two.append(Self.polygon(corners))
    #expect(two.uprightRectangle == nil)
    // A curve.
    var curved = Path()
    curved.move(to: Point(0, 0))
    curved.line(to: Point(4, 0))
    curved.quad(to: Point(4, 2), control: Point(4, 1))
    curved.line(to: Point(0, 2))
    curved.close()
    #expect(curved.uprightRectangle == nil)
    #expect(Path().uprightRectangle == nil)
  }
}
