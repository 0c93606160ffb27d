import Foundation
import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// `Overlap.union` on paths whose edges cross one another by the thousand: the sweep takes
/// each crossing once, so they are covered as a union too (the sweep before compared every
/// pair of a strip's edges, and left them to the accumulation).
@Suite struct UnionSweepTests {
  private func polygon(_ points: [Point]) -> [PathElement] {
    [.move(points[0])] + points.dropFirst().map { .line($0) } + [.close]
  }

  /// Triangles at random over a `size` image, in either direction.
  private func triangles(_ count: Int, size: Double, seed: UInt64) -> Path {
    var random = SplitMix64(seed: seed)
    var elements: [PathElement] = []
    for _ in 0..<count {
      var points = (0..<3).map { _ in
        Point(Double.random(in: 0...size, using: &random), Double.random(in: 0...size, using: &random))
      }
      if Bool.random(using: &random) { points.reverse() }
      elements += polygon(points)
    }
    return Path(elements)
  }

  /// The union's coverage of pixel row `row`: at 64 lines through the row, the spans the
  /// rule fills (from the windings of the path's edges crossing the line), their lengths
  /// taken exactly in each pixel.
  private func rowCoverage(of path: Path, rule: FillRule, row: Int, width: Int) -> [Int] {
    var edges: [(Point, Point)] = []
    for line in path.flattened(tolerance: 1.0 / 256) {
      for (a, b) in zip(line, line.dropFirst() + [line[0]]) where a.y != b.y { edges.append((a, b)) }
    }
    let lines = 64
    var covered = [Double](repeating: 0, count: width)
    for index in 0..<lines {
      let y = Double(row) + (Double(index) + 0.5) / Double(lines)
      var crossings: [(x: Double, direction: Int)] = []
      for (a, b) in edges where (a.y <= y) != (b.y <= y) {
        crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
      }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for (crossing, next) in zip(crossings, crossings.dropFirst()) {
        winding += crossing.direction
        guard rule == .nonZero ? winding != 0 : winding & 1 != 0 else { continue }
        let (start, end) = (max(crossing.x, 0), min(next.x, Double(width)))
        guard start < end else { continue }
        for pixel in Int(start)...min(Int(end), width - 1) {
          let share = min(end, Double(pixel + 1)) - max(start, Double(pixel))
          if share > 0 { covered[pixel] += share }
        }
      }
    }
    return covered.map { Int(($0 * 255 / Double(lines)).rounded()) }
  }

  /// The largest and the mean difference from the union's coverage on every `every`th row,
  /// of the `.union` fill and of the accumulation.
  private func differences(
    _ path: Path, rule: FillRule = .nonZero, size: Int, every: Int
  ) throws -> (union: (worst: Int, mean: Double), accumulated: Int) {
    var union = try CoverageMask(width: size, height: size)
    try Rasterizer().fill(path, rule: rule, overlap: .union, into: &union)
    var accumulated = try CoverageMask(width: size, height: size)
    try Rasterizer().fill(path, rule: rule, into: &accumulated)
    var (worst, sum, count, worstAccumulated) = (0, 0, 0, 0)
    for row in stride(from: every / 2, to: size, by: every) {
      let expected = rowCoverage(of: path, rule: rule, row: row, width: size)
      for x in 0..<size {
        let difference = abs(Int(union[x, row]) - expected[x])
        worst = max(worst, difference)
        sum += difference
        count += 1
        worstAccumulated = max(worstAccumulated, abs(Int(accumulated[x, row]) - expected[x]))
      }
    }
    return ((worst, Double(sum) / Double(count)), worstAccumulated)
  }

  /// 200 random triangles overlapping at 1024 px: about 25 million steps for the strip
  /// sweep, which left them to the accumulation; the crossing sweep covers their union.
  @Test(arguments: FillRule.allCases)
  func twoHundredOverlappingTrianglesAreCoveredAsAUnion(rule: FillRule) throws {
    let path = triangles(200, size: 1024, seed: rule == .nonZero ? 21 : 22)
    let swept = UnionOutline.outline(
      of: path, rule: rule, transform: .identity, tolerance: 0.05, top: 0, bottom: 1024,
      stepLimit: Rasterizer.maximumOverlapPieces)
    #expect(swept.outline != nil, "\(swept.steps) steps")
    let measured = try differences(path, rule: rule, size: 1024, every: 16)
    #expect(measured.union.worst <= 8, "\(measured)")
    #expect(measured.union.mean < 0.1, "\(measured)")
    // The test can tell: the accumulation is far off on the same rows.
    #expect(measured.accumulated > 30, "\(measured)")
  }

