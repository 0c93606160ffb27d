/// Turns a running accumulation sum into an 8-bit coverage under a fill rule.
protocol CoverageFold {
  static func coverage(_ sum: Int64) -> UInt8
}

/// Non-zero: the magnitude of the sum, saturated at one full pixel (`Fixed.full`), rounded
/// to the nearest level of 255.
enum NonZeroFold: CoverageFold {
  @inline(__always)
  static func coverage(_ sum: Int64) -> UInt8 {
    let a = min(sum.magnitude, UInt64(Fixed.full))
    return UInt8(truncatingIfNeeded: (a &* 255 &+ UInt64(Fixed.full >> 1)) &>> UInt64(Fixed.fullShift))
  }
}

/// Even-odd: the sum folded modulo two full pixels to its distance from an even winding.
/// Exact for any winding, because wrapping arithmetic preserves the sum modulo 2⁶⁴.
enum EvenOddFold: CoverageFold {
  @inline(__always)
  static func coverage(_ sum: Int64) -> UInt8 {
    let a = UInt64(bitPattern: sum) & UInt64(2 * Fixed.full - 1)
    let folded = a > UInt64(Fixed.full) ? UInt64(2 * Fixed.full) - a : a
    return UInt8(truncatingIfNeeded: (folded &* 255 &+ UInt64(Fixed.full >> 1)) &>> UInt64(Fixed.fullShift))
  }
}

extension Rasterizer {
  /// Sweeps every row of a band into `sink`, visiting only touched blocks and leaving the
  /// band's cells and bits zeroed.
  func sweep<Sink: CoverageSink>(
    _ band: Band, rule: FillRule, width: Int, height: Int, into sink: inout Sink
  ) {
    switch rule {
    case .nonZero: sweepRows(band, fold: NonZeroFold.self, width: width, into: &sink)
    case .evenOdd: sweepRows(band, fold: EvenOddFold.self, width: width, into: &sink)
    }
  }

  @inline(__always)
  private func sweepRows<Fold: CoverageFold, Sink: CoverageSink>(
    _ band: Band, fold: Fold.Type, width: Int, into sink: inout Sink
  ) {
    for r in 0..<band.rows {
      let y = band.top &+ r
      let row = band.cells + r &* band.stride
      let words = band.touched + r &* band.wordsPerRow
      var sum: Int64 = 0
      var x = 0
      var out: UnsafeMutablePointer<UInt8>?
      // The bit carried out of the previous word: the right neighbour of its last cell.
      var carry: UInt64 = 0
      for w in 0..<band.wordsPerRow {
        let marked = words[w]
        // A marked cell also changed its right neighbour (see `Band`).
        var bits = marked | (marked &<< 1) | carry
        carry = marked &>> 63
        if bits == 0 { continue }
        words[w] = 0
        let output = out ?? sink.rowBuffer(y)
        out = output
        repeat {
          // One run of consecutive touched cells at a time: the running sum is constant
          // in the gaps between runs. Adding the lowest set bit carries through the
          // lowest run, which gives its end and clears it in two operations.
          let lowest = bits & (0 &- bits)
          let first = lowest.trailingZeroBitCount
          let carried = bits &+ lowest
          let start = (w &<< 6) &+ first
          let end = (w &<< 6) &+ carried.trailingZeroBitCount
          bits &= carried
          let visibleEnd = min(end, width)
          if start < width {
            if start > x {
              let c = Fold.coverage(sum)
              if c != 0 { sink.fill(y, x, start, c) }
            }
            for i in start..<visibleEnd {
              sum &+= row[i]
              row[i] = 0
              output[i] = Fold.coverage(sum)
            }
            sink.blend(y, start, visibleEnd)
            x = visibleEnd
          }
          // Cells at or beyond the width only need clearing.
          for i in max(start, visibleEnd)..<end { row[i] = 0 }
        } while bits != 0
      }
      if x < width {
        let c = Fold.coverage(sum)
        if c != 0 { sink.fill(y, x, width, c) }
      }
    }
  }
}
