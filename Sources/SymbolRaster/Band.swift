/// One band of rows of the accumulation buffer and its touched bits: the filler's hot
/// kernel, which adds a line's cover and area to the cells it crosses.
///
/// Coordinates are in `Fixed` units (1/1024 px). Cell values follow the scheme in
/// `Rasterizer.swift`: a cell crossed with cover `c` and doubled area `a` adds `2·one·c − a`
/// to itself and `a` to its right neighbour. Arithmetic wraps so that no input can trap.
///
/// Touched bits mark only the cell a line crosses; the right neighbour, which receives
/// the area, is implied, and the sweep adds it (`bits | bits << 1`). That keeps marking to
/// one bit operation for the common line piece inside one cell. Rows of more than one
/// word also keep summary bits, one per touched word, so that the sweep skips empty words
/// without reading them: at 1024 px and more, scanning empty words cost more than
/// sweeping the touched cells.
struct Band {
  let cells: UnsafeMutablePointer<Int64>
  let touched: UnsafeMutablePointer<UInt64>
  /// One bit per touched word, `summaryPerRow` words per row; used when `summarised`.
  let summary: UnsafeMutablePointer<UInt64>
  /// Cells per row; at least width + 2.
  let stride: Int
  /// Touched-bit words per row.
  let wordsPerRow: Int
  /// Summary words per row.
  let summaryPerRow: Int
  /// Whether rows span several words and so keep summary bits.
  let summarised: Bool
  /// Rows in this band.
  var rows: Int
  /// The first pixel row of this band.
  var top: Int

