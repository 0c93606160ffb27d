/// Appends chunks to a growing PNG byte buffer.
struct PNGChunkWriter {
  /// The file so far, starting with the signature.
  private(set) var bytes: [UInt8] = PNGChunkReader.signature

  /// Appends one chunk: length, type, `data`, and the CRC-32 of type and data.
  mutating func append(_ type: PNGChunkType, _ data: some Collection<UInt8>) {
    appendUInt32(UInt32(data.count))
    let typeStart = bytes.count
    bytes.append(contentsOf: type.bytes)
    bytes.append(contentsOf: data)
    appendUInt32(PNGZlib.crc32(of: bytes, in: typeStart..<bytes.count))
  }

  /// Appends `value` big-endian.
  mutating func appendUInt32(_ value: UInt32) {
    bytes.append(contentsOf: [
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ])
  }
}
