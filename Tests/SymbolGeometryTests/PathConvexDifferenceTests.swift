import SymbolGeometry
import SymbolTestSupport
import Testing

/// `Path.subtracting(convexPolygon:tolerance:)`: winding numbers are kept outside the polygon
/// and become 0 inside it, for overlapping, concave and curved sub-paths.
@Suite struct PathConvexDifferenceTests {
  /// The winding number of `point` for the closed polylines of `path`.
  private func winding(of path: Path, at point: Point) -> Int {
    var total = 0
    for contour in path.flattened(tolerance: 0.001) {
      guard var previous = contour.last else { continue }
      for current in contour {
        let cross = (current - previous).cross(point - previous)
        if previous.y <= point.y, current.y > point.y, cross > 0 { total += 1 }
        if previous.y > point.y, current.y <= point.y, cross < 0 { total -= 1 }
        previous = current
      }
    }
    return total
  }

  /// Two overlapping squares (winding 2 where they overlap), a concave L and a circle.
  private var subject: Path {
    var builder = PathBuilder()
    builder.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    builder.rect(Rect(x: 5, y: 5, width: 10, height: 10))
    builder.ellipse(center: Point(22, 8), rx: 5, ry: 5)
    var path = builder.path
    path.append(
      Path([
        .move(Point(0, 20)), .line(Point(12, 20)), .line(Point(12, 24)), .line(Point(4, 24)),
        .line(Point(4, 32)), .line(Point(0, 32)), .close,
      ]))
    return path
  }

  /// A hexagon across all four shapes, given clockwise to check that order does not matter.
  private let hexagon = [
    Point(8, 2), Point(24, 6), Point(26, 18), Point(10, 30), Point(2, 26), Point(3, 10),
  ]

  private func isInsideHexagon(_ point: Point) -> Bool {
    let corners = hexagon
    var sign = 0.0
    for index in corners.indices {
      let edge = corners[(index + 1) % corners.count] - corners[index]
      let cross = edge.cross(point - corners[index])
      if abs(cross) < 1e-6 { return true }
      if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
    }
    return true
  }

  @Test func windingIsKeptOutsideAndZeroInside() {
    let original = subject
    let cut = original.subtracting(convexPolygon: hexagon, tolerance: 0.001)
    var rng = SplitMix64(seed: 4)
    var checkedInside = 0
    var checkedOverlap = 0
    for _ in 0..<4000 {
      let point = rng.point(in: -1...33)
      // Points on an edge have no well-defined winding; stay away from them.
      let nearEdge = [original, cut].contains { path in
        path.flattened(tolerance: 0.001).contains { distance(point, toPolyline: $0) < 1e-3 }
      }
      if nearEdge { continue }
      let before = winding(of: original, at: point)
      let expected = isInsideHexagon(point) ? 0 : before
      #expect(winding(of: cut, at: point) == expected, "at \(point)")
      if isInsideHexagon(point), before != 0 { checkedInside += 1 }
      if before == 2 { checkedOverlap += 1 }
    }
    // The sample really covered both the removed part and the doubly wound overlap.
    #expect(checkedInside > 100)
    #expect(checkedOverlap > 20)
  }

  /// A square ring (outer and inner contour) and a U, both cut across twice: no edge of the
  /// result may run over empty space (winding 0 on both sides), as the out-and-back bridges
  /// of Sutherland–Hodgman clipping do; supersampling renderers draw those as hairlines.
  @Test func piecesAreJoinedOnlyWhereTheCutLineIsInsideTheFill() {
    var builder = PathBuilder()
    builder.rect(Rect(x: 0, y: 0, width: 20, height: 20))
    var ring = builder.path
    ring.append(
      Path([
        .move(Point(4, 4)), .line(Point(4, 16)), .line(Point(16, 16)), .line(Point(16, 4)), .close,
      ]))
    ring.append(
      Path([
        .move(Point(30, 0)), .line(Point(34, 0)), .line(Point(34, 16)), .line(Point(46, 16)),
        .line(Point(46, 0)), .line(Point(50, 0)), .line(Point(50, 20)), .line(Point(30, 20)), .close,
      ]))
    // A slanted band across the ring's four sides and both arms of the U.
    let band = [Point(-5, 7), Point(60, 9), Point(60, 12), Point(-5, 10)]
    let cut = ring.subtracting(convexPolygon: band, tolerance: 0.01)
    var edges = 0
    for contour in cut.flattened(tolerance: 0.01) {
      for (index, a) in contour.enumerated() {
        let b = contour[(index + 1) % contour.count]
        guard let normal = (b - a).normalized?.perpendicular else { continue }
        let middle = a.lerp(to: b, 0.5)
        let sides = [middle + normal * 1e-3, middle - normal * 1e-3].map { winding(of: cut, at: $0) }
        #expect(sides != [0, 0], "edge \(a) → \(b) runs over empty space")
        edges += 1
      }
    }
    #expect(edges > 20)
    // And the cut still removed the band and kept the rest.
    #expect(winding(of: cut, at: Point(2, 9.5)) == 0)
    #expect(winding(of: cut, at: Point(2, 2)) == 1)
    #expect(winding(of: cut, at: Point(10, 10)) == 0)
    #expect(winding(of: cut, at: Point(32, 15)) == 1)
  }

  @Test func subPathsAwayFromThePolygonKeepTheirCurves() {
    var builder = PathBuilder()
    builder.ellipse(center: Point(50, 50), rx: 5, ry: 5)
    let circle = builder.path
    let cut = circle.subtracting(convexPolygon: [Point(0, 0), Point(4, 0), Point(0, 4)], tolerance: 0.01)
    #expect(cut == circle)
  }

  @Test func aDegeneratePolygonRemovesNothing() {
    let square = Path([
      .move(Point(0, 0)), .line(Point(4, 0)), .line(Point(4, 4)), .line(Point(0, 4)), .close,
    ])
    #expect(
      square.subtracting(convexPolygon: [Point(1, 1), Point(2, 2), Point(3, 3)], tolerance: 0.01) == square)
    #expect(square.subtracting(convexPolygon: [Point(1, 1), Point(2, 2)], tolerance: 0.01) == square)
  }

  @Test func aPolygonCoveringEverythingLeavesNothingFilled() {
    let square = Path([
      .move(Point(1, 1)), .line(Point(3, 1)), .line(Point(3, 3)), .line(Point(1, 3)), .close,
    ])
    let cut = square.subtracting(
      convexPolygon: [Point(0, 0), Point(5, 0), Point(5, 5), Point(0, 5)], tolerance: 0.01)
    #expect(winding(of: cut, at: Point(2, 2)) == 0)
    #expect(cut.isEmpty)
  }
}
