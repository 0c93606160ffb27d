import SymbolGeometry

/// A path with its paint, in the coordinates of the group that holds it.
///
/// An element's own `transform` is never pre-applied to the geometry: it goes on a wrapper
/// group, so a non-uniform scale still distorts the stroke the way SVG draws it.
public struct SVGPathNode: Sendable {
  /// The geometry in user space.
  public var path: Path
  /// How the interior is painted, or `nil` for `fill="none"`.
  public var fill: SVGFill?
  /// How the outline is painted, or `nil` for `stroke="none"` or a zero width.
  public var stroke: SVGStroke?
  /// The element the path comes from (for a `use`, the element it instantiates), so that
  /// an error in drawing it can name it; `nil` for paths built in code.
  public var source: SVGElementLocation?
  /// Which of the fill and the stroke is painted first.
  public var paintOrder: SVGPaintOrder = .fillThenStroke

  /// Creates a path node; by default the fill is painted first, as SVG's `normal` order.
  public init(
    path: Path, fill: SVGFill?, stroke: SVGStroke?, source: SVGElementLocation? = nil,
    paintOrder: SVGPaintOrder = .fillThenStroke
  ) {
    self.path = path
    self.fill = fill
    self.stroke = stroke
    self.source = source
    self.paintOrder = paintOrder
  }
}
