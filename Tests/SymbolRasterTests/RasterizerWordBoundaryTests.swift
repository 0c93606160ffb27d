import SymbolGeometry
import Testing

@testable import SymbolRaster

/// The sweep reads touched bits a word (64 cells) at a time and, on wide rows, through
/// summary bits a word of words (4096 cells) at a time; an edge's right neighbour is
/// implied rather than marked. These shapes put edges on both sides of those boundaries.
@Suite struct RasterizerWordBoundaryTests {
  @Test(arguments: [63.3, 63.9, 64.0, 127.5, 4095.2, 4095.9, 4096.0, 4159.7])
  func edgesAtWordBoundariesMatchTheReference(x: Double) throws {
    let width = 4200
    let height = 6
    // A steep sliver and a slanted quad whose pieces span one, two and several cells.
    let path = Path([
      .move(Point(x, 0.5)), .line(Point(x + 0.6, 5.5)), .line(Point(x - 1.7, 5.2)),
      .line(Point(x - 0.4, 1.1)), .close,
    ])
    for rule in FillRule.allCases {
      let fast = try render(path, rule: rule, width: width, height: height, tolerance: 1.0 / 1024)
      let reference = try ReferenceRasterizer.mask(of: path, rule: rule, width: width, height: height)
      #expect(maxDifference(fast, reference) <= 1, "x \(x), \(rule)")
    }
  }

  /// Cells `width` and `width + 1` show no pixel, and the sweep drops their bits once per
  /// row. On either side of a word boundary, a shape reaching past the right edge (with
  /// edges at and beyond it) must match the reference, must not write past the end of a
  /// row (into the next row's first pixels, which it leaves alone here), and must leave
  /// nothing behind that changes the next fill by the same rasterizer. Widths from 700 px
  /// have summary bits, which a mark into a word already touched does not write again: the
  /// next fill finds the same words and must see them.
  @Test(arguments: [61, 62, 63, 64, 126, 127, 128, 190, 191, 700, 1023, 1024])
  func theCellsPastTheWidthAreDroppedAndCleared(width: Int) throws {
    let height = 8
    let w = Double(width)
    // Both slanted edges cross x = width inside a row and end their kept part on it, in
    // rows 2 and 5, so those rows touch cell `width`; the vertical edge lies on it.
    let reaching = Path([
      .move(Point(w - 2.3, 0.5)), .line(Point(w + 1.5, 3.5)), .line(Point(w - 1.2, 6.2)),
      .line(Point(w, 6.5)), .line(Point(w, 7.5)), .line(Point(w - 3.1, 7.2)), .close,
    ])
    let next = Path([
      .move(Point(w - 3.5, 1.25)), .line(Point(w - 0.5, 1.5)), .line(Point(w - 2.25, 3.75)), .close,
    ])
    let rasterizer = try Rasterizer(tolerance: 1.0 / 1024)
    var first = try CoverageMask(width: width, height: height)
    try rasterizer.fill(reaching, into: &first)
    let reference = try ReferenceRasterizer.mask(of: reaching, width: width, height: height)
    #expect(maxDifference(first, reference) <= 1, "width \(width)")

    var painted = try CoverageMask(width: width, height: height)
    painted.pixels = [UInt8](repeating: 77, count: width * height)
    try rasterizer.fill(reaching, into: &painted)
    let untouched = (0..<height).flatMap { y in (0..<(width - 4)).map { painted.pixels[y * width + $0] } }
    #expect(untouched.allSatisfy { $0 == 77 }, "width \(width)")

    var second = try CoverageMask(width: width, height: height)
    try rasterizer.fill(next, into: &second)
    let fresh = try render(next, width: width, height: height, tolerance: 1.0 / 1024)
    #expect(second.pixels == fresh.pixels, "width \(width)")
  }

  @Test func aRowSpanningManyWordsClosesExactly() throws {
    // One wide, slightly slanted band: every row crosses many words and ends with a run
    // of interior coverage, which must stop exactly at the right edge.
    let path = Path([
      .move(Point(2.25, 1.5)), .line(Point(4190.5, 2.25)), .line(Point(4190.75, 7.5)),
      .line(Point(2.5, 6.75)), .close,
    ])
    let fast = try render(path, width: 4200, height: 9, tolerance: 1.0 / 1024)
    let reference = try ReferenceRasterizer.mask(of: path, width: 4200, height: 9)
    #expect(maxDifference(fast, reference) <= 1)
  }
}
