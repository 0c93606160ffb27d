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