  /// Adds the part of `line` that lies inside this band (for targets of several bands).
  @inline(__always)
  func add(_ line: FixedLine) {
    let offset = top &<< Fixed.shift
    var x0 = Int(line.x0)
    var y0 = Int(line.y0) &- offset
    var x1 = Int(line.x1)
    var y1 = Int(line.y1) &- offset
    var sign: Int64 = 1
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
      sign = -1
    }
    let limit = rows &<< Fixed.shift
    if y1 <= 0 || y0 >= limit { return }
    if y0 < 0 || y1 > limit {
      // Cut at the band's edges from the original end points, rounded like the row
      // crossings: the band above computes the same point, so the pieces meet.
      let dxPerY = Double(x1 &- x0) / Double(y1 &- y0)
      let (ox, oy) = (x0, y0)
      if oy < 0 {
        x0 = ox &+ Fixed.round(Double(0 &- oy) * dxPerY)
        y0 = 0
      }
      if y1 > limit {
        x1 = ox &+ Fixed.round(Double(limit &- oy) * dxPerY)
        y1 = limit
      }
    }
    accumulate(x0, y0, x1, y1, sign)
  }

  /// Adds a line that lies wholly inside the band, in band coordinates (the only band of
  /// a small target, where no cutting is needed).
  @inline(__always)
  func addInside(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    if y0 < y1 {
      accumulate(x0, y0, x1, y1, 1)
    } else {
      accumulate(x1, y1, x0, y0, -1)
    }
  }

  /// Adds a downward line (`y0 < y1`, both in `0...rows·one`) with winding `sign`.
  @inline(__always)
  private func accumulate(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64) {
    let ey0 = y0 &>> Fixed.shift
    let ey1 = (y1 &- 1) &>> Fixed.shift
    if ey0 == ey1 {
      // The common short line inside one row needs no slope unless it crosses cells.
      scanline(ey0, x0, y0 & Fixed.mask, x1, y1 &- (ey0 &<< Fixed.shift), sign)
      return
    }
    let dx = x1 &- x0
    if dx == 0 {
      vertical(x0, ey0, y0 & Fixed.mask, ey1, y1 &- (ey1 &<< Fixed.shift), sign)
      return
    }
    // One slope per line, and the crossing of each row boundary kept as an offset from
    // x0 that grows by a constant step: no division or conversion per row. Offsets are
    // rounded, and since they lie between 0 and dx the crossings stay between the end
    // points. Covers are differences of these shared crossings, so rows still close
    // exactly; measuring from x0 keeps the result invariant under whole-pixel moves.
    let dy = y1 &- y0
    let dxPerY = Double(dx) / Double(dy)
    let step = Double(Fixed.one) * dxPerY
    var offset = Double((ey0 &+ 1) &<< Fixed.shift &- y0) * dxPerY
    var x = x0
    var ya = y0 & Fixed.mask
    var ey = ey0
    while ey < ey1 {
      let next = x0 &+ Fixed.round(offset)
      scanline(ey, x, ya, next, Fixed.one, sign)
      x = next
      ya = 0
      offset += step
      ey &+= 1
    }
    scanline(ey1, x, 0, x1, y1 &- (ey1 &<< Fixed.shift), sign)
  }

  /// A vertical line: every full row adds the same pair of values to one column.
  @inline(__always)
  private func vertical(_ x: Int, _ ey0: Int, _ fy0: Int, _ ey1: Int, _ fy1: Int, _ sign: Int64) {
    let ex = x &>> Fixed.shift
    let fx2 = (x & Fixed.mask) &<< 1
    let firstHeight = Fixed.one &- fy0
    var row = cells + (ey0 &* stride &+ ex)
    let firstCover = sign &* Int64(firstHeight)
    addCell(row, firstCover, Int(firstCover) &* fx2)
    let fullLeft = sign &* Int64((2 &* Fixed.one &- fx2) &<< Fixed.shift)
    let fullRight = sign &* Int64(fx2 &<< Fixed.shift)
    var ey = ey0 &+ 1
    while ey < ey1 {
      row += stride
      row[0] &+= fullLeft
      row[1] &+= fullRight
      ey &+= 1
    }
    let lastCover = sign &* Int64(fy1)
    addCell(cells + (ey1 &* stride &+ ex), lastCover, Int(lastCover) &* fx2)
    let bit = UInt64(1) &<< UInt64(ex & 63)
    var word = touched + (ey0 &* wordsPerRow &+ (ex &>> 6))
    for _ in ey0...ey1 {
      word[0] |= bit
      word += wordsPerRow
    }
    if summarised {
      for ey in ey0...ey1 { markWord(ey, ex &>> 6) }
    }
  }

  /// Adds the part of a line inside one pixel row, from (xa, ya) to (xb, yb) with ya ≤ yb
  /// given relative to the row's top.
  @inline(__always)
  private func scanline(_ ey: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ sign: Int64) {
    let exa = xa &>> Fixed.shift
    let exb = xb &>> Fixed.shift
    let row = cells + ey &* stride
    let fxa = xa & Fixed.mask
    if exa == exb {
      let cover = sign &* Int64(yb &- ya)
      addCell(row + exa, cover, Int(cover) &* (fxa &+ (xb & Fixed.mask)))
      markCell(ey, exa)
      return
    }
    if exb &- exa == 1 || exa &- exb == 1 {
      // Two cells, common for steep lines at small sizes: one crossing of the shared
      // side, at a fraction of the piece between 0 and 1, so it needs no capping.
      let right = exb > exa
      let side = (right ? exb : exa) &<< Fixed.shift
      let h = yb &- ya
      let crossing = ya &+ Fixed.round(Double(side &- xa) * Double(h) / Double(xb &- xa))
      let first = sign &* Int64(crossing &- ya)
      let second = sign &* Int64(yb &- crossing)
      let near = right ? Fixed.one : 0
      addCell(row + exa, first, Int(first) &* (fxa &+ near))
      addCell(row + exb, second, Int(second) &* (Fixed.one &- near &+ (xb & Fixed.mask)))
      let lo = right ? exa : exb
      if lo & 63 != 63 {
        touched[ey &* wordsPerRow &+ (lo &>> 6)] |= UInt64(3) &<< UInt64(lo & 63)
        if summarised { markWord(ey, lo &>> 6) }
      } else {
        markCell(ey, lo)
        markCell(ey, lo &+ 1)
      }
      return
    }
    walk(row, ey, xa, ya, xb, yb, sign)
  }

  /// The line piece crosses cell sides: the y where it crosses each, rounded and capped
  /// at the piece's end so the covers stay in 0...h and sum to h. The piece's own slope
  /// is used (one division per piece), which keeps every crossing between its ends.
  @inline(never)
  private func walk(
    _ row: UnsafeMutablePointer<Int64>, _ ey: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int,
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
      addCell(row + ex, cover, Int(cover) &* (fxStart &+ near))
      y = crossing
      fxStart = Fixed.one &- near
      ex &+= step
      offset += cellStep
    }
    let cover = sign &* Int64(yb &- y)
    addCell(row + exb, cover, Int(cover) &* (fxStart &+ (xb & Fixed.mask)))
    mark(ey, min(exa, exb), max(exa, exb))
  }

  /// Adds signed cover `cover` and signed doubled area `area` to a cell and its neighbour.
  @inline(__always)
  private func addCell(_ cell: UnsafeMutablePointer<Int64>, _ cover: Int64, _ area: Int) {
    let a = Int64(area)
    cell[0] &+= (cover &<< Int64(Fixed.shift &+ 1)) &- a
    cell[1] &+= a
  }

  /// Sets the touched bit of cell `ex` of row `ey`.
  @inline(__always)
  private func markCell(_ ey: Int, _ ex: Int) {
    touched[ey &* wordsPerRow &+ (ex &>> 6)] |= UInt64(1) &<< UInt64(ex & 63)
    if summarised { markWord(ey, ex &>> 6) }
  }

  /// Sets the summary bit of word `w` of row `ey`.
  @inline(__always)
  private func markWord(_ ey: Int, _ w: Int) {
    summary[ey &* summaryPerRow &+ (w &>> 6)] |= UInt64(1) &<< UInt64(w & 63)
  }

  /// Sets the touched bits of cells `lo...hi` of row `ey` (one bit per cell).
  @inline(__always)
  private func mark(_ ey: Int, _ lo: Int, _ hi: Int) {
    let words = touched + ey &* wordsPerRow
    if lo &>> 6 == hi &>> 6 {
      let n = hi &- lo &+ 1
      words[lo &>> 6] |= (UInt64.max &>> UInt64(64 &- n)) &<< UInt64(lo & 63)
      if summarised { markWord(ey, lo &>> 6) }
    } else {
      for b in lo...hi { markCell(ey, b) }
    }
  }
}
