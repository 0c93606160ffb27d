import SymbolGeometry

/// Parses the inside of `rgb(…)` / `rgba(…)` or `hsl(…)` / `hsla(…)` in both the legacy comma
/// form and the CSS Color 4 space form with an optional `/ alpha`.
///
/// As in CSS Color 4, `rgb` and `rgba` are aliases, and so are `hsl` and `hsla`: either
/// accepts three or four components.
struct SVGColorFunction {
  /// The colour model, which decides what each component may be.
  enum Model {
    /// Red, green and blue: numbers out of 255 or percentages.
    case rgb
    /// Hue (a number of degrees or an angle), saturation and lightness.
    case hsl

    var name: String {
      switch self {
      case .rgb: "rgb()"
      case .hsl: "hsl()"
      }
    }
  }

  private enum Kind: Equatable {
    case number(Double)
    case percentage(Double)
    /// An angle with a unit, converted to degrees; only an `hsl()` hue may be one.
    case angle(degrees: Double)
    case comma
    case slash
  }

  private struct Token {
    var kind: Kind
    /// Where the token starts in the value.
    var offset: Int
    /// Where it ends: its text is built only for a message, since building strings was
    /// most of the cost of reading an `rgb()` colour.
    var end: Int
  }

  private let model: Model
  private let scalars: [Unicode.Scalar]
  /// Index just after the opening parenthesis.
  private let start: Int
  /// Index just after the last non-whitespace scalar of the whole value.
  private let end: Int
  private var index: Int

  init(model: Model, scalars: [Unicode.Scalar], start: Int, end: Int) {
    self.model = model
    self.scalars = scalars
    self.start = start
    self.end = end
    self.index = start
  }

  mutating func parse() throws(CSSError) -> Color {
    let tokens = try tokenize()
    let components = tokens.filter { $0.kind != .comma && $0.kind != .slash }
    if tokens.contains(where: { $0.kind == .comma }) {
      return try parseLegacy(tokens, components: components)
    }
    return try parseModern(tokens, components: components)
  }

  /// `r, g, b[, a]`: channels must all be numbers or all be percentages; `h, s%, l%[, a]`.
  private func parseLegacy(_ tokens: [Token], components: [Token]) throws(CSSError) -> Color {
    if let slash = tokens.first(where: { $0.kind == .slash }) {
      throw failure("'/' cannot be mixed with commas", slash)
    }
    for (position, token) in tokens.enumerated() {
      let expectsComma = position % 2 == 1
      if expectsComma != (token.kind == .comma) {
        throw failure(
          expectsComma
            ? "expected ',' before \(MessageQuotation.quoted(text(of: token)))" : "expected a number",
          token)
      }
    }
    try checkCount(components)
    if tokens.last?.kind == .comma, let last = tokens.last {
      throw failure("trailing ','", last)
    }
    switch model {
    case .rgb:
      let channels = components.prefix(3)
      if let odd = channels.first(where: { isPercentage($0) != isPercentage(components[0]) }) {
        throw failure("comma-separated rgb() cannot mix numbers and percentages", odd)
      }
    case .hsl:
      if let number = components[1...2].first(where: { !isPercentage($0) }) {
        throw failure("comma-separated hsl() needs percentages for saturation and lightness", number)
      }
    }
    return try color(components)
  }

  /// `r g b [/ a]`.
  private func parseModern(_ tokens: [Token], components: [Token]) throws(CSSError) -> Color {
    let slashes = tokens.enumerated().filter { $0.element.kind == .slash }
    if let extra = slashes.dropFirst().first {
      throw failure("only one '/' is allowed", extra.element)
    }
    try checkCount(components)
    if let slash = slashes.first {
      guard slash.offset == 3, tokens.count == 5 else {
        throw failure("'/' must separate three channels from the alpha value", slash.element)
      }
    } else if components.count == 4 {
      throw failure("expected '/' before the alpha value", components[3])
    }
    return try color(components)
  }

  private func isPercentage(_ token: Token) -> Bool {
    if case .percentage = token.kind { true } else { false }
  }

  private func checkCount(_ components: [Token]) throws(CSSError) {
    if components.count > 4 {
      throw failure(
        "too many components; \(model.name) takes 3 channels and an optional alpha", components[4])
    }
    if components.count < 3 {
      let closing = scalars.lastIndex(of: ")") ?? end
      throw SVGColorParser.error(
        "\(model.name) needs 3 channels, found \(components.count)", text: ")", at: closing)
    }
  }

  private func color(_ components: [Token]) throws(CSSError) -> Color {
    var alpha: UInt8 = 255
    if components.count == 4 {
      switch components[3].kind {
      case .number(let value): alpha = Self.byte(value, outOf: 1)
      case .percentage(let value): alpha = Self.byte(value, outOf: 100)
      default: throw failure("alpha must be a number or a percentage", components[3])
      }
    }
    switch model {
    case .rgb:
      func channel(_ token: Token) -> UInt8 {
        switch token.kind {
        case .number(let value): return Self.byte(value, outOf: 255)
        case .percentage(let value): return Self.byte(value, outOf: 100)
        default: return 0
        }
      }
      return Color(
        red: channel(components[0]), green: channel(components[1]), blue: channel(components[2]),
        alpha: alpha)
    case .hsl:
      let hue: Double
      switch components[0].kind {
      case .number(let degrees), .angle(let degrees): hue = degrees
      default: throw failure("the hue must be a number of degrees or an angle", components[0])
      }
      // Plain numbers are percentages here: CSS Color 4's space form allows them.
      func fraction(_ token: Token) -> Double {
        switch token.kind {
        case .number(let value), .percentage(let value):
          return value.isNaN ? 0 : min(max(value, 0), 100) / 100
        default: return 0
        }
      }
      let (red, green, blue) = Self.rgb(
        hue: hue, saturation: fraction(components[1]), lightness: fraction(components[2]))
      return Color(
        red: Self.byte(red, outOf: 1), green: Self.byte(green, outOf: 1), blue: Self.byte(blue, outOf: 1),
        alpha: alpha)
    }
  }

