import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// The sweep works on strips of four rows (`Band`). A target, or a band, whose height is
/// not a whole number of strips ends with a strip of one to three rows: its rows past the
/// end must match the reference where they exist and must never be asked of the sink.
@Suite struct RasterizerStripTests {
  /// Heights of 1 to 9 rows on targets whose strips are one word of touched bits, a few
  /// words, and many (with summary bits); the shape reaches the last row.
  @Test(arguments: [13, 70, 4200], FillRule.allCases)
  func partialStripsMatchTheReferenceAndStayInTheTarget(width: Int, rule: FillRule) throws {
    let rasterizer = try Rasterizer(tolerance: 1.0 / 1024)
    for height in 1...9 {
      let (w, h) = (Double(width), Double(height))
      // A slanted quad over most of the target and a triangle inside it: every row has
      // partial pixels, and even-odd leaves a hole.
      let path = Path([
        .move(Point(0.3, 0.2)), .line(Point(w - 0.4, 0.45)), .line(Point(w - 1.9, h - 0.1)),
        .line(Point(1.1, h - 0.35)), .close,
        .move(Point(2.2, h * 0.3)), .line(Point(w * 0.6, h * 0.5)), .line(Point(3.7, h * 0.8)), .close,
      ])
      let reference = try ReferenceRasterizer.mask(of: path, rule: rule, width: width, height: height)
      let recorded = try Self.record(path, rule: rule, width: width, height: height, rasterizer)
      #expect(recorded.rowsOutside.isEmpty, "height \(height): rows asked for \(recorded.rowsOutside)")
      #expect(maxDifference(recorded.mask, reference) <= 1, "height \(height)")
      var mask = try CoverageMask(width: width, height: height)
      try rasterizer.fill(path, rule: rule, into: &mask)
      #expect(mask == recorded.mask, "height \(height)")
    }
  }

  /// A banded target whose bands are 160 rows (whole strips) and whose last band is 43
  /// rows, so its last strip has three.
  @Test(arguments: FillRule.allCases)
  func aBandedTargetEndingInAPartialStripMatchesTheReference(rule: FillRule) throws {
    let (width, height) = (400, 363)
    #expect((width + 2) * height > Rasterizer.singleBandCellLimit, "the target must need several bands")
    #expect(height % 4 == 3)
    var rng = SplitMix64(seed: 363 &+ (rule == .evenOdd ? 1 : 0))
    let rasterizer = try Rasterizer(tolerance: 1.0 / 4096)
    for trial in 0..<2 {
      var path = RasterizerDifferentialTests.randomPath(.cubics, size: Double(height), rng: &rng)
      // A rectangle down to the bottom edge, so the last strip's rows are covered.
      path.append(rectPath(10.5, 300.25, 390.75, Double(height)))
      let worst = try RasterizerDifferentialTests.worstDifference(
        path, rule, width: width, height: height, rasterizer)
      #expect(worst <= 1.0, "trial \(trial): worst difference \(worst) levels")
      let recorded = try Self.record(path, rule: rule, width: width, height: height, rasterizer)
      #expect(recorded.rowsOutside.isEmpty, "trial \(trial): rows asked for \(recorded.rowsOutside)")
    }
  }

  /// Renders through a sink that keeps four spare rows past the target and notes every row
  /// outside the target the sweep asks for, writes or blends.
  static func record(
    _ path: Path, rule: FillRule, width: Int, height: Int, _ rasterizer: Rasterizer
  ) throws -> (mask: CoverageMask, rowsOutside: Set<Int>) {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: (height + 4) * width)
    defer { storage.deallocate() }
    storage.initialize(repeating: 0, count: (height + 4) * width)
    var sink = RecordingSink(pixels: storage, width: width, height: height)
    try rasterizer.render(path, rule: rule, transform: .identity, width: width, height: height, into: &sink)
    var mask = try CoverageMask(width: width, height: height)
    mask.pixels = Array(UnsafeBufferPointer(start: storage, count: width * height))
    return (mask, sink.rowsOutside)
  }
}

/// A coverage sink over rows of its own, with four spare rows past the target so that a
/// row asked for past the end is noted rather than written out of bounds.
private struct RecordingSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt8>
  let width: Int
  let height: Int
  var rowsOutside: Set<Int> = []

  mutating func rowBuffer(_ y: Int) -> UnsafeMutablePointer<UInt8> {
    pixels + row(y) * width
  }

  mutating func blend(_ y: Int, _ x0: Int, _ x1: Int) { _ = row(y) }

  mutating func fill(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8) {
    (pixels + row(y) * width + x0).update(repeating: coverage, count: x1 - x0)
  }

  /// `y`, noted if it is outside the target, and kept within the storage.
  private mutating func row(_ y: Int) -> Int {
    if y < 0 || y >= height { rowsOutside.insert(y) }
    return min(max(y, 0), height + 3)
  }
}
