/// One band of rows of the accumulation buffer with its touched bits: the memory the
/// kernel (`CellAccumulator`) writes and the sweep reads and leaves zeroed.
struct Band<Cell: CellWord> {
  let cells: UnsafeMutablePointer<Cell>
  let touched: UnsafeMutablePointer<UInt64>
  /// One bit per touched word, `summaryPerRow` words per row; used when the layout is
  /// `summarised`.
  let summary: UnsafeMutablePointer<UInt64>
  /// Words of `cells` per row: two per cell (see `CellAccumulator`), for width + 2 cells.
  let stride: Int
  /// Touched-bit words per row.
  let wordsPerRow: Int
  /// Summary words per row.
  let summaryPerRow: Int
  /// Rows in this band.
  var rows: Int
  /// The first pixel row of this band.
  var top: Int

  /// How the touched bits of a row are laid out, by the row's width.
  enum Layout {
    /// One word of bits per row (up to 62 px).
    case oneWord
    /// A few words per row and no summary bits (up to `fewWordsLimit` words).
    case fewWords
    /// Many words per row, with summary bits.
    case summarised
  }

  /// The most words of bits a row may have and still be read without summary bits.
  @inline(__always) static var fewWordsLimit: Int { 8 }

  /// The layout of this band's touched bits.
  var layout: Layout {
    wordsPerRow == 1 ? .oneWord : wordsPerRow <= Self.fewWordsLimit ? .fewWords : .summarised
  }

  /// The kernel for rows of one word of touched bits.
  var rowWordAccumulator: CellAccumulator<RowWordMarks, Cell> {
    CellAccumulator(cells: cells, stride: stride, marks: RowWordMarks(touched: touched))
  }

  /// The kernel for rows of several words; `Summaries` says whether they keep summary bits.
  func wordsAccumulator<Summaries>(_: Summaries.Type) -> CellAccumulator<WordMarks<Summaries>, Cell> {
    CellAccumulator(
      cells: cells, stride: stride,
      marks: WordMarks<Summaries>(
        touched: touched, summary: summary, wordsPerRow: wordsPerRow, summaryPerRow: summaryPerRow))
  }

  /// Adds the part of `line` that lies inside this band (for targets of several bands).
  @inline(__always)
  func add<Marks: TouchMarks>(_ line: FixedLine, to accumulator: CellAccumulator<Marks, Cell>) {
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
    accumulator.addDownward(x0, y0, x1, y1, sign)
  }
}
