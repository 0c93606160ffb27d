/// Checks that input is well-formed UTF-8 made only of characters XML allows, and normalises
/// line breaks, before any markup is looked at.
///
/// Doing this in one pass up front means the markup reader can work on plain bytes and never
/// meet a malformed sequence or a stray control character. CR-LF and lone CR become LF, as
/// XML requires, so positions and text agree on what a line is.
enum XMLInputNormalizer {
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let lineFeed: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D
  private static let tab: UInt8 = 0x09

  static func normalize(_ input: [UInt8]) throws(XMLError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = input.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    var position = XMLSourcePosition(line: 1, column: 1)
    while index < input.count {
      let lead = input[index]
      if lead == carriageReturn {
        output.append(lineFeed)
        index += 1
        if index < input.count && input[index] == lineFeed { index += 1 }
        position.line += 1
        position.column = 1
        continue
      }
      if lead == lineFeed {
        output.append(lineFeed)
        index += 1
        position.line += 1
        position.column = 1
        continue
      }
      if lead < 0x80 {
        guard lead >= 0x20 || lead == tab else {
          throw XMLError(
            "invalid character \(hexScalar(UInt32(lead))); XML does not allow control characters",
            at: position)
        }
        output.append(lead)
        index += 1
        position.column += 1
        continue
      }
      let (scalar, length) = try decodeMultiByte(input, at: index, position: position)
      guard isXMLCharacter(scalar) else {
        throw XMLError("invalid character \(hexScalar(scalar)); XML does not allow it", at: position)
      }
      output.append(contentsOf: input[index..<index + length])
      index += length
      position.column += 1
    }
    return output
  }

  /// Whether XML 1.0 allows this code point in a document (its `Char` production).
  static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  /// Formats a code point the way Unicode charts do, such as `U+000B`.
  static func hexScalar(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Decodes the sequence starting with the non-ASCII byte at `index`, rejecting truncated,
  /// overlong and surrogate encodings.
  static func decodeMultiByte(
    _ input: [UInt8], at index: Int, position: XMLSourcePosition
  ) throws(XMLError) -> (scalar: UInt32, length: Int) {
    let lead = input[index]
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x1_0000, UInt32(lead & 0x07))
    default:
      throw invalidUTF8(lead, at: position)
    }
    for offset in 1..<length {
      guard index + offset < input.count else {
        throw XMLError("invalid UTF-8: truncated sequence at end of input", at: position)
      }
      let byte = input[index + offset]
      guard byte & 0xC0 == 0x80 else { throw invalidUTF8(lead, at: position) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else {
      throw invalidUTF8(lead, at: position)
    }
    return (value, length)
  }

  private static func invalidUTF8(_ lead: UInt8, at position: XMLSourcePosition) -> XMLError {
    let hex = String(lead, radix: 16, uppercase: true)
    return XMLError(
      "invalid UTF-8: malformed sequence starting with byte 0x\(hex.count < 2 ? "0" + hex : hex)",
      at: position)
  }
}
