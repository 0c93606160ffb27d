import SymbolGeometry

/// What an SVG `fill` or `stroke` value paints with.
public enum SVGPaint: Hashable, Sendable {
  /// Paint nothing.
  case none
  /// Paint with a fixed colour.
  case color(Color)
  /// Paint with the element's computed `color` property. The reader resolves it wherever an
  /// element sets `color`; left symbolic, it means `color`'s initial value, which the
  /// renderer supplies.
  case currentColor
}

/// Parses SVG paint and colour values: hex notation, `rgb()`/`rgba()`, `hsl()`/`hsla()`
/// (CSS Color 4: comma or space syntax, hue in degrees or `deg`/`rad`/`grad`/`turn`), the
/// CSS named colours, `currentColor` and `none`.
///
/// Names and function names are matched case-insensitively, surrounding whitespace is ignored, and
/// out-of-range components are clamped as CSS prescribes. Fractional channels and alpha are scaled
/// to 0...255 and rounded half up (so `rgba(0,0,0,.5)` has alpha 128).
public enum SVGColorParser {
  /// The syntaxes listed in every error, so a reader knows what to write instead.
  public static let acceptedSyntax = concreteColorSyntax + ", currentColor, none"

  /// The syntaxes of a concrete colour (`parseColor`), listed in its errors: `currentColor`
  /// and `none` need a context to mean a colour.
  public static let concreteColorSyntax =
    "#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), CSS colour names"

  /// Parses a `fill`/`stroke` value.
  ///
  /// - Throws: `CSSError` naming the offending text, its offset and the accepted syntaxes.
  public static func parsePaint(_ text: String) throws(CSSError) -> SVGPaint {
    if let paint = quickPaint(text) { return paint }
    let scalars = Array(text.unicodeScalars)
    let (start, end) = trimmedBounds(scalars)
    // Only a word of 4 or 12 letters can be a keyword: a hex colour, the commonest paint,
    // is read without building a string (which took a tenth of reading a large icon).
    if end - start == 4 || end - start == 12 {
      switch string(scalars, start..<end, lowercased: true) {
      case "none": return .none
      case "currentcolor": return .currentColor
      default: break
      }
    }
    return .color(try parseColor(scalars, from: start, to: end))
  }

  /// Parses a value that must be a concrete colour, such as `stop-color` or `flood-color`.
  ///
  /// `none` and `currentColor` are rejected here because they need context to mean a colour.
  /// - Throws: `CSSError` naming the offending text, its offset and the accepted syntaxes.
  public static func parseColor(_ text: String) throws(CSSError) -> Color {
    let scalars = Array(text.unicodeScalars)
    let (start, end) = trimmedBounds(scalars)
    do {
      return try parseColor(scalars, from: start, to: end)
    } catch {
      // The shared parsing names what a paint accepts; here only a concrete colour will do.
      throw CSSError(
        problem: error.problem, text: error.text, offset: error.offset, accepted: concreteColorSyntax)
    }
  }

  static func parseColor(
    _ scalars: [Unicode.Scalar], from start: Int, to end: Int
  ) throws(CSSError)
    -> Color
  {
    guard start < end else {
      throw error("empty colour", text: "", at: start)
    }
    if scalars[start] == "#" {
      return try parseHex(scalars, from: start, to: end)
    }
    // Built only where they can be used: a name of letters, or for a message.
    var body: String { string(scalars, start..<end) }
    let isWord = scalars[start..<end].allSatisfy { $0.properties.isAlphabetic }
    let lowered = isWord ? string(scalars, start..<end, lowercased: true) : ""
    if isWord, let named = namedColors[lowered] {
      return named
    }
    if let open = scalars[start..<end].firstIndex(of: "(") {
      let name = string(scalars, start..<open, lowercased: true)
      let model: SVGColorFunction.Model? =
        switch name {
        case "rgb", "rgba": .rgb
        case "hsl", "hsla": .hsl
        default: nil
        }
      if let model {
        var function = SVGColorFunction(model: model, scalars: scalars, start: open + 1, end: end)
        return try function.parse()
      }
      if name == "url" {
        throw error(
          "paint servers such as \(MessageQuotation.quoted(body, opening: "", closing: "")) are not supported",
          text: body, at: start)
      }
      throw error(
        "unsupported colour function \(MessageQuotation.quoted(name, opening: "'", closing: "()'"))",
        text: body, at: start)
    }
    if lowered == "none" || lowered == "currentcolor" {
      throw error("\(MessageQuotation.quoted(body)) is not a concrete colour here", text: body, at: start)
    }
    throw error("unknown colour \(MessageQuotation.quoted(body))", text: body, at: start)
  }

  /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; short forms repeat each digit.
  private static func parseHex(
    _ scalars: [Unicode.Scalar], from start: Int, to end: Int
  )
    throws(CSSError) -> Color
  {
    var digits: [UInt8] = []
    for index in (start + 1)..<end {
      guard let digit = hexValue(scalars[index]) else {
        throw error("invalid hex digit in colour", text: string(scalars, index..<end), at: index)
      }
      digits.append(digit)
    }
    let channels: [UInt8]
    switch digits.count {
    case 3, 4: channels = digits.map { $0 * 17 }
    case 6, 8: channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
    default:
      let body = string(scalars, start..<end)
      throw error(
        "hex colour \(MessageQuotation.quoted(body)) has \(digits.count) digits, expected 3, 4, 6 or 8",
        text: body, at: start)
    }
    return Color(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 255)
  }

