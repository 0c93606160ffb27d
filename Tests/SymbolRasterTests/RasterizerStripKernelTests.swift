import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// Lines crossing three row boundaries or more (steep ones six or more) go through
/// `CellAccumulator.strips`, which computes a strip's four rows at once in single
/// precision. These tests hold it to the double-precision reference on polygons whose
/// vertices are already on the filler's 1/1024 px grid and whose slanted lines all take
/// that route, so that the only differences left are its own rounding (about 2⁻²⁴ of a
/// piece's width) and the final rounding to a level (at most half a level).
@Suite struct RasterizerStripKernelTests {
  /// The largest error allowed: the final rounding plus a fiftieth of a level.
  static let bound = 0.52
  /// Lines stepped a piece per row round each row's crossing to the grid, which moves them
  /// by up to 1/2048 px: an eighth of a level more.
  static let rowSteppingBound = 0.63

  /// A point on the 1/1024 px grid.
  static func snapped(_ x: Double, _ y: Double) -> Point {
    Point((x * 1024).rounded() / 1024, (y * 1024).rounded() / 1024)
  }

  /// The kernel, marking strips a few words wide.
  typealias Kernel = CellAccumulator<WordMarks<NoSummaries>, Int32>

  /// Whether every line of the closed polygon through `points` is horizontal, vertical or
  /// goes a strip at a time (in fixed point, as the filler counts rows).
  static func takesTheStripRoute(_ points: [Point]) -> Bool {
    points.indices.allSatisfy { i in
      let (a, b) = (points[i], points[(i + 1) % points.count])
      let (top, bottom) = (Int(min(a.y, b.y) * 1024), Int(max(a.y, b.y) * 1024))
      let across = Int(b.x * 1024) - Int(a.x * 1024)
      let crossed = ((bottom - 1) >> 10) - (top >> 10)
      return across == 0 || top == bottom
        || Kernel.goesByStrips(across: across, down: bottom - top, crossing: crossed)
    }
  }

  /// The cells of a one-band target `width` columns wide and `strips` strips tall after
  /// `add` has added lines to them through the kernel.
  static func cells(width: Int, strips: Int, _ add: (Kernel) -> Void) -> [Int32] {
    bandMemory(width: width, strips: strips) { cells, touched, stride, words in
      let marks = WordMarks<NoSummaries>(
        touched: touched, summary: touched, wordsPerStrip: words, summaryPerStrip: 0)
      add(Kernel(cells: cells, stride: stride, marks: marks))
    }.cells
  }

  /// A closed polygon through `points`.
  static func polygon(_ points: [Point]) -> Path {
    var b = PathBuilder()
    b.move(to: points[0])
    for p in points.dropFirst() { b.line(to: p) }
    b.close()
    return b.path
  }

  /// The largest difference, in levels, between the filler and the exact coverage.
  static func worst(_ path: Path, _ rule: FillRule, width: Int, height: Int) throws -> Double {
    var mask = try CoverageMask(width: width, height: height)
    try Rasterizer().fill(path, rule: rule, into: &mask)
    let exact = try ReferenceRasterizer.coverage(of: path, rule: rule, width: width, height: height)
    var worst = 0.0
    for i in exact.indices { worst = max(worst, abs(Double(mask.pixels[i]) - exact[i] * 255)) }
    return worst
  }

  /// Random polygons of long lines at every slope, on targets whose strips are one word of
  /// touched bits, a few words, and many (with summary bits), and on a target of several
  /// bands, whose edges must not move a line.
  @Test(arguments: [(40, 37), (300, 41), (1100, 23), (700, 420)], FillRule.allCases)
  func longLinesMatchTheReferenceWithinHalfALevel(size: (width: Int, height: Int), rule: FillRule) throws {
    var rng = SplitMix64(seed: UInt64(size.width &* 31 &+ size.height) &+ (rule == .evenOdd ? 7 : 0))
    let (w, h) = (Double(size.width), Double(size.height))
    var trials = 0
    while trials < 6 {
      let points = (0..<Int.random(in: 3...7, using: &rng)).map { _ in
        Self.snapped(Double.random(in: 0...w, using: &rng), Double.random(in: 0...h, using: &rng))
      }
      guard Self.takesTheStripRoute(points) else { continue }
      let worst = try Self.worst(Self.polygon(points), rule, width: size.width, height: size.height)
      #expect(worst <= Self.bound, "trial \(trials) on \(size.width)×\(size.height): \(worst) levels")
      trials += 1
    }
  }

