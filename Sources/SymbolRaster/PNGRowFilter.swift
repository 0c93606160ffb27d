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
    for index in 0..<current.count {
      let left = index >= stride ? current[index - stride] : 0
      let upLeft = index >= stride ? previous[index - stride] : 0
      let predicted = prediction(type: type, left: left, up: previous[index], upLeft: upLeft)
      output[index + 1] = current[index] &- predicted
    }
  }

  /// The filter type with the smallest sum of absolute signed residuals for this row.
  private static func cheapestFilter(
    current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int
  ) -> UInt8 {
    var sums = (none: 0, sub: 0, up: 0, average: 0, paeth: 0)
    for index in 0..<current.count {
      let value = current[index]
      let up = previous[index]
      let left = index >= stride ? current[index - stride] : 0
      let upLeft = index >= stride ? previous[index - stride] : 0
      sums.none &+= magnitude(value)
      sums.sub &+= magnitude(value &- left)
      sums.up &+= magnitude(value &- up)
      sums.average &+= magnitude(value &- UInt8((UInt16(left) + UInt16(up)) >> 1))
      sums.paeth &+= magnitude(value &- paeth(left: left, up: up, upLeft: upLeft))
    }
    let ordered = [sums.none, sums.sub, sums.up, sums.average, sums.paeth]
    var best = 0
    for type in 1..<ordered.count where ordered[type] < ordered[best] { best = type }
    return UInt8(best)
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
