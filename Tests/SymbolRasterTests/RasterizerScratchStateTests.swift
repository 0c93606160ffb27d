import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// A rasterizer reuses its cells and bits from fill to fill and trusts each sweep to leave
/// them zeroed. Anything left behind shows up in a later fill, at another size, as coverage
/// no path made, or is written past the end of that fill's target.
@Suite struct RasterizerScratchStateTests {
  /// Which cells the fills use (`CellWord`): 32-bit unless the rasterizer is told otherwise.
  enum Cells: String, CaseIterable, Sendable { case narrow, wide }

  /// Which target the fills go to.
  enum Target: String, CaseIterable, Sendable { case mask, canvas }

  /// A fresh rasterizer whose fills use `cells`.
  static func rasterizer(_ cells: Cells) throws -> Rasterizer {
    let rasterizer = try Rasterizer()
    rasterizer.allowsNarrowCells = cells == .narrow
    return rasterizer
  }

  /// Whether every cell and bit the rasterizer holds is zero, as a fill must leave them.
  static func isClean(_ rasterizer: Rasterizer) -> Bool {
    func zeroed<T: BinaryInteger>(_ buffer: ScratchBuffer<T>) -> Bool {
      UnsafeBufferPointer(start: buffer.base, count: buffer.count).allSatisfy { $0 == 0 }
    }
    return zeroed(rasterizer.narrowCells) && zeroed(rasterizer.wideCells) && zeroed(rasterizer.touched)
      && zeroed(rasterizer.summary)
  }

  /// Fills `path` into a cleared target of `width` × `height` and returns its coverage (the
  /// canvas is painted opaque, so its alpha is the coverage).
  static func fill(
    _ path: Path, width: Int, height: Int, _ target: Target, _ rasterizer: Rasterizer
  ) throws -> CoverageMask {
    switch target {
    case .mask:
      var mask = try CoverageMask(width: width, height: height)
      try rasterizer.fill(path, into: &mask)
      return mask
    case .canvas:
      var canvas = try RGBACanvas(width: width, height: height)
      try rasterizer.fill(path, color: .white, into: &canvas)
      return try canvas.maskLevels(.alpha)
    }
  }

  /// The first pixel where `a` and `b` differ, and their levels there.
  static func firstDifference(_ a: CoverageMask, _ b: CoverageMask) -> String? {
    guard let (x, y) = firstShiftDifference(a, b, dx: 0, dy: 0) else { return nil }
    return "(\(x), \(y)): \(a[x, y]) against \(b[x, y])"
  }

  /// A sliver that ends just past the right edge of a 100 px target: clipped, its vertex
  /// at x = 100 lands in the first hidden column (cell `width`), and no cell it touches
  /// shows a pixel. On a target of 63–510 px (a few words of touched bits and no summary),
  /// the sweep once dropped those bits and, seeing no other, never cleared the cells.
  static func hiddenOnly() throws -> Path { try SVGPathParser.parse("M99.9999 10 L99.9999 290 L101 150 Z") }

  @Test(arguments: Cells.allCases, Target.allCases)
  func aFillThatTouchesOnlyTheHiddenColumnsLeavesNoCellsBehind(cells: Cells, target: Target) throws {
    let rasterizer = try Self.rasterizer(cells)
    let hidden = try Self.fill(Self.hiddenOnly(), width: 100, height: 300, target, rasterizer)
    #expect(hidden.pixels.allSatisfy { $0 == 0 }, "the sliver shows no pixel")
    #expect(Self.isClean(rasterizer))
    // At half the width, the stale cells were columns 20–21 of other rows: a streak of
    // 255 in the 20 px wide gap of this rectangle.
    let bars = try SVGPathParser.parse("M10 0 L30 0 L30 300 L10 300 Z M40 0 L45 0 L45 300 L40 300 Z")
    let after = try Self.fill(bars, width: 50, height: 300, target, rasterizer)
    let fresh = try Self.fill(bars, width: 50, height: 300, target, Self.rasterizer(cells))
    #expect(Self.firstDifference(after, fresh) == nil)
    #expect(Self.isClean(rasterizer))
  }

  /// The stale cells fell in rows past the bottom of this 109-row target's last strip,
  /// where the sweep keeps no cells and writes no pixels: their coverage was written there
  /// all the same, past the end of the target's memory.
  @Test(arguments: Cells.allCases, Target.allCases)
  func staleCellsNeverReachRowsPastTheTarget(cells: Cells, target: Target) throws {
    let rasterizer = try Self.rasterizer(cells)
    _ = try Self.fill(Self.hiddenOnly(), width: 100, height: 300, target, rasterizer)
    let wedge = try SVGPathParser.parse("M0 108.1 L7.2 108.5 L0 108.8 Z")
    let after = try Self.fill(wedge, width: 9, height: 109, target, rasterizer)
    let fresh = try Self.fill(wedge, width: 9, height: 109, target, Self.rasterizer(cells))
    #expect(Self.firstDifference(after, fresh) == nil)
    #expect(Self.isClean(rasterizer))
  }

  /// Seeded random polygons whose vertices often land exactly on the right edge, the
  /// hidden columns or the bottom edge, through targets of every layout of touched bits
  /// (one word, a few, summarised) and of one band or several, on one rasterizer: after
  /// every fill its cells and bits are zero, and every fill gives a fresh rasterizer's
  /// pixels.
  @Test(arguments: Cells.allCases)
  func everyFillLeavesTheScratchZeroed(cells: Cells) throws {
    var rng = SplitMix64(seed: 0x5C7A_7C11 &+ (cells == .wide ? 1 : 0))
    let rasterizer = try Self.rasterizer(cells)
    let sizes = [
      (9, 109), (40, 13), (62, 70), (63, 64), (100, 300), (130, 33), (511, 20), (700, 9), (1500, 400),
    ]
    for round in 0..<120 {
      let (width, height) = sizes[Int(rng.next() % UInt64(sizes.count))]
      func coordinate(_ extent: Int) -> Double {
        switch rng.next() % 6 {
        case 0: Double(extent)
        case 1: Double(extent) + 1
        case 2: Double(extent) - 1e-4
        default: Double(rng.next() % UInt64(extent * 1000 + 2000)) / 1000 - 1
        }
      }
      var b = PathBuilder()
      for _ in 0..<(1 + rng.next() % 3) {
        b.move(to: Point(coordinate(width), coordinate(height)))
        for _ in 0..<(2 + rng.next() % 5) { b.line(to: Point(coordinate(width), coordinate(height))) }
        b.close()
      }
      let target: Target = rng.next() % 2 == 0 ? .mask : .canvas
      let after = try Self.fill(b.path, width: width, height: height, target, rasterizer)
      #expect(Self.isClean(rasterizer), "round \(round): \(width)×\(height) \(SVGPathWriter.write(b.path))")
      let fresh = try Self.fill(b.path, width: width, height: height, target, Self.rasterizer(cells))
      #expect(
        Self.firstDifference(after, fresh) == nil,
        "round \(round): \(width)×\(height) \(SVGPathWriter.write(b.path))")
    }
  }
}