  /// The slopes a strip handles at its limits: a line leaning one grid unit over many rows
  /// (a huge y-per-x), a line crossing three rows over thousands of columns, lines ending
  /// exactly on strip and column boundaries, and both directions and windings of each.
  @Test(arguments: FillRule.allCases)
  func extremeSlopesMatchTheReferenceWithinHalfALevel(rule: FillRule) throws {
    let unit = 1.0 / 1024
    let cases: [[Point]] = [
      [Point(10, 1), Point(10 + unit, 38.5), Point(20, 38.5), Point(20 - unit, 1)],
      [Point(0.5, 4), Point(4090.25, 7.0 + unit), Point(4090.25, 0.5)],
      [Point(4095, 0), Point(1, 3.0 + unit), Point(1, 12), Point(4095, 12)],
      [Point(8, 4), Point(28, 12), Point(8, 24), Point(0, 16)],
      [Point(3.5, 0), Point(16, 40), Point(29.5, 0)],
      [Point(0, 0), Point(4096, 40), Point(0, 40)],
    ]
    for (index, points) in cases.enumerated() {
      #expect(Self.takesTheStripRoute(points), "case \(index)")
      for reversed in [false, true] {
        let path = Self.polygon(reversed ? points.reversed() : points)
        let worst = try Self.worst(path, rule, width: 4097, height: 41)
        #expect(worst <= Self.bound, "case \(index)\(reversed ? " reversed" : ""): \(worst) levels")
      }
    }
  }

  /// Heights a piece carries to the pixels on its right are exact, so every row closes: right
  /// of a shape the coverage is exactly 0, and inside an enclosing rectangle exactly 255.
  @Test(arguments: FillRule.allCases)
  func rowsCloseExactly(rule: FillRule) throws {
    var rng = SplitMix64(seed: rule == .evenOdd ? 11 : 12)
    let (width, height) = (200, 64)
    for trial in 0..<10 {
      let points = (0..<6).map { _ in
        Point(Double.random(in: 2...90, using: &rng), Double.random(in: 1...63, using: &rng))
      }
      var path = Self.polygon(points)
      let alone = try render(path, rule: rule, width: width, height: height, tolerance: 1.0 / 20)
      path.append(rectPath(0, 0, Double(width), Double(height)))
      let enclosed = try render(path, rule: rule, width: width, height: height, tolerance: 1.0 / 20)
      for y in 0..<height {
        for x in 92..<width {
          #expect(alone[x, y] == 0, "trial \(trial): pixel \(x),\(y) of the shape alone")
          #expect(enclosed[x, y] == 255, "trial \(trial): pixel \(x),\(y) inside the rectangle")
          if alone[x, y] != 0 || enclosed[x, y] != 255 { return }
        }
      }
    }
  }

  /// The same at the level of the cells, before any rounding to levels: for closed polygons
  /// of long and short lines added straight to the kernel, each row's carries add up to
  /// exactly zero, and the last column's running sum is exactly zero in every row.
  @Test func everyRowsCarriesSumToZero() {
    let (width, strips) = (90, 12)
    let stride = 2 * Band<Int32>.stripRows * (width + 2)
    var rng = SplitMix64(seed: 21)
    let cells = Self.cells(width: width, strips: strips) { accumulator in
      for _ in 0..<20 {
        let points = (0..<7).map { _ in
          (
            Int.random(in: 0...(width * 1024), using: &rng),
            Int.random(in: 0...(strips * 4 * 1024), using: &rng)
          )
        }
        for i in points.indices {
          let (a, b) = (points[i], points[(i + 1) % points.count])
          if a.1 != b.1 { accumulator.add(a.0, a.1, b.0, b.1) }
        }
      }
    }
    for row in 0..<(strips * 4) {
      let lane = (row >> 2) * stride + (row & 3)
      var carries = 0
      var running = 0
      for column in 0...(width + 1) {
        carries += Int(cells[lane + column * 8 + 4])
        running = Int(cells[lane + column * 8]) + carries
      }
      #expect(carries == 0, "row \(row): the carries add up to \(carries)")
      #expect(running == 0, "row \(row): the last column's sum is \(running)")
    }
  }

