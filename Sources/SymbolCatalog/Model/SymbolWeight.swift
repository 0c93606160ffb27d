/// A symbol weight: one of the nine named weights or any value in 100...900 (DESIGN.md,
/// "Weights").
public struct SymbolWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numeric weight, 100 (ultralight) to 900 (black).
  public let value: Double

  /// The valid numeric range.
  public static let range: ClosedRange<Double> = 100...900

  /// Ultralight, 100.
  public static let ultralight = SymbolWeight(uncheckedValue: 100)
  /// Thin, 200.
  public static let thin = SymbolWeight(uncheckedValue: 200)
  /// Light, 300.
  public static let light = SymbolWeight(uncheckedValue: 300)
  /// Regular, 400.
  public static let regular = SymbolWeight(uncheckedValue: 400)
  /// Medium, 500.
  public static let medium = SymbolWeight(uncheckedValue: 500)
  /// Semibold, 600.
  public static let semibold = SymbolWeight(uncheckedValue: 600)
  /// Bold, 700.
  public static let bold = SymbolWeight(uncheckedValue: 700)
  /// Heavy, 800.
  public static let heavy = SymbolWeight(uncheckedValue: 800)
  /// Black, 900.
  public static let black = SymbolWeight(uncheckedValue: 900)

  /// The nine named weights with their names, lightest first.
  public static let named: [(name: String, weight: SymbolWeight)] = [
    ("ultralight", .ultralight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]

  /// What a weight option accepts, for error messages.
  public static let acceptedSyntax =
    "ultralight, thin, light, regular, medium, semibold, bold, heavy, black, or a number in 100...900"

  private init(uncheckedValue: Double) { value = uncheckedValue }

  /// A weight from a number; `nil` unless it is finite and within 100...900.
  public init?(value: Double) {
    guard value.isFinite, Self.range.contains(value) else { return nil }
    self.value = value
  }

  /// Reads a weight name (case-insensitive, as listed in ``named``) or a decimal number in
  /// 100...900.
  ///
  /// Hexadecimal (`0x190`), which Swift's `Double(_:)` would read as 400, is refused: no
  /// weight is written that way, and a reader of the text would not take it for one.
  public init?(parsing text: String) {
    let lowered = text.lowercased()
    let unsigned = lowered.first == "+" || lowered.first == "-" ? lowered.dropFirst() : lowered[...]
    if let match = Self.named.first(where: { $0.name == lowered }) {
      self = match.weight
    } else if !unsigned.hasPrefix("0x"), let number = Double(text) {
      self.init(value: number)
    } else {
      return nil
    }
  }

  /// The name when the value is one of the nine named weights, else the number.
  public var description: String {
    if let match = Self.named.first(where: { $0.weight.value == value }) { return match.name }
    return value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Orders by value.
  public static func < (lhs: SymbolWeight, rhs: SymbolWeight) -> Bool { lhs.value < rhs.value }
}

extension SymbolWeight {
  /// The stroke thickness at this weight relative to Regular (1.0), for centre-line
  /// designs and for matching a font's stem.
  ///
  /// The table follows the stem progression of common text families (ultralight about a
  /// third of regular, black about twice); values between named weights interpolate
  /// linearly.
  public var strokeRatio: Double {
    let table: [Double] = [0.35, 0.52, 0.76, 1.0, 1.16, 1.34, 1.53, 1.76, 2.0]
    let position = (value - 100) / 100
    let lower = min(Int(position.rounded(.down)), table.count - 2)
    let t = position - Double(lower)
    return table[lower] + (table[lower + 1] - table[lower]) * t
  }
}
