/// The decoded and validated contents of an IHDR chunk, plus the scanline geometry derived
/// from it.
struct PNGHeader: Sendable {
  /// Width in pixels, within `PNGError.maximumSide`.
  let width: Int
  /// Height in pixels, within `PNGError.maximumSide`.
  let height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16 depending on the colour type.
  let bitDepth: Int
  /// How samples map to colour.
  let colourType: PNGColourType
  /// Whether the scanlines are stored in the seven Adam7 passes.
  let isInterlaced: Bool

  /// The byte length of an IHDR chunk's data.
  static let chunkLength = 13

  init(width: Int, height: Int, bitDepth: Int, colourType: PNGColourType, isInterlaced: Bool) {
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colourType = colourType
    self.isInterlaced = isInterlaced
  }

  /// Parses and validates IHDR data, checking the size limits before anything is allocated.
  init(parsing bytes: [UInt8], chunk: PNGChunk) throws(PNGError) {
    guard chunk.data.count == Self.chunkLength else {
      throw .invalidChunkLength(
        chunk: "IHDR", offset: chunk.offset, got: chunk.data.count, accepted: "exactly 13 bytes")
    }
    let start = chunk.data.lowerBound
    func field(_ index: Int) -> Int { Int(bytes[start + index]) }
    func word(_ index: Int) -> Int {
      field(index) << 24 | field(index + 1) << 16 | field(index + 2) << 8 | field(index + 3)
    }
    let width = word(0)
    let height = word(4)
    try PNGImage.validate(width: width, height: height)
    let bitDepth = field(8)
    guard let colourType = PNGColourType(rawValue: UInt8(field(9))),
      colourType.allowedBitDepths.contains(bitDepth)
    else { throw .unsupportedFormat(colourType: field(9), bitDepth: bitDepth) }
    guard field(10) == 0 else {
      throw .invalidHeaderField(field: "compression method", value: field(10), accepted: "0 (deflate)")
    }
    guard field(11) == 0 else {
      throw .invalidHeaderField(field: "filter method", value: field(11), accepted: "0 (adaptive)")
    }
    guard field(12) <= 1 else {
      throw .invalidHeaderField(
        field: "interlace method", value: field(12), accepted: "0 (none) or 1 (Adam7)")
    }
    self.init(
      width: width, height: height, bitDepth: bitDepth, colourType: colourType, isInterlaced: field(12) == 1)
  }

  /// The 13 IHDR data bytes for this header.
  var encoded: [UInt8] {
    func bigEndian(_ value: Int) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    return bigEndian(width) + bigEndian(height) + [
      UInt8(bitDepth), colourType.rawValue, 0, 0, isInterlaced ? 1 : 0,
    ]
  }

  /// Bits in one pixel.
  var bitsPerPixel: Int { bitDepth * colourType.channels }

  /// The distance, in bytes, between a byte and the one the Sub, Average and Paeth filters
  /// treat as its left neighbour: one whole pixel, but at least one byte.
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// Bytes in one scanline of `pixels` pixels, not counting the filter type byte.
  func rowByteCount(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

  /// The passes the image data is stored in: one full-size pass, or the seven Adam7 passes
  /// (empty ones left out, since they contribute no bytes).
  var passes: [PNGPass] {
    guard isInterlaced else {
      return [PNGPass(originX: 0, originY: 0, stepX: 1, stepY: 1, width: width, height: height)]
    }
    return PNGPass.adam7(width: width, height: height)
  }

  /// The exact decompressed size of the image data: every pass's scanlines, each preceded
  /// by its filter type byte.
  var decompressedByteCount: Int {
    passes.reduce(0) { total, pass in total + pass.height * (1 + rowByteCount(pixels: pass.width)) }
  }
}
