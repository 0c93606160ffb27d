/// A cursor over normalised UTF-8 bytes that keeps track of line and column.
///
/// All positions in errors and in the tree come from here, so the rules live in one place:
/// lines are counted at LF (the input is normalised), columns count Unicode scalars.
struct XMLScanner {
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let ampersand = UInt8(ascii: "&")
  static let slash = UInt8(ascii: "/")
  static let equals = UInt8(ascii: "=")
  static let doubleQuote = UInt8(ascii: "\"")
  static let singleQuote = UInt8(ascii: "'")
  static let semicolon = UInt8(ascii: ";")
  static let lineFeed: UInt8 = 0x0A

  let bytes: [UInt8]
  private(set) var offset = 0
  private(set) var position = XMLSourcePosition(line: 1, column: 1)

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// The byte under the cursor, or `nil` at the end.
  var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// The byte `distance` bytes ahead of the cursor, or `nil` past the end.
  func peek(_ distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  mutating func advance() {
    guard offset < bytes.count else { return }
    let byte = bytes[offset]
    offset += 1
    if byte == Self.lineFeed {
      position.line += 1
      position.column = 1
    } else if byte & 0xC0 != 0x80 {
      // Continuation bytes belong to the scalar whose lead byte was already counted.
      position.column += 1
    }
  }

  mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }

  func hasPrefix(_ literal: [UInt8]) -> Bool {
    guard offset + literal.count <= bytes.count else { return false }
    for (index, byte) in literal.enumerated() where bytes[offset + index] != byte {
      return false
    }
    return true
  }

  /// Moves past the next occurrence of `terminator`; returns `false` (at the end) if none.
  mutating func skip(through terminator: [UInt8]) -> Bool {
    while !isAtEnd {
      if hasPrefix(terminator) {
        advance(by: terminator.count)
        return true
      }
      advance()
    }
    return false
  }

  /// Skips XML whitespace (space, tab, line feed) and reports whether there was any.
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    var skipped = false
    while let byte = current, Self.isWhitespace(byte) {
      advance()
      skipped = true
    }
    return skipped
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// ASCII letters, `_` and `:` start names; non-ASCII scalars are accepted without checking
  /// XML's exact ranges, which only matter for exotic scripts and never for safety.
  static func isNameStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  static func isNameCharacter(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Reads a name at the cursor; `what` describes it for the error, such as "an element name".
  ///
  /// `what` is worked out only for the error: an attribute's names the start tag, and
  /// building that for every attribute of a large document cost more than reading the names.
  mutating func readName(_ what: @autoclosure () -> String) throws(XMLError) -> String {
    guard let first = current, Self.isNameStart(first) else {
      throw XMLError("expected \(what()), found \(describeCurrent())", at: position)
    }
    let start = offset
    // Name characters are ASCII or the bytes of non-ASCII scalars, never a line feed, so
    // the column counts the scalars' lead bytes, as `advance()` would one by one.
    var end = offset
    var scalars = 0
    while end < bytes.count, Self.isNameCharacter(bytes[end]) {
      if bytes[end] & 0xC0 != 0x80 { scalars += 1 }
      end += 1
    }
    offset = end
    position.column += scalars
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Moves the cursor to `end`, over bytes that hold no line feed (checked by the caller).
  mutating func advance(withinLineTo end: Int) {
    var scalars = 0
    for index in offset..<end where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
    offset = end
    position.column += scalars
  }

  /// The character under the cursor as people would read it, for error messages.
  func describeCurrent() -> String {
    guard let byte = current else { return "end of input" }
    switch byte {
    case 0x20: return "a space"
    case 0x09: return "a tab"
    case 0x0A: return "a line break"
    default: break
    }
    var end = offset + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
  }
}
