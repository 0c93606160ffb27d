/// An SVG length such as `12`, `9pt`, `2.54cm`, `1em` or `50%`, kept with its unit so that
/// font-relative and viewport-relative values can be resolved later by the caller.
///
/// Absolute units convert to user units (px) at CSS's 96 dpi: 1in = 96px, 1pt = 4/3 px,
/// 1pc = 16px, 1cm = 96/2.54 px and 1mm = 96/25.4 px. `ex` is half an `em`: CSS's value
/// when no font's x-height is at hand, and no font is consulted here.
public struct SVGLength: Hashable, Sendable, CustomStringConvertible {
  /// The font size, in px, that `em` resolves against when the caller has none: CSS's `medium`.
  public static let defaultFontSize: Double = 16

  /// The units accepted after the number, as error messages list them.
  static let acceptedUnits = "accepted: px, pt, pc, in, cm, mm, em, ex, %, or no unit"

  /// The number as written, before any unit conversion.
  public var value: Double
  /// The unit written after the number.
  public var unit: Unit

  /// Creates a length from a number and a unit.
  public init(_ value: Double, _ unit: Unit = .none) {
    self.value = value
    self.unit = unit
  }

  /// A length in user units (px).
  public static func pixels(_ value: Double) -> SVGLength { SVGLength(value, .px) }

  /// A percentage of a reference length the caller chooses, such as the viewport width.
  public static func percentage(_ value: Double) -> SVGLength { SVGLength(value, .percent) }

  /// Whether the length is a percentage, which only the caller can resolve.
  public var isPercentage: Bool { unit == .percent }

  /// Whether the number is below zero.
  public var isNegative: Bool { value < 0 }

  /// The length in px, resolving `em` and `ex` against `fontSize`; `nil` for a percentage,
  /// whose reference length only the caller knows (use `resolved(percentageOf:fontSize:)`).
  public func pixels(fontSize: Double = SVGLength.defaultFontSize) -> Double? {
    switch unit {
    case .percent: nil
    case .em, .ex: unit.pixels(value) * fontSize
    default: unit.pixels(value)
    }
  }

  /// The length in px, taking a percentage of `reference` (for example the viewport width,
  /// height, or normalised diagonal, as the attribute dictates) and resolving `em` and `ex`
  /// against `fontSize`.
  public func resolved(
    percentageOf reference: Double, fontSize: Double = SVGLength.defaultFontSize
  ) -> Double {
    pixels(fontSize: fontSize) ?? value / 100 * reference
  }

  /// The length as SVG would write it, such as `2.5mm` or `50%`.
  public var description: String {
    let number =
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return number + unit.rawValue
  }

  /// Parses a length; whitespace around it is ignored and unit names are case-insensitive.
  public static func parse(_ text: String) throws(SVGAttributeError) -> SVGLength {
    var scanner = SVGNumberScanner(text)
    scanner.skipWhitespace()
    guard scanner.startsNumber else {
      throw scanner.error(
        "expected a length, found \(scanner.quotedCharacter(at: scanner.position))",
        at: scanner.position, hint: acceptedUnits)
    }
    let value = try scanner.number("in length")
    let unitOffset = scanner.position
    let unit: Unit
    if scanner.consume(UInt8(ascii: "%")) {
      unit = .percent
    } else if !(scanner.current.map(SVGNumberScanner.isLetter) ?? false) {
      // No letters: a bare number (no string to build and compare).
      unit = .none
    } else {
      let name = scanner.letters()
      guard let known = Unit(rawValue: name.lowercased()) else {
        throw scanner.error(
          "unknown unit \(MessageQuotation.quoted(name))", at: unitOffset, hint: acceptedUnits)
      }
      unit = known
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      let found = scanner.quotedCharacter(at: scanner.position)
      let problem =
        scanner.position == unitOffset
        ? "unknown unit \(found)" : "unexpected \(found) after the length"
      let hint = scanner.position == unitOffset ? acceptedUnits : nil
      throw scanner.error(problem, at: scanner.position, hint: hint)
    }
    return SVGLength(value, unit)
  }

  /// Parses a length that must not be negative, as for `width`, `height`, `r` or
  /// `stroke-width`; the error points at the number.
  public static func parseNonNegative(_ text: String) throws(SVGAttributeError) -> SVGLength {
    let length = try parse(text)
    return try length.nonNegative(in: text)
  }

  /// Returns `self` when it is not negative, and otherwise an error about `text`, the attribute
  /// value it came from, for callers that parse first and validate per attribute.
  public func nonNegative(in text: String) throws(SVGAttributeError) -> SVGLength {
    guard isNegative else { return self }
    var scanner = SVGNumberScanner(text)
    scanner.skipWhitespace()
    throw scanner.error(
      "negative length '\(description)' is not allowed here", at: scanner.position,
      hint: "expected a length of 0 or more")
  }
}

extension SVGLength {
  /// The units an SVG length may carry; the raw value is the suffix as written.
  public enum Unit: String, CaseIterable, Hashable, Sendable {
    /// A bare number, already in user units.
    case none = ""
    /// CSS pixels, equal to user units.
    case px
    /// Points, 1/72 inch.
    case pt
    /// Picas, 12 points.
    case pc
    /// Inches, 96 px.
    case `in`
    /// Centimetres.
    case cm
    /// Millimetres.
    case mm
    /// Multiples of the font size.
    case em
    /// Multiples of half the font size, CSS's stand-in for the x-height.
    case ex
    /// A percentage of a reference length chosen by the attribute.
    case percent = "%"

    /// How many px one unit is, at 96 dpi; `em`, `ex` and `%` are relative, so this is
    /// their factor against a font size or reference of 1px and callers resolve them
    /// separately.
    public var pixelsPerUnit: Double { ratio.multiplier / ratio.divisor }

    /// Converts `value` of this unit to px; `em`, `ex` and `%` as for `pixelsPerUnit`.
    ///
    /// Dividing first makes the defining amounts exact, `2.54cm`, `25.4mm`, `72pt` all give
    /// 96px, since `x / x` is exactly 1; multiplying first leaves `25.4mm` an ulp short.
    public func pixels(_ value: Double) -> Double {
      value / ratio.divisor * ratio.multiplier
    }

    /// The conversion to px as an exact fraction of two doubles.
    private var ratio: (multiplier: Double, divisor: Double) {
      switch self {
      case .none, .px, .em: (1, 1)
      case .ex: (1, 2)
      case .pt: (4, 3)
      case .pc: (16, 1)
      case .in: (96, 1)
      case .cm: (96, 2.54)
      case .mm: (96, 25.4)
      case .percent: (1, 100)
      }
    }
  }
}
