import SymbolCatalog
import SymbolGeometry
import SymbolRaster

/// Places a catalog drawing in points: picks the masters for the scale, matches the stroke
/// weight, scales about the middle of the cap-height band and converts strokes to outlines.
///
/// The rules (DESIGN.md, "Weights", "Scales", "Point size"):
/// - Capline − Baseline of the drawn masters maps to the text's cap height,
///   `pointSize · capHeightPerEm` points, which fixes `unitsPerPoint`.
/// - The glyph is scaled by `scale.factor / drawnScale.factor` (and by `extraFactor` inside a
///   synthesised enclosure) about the middle of the cap-height band and of the margins.
/// - Scaling changes size, not stroke weight: the stem stays the weight's stem in points.
///   Centre-lines are stroked at that width after scaling; outline masters are
///   re-interpolated at the weight whose estimated stem, scaled, equals it, extrapolated
///   beyond the Ultralight and Black masters when the scale or the font asks for a lighter
///   or heavier stem than they have (within `SymbolGlyph.stemExtrapolationLimits`). The
///   geometry's `stemWidth` is the stem measured on what is drawn. Outline masters of
///   solid shapes, which have no stem (`StemEstimator`), are drawn at the requested weight
///   and only scaled, with a `stemWidth` of 0.
/// - The stem is the font's measured stem at this point size when a font with a stem is
///   given (times the weight's stroke ratio relative to the font's weight class when a weight
///   is requested explicitly), otherwise the design's own stem at the requested weight.
struct GlyphPlacement {
  var pointSize: Double
  var capHeightPerEm: Double
  var scale: SymbolScale
  var weight: SymbolWeight
  /// Whether the weight was requested rather than taken from the font's weight class.
  var weightIsExplicit: Bool
  var font: SymbolFontMetrics?
  /// An additional size factor, used to fit a glyph inside an enclosure.
  var extraFactor: Double = 1
  /// A factor on the stem, for a glyph shrunk into an enclosure: it is the same drawing
  /// made smaller, so its strokes shrink with it (a full-weight stem would fill a shrunken
  /// glyph's counters at heavy weights), while the enclosure's own ring keeps the weight's.
  var stemFactor: Double = 1
  /// Stroke outlining tolerance in points (``strokeTolerance(pointSize:)``).
  var tolerance: Double

  /// The tolerance strokes are outlined with: 1/10 000 of the point size (0.0017 pt at 17 pt).
  ///
  /// The stroker turns centre-lines into polygons, so stroked outlines are the one place
  /// where the draw list holds flattened curves (fills keep their Béziers, which SVG and
  /// PDF write as curves). The tolerance depends only on the point size, never on the
  /// rasterisation scale, so the vector outputs are the same drawing at every scale and a
  /// symbol's outline deviates from the true curve by at most 0.01% of its em: a 17-point
  /// symbol zoomed to fill a 4000-pixel screen is off by under half a pixel, and a PNG at
  /// any accepted size by at most 0.1 px for ems below 1000 px.
  static func strokeTolerance(pointSize: Double) -> Double {
    pointSize * 1e-4
  }

