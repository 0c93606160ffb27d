/// The filler's hot kernel: adds a line's cover and area to the cells of a band that it
/// crosses, and marks them touched.
///
/// Coordinates are in `Fixed` units (1/1024 px), relative to the band's top. Cells follow
/// the scheme in `Rasterizer.swift`: each is a pair of words, and a piece crossing it with
/// cover `c` and doubled area `a` adds `2·one·c − a` to the first (the cell's own value)
/// and `2·one·c` to the second (what it carries to the pixels on its right). The pairs are
/// laid out in strips of four rows (`Band`): a cell's own value and its carry are four
/// words apart, and the next row's cell is one word on. Arithmetic wraps so that no input
/// can trap.
///
/// The accumulator is a few words (the cells, the row stride and the marks), so that it
/// travels in registers; it is generic over how touched cells are marked, so that narrow
/// targets, whose rows fit one word of bits, pay nothing for the summary bits wide ones
/// need, and over the cells' integer type (`CellWord`).
struct CellAccumulator<Marks: TouchMarks, Cell: CellWord> {
  let cells: UnsafeMutablePointer<Cell>
  /// Words per strip of four rows: eight per column, for at least width + 1 columns (a
  /// line at x = width touches cell `width`, whose pixel is not shown).
  let stride: Int
  let marks: Marks

  /// Where row `ey`'s cells start; its cell `ex` is `ex << 3` words on.
  @inline(__always)
  func row(_ ey: Int) -> UnsafeMutablePointer<Cell> { cells + ((ey &>> 2) &* stride &+ (ey & 3)) }

  /// Where the cells of the row below row `ey` start, given where row `ey`'s start: one
  /// word on, or at the next strip after a strip's last row, without a multiplication.
  @inline(__always)
  func row(below row: UnsafeMutablePointer<Cell>, _ ey: Int) -> UnsafeMutablePointer<Cell> {
    row + (ey & 3 == 3 ? stride &- 3 : 1)
  }

  /// Adds a line lying inside the band, in either direction.
  @inline(__always)
  func add(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    if y0 < y1 {
      addDownward(x0, y0, x1, y1, 1)
    } else {
      addDownward(x1, y1, x0, y0, -1)
    }
  }

  /// Adds a downward line (`y0 < y1`, both within the band) with winding `sign`.
  ///
  /// A line inside one pixel row (most lines at small sizes) is handled here, inline; a
  /// line crossing rows takes the out-of-line stepping.
  @inline(__always)
  func addDownward(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64) {
    let ey0 = y0 &>> Fixed.shift
    if ey0 == (y1 &- 1) &>> Fixed.shift {
      let top = ey0 &<< Fixed.shift
      scanline(ey0, row(ey0), x0, y0 &- top, x1, y1 &- top, sign)
    } else {
      rows(x0, y0, x1, y1, sign)
    }
  }

