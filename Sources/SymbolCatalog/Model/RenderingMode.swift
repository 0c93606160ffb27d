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

  /// The name, e.g. `hierarchical`.
  public var description: String { rawValue }
}