  /// The placed geometry of `glyph`; throws when a stroke's outline would pass the
  /// stroker's limit (a centre-line of millions of vertices).
  func place(_ glyph: SymbolGlyph) throws(StrokeError) -> GlyphGeometry {
    let atWeight = glyph.interpolated(weight: weight, scale: scale)
    let master = atWeight.masters.first
    let drawnScale = master?.scale ?? scale
    let guides = master?.guides ?? SymbolGuides(capHeight: 1, leftMargin: 0, rightMargin: 0)
    let capPoints = pointSize * capHeightPerEm
    let unitsToPoints = capPoints / max(guides.capHeight, 1e-9)
    let factor = scale.factor / drawnScale.factor * extraFactor
    let measuredStem = atWeight.estimatedStemWidth()
    let designStem = measuredStem ?? guides.capHeight * 0.1
    // Centre-lines carry the Regular width; outline masters already have the weight's stem.
    let weightRatio = glyph.design == .centerline ? weight.strokeRatio : 1
    let stem = targetStem(designStem: designStem * weightRatio, unitsToPoints: unitsToPoints)

    var placed = atWeight
    var strokeScale = 1.0
    // What is drawn: the target, except where outline masters cannot reach it.
    var drawnStem = stem
    switch glyph.design {
    case .outlineMasters:
      // The glyph is enlarged by `factor` after matching, so it needs a stem of
      // stem / factor in design units; beyond the end masters that means extrapolating.
      // Solid shapes have no stem to match (see `StemEstimator`): the weight picks the
      // masters' drawing, the scale sizes it, and the stem reported is 0. Nor does a design
      // with no stem at some weight match: the drawing at the weight asked for is drawn.
      let toPoints = unitsToPoints * factor
      if measuredStem != nil,
        let matched = glyph.interpolated(matchingStemWidth: stem / toPoints, scale: scale, preferring: weight)
      {
        placed = matched.glyph
        drawnStem = matched.stemWidth * toPoints
      } else {
        drawnStem = (measuredStem ?? 0) * toPoints
      }
    case .centerline:
      strokeScale = stem / max(designStem * unitsToPoints, 1e-12)
    }
    let placedGuides = placed.masters.first?.guides ?? guides
    let center = Point(
      0.5 * (placedGuides.leftMargin + placedGuides.rightMargin), -0.5 * placedGuides.capHeight)
    let transform = Transform.translation(-center.x, -center.y)
      .then(.scale(factor))
      .then(.translation(center.x, center.y))
      .then(.scale(unitsToPoints))

    var layers: [GlyphGeometry.Layer] = []
    for layer in placed.layers {
      var shapes: [GlyphGeometry.Shape] = []
      for shape in layer.shapes {
        guard let path = shape.paths.first else { continue }
        let moved = path.transformed(by: transform)
        switch shape.style {
        case .fill(let evenOdd):
          shapes.append(.init(path: moved, rule: evenOdd ? .evenOdd : .nonZero, multicolor: shape.multicolor))
        case .stroke(var style):
          style.width = style.width * unitsToPoints * strokeScale
          style.dashes = style.dashes.map { $0 * unitsToPoints * factor }
          style.dashOffset *= unitsToPoints * factor
          let outline = try moved.stroked(style, tolerance: tolerance)
          shapes.append(.init(path: outline, rule: .nonZero, multicolor: shape.multicolor))
        }
      }
      layers.append(
        .init(
          level: layer.level, threshold: layer.variableThreshold, clearsBehind: layer.clearsBehind,
          shapes: shapes))
    }
    return GlyphGeometry(
      layers: layers,
      leftMargin: transform.apply(Point(placedGuides.leftMargin, 0)).x,
      rightMargin: transform.apply(Point(placedGuides.rightMargin, 0)).x,
      // The text's baseline: scaling moves the glyph, not the line it sits beside.
      baselineY: 0,
      capCenterY: center.y * unitsToPoints,
      capHeight: capPoints, stemWidth: drawnStem,
      hasHierarchicalAnnotations: glyph.hasHierarchicalAnnotations,
      hasMulticolorAnnotations: glyph.hasMulticolorAnnotations)
  }

  /// The stem in points: the font's stem when known, else the design's; times
  /// `stemFactor`.
  func targetStem(designStem: Double, unitsToPoints: Double) -> Double {
    if let font, let fontStem = font.stemWidth, fontStem > 0 {
      var ratio = 1.0
      if weightIsExplicit {
        ratio = weight.strokeRatio / font.weight.strokeRatio
      }
      return fontStem / font.unitsPerEm * pointSize * ratio * stemFactor
    }
    return designStem * unitsToPoints * stemFactor
  }
}
