/// One band of rows of the accumulation buffer with its touched bits: the memory the
/// kernel (`CellAccumulator`) writes and the sweep reads and leaves zeroed.
///
/// Rows are kept in strips of four (`stripRows`), column by column: the cells of column
/// `x` of a strip are eight words, the own values of its four rows and then their carries
/// (see `CellAccumulator`). The sweep adds a column of four rows with one vector addition,
/// and a touched bit stands for a column of a strip, so that runs of touched cells, and
/// the gaps between them, are found once for four rows.
struct Band<Cell: CellWord> {
  let cells: UnsafeMutablePointer<Cell>
  let touched: UnsafeMutablePointer<UInt64>
  /// One bit per touched word, `summaryPerStrip` words per strip; used when the layout is
  /// `summarised`.
  let summary: UnsafeMutablePointer<UInt64>
  /// Words of `cells` per strip: eight per column, for width + 2 columns.
  let stride: Int
  /// Touched-bit words per strip: one bit per column.
  let wordsPerStrip: Int
  /// Summary words per strip.
  let summaryPerStrip: Int
  /// Rows in this band; the last strip may have fewer than four.
  var rows: Int
  /// The first pixel row of this band, where its first strip starts.
  var top: Int

  /// Rows per strip; the kernels find a row's strip and lane with `>> 2` and `& 3`.
  @inline(__always) static var stripRows: Int { 4 }

  /// Strips in this band.
  var strips: Int { (rows &+ 3) &>> 2 }

  /// How the touched bits of a strip are laid out, by the target's width.
  enum Layout {
    /// One word of bits per strip (up to 62 px).
    case oneWord
    /// A few words per strip and no summary bits (up to `fewWordsLimit` words).
    case fewWords
    /// Many words per strip, with summary bits.
    case summarised
  }

  /// The most words of bits a strip may have and still be read without summary bits.
  @inline(__always) static var fewWordsLimit: Int { 8 }

  /// The layout of this band's touched bits.
  var layout: Layout {
    wordsPerStrip == 1 ? .oneWord : wordsPerStrip <= Self.fewWordsLimit ? .fewWords : .summarised
  }

  /// The kernel for strips of one word of touched bits.
  var rowWordAccumulator: CellAccumulator<RowWordMarks, Cell> {
    CellAccumulator(cells: cells, stride: stride, marks: RowWordMarks(touched: touched))
  }

  /// The kernel for strips of several words; `Summaries` says whether they keep summary bits.
  func wordsAccumulator<Summaries>(_: Summaries.Type) -> CellAccumulator<WordMarks<Summaries>, Cell> {
    CellAccumulator(
      cells: cells, stride: stride,
      marks: WordMarks<Summaries>(
        touched: touched, summary: summary, wordsPerStrip: wordsPerStrip,
        summaryPerStrip: summaryPerStrip))
  }

  /// Adds the part of `line` that lies inside this band (for targets of several bands): a
  /// line reaching past the band adds exactly the cells the whole line would add to the
  /// band's rows (`CellAccumulator.rows(_:_:_:_:_:within:)`).
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
      accumulator.rows(x0, y0, x1, y1, sign, within: rows)
    } else {
      accumulator.addDownward(x0, y0, x1, y1, sign)
    }
  }
}
