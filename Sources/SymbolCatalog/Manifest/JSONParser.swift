import SymbolSVG

/// A strict JSON parser (RFC 8259) that records the line and column where every value
/// starts, so that manifest errors can point into the file.
///
/// Strict means: one top-level value and nothing after it but whitespace; no comments,
/// trailing commas, single quotes, leading zeros, `NaN` or unpaired surrogates. A UTF-8
/// byte order mark at the start is skipped (RFC 8259 allows parsers to ignore it). Columns
/// count Unicode scalars from 1, lines count from 1 (`\n`, `\r\n` or a lone `\r`).
///
/// Nesting is limited by ``maximumDepth`` so that hostile input such as 100,000 `[`
/// cannot exhaust the stack of the recursive descent.
public struct JSONParser: Sendable {
  /// The nesting depth accepted unless told otherwise; manifests need 4.
  public static let defaultMaximumDepth = 128

  /// The most ``maximumDepth`` can allow: each level of nesting takes a few kilobytes of
  /// stack in a debug build, so 1,024 levels fit the 8 MiB of a main thread with room to
  /// spare, and more could crash rather than fail with an error.
  public static let deepestSupportedDepth = 1024

  /// The deepest nesting of arrays and objects accepted, taken as 0 (scalars only) when
  /// negative and as ``deepestSupportedDepth`` when above it. On a thread with a small
  /// stack (512 KiB) keep it near the default.
  public var maximumDepth: Int

  /// Creates a parser accepting at most `maximumDepth` levels of nesting.
  public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    self.maximumDepth = maximumDepth
  }

  /// Parses `text`, naming `file` in locations and errors.
  ///
  /// - Throws: ``CatalogError`` at the offending position, saying what was expected.
  public func parse(_ text: String, file: String) throws(CatalogError) -> JSONValue {
    try parse(bytes: Array(text.utf8), file: file)
  }

  /// Parses UTF-8 `bytes`, naming `file` in locations and errors.
  ///
  /// - Throws: ``CatalogError`` at the offending position, saying what was expected; also
  ///   for invalid UTF-8 inside strings, and for UTF-16 or UTF-32 text, named with the
  ///   encoding (``UTF8Fault/wideEncodingFault(in:)``).
  public func parse(bytes: [UInt8], file: String) throws(CatalogError) -> JSONValue {
    // Named as the SVG files' encodings are: the byte alone ("0xFF") says nothing of UTF-16.
    if let fault = UTF8Fault.wideEncodingFault(in: bytes) {
      throw CatalogError(
        .manifest, location: SourceLocation(file: file, line: fault.line, column: fault.column),
        message: "the file is not UTF-8 text (\(fault))")
    }
    let depth = min(max(maximumDepth, 0), Self.deepestSupportedDepth)
    var scanner = JSONScanner(bytes: bytes, file: file, maximumDepth: depth)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
    scanner.skipWhitespace()
    let value = try scanner.value(depth: 0)
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw scanner.failure("expected the end of the file after the top-level value; found \(scanner.found)")
    }
    return value
  }
}

/// The cursor of one parse: the bytes, the position, and the recursive-descent rules.
private struct JSONScanner {
  let bytes: [UInt8]
  let file: String
  let maximumDepth: Int
  var index = 0
  var line = 1
  var column = 1