  /// 150 thin bars crossed by a sliver and two slanted bars: strips of 300 edges that
  /// cross, more than the strip sweep cut (256).
  @Test func moreThan256CrossingEdgesInAStripAreCoveredAsAUnion() throws {
    var elements: [PathElement] = []
    for bar in 0..<150 {
      let x = 3.3 + 3.37 * Double(bar)
      elements += polygon([Point(x, 4.2), Point(x + 1.9, 4.2), Point(x + 1.9, 507.6), Point(x, 507.6)])
    }
    elements += polygon([Point(1.2, 250), Point(510.8, 251.9), Point(510.8, 252.3), Point(1.2, 250.6)])
    elements += polygon([Point(1, 20), Point(511, 480), Point(511, 497), Point(1, 37)])
    elements += polygon([Point(1, 470), Point(14, 470), Point(511, 9), Point(498, 9)])
    let path = Path(elements)
    let swept = UnionOutline.outline(
      of: path, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 512,
      stepLimit: Rasterizer.maximumOverlapPieces)
    #expect(swept.outline != nil, "\(swept.steps) steps")
    let measured = try differences(path, size: 512, every: 3)
    #expect(measured.union.worst <= 8, "\(measured)")
    #expect(measured.union.mean < 0.2, "\(measured)")
    #expect(measured.accumulated > 30, "\(measured)")
  }

  /// A budget too small for the sweep: the path is filled as it is, byte for byte.
  @Test func aSpentBudgetFillsThePathAsItIs() throws {
    let path = triangles(200, size: 256, seed: 5)
    let full = UnionOutline.outline(
      of: path, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 256,
      stepLimit: Rasterizer.maximumOverlapPieces)
    #expect(full.outline != nil)
    let short = UnionOutline.outline(
      of: path, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 256,
      stepLimit: full.steps / 2)
    #expect(short.outline == nil)
    let rasterizer = try Rasterizer()
    rasterizer.overlapStepsRemaining = full.steps / 2
    var union = try CoverageMask(width: 256, height: 256)
    try rasterizer.fill(path, overlap: .union, into: &union)
    var accumulated = try CoverageMask(width: 256, height: 256)
    try Rasterizer().fill(path, into: &accumulated)
    #expect(union == accumulated)
    #expect(rasterizer.overlapStepsRemaining == 0)
  }
}

extension UnionSweepTests {
  /// Two zigzags of 9,000 edges each spanning the 64 rows, side by side: one strip of
  /// 18,000 edges, each crossing a few others. The strip sweep compared every pair and gave
  /// up; the crossing sweep's steps grow with the edges and their crossings.
  @Test func aStripOfThousandsOfEdgesIsSwept() throws {
    var elements: [PathElement] = []
    for copy in 0..<2 {
      elements.append(.move(Point(0.5 + Double(copy) * 0.25, 0)))
      for index in 1...9_000 {
        elements.append(.line(Point(0.5 + Double(index) * 0.007, index % 2 == 0 ? 0 : 64)))
      }
      elements.append(.close)
    }
    let path = Path(elements)
    let swept = UnionOutline.outline(
      of: path, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 64,
      stepLimit: Rasterizer.maximumOverlapPieces)
    #expect(swept.outline != nil)
    #expect(swept.steps < 200_000, "\(swept.steps)")
    let measured = try differences(path, size: 64, every: 8)
    #expect(measured.union.worst <= 8, "\(measured)")
    #expect(measured.union.mean < 1, "\(measured)")
  }

  /// Curves reaching a billion pixels out flatten to thousands of points each, though only
  /// a few of their edges cross the image: the points count against the budget as they are
  /// made. They were all made and held before the sweep began (a 260 KB drawing of 10,000
  /// such curves took 2.1 GB and 8 s at 100 px, where the filler halves them and takes
  /// little).
  @Test func farCurvesSpendTheBudgetAsTheyFlatten() throws {
    var elements: [PathElement] = []
    for index in 0..<200 {
      // Out a billion pixels up and down and back, along one column.
      let x = 0.5 * Double(index)
      elements += [
        .move(Point(x, 10)), .cubic(Point(x, -1e9), Point(x, 1e9), Point(x + 0.3, 20)),
        .line(Point(x + 0.3, 10)),
        .close,
      ]
    }
    let path = Path(elements)
    let flattened = path.flattened(tolerance: 0.05).map(\.count).reduce(0, +)
    let limit = 100_000
    #expect(flattened > 10 * limit)
    let swept = UnionOutline.outline(
      of: path, rule: .nonZero, transform: .identity, tolerance: 0.05, top: 0, bottom: 100, stepLimit: limit)
    let gaveUp = swept.outline == nil
    #expect(gaveUp)
    #expect(
      swept.steps > limit && swept.steps <= limit + Path.maxFlatteningSegmentsPerCurve + 1, "\(swept.steps)")
    let rasterizer = try Rasterizer()
    rasterizer.overlapStepsRemaining = limit
    var union = try CoverageMask(width: 100, height: 100)
    try rasterizer.fill(path, overlap: .union, into: &union)
    var accumulated = try CoverageMask(width: 100, height: 100)
    try Rasterizer().fill(path, into: &accumulated)
    #expect(union == accumulated)
    #expect(rasterizer.overlapStepsRemaining == 0)
  }
}
