/// A symbol scale relative to the text it sits beside (DESIGN.md, "Scales").
public enum SymbolScale: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// 0.783 times the medium glyph size.
  case small
  /// The reference size.
  case medium
  /// 1.29 times the medium glyph size.
  case large

  /// The size relative to medium: 0.783, 1.0, 1.29.
  public var factor: Double {
    switch self {
    case .small: 0.783
    case .medium: 1.0
    case .large: 1.29
    }
  }

  /// The letter SF Symbols templates use in group names (`Regular-S`): S, M or L.
  public var templateLetter: Character {
    switch self {
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    }
  }

  /// Reads `small`, `medium` or `large` (case-insensitive), or the template letters S, M, L.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "small", "s": self = .small
    case "medium", "m": self = .medium
    case "large", "l": self = .large
    default: return nil
    }
  }

  /// What a scale option accepts, for error messages.
  public static let acceptedSyntax = "small, medium, large"

  /// `small`, `medium` or `large`.
  public var description: String { rawValue }
}
