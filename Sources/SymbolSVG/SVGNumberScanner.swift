/// A cursor over the UTF-8 bytes of one attribute value, reading the SVG number grammar and
/// the separators shared by transform lists, lengths and `viewBox`.
///
/// Attribute values are short, so the scanner favours exactness over speed: it finds a number's
/// extent by the grammar and lets `Double.init` do the correctly rounded conversion.
struct SVGNumberScanner {
  /// The attribute value, kept for error messages.
  let text: String
  /// The value's UTF-8 bytes; the grammar is pure ASCII, so bytes are enough to scan it.
  let bytes: [UInt8]
  /// The byte offset of the next unread byte.
  var position = 0

  init(_ text: String) {
    self.text = text
    self.bytes = Array(text.utf8)
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The next unread byte, if any.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Skips XML whitespace (space, tab, line feed, carriage return, and form feed).
  mutating func skipWhitespace() {
    while let byte = current, Self.isWhitespace(byte) { position += 1 }
  }

  /// Skips `wsp* ','? wsp*`, returning whether a comma was consumed so the caller can insist
  /// that something follows it.
  @discardableResult
  mutating func skipCommaWhitespace() -> Bool {
    skipWhitespace()
    guard current == UInt8(ascii: ",") else { return false }
    position += 1
    skipWhitespace()
    return true
  }

  /// Consumes `byte` if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    position += 1
    return true
  }

  /// Whether a number can start at the cursor: a digit, a sign, or a dot followed by a digit.
  var startsNumber: Bool {
    guard let byte = current else { return false }
    if Self.isDigit(byte) { return true }
    let next = position + 1 < bytes.count ? bytes[position + 1] : 0
    if byte == UInt8(ascii: ".") { return Self.isDigit(next) }
    guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return false }
    let afterNext = position + 2 < bytes.count ? bytes[position + 2] : 0
    return Self.isDigit(next) || (next == UInt8(ascii: ".") && Self.isDigit(afterNext))
  }

  /// Reads ASCII letters (a transform name or a unit), possibly none.
  mutating func letters() -> String {
    let start = position
    while let byte = current, Self.isLetter(byte) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads one number: `sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?`.
  ///
  /// An `e` not followed by exponent digits is left unread, so `1em` reads as `1` then `em`.
  /// - Parameter context: Where the number was wanted, for the message, such as `in rotate()`.
  mutating func number(_ context: String) throws(SVGAttributeError) -> Double {
    let start = position
    guard startsNumber else {
      throw error(
        "expected a number \(context), found \(quotedCharacter(at: position))", at: position)
    }
    let isNegative = current == UInt8(ascii: "-")
    if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
    let integerDigits = position
    skipDigits()
    let integerEnd = position
    var fractionDigits = position
    if current == UInt8(ascii: ".") {
      // A trailing dot ("1.") is allowed by the grammar; a second dot starts the next number.
      position += 1
      fractionDigits = position
      skipDigits()
    }
    let fractionEnd = position
    scanExponent()
    let digitCount = (integerEnd - integerDigits) + (fractionEnd - fractionDigits)
    if position == fractionEnd, digitCount <= Self.exactDigits {
      // Up to 15 digits and no exponent: the digits as an integer and the power of ten are
      // both exact doubles, so their quotient is the correctly rounded value `Double(_:)`
      // gives (Clinger's fast path), without building a string for every number.
      var mantissa: UInt64 = 0
      for index in integerDigits..<integerEnd { mantissa = mantissa * 10 + UInt64(bytes[index] &- 48) }
      for index in fractionDigits..<fractionEnd { mantissa = mantissa * 10 + UInt64(bytes[index] &- 48) }
      let magnitude = Double(mantissa) / Self.powersOfTen[fractionEnd - fractionDigits]
      return isNegative ? -magnitude : magnitude
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      throw error("number \(MessageQuotation.quoted(literal)) \(context) is out of range", at: start)
    }
    return value
  }

  /// The most digits whose integer is an exact double (below 2^53) in every case.
  private static let exactDigits = 15
  /// 10^0 to 10^15, each an exact double.
  private static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  private mutating func skipDigits() {
    while let byte = current, Self.isDigit(byte) { position += 1 }
  }

  /// Consumes an exponent only when digits follow the `e` and its optional sign.
  private mutating func scanExponent() {
    guard let byte = current, byte | 0x20 == UInt8(ascii: "e") else { return }
    var index = position + 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    guard index < bytes.count, Self.isDigit(bytes[index]) else { return }
    position = index
    skipDigits()
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
}
