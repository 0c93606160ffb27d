/// A variant the engine may generate for a symbol when no file draws it (the manifest's
/// `synthesize` list).
///
/// There is no `fill` member: a `.fill` enclosure is allowed together with its shape, and
/// a filled symbol itself cannot be made from an outline one.
public enum SynthesisVariant: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A diagonal bar over the symbol.
  case slash
  /// A circle enclosure.
  case circle
  /// A rounded-square enclosure.
  case square
  /// A rounded-rectangle enclosure.
  case rectangle

  /// The accepted spellings, for error messages.
  public static let acceptedSyntax = "slash, circle, square, rectangle"

  /// The enclosure this variant stands for, or nil for slash.
  public var shape: SymbolVariants.Shape? {
    switch self {
    case .slash: nil
    case .circle: .circle
    case .square: .square
    case .rectangle: .rectangle
    }
  }

  /// The synthesis variant that allows enclosing a symbol in `shape`.
  public init(_ shape: SymbolVariants.Shape) {
    switch shape {
    case .circle: self = .circle
    case .square: self = .square
    case .rectangle: self = .rectangle
    }
  }

  /// The manifest spelling, e.g. `circle`.
  public var description: String { rawValue }
}
