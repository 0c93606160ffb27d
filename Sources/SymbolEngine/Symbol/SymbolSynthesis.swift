import SymbolCatalog
import SymbolGeometry
import SymbolRaster

/// Builds the variants the engine synthesises (DESIGN.md, "Synthesised variants") from a
/// placed glyph, in points and at the current stem width, so they are right at every
/// weight.
///
/// - Slash: a round-capped bar from top-left to bottom-right across the glyph's bounds, and
///   beside it, towards the upper right, a gap of one stem width that erases the glyph so
///   the bar reads over it.
/// - Enclosure: a circle, rounded square or rounded rectangle sized from the cap height and
///   centred on the cap-height band; the glyph is scaled down to fit its inner box. Outlined
///   enclosures are stroked at the stem width; filled ones are solid with the glyph knocked
///   out as real holes (in hierarchical and palette modes the hole is then painted at the
///   glyph's own level, so the glyph stays visible in its colour over the lighter shape).
///   The enclosure is the secondary level.
enum SymbolSynthesis {
  /// Outer size of an enclosure relative to the scaled cap height, and the share of it the
  /// glyph may fill.
  struct EnclosureProportions {
    var width: Double
    var height: Double
    var cornerRadius: Double
    var fitWidth: Double
    var fitHeight: Double

    static func of(_ shape: SymbolVariants.Shape) -> EnclosureProportions {
      switch shape {
      case .circle: .init(width: 1.5, height: 1.5, cornerRadius: 0.75, fitWidth: 0.84, fitHeight: 0.84)
      case .square: .init(width: 1.42, height: 1.42, cornerRadius: 0.32, fitWidth: 0.86, fitHeight: 0.86)
      case .rectangle: .init(width: 1.84, height: 1.32, cornerRadius: 0.28, fitWidth: 1.2, fitHeight: 0.8)
      }
    }
  }

  /// `glyph` with a slash across it.
  static func slashed(_ glyph: GlyphGeometry, tolerance: Double) -> GlyphGeometry {
    guard let bounds = glyph.visibleBounds else { return glyph }
    let half = 0.5 * max(bounds.width, bounds.height)
    let center = bounds.center
    let start = Point(center.x - half, center.y - half)
    let end = Point(center.x + half, center.y + half)
    let stem = glyph.stemWidth
    // Up-right normal in y-down coordinates; the gap sits one stem from the bar's axis.
    let normal = Vector(stem / 2.squareRoot(), -stem / 2.squareRoot())
    var bar = Path()
    bar.move(to: start)
    bar.line(to: end)
    var gap = Path()
    gap.move(to: start + normal)
    gap.line(to: end + normal)
    let barStyle = StrokeStyle(width: stem, cap: .round, join: .round)
    let gapStyle = StrokeStyle(width: stem, cap: .round, join: .round)
    var result = glyph
    result.layers.append(
      .init(
        level: .primary, threshold: nil, clearsBehind: false,
        shapes: [.init(path: gap.stroked(gapStyle, tolerance: tolerance), rule: .nonZero, multicolor: nil)],
        isSynthesised: true, role: .knockout(revealedInLayeredModes: false)))
    result.layers.append(
      .init(
        level: .primary, threshold: nil, clearsBehind: false,
        shapes: [.init(path: bar.stroked(barStyle, tolerance: tolerance), rule: .nonZero, multicolor: nil)],
        isSynthesised: true))
    return result
  }

  /// The glyph `place` returns, fitted into an enclosure of `shape`. `place` receives the
  /// factor the glyph must be scaled by (1 on the first call, used for measuring).
  static func enclosed(
    shape: SymbolVariants.Shape, filled: Bool, scaleFactor: Double, tolerance: Double,
    place: (Double) -> GlyphGeometry
  ) -> GlyphGeometry {
    let proportions = EnclosureProportions.of(shape)
    let measured = place(1)
    let size = measured.capHeight * scaleFactor
    let outerWidth = proportions.width * size
    let outerHeight = proportions.height * size
    var factor = 1.0
    if let bounds = measured.visibleBounds, bounds.width > 0, bounds.height > 0 {
      factor = min(
        1, proportions.fitWidth * size / bounds.width, proportions.fitHeight * size / bounds.height)
    }
    var glyph = factor < 1 ? place(factor) : measured
    let center = Point(0.5 * (glyph.leftMargin + glyph.rightMargin), glyph.capCenterY)
    if let bounds = glyph.visibleBounds {
      glyph = glyph.transformed(by: .translation(center.x - bounds.center.x, center.y - bounds.center.y))
      glyph.leftMargin = center.x - 0.5 * outerWidth
      glyph.rightMargin = center.x + 0.5 * outerWidth
    }
    let stem = glyph.stemWidth
    var enclosure = Path()
    if filled {
      enclosure = outline(of: shape, center: center, width: outerWidth, height: outerHeight, proportions)
    } else {
      let centreLine = outline(
        of: shape, center: center, width: outerWidth - stem, height: outerHeight - stem, proportions)
      enclosure = centreLine.stroked(StrokeStyle(width: stem, cap: .butt, join: .round), tolerance: tolerance)
    }
    let sidebearing = 0.04 * size
    glyph.leftMargin = center.x - 0.5 * outerWidth - sidebearing
    glyph.rightMargin = center.x + 0.5 * outerWidth + sidebearing
    var layers: [GlyphGeometry.Layer] = [
      .init(
        level: .secondary, threshold: nil, clearsBehind: false,
        shapes: [.init(path: enclosure, rule: .nonZero, multicolor: nil)], isSynthesised: true)
    ]
    for var layer in glyph.layers {
      if filled {
        switch layer.role {
        case .paint:
          layer.role = .knockout(revealedInLayeredModes: true)
        case .knockout:
          // A slash's gap inside a knocked-out glyph gives the enclosure back.
          layer = .init(
            level: .secondary, threshold: nil, clearsBehind: true, shapes: layer.shapes, isSynthesised: true)
        }
      }
      layers.append(layer)
    }
    glyph.layers = layers
    glyph.hasHierarchicalAnnotations = true
    return glyph
  }

  private static func outline(
    of shape: SymbolVariants.Shape, center: Point, width: Double, height: Double,
    _ proportions: EnclosureProportions
  ) -> Path {
    var builder = PathBuilder()
    let rect = Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    switch shape {
    case .circle:
      builder.ellipse(center: center, rx: width / 2, ry: height / 2)
    case .square, .rectangle:
      let radius = min(proportions.cornerRadius / proportions.height * height, height / 2, width / 2)
      builder.roundedRect(rect, rx: radius, ry: radius)
    }
    return builder.path
  }
}