  /// A line crossing pixel rows. Vertical lines add the same pair of values down a column;
  /// lines crossing three row boundaries or more go a strip at a time (`strips`), but for
  /// steep ones crossing fewer than `steepStripBoundaries`, which step a piece per row. A
  /// line crossing one or two boundaries (most at 16–64 px) is cut there directly: without
  /// the stepping loop's set-up one boundary was 2–7% faster at 16–64 px, and for two a
  /// loop whose exit is hard to predict cost up to 6% at 16–128 px. Where the line crosses
  /// each boundary comes from its slope, as an offset from x0 rounded to the grid, so
  /// crossings stay between the end points and whole-pixel moves shift the result exactly.
  /// The inverse slope places the crossing of a piece over two cells without a division per
  /// piece; the two divisions are independent, so they overlap.
  @inline(never)
  func rows(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64) {
    let ey0 = y0 &>> Fixed.shift
    let ey1 = (y1 &- 1) &>> Fixed.shift
    let dx = x1 &- x0
    if dx == 0 {
      vertical(x0, ey0, y0 & Fixed.mask, ey1, y1 &- (ey1 &<< Fixed.shift), sign)
      return
    }
    let crossed = ey1 &- ey0
    if Self.goesByStrips(across: dx, down: y1 &- y0, crossing: crossed) {
      strips(x0, y0, x1, y1, sign)
      return
    }
    let dxPerY = Double(dx) / Double(y1 &- y0)
    let dyPerX = Double(y1 &- y0) / Double(dx)
    if crossed >= 3 {
      stepSteepRows(x0, y0, ey0, ey1, x1, y1, dxPerY, dyPerX, sign)
      return
    }
    if ey1 == ey0 &+ 1 {
      let boundary = ey1 &<< Fixed.shift
      let crossing = x0 &+ Fixed.round(Double(boundary &- y0) * dxPerY)
      let first = row(ey0)
      scanline(ey0, first, x0, y0 & Fixed.mask, crossing, Fixed.one, sign, dyPerX)
      scanline(ey1, row(below: first, ey0), crossing, 0, x1, y1 &- boundary, sign, dyPerX)
      return
    }
    let offset = Double((ey0 &+ 1) &<< Fixed.shift &- y0) * dxPerY
    let a = x0 &+ Fixed.round(offset)
    let b = x0 &+ Fixed.round(offset + Double(Fixed.one) * dxPerY)
    let first = row(ey0)
    let middle = row(below: first, ey0)
    scanline(ey0, first, x0, y0 & Fixed.mask, a, Fixed.one, sign, dyPerX)
    scanline(ey0 &+ 1, middle, a, 0, b, Fixed.one, sign, dyPerX)
    scanline(ey1, row(below: middle, ey0 &+ 1), b, 0, x1, y1 &- (ey1 &<< Fixed.shift), sign, dyPerX)
  }

  /// Adds the part in rows `0..<rows` of a downward line that reaches past them (above row
  /// 0, or below the last row, or both), as `Band` does on a target of several bands.
  ///
  /// The part is not cut off as a line of its own, whose crossings would be computed anew
  /// from a rounded cut point. It takes the route the whole line takes (`rows`), with the
  /// same crossings stepped from the same start, and adds only the pieces in these rows: a
  /// band then gets exactly the cells the whole line leaves in its rows, and where the
  /// target is cut into bands cannot change a pixel, nor can moving a shape by whole
  /// pixels across the cuts. The rows of a band start a strip (`Band`), so the strip
  /// kernel needs only its range of strips; a line stepped row by row crosses at most five
  /// boundaries, so its steps outside the band cost little. Only lines crossing a band's
  /// edges come here, once for each band they reach.
  @inline(never)
  func rows(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64, within rows: Int) {
    let ey0 = y0 &>> Fixed.shift
    let ey1 = (y1 &- 1) &>> Fixed.shift
    let firstRow = Swift.max(ey0, 0)
    let lastRow = Swift.min(ey1, rows &- 1)
    let dx = x1 &- x0
    if dx == 0 {
      // Cut, a vertical line is the same line: no crossing to compute.
      addDownward(x0, Swift.max(y0, 0), x1, Swift.min(y1, rows &<< Fixed.shift), sign)
      return
    }
    let crossed = ey1 &- ey0
    if Self.goesByStrips(across: dx, down: y1 &- y0, crossing: crossed) {
      strips(x0, y0, x1, y1, sign, from: firstRow &>> 2, through: lastRow &>> 2)
      return
    }
    // The crossings of `rows` and `stepSteepRows`: the first boundary's offset from x0,
    // then one row's step added per boundary.
    let dxPerY = Double(dx) / Double(y1 &- y0)
    let dyPerX = Double(y1 &- y0) / Double(dx)
    let step = Double(Fixed.one) * dxPerY
    let narrow = crossed >= 3
    var offset = Double((ey0 &+ 1) &<< Fixed.shift &- y0) * dxPerY
    var x = x0
    var ya = y0 & Fixed.mask
    var ey = ey0
    while ey < ey1 {
      let next = x0 &+ Fixed.round(offset)
      if ey >= firstRow { scanline(ey, row(ey), x, ya, next, Fixed.one, sign, dyPerX, narrow: narrow) }
      if ey == lastRow { return }
      x = next
      ya = 0
      offset += step
      ey &+= 1
    }
    scanline(ey1, row(ey1), x, ya, x1, y1 &- (ey1 &<< Fixed.shift), sign, dyPerX, narrow: narrow)
  }

