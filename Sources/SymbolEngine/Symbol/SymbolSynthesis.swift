import SymbolCatalog
import SymbolGeometry
import SymbolRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds the variants the engine synthesises (DESIGN.md, "Synthesised variants") from a
/// placed glyph, in points, so they are right at every weight.
///
/// Strokes the engine adds (an enclosure's ring, a slash's bar) take their width from the
/// weight, like the catalog's own strokes: the weight's stroke ratio times the catalog's
/// regular stem, or the font's stem when a font is given (``weightStem(_:)``). A glyph's
/// measured stem varies from drawing to drawing (an outline-master template measures 5.1 pt
/// at 17 pt black). The widths do not change with the scale (DESIGN.md: scale changes size,
/// not stroke weight), so at heavy weights and the small scale a ring leaves less room: the
/// glyph is then fitted smaller, keeping ``minimumRingGapShare`` clear of the ring.
///
/// - Slash: a round-capped bar at 45° from top-left to bottom-right, centred on the glyph,
///   as tall as the glyph's longer side but never taller than its cap-height band and kept
///   within that band (a wide glyph would otherwise push the bar past the capline and the
///   baseline). Beside it, towards the upper right, a gap that grows with the glyph's size,
///   not its weight, is cut out of the glyph's geometry
///   (``Path/subtracting(convexPolygon:tolerance:)``) rather than erased and painted back, so
///   no seam shows along it and a filled enclosure shows through it as it is.
/// - Enclosure: a circle, rounded square or rounded rectangle sized from the cap height and
///   centred on the cap-height band; the glyph is scaled down to fit its inner box, strokes
///   and all (a full-weight stem would fill a shrunken glyph's counters at heavy weights), so
///   the ring carries the weight's stroke and the geometry's `stemWidth` reports the ring
///   for outlined enclosures and the glyph's thinner stem for filled ones. Outlined
///   enclosures are a ring at the secondary level. Filled ones are solid with every glyph
///   layer knocked out as a real hole; monochrome keeps the pure knockout. In multicolor
///   mode the shape takes the paint of the glyph's first layer (``enclosurePaint(of:)``),
///   and every part painted in another colour is painted back into its hole in its own
///   colour, while parts of the shape's colour stay holes: `heart.circle.fill` is a red
///   disc with a heart-shaped hole, `trophy.circle.fill` an orange disc with a cup-shaped
///   hole and the brown base painted in. Were every part only a hole, as in monochrome, a
///   glyph of several colours would lose them all and draw exactly what monochrome draws.
///   In hierarchical and palette modes the glyph must stay readable against the solid
///   shape, which depends on the levels the glyph uses:
///   - a glyph at one level (`multiply`, `heart`) is painted back into its hole at that
///     level, over a secondary enclosure, as SF Symbols draws `xmark.circle.fill`: a dark
///     cross on a light disc in hierarchical mode, a white cross on a blue disc with the
///     palette white, blue;
///   - a glyph whose parts use several levels (`speaker.wave.3`: a primary speaker,
///     secondary waves) would lose the parts sharing the enclosure's level, so the enclosure
///     becomes primary, the glyph's primary parts stay holes, and its secondary and tertiary
///     parts are painted into their holes at their own level: the waves show at half
///     opacity, or in the second palette colour, between speaker-shaped holes.
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

  /// The catalog's regular stem relative to its cap height: Symbols/README.md draws
  /// centre-lines 7 units wide on the template's cap height of 70.459 units.
  static let regularStemPerCapHeight = 7 / 70.459

  /// The least room between an enclosure's ring and the glyph inside, as a share of the
  /// scaled cap height: a heavy ring (Black at the small scale in a square or a rectangle)
  /// would otherwise touch the glyph, so the glyph is fitted smaller instead of the ring
  /// being drawn thinner than the weight.
  static let minimumRingGapShare = 0.06

  /// The heaviest ring, as a share of the enclosure's shorter side: at a quarter the hole
  /// is half the shape. Only stems far heavier than Black reach it (a heavy font's, asked
  /// for an explicit heavier weight); the nine weights with the catalog's own stem stay
  /// below a fifth at every scale.
  static let maximumRingShare = 0.25

  /// The gap beside a slash's bar, as a share of the glyph's cap-height band: it follows
  /// the glyph's size (smaller inside an enclosure) rather than the weight, so the bar and
  /// gap no longer take two full stems on a shrunken glyph.
  static let gapShare = 0.055

  /// The stroke width of the weight in points: what `placement` gives the catalog's regular
  /// stem at its weight (the font's stem when a font is given).
  static func weightStem(_ placement: GlyphPlacement) -> Double {
    placement.targetStem(
      designStem: placement.weight.strokeRatio * regularStemPerCapHeight,
      unitsToPoints: placement.pointSize * placement.capHeightPerEm)
  }

  /// The height in points of `glyph`'s cap-height band as `placement` places it: the drawn
  /// masters' Capline − Baseline maps to the text's cap height and is then scaled like the
  /// glyph (by the symbol scale relative to the drawn one, and the enclosure's fit).
  static func capBandHeight(of glyph: SymbolGlyph, placement: GlyphPlacement) -> Double {
    let drawn =
      glyph.interpolated(weight: placement.weight, scale: placement.scale).masters.first?.scale
      ?? placement.scale
    return placement.pointSize * placement.capHeightPerEm * placement.scale.factor / drawn.factor
      * placement.extraFactor
  }

  /// `glyph` with a slash across it. `capBandHeight`, the height of the glyph's cap-height
  /// band (centred on its `capCenterY`), limits the bar and sizes the gap; without it the
  /// glyph's longer side stands in.
  static func slashed(
    _ glyph: GlyphGeometry, capBandHeight: Double?, placement: GlyphPlacement
  ) throws(StrokeError) -> GlyphGeometry {
    guard let box = glyph.visibleBounds else { return glyph }
    // As long as the glyph's longer side, as the bar crosses a square around it, but never
    // taller than the band (a wide glyph would push it past the capline and the baseline),
    // and moved into the band when the glyph sits partly outside it.
    let bandHeight = capBandHeight ?? max(box.width, box.height)
    let height = min(max(box.width, box.height), bandHeight)
    var centerY = box.center.y
    if capBandHeight != nil {
      let slack = (bandHeight - height) / 2
      centerY = min(max(centerY, glyph.capCenterY - slack), glyph.capCenterY + slack)
    }
    // The weight's stroke at every scale (DESIGN.md: scale changes size, not weight).
    let bar = weightStem(placement)
    let gap = gapShare * bandHeight
    // The centre-line runs at 45°; its round caps end on the top and bottom limits.
    let reach = max(0, (height - bar) / 2)
    let center = Point(box.center.x, centerY)
    let start = Point(center.x - reach, center.y - reach)
    let end = Point(center.x + reach, center.y + reach)
    // The cut-away region spans the bar and the gap on its upper-right side.
    let upRight = Vector(0.5.squareRoot(), -(0.5.squareRoot()))
    let cut = capsule(
      from: start + upRight * (gap / 2), to: end + upRight * (gap / 2), radius: (bar + gap) / 2,
      tolerance: placement.tolerance)
    var result = glyph
    for index in result.layers.indices {
      for shape in result.layers[index].shapes.indices {
        let path = result.layers[index].shapes[shape].path
        result.layers[index].shapes[shape].path = path.subtracting(
          convexPolygon: cut, tolerance: placement.tolerance)
      }
    }
    var axis = Path()
    axis.move(to: start)
    axis.line(to: end)
    let outline = try axis.stroked(
      StrokeStyle(width: bar, cap: .round, join: .round), tolerance: placement.tolerance)
    result.layers.append(
      .init(
        level: .primary, threshold: nil, clearsBehind: false,
        shapes: [.init(path: outline, rule: .nonZero, multicolor: nil)], isSynthesised: true))
    return result
  }

  /// The multicolor paint a filled enclosure of `glyph` takes: that of the glyph's first
  /// (bottom-most) painted outline, tint when it has none.
  ///
  /// The glyph is a hole in the enclosure, so the enclosure carries the glyph's colour, as
  /// SF Symbols draws its filled enclosures in multicolor: `heart.circle.fill` is a red
  /// disc with a heart cut out rather than a tint disc that loses the heart's colour. For a
  /// glyph of several colours the first layer stands for it, as the hierarchical
  /// enclosure takes the primary level; the parts painted otherwise are painted back into
  /// their holes (``GlyphGeometry/Role/knockout(revealedInLayeredModes:enclosurePaint:)``).
  static func enclosurePaint(of glyph: GlyphGeometry) -> MulticolorPaint {
    let first = glyph.layers.first { $0.role == .paint && !$0.shapes.isEmpty }?.shapes.first
    return first?.multicolor ?? .tint
  }

  /// The glyph `place` returns, fitted into an enclosure of `shape`. `place` receives the
  /// factor the glyph must be scaled by (1 on the first call, used for measuring); its
  /// errors pass through, and the ring's stroke failing is reported for `symbol`.
  static func enclosed(
    shape: SymbolVariants.Shape, filled: Bool, placement: GlyphPlacement, symbol: String,
    place: (Double) throws(SymbolImageError) -> GlyphGeometry
  ) throws(SymbolImageError) -> GlyphGeometry {
    let proportions = EnclosureProportions.of(shape)
    let measured = try place(1)
    let size = measured.capHeight * placement.scale.factor
    let outerWidth = proportions.width * size
    let outerHeight = proportions.height * size
    // The ring carries the weight's stroke (DESIGN.md: drawn at the current weight), the
    // same at every scale; the glyph gives way to it.
    let ring = min(weightStem(placement), maximumRingShare * min(outerWidth, outerHeight))
    var fitWidth = proportions.fitWidth * size
    var fitHeight = proportions.fitHeight * size
    if !filled {
      let margin = 2 * (ring + minimumRingGapShare * size)
      fitWidth = min(fitWidth, outerWidth - margin)
      fitHeight = min(fitHeight, outerHeight - margin)
    }
    var factor = 1.0
    if let bounds = measured.visibleBounds, bounds.width > 0, bounds.height > 0 {
      factor = min(1, fitWidth / bounds.width, fitHeight / bounds.height)
    }
    var glyph = factor < 1 ? try place(factor) : measured
    let center = Point(0.5 * (glyph.leftMargin + glyph.rightMargin), glyph.capCenterY)
    if let bounds = glyph.visibleBounds {
      // The glyph moves to the enclosure's centre, but the text it sits beside does not: the
      // baseline and the cap band stay, so every enclosure lines up on the band whatever
      // its glyph's shape (`questionmark.circle` sat 2 px lower than `plus.circle` at 100 pt).
      let (baselineY, capCenterY) = (glyph.baselineY, glyph.capCenterY)
      glyph = glyph.transformed(by: .translation(center.x - bounds.center.x, center.y - bounds.center.y))
      glyph.baselineY = baselineY
      glyph.capCenterY = capCenterY
    }
    var enclosure = outline(of: shape, center: center, width: outerWidth, height: outerHeight, proportions)
    if !filled {
      let centreLine = outline(
        of: shape, center: center, width: outerWidth - ring, height: outerHeight - ring, proportions)
      enclosure = try SymbolImage.stroking(symbol) { () throws(StrokeError) in
        try centreLine.stroked(
          StrokeStyle(width: ring, cap: .butt, join: .round), tolerance: placement.tolerance)
      }
      // The ring is the stroke drawn at the weight; the glyph inside is thinner.
      glyph.stemWidth = ring
    }
    let sidebearing = 0.04 * size
    glyph.leftMargin = center.x - 0.5 * outerWidth - sidebearing
    glyph.rightMargin = center.x + 0.5 * outerWidth + sidebearing
    let glyphIsLayered = glyph.layers.contains { $0.role == .paint && $0.level != .primary }
    let enclosureLevel: HierarchyLevel = filled && glyphIsLayered ? .primary : .secondary
    let paint = enclosurePaint(of: glyph)
    var layers: [GlyphGeometry.Layer] = [
      .init(
        level: enclosureLevel, threshold: nil, clearsBehind: false,
        shapes: [.init(path: enclosure, rule: .nonZero, multicolor: filled ? paint : nil)],
        isSynthesised: true)
    ]
    for var layer in glyph.layers {
      if filled {
        layer.role = .knockout(
          revealedInLayeredModes: !glyphIsLayered || layer.level != .primary, enclosurePaint: paint)
      }
      layers.append(layer)
    }
    glyph.layers = layers
    glyph.hasHierarchicalAnnotations = true
    return glyph
  }

  /// A stadium (a segment widened by `radius` with round ends) as a convex polygon whose
  /// round ends deviate from true arcs by at most `tolerance`.
  static func capsule(from start: Point, to end: Point, radius: Double, tolerance: Double) -> [Point] {
    guard radius > 0, let direction = (end - start).normalized else { return [] }
    let step = 2 * acos(max(-1, min(1, 1 - max(tolerance, 1e-6) / radius)))
    let segments = max(4, min(64, Int((Double.pi / max(step, 1e-3)).rounded(.up))))
    var corners: [Point] = []
    for (center, outward) in [(end, direction), (start, -direction)] {
      // Half a turn round each end, from its right side to its left side.
      let side = outward.perpendicular
      for index in 0...segments {
        let angle = Double.pi * Double(index) / Double(segments) - Double.pi / 2
        let offset = outward * (radius * cos(angle)) + side * (radius * sin(angle))
        corners.append(center + offset)
      }
    }
    return corners
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
