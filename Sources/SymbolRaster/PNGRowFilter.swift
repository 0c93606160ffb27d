/// The five PNG scanline filters (None, Sub, Up, Average, Paeth), in both directions.
/// These are the hot loops of encoding and decoding, so they work on buffer pointers; the
/// callers own the buffers and pass rows whose lengths they have already checked.
enum PNGRowFilter {
  /// How the encoder picks a filter for each row.
  enum Choice: Sendable, Equatable {
    /// The filter whose output has the smallest sum of absolute values when its bytes are
    /// read as signed; ties go to the lower filter type, so the choice is deterministic.
    case minimumSumOfAbsoluteDifferences
    /// Always the given filter type (0...4).
    case fixed(UInt8)
  }

  /// Filters one row. `current` and `previous` are raw rows of equal length (`previous` all
  /// zeros for the first row); `output` receives the filter type byte then the filtered
  /// bytes, so it is one byte longer.
  static func filter(
    current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int,
    choice: Choice, into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    let type: UInt8
    switch choice {
    case .fixed(let fixed): type = fixed
    case .minimumSumOfAbsoluteDifferences:
      type = cheapestFilter(current: current, previous: previous, stride: stride)
    }
    output[0] = type
    let count = current.count
    var index = 0
    func plain(upTo end: Int) {
      while index < end {
        let left = index >= stride ? current[index - stride] : 0
        let upLeft = index >= stride ? previous[index - stride] : 0
        let predicted = prediction(type: type, left: left, up: previous[index], upLeft: upLeft)
        output[index + 1] = current[index] &- predicted
        index += 1
      }
    }
    plain(upTo: min(stride, count))
    // Sixteen bytes at a time where every byte has a left neighbour, as `residualSums`.
    if let value = current.baseAddress, let above = previous.baseAddress, let out = output.baseAddress {
      while index + 16 <= count {
        let v = load(value + index)
        let up = load(above + index)
        let left = load(value + index - stride)
        let predicted: SIMD16<UInt8> =
          switch type {
          case 1: left
          case 2: up
          case 3: average(left, up)
          case 4: paeth(left: left, up: up, upLeft: load(above + index - stride))
          default: SIMD16()
          }
        UnsafeMutableRawPointer(out + index + 1).storeBytes(of: v &- predicted, as: SIMD16<UInt8>.self)
        index += 16
      }
    }
    plain(upTo: count)
  }

  /// The filter type with the smallest sum of absolute signed residuals for this row; ties
  /// go to the lower type.
  private static func cheapestFilter(
    current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int
  ) -> UInt8 {
    let sums = residualSums(current: current, previous: previous, stride: stride)
    var best = 0
    for type in 1..<5 where sums[type] < sums[best] { best = type }
    return UInt8(best)
  }

  /// Each filter's sum of absolute signed residuals over the row, in lanes 0...4 by filter
  /// type.
  ///
  /// Sixteen bytes at a time where every byte has a left neighbour, so that a row costs a
  /// few vector operations per 16 bytes rather than a branchy Paeth per byte (the filter
  /// choice was 12% of the instructions of rendering a 96 px icon with `symbolctl
  /// render-svg`); the first `stride` bytes and the tail take the plain loop, which
  /// `residualSumsReference` runs over the whole row for the tests to compare with.
  static func residualSums(
    current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int
  ) -> SIMD8<Int> {
    let count = current.count
    var sums = SIMD8<Int>()
    var index = min(stride, count)
    addResiduals(current: current, previous: previous, stride: stride, 0..<index, to: &sums)
    if let value = current.baseAddress, let above = previous.baseAddress {
      // Per-lane partial sums: a lane gains at most 128 a round, so 255 rounds fit 16 bits.
      var partial = (
        none: SIMD16<UInt16>(), sub: SIMD16<UInt16>(), up: SIMD16<UInt16>(), average: SIMD16<UInt16>(),
        paeth: SIMD16<UInt16>()
      )
      func flush() {
        // Widened before the lanes are added: sixteen lanes of up to 32,640 overflow 16 bits.
        func total(_ lanes: SIMD16<UInt16>) -> Int {
          Int(SIMD16<Int32>(truncatingIfNeeded: lanes).wrappedSum())
        }
        sums &+= SIMD8(
          total(partial.none), total(partial.sub), total(partial.up), total(partial.average),
          total(partial.paeth),
          0, 0, 0)
        partial = (SIMD16(), SIMD16(), SIMD16(), SIMD16(), SIMD16())
      }
      var rounds = 0
      while index + 16 <= count {
        let v = load(value + index)
        let up = load(above + index)
        let left = load(value + index - stride)
        let upLeft = load(above + index - stride)
        partial.none &+= magnitudes(v)
        partial.sub &+= magnitudes(v &- left)
        partial.up &+= magnitudes(v &- up)
        partial.average &+= magnitudes(v &- average(left, up))
        partial.paeth &+= magnitudes(v &- paeth(left: left, up: up, upLeft: upLeft))
        index += 16
        rounds += 1
        if rounds == 255 {
          flush()
          rounds = 0
        }
      }
      flush()
    }
    addResiduals(current: current, previous: previous, stride: stride, index..<count, to: &sums)
    return sums
  }

  /// The plain form of `residualSums`, one byte at a time.
  static func residualSumsReference(
    current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int
  ) -> SIMD8<Int> {
    var sums = SIMD8<Int>()
    addResiduals(current: current, previous: previous, stride: stride, 0..<current.count, to: &sums)
    return sums
  }

