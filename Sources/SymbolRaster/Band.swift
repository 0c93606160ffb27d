/// One band of rows of the accumulation buffer and its touched bits: the filler's hot
/// kernel, which adds a line's cover and area to the cells it crosses.
///
/// Coordinates are in `Fixed` units (1/1024 px). Cell values follow the scheme in
/// `Rasterizer.swift`: a cell crossed with cover `c` and doubled area `a` adds `2·one·c − a`
/// to itself and `a` to its right neighbour. Arithmetic wraps so that no input can trap.
struct Band {
  let cells: UnsafeMutablePointer<Int64>
  let touched: UnsafeMutablePointer<UInt64>
  /// Cells per row; at least width + 2, a multiple of the block width.
  let stride: Int
  /// Touched-bit words per row.
  let wordsPerRow: Int
  /// Rows in this band.
  var rows: Int
  /// The first pixel row of this band.
  var top: Int

  /// Adds the part of `line` that lies inside this band.
  @inline(__always)
  func add(_ line: FixedLine) {
    let offset = top &<< Fixed.shift
    var x0 = Int(line.x0)
    var y0 = Int(line.y0) - offset
    var x1 = Int(line.x1)
    var y1 = Int(line.y1) - offset
    var sign: Int64 = 1
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
      sign = -1
    }
    let limit = rows &<< Fixed.shift
    if y1 <= 0 || y0 >= limit { return }
    let dx = x1 - x0
    if dx == 0 {
      let top = max(y0, 0)
      let bottom = min(y1, limit)
      let lastRow = (bottom - 1) &>> Fixed.shift
      vertical(
        x0, top &>> Fixed.shift, top & Fixed.mask, lastRow, bottom - (lastRow &<< Fixed.shift), sign)
      return
    }
    let dy = y1 - y0
    if y0 >= 0 && y1 <= limit && (y0 &>> Fixed.shift) == ((y1 - 1) &>> Fixed.shift) {
      // The common short line inside one row needs no slope unless it crosses cells.
      let ey = y0 &>> Fixed.shift
      scanline(ey, x0, y0 & Fixed.mask, x1, y1 - (ey &<< Fixed.shift), sign, dx: dx, dy: dy)
      return
    }
    // One slope per line instead of a division per row: each crossing is truncated toward
    // the start, which keeps it between the end points. Covers are differences of these
    // shared crossings, so they still add up exactly and every row closes.
    let dxPerY = Double(dx) / Double(dy)
    if y0 < 0 {
      x0 += Int(Double(-y0) * dxPerY)
      y0 = 0
    }
    if y1 > limit {
      x1 = x0 + Int(Double(limit - y0) * dxPerY)
      y1 = limit
    }
    let ey0 = y0 &>> Fixed.shift
    let ey1 = (y1 - 1) &>> Fixed.shift
    if ey0 == ey1 {
      scanline(ey0, x0, y0 & Fixed.mask, x1, y1 - (ey0 &<< Fixed.shift), sign, dx: dx, dy: dy)
      return
    }
    var x = x0
    var ya = y0 & Fixed.mask
    for ey in ey0..<ey1 {
      let boundary = (ey + 1) &<< Fixed.shift
      let next = x0 + Int(Double(boundary - y0) * dxPerY)
      scanline(ey, x, ya, next, Fixed.one, sign, dx: dx, dy: dy)
      x = next
      ya = 0
    }
    scanline(ey1, x, 0, x1, y1 - (ey1 &<< Fixed.shift), sign, dx: dx, dy: dy)
  }

  /// A vertical line: every full row adds the same pair of values to one column.
  @inline(__always)
  private func vertical(_ x: Int, _ ey0: Int, _ fy0: Int, _ ey1: Int, _ fy1: Int, _ sign: Int64) {
    let ex = x &>> Fixed.shift
    let fx2 = (x & Fixed.mask) << 1
    if ey0 == ey1 {
      addCell(cells + ey0 * stride + ex, fy1 - fy0, (fy1 - fy0) * fx2, sign)
      mark(ey0, ex, ex + 1)
      return
    }
    let firstHeight = Fixed.one - fy0
    var row = cells + ey0 * stride + ex
    addCell(row, firstHeight, firstHeight * fx2, sign)
    let fullLeft = sign &* Int64((2 * Fixed.one - fx2) &<< Fixed.shift)
    let fullRight = sign &* Int64(fx2 &<< Fixed.shift)
    for _ in (ey0 + 1)..<ey1 {
      row += stride
      row[0] &+= fullLeft
      row[1] &+= fullRight
    }
    addCell(cells + ey1 * stride + ex, fy1, fy1 * fx2, sign)
    let b0 = ex
    let b1 = ex + 1
    let word0 = b0 >> 6
    let word1 = b1 >> 6
    let bit0 = UInt64(1) &<< UInt64(b0 & 63)
    let bit1 = UInt64(1) &<< UInt64(b1 & 63)
    var words = touched + ey0 * wordsPerRow
    for _ in ey0...ey1 {
      words[word0] |= bit0
      words[word1] |= bit1
      words += wordsPerRow
    }
  }

  /// Adds the part of a line inside one pixel row, from (xa, ya) to (xb, yb) with ya ≤ yb
  /// given relative to the row's top, walking the cells it crosses; `dx` and `dy` are the
  /// whole line's extents, whose ratio gives where it crosses each cell's side.
  @inline(__always)
  private func scanline(
    _ ey: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ sign: Int64, dx: Int, dy: Int
  ) {
    let h = yb - ya
    if h == 0 { return }
    let exa = xa &>> Fixed.shift
    let exb = xb &>> Fixed.shift
    let row = cells + ey * stride
    let fxa = xa & Fixed.mask
    if exa == exb {
      addCell(row + exa, h, h * (fxa + (xb & Fixed.mask)), sign)
      mark(ey, exa, exa + 1)
      return
    }
    // The y where the line crosses each cell's side, truncated and capped at the row's
    // piece so the covers stay in 0...h and sum to h.
    let dyPerX = abs(Double(dy) / Double(dx))
    let step = exb > exa ? 1 : -1
    let near = step > 0 ? Fixed.one : 0
    var ex = exa
    var xSide = (exa &<< Fixed.shift) + near
    var y = ya
    var fxStart = fxa
    while ex != exb {
      let crossing = min(ya + Int(Double(abs(xSide - xa)) * dyPerX), yb)
      let cover = crossing - y
      addCell(row + ex, cover, cover * (fxStart + near), sign)
      y = crossing
      fxStart = Fixed.one - near
      ex += step
      xSide += step &<< Fixed.shift
    }
    let cover = yb - y
    addCell(row + exb, cover, cover * (fxStart + (xb & Fixed.mask)), sign)
    mark(ey, min(exa, exb), max(exa, exb) + 1)
  }

  @inline(__always)
  private func addCell(_ cell: UnsafeMutablePointer<Int64>, _ cover: Int, _ area: Int, _ sign: Int64) {
    let a = Int64(area)
    cell[0] &+= sign &* (Int64(cover << (Fixed.shift + 1)) &- a)
    cell[1] &+= sign &* a
  }

  /// Sets the touched bits of cells `lo...hi` of row `ey` (one bit per cell).
  @inline(__always)
  private func mark(_ ey: Int, _ lo: Int, _ hi: Int) {
    let b0 = lo
    let b1 = hi
    let words = touched + ey * wordsPerRow
    if b0 >> 6 == b1 >> 6 {
      let n = b1 - b0 + 1
      words[b0 >> 6] |= (UInt64.max &>> UInt64(64 - n)) &<< UInt64(b0 & 63)
    } else {
      for b in b0...b1 { words[b >> 6] |= UInt64(1) &<< UInt64(b & 63) }
    }
  }
}
