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

  /// Curves off the 1/1024 px grid, moved by whole pixels from a target of one band onto a
  /// larger one of several, shift exactly: the direct route and the banded one flatten a
  /// curve from its rounded points, relative to its start. `symbol-bench fuzz` found the
  /// first case (64 pixels a level apart when the banded route flattened the unrounded
  /// points); the others are seeded random quadratics and cubics at both tolerances.
  @Test func curvesOffTheGridShiftExactlyFromOneBandOntoSeveral() throws {
    let found = try SVGPathParser.parse(
      """
      M152.75 280 L152.75 18.75 Q0 185.58056640625 452 143.8125 Q202.72119140625 172.9208984375 270.75 65.5 \
      C200.75 162 452 265.1962890625 138.1845703125 11.9619140625 Z M108.46692060739753 12.81626608058363 \
      Q155.6971096369995 220.15685045622416 31.106781124978664 89.5360920627639 \
      Q353.6473367690125 157.27540072043286 12.744976525854705 133.6680682096712 \
      C122.00823665904436 245.25304102561245 24.32120869931447 254.65583886853676 355.97100671994184 \
      184.79553655639796 M135.453125 68.541015625 C448.5 12 213.9375 27 450.091796875 250.744140625 Z
      """)
    var cases = [
      (path: found, rule: FillRule.evenOdd, tolerance: 1.0 / 4096, width: 452, height: 280, dx: 0, dy: 25)
    ]
    var rng = SplitMix64(seed: 0xF022_5EED)
    for trial in 0..<24 {
      let width = Int.random(in: 200...500, using: &rng)
      let height = Rasterizer.singleBandCellLimit / (width + 2) - Int.random(in: 0...20, using: &rng)
      let point = { (rng: inout SplitMix64) in
        Point(
          Double.random(in: 0...Double(width), using: &rng),
          Double.random(in: 0...Double(height), using: &rng))
      }
      var b = PathBuilder()
      b.move(to: point(&rng))
      for _ in 0..<4 {
        b.cubic(to: point(&rng), control1: point(&rng), control2: point(&rng))
        b.quad(to: point(&rng), control: point(&rng))
      }
      b.close()
      cases.append(
        (
          b.path, trial % 2 == 0 ? .nonZero : .evenOdd, trial % 4 < 2 ? 1.0 / 20 : 1.0 / 4096, width, height,
          Int.random(in: 0...9, using: &rng), Int.random(in: 20...200, using: &rng)
        ))
    }
    for c in cases {
      let (width, height) = (c.width + c.dx, c.height + c.dy)
      #expect((c.width + 2) * c.height <= Rasterizer.singleBandCellLimit)
      #expect((width + 2) * height > Rasterizer.singleBandCellLimit)
      let base = try render(c.path, rule: c.rule, width: c.width, height: c.height, tolerance: c.tolerance)
      let moved = try render(
        c.path, rule: c.rule, width: width, height: height, tolerance: c.tolerance,
        transform: .translation(Double(c.dx), Double(c.dy)))
      var differing: (x: Int, y: Int)?
      rows: for y in 0..<c.height {
        for x in 0..<c.width where base[x, y] != moved[x + c.dx, y + c.dy] {
          differing = (x, y)
          break rows
        }
      }
      if let (x, y) = differing {
        Issue.record(
          "pixel \(x),\(y) differs after moving by \(c.dx),\(c.dy) onto \(width)×\(height): \(SVGPathWriter.write(c.path))"
        )
      }
    }
  }

  /// Nearly flat cubics (controls within the tolerance of their chords, steps in `t`
  /// uneven) on targets one pixel tall, moved onto targets of several bands: the direct
  /// route steps them by Wang's bound alone, and the banded route must too. With
  /// `Flattener.cubic`'s chord shortcut it took their chords instead, and these three
  /// cases of `symbol-bench fuzz` (`shift` category) came out 4 to 8 levels apart.
  @Test func flatCubicsShiftExactlyFromOneBandOntoSeveral() throws {
    let cases: [(data: String, rule: FillRule, width: Int, dx: Int, dy: Int)] = [
      (
        """
        M104.1141899078712 0.5486588237668873 L113.85336093761958 0.5051652483299659 Z M0 1 C62 1 \
        104.03125 0 37 0.5 Q49 0.625 52 0 C120 0.310546875 120 0.85546875 43 1 C96.96875 0.765625 55 0 \
        67.697265625 0.9999999999986237 C4 0.5 0 0.470703125 0 0.5 C62.5 0.125 42.564453125 0.2099609375 \
        112.234375 0.328125 C0 0.734375 107 1 112.23437500006378 0.75 Z M2.875 0.375 C24.28125 0.40625 \
        98.55908203125 0.00927734375 2.8749997720604146 1 Q92.5 0.75 114.15576171875 0.9990649465840544 \
        C51 1 24 1 0 0.94140625 Q0 0 51.5 0.328125 Z M65.46653630314913 0.8531446091027546 \
        L65.46653630314913 0.09518042684619221 C12.811719491677938 0.3759240317534718 26.624631346736262 \
        0.609073526051805 13.084716776787243 0.2838180605188402 Q39.30561428183158 0.7136631950363872 \
        66.22262240390779 0.5033774106806025 L66.22262240390779 0.8100350712761508 C106.28492816773431 \
        0.028102786146609438 78.00450682329317 0.487708842546446 66.99659081576836 0.044139205405174686 \
        Q86.74323957021068 0.5818887699986676 66.99657553589101 0.34147329425195394 Q14.319723151837586 \
        0.2528193547682239 55.80738393979977 0.34147329425195394 Z
        """, .nonZero, 120, 400, 356
      ),
      (
        """
        M26.39145061097985 0.1268048022406899 Q96.00359282102328 0.7488131444080706 106.08789928027176 \
        0.12677274061241875 C40.27017453821977 0.29906071398616907 34.79134396748434 0.3244236944445906 \
        27.629811360190562 0.35707407366732147 Z M85 0 Q101.796875 0.515625 2.48828125 0.27783203125 \
        C84.5126953125 0.26953125 11.1484375 0.7646484375 0 0.046875 Z M97.17070308066212 \
        0.14365509061738657 C78.89581518547806 0.3511249236099392 113.62306492683743 0.7346611441502012 \
        83.00760810168583 0.5294536535728375 M86 1 C46.65625 0 129 0 86.00002036997171 1 Q33.9541015625 \
        1 86.0000203700708 0.66357421875 Z
        """, .nonZero, 129, 399, 261
      ),
      (
        """
        M366.7048815461644 0.1908031269108229 L609.5846999259107 0.6171415881481345 L645.9131727804369 \
        0.7412039857128099 Q814.2759747791529 0.5333637362063665 565.8178036383875 0.5749463253024646 Z \
        M211.3837890625 0.2255859375 Q86 0.5 831.5 0 Q465 0.5 652 0.5 M181.4509137404591 \
        0.13172699589103287 L181.45091373994717 0.9804330947042665 Q55.397324928745576 \
        0.4233918323797091 719.9136938786392 0.2909489277664514 C38.180288190969456 0.20846887064007869 \
        587.3599654480639 0.2330338753487352 196.03950575029137 0.7898510429119484 Q55.980709111072414 \
        0.49066335243929504 767.2986993639607 0.7943002319026905 C720.5163910176615 0.8175420924391021 \
        595.093891316982 0.7208773492321704 198.2832364969913 0.7148591351601173 L198.28323646633726 \
        0.09155332472880728 L305.2797529685686 0.07818022398080549 Q553.0730299994015 0.6103891005323001 \
        305.2797529685686 0.07818022398080549 C646.3877380021787 0.7376586780007512 271.08155437643995 \
        0.285989361073265 305.27975296851434 0.5409552480415364 M161.01849142081716 0.11687024478019925 \
        L361.7306017706338 0.3313306438816157 Q588.1675263806253 0.17492187837403372 526.4379363312605 \
        0.13622732855159903 C8.890697180608749 0.7706834451647121 787.2691248363152 0.6319820797732705 \
        526.4379363312605 0.13622732855159903 Z
        """, .evenOdd, 895, 197, 269
      ),
    ]
    for c in cases {
      let path = try SVGPathParser.parse(c.data)
      let (width, height) = (c.width + c.dx, 1 + c.dy)
      #expect((width + 2) * height > Rasterizer.singleBandCellLimit)
      let base = try render(path, rule: c.rule, width: c.width, height: 1, tolerance: 1.0 / 20)
      let moved = try render(
        path, rule: c.rule, width: width, height: height, tolerance: 1.0 / 20,
        transform: .translation(Double(c.dx), Double(c.dy)))
      for x in 0..<c.width where base[x, 0] != moved[x + c.dx, c.dy] {
        Issue.record("\(c.width) px: pixel \(x) is \(base[x, 0]) and \(moved[x + c.dx, c.dy]) moved")
        break
      }
    }
  }

  /// A curve whose Wang bound asks for a whole number of steps takes as many on both routes.
  /// This quadratic's second difference is (−4, −3) px, so its bound at 1/20 px is exactly
  /// 5: the direct route computed n⁴ = 624.9999999999999 and took 5 steps, `Flattener`,
  /// on the banded route, n = 5.0 and took 6, and the move changed 48 pixels by up to 7
  /// levels (`symbol-bench fuzz --case shift:0x8bfd8262028b0777`). Both now count with
  /// `WangBound`.
  @Test func curvesOnAWholeStepCountShiftExactlyFromOneBandOntoSeveral() throws {
    let path = try SVGPathParser.parse("M31 3.5 Q59 5.5 83 4.5 L83 20 Z")
    let (dx, dy) = (400, 300)
    let (width, height) = (90, 21)
    #expect((width + 2) * height <= Rasterizer.singleBandCellLimit)
    #expect((width + dx + 2) * (height + dy) > Rasterizer.singleBandCellLimit)
    let base = try render(path, width: width, height: height, tolerance: 1.0 / 20)
    let moved = try render(
      path, width: width + dx, height: height + dy, tolerance: 1.0 / 20,
      transform: .translation(Double(dx), Double(dy)))
    var differing = 0
    for y in 0..<height {
      for x in 0..<width where base[x, y] != moved[x + dx, y + dy] { differing += 1 }
    }
    #expect(differing == 0)
  }
}
