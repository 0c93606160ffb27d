/// Why a PNG could not be written or read. Every case carries enough context (chunk name,
/// byte offset, expected and actual values) for `description` to say what was wrong and
/// what is accepted.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The image size is zero, negative, or above the accepted limits.
  case invalidDimensions(width: Int, height: Int)
  /// A pixel buffer does not hold exactly `width × height × channels` bytes.
  case pixelCountMismatch(layout: String, width: Int, height: Int, expected: Int, got: Int)
  /// zlib refused to compress; `status` is the zlib return code.
  case compressionFailed(status: Int)
  /// The first eight bytes are not the PNG signature.
  case notPNG(leadingBytes: [UInt8])
  /// The data ends before a structure it declares. `chunk` is nil for the signature and for
  /// an incomplete chunk header; `needed` counts the bytes required after `offset`.
  case truncated(chunk: String?, offset: Int, needed: Int, remaining: Int)
  /// A chunk type contains bytes other than ASCII letters.
  case invalidChunkType(offset: Int, bytes: [UInt8])
  /// A chunk's stored CRC-32 differs from the one computed over its type and data.
  case crcMismatch(chunk: String, offset: Int, stored: UInt32, computed: UInt32)
  /// A chunk has a length this decoder cannot accept for its type.
  case invalidChunkLength(chunk: String, offset: Int, got: Int, accepted: String)
  /// A chunk appears where the PNG specification does not allow it.
  case misplacedChunk(chunk: String, offset: Int, rule: String)
  /// A chunk the image needs is absent.
  case missingChunk(String)
  /// A chunk this decoder does not know is marked critical, so it cannot be skipped.
  case unknownCriticalChunk(chunk: String, offset: Int)
  /// An IHDR field other than size, bit depth and colour type has a value PNG does not define.
  case invalidHeaderField(field: String, value: Int, accepted: String)
  /// The colour type and bit depth combination is not one PNG defines.
  case unsupportedFormat(colourType: Int, bitDepth: Int)
  /// A scanline starts with a filter type byte outside 0...4.
  case invalidFilterType(type: UInt8, row: Int)
  /// A palette image refers to an entry the PLTE chunk does not have.
  case paletteIndexOutOfRange(index: Int, paletteSize: Int, row: Int)
  /// The zlib stream inside the IDAT chunks is damaged; `reason` is zlib's own message.
  case corruptImageData(reason: String)
  /// The zlib stream decompresses to fewer bytes than the header implies.
  case imageDataTooShort(expected: Int, got: Int)
  /// The zlib stream decompresses to more bytes than the header implies (a possible
  /// decompression bomb); decoding stopped at `expected` bytes.
  case imageDataTooLong(expected: Int)

  /// The largest accepted width or height, in pixels, for both encoding and decoding.
  public static let maximumSide = 16_384
  /// The largest accepted pixel count, for both encoding and decoding: the canvas's limit
  /// (64 megapixels, `RasterError.maximumPixels`), so that a small file declaring a huge
  /// image cannot make the decoder allocate more than any canvas holds. At 256 megapixels,
  /// a 32 KB file of 1-bit gray decoded to 1 GiB of pixels.
  public static let maximumPixels = RasterError.maximumPixels

  /// A sentence naming the problem and what is accepted.
  public var description: String {
    switch self {
    case .invalidDimensions(let width, let height):
      "PNG image size \(width)×\(height) is not accepted; each side must be 1...\(Self.maximumSide) px "
        + "and the area at most \(Self.maximumPixels / 1_048_576) megapixels"
    case .pixelCountMismatch(let layout, let width, let height, let expected, let got):
      "\(layout) pixel buffer for \(width)×\(height) must hold \(expected) bytes but holds \(got)"
    case .compressionFailed(let status):
      "zlib failed to compress the PNG image data (status \(status))"
    case .notPNG(let leading):
      "data is not a PNG: it starts with \(Self.hex(leading)) instead of the signature "
        + "89 50 4E 47 0D 0A 1A 0A"
    case .truncated(let chunk, let offset, let needed, let remaining):
      Self.describeTruncation(chunk: chunk, offset: offset, needed: needed, remaining: remaining)
    case .invalidChunkType(let offset, let bytes):
      "PNG chunk at byte \(offset) has type \(Self.hex(bytes)); chunk types must be four ASCII letters"
    case .crcMismatch(let chunk, let offset, let stored, let computed):
      "PNG chunk \(chunk) at byte \(offset) is corrupt: its stored CRC-32 is \(Self.hex(stored)) "
        + "but its contents give \(Self.hex(computed))"
    case .invalidChunkLength(let chunk, let offset, let got, let accepted):
      "PNG chunk \(chunk) at byte \(offset) is \(got) bytes long; accepted: \(accepted)"
    case .misplacedChunk(let chunk, let offset, let rule):
      "PNG chunk \(chunk) at byte \(offset) is misplaced: \(rule)"
    case .missingChunk(let chunk):
      Self.describeMissing(chunk)
    case .unknownCriticalChunk(let chunk, let offset):
      "PNG chunk \(chunk) at byte \(offset) is critical but unknown; only IHDR, PLTE, IDAT and IEND "
        + "are understood, and unknown chunks are skipped only when ancillary (lower-case first letter)"
    case .invalidHeaderField(let field, let value, let accepted):
      "PNG header field \(field) is \(value); accepted: \(accepted)"
    case .unsupportedFormat(let colourType, let bitDepth):
      "unsupported PNG colour type \(colourType) at bit depth \(bitDepth); accepted: gray (0) at "
        + "1, 2, 4, 8 or 16 bits, RGB (2) at 8 or 16, palette (3) at 1, 2, 4 or 8, gray+alpha (4) "
        + "at 8 or 16, RGBA (6) at 8 or 16"
    case .invalidFilterType(let type, let row):
      "PNG scanline \(row) uses filter type \(type); accepted filter types are 0...4"
    case .paletteIndexOutOfRange(let index, let paletteSize, let row):
      "PNG scanline \(row) uses palette index \(index) but PLTE has only \(paletteSize) entries"
    case .corruptImageData(let reason):
      "PNG image data (zlib stream in IDAT) is corrupt: \(reason)"
    case .imageDataTooShort(let expected, let got):
      "PNG image data decompresses to \(got) bytes but the header requires \(expected)"
    case .imageDataTooLong(let expected):
      "PNG image data decompresses to more than the \(expected) bytes the header allows; "
        + "decoding stopped there (possible decompression bomb)"
    }
  }

  private static func describeTruncation(
    chunk: String?, offset: Int, needed: Int, remaining: Int
  ) -> String {
    if let chunk {
      return "PNG is truncated: chunk \(chunk) at byte \(offset) declares \(needed - 4) data bytes "
        + "plus a 4-byte CRC but only \(remaining) bytes remain"
    }
    if offset == 0 {
      return "PNG is truncated: the signature needs \(needed) bytes but only \(remaining) are present"
    }
    return "PNG is truncated: the chunk header at byte \(offset) needs \(needed) bytes "
      + "but only \(remaining) remain"
  }

  private static func describeMissing(_ chunk: String) -> String {
    switch chunk {
    case "IHDR": "PNG has no IHDR chunk; the first chunk after the signature must be IHDR"
    case "IDAT": "PNG has no IDAT chunk; at least one IDAT must come before IEND"
    case "IEND": "PNG has no IEND chunk after its last chunk; the file is probably truncated"
    case "PLTE": "PNG with colour type 3 (palette) has no PLTE chunk before its IDAT"
    default: "PNG has no \(chunk) chunk, which this image requires"
    }
  }

  private static func hex(_ bytes: [UInt8]) -> String {
    if bytes.isEmpty { return "(no bytes)" }
    return bytes.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}
