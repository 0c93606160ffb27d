/// How the accumulation kernel records which cells it touched, so that the sweep visits
/// only those.
///
/// A touched bit marks each column of a strip of four rows (see `Band`) in which a line
/// crosses a cell; the cells right of it need no bit, since a cell carries its cover to
/// them through the sweep's running sum. Rows are given as pixel rows of the band.
protocol TouchMarks {
  /// Marks cell `ex` of row `ey`.
  func mark(_ ey: Int, _ ex: Int)
  /// Marks cells `lo` and `lo + 1` of row `ey`.
  func markPair(_ ey: Int, _ lo: Int)
  /// Marks cells `lo...hi` of row `ey`.
  func markRange(_ ey: Int, _ lo: Int, _ hi: Int)
  /// Marks cell `ex` of rows `ey0...ey1`.
  func markColumn(_ ey0: Int, _ ey1: Int, _ ex: Int)
}

/// Marks for rows of at most 64 cells: one word of bits per strip, and nothing else.
///
/// Shift counts are masked to 0...63 (which they are already) so that no conversion check
/// sits in the kernel.
struct RowWordMarks: TouchMarks {
  let touched: UnsafeMutablePointer<UInt64>

  @inline(__always)
  func mark(_ ey: Int, _ ex: Int) { touched[ey &>> 2] |= UInt64(1) &<< UInt64(ex & 63) }

  @inline(__always)
  func markPair(_ ey: Int, _ lo: Int) { touched[ey &>> 2] |= UInt64(3) &<< UInt64(lo & 63) }

  @inline(__always)
  func markRange(_ ey: Int, _ lo: Int, _ hi: Int) {
    touched[ey &>> 2] |= (UInt64.max &>> UInt64((63 &- (hi &- lo)) & 63)) &<< UInt64(lo & 63)
  }

  @inline(__always)
  func markColumn(_ ey0: Int, _ ey1: Int, _ ex: Int) {
    let bit = UInt64(1) &<< UInt64(ex & 63)
    for strip in (ey0 &>> 2)...(ey1 &>> 2) { touched[strip] |= bit }
  }
}

/// Marks for strips of several words of bits. Wide strips (`Summaries == KeptSummaries`)
/// also keep one summary bit per touched word, so that the sweep skips empty words without
/// reading them: at 1024 px and more, scanning empty words cost more than sweeping the
/// touched cells. Strips of a few words (`NoSummaries`) do without: at 64–256 px the
/// summary's extra read-modify-write on every mark cost more than reading a few words per
/// row (`symbol-bench raster`, measured with a row's bits in its own words: `gear` at
/// 64–256 px 5–20% faster without).
struct WordMarks<Summaries: SummaryPolicy>: TouchMarks {
  let touched: UnsafeMutablePointer<UInt64>
  let summary: UnsafeMutablePointer<UInt64>
  /// Touched-bit words per strip.
  let wordsPerStrip: Int
  /// Summary words per strip.
  let summaryPerStrip: Int

  @inline(__always)
  func mark(_ ey: Int, _ ex: Int) { set(UInt64(1) &<< UInt64(ex & 63), inWord: ex &>> 6, of: ey) }

  @inline(__always)
  func markPair(_ ey: Int, _ lo: Int) {
    if lo & 63 != 63 {
      set(UInt64(3) &<< UInt64(lo & 63), inWord: lo &>> 6, of: ey)
    } else {
      mark(ey, lo)
      mark(ey, lo &+ 1)
    }
  }

  @inline(__always)
  func markRange(_ ey: Int, _ lo: Int, _ hi: Int) {
    if lo &>> 6 == hi &>> 6 {
      set((UInt64.max &>> UInt64((63 &- (hi &- lo)) & 63)) &<< UInt64(lo & 63), inWord: lo &>> 6, of: ey)
    } else {
      for ex in lo...hi { mark(ey, ex) }
    }
  }

  @inline(__always)
  func markColumn(_ ey0: Int, _ ey1: Int, _ ex: Int) {
    for strip in (ey0 &>> 2)...(ey1 &>> 2) { mark(strip &<< 2, ex) }
  }

  /// Sets `bits` in word `w` of row `ey`'s strip. A word that already has bits has its
  /// summary bit set too (the sweep clears both together), so only a word's first mark
  /// writes the summary: a steep edge marks the same word in up to four rows of a strip.
  /// Instructions at 1024 px 2% fewer, +0–5% on every row at 1024–2048 px (`symbol-bench
  /// raster`, alternating A/B runs).
  @inline(__always)
  private func set(_ bits: UInt64, inWord w: Int, of ey: Int) {
    let word = touched + ((ey &>> 2) &* wordsPerStrip &+ w)
    let old = word.pointee
    word.pointee = old | bits
    if old == 0 { markWord(ey, w) }
  }

  /// Sets the summary bit of word `w` of row `ey`'s strip, when summaries are kept.
  @inline(__always)
  private func markWord(_ ey: Int, _ w: Int) {
    if Summaries.kept {
      summary[(ey &>> 2) &* summaryPerStrip &+ (w &>> 6)] |= UInt64(1) &<< UInt64(w & 63)
    }
  }
}

/// Whether `WordMarks` keep summary bits; a type, so that the choice is made at compile time.
protocol SummaryPolicy {
  static var kept: Bool { get }
}

/// Summary bits are kept (wide rows).
enum KeptSummaries: SummaryPolicy {
  @inline(__always) static var kept: Bool { true }
}

/// No summary bits (rows of a few words).
enum NoSummaries: SummaryPolicy {
  @inline(__always) static var kept: Bool { false }
}