  /// Adds the bytes `range`'s absolute residuals under the five filters to lanes 0...4.
  private static func addResiduals(
    current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int,
    _ range: Range<Int>, to sums: inout SIMD8<Int>
  ) {
    for index in range {
      let value = current[index]
      let up = previous[index]
      let left = index >= stride ? current[index - stride] : 0
      let upLeft = index >= stride ? previous[index - stride] : 0
      sums[0] &+= magnitude(value)
      sums[1] &+= magnitude(value &- left)
      sums[2] &+= magnitude(value &- up)
      sums[3] &+= magnitude(value &- UInt8((UInt16(left) + UInt16(up)) >> 1))
      sums[4] &+= magnitude(value &- paeth(left: left, up: up, upLeft: upLeft))
    }
  }

  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
  }

  /// |residual| of each byte read as signed, widened to 16 bits: the smaller of r and −r
  /// as unsigned bytes (128 stays 128).
  @inline(__always)
  private static func magnitudes(_ residual: SIMD16<UInt8>) -> SIMD16<UInt16> {
    // A select rather than `pointwiseMin`, which the optimiser left as a call per vector.
    let negated = 0 &- residual
    return SIMD16<UInt16>(truncatingIfNeeded: residual.replacing(with: negated, where: negated .< residual))
  }

  /// ⌊(a + b) / 2⌋ of each pair of bytes without widening.
  @inline(__always)
  private static func average(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
    (a & b) &+ ((a ^ b) &>> 1)
  }

  /// The Paeth predictor of sixteen bytes, with the specification's tie order, in 16-bit
  /// lanes with comparisons as sign masks (`x &>> 15` is all ones where x is negative):
  /// written with masks and `replace(with:where:)`, the optimiser left a loop over the
  /// lanes, about 900 instructions per call.
  @inline(__always)
  private static func paeth(
    left: SIMD16<UInt8>, up: SIMD16<UInt8>, upLeft: SIMD16<UInt8>
  ) -> SIMD16<UInt8> {
    let a = SIMD16<Int16>(truncatingIfNeeded: left)
    let b = SIMD16<Int16>(truncatingIfNeeded: up)
    let c = SIMD16<Int16>(truncatingIfNeeded: upLeft)
    let distanceLeft = absolute(b &- c)
    let distanceUp = absolute(a &- c)
    let distanceUpLeft = absolute(a &+ b &- 2 &* c)
    // All ones where x ≤ y; the distances are at most 510, so y − x cannot overflow.
    func atMost(_ x: SIMD16<Int16>, _ y: SIMD16<Int16>) -> SIMD16<Int16> { ~((y &- x) &>> 15) }
    let takeLeft = atMost(distanceLeft, distanceUp) & atMost(distanceLeft, distanceUpLeft)
    let takeUp = ~takeLeft & atMost(distanceUp, distanceUpLeft)
    let predicted = (a & takeLeft) | (b & takeUp) | (c & ~(takeLeft | takeUp))
    return SIMD16<UInt8>(truncatingIfNeeded: predicted)
  }

  /// |v| for lanes far from the type's minimum.
  @inline(__always)
  private static func absolute(_ v: SIMD16<Int16>) -> SIMD16<Int16> {
    let sign = v &>> 15
    return (v ^ sign) &- sign
  }

  /// Reverses one row's filter in place. `row` holds the filtered bytes (without the type
  /// byte); `previous` is the already-reconstructed row above, or zeros for a pass's first
  /// row. Returns false when `type` is not a PNG filter type.
  static func unfilter(
    type: UInt8, row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int
  ) -> Bool {
    let count = row.count
    switch type {
    case 0:
      break
    case 1:
      for index in Swift.stride(from: stride, to: count, by: 1) { row[index] &+= row[index - stride] }
    case 2:
      for index in 0..<count { row[index] &+= previous[index] }
    case 3:
      for index in 0..<min(stride, count) { row[index] &+= previous[index] >> 1 }
      for index in Swift.stride(from: stride, to: count, by: 1) {
        row[index] &+= UInt8((UInt16(row[index - stride]) + UInt16(previous[index])) >> 1)
      }
    case 4:
      // With no left neighbour Paeth predicts the byte above.
      for index in 0..<min(stride, count) { row[index] &+= previous[index] }
      for index in Swift.stride(from: stride, to: count, by: 1) {
        row[index] &+= paeth(left: row[index - stride], up: previous[index], upLeft: previous[index - stride])
      }
    default:
      return false
    }
    return true
  }

  /// The value filter `type` predicts from the neighbouring raw bytes.
  @inline(__always)
  private static func prediction(type: UInt8, left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
    switch type {
    case 1: left
    case 2: up
    case 3: UInt8((UInt16(left) + UInt16(up)) >> 1)
    case 4: paeth(left: left, up: up, upLeft: upLeft)
    default: 0
    }
  }

  /// The Paeth predictor: whichever neighbour is closest to left + up - upLeft, preferring
  /// left, then up, on ties (the order the specification fixes).
  @inline(__always)
  static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
    let a = Int(left)
    let b = Int(up)
    let c = Int(upLeft)
    let distanceLeft = abs(b - c)
    let distanceUp = abs(a - c)
    let distanceUpLeft = abs(a + b - 2 * c)
    if distanceLeft <= distanceUp, distanceLeft <= distanceUpLeft { return left }
    return distanceUp <= distanceUpLeft ? up : upLeft
  }

  /// |residual| with the byte read as a signed value, as the libpng heuristic does.
  @inline(__always)
  private static func magnitude(_ residual: UInt8) -> Int {
    residual < 128 ? Int(residual) : 256 - Int(residual)
  }
}
