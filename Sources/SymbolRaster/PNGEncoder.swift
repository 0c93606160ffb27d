/// Writes 8-bit, non-interlaced PNG files.
///
/// Output is deterministic: the same pixels always give the same bytes, because the zlib
/// level is fixed and the row filters come from deterministic rules. Each image is
/// compressed twice, once with filter None on every row and once with each row's filter
/// chosen by the minimum sum of absolute differences, and the smaller result is kept.
/// Image data is split into IDAT chunks of at most `maximumIDATLength` bytes.
public enum PNGEncoder {
  /// The largest IDAT chunk the encoder writes (1 MiB).
  public static let maximumIDATLength = 1 << 20

  /// The filter rules tried on every image, in order; the smallest output wins, the earlier
  /// rule on a tie. On icons rendered by rsvg-convert (flat colours, anti-aliased edges)
  /// None gave files about a third smaller than any per-row heuristic or fixed filter,
  /// because unfiltered pixels repeat exactly and LZ77 finds them; on gradients the
  /// minimum-sum heuristic wins by 5-15%. Trying both costs about twice the time.
  static let filterCandidates: [PNGRowFilter.Choice] = [.fixed(0), .minimumSumOfAbsoluteDifferences]

  /// Encodes a straight-alpha RGBA8 image as colour type 6 (RGBA, 8 bits per sample).
  public static func encode(_ image: PNGImage) throws(PNGError) -> [UInt8] {
    try encode(width: image.width, height: image.height, samples: image.pixels, colourType: .rgba)
  }

  /// Encodes premultiplied RGBA8 pixels (as a canvas stores them) as colour type 6, first
  /// converting each pixel to straight alpha with rounding to nearest:
  /// c' = min(255, (c * 255 + a / 2) / a), and all zeros where a is 0.
  public static func encodeRGBA(width: Int, height: Int, premultiplied: [UInt8]) throws(PNGError) -> [UInt8] {
    try PNGImage.validate(
      width: width, height: height, count: premultiplied.count, channels: 4, layout: "premultiplied RGBA8")
    let straight = unpremultiplied(premultiplied)
    return try encode(width: width, height: height, samples: straight, colourType: .rgba)
  }

  /// Encodes straight-alpha gray+alpha pixels (two bytes per pixel: gray, then alpha) as
  /// colour type 4.
  public static func encodeGrayAlpha(
    width: Int, height: Int, grayAlpha: [UInt8]
  ) throws(PNGError) -> [UInt8] {
    try encode(width: width, height: height, samples: grayAlpha, colourType: .grayAlpha)
  }

  /// Encodes one byte per pixel, such as a coverage mask, as colour type 0 (8-bit gray).
  public static func encodeGray(width: Int, height: Int, gray: [UInt8]) throws(PNGError) -> [UInt8] {
    try encode(width: width, height: height, samples: gray, colourType: .gray)
  }

  /// Validates the buffer, then writes signature, IHDR, IDAT chunks and IEND.
  static func encode(
    width: Int, height: Int, samples: [UInt8], colourType: PNGColourType,
    filters: [PNGRowFilter.Choice] = filterCandidates
  ) throws(PNGError) -> [UInt8] {
    let layout =
      switch colourType {
      case .gray: "gray8"
      case .grayAlpha: "gray+alpha8"
      default: "RGBA8"
      }
    try PNGImage.validate(
      width: width, height: height, count: samples.count, channels: colourType.channels, layout: layout)
    let header = PNGHeader(
      width: width, height: height, bitDepth: 8, colourType: colourType, isInterlaced: false)
    var compressed: [UInt8] = []
    // An empty list would leave no image data; fall back to the standard rules.
    for (index, filter) in (filters.isEmpty ? Self.filterCandidates : filters).enumerated() {
      let candidate = try compressedScanlines(samples, header: header, filter: filter)
      if index == 0 || candidate.count < compressed.count { compressed = candidate }
    }

    var writer = PNGChunkWriter()
    writer.append(.header, header.encoded)
    var start = 0
    repeat {
      let end = min(compressed.count, start + maximumIDATLength)
      writer.append(.imageData, compressed[start..<end])
      start = end
    } while start < compressed.count
    writer.append(.end, [])
    return writer.bytes
  }

  /// Filters each row and feeds it to zlib, so no filtered copy of the whole image is built.
  private static func compressedScanlines(
    _ samples: [UInt8], header: PNGHeader, filter: PNGRowFilter.Choice
  ) throws(PNGError) -> [UInt8] {
    let rowBytes = header.rowByteCount(pixels: header.width)
    let stride = header.filterStride
    let zeroRow = [UInt8](repeating: 0, count: rowBytes)
    var filtered = [UInt8](repeating: 0, count: rowBytes + 1)
    return try PNGZlib.deflate { emit in
      samples.withUnsafeBufferPointer { source in
        zeroRow.withUnsafeBufferPointer { zeros in
          filtered.withUnsafeMutableBufferPointer { output in
            for row in 0..<header.height {
              let start = row * rowBytes
              let current = UnsafeBufferPointer(rebasing: source[start..<(start + rowBytes)])
              let previous =
                row == 0 ? zeros : UnsafeBufferPointer(rebasing: source[(start - rowBytes)..<start])
              PNGRowFilter.filter(
                current: current, previous: previous, stride: stride, choice: filter, into: output)
              emit(UnsafeBufferPointer(output))
            }
          }
        }
      }
    }
  }

  /// Converts premultiplied RGBA8 to straight alpha, rounding to nearest and clamping
  /// colour values that exceed their alpha (which valid premultiplied data never has).
  static func unpremultiplied(_ premultiplied: [UInt8]) -> [UInt8] {
    var straight = premultiplied
    straight.withUnsafeMutableBufferPointer { pixels in
      for base in Swift.stride(from: 0, to: pixels.count - 3, by: 4) {
        let alpha = Int(pixels[base + 3])
        switch alpha {
        case 255:
          continue
        case 0:
          pixels[base] = 0
          pixels[base + 1] = 0
          pixels[base + 2] = 0
        default:
          let half = alpha / 2
          for channel in base..<(base + 3) {
            pixels[channel] = UInt8(min(255, (Int(pixels[channel]) * 255 + half) / alpha))
          }
        }
      }
    }
    return straight
  }
}