  /// A strip groups rows by four from the band's top, so moving a shape by one to three rows
  /// changes which lane and strip each row falls in; every quantity is relative to the
  /// line's own start, so the pixels move exactly.
  @Test func movingAcrossStripPhasesShiftsThePixelsExactly() throws {
    var rng = SplitMix64(seed: 4)
    for trial in 0..<200 {
      let points = (0..<5).map { _ in
        Point(Double.random(in: 0...40, using: &rng), Double.random(in: 0...40, using: &rng))
      }
      let path = Self.polygon(points)
      let base = try render(path, width: 48, height: 48, tolerance: 1.0 / 20)
      for dy in 1...3 {
        let dx = Int.random(in: 0...5, using: &rng)
        let moved = try render(
          path, width: 48, height: 48, tolerance: 1.0 / 20, transform: .translation(Double(dx), Double(dy)))
        if let (x, y) = firstShiftDifference(base, moved, dx: dx, dy: dy) {
          Issue.record("trial \(trial): pixel \(x),\(y) differs after moving by \(dx),\(dy)")
          return
        }
      }
    }
  }

  /// The same for long shallow lines on a wide target of one band, where a strip's columns
  /// reach far past some of its rows' pieces: those rows must get exactly nothing left of
  /// their pieces and exactly their heights right of them, or the pixels change with the
  /// strip phase. The trials are those of 100 random polygons in which a kernel that took
  /// a column's value as a difference of two areas changed a pixel (13, 23, 66 and 96),
  /// and every tenth.
  @Test func longShallowLinesShiftExactlyAcrossStripPhases() throws {
    var rng = SplitMix64(seed: 98)
    let (width, height) = (4000, 30)
    for trial in 0..<100 {
      let points = (0..<6).map { _ in
        Point(Double.random(in: 0...3990, using: &rng), Double.random(in: 0...26, using: &rng))
      }
      guard [13, 23, 66, 96].contains(trial) || trial % 10 == 0 else { continue }
      let path = Self.polygon(points)
      let base = try render(path, width: width, height: height, tolerance: 1.0 / 20)
      for dy in 1...3 {
        let moved = try render(
          path, width: width, height: height, tolerance: 1.0 / 20, transform: .translation(0, Double(dy)))
        if let (x, y) = firstShiftDifference(base, moved, dx: 0, dy: dy) {
          Issue.record("trial \(trial): pixel \(x),\(y) differs after moving down by \(dy)")
          return
        }
      }
    }
  }
}

extension RasterizerStripKernelTests {
  /// What the sweep reads from one row's cells: each column's own value plus the carries of
  /// the columns left of it (which column of a strip a row's carry lands in may change
  /// with the rows it shares the strip with; these sums may not).
  static func rowSums(_ cells: [Int32], row: Int, stride: Int, columns: Int) -> [Int32] {
    let lane = (row >> 2) * stride + (row & 3)
    var carries: Int32 = 0
    return (0..<columns).map { column in
      defer { carries &+= cells[lane + column * 8 + 4] }
      return cells[lane + column * 8] &+ carries
    }
  }

  /// At the level of the cells, where a pixel's rounding cannot hide a difference: long
  /// lines across the widest target whose row crossings fall within three grid units of
  /// column sides (where the lanes' single precision is least sure of the column), added
  /// at each of the four strip phases, leave the same sums row for row. Trial 151 is the
  /// one of 200 in which a kernel that took a strip's columns straight from its crossings,
  /// without a margin for the lanes' error, cut a piece short at one phase; every 25th
  /// runs as well.
  @Test func cellsNearColumnSidesDoNotDependOnTheStripPhase() {
    let width = RasterError.maximumSide
    let stride = 2 * Band<Int32>.stripRows * (width + 2)
    var rng = SplitMix64(seed: 33)
    for trial in 0..<200 {
      let rows = Int.random(in: 8...40, using: &rng)
      let perRow =
        Int.random(in: 16...(width / rows - 1), using: &rng) * 1024 + Int.random(in: -3...3, using: &rng)
      let start = Int.random(in: 1...8, using: &rng) * 1024 + Int.random(in: -3...3, using: &rng)
      guard trial == 151 || trial % 25 == 0 else { continue }
      let (left, right) = (start, start + rows * perRow)
      let leftward = trial % 2 == 1
      var first: [[Int32]] = []
      for phase in 0..<4 {
        let cells = Self.cells(width: width, strips: 14) { accumulator in
          let (top, bottom) = (phase * 1024, (phase + rows) * 1024)
          if leftward {
            accumulator.add(right, top, left, bottom)
          } else {
            accumulator.add(left, top, right, bottom)
          }
        }
        let each = (0..<rows).map { Self.rowSums(cells, row: phase + $0, stride: stride, columns: width + 2) }
        if phase == 0 {
          first = each
        } else {
          for row in 0..<rows where each[row] != first[row] {
            Issue.record("trial \(trial): row \(row) of the line differs at strip phase \(phase)")
            return
          }
        }
      }
    }
  }

