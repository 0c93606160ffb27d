import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// Fills through a clip rectangle: exactly the area of the path's intersection with it.
@Suite struct RasterizerClipTests {
  typealias Kind = RasterizerDifferentialTests.Kind

  /// The largest difference, in levels, between the clipped fill and the reference, which
  /// cuts its polygons to the clip (Sutherland–Hodgman) instead of collapsing what lies
  /// outside onto its sides.
  static func worstDifference(
    _ path: Path, _ rule: FillRule, clip: Rect, width: Int, height: Int, _ rasterizer: Rasterizer
  ) throws -> Double {
    var fast = try CoverageMask(width: width, height: height)
    try rasterizer.fill(path, rule: rule, clip: clip, into: &fast)
    let exact = try ReferenceRasterizer.coverage(
      of: path, rule: rule, clip: clip, width: width, height: height, tolerance: 1.0 / 4096)
    var worst = 0.0
    for i in exact.indices { worst = max(worst, abs(Double(fast.pixels[i]) - exact[i] * 255)) }
    return worst
  }

  static func randomClip(size: Double, rng: inout SplitMix64) -> Rect {
    let x0 = Double.random(in: -4...(size * 0.6), using: &rng)
    let y0 = Double.random(in: -4...(size * 0.6), using: &rng)
    return Rect(
      minX: x0, minY: y0, maxX: x0 + Double.random(in: 0.3...(size * 0.8), using: &rng),
      maxY: y0 + Double.random(in: 0.3...(size * 0.8), using: &rng))
  }

  @Test(arguments: Kind.allCases, FillRule.allCases)
  func matchesTheReferenceOfThePathCutToTheRectangle(kind: Kind, rule: FillRule) throws {
    var rng = SplitMix64(seed: 901 &+ UInt64(kind.rawValue.count) &* 17 &+ (rule == .evenOdd ? 3 : 0))
    let rasterizer = try Rasterizer(tolerance: 1.0 / 4096)
    for trial in 0..<40 {
      let size = [9.0, 40, 70][trial % 3]
      let path = RasterizerDifferentialTests.randomPath(kind, size: size, rng: &rng)
      let clip = Self.randomClip(size: size, rng: &rng)
      let worst = try Self.worstDifference(
        path, rule, clip: clip, width: Int(size), height: Int(size), rasterizer)
      #expect(worst <= 1.0, "trial \(trial), clip \(clip): worst difference \(worst) levels")
    }
  }