  init(bytes: [UInt8], file: String, maximumDepth: Int) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
  }

  var isAtEnd: Bool { index >= bytes.count }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }
  var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// Moves past one byte, keeping line and column; continuation bytes of a multi-byte
  /// UTF-8 sequence do not advance the column, so columns count scalars.
  mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte == UInt8(ascii: "\r") {
      // `\r\n` counts once, at the `\n`; a lone `\r` is a line break of its own.
      if current != UInt8(ascii: "\n") {
        line += 1
        column = 1
      }
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      advance()
    }
  }

  func failure(_ message: String, at location: SourceLocation? = nil) -> CatalogError {
    CatalogError(.manifest, location: location ?? self.location, message: message)
  }

  /// The character at the cursor, for "found ..." in messages.
  ///
  /// A byte that does not start a valid UTF-8 sequence is named as a byte: decoding it
  /// would report the replacement character U+FFFD, which is not in the file.
  var found: String {
    guard let byte = current else { return "the end of the file" }
    if byte == 0x20 { return "a space" }
    if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
    let end = min(index + length, bytes.count)
    guard let scalar = String(validating: bytes[index..<end], as: UTF8.self)?.unicodeScalars.first
    else {
      return "byte 0x\(Self.hex(UInt32(byte), digits: 2)), which is not valid UTF-8"
    }
    return "U+" + Self.hex(scalar.value, digits: 4)
  }

  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  mutating func value(depth: Int) throws(CatalogError) -> JSONValue {
    let start = location
    switch current ?? 0 {
    case UInt8(ascii: "{"):
      return JSONValue(.object(try object(depth: depth + 1)), location: start)
    case UInt8(ascii: "["):
      return JSONValue(.array(try array(depth: depth + 1)), location: start)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try string()), location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(literal: try number()), location: start)
    default:
      return JSONValue(try literal(), location: start)
    }
  }

  mutating func enter(depth: Int, what: String) throws(CatalogError) {
    guard depth <= maximumDepth else {
      throw failure(
        "\(what) nested deeper than \(maximumDepth) level\(maximumDepth == 1 ? "" : "s"); the limit"
          + " protects the stack")
    }
    advance()
    skipWhitespace()
  }

  mutating func object(depth: Int) throws(CatalogError) -> [JSONValue.Member] {
    try enter(depth: depth, what: "object")
    var members: [JSONValue.Member] = []
    if current == UInt8(ascii: "}") {
      advance()
      return members
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        let after = members.isEmpty ? "a string key or '}'" : "a string key after ','"
        let hint = current == UInt8(ascii: "}") ? " (JSON allows no trailing comma)" : ""
        throw failure("expected \(after); found \(found)\(hint)")
      }
      let keyLocation = location
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure("expected ':' after the key \(MessageQuotation.quoted(key)); found \(found)")
      }
      advance()
      skipWhitespace()
      let value = try value(depth: depth)
      members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "}"):
        advance()
        return members
      default:
        throw failure(
          "expected ',' or '}' after the value of \(MessageQuotation.quoted(key)); found \(found)")
      }
    }
  }

  mutating func array(depth: Int) throws(CatalogError) -> [JSONValue] {
    try enter(depth: depth, what: "array")
    var elements: [JSONValue] = []
    if current == UInt8(ascii: "]") {
      advance()
      return elements
    }
    while true {
      if current == UInt8(ascii: "]") {
        throw failure("expected a value after ','; found ']' (JSON allows no trailing comma)")
      }
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "]"):
        advance()
        return elements
      default:
        throw failure("expected ',' or ']' after an array element; found \(found)")
      }
    }
  }

  /// Reads a string starting at its opening quote; escapes are decoded into UTF-8 bytes
  /// and the whole is validated once at the end.
  mutating func string() throws(CatalogError) -> String {
    let start = location
    advance()
    // Fast path for the common string without escapes: find the closing quote, counting
    // scalars for the column, and copy the bytes in one go; the loop below then handles
    // the closing quote or whatever stopped the scan.
    var end = index
    var scalars = 0
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte & 0xC0 != 0x80 { scalars += 1 }
      end += 1
    }
    var buffer = Array(bytes[index..<end])
    index = end
    column += scalars
    while true {
      guard let byte = current else {
        throw failure(
          "unterminated string (it starts at \(start.line):\(start.column)); found the end of the file")
      }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        guard let text = String(validating: buffer, as: UTF8.self) else {
          // Named at the bad byte, as the SVG files' faults are: bytes outside strings are
          // refused as they come, so the file's first fault is in this string.
          guard let fault = UTF8Fault.locate(in: Array(bytes[..<index])) else {
            throw failure("the string is not valid UTF-8", at: start)
          }
          throw failure(
            "the string is not valid UTF-8 (\(fault)); save the file as UTF-8",
            at: SourceLocation(file: file, line: fault.line, column: fault.column))
        }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &buffer)
      case 0..<0x20:
        throw failure(
          "control character \(found) must be escaped in a string (e.g. \\n or \\u"
            + Self.hex(UInt32(byte), digits: 4) + ")")
      default:
        buffer.append(byte)
        advance()
      }
    }
  }

  /// The one-letter escapes and the bytes they stand for.
  static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
    UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
  ]

  mutating func escape(into buffer: inout [UInt8]) throws(CatalogError) {
    let escapeLocation = location
    advance()
    guard let byte = current else {
      throw failure("unterminated escape; found the end of the file")
    }
    if let decoded = Self.simpleEscapes[byte] {
      buffer.append(decoded)
      advance()
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw failure(
        "invalid escape '\\\(found.trimmingQuotes)'; accepted: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
        at: escapeLocation)
    }
    advance()
    var scalar = try hexQuad()
    if (0xDC00...0xDFFF).contains(scalar) {
      throw failure(
        "unpaired low surrogate \\u\(Self.hex(scalar, digits: 4)); it must follow a high surrogate "
          + "\\uD800-\\uDBFF", at: escapeLocation)
    }
    if (0xD800...0xDBFF).contains(scalar) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw failure(
          "unpaired high surrogate \\u\(Self.hex(scalar, digits: 4)); it must be followed by a low "
            + "surrogate \\uDC00-\\uDFFF", at: escapeLocation)
      }
      advance()
      advance()
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw failure(
          "unpaired high surrogate \\u\(Self.hex(scalar, digits: 4)); it is followed by "
            + "\\u\(Self.hex(low, digits: 4)), not a low surrogate \\uDC00-\\uDFFF", at: escapeLocation)
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    // Every value left is a valid scalar: surrogates were paired or rejected above.
    if let unicode = Unicode.Scalar(scalar) {
      buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
    }
  }

  mutating func hexQuad() throws(CatalogError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw failure("expected 4 hexadecimal digits after \\u; found \(found)")
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  var isDigit: Bool {
    guard let byte = current else { return false }
    return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and returns it as written.
  mutating func number() throws(CatalogError) -> String {
    let start = index
    if current == UInt8(ascii: "-") { advance() }
    guard isDigit else { throw failure("expected a digit after '-'; found \(found)") }
    if current == UInt8(ascii: "0") {
      advance()
      if isDigit { throw failure("numbers may not have leading zeros; found \(found) after '0'") }
    } else {
      while isDigit { advance() }
    }
    if current == UInt8(ascii: ".") {
      advance()
      guard isDigit else { throw failure("expected a digit after the decimal point; found \(found)") }
      while isDigit { advance() }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard isDigit else { throw failure("expected a digit in the exponent; found \(found)") }
      while isDigit { advance() }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Reads `true`, `false` or `null`; anything else is reported as the word found.
  mutating func literal() throws(CatalogError) -> JSONValue.Kind {
    let expected = "expected a JSON value (an object, array, string, number, true, false or null)"
    var end = index
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    guard end > index else { throw failure("\(expected); found \(found)") }
    let word = String(decoding: bytes[index..<end], as: UTF8.self)
    let kind: JSONValue.Kind
    switch word {
    case "true": kind = .bool(true)
    case "false": kind = .bool(false)
    case "null": kind = .null
    default: throw failure("\(expected); found \(MessageQuotation.quoted(word))")
    }
    while index < end { advance() }
    return kind
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}

extension String {
  /// The text without the quotes `JSONScanner.found` puts around a printable character.
  fileprivate var trimmingQuotes: String {
    guard count >= 3, first == "'", last == "'" else { return self }
    return String(dropFirst().dropLast())
  }
}