  /// Lines ending (or starting) within the kernel's margin of the target's left edge, whose
  /// first column visited is clamped to column 0, leave the same row sums as the same lines
  /// moved right by a column, which visit the column before theirs: both must enter their
  /// end's column with the height the slope gives at its left side. Before that was so, a
  /// line ending on x = 0 entered with the piece's end height instead, a few cell units
  /// off, and a pixel of `M172 228.875 L185.6728515625 552 L0 342.5 Z` was a level apart
  /// from the same triangle moved right (found by `symbol-bench fuzz`, `shift` category).
  @Test func linesAtTheLeftEdgeLeaveTheSameSumsMovedRight() throws {
    let width = 64
    let stride = 2 * Band<Int32>.stripRows * (width + 2)
    var rng = SplitMix64(seed: 0x1EF7)
    for trial in 0..<200 {
      let edge = Int.random(in: 0...9, using: &rng)
      let far = Int.random(in: 3 * 1024...60 * 1024, using: &rng)
      let (top, bottom) = (
        Int.random(in: 0...4096, using: &rng), Int.random(in: 12 * 1024...60 * 1024, using: &rng)
      )
      let (x0, x1) = trial % 2 == 0 ? (far, edge) : (edge, far)
      let sums = { (shift: Int) -> [[Int32]] in
        let cells = Self.cells(width: width, strips: 16) { accumulator in
          accumulator.add(x0 + shift, top, x1 + shift, bottom)
        }
        return (0..<64).map { Self.rowSums(cells, row: $0, stride: stride, columns: width + 1) }
      }
      let (base, moved) = (sums(0), sums(1024))
      for row in 0..<64
      where moved[row][0] != 0 || Array(moved[row].dropFirst()) != Array(base[row].dropLast()) {
        Issue.record("trial \(trial): row \(row) differs moved right (\(x0),\(top) to \(x1),\(bottom))")
        return
      }
    }
    let triangle = try SVGPathParser.parse("M172 228.875 L185.6728515625 552 L0 342.5 Z")
    let base = try render(triangle, width: 228, height: 552, tolerance: 1.0 / 20)
    let moved = try render(
      triangle, width: 229, height: 552, tolerance: 1.0 / 20, transform: .translation(1, 0))
    #expect(firstShiftDifference(base, moved, dx: 1, dy: 0) == nil)
  }

  /// Steep lines crossing three to five row boundaries step a piece per row instead
  /// (`stepSteepRows`, which promises `scanline` no piece over more than two cells), up to
  /// the least steep slope that counts (a grid unit short of a cell across per row), in
  /// both directions: triangles of one such line, a vertical and a horizontal, against
  /// the reference within `rowSteppingBound` (the strips' own bound fails: 0.52–0.58
  /// levels).
  @Test(arguments: FillRule.allCases)
  func shortSteepLinesStepRowByRow(rule: FillRule) throws {
    var rng = SplitMix64(seed: rule == .evenOdd ? 41 : 42)
    let limit = Kernel.steepStripBoundaries
    for trial in 0..<24 {
      let top = Int.random(in: 1024...(8 * 1024), using: &rng)
      let height = Int.random(in: (3 * 1024 + 1)...(limit * 1024 - 1), using: &rng)
      let most = height * 1023 / 1024
      let across = trial % 4 == 0 ? most : Int.random(in: 1...most, using: &rng)
      let left = Int.random(in: 1024...(10 * 1024), using: &rng)
      let (x0, x1) = trial % 2 == 0 ? (left, left + across) : (left + across, left)
      let crossed = ((top + height - 1) >> 10) - (top >> 10)
      guard (3..<limit).contains(crossed) else { continue }
      #expect(!Kernel.goesByStrips(across: x1 - x0, down: height, crossing: crossed), "trial \(trial)")
      let points = [(x0, top), (x1, top + height), (x0, top + height)].map {
        Point(Double($0.0) / 1024, Double($0.1) / 1024)
      }
      let worst = try Self.worst(Self.polygon(points), rule, width: 24, height: 24)
      #expect(worst <= Self.rowSteppingBound, "trial \(trial): \(worst) levels")
    }
  }
}
