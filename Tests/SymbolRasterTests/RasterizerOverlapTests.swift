import Foundation
import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// `Overlap.union`: a path that overlaps itself covers each pixel by the area its fill rule
/// covers, once, where the filler's accumulation counts overlapping regions with their
/// windings.
@Suite struct RasterizerOverlapTests {
  private func mask(
    _ path: Path, rule: FillRule = .nonZero, overlap: Rasterizer.Overlap, size: Int = 24
  ) throws -> CoverageMask {
    var mask = try CoverageMask(width: size, height: size)
    try Rasterizer().fill(path, rule: rule, overlap: overlap, into: &mask)
    return mask
  }

  private func maxDifference(_ a: CoverageMask, _ b: CoverageMask) -> Int {
    zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  private func polygon(_ points: [Point], reversed: Bool = false) -> [PathElement] {
    let ordered = reversed ? points.reversed() : points
    return [.move(ordered[0])] + ordered.dropFirst().map { .line($0) } + [.close]
  }

  private func randomPolygon(_ random: inout SplitMix64, size: Double) -> [Point] {
    (0..<Int.random(in: 3...6, using: &random)).map { _ in
      Point(
        Double.random(in: 1...(size - 1), using: &random), Double.random(in: 1...(size - 1), using: &random))
    }
  }

  /// A contour drawn twice covers what it covers once; the accumulation covered its edge
  /// pixels twice over (about 100 levels too dark on a 0.4 share).
  @Test func aDoubledContourCoversAsOnce() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<40 {
      let points = starPolygon(&random, size: 24)
      let once = try mask(Path(polygon(points)), overlap: .accumulated)
      let twice = Path(polygon(points) + polygon(points))
      let difference = maxDifference(try mask(twice, overlap: .union), once)
      #expect(difference <= 1, "\(difference) \(points)")
      // Under even-odd, the doubled contour covers nothing at all.
      #expect(try mask(twice, rule: .evenOdd, overlap: .union).pixels.allSatisfy { $0 == 0 }, "\(points)")
    }
    // A row 0.4 covered: 102 levels once, 204 counted twice.
    let square = Path(polygon([Point(4.6, 4.6), Point(19.6, 4.6), Point(19.6, 19.6), Point(4.6, 19.6)]))
    let doubled = Path(square.elements + square.elements)
    #expect(try mask(doubled, overlap: .accumulated)[10, 4] == 204)
    #expect(try mask(doubled, overlap: .union)[10, 4] == 102)
  }

  /// A simple polygon: points at increasing angles around the middle, at random distances,
  /// no two more than 144° apart, so that every edge passes the middle on the same side.
  private func starPolygon(_ random: inout SplitMix64, size: Double) -> [Point] {
    let count = Int.random(in: 5...9, using: &random)
    let angles = (0..<count).map {
      (Double($0) + Double.random(in: 0..<1, using: &random)) * 2 * .pi / Double(count)
    }
    return angles.map { angle in
      let radius = Double.random(in: 1...(size / 2 - 1), using: &random)
      return Point(size / 2 + radius * cos(angle), size / 2 + radius * sin(angle))
    }
  }

  /// Contours of opposite directions that abut inside a pixel cover it whole; the
  /// accumulation cancelled their shares there.
  @Test func abuttingContoursOfOppositeDirectionsMeet() throws {
    let left = polygon([Point(2, 2), Point(10.5, 2), Point(10.5, 20), Point(2, 20)])
    let right = polygon([Point(10.5, 2), Point(20, 2), Point(20, 20), Point(10.5, 20)], reversed: true)
    let whole = try mask(
      Path(polygon([Point(2, 2), Point(20, 2), Point(20, 20), Point(2, 20)])), overlap: .accumulated)
    let joined = Path(left + right)
    #expect(try mask(joined, overlap: .accumulated)[10, 10] == 0)
    #expect(maxDifference(try mask(joined, overlap: .union), whole) <= 1)
  }