  /// Targets above `Rasterizer.singleBandCellLimit` are filled band by band.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func targetsOfSeveralBandsMatchTheReference(rule: FillRule) throws {
    let (width, height) = (400, 360)
    #expect((width + 2) * height > Rasterizer.singleBandCellLimit)
    var rng = SplitMix64(seed: 4242 &+ (rule == .evenOdd ? 1 : 0))
    let rasterizer = try Rasterizer(tolerance: 1.0 / 4096)
    for trial in 0..<2 {
      let path = RasterizerDifferentialTests.randomPath(.mixedSelfIntersecting, size: 360, rng: &rng)
      let clip = Self.randomClip(size: 360, rng: &rng)
      let worst = try Self.worstDifference(path, rule, clip: clip, width: width, height: height, rasterizer)
      #expect(worst <= 1.0, "trial \(trial), clip \(clip): worst difference \(worst) levels")
    }
  }

  /// A shape covering the target, clipped, covers each pixel by its overlap with the clip.
  @Test func aCoveringShapeTakesEachPixelsOverlapWithTheClip() throws {
    let clip = Rect(minX: 2.25, minY: 3.5, maxX: 10.75, maxY: 12.2)
    var mask = try CoverageMask(width: 16, height: 16)
    try Rasterizer().fill(rectPath(-5, -5, 30, 30), clip: clip, into: &mask)
    for y in 0..<16 {
      for x in 0..<16 {
        let expected = overlap(x: x, y: y, clip) * 255
        #expect(
          abs(Double(mask[x, y]) - expected) <= 0.6, "pixel (\(x), \(y)): \(mask[x, y]) for \(expected)")
      }
    }
  }

  /// A shape's side on the clip's side shares a pixel: the intersection covers half of it,
  /// where multiplying the shape's coverage by the clip's would cover a quarter.
  @Test func aSideSharedWithTheClipIsCoveredOnce() throws {
    var mask = try CoverageMask(width: 12, height: 4)
    try Rasterizer().fill(
      rectPath(0, 0, 10.5, 4), clip: Rect(minX: 0, minY: 0, maxX: 10.5, maxY: 4), into: &mask)
    #expect(mask[9, 1] == 255)
    #expect(mask[10, 1] == 128)
    #expect(mask[11, 1] == 0)
  }

  /// Right of a clip rectangle short of the target's side nothing is covered, whatever the
  /// path does there: the pieces collapsed onto its side close every row.
  @Test func nothingShowsRightOfTheClip() throws {
    var mask = try CoverageMask(width: 32, height: 32)
    try Rasterizer().fill(
      circlePath(16, 16, 14), clip: Rect(minX: 4.5, minY: 4.5, maxX: 20.25, maxY: 40), into: &mask)
    for y in 0..<32 {
      for x in 21..<32 { #expect(mask[x, y] == 0, "pixel (\(x), \(y))") }
      for x in 0..<4 { #expect(mask[x, y] == 0, "pixel (\(x), \(y))") }
    }
    #expect(mask[16, 16] == 255)
    #expect(mask[20, 16] == 64)
  }

  @Test func aClipHoldingTheTargetChangesNoPixel() throws {
    var rng = SplitMix64(seed: 77)
    let rasterizer = try Rasterizer()
    for _ in 0..<10 {
      let path = RasterizerDifferentialTests.randomPath(.cubics, size: 30, rng: &rng)
      var plain = try CoverageMask(width: 30, height: 30)
      var clipped = plain
      var unbounded = plain
      try rasterizer.fill(path, into: &plain)
      try rasterizer.fill(path, clip: Rect(minX: -1, minY: 0, maxX: 30, maxY: 31), into: &clipped)
      try rasterizer.fill(
        path, clip: Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity),
        into: &unbounded)
      #expect(plain == clipped)
      #expect(plain == unbounded)
    }
  }

  @Test func aClipWithoutAreaLeavesTheTargetAlone() throws {
    var mask = try CoverageMask(width: 8, height: 8)
    for i in mask.pixels.indices { mask.pixels[i] = UInt8(i) }
    let before = mask
    let rasterizer = try Rasterizer()
    for clip in [
      Rect(minX: 9, minY: 0, maxX: 20, maxY: 8), Rect(minX: 2, minY: 3, maxX: 2, maxY: 7),
      Rect(minX: 0, minY: -5, maxX: 8, maxY: 0),
    ] {
      try rasterizer.fill(rectPath(0, 0, 8, 8), clip: clip, into: &mask)
      #expect(mask == before, "clip \(clip)")
    }
  }

  /// Moving the path and the clip by whole pixels moves the pixels exactly.
  @Test func wholePixelMovesShiftTheOutputExactly() throws {
    var rng = SplitMix64(seed: 31)
    let rasterizer = try Rasterizer()
    for _ in 0..<12 {
      let path = RasterizerDifferentialTests.randomPath(.mixedSelfIntersecting, size: 24, rng: &rng)
      let clip = Self.randomClip(size: 24, rng: &rng)
      let (dx, dy) = (Int.random(in: 1...9, using: &rng), Int.random(in: 1...9, using: &rng))
      var base = try CoverageMask(width: 40, height: 40)
      var moved = base
      try rasterizer.fill(path, clip: clip, into: &base)
      let shift = Transform.translation(Double(dx), Double(dy))
      try rasterizer.fill(
        path, transform: shift,
        clip: Rect(
          minX: clip.minX + Double(dx), minY: clip.minY + Double(dy), maxX: clip.maxX + Double(dx),
          maxY: clip.maxY + Double(dy)), into: &moved)
      #expect(firstShiftDifference(base, moved, dx: dx, dy: dy) == nil)
    }
  }

  @Test func aNaNSideIsRefusedAndAClipNeverHidesABadPoint() throws {
    var mask = try CoverageMask(width: 8, height: 8)
    let rasterizer = try Rasterizer()
    let nanClip = Rect(minX: .nan, minY: 0, maxX: 4, maxY: 4)
    let error = #expect(throws: RasterError.self) {
      try rasterizer.fill(rectPath(0, 0, 8, 8), clip: nanClip, into: &mask)
    }
    guard case .invalidClip(let named)? = error else {
      Issue.record("expected invalidClip, got \(String(describing: error))")
      return
    }
    #expect(named.minX.isNaN && named.maxX == 4)
    #expect(error?.description.contains("sides must be numbers") == true)
    var bad = PathBuilder()
    bad.move(to: Point(1, 1))
    bad.line(to: Point(.infinity, 3))
    bad.line(to: Point(1, 5))
    #expect(throws: RasterError.self) {
      try rasterizer.fill(bad.path, clip: Rect(minX: 20, minY: 20, maxX: 30, maxY: 30), into: &mask)
    }
    #expect(throws: RasterError.self) {
      try rasterizer.fill(bad.path, clip: Rect(minX: 1, minY: 1, maxX: 3, maxY: 3), into: &mask)
    }
  }

  /// On a canvas, pixels outside the clip keep the background; the clip's side pixels are
  /// blended by their share.
  @Test func aCanvasKeepsItsPixelsOutsideTheClip() throws {
    var canvas = try RGBACanvas(
      width: 10, height: 10, background: Color(red: 0, green: 0, blue: 255, alpha: 255))
    try Rasterizer().fill(
      rectPath(0, 0, 10, 10), color: Color(red: 255, green: 0, blue: 0, alpha: 255),
      clip: Rect(minX: 2, minY: 2, maxX: 6.5, maxY: 6), into: &canvas)
    #expect(canvas[1, 3] == (0, 0, 255, 255))
    #expect(canvas[3, 3] == (255, 0, 0, 255))
    #expect(canvas[6, 3] == (128, 0, 127, 255))
    #expect(canvas[7, 3] == (0, 0, 255, 255))
    #expect(canvas[3, 6] == (0, 0, 255, 255))
  }
}

