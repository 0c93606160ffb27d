import SymbolGeometry

/// The rule that decides which regions of a self-intersecting path are inside, as SVG's
/// `fill-rule`.
public enum SVGFillRule: String, Hashable, Sendable, CaseIterable {
  /// Inside where the winding number is not zero (SVG's default).
  case nonzero
  /// Inside where an odd number of edges is crossed.
  case evenodd
}

/// A fill: the paint, its opacity and the fill rule.
public struct SVGFill: Hashable, Sendable {
  /// What to paint with; never `.none` (a fill of none is a `nil` fill). `currentColor`
  /// stays symbolic where no element sets `color`, so the renderer can substitute the
  /// requested foreground colour.
  public var paint: SVGPaint
  /// `fill-opacity`, in 0...1.
  public var opacity: Double
  /// `fill-rule`.
  public var rule: SVGFillRule

  /// Creates a fill; the defaults are SVG's initial values apart from the paint.
  public init(paint: SVGPaint, opacity: Double = 1, rule: SVGFillRule = .nonzero) {
    self.paint = paint
    self.opacity = opacity
    self.rule = rule
  }
}

/// A stroke: the paint, its opacity and the geometry of the outline.
public struct SVGStroke: Hashable, Sendable {
  /// What to paint with; never `.none`. `currentColor` stays symbolic where no element
  /// sets `color`.
  public var paint: SVGPaint
  /// `stroke-opacity`, in 0...1.
  public var opacity: Double
  /// Width, caps, joins, miter limit and dashes, in user space.
  public var style: StrokeStyle

  /// Creates a stroke.
  public init(paint: SVGPaint, opacity: Double = 1, style: StrokeStyle = StrokeStyle()) {
    self.paint = paint
    self.opacity = opacity
    self.style = style
  }
}
