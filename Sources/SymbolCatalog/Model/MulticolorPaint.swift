import SymbolGeometry

/// The paint a layer carries for multicolor rendering (`multicolor-N:<colour>` classes).
public enum MulticolorPaint: Hashable, Sendable, CustomStringConvertible {
  /// Takes the foreground colour (any of `tintNames`).
  case tint
  /// A named system colour, which differs between light and dark appearance.
  case system(SystemColor)
  /// A fixed colour (a CSS colour such as `#ff0000` or `white`).
  case fixed(Color)

  /// The names of the foreground colour after `multicolor-N:`: Apple's tint and accent
  /// spellings, and `currentColor` / `foreground` as the colour options spell it.
  public static let tintNames: Set<String> = [
    "tint", "tintColor", "accent", "accentColor", "currentColor", "foreground",
  ]

  /// The names accepted after `multicolor-N:`, for error messages.
  public static let acceptedSyntax =
    "tint, tintColor, accent, accentColor, currentColor, foreground, a system colour (systemRed ... systemGray, optionally"
    + " with the Color suffix), or a CSS colour (#rgb, #rrggbb, a CSS colour name)"

  /// The concrete colour given the foreground colour and the appearance.
  public func color(foreground: Color, appearance: Appearance) -> Color {
    switch self {
    case .tint: foreground
    case .system(let color): color.color(in: appearance)
    case .fixed(let color): color
    }
  }

  /// The name as written in a class (`tint`, `systemRed`, `#RRGGBB`).
  public var description: String {
    switch self {
    case .tint: "tint"
    case .system(let color): color.rawValue
    case .fixed(let color): color.description
    }
  }
}
