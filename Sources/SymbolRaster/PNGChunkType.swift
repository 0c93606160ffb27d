/// A four-letter PNG chunk type, stored big-endian as it appears in the file.
struct PNGChunkType: Hashable, Sendable, CustomStringConvertible {
  /// The four type bytes as one big-endian number.
  let rawValue: UInt32

  init(rawValue: UInt32) { self.rawValue = rawValue }

  init(_ name: StaticString) {
    var value: UInt32 = 0
    name.withUTF8Buffer { bytes in
      for byte in bytes { value = value << 8 | UInt32(byte) }
    }
    rawValue = value
  }

  static let header = PNGChunkType("IHDR")
  static let palette = PNGChunkType("PLTE")
  static let imageData = PNGChunkType("IDAT")
  static let end = PNGChunkType("IEND")
  static let transparency = PNGChunkType("tRNS")

  /// The type bytes in file order.
  var bytes: [UInt8] {
    [
      UInt8(truncatingIfNeeded: rawValue >> 24), UInt8(truncatingIfNeeded: rawValue >> 16),
      UInt8(truncatingIfNeeded: rawValue >> 8), UInt8(truncatingIfNeeded: rawValue),
    ]
  }

  /// Critical chunks have bit 5 of the first byte clear (an upper-case first letter); a
  /// decoder must understand them, while ancillary ones may be skipped.
  var isCritical: Bool { rawValue & 0x2000_0000 == 0 }

  /// Whether every byte is an ASCII letter, as the specification requires.
  var isValid: Bool {
    bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
  }

  var description: String { String(decoding: bytes, as: UTF8.self) }
}