  /// `text` read from its bytes when it is a well-formed hex colour, or a word of ASCII
  /// letters naming a colour, `none` or `currentColor` (any case, CSS white space around
  /// it); `nil` for anything else, which the full parser reads (and explains when it is
  /// malformed). The same paint `parsePaint` gives otherwise: a word of ASCII letters is
  /// one its test of alphabetic scalars accepts, lowercased as it lowercases it.
  static func quickPaint(_ text: String) -> SVGPaint? {
    let bytes = trimmedBytes(text)
    if bytes.first == UInt8(ascii: "#") { return hexColor(trimmed: bytes).map(SVGPaint.color) }
    // The longest colour name has 20 letters.
    guard !bytes.isEmpty, bytes.count <= 24, bytes.allSatisfy({ ($0 | 0x20) &- UInt8(ascii: "a") < 26 })
    else { return nil }
    let lowered = String(decoding: bytes.lazy.map { $0 | 0x20 }, as: UTF8.self)
    switch lowered {
    case "none": return SVGPaint.none
    case "currentcolor": return .currentColor
    default: return namedColors[lowered].map(SVGPaint.color)
    }
  }

  /// `text` read as a well-formed hex colour (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, CSS
  /// white space around it), from its bytes, or `nil` for anything else, which the full
  /// parser reads (and explains when it is malformed). The same colour `parseHex` gives, at a
  /// fraction of the cost: hex colours are the commonest paint, read for every element.
  static func hexColor(_ text: String) -> Color? {
    hexColor(trimmed: trimmedBytes(text))
  }

  /// `text`'s UTF-8 bytes without the CSS white space around them.
  private static func trimmedBytes(_ text: String) -> Substring.UTF8View {
    var bytes = Substring(text).utf8
    func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
    while let byte = bytes.first, isWhitespace(byte) { bytes = bytes.dropFirst() }
    while let byte = bytes.last, isWhitespace(byte) { bytes = bytes.dropLast() }
    return bytes
  }

  /// ``hexColor(_:)`` of bytes already trimmed.
  private static func hexColor(trimmed bytes: Substring.UTF8View) -> Color? {
    guard bytes.first == UInt8(ascii: "#") else { return nil }
    var packed: UInt32 = 0
    var count = 0
    for byte in bytes.dropFirst() {
      guard count < 8, let digit = hexValue(Unicode.Scalar(byte)) else { return nil }
      packed = packed << 4 | UInt32(digit)
      count += 1
    }
    func digit(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: packed >> (4 * (count - 1 - index)) & 0xF) }
    switch count {
    case 3, 4:
      return Color(
        red: digit(0) * 17, green: digit(1) * 17, blue: digit(2) * 17, alpha: count == 4 ? digit(3) * 17 : 255
      )
    case 6, 8:
      func channel(_ index: Int) -> UInt8 { digit(2 * index) * 16 + digit(2 * index + 1) }
      return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 8 ? channel(3) : 255)
    default:
      return nil
    }
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0x30...0x39: return UInt8(scalar.value - 0x30)
    case 0x41...0x46: return UInt8(scalar.value - 0x41 + 10)
    case 0x61...0x66: return UInt8(scalar.value - 0x61 + 10)
    default: return nil
    }
  }

  /// The bounds of `scalars` without leading and trailing CSS whitespace.
  static func trimmedBounds(_ scalars: [Unicode.Scalar]) -> (start: Int, end: Int) {
    var start = 0
    var end = scalars.count
    while start < end, isCSSWhitespace(scalars[start]) { start += 1 }
    while end > start, isCSSWhitespace(scalars[end - 1]) { end -= 1 }
    return (start, end)
  }

  /// `scalars[range]` as a string, lowercased if asked. ASCII, which every colour's syntax
  /// is, is copied as bytes: appending scalars one at a time made building these strings
  /// most of the cost of reading an `rgb()` colour.
  static func string(_ scalars: [Unicode.Scalar], _ range: Range<Int>, lowercased: Bool = false) -> String {
    let slice = scalars[range]
    guard slice.allSatisfy(\.isASCII) else {
      let text = String(String.UnicodeScalarView(slice))
      return lowercased ? text.lowercased() : text
    }
    return String(unsafeUninitializedCapacity: slice.count) { bytes in
      for (offset, scalar) in slice.enumerated() {
        let byte = UInt8(truncatingIfNeeded: scalar.value)
        bytes[offset] = lowercased && (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      }
      return slice.count
    }
  }

  static func error(_ problem: String, text: String, at offset: Int) -> CSSError {
    CSSError(problem: problem, text: text, offset: offset, accepted: acceptedSyntax)
  }
}

/// Space, tab, line feed, carriage return and form feed: the only whitespace CSS knows.
func isCSSWhitespace(_ scalar: Unicode.Scalar) -> Bool {
  scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
}