  /// The fewest row boundaries a steep line (less than a cell across per row) must cross
  /// to go a strip at a time. Short steep lines, common where curves are flattened at
  /// 64–256 px, took 1–8% more time in strips than row by row for `heart` and `venn`
  /// although fewer instructions; 6 and 10 measured alike (`symbol-bench raster`,
  /// alternating rounds; see BENCHMARKS.md).
  @inline(__always) static var steepStripBoundaries: Int { 6 }

  /// Whether a downward line `across` units wide (either sign) and `down` units tall that
  /// crosses `crossing` row boundaries goes a strip at a time: three boundaries or more,
  /// and for a steep line (less than a cell across per row, so that no row's piece spans
  /// more than two cells) `steepStripBoundaries` or more.
  @inline(__always)
  static func goesByStrips(across: Int, down: Int, crossing: Int) -> Bool {
    crossing >= 3
      && (crossing >= steepStripBoundaries
        || (across < 0 ? 0 &- across : across) &* Fixed.one > (Fixed.one &- 1) &* down)
  }

  /// Steps a steep line (less than a cell across per row, so no row's piece spans more
  /// than two cells) down rows `ey0...ey1`, a piece per row.
  @inline(__always)
  private func stepSteepRows(
    _ x0: Int, _ y0: Int, _ ey0: Int, _ ey1: Int, _ x1: Int, _ y1: Int, _ dxPerY: Double,
    _ dyPerX: Double, _ sign: Int64
  ) {
    let step = Double(Fixed.one) * dxPerY
    var offset = Double((ey0 &+ 1) &<< Fixed.shift &- y0) * dxPerY
    var x = x0
    var ya = y0 & Fixed.mask
    var ey = ey0
    var row = row(ey0)
    while ey < ey1 {
      let next = x0 &+ Fixed.round(offset)
      scanline(ey, row, x, ya, next, Fixed.one, sign, dyPerX, narrow: true)
      x = next
      ya = 0
      offset += step
      row = self.row(below: row, ey)
      ey &+= 1
    }
    scanline(ey1, row, x, 0, x1, y1 &- (ey1 &<< Fixed.shift), sign, dyPerX, narrow: true)
  }

  /// A vertical line: every full row adds the same pair of values to one column.
  @inline(__always)
  private func vertical(_ x: Int, _ ey0: Int, _ fy0: Int, _ ey1: Int, _ fy1: Int, _ sign: Int64) {
    let ex = x &>> Fixed.shift
    let fx2 = (x & Fixed.mask) &<< 1
    let firstCover = sign &* Int64(Fixed.one &- fy0)
    addCell(row(ey0) + ex &<< 3, firstCover, Int(firstCover) &* fx2)
    let fullOwn = Cell(truncatingIfNeeded: sign &* Int64((2 &* Fixed.one &- fx2) &<< Fixed.shift))
    let fullCarry = Cell(truncatingIfNeeded: sign &* Int64(Fixed.full))
    var ey = ey0 &+ 1
    while ey < ey1 {
      let cell = row(ey) + ex &<< 3
      cell[0] &+= fullOwn
      cell[4] &+= fullCarry
      ey &+= 1
    }
    let lastCover = sign &* Int64(fy1)
    addCell(row(ey1) + ex &<< 3, lastCover, Int(lastCover) &* fx2)
    marks.markColumn(ey0, ey1, ex)
  }

