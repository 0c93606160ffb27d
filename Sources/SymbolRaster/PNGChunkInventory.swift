/// The chunks of a PNG file that matter for decoding, found by walking the file once and
/// enforcing the specification's ordering rules along the way.
struct PNGChunkInventory {
  /// The parsed IHDR.
  let header: PNGHeader
  /// Where the PLTE data lies in the file, if present.
  let palette: Range<Int>?
  /// Where the tRNS data lies in the file, if present.
  let transparency: Range<Int>?
  /// The IDAT payloads, in order; together they form one zlib stream.
  let imageData: [Range<Int>]

  /// Walks `bytes` from the signature to IEND. Bytes after IEND are ignored.
  init(reading bytes: [UInt8]) throws(PNGError) {
    var reader = try PNGChunkReader(bytes)
    guard let first = try reader.next() else { throw .missingChunk("IHDR") }
    guard first.type == .header else {
      throw .misplacedChunk(
        chunk: first.type.description, offset: first.offset, rule: "the first chunk must be IHDR")
    }
    let header = try PNGHeader(parsing: bytes, chunk: first)
    var palette: Range<Int>?
    var transparency: Range<Int>?
    var imageData: [Range<Int>] = []
    var imageDataEnded = false

    while true {
      // Data that ends before IEND is a truncated file, whether or not an IDAT was read:
      // "no IDAT before IEND" misled when the file stopped after IHDR.
      guard let chunk = try reader.next() else { throw .missingChunk("IEND") }
      let name = chunk.type.description
      func misplaced(_ rule: String) -> PNGError {
        .misplacedChunk(chunk: name, offset: chunk.offset, rule: rule)
      }
      if chunk.type != .imageData, !imageData.isEmpty { imageDataEnded = true }

      switch chunk.type {
      case .imageData:
        guard !imageDataEnded else {
          throw misplaced("IDAT chunks must follow one another with nothing between")
        }
        if header.colourType == .palette, palette == nil { throw .missingChunk("PLTE") }
        imageData.append(chunk.data)
      case .end:
        guard !imageData.isEmpty else { throw .missingChunk("IDAT") }
        guard chunk.data.isEmpty else {
          throw .invalidChunkLength(
            chunk: name, offset: chunk.offset, got: chunk.data.count, accepted: "0 bytes")
        }
        self.header = header
        self.palette = palette
        self.transparency = transparency
        self.imageData = imageData
        return
      case .header:
        throw misplaced("IHDR may appear only once, as the first chunk")
      case .palette:
        guard imageData.isEmpty else { throw misplaced("PLTE must come before the first IDAT") }
        guard palette == nil else { throw misplaced("only one PLTE is allowed") }
        guard transparency == nil else { throw misplaced("PLTE must come before tRNS") }
        guard header.colourType != .gray, header.colourType != .grayAlpha else {
          throw misplaced("PLTE is not allowed in gray images (colour types 0 and 4)")
        }
        let count = chunk.data.count
        guard count % 3 == 0, (3...768).contains(count) else {
          throw .invalidChunkLength(
            chunk: name, offset: chunk.offset, got: count,
            accepted: "a multiple of 3 from 3 to 768 (1...256 entries)")
        }
        palette = chunk.data
      case .transparency:
        guard imageData.isEmpty else { throw misplaced("tRNS must come before the first IDAT") }
        guard transparency == nil else { throw misplaced("only one tRNS is allowed") }
        transparency = chunk.data
        try Self.checkTransparency(chunk, header: header, palette: palette)
      default:
        guard !chunk.type.isCritical else { throw .unknownCriticalChunk(chunk: name, offset: chunk.offset) }
      }
    }
  }

  /// Checks that a tRNS chunk suits the colour type and has the length that type requires.
  private static func checkTransparency(
    _ chunk: PNGChunk, header: PNGHeader, palette: Range<Int>?
  ) throws(PNGError) {
    let name = chunk.type.description
    let count = chunk.data.count
    switch header.colourType {
    case .palette:
      guard let palette else {
        throw .misplacedChunk(
          chunk: name, offset: chunk.offset, rule: "tRNS must follow PLTE in a palette image")
      }
      let entries = palette.count / 3
      guard count <= entries else {
        throw .invalidChunkLength(
          chunk: name, offset: chunk.offset, got: count,
          accepted: "at most one byte per PLTE entry (\(entries))")
      }
    case .gray:
      guard count == 2 else {
        throw .invalidChunkLength(
          chunk: name, offset: chunk.offset, got: count,
          accepted: "2 bytes (one 16-bit gray key) for colour type 0")
      }
    case .rgb:
      guard count == 6 else {
        throw .invalidChunkLength(
          chunk: name, offset: chunk.offset, got: count,
          accepted: "6 bytes (three 16-bit samples) for colour type 2")
      }
    case .grayAlpha, .rgba:
      throw .misplacedChunk(
        chunk: name, offset: chunk.offset,
        rule: "tRNS is not allowed in images that already have an alpha channel (colour types 4 and 6)")
    }
  }
}
