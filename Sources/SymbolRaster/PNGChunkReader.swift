/// One chunk located inside a PNG byte buffer; `data` indexes that buffer.
struct PNGChunk {
  /// The chunk type.
  let type: PNGChunkType
  /// The byte offset of the chunk's length field.
  let offset: Int
  /// Where the chunk's data lies in the buffer it was read from.
  let data: Range<Int>
}

/// Walks the chunks of a PNG buffer one at a time, checking the signature, every length
/// against the bytes actually present, type letters and every CRC before handing a chunk out.
struct PNGChunkReader {
  /// The eight bytes every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The largest chunk length PNG allows (2^31 - 1).
  static let maximumChunkLength = Int(Int32.max)

  private let bytes: [UInt8]
  private var position: Int

  /// Starts reading after the signature, or throws when the signature is absent.
  init(_ bytes: [UInt8]) throws(PNGError) {
    let signature = Self.signature
    let prefixMatches = zip(bytes, signature).allSatisfy { $0 == $1 }
    guard prefixMatches else { throw .notPNG(leadingBytes: Array(bytes.prefix(signature.count))) }
    guard bytes.count >= signature.count else {
      throw .truncated(chunk: nil, offset: 0, needed: signature.count, remaining: bytes.count)
    }
    self.bytes = bytes
    self.position = signature.count
  }

  /// The next verified chunk, or nil when the buffer ends exactly at a chunk boundary.
  mutating func next() throws(PNGError) -> PNGChunk? {
    let offset = position
    let remaining = bytes.count - offset
    if remaining == 0 { return nil }
    guard remaining >= 8 else {
      throw .truncated(chunk: nil, offset: offset, needed: 8, remaining: remaining)
    }
    let length = Int(readUInt32(at: offset))
    let type = PNGChunkType(rawValue: readUInt32(at: offset + 4))
    guard type.isValid else { throw .invalidChunkType(offset: offset, bytes: type.bytes) }
    guard length <= Self.maximumChunkLength else {
      throw .invalidChunkLength(
        chunk: type.description, offset: offset, got: length, accepted: "at most 2^31 - 1 bytes")
    }
    let afterHeader = remaining - 8
    guard afterHeader >= length + 4 else {
      throw .truncated(chunk: type.description, offset: offset, needed: length + 4, remaining: afterHeader)
    }
    let dataStart = offset + 8
    let dataEnd = dataStart + length
    let stored = readUInt32(at: dataEnd)
    // The CRC covers the type and data but not the length.
    let computed = PNGZlib.crc32(of: bytes, in: (offset + 4)..<dataEnd)
    guard stored == computed else {
      throw .crcMismatch(chunk: type.description, offset: offset, stored: stored, computed: computed)
    }
    position = dataEnd + 4
    return PNGChunk(type: type, offset: offset, data: dataStart..<dataEnd)
  }

  /// The big-endian 32-bit value at `index`; the caller has checked the four bytes exist.
  private func readUInt32(at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }
}