  /// Adds the part of a line inside pixel row `ey`, whose cells start at `row`, from
  /// (xa, ya) to (xb, yb) with ya ≤ yb given relative to the row's top. A piece in one
  /// cell adds one pair of values; a piece over two cells needs where the line crosses
  /// their shared side, from the line's inverse slope `dyPerX` when given (capped to the
  /// piece, since the piece's ends are rounded), else from the piece's own; longer pieces
  /// walk their cells. `narrow` promises a piece over at most two cells.
  @inline(__always)
  private func scanline(
    _ ey: Int, _ row: UnsafeMutablePointer<Cell>, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int,
    _ sign: Int64, _ dyPerX: Double? = nil, narrow: Bool = false
  ) {
    let exa = xa &>> Fixed.shift
    let exb = xb &>> Fixed.shift
    let fxa = xa & Fixed.mask
    if exa == exb {
      let cover = sign &* Int64(yb &- ya)
      addCell(row + exa &<< 3, cover, Int(cover) &* (fxa &+ (xb & Fixed.mask)))
      marks.mark(ey, exa)
      return
    }
    if narrow || exb &- exa == 1 || exa &- exb == 1 {
      let right = exb > exa
      let side = (right ? exb : exa) &<< Fixed.shift
      let crossing: Int
      if let dyPerX {
        crossing = min(max(ya &+ Fixed.round(Double(side &- xa) * dyPerX), ya), yb)
      } else {
        // A fraction of the piece between 0 and 1: no capping needed.
        crossing = ya &+ Fixed.round(Double(side &- xa) * Double(yb &- ya) / Double(xb &- xa))
      }
      let first = sign &* Int64(crossing &- ya)
      let second = sign &* Int64(yb &- crossing)
      let near = right ? Fixed.one : 0
      addCell(row + exa &<< 3, first, Int(first) &* (fxa &+ near))
      addCell(row + exb &<< 3, second, Int(second) &* (Fixed.one &- near &+ (xb & Fixed.mask)))
      marks.markPair(ey, min(exa, exb))
      return
    }
    walk(row, ey, xa, ya, xb, yb, sign)
  }

  /// The line piece crosses cell sides: the y where it crosses each, rounded and capped
  /// at the piece's end so the covers stay in 0...h and sum to h. The piece's own slope
  /// is used (one division per piece), which keeps every crossing between its ends.
  @inline(never)
  private func walk(
    _ row: UnsafeMutablePointer<Cell>, _ ey: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int,
    _ sign: Int64
  ) {
    let exa = xa &>> Fixed.shift
    let exb = xb &>> Fixed.shift
    let dyPerX = Double(yb &- ya) / Double(xb &- xa).magnitude
    let cellStep = Double(Fixed.one) * dyPerX
    let right = exb > exa
    let near = right ? Fixed.one : 0
    let step = right ? 1 : -1
    // Distance from xa to the first side crossed, then one cell width per side.
    var offset = Double(right ? Fixed.one &- (xa & Fixed.mask) : xa & Fixed.mask) * dyPerX
    var ex = exa
    var y = ya
    var fxStart = xa & Fixed.mask
    while ex != exb {
      let crossing = min(ya &+ Fixed.round(offset), yb)
      let cover = sign &* Int64(crossing &- y)
      addCell(row + ex &<< 3, cover, Int(cover) &* (fxStart &+ near))
      y = crossing
      fxStart = Fixed.one &- near
      ex &+= step
      offset += cellStep
    }
    let cover = sign &* Int64(yb &- y)
    addCell(row + exb &<< 3, cover, Int(cover) &* (fxStart &+ (xb & Fixed.mask)))
    marks.markRange(ey, min(exa, exb), max(exa, exb))
  }

  /// Adds signed cover `cover` and signed doubled area `area` to a cell's pair of words.
  @inline(__always)
  private func addCell(_ cell: UnsafeMutablePointer<Cell>, _ cover: Int64, _ area: Int) {
    let carry = cover &<< Int64(Fixed.shift &+ 1)
    cell[0] &+= Cell(truncatingIfNeeded: carry &- Int64(area))
    cell[4] &+= Cell(truncatingIfNeeded: carry)
  }
}
