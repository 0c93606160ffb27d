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
  func sweep<Sink: CoverageSink, Cell: CellWord>(
    _ band: Band<Cell>, rule: FillRule, width: Int, height: Int, into sink: inout Sink
  ) {
    switch rule {
    case .nonZero: sweepRows(band, fold: NonZeroFold.self, width: width, into: &sink)
    case .evenOdd: sweepRows(band, fold: EvenOddFold.self, width: width, into: &sink)
    }
  }

  /// Sweeps every row of the band, with a loop for each layout of the touched bits
  /// (`Band.Layout`), so that each is compiled with only the state it needs.
  @inline(__always)
  private func sweepRows<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ band: Band<Cell>, fold: Fold.Type, width: Int, into sink: inout Sink
  ) {
    switch band.layout {
    case .summarised:
      for r in 0..<band.rows { sweepWordsRow(band, r, KeptSummaries.self, fold, width, &sink) }
    case .fewWords:
      for r in 0..<band.rows { sweepWordsRow(band, r, NoSummaries.self, fold, width, &sink) }
    case .oneWord:
      // All of a row's cells are in one word, so one mask drops the hidden cells' bits.
      let visible = UInt64.max &>> UInt64(~(width &- 1) & 63)
      for r in 0..<band.rows {
        let words = band.touched + r &* band.wordsPerRow
        if words[0] == 0 { continue }
        let y = band.top &+ r
        let row = band.cells + r &* band.stride
        var state = RowState(sum: 0, x: 0, output: sink.rowBuffer(y))
        sweepWord(0, visible, words, row, y, &state, fold, &sink)
        finishRow(row, y, width, state, fold, &sink)
      }
    }
  }

  /// Sweeps row `r` of a band whose rows are several words of bits: with summary bits, only
  /// the words they name; without, every word of the row.
  @inline(__always)
  private func sweepWordsRow<
    Summaries: SummaryPolicy, Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord
  >(
    _ band: Band<Cell>, _ r: Int, _ summaries: Summaries.Type, _ fold: Fold.Type, _ width: Int,
    _ sink: inout Sink
  ) {
    let y = band.top &+ r
    let row = band.cells + r &* band.stride
    let words = band.touched + r &* band.wordsPerRow
    var state = RowState(sum: 0, x: 0, output: sink.rowBuffer(y))
    var touched = false
    dropHiddenCells(words, width)
    if Summaries.kept {
      let summary = band.summary + r &* band.summaryPerRow
      for g in 0..<band.summaryPerRow {
        var pending = summary[g]
        if pending == 0 { continue }
        summary[g] = 0
        touched = true
        repeat {
          sweepWord((g &<< 6) &+ pending.trailingZeroBitCount, .max, words, row, y, &state, fold, &sink)
          pending &= pending &- 1
        } while pending != 0
      }
    } else {
      for w in 0..<band.wordsPerRow where words[w] != 0 {
        touched = true
        sweepWord(w, .max, words, row, y, &state, fold, &sink)
      }
    }
    if touched { finishRow(row, y, width, state, fold, &sink) }
  }

  /// Drops the bits of cells `width` and `width + 1` of a row of several words: they show
  /// no pixel (`finishRow` clears the cells). Once per row, rather than masked out of every
  /// word swept.
  @inline(__always)
  private func dropHiddenCells(_ words: UnsafeMutablePointer<UInt64>, _ width: Int) {
    words[width &>> 6] &= ~(UInt64(1) &<< UInt64(width & 63))
    words[(width &+ 1) &>> 6] &= ~(UInt64(1) &<< UInt64((width &+ 1) & 63))
  }

  /// Takes the bits of word `w` of a row (leaving it zeroed) and sweeps those in `visible`:
  /// the hidden cells' bits are either outside it or already dropped.
  @inline(__always)
  private func sweepWord<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ w: Int, _ visible: UInt64, _ words: UnsafeMutablePointer<UInt64>,
    _ row: UnsafeMutablePointer<Cell>, _ y: Int, _ state: inout RowState, _ fold: Fold.Type,
    _ sink: inout Sink
  ) {
    let bits = words[w] & visible
    words[w] = 0
    if bits != 0 { sweepRuns(bits, w, row, y, &state, fold, &sink) }
  }

  /// Fills the row right of its last touched cell and clears the two cells past the width.
  @inline(__always)
  private func finishRow<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ row: UnsafeMutablePointer<Cell>, _ y: Int, _ width: Int, _ state: RowState, _ fold: Fold.Type,
    _ sink: inout Sink
  ) {
    if state.x < width {
      let c = Fold.coverage(state.sum)
      if c != 0 { sink.fill(y, state.x, width, c) }
    }
    let hidden = row + width &<< 1
    hidden[0] = 0
    hidden[1] = 0
    hidden[2] = 0
    hidden[3] = 0
  }

  /// Sweeps the runs of touched cells of one word, `bits` (not zero, and only cells left of
  /// the width), which is word `w` of its row.
  @inline(__always)
  private func sweepRuns<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ bits: UInt64, _ w: Int, _ row: UnsafeMutablePointer<Cell>, _ y: Int, _ state: inout RowState,
    _ fold: Fold.Type, _ sink: inout Sink
  ) {
    let output = state.output
    var bits = bits
    var sum = state.sum
    var x = state.x
    let base = w &<< 6
    repeat {
      // One run of consecutive touched cells at a time: the running sum is constant in
      // the gaps between runs. Adding the lowest set bit carries through the lowest run,
      // which gives its end and clears it in two operations.
      let lowest = bits & (0 &- bits)
      let carried = bits &+ lowest
      let start = base &+ lowest.trailingZeroBitCount
      let end = base &+ carried.trailingZeroBitCount
      bits &= carried
      if start > x {
        let c = Fold.coverage(sum)
        if c != 0 { sink.fill(y, x, start, c) }
      }
      // A cell's own value gives its pixel; what it carries reaches the pixels right of it.
      var cell = row + start &<< 1
      var i = start
      repeat {
        output[i] = Fold.coverage(sum &+ Int64(truncatingIfNeeded: cell[0]))
        sum &+= Int64(truncatingIfNeeded: cell[1])
        cell[0] = 0
        cell[1] = 0
        cell += 2
        i &+= 1
      } while i < end
      sink.blend(y, start, end)
      x = end
    } while bits != 0
    state.sum = sum
    state.x = x
  }
}

/// Where the sweep of one row stands between words.
struct RowState {
  /// The running sum left of `x`.
  var sum: Int64
  /// The first pixel not yet written.
  var x: Int
  /// The row buffer the sink gave for this row.
  let output: UnsafeMutablePointer<UInt8>
}
