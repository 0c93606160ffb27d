import SymbolGeometry

/// Light or dark appearance, which picks the variant of a system colour.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  /// The light appearance (dark content on light backgrounds).
  case light
  /// The dark appearance.
  case dark

  /// The foreground when none is given, as text in this appearance is drawn: black in the
  /// light appearance, white in the dark.
  public var defaultForeground: Color { self == .dark ? .white : .black }
}

/// The named system colours multicolor layers and colour options may use (DESIGN.md,
/// "Rendering modes"), each with a light and a dark value.
public enum SystemColor: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Red: #FF3B30 light, #FF453A dark.
  case systemRed
  /// Orange: #FF9500 light, #FF9F0A dark.
  case systemOrange
  /// Yellow: #FFCC00 light, #FFD60A dark.
  case systemYellow
  /// Green: #34C759 light, #30D158 dark.
  case systemGreen
  /// Mint: #00C7BE light, #63E6E2 dark.
  case systemMint
  /// Teal: #30B0C7 light, #40C8E0 dark.
  case systemTeal
  /// Cyan: #32ADE6 light, #64D2FF dark.
  case systemCyan
  /// Blue: #007AFF light, #0A84FF dark.
  case systemBlue
  /// Indigo: #5856D6 light, #5E5CE6 dark.
  case systemIndigo
  /// Purple: #AF52DE light, #BF5AF2 dark.
  case systemPurple
  /// Pink: #FF2D55 light, #FF375F dark.
  case systemPink
  /// Brown: #A2845E light, #AC8E68 dark.
  case systemBrown
  /// Gray: #8E8E93 in both appearances.
  case systemGray

  /// Reads a system colour name; Apple's `...Color` spelling (`systemRedColor`, as exported
  /// SF Symbols templates write it) is accepted too. Catalog files keep the exact spelling;
  /// `ignoringCase` reads it in any case, as colour options read the CSS names.
  public init?(name: String, ignoringCase: Bool = false) {
    let spelled = ignoringCase ? name.lowercased() : name
    let suffix = ignoringCase ? "color" : "Color"
    let trimmed = spelled.hasSuffix(suffix) ? String(spelled.dropLast(suffix.count)) : spelled
    let match = SystemColor.allCases.first {
      (ignoringCase ? $0.rawValue.lowercased() : $0.rawValue) == trimmed
    }
    guard let match else { return nil }
    self = match
  }

  /// The colour in the given appearance.
  public func color(in appearance: Appearance) -> Color {
    let (light, dark): (UInt32, UInt32) =
      switch self {
      case .systemRed: (0xFF3B30, 0xFF453A)
      case .systemOrange: (0xFF9500, 0xFF9F0A)
      case .systemYellow: (0xFFCC00, 0xFFD60A)
      case .systemGreen: (0x34C759, 0x30D158)
      case .systemMint: (0x00C7BE, 0x63E6E2)
      case .systemTeal: (0x30B0C7, 0x40C8E0)
      case .systemCyan: (0x32ADE6, 0x64D2FF)
      case .systemBlue: (0x007AFF, 0x0A84FF)
      case .systemIndigo: (0x5856D6, 0x5E5CE6)
      case .systemPurple: (0xAF52DE, 0xBF5AF2)
      case .systemPink: (0xFF2D55, 0xFF375F)
      case .systemBrown: (0xA2845E, 0xAC8E68)
      case .systemGray: (0x8E8E93, 0x8E8E93)
      }
    let rgb = appearance == .light ? light : dark
    return Color(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
  }

  /// The name, e.g. `systemRed`.
  public var description: String { rawValue }
}
