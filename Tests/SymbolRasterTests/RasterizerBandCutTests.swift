import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// On a target of several bands, each band adds the part of every line that reaches it.
/// The part is not a new line: its pieces are those the whole line has in the band's rows
/// (`CellAccumulator.rows(_:_:_:_:_:within:)`), so how the target is cut into bands, and
/// where a shape lies relative to the cuts, cannot change a pixel.
@Suite struct RasterizerBandCutTests {
  /// A random line over a target `width` × `rows` px, in fixed point: short and long, steep
  /// and shallow, vertical, with ends anywhere on the grid and exactly on row and strip
  /// boundaries, so that every route of the kernel is taken.
  static func randomLine(width: Int, rows: Int, rng: inout SplitMix64) -> FixedLine {
    let (w, h) = (width << 10, rows << 10)
    var y0 = Int.random(in: 0...h, using: &rng)
    if Bool.random(using: &rng) { y0 &= ~1023 << Int.random(in: 0...2, using: &rng) }
    let reach = [2, 6, 12, 40, rows][Int.random(in: 0...4, using: &rng)] << 10
    var y1 = min(max(y0 + Int.random(in: -reach...reach, using: &rng), 0), h)
    if y1 == y0 { y1 = y0 == h ? 0 : h }
    let x0 = Int.random(in: 0...w, using: &rng)
    let slant = [0, 512, 1023, 1024, 4096, w][Int.random(in: 0...5, using: &rng)]
    let x1 = min(max(x0 + Int.random(in: -slant...slant, using: &rng) * abs(y1 - y0) / h, 0), w)
    return FixedLine(x0: Int32(x0), y0: Int32(y0), x1: Int32(x1), y1: Int32(y1))
  }

  /// The cells and touched bits of a target `width` px wide and `strips` strips tall after
  /// `lines` are added band by band, each band `bandRows` rows tall (the whole target when
  /// `bandRows` is its height). The bands share one buffer, each at its own rows, so that
  /// the result can be compared word for word with that of one band.
  static func cells(
    _ lines: [FixedLine], width: Int, strips: Int, bandRows: Int
  ) -> (cells: [Int32], touched: [UInt64]) {
    let rows = strips * Band<Int32>.stripRows
    return bandMemory(width: width, strips: strips) { cells, touched, stride, words in
      for top in Swift.stride(from: 0, to: rows, by: bandRows) {
        let strip = top / Band<Int32>.stripRows
        let band = Band<Int32>(
          cells: cells + strip * stride, touched: touched + strip * words, summary: touched,
          stride: stride, wordsPerStrip: words, summaryPerStrip: 0, rows: min(bandRows, rows - top), top: top)
        let kernel = band.wordsAccumulator(NoSummaries.self)
        for line in lines { band.add(line, to: kernel) }
      }
    }
  }

  /// Lines added band by band leave exactly the cells and bits they leave in one band, for
  /// bands of one, two and three strips.
  @Test func bandsAddTheCellsOfTheWholeLine() {
    let (width, strips) = (150, 15)
    var rng = SplitMix64(seed: 31)
    for trial in 0..<40 {
      let lines = (0..<50).map { _ in Self.randomLine(width: width, rows: strips * 4, rng: &rng) }
      let whole = Self.cells(lines, width: width, strips: strips, bandRows: strips * 4)
      for bandRows in [4, 8, 12] {
        let banded = Self.cells(lines, width: width, strips: strips, bandRows: bandRows)
        let cell = whole.cells.indices.first { whole.cells[$0] != banded.cells[$0] }
        let word = whole.touched.indices.first { whole.touched[$0] != banded.touched[$0] }
        #expect(cell == nil, "trial \(trial), bands of \(bandRows) rows: cell word \(cell ?? -1) differs")
        #expect(word == nil, "trial \(trial), bands of \(bandRows) rows: touched word \(word ?? -1) differs")
        if cell != nil || word != nil { return }
      }
    }
  }

  /// Whole-pixel moves on a target of several bands shift the pixels exactly, whichever band
  /// edges the shape's lines cross before and after the move: polygons of long lines at
  /// every slope (each route of the kernel), and paths of cubics.
  @Test(arguments: FillRule.allCases)
  func wholePixelMovesShiftTheOutputExactlyAcrossBands(rule: FillRule) throws {
    let (width, height) = (700, 420)
    #expect((width + 2) * height > Rasterizer.singleBandCellLimit, "the target must need several bands")
    var rng = SplitMix64(seed: rule == .evenOdd ? 41 : 42)
    for trial in 0..<16 {
      var b = PathBuilder()
      let point = { (rng: inout SplitMix64) in
        Point(Double.random(in: 0...680, using: &rng), Double.random(in: 0...400, using: &rng))
      }
      b.move(to: point(&rng))
      for _ in 0..<8 {
        if trial % 2 == 0 {
          b.line(to: point(&rng))
        } else {
          b.cubic(to: point(&rng), control1: point(&rng), control2: point(&rng))
        }
      }
      b.close()
      let base = try render(b.path, rule: rule, width: width, height: height, tolerance: 1.0 / 20)
      for dy in [1, 2, 3, 5, 17] {
        let dx = Int.random(in: 0...9, using: &rng)
        let moved = try render(
          b.path, rule: rule, width: width, height: height, tolerance: 1.0 / 20,
          transform: .translation(Double(dx), Double(dy)))
        if let (x, y) = firstShiftDifference(base, moved, dx: dx, dy: dy) {
          Issue.record("trial \(trial): pixel \(x),\(y) differs after moving by \(dx),\(dy)")
          return
        }
      }
    }
  }
}
