import SymbolGeometry

/// Where a symbol image sits relative to text, in points (DESIGN.md, "Point size,
/// alignment, baseline").
public struct SymbolImageMetrics: Hashable, Sendable {
  /// The alignment rect in image coordinates (points, y down): the glyph's bounds widened
  /// to the left and right margin guides. The SVG and PDF span exactly this rect, so its
  /// origin is (0, 0); a PNG is drawn from its top-left corner and rounded up to whole
  /// pixels (`pixelWidth`, `pixelHeight`).
  public var alignmentRect: Rect
  /// The distance from the alignment rect's bottom up to the baseline, in points (negative
  /// when the glyph sits entirely above the baseline). Place the rect with its bottom this
  /// far below the text baseline; in a PNG the baseline lies (rect height − this) × scale
  /// pixels below the top edge, as its height is rounded up to whole pixels.
  public var baselineOffset: Double
  /// The cap height of the text the symbol matches, in points.
  public var capHeight: Double
  /// The stroke (stem) width the symbol is drawn with, in points: for an outlined
  /// enclosure (`*.circle`) its ring; inside any enclosure the glyph is shrunk, strokes and
  /// all, so a filled enclosure reports the glyph's thinner stem. 0 for outline masters of
  /// solid shapes (a disc, a square, a triangle), which have no stem: the weight picks
  /// their drawing and the scale sizes it.
  public var strokeWidth: Double
  /// Pixels per point.
  public var rasterizationScale: Double
  /// The raster width: ceil(alignment width × rasterisation scale), at most `Int32.max`,
  /// which stands for any width at least that large (far above what any output accepts).
  public var pixelWidth: Int
  /// The raster height: ceil(alignment height × rasterisation scale), at most `Int32.max`,
  /// as ``pixelWidth``.
  public var pixelHeight: Int

  /// Creates metrics.
  public init(
    alignmentRect: Rect, baselineOffset: Double, capHeight: Double, strokeWidth: Double,
    rasterizationScale: Double, pixelWidth: Int, pixelHeight: Int
  ) {
    self.alignmentRect = alignmentRect
    self.baselineOffset = baselineOffset
    self.capHeight = capHeight
    self.strokeWidth = strokeWidth
    self.rasterizationScale = rasterizationScale
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// The y of the baseline in image coordinates (points from the top).
  public var baselineY: Double { alignmentRect.maxY - baselineOffset }
}
