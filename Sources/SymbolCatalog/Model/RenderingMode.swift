/// How a symbol's layers are coloured (DESIGN.md, "Rendering modes").
public enum RenderingMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Every layer in the foreground colour.
  case monochrome
  /// The foreground colour at opacity 1.0 / 0.5 / 0.25 for primary / secondary / tertiary.
  case hierarchical
  /// A layer at level i takes palette colour min(i, count − 1).
  case palette
  /// Each layer's own paint; tint layers take the foreground colour.
  case multicolor

  /// What a mode option accepts, for error messages.
  public static let acceptedSyntax = "monochrome, hierarchical, palette, multicolor"

  /// Reads a mode's name in any case (`Hierarchical`), as `SymbolWeight(parsing:)` and
  /// `SymbolScale(parsing:)` read theirs; `nil` when `text` names no mode.
  public init?(parsing text: String) {
    self.init(rawValue: text.lowercased())
  }

  /// The name, e.g. `hierarchical`.
  public var description: String { rawValue }
}
