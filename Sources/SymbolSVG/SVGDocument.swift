/// A parsed SVG document, simplified to groups and painted paths (see `SVGReader`).
public struct SVGDocument: Sendable {
  /// The width of the viewport in px.
  ///
  /// Taken from the root `width` attribute (any absolute unit, converted at 96 px per inch);
  /// when it is absent or a percentage, derived from `height` and the view box's aspect ratio,
  /// else the view box width, else 100 (SVG's default viewport used by resvg as well).
  public var width: Double
  /// The height of the viewport in px; resolved like `width`.
  public var height: Double
  /// The content. Its transform maps user space (the view box) into the viewport.
  public var root: SVGGroup
  /// What was skipped while reading, in document order.
  public var warnings: [SVGWarning]

  /// Creates a document from its parts.
  public init(width: Double, height: Double, root: SVGGroup, warnings: [SVGWarning] = []) {
    self.width = width
    self.height = height
    self.root = root
    self.warnings = warnings
  }
}
