import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// Cells are 32-bit for paths of up to `Int32.lineLimit` lines and 64-bit beyond
/// (`CellWord`). Both must give the same pixels, and a path must take the wide cells
/// whenever it has more lines, however the filler finds out: from its verbs, from its
/// lines as a one-band target fills (either route), or from the list of a banded target.
@Suite struct RasterizerCellWidthTests {
  typealias Kind = RasterizerDifferentialTests.Kind

  /// On one band both kinds of cells give the same pixels. Banded targets cut their bands
  /// at different rows for the two (each band holds the same memory), which moves the
  /// rounding at the cuts, so there each is held to the reference instead.
  @Test(arguments: Kind.allCases, FillRule.allCases)
  func narrowAndWideCellsGiveTheSamePixels(kind: Kind, rule: FillRule) throws {
    var rng = SplitMix64(seed: 11 &+ UInt64(kind.rawValue.count) &* 3 &+ (rule == .evenOdd ? 1 : 0))
    let narrow = try Rasterizer()
    let wide = try Rasterizer()
    wide.allowsNarrowCells = false
    // Shrunk inside the target (the direct route), or reaching out of it (the clipping one).
    let transforms = [
      Transform.translation(-16.5, -16.5).then(.scale(0.5)).then(.translation(16.5, 16.5)), .identity,
    ]
    for (index, transform) in transforms.enumerated() {
      let path = RasterizerDifferentialTests.randomPath(kind, size: 33, rng: &rng)
      var a = try CoverageMask(width: 33, height: 33)
      var b = try CoverageMask(width: 33, height: 33)
      try narrow.fill(path, rule: rule, transform: transform, into: &a)
      try wide.fill(path, rule: rule, transform: transform, into: &b)
      #expect(a == b, "transform \(index)")
    }
    let precise = try Rasterizer(tolerance: 1.0 / 4096)
    precise.allowsNarrowCells = false
    let path = RasterizerDifferentialTests.randomPath(kind, size: 360, rng: &rng)
    let worst = try RasterizerDifferentialTests.worstDifference(path, rule, width: 400, height: 360, precise)
    #expect(worst <= 1.0, "several bands of wide cells: worst difference \(worst) levels")
  }

  /// 169 circles are 1,014 verbs, few enough to start with 32-bit cells, but some 6,000
  /// lines once flattened: the fill must notice, start again with 64-bit cells (the same
  /// pixels as a rasterizer that only has those), and leave nothing of the first attempt
  /// behind. Centred, the circles take the direct route; off the edge, the clipping one.
  @Test(arguments: [Point(16, 16), Point(28, 16)], FillRule.allCases)
  func aOneBandPathWithTooManyLinesStartsAgainWithWideCells(center: Point, rule: FillRule) throws {
    var b = PathBuilder()
    for k in 0..<169 { b.circle(center: Point(center.x, center.y + Double(k % 7) * 0.125), radius: 10.3) }
    #expect(b.path.verbs.count <= Int32.lineLimit)
    let rasterizer = try Rasterizer()
    let wide = try Rasterizer()
    wide.allowsNarrowCells = false
    var restarted = try CoverageMask(width: 32, height: 32)
    try rasterizer.fill(b.path, rule: rule, into: &restarted)
    #expect(rasterizer.lastFillUsedWideCells)
    var expected = try CoverageMask(width: 32, height: 32)
    try wide.fill(b.path, rule: rule, into: &expected)
    #expect(restarted == expected)
    #expect(restarted.pixels.contains { $0 != 0 && $0 != 255 }, "the circles should leave partial pixels")

    let triangle = Path([.move(Point(3.2, 4.1)), .line(Point(29.5, 9.75)), .line(Point(11.25, 27.5)), .close])
    var after = try CoverageMask(width: 32, height: 32)
    try rasterizer.fill(triangle, into: &after)
    #expect(!rasterizer.lastFillUsedWideCells)
    #expect(after == (try render(triangle, width: 32, height: 32, tolerance: 1.0 / 20)))
  }

  /// On a banded target the lines are counted before any cell is touched: 504 or 505
  /// stacked rectangles are at most 1,010 lines (32-bit cells), 520 or 521 at least 1,040
  /// (64-bit cells). Their partial pixels cover a quarter or a half of a pixel, so under
  /// even-odd a multiple of 8 rectangles cancels exactly and one more is the rectangle.
  @Test(arguments: [504, 520])
  func bandedTargetsPickTheirCellsByTheirLines(count: Int) throws {
    let (width, height) = (400, 360)
    #expect((width + 2) * height > Rasterizer.singleBandCellLimit, "the target must need several bands")
    let box = Rect(minX: 20.5, minY: 10.5, maxX: 380.5, maxY: 350.5)
    var b = PathBuilder()
    for _ in 0..<count { b.rect(box) }
    let rasterizer = try Rasterizer()
    var even = try CoverageMask(width: width, height: height)
    try rasterizer.fill(b.path, rule: .evenOdd, into: &even)
    #expect(rasterizer.lastFillUsedWideCells == (count > 511))
    #expect(even.pixels.allSatisfy { $0 == 0 })
    b.rect(box)
    var odd = try CoverageMask(width: width, height: height)
    try rasterizer.fill(b.path, rule: .evenOdd, into: &odd)
    #expect(
      odd
        == (try render(
          rectPath(box.minX, box.minY, box.maxX, box.maxY), rule: .evenOdd, width: width, height: height)))
  }
}