  /// Overlapping random polygons, with curves, against coverage counted at 64 × 64 points
  /// of every pixel (each point inside where its winding number is, by the rule).
  @Test(arguments: FillRule.allCases)
  func overlappingShapesMatchSampledCoverage(rule: FillRule) throws {
    var random = SplitMix64(seed: rule == .nonZero ? 11 : 12)
    let size = 12
    var worstAccumulated = 0
    for _ in 0..<12 {
      var elements: [PathElement] = []
      var polygons: [[Point]] = []
      for _ in 0..<3 {
        let points = randomPolygon(&random, size: Double(size))
        polygons.append(points)
        elements += polygon(points, reversed: Bool.random(using: &random))
      }
      let path = Path(elements)
      let union = try mask(path, rule: rule, overlap: .union, size: size)
      let sampled = sampledCoverage(of: path, rule: rule, size: size)
      let differences = zip(union.pixels, sampled).map { abs(Int($0) - $1) }
      #expect((differences.max() ?? 0) <= 8, "\(polygons)")
      #expect(Double(differences.reduce(0, +)) / Double(differences.count) < 0.75, "\(polygons)")
      let accumulated = try mask(path, rule: rule, overlap: .accumulated, size: size)
      worstAccumulated = max(
        worstAccumulated, zip(accumulated.pixels, sampled).map { abs(Int($0) - $1) }.max() ?? 0)
    }
    // The test can tell: the accumulation is far off on the same shapes.
    #expect(worstAccumulated > 30)
  }

  /// Coverage by point samples: 64 × 64 per pixel, each inside by its winding number.
  private func sampledCoverage(of path: Path, rule: FillRule, size: Int) -> [Int] {
    let polylines = path.flattened(tolerance: 1.0 / 256)
    var edges: [(Point, Point)] = []
    for line in polylines {
      for (a, b) in zip(line, line.dropFirst() + [line[0]]) where a.y != b.y { edges.append((a, b)) }
    }
    let samples = 64
    var result: [Int] = []
    for py in 0..<size {
      for px in 0..<size {
        var inside = 0
        for sy in 0..<samples {
          let y = Double(py) + (Double(sy) + 0.5) / Double(samples)
          // The crossings of this row, each with its direction, then every sample in x.
          var crossings: [(x: Double, direction: Int)] = []
          for (a, b) in edges where (a.y <= y) != (b.y <= y) {
            crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
          }
          for sx in 0..<samples {
            let x = Double(px) + (Double(sx) + 0.5) / Double(samples)
            let winding = crossings.reduce(0) { $0 + ($1.x < x ? $1.direction : 0) }
            if rule == .nonZero ? winding != 0 : winding & 1 != 0 { inside += 1 }
          }
        }
        result.append(Int((Double(inside) * 255 / Double(samples * samples)).rounded()))
      }
    }
    return result
  }

  /// A path that does not overlap itself is filled as it is, byte for byte: a ring whose
  /// hole runs the other way, and a rounded rectangle.
  @Test func aPathWithoutOverlapIsFilledAsItIs() throws {
    func circle(_ radius: Double) -> [Point] {
      (0..<48).map {
        Point(12.3 + radius * cos(Double($0) * .pi / 24), 11.7 + radius * sin(Double($0) * .pi / 24))
      }
    }
    let ring = Path(polygon(circle(8.6)) + polygon(circle(4.1), reversed: true))
    #expect(try mask(ring, overlap: .union) == (try mask(ring, overlap: .accumulated)))
    var canvas = try RGBACanvas(width: 24, height: 24)
    var plain = try RGBACanvas(width: 24, height: 24)
    var single = PathBuilder()
    single.roundedRect(Rect(x: 3.2, y: 4.9, width: 15, height: 11), rx: 3, ry: 3)
    try Rasterizer().fill(single.path, color: .black, opacity: 0.7, overlap: .union, into: &canvas)
    try Rasterizer().fill(single.path, color: .black, opacity: 0.7, into: &plain)
    #expect(canvas.pixels == plain.pixels)
  }

  /// A nearly level edge crossing many others: each pair is cut where it crosses. Ordered
  /// at the middle of quarter-pixel strips instead, the sliver's partial coverage was
  /// dropped along its whole width (0 where rsvg-convert has 17–34).
  @Test func aNearlyLevelEdgeCrossingManyOthersIsExact() throws {
    func bars(_ count: Int) -> Path {
      var elements: [PathElement] = []
      for bar in 0..<count {
        let x = 2.4 + 0.88 * Double(bar)
        elements += polygon([Point(x, 2.4), Point(x + 0.48, 2.4), Point(x + 0.48, 21.6), Point(x, 21.6)])
      }
      elements += polygon([Point(1.2, 12), Point(22.8, 12.19), Point(22.8, 12.31), Point(1.2, 12.1)])
      return Path(elements)
    }
    let path = bars(24)
    let union = try mask(path, overlap: .union, size: 24)
    let sampled = sampledCoverage(of: path, rule: .nonZero, size: 24)
    let worst = zip(union.pixels, sampled).map { abs(Int($0) - $1) }.max() ?? 0
    #expect(worst <= 6, "\(worst)")
  }

