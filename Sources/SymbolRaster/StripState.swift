/// Where the sweep of one strip stands between words.
struct StripState<Cell: CellWord> {
  /// The running sums of the strip's four rows left of `x`.
  var sum: SIMD4<Cell> = .zero
  /// The first pixel not yet written.
  var x = 0
  /// The strip's first pixel row.
  let y: Int
  /// How many of the four rows are in the band (fewer only in a band's last strip).
  let rows: Int
  /// The bytes of packed levels (row 0 lowest) of the rows in the band.
  let rowMask: UInt32
  /// The row buffers the sink gave for the four rows (the spare row for rows past the band).
  let output0: UnsafeMutablePointer<UInt8>
  let output1: UnsafeMutablePointer<UInt8>
  let output2: UnsafeMutablePointer<UInt8>
  let output3: UnsafeMutablePointer<UInt8>

  /// The state at the start of strip `s` of `band`.
  @inline(__always)
  init<Sink: CoverageSink>(
    _ band: Band<Cell>, _ s: Int, _ spare: UnsafeMutablePointer<UInt8>, _ sink: inout Sink
  ) {
    y = band.top &+ s &<< 2
    rows = min(4, band.rows &- s &<< 2)
    rowMask = UInt32.max &>> UInt32(32 &- rows &<< 3)
    output0 = sink.rowBuffer(y)
    output1 = rows > 1 ? sink.rowBuffer(y &+ 1) : spare
    output2 = rows > 2 ? sink.rowBuffer(y &+ 2) : spare
    output3 = rows > 3 ? sink.rowBuffer(y &+ 3) : spare
  }

  /// Writes the levels of pixel `i` of the four rows, packed into `c` (row 0 lowest).
  @inline(__always)
  func store(_ c: UInt32, at i: Int) {
    output0[i] = UInt8(truncatingIfNeeded: c)
    output1[i] = UInt8(truncatingIfNeeded: c &>> 8)
    output2[i] = UInt8(truncatingIfNeeded: c &>> 16)
    output3[i] = UInt8(truncatingIfNeeded: c &>> 24)
  }

  /// Writes the levels of pixels `i` and `i + 1` of the four rows, interleaved in `c` (see
  /// `Int32.interleavedLevels`).
  @inline(__always)
  func storePair(_ c: UInt64, at i: Int) {
    UnsafeMutableRawPointer(output0 + i).storeBytes(of: UInt16(truncatingIfNeeded: c), as: UInt16.self)
    UnsafeMutableRawPointer(output1 + i).storeBytes(of: UInt16(truncatingIfNeeded: c &>> 16), as: UInt16.self)
    UnsafeMutableRawPointer(output2 + i).storeBytes(of: UInt16(truncatingIfNeeded: c &>> 32), as: UInt16.self)
    UnsafeMutableRawPointer(output3 + i).storeBytes(of: UInt16(truncatingIfNeeded: c &>> 48), as: UInt16.self)
  }

  /// Tells the sink that pixels `x0..<x1` of the strip's rows in the band are written.
  @inline(__always)
  func blend<Sink: CoverageSink>(_ x0: Int, _ x1: Int, _ sink: inout Sink) {
    for r in 0..<rows { sink.blend(y &+ r, x0, x1) }
  }
}
