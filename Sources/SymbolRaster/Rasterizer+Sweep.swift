extension Rasterizer {
  /// Sweeps every strip of a band into `sink`, visiting only touched columns and leaving
  /// the band's cells and bits zeroed.
  ///
  /// The four rows of a strip are swept together (see `Band`): a run of touched columns,
  /// and the gap before it, are found once for all four, each column's four cells are
  /// added to the four running sums with one vector addition, and each gap is a span of
  /// constant coverage in each row.
  func sweep<Sink: CoverageSink, Cell: CellWord>(
    _ band: Band<Cell>, rule: FillRule, width: Int, into sink: inout Sink
  ) {
    // Rows past the band's end in its last strip have no cells; their coverage goes here.
    spareRow.reserve(width + 2)
    switch rule {
    case .nonZero: sweepStrips(band, fold: NonZeroFold.self, width: width, into: &sink)
    case .evenOdd: sweepStrips(band, fold: EvenOddFold.self, width: width, into: &sink)
    }
  }

  /// Sweeps every strip of the band, with a loop for each layout of the touched bits
  /// (`Band.Layout`), so that each is compiled with only the state it needs.
  @inline(__always)
  private func sweepStrips<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ band: Band<Cell>, fold: Fold.Type, width: Int, into sink: inout Sink
  ) {
    let spare = spareRow.base
    switch band.layout {
    case .summarised:
      sweepWordsStrips(band, KeptSummaries.self, fold, width, spare, &sink)
    case .fewWords:
      sweepWordsStrips(band, NoSummaries.self, fold, width, spare, &sink)
    case .oneWord:
      // All of a strip's columns are in one word, so one mask drops the hidden cells' bits.
      let visible = UInt64.max &>> UInt64(~(width &- 1) & 63)
      for s in 0..<band.strips {
        let words = band.touched + s
        if words[0] == 0 { continue }
        let strip = band.cells + s &* band.stride
        var state = StripState(band, s, spare, &sink)
        sweepWord(0, visible, words, strip, &state, fold, &sink)
        finishStrip(strip, width, state, fold, &sink)
      }
    }
  }

  /// Sweeps every strip of a band whose strips are several words of bits. One call per
  /// band: with a call per strip (the optimiser did not inline it), the strip's set-up
  /// reloaded what does not change from strip to strip; 1.3–2.5% fewer instructions and
  /// +1–2% at 128–256 px (`symbol-bench raster`, alternating A/B runs).
  @inline(never)
  private func sweepWordsStrips<
    Summaries: SummaryPolicy, Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord
  >(
    _ band: Band<Cell>, _ summaries: Summaries.Type, _ fold: Fold.Type, _ width: Int,
    _ spare: UnsafeMutablePointer<UInt8>, _ sink: inout Sink
  ) {
    for s in 0..<band.strips { sweepWordsStrip(band, s, summaries, fold, width, spare, &sink) }
  }

  /// Sweeps strip `s` of a band whose strips are several words of bits: with summary bits,
  /// only the words they name; without, every word of the strip.
  @inline(__always)
  private func sweepWordsStrip<
    Summaries: SummaryPolicy, Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord
  >(
    _ band: Band<Cell>, _ s: Int, _ summaries: Summaries.Type, _ fold: Fold.Type, _ width: Int,
    _ spare: UnsafeMutablePointer<UInt8>, _ sink: inout Sink
  ) {
    let strip = band.cells + s &* band.stride
    let words = band.touched + s &* band.wordsPerStrip
    dropHiddenCells(words, width)
    var state = StripState(band, s, spare, &sink)
    var touched = false
    if Summaries.kept {
      let summary = band.summary + s &* band.summaryPerStrip
      for g in 0..<band.summaryPerStrip {
        var pending = summary[g]
        if pending == 0 { continue }
        summary[g] = 0
        touched = true
        repeat {
          sweepWord((g &<< 6) &+ pending.trailingZeroBitCount, .max, words, strip, &state, fold, &sink)
          pending &= pending &- 1
        } while pending != 0
      }
    } else {
      for w in 0..<band.wordsPerStrip where words[w] != 0 {
        touched = true
        sweepWord(w, .max, words, strip, &state, fold, &sink)
      }
    }
    if touched {
      finishStrip(strip, width, state, fold, &sink)
    } else {
      // A strip whose only touched cells are hidden (a clipped edge at x = width) shows no
      // pixel, but they must still be cleared: a later fill, at another width, would read
      // them as visible cells, or past the bottom of its target.
      clearHiddenCells(strip, width)
    }
  }

  /// Drops the bits of columns `width` and `width + 1` of a strip of several words: they
  /// show no pixel (`finishStrip` or `clearHiddenCells` clears the cells). Once per strip,
  /// rather than masked out of every word swept.
  @inline(__always)
  private func dropHiddenCells(_ words: UnsafeMutablePointer<UInt64>, _ width: Int) {
    words[width &>> 6] &= ~(UInt64(1) &<< UInt64(width & 63))
    words[(width &+ 1) &>> 6] &= ~(UInt64(1) &<< UInt64((width &+ 1) & 63))
  }

  /// Takes the bits of word `w` of a strip (leaving it zeroed) and sweeps those in
  /// `visible`: the hidden columns' bits are either outside it or already dropped.
  @inline(__always)
  private func sweepWord<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ w: Int, _ visible: UInt64, _ words: UnsafeMutablePointer<UInt64>,
    _ strip: UnsafeMutablePointer<Cell>, _ state: inout StripState<Cell>, _ fold: Fold.Type,
    _ sink: inout Sink
  ) {
    let bits = words[w] & visible
    words[w] = 0
    if bits != 0 { sweepRuns(bits, w, strip, &state, fold, &sink) }
  }

  /// Fills each row right of the strip's last touched column and clears the two hidden
  /// columns past the width.
  @inline(__always)
  private func finishStrip<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ strip: UnsafeMutablePointer<Cell>, _ width: Int, _ state: StripState<Cell>, _ fold: Fold.Type,
    _ sink: inout Sink
  ) {
    if state.x < width { fillGap(state, state.x, width, fold, &sink) }
    clearHiddenCells(strip, width)
  }

  /// Zeroes the cells of the two hidden columns past the width, whose bits are dropped
  /// unswept.
  @inline(__always)
  private func clearHiddenCells<Cell: CellWord>(_ strip: UnsafeMutablePointer<Cell>, _ width: Int) {
    let hidden = UnsafeMutableRawPointer(strip + width &<< 3)
    let vector = MemoryLayout<SIMD4<Cell>>.size
    for k in 0..<4 { hidden.storeBytes(of: .zero, toByteOffset: k &* vector, as: SIMD4<Cell>.self) }
  }

  /// Fills pixels `x0..<x1` of each row of the strip with the coverage of its running sum,
  /// which is constant between runs of touched columns.
  @inline(__always)
  private func fillGap<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ state: StripState<Cell>, _ x0: Int, _ x1: Int, _ fold: Fold.Type, _ sink: inout Sink
  ) {
    // Rows past the band's end have no cells, so their coverage is 0 while every sweep
    // leaves its cells zeroed; masked all the same, as they may be past the target's end.
    let c = Fold.packedLevels(state.sum) & state.rowMask
    // Most gaps are outside the shape in every row.
    if c == 0 { return }
    let y = state.y
    // Inside a shape the four rows usually share one coverage, and the sink can fill them
    // together (never in a strip of fewer rows: the mask made the others' levels 0).
    if c == (c & 0xFF) &* 0x0101_0101 {
      sink.fillStrip(y, x0, x1, UInt8(truncatingIfNeeded: c))
      return
    }
    for r in 0..<4 {
      let level = UInt8(truncatingIfNeeded: c &>> UInt32(r &<< 3))
      if level != 0 { sink.fill(y &+ r, x0, x1, level) }
    }
  }

  /// Sweeps the runs of touched columns of one word, `bits` (not zero, and only columns
  /// left of the width), which is word `w` of its strip.
  @inline(__always)
  private func sweepRuns<Fold: CoverageFold, Sink: CoverageSink, Cell: CellWord>(
    _ bits: UInt64, _ w: Int, _ strip: UnsafeMutablePointer<Cell>, _ state: inout StripState<Cell>,
    _ fold: Fold.Type, _ sink: inout Sink
  ) {
    let vector = MemoryLayout<SIMD4<Cell>>.size
    var bits = bits
    let base = w &<< 6
    repeat {
      // One run of consecutive touched columns at a time: the running sums are constant in
      // the gaps between runs. Adding the lowest set bit carries through the lowest run,
      // which gives its end and clears it in two operations.
      let lowest = bits & (0 &- bits)
      let carried = bits &+ lowest
      let start = base &+ lowest.trailingZeroBitCount
      let end = base &+ carried.trailingZeroBitCount
      bits &= carried
      if start > state.x { fillGap(state, state.x, start, fold, &sink) }
      // A cell's own value gives its pixel; what it carries reaches the pixels right of it.
      var sum = state.sum
      var cell = UnsafeMutableRawPointer(strip + start &<< 3)
      var i = start
      // Two columns a step: their levels interleave into one word whose four 16-bit parts
      // are the four rows' pixel pairs, four stores for two columns instead of eight
      // (1.6–2.7% fewer instructions, +1–7% at 16–256 px in `symbol-bench raster`).
      while i &+ 1 < end {
        let own0 = cell.loadUnaligned(as: SIMD4<Cell>.self)
        let carry0 = cell.loadUnaligned(fromByteOffset: vector, as: SIMD4<Cell>.self)
        let own1 = cell.loadUnaligned(fromByteOffset: 2 &* vector, as: SIMD4<Cell>.self)
        let carry1 = cell.loadUnaligned(fromByteOffset: 3 &* vector, as: SIMD4<Cell>.self)
        let first = Fold.levels(sum &+ own0)
        sum &+= carry0
        let second = Fold.levels(sum &+ own1)
        sum &+= carry1
        state.storePair(Int32.interleavedLevels(first, second), at: i)
        for k in 0..<4 { cell.storeBytes(of: .zero, toByteOffset: k &* vector, as: SIMD4<Cell>.self) }
        cell += 4 &* vector
        i &+= 2
      }
      if i < end {
        let own = cell.loadUnaligned(as: SIMD4<Cell>.self)
        let carry = cell.loadUnaligned(fromByteOffset: vector, as: SIMD4<Cell>.self)
        state.store(Fold.packedLevels(sum &+ own), at: i)
        sum &+= carry
        cell.storeBytes(of: .zero, as: SIMD4<Cell>.self)
        cell.storeBytes(of: .zero, toByteOffset: vector, as: SIMD4<Cell>.self)
      }
      state.sum = sum
      state.blend(start, end, &sink)
      state.x = end
    } while bits != 0
  }
}