  /// A rasterizer's steps for `.union` fills in all: once spent, fills are filled as they
  /// are, so that a costly path drawn thousands of times costs its sweep a few times.
  @Test func theStepsInAllAreLimitedToo() throws {
    let square = polygon([Point(4.6, 4.6), Point(19.6, 4.6), Point(19.6, 19.6), Point(4.6, 19.6)])
    let doubled = Path(square + square)
    let rasterizer = try Rasterizer()
    rasterizer.overlapStepsRemaining = 1_000
    var first = try CoverageMask(width: 24, height: 24)
    try rasterizer.fill(doubled, overlap: .union, into: &first)
    #expect(first[10, 4] == 102)
    #expect(rasterizer.overlapStepsRemaining < 1_000)
    rasterizer.overlapStepsRemaining = 0
    var second = try CoverageMask(width: 24, height: 24)
    try rasterizer.fill(doubled, overlap: .union, into: &second)
    #expect(second[10, 4] == 204)
  }

  /// Edges that cross one another everywhere cost the sweep far more than their rows: past
  /// the budget it gives up, and the path is filled as it is.
  @Test func edgesCrossingEverywhereAreFilledAsTheyAre() throws {
    var random = SplitMix64(seed: 3)
    func zigzag(_ count: Int) -> Path {
      let points = (0..<count).map { index in
        Point(index % 2 == 0 ? 0 : 64, Double.random(in: 0...64, using: &random))
      }
      return Path(polygon(points) + polygon(points.reversed(), reversed: true))
    }
    let few = zigzag(12)
    #expect(
      UnionOutline.outline(
        of: few, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 64,
        stepLimit: Rasterizer.maximumOverlapPieces
      ).outline != nil)
    let many = zigzag(2_000)
    #expect(
      UnionOutline.outline(
        of: many, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 64,
        stepLimit: Rasterizer.maximumOverlapPieces
      ).outline == nil)
    #expect(try mask(many, overlap: .union, size: 64) == (try mask(many, overlap: .accumulated, size: 64)))
  }

  /// Only the rows a clip leaves are swept, and the clip still applies.
  @Test func aClipLimitsTheOutline() throws {
    let square = polygon([Point(2, 2), Point(20, 2), Point(20, 20), Point(2, 20)])
    let doubled = Path(square + square)
    var clipped = try CoverageMask(width: 24, height: 24)
    try Rasterizer().fill(
      doubled, clip: Rect(x: 5.5, y: 6.5, width: 8, height: 8), overlap: .union, into: &clipped)
    var expected = try CoverageMask(width: 24, height: 24)
    try Rasterizer().fill(Path(square), clip: Rect(x: 5.5, y: 6.5, width: 8, height: 8), into: &expected)
    #expect(maxDifference(clipped, expected) <= 1)
    #expect(clipped[5, 10] == 128 && clipped[3, 10] == 0)
  }

  /// An edge whose ends lie so far apart that their difference is no double (a triangle
  /// from x = −1e308 to 1e308): the union leaves such a path to the filler, which covers it,
  /// where it dropped those edges and covered only a square inside the triangle, less the
  /// square.
  @Test func edgesTooLongToMeasureAreLeftToTheFiller() throws {
    let triangle = polygon([Point(-1e308, -10), Point(1e308, 90), Point(-1e308, 200)])
    // Inside the triangle, the same way round: the union is the triangle.
    let square = polygon([Point(30, 45), Point(50, 45), Point(50, 60), Point(30, 60)])
    #expect(
      UnionOutline.outline(
        of: Path(triangle + square), rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0,
        bottom: 64,
        stepLimit: Rasterizer.maximumOverlapPieces
      ).outline == nil)
    let triangleAlone = try mask(Path(triangle), overlap: .accumulated, size: 64)
    #expect(triangleAlone[10, 50] == 255 && triangleAlone[40, 50] == 255)
    #expect(maxDifference(try mask(Path(triangle + square), overlap: .union, size: 64), triangleAlone) <= 1)
  }
}
