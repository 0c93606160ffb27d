import SymbolGeometry
import Testing

/// Measures filled regions of polygon outlines under the nonzero rule, independently of the
/// rasterizer: the stroke tests compare these against areas computed by hand.
struct NonzeroRegion {
  /// Every edge of the flattened outline, each contour closed.
  let edges: [(Point, Point)]
  let bounds: Rect?

  init(_ path: Path) {
    var edges: [(Point, Point)] = []
    for polyline in path.flattened(tolerance: 1e-4) {
      guard let first = polyline.first, let last = polyline.last else { continue }
      for index in polyline.indices.dropFirst() { edges.append((polyline[index - 1], polyline[index])) }
      if first != last { edges.append((last, first)) }
    }
    self.edges = edges
    bounds = path.controlBounds
  }

  /// The winding number of the outline around `point`.
  func winding(at point: Point) -> Int {
    var winding = 0
    for (a, b) in edges {
      if a.y <= point.y, b.y > point.y, (b - a).cross(point - a) > 0 { winding += 1 }
      if b.y <= point.y, a.y > point.y, (b - a).cross(point - a) < 0 { winding -= 1 }
    }
    return winding
  }

  /// Whether nonzero filling covers `point`.
  func contains(_ point: Point) -> Bool { winding(at: point) != 0 }

  /// The nonzero-filled area, by the midpoint rule over horizontal strips that never
  /// straddle a vertex: the covered length along a strip's centre line is exact, and it
  /// varies linearly across a strip unless edges cross inside it, so the rule is exact for
  /// outlines without crossings and very close otherwise.
  func area(strips: Int = 4000) -> Double {
    guard let bounds, bounds.height > 0 else { return 0 }
    let rows = Array(Set(edges.map(\.0.y))).sorted()
    let targetHeight = bounds.height / Double(strips)
    var total = 0.0
    for (top, bottom) in zip(rows, rows.dropFirst()) {
      let count = max(1, Int(((bottom - top) / targetHeight).rounded(.up)))
      let height = (bottom - top) / Double(count)
      for strip in 0..<count {
        total += coveredLength(atY: top + (Double(strip) + 0.5) * height) * height
      }
    }
    return total
  }

  /// The length of the horizontal line at `y` that nonzero filling covers.
  func coveredLength(atY y: Double) -> Double {
    var crossings: [(x: Double, direction: Int)] = []
    for (a, b) in edges where (a.y <= y) != (b.y <= y) {
      let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
      crossings.append((x, a.y < b.y ? 1 : -1))
    }
    crossings.sort { $0.x < $1.x }
    var winding = 0
    var length = 0.0
    for index in crossings.indices {
      if winding != 0 { length += crossings[index].x - crossings[index - 1].x }
      winding += crossings[index].direction
    }
    return length
  }
}

/// The nonzero area of `path` stroked with `style`.
func strokedArea(_ path: Path, _ style: StrokeStyle, tolerance: Double = 0.01) throws -> Double {
  NonzeroRegion(try Stroker.stroke(path, style: style, tolerance: tolerance)).area()
}

@Suite("Stroke test support: nonzero area")
struct StrokeAreaEstimatorTests {
  @Test func measuresARectangleExactly() {
    var builder = PathBuilder()
    builder.rect(Rect(x: 1, y: 2, width: 3, height: 5))
    #expect(abs(NonzeroRegion(builder.path).area() - 15) < 1e-9)
  }

  @Test func countsOverlapsOnceAndOppositeWindingAsAHole() {
    var builder = PathBuilder()
    builder.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    builder.rect(Rect(x: 2, y: 2, width: 2, height: 2))  // same winding: still covered once
    builder.move(to: Point(6, 6))  // opposite winding: a hole of 2 × 2
    builder.line(to: Point(6, 8))
    builder.line(to: Point(8, 8))
    builder.line(to: Point(8, 6))
    builder.close()
    let region = NonzeroRegion(builder.path)
    #expect(abs(region.area() - 96) < 1e-9)
    #expect(region.contains(Point(3, 3)))
    #expect(!region.contains(Point(7, 7)))
    #expect(region.winding(at: Point(3, 3)).magnitude == 2)
  }
}