  /// CSS Color 4's `hslToRgb`: each channel in 0...1 from a hue in degrees (any turn) and a
  /// saturation and lightness in 0...1.
  private static func rgb(
    hue: Double, saturation: Double, lightness: Double
  ) -> (red: Double, green: Double, blue: Double) {
    var turned = hue.truncatingRemainder(dividingBy: 360)
    if turned < 0 { turned += 360 }
    let amount = saturation * min(lightness, 1 - lightness)
    func channel(_ offset: Double) -> Double {
      let k = (offset + turned / 30).truncatingRemainder(dividingBy: 12)
      return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  /// Clamps `value` to 0...`full` and scales it to a byte, rounding half up (0.5 of 1 → 128).
  ///
  /// Multiplying before dividing keeps exact halves such as 127.5 exact, so they round up.
  private static func byte(_ value: Double, outOf full: Double) -> UInt8 {
    let clamped = value.isNaN ? 0 : min(max(value, 0), full)
    return UInt8((clamped * 255 / full).rounded(.toNearestOrAwayFromZero))
  }

  private mutating func tokenize() throws(CSSError) -> [Token] {
    var tokens: [Token] = []
    while index < end {
      let scalar = scalars[index]
      if isCSSWhitespace(scalar) {
        index += 1
      } else if scalar == ")" {
        if index + 1 < end {
          let rest = SVGColorParser.string(scalars, (index + 1)..<end)
          throw SVGColorParser.error("unexpected text after ')'", text: rest, at: index + 1)
        }
        return tokens
      } else if scalar == "," || scalar == "/" {
        tokens.append(Token(kind: scalar == "," ? .comma : .slash, offset: index, end: index + 1))
        index += 1
      } else {
        tokens.append(try number())
      }
    }
    throw SVGColorParser.error("missing ')'", text: "", at: end)
  }

  /// A CSS number, optionally followed by `%`; any other unit is rejected.
  private mutating func number() throws(CSSError) -> Token {
    let begin = index
    if index < end, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if index < end, scalars[index] == "." {
      index += 1
      fractionDigits = skipDigits()
    }
    if integerDigits + fractionDigits == 0 || (index > begin && scalars[index - 1] == ".") {
      throw SVGColorParser.error("expected a number", text: word(from: begin), at: begin)
    }
    if index < end, scalars[index] == "e" || scalars[index] == "E" {
      var lookahead = index + 1
      if lookahead < end, scalars[lookahead] == "+" || scalars[lookahead] == "-" { lookahead += 1 }
      if lookahead < end, isDigit(scalars[lookahead]) {
        index = lookahead
        _ = skipDigits()
      }
    }
    let text = SVGColorParser.string(scalars, begin..<index)
    guard let value = Double(text) else {
      throw SVGColorParser.error("expected a number", text: text, at: begin)
    }
    // 1e999 reads as infinity, and an infinite hue has no angle (it painted white).
    guard value.isFinite else {
      throw SVGColorParser.error("number out of range", text: text, at: begin)
    }
    if index < end, scalars[index] == "%" {
      index += 1
      return Token(kind: .percentage(value), offset: begin, end: index)
    }
    if index < end, !isCSSWhitespace(scalars[index]), ![",", "/", ")"].contains(scalars[index]) {
      let spelled = word(from: begin)
      let stop = begin + spelled.unicodeScalars.count
      let unit = SVGColorParser.string(scalars, index..<stop)
      if model == .hsl, let degrees = Self.degrees(value, unit: unit) {
        index = stop
        return Token(kind: .angle(degrees: degrees), offset: begin, end: stop)
      }
      throw SVGColorParser.error(
        "unexpected unit in \(MessageQuotation.quoted(spelled))", text: spelled, at: begin)
    }
    return Token(kind: .number(value), offset: begin, end: index)
  }

  /// `value` in `unit` (any case) as degrees, or `nil` when `unit` is not an angle unit.
  private static func degrees(_ value: Double, unit: String) -> Double? {
    switch unit.lowercased() {
    case "deg": value
    case "rad": value * 180 / Double.pi
    case "grad": value * 0.9
    case "turn": value * 360
    default: nil
    }
  }

  private mutating func skipDigits() -> Int {
    var count = 0
    while index < end, isDigit(scalars[index]) {
      index += 1
      count += 1
    }
    return count
  }

  private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  /// The run of scalars from `begin` up to the next separator, for error messages.
  private func word(from begin: Int) -> String {
    var stop = begin
    while stop < end, !isCSSWhitespace(scalars[stop]), ![",", "/", ")"].contains(scalars[stop]) {
      stop += 1
    }
    return SVGColorParser.string(scalars, begin..<max(stop, min(begin + 1, end)))
  }

  private func failure(_ problem: String, _ token: Token) -> CSSError {
    SVGColorParser.error(problem, text: text(of: token), at: token.offset)
  }

  private func text(of token: Token) -> String {
    SVGColorParser.string(scalars, token.offset..<token.end)
  }
}
