/// A symbol drawing as read from one catalog file: masters, guides and annotated layers.
///
/// Coordinates are design units with y growing downwards, the baseline at y = 0 and the
/// capline at y = −capHeight of the master; x is as drawn, relative to the same origin
/// for every master of a scale, so masters interpolate point by point.
public struct SymbolGlyph: Hashable, Sendable {
  /// How weight changes the drawing.
  public enum Design: Hashable, Sendable {
    /// Filled outlines in several masters (Ultralight, Regular, Black, ...) with identical
    /// structure, interpolated piecewise-linearly in weight value.
    case outlineMasters
    /// One master of stroked centre-lines; the stroke width follows the weight.
    case centerline
  }

  /// The full symbol name this file draws (`bell.slash.fill`).
  public var name: String
  /// How weight changes the drawing.
  public var design: Design
  /// The masters, sorted by scale then weight. Every shape has one path per master.
  public var masters: [SymbolMaster]
  /// The layers in drawing order (increasing index).
  public var layers: [SymbolLayer]
  /// Whether any shape carries `hierarchical-N:<level>` classes (hierarchical and palette
  /// modes need them; without them those modes render monochrome).
  public var hasHierarchicalAnnotations: Bool
  /// Whether any shape carries `multicolor-N:<colour>` classes.
  public var hasMulticolorAnnotations: Bool
  /// The file the glyph was read from.
  public var source: SourceLocation

  /// Creates a glyph.
  public init(
    name: String, design: Design, masters: [SymbolMaster], layers: [SymbolLayer],
    hasHierarchicalAnnotations: Bool, hasMulticolorAnnotations: Bool, source: SourceLocation
  ) {
    self.name = name
    self.design = design
    self.masters = masters
    self.layers = layers
    self.hasHierarchicalAnnotations = hasHierarchicalAnnotations
    self.hasMulticolorAnnotations = hasMulticolorAnnotations
    self.source = source
  }

  /// The layers that take part in variable values, in order; a layer's position in this
  /// array is its variable index.
  public var variableLayers: [SymbolLayer] { layers.filter(\.isVariable) }
}