/// What a mask fill may write: only the strips of four rows the outline reaches, from the
/// column of its leftmost point to that of its rightmost, as `Rasterizer.fill` documents.
@Suite struct RasterizerMaskReachTests {
  @Test(arguments: [false, true])
  func pixelsBeyondTheOutlinesStripsAndColumnsAreLeftAlone(clipped: Bool) throws {
    var rng = SplitMix64(seed: clipped ? 12 : 11)
    let rasterizer = try Rasterizer()
    for trial in 0..<40 {
      let path = RasterizerDifferentialTests.randomPath(.mixedSelfIntersecting, size: 30, rng: &rng)
        .transformed(by: .scale(0.5, 0.5).then(.translation(8, 8)))
      let clip = RasterizerClipTests.randomClip(size: 40, rng: &rng)
      var mask = try CoverageMask(width: 40, height: 40)
      for i in mask.pixels.indices { mask.pixels[i] = 77 }
      try rasterizer.fill(path, clip: clipped ? clip : nil, into: &mask)
      // The outline as the filler sees it: cut to the clip, collapsed onto its sides.
      var box = try #require(path.controlBounds)
      if clipped {
        guard let inside = box.intersection(clip.insetBy(-1e-9)) else { continue }
        box = Rect(
          minX: max(min(box.minX, clip.maxX), clip.minX), minY: inside.minY,
          maxX: min(max(box.maxX, clip.minX), clip.maxX), maxY: inside.maxY)
      }
      let rows = (Int(box.minY.rounded(.down)) / 4 * 4)...(Int(box.maxY.rounded(.down)) / 4 * 4 + 3)
      let columns = Int(box.minX.rounded(.down))...Int(box.maxX.rounded(.down))
      for y in 0..<40 {
        for x in 0..<40 where !(rows.contains(y) && columns.contains(x)) {
          #expect(mask[x, y] == 77, "trial \(trial): (\(x), \(y)) outside rows \(rows), columns \(columns)")
        }
      }
    }
  }
}
