import SymbolCatalog
import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// Engine rules on hand-built glyphs: weights, scales, modes, palette fill-in, variable
/// values, clear-behind, synthesised variants, layout and bad configuration.
final class SymbolImageTests: XCTestCase {
  /// `bar`: one horizontal stroke across the cap band's middle; `tri`: three levels;
  /// `waves`: a primary body and three automatic variable layers.
  private let catalog = TestGlyphCatalog(
    glyphs: [
      "bar": TestGlyphCatalog.centerline(
        "bar", layers: [("M5 -35.2295 H55", .primary, nil, nil)], hierarchical: false),
      "tri": TestGlyphCatalog.centerline(
        "tri",
        layers: [
          ("M5 -10 H55", .primary, nil, .tint), ("M5 -35 H55", .secondary, nil, .system(.systemRed)),
          ("M5 -60 H55", .tertiary, nil, .fixed(Color(red: 0, green: 255, blue: 0))),
        ], multicolor: true),
      "waves": TestGlyphCatalog.centerline(
        "waves",
        layers: [
          ("M5 -10 V-60", .primary, nil, nil), ("M20 -20 V-50", .secondary, .automatic, nil),
          ("M35 -15 V-55", .secondary, .automatic, nil), ("M50 -10 V-60", .secondary, .automatic, nil),
        ]),
      "thick": TestGlyphCatalog.centerline(
        "thick", strokeWidth: 20, layers: [("M5 -35.2295 H55", .primary, nil, nil)], hierarchical: false),
      "badge": TestGlyphCatalog.centerline(
        "badge", layers: [("M5 -35 H55", .primary, nil, nil), ("M30 -60 V-10", .primary, nil, nil)],
        clearsBehind: [1]),
      "redbar": TestGlyphCatalog.centerline(
        "redbar", layers: [("M5 -35.2295 H55", .primary, nil, .system(.systemRed))], multicolor: true),
    ],
    synthesisable: [
      "bar.circle", "bar.circle.fill", "bar.slash", "bar.square", "bar.rectangle.fill", "thick.circle",
      "thick.square", "thick.rectangle",
      "waves.circle.fill", "redbar.circle.fill", "redbar.circle", "tri.circle.fill",
    ],
    preferredModes: ["tri": .hierarchical])

  private func image(
    _ name: String, _ configuration: SymbolConfiguration = SymbolConfiguration()
  ) throws
    -> SymbolImage
  {
    try SymbolImage(named: name, in: catalog, configuration: configuration)
  }

  func testCapHeightAndStrokeFollowPointSizeAndWeight() throws {
    let regular = try image("bar", SymbolConfiguration(pointSize: 20, scale: .small))
    // Small scale draws the small masters as they are: the cap band is 20 · 0.7046 pt.
    XCTAssertEqual(regular.metrics.capHeight, 20 * 0.7046, accuracy: 1e-9)
    let unitsToPoints = 20 * 0.7046 / TestGlyphCatalog.capHeight
    XCTAssertEqual(regular.metrics.strokeWidth, 7 * unitsToPoints, accuracy: 1e-9)
    // The bar's outline is as tall as its stroke.
    XCTAssertEqual(regular.metrics.alignmentRect.height, 7 * unitsToPoints, accuracy: 1e-6)
    let bold = try image("bar", SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small))
    XCTAssertEqual(
      bold.metrics.strokeWidth / regular.metrics.strokeWidth, SymbolWeight.bold.strokeRatio, accuracy: 1e-9)
    XCTAssertEqual(SymbolWeight.bold.strokeRatio, 1.53, accuracy: 1e-12)
  }

  func testScaleChangesSizeNotStroke() throws {
    let small = try image("bar", SymbolConfiguration(scale: .small))
    let medium = try image("bar", SymbolConfiguration(scale: .medium))
    let large = try image("bar", SymbolConfiguration(scale: .large))
    XCTAssertEqual(medium.metrics.strokeWidth, small.metrics.strokeWidth, accuracy: 1e-9)
    XCTAssertEqual(large.metrics.strokeWidth, small.metrics.strokeWidth, accuracy: 1e-9)
    // The bar's length (width minus the round caps) scales by the factors relative to small.
    let stroke = small.metrics.strokeWidth
    let length = { (image: SymbolImage) in
      (image.drawing.steps.compactMap { $0.path.bounds?.width }.max() ?? 0) - stroke
    }
    XCTAssertEqual(length(medium) / length(small), 1 / 0.783, accuracy: 1e-3)
    XCTAssertEqual(length(large) / length(small), 1.29 / 0.783, accuracy: 1e-3)
  }

  func testScalingIsAboutTheMiddleOfTheCapBand() throws {
    // The bar lies on the band's middle line, so its centre does not move with scale
    // relative to the baseline.
    for scale in SymbolScale.allCases {
      let image = try image("bar", SymbolConfiguration(scale: scale))
      let center = image.metrics.alignmentRect.midYForTest
      XCTAssertEqual(
        image.metrics.baselineY - center, image.metrics.capHeight / 2, accuracy: 1e-3, "\(scale)")
    }
  }

  func testHierarchicalOpacities() throws {
    let image = try image("tri", SymbolConfiguration(renderingMode: .hierarchical, foregroundColor: .black))
    XCTAssertEqual(image.layers.map(\.opacity), [1.0, 0.5, 0.25])
    XCTAssertEqual(image.renderingMode, .hierarchical)
  }

  func testPreferredModeAppliesWhenNoneRequested() throws {
    XCTAssertEqual(try image("tri").renderingMode, .hierarchical)
    XCTAssertEqual(try image("bar").renderingMode, .monochrome)
  }

  func testPaletteFillInWithOneTwoAndThreeColours() throws {
    let red = Color(red: 255, green: 0, blue: 0)
    let green = Color(red: 0, green: 255, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 255)
    let one = try image("tri", SymbolConfiguration(renderingMode: .palette, paletteColors: [red]))
    XCTAssertEqual(one.layers.map(\.color), [red, red, red])
    XCTAssertEqual(one.layers.map(\.opacity), [1, 0.5, 0.25], "one colour is hierarchical")
    let two = try image("tri", SymbolConfiguration(renderingMode: .palette, paletteColors: [red, green]))
    XCTAssertEqual(two.layers.map(\.color), [red, green, green])
    XCTAssertEqual(two.layers.map(\.opacity), [1, 1, 1])
    let three = try image(
      "tri", SymbolConfiguration(renderingMode: .palette, paletteColors: [red, green, blue]))
    XCTAssertEqual(three.layers.map(\.color), [red, green, blue])
  }

  func testMulticolorUsesLayerPaintsAndAppearance() throws {
    let foreground = Color(red: 10, green: 20, blue: 30)
    let light = try image("tri", SymbolConfiguration(renderingMode: .multicolor, foregroundColor: foreground))
    XCTAssertEqual(
      light.layers.map(\.color),
      [foreground, SystemColor.systemRed.color(in: .light), Color(red: 0, green: 255, blue: 0)])
    let dark = try image("tri", SymbolConfiguration(renderingMode: .multicolor, appearance: .dark))
    XCTAssertEqual(dark.layers[1].color, Color(red: 0xFF, green: 0x45, blue: 0x3A))
  }

  func testModeWithoutAnnotationsFallsBackToMonochrome() throws {
    let image = try image("bar", SymbolConfiguration(renderingMode: .multicolor))
    XCTAssertEqual(image.renderingMode, .monochrome)
    XCTAssertEqual(image.supportedModes, [.monochrome])
    XCTAssertTrue(image.warnings.contains { $0.contains("rendering monochrome") })
    XCTAssertEqual(try self.image("tri").supportedModes, [.monochrome, .hierarchical, .palette, .multicolor])
  }

  func testVariableThresholdsForThreeLayers() throws {
    let expected: [(Double, [Bool])] = [
      (0.0, [false, false, false]), (0.33, [true, false, false]), (0.34, [true, true, false]),
      (0.36, [true, true, false]), (0.67, [true, true, false]), (0.68, [true, true, true]),
      (1.0, [true, true, true]),
    ]
    for (value, active) in expected {
      let image = try image("waves", SymbolConfiguration(variableValue: value))
      XCTAssertEqual(image.layers.map(\.isActive), [true] + active, "value \(value)")
      XCTAssertEqual(image.layers.map(\.variableIndex), [nil, 0, 1, 2])
      XCTAssertEqual(image.layers.dropFirst().map(\.opacity), active.map { $0 ? 1 : 0.25 }, "value \(value)")
    }
  }

  func testFourLayerThresholdsAndExplicitThreshold() {
    let thresholds = [0.26, 0.51, 0.76]
    for (k, t) in thresholds.enumerated() {
      XCTAssertFalse(SymbolPainter.isActive(index: k + 1, count: 4, threshold: .automatic, value: t - 0.001))
      XCTAssertTrue(SymbolPainter.isActive(index: k + 1, count: 4, threshold: .automatic, value: t))
    }
    XCTAssertFalse(SymbolPainter.isActive(index: 0, count: 4, threshold: .automatic, value: 0))
    XCTAssertTrue(SymbolPainter.isActive(index: 0, count: 4, threshold: .automatic, value: 0.001))
    XCTAssertTrue(SymbolPainter.isActive(index: 2, count: 3, threshold: .explicit(0.4), value: 0.4))
    XCTAssertFalse(SymbolPainter.isActive(index: 2, count: 3, threshold: .explicit(0.4), value: 0.39))
  }

  /// In a synthesised filled enclosure the glyph's layers are holes in the disc: an inactive
  /// variable layer erases a quarter (the disc keeps three quarters of its paint there), as
  /// an inactive painted layer keeps a quarter of its paint. They were whole holes at any
  /// value, so the variable value changed nothing.
  func testInactiveKnockoutLayersEraseAQuarter() throws {
    func clears(_ image: SymbolImage) -> [Double] {
      image.drawing.steps.compactMap { step in
        if case .clear(let opacity) = step.operation { opacity } else { nil }
      }
    }
    func alpha(_ image: SymbolImage) throws -> Int {
      let canvas = try image.rgba()
      return stride(from: 3, to: canvas.pixels.count, by: 4).reduce(0) { $0 + Int(canvas.pixels[$1]) }
    }
    for mode in [RenderingMode.monochrome, .hierarchical] {
      let variants = SymbolVariants(shape: .circle, fill: true)
      let none = try image(
        "waves", SymbolConfiguration(variants: variants, renderingMode: mode, variableValue: 0))
      let all = try image(
        "waves", SymbolConfiguration(variants: variants, renderingMode: mode, variableValue: 1))
      XCTAssertEqual(none.resolution.resolvedName, "waves.circle.fill")
      // The body's hole, then one for each wave: a quarter each while the waves are off.
      XCTAssertEqual(clears(none).count, 4, "\(mode)")
      XCTAssertEqual(Set(clears(none).dropFirst()), [0.25], "\(mode)")
      XCTAssertEqual(Set(clears(all)), [1], "\(mode)")
      XCTAssertEqual(clears(none).first, 1)
      XCTAssertGreaterThan(try alpha(none), try alpha(all), "\(mode): the inactive holes keep paint")
    }
  }

  func testHiddenInactiveLayersDrawNothing() throws {
    let shown = try image("waves", SymbolConfiguration(variableValue: 0.5))
    let hidden = try image("waves", SymbolConfiguration(variableValue: 0.5, hidesInactiveLayers: true))
    XCTAssertEqual(shown.drawing.steps.count, 4)
    XCTAssertEqual(hidden.drawing.steps.count, 3)
    XCTAssertEqual(hidden.layers[3].opacity, 0)
  }

  /// Unusable font metrics (a font whose H lies below the baseline measures a negative cap
  /// height) are named value by value, not as the struct's debug form.
  func testUnusableFontMetricsAreNamedPlainly() {
    let font = SymbolFontMetrics(unitsPerEm: 1000, capHeight: -100, stemWidth: 80, weightClass: 400)
    XCTAssertThrowsError(try image("bar", SymbolConfiguration(pointSize: 20, font: font))) { error in
      XCTAssertEqual(
        "\(error)",
        "invalid font metrics 'units per em 1000, cap height -100, stem 80'; accepted: positive units per em,"
          + " cap height and stem")
    }
  }

  func testVariableValueOutOfRangeIsClampedWithWarningAndNaNIsAnError() throws {
    let image = try image("waves", SymbolConfiguration(variableValue: 3))
    XCTAssertEqual(image.configuration.variableValue, 1)
    XCTAssertTrue(image.warnings.contains { $0.contains("outside 0...1") })
    XCTAssertThrowsError(try self.image("waves", SymbolConfiguration(variableValue: .nan))) { error in
      XCTAssertTrue("\(error)".contains("variable value"), "\(error)")
    }
  }

  func testClearBehindErasesBeforeDrawing() throws {
    let image = try image("badge")
    let operations = image.drawing.steps.map(\.operation)
    XCTAssertEqual(operations.count, 3)
    XCTAssertEqual(operations[1], .clear)
    XCTAssertTrue(image.layers[1].erases)
  }

  func testFilledEnclosureKnocksTheGlyphOut() throws {
    let image = try image("bar", SymbolConfiguration(variants: .circle.fill, rasterizationScale: 4))
    XCTAssertEqual(image.resolution.resolvedName, "bar.circle.fill")
    XCTAssertTrue(image.resolution.isSynthesised)
    let canvas = try image.drawing.rasterize(scale: 4)
    // The middle of the image lies on the bar: a real hole in the filled circle.
    let middle = canvas[canvas.width / 2, canvas.height / 2]
    XCTAssertEqual(middle.alpha, 0)
    // Just above the bar the circle is solid.
    let above = canvas[canvas.width / 2, canvas.height / 2 - Int(image.metrics.strokeWidth * 4 * 1.5)]
    XCTAssertEqual(above.alpha, 255)
  }

  /// In multicolor mode a filled enclosure takes the colour of the glyph's first layer, the
  /// glyph cut out of it (a red disc with a hole, as SF Symbols draws
  /// `heart.circle.fill`); it was tint, so multicolor drew exactly what monochrome did. An
  /// outlined enclosure keeps the tint.
  func testFilledEnclosureTakesTheGlyphsOneColourInMulticolor() throws {
    let red = SystemColor.systemRed.color(in: .light)
    let filled = try image("redbar", SymbolConfiguration(variants: .circle.fill, renderingMode: .multicolor))
    XCTAssertEqual(filled.renderingMode, .multicolor)
    XCTAssertEqual(filled.layers.map(\.color), [red, nil])
    XCTAssertEqual(filled.layers.map(\.erases), [false, true])
    let canvas = try filled.drawing.rasterize(scale: 4)
    XCTAssertTrue(canvas[canvas.width / 2, canvas.height / 2] == (0, 0, 0, 0), "the bar is a hole")
    let above = canvas[canvas.width / 2, canvas.height / 2 - Int(filled.metrics.strokeWidth * 4 * 1.5)]
    XCTAssertTrue(above == (red.red, red.green, red.blue, 255), "the disc is red: \(above)")

    let monochrome = try image(
      "redbar", SymbolConfiguration(variants: .circle.fill, renderingMode: .monochrome))
    XCTAssertEqual(monochrome.layers.first?.color, Color(red: 0, green: 0, blue: 0))
    let outlined = try image("redbar", SymbolConfiguration(variants: .circle, renderingMode: .multicolor))
    XCTAssertEqual(outlined.layers.map(\.color), [Color(red: 0, green: 0, blue: 0), red])
    let several = try image("tri", SymbolConfiguration(variants: .circle.fill, renderingMode: .multicolor))
    XCTAssertEqual(
      several.layers.first?.color, Color(red: 0, green: 0, blue: 0), "tint, the first layer's paint")
  }

  /// In multicolor mode the parts of a filled enclosure's glyph painted in another colour
  /// than the enclosure are painted back into their holes in their own colour, as
  /// hierarchical and palette modes paint secondary parts back; parts of the enclosure's
  /// colour stay holes. They were all holes, so `trophy.circle.fill` drew exactly what
  /// monochrome draws. The colours compare as drawn: with a red foreground the tint
  /// enclosure is red, and the red part stays a hole rather than vanishing into it.
  func testFilledEnclosurePaintsTheGlyphsOtherColoursBackInMulticolor() throws {
    let black = Color(red: 0, green: 0, blue: 0)
    let red = SystemColor.systemRed.color(in: .light)
    let green = Color(red: 0, green: 255, blue: 0)
    let image = try image("tri", SymbolConfiguration(variants: .circle.fill, renderingMode: .multicolor))
    XCTAssertEqual(image.layers.map(\.color), [black, nil, red, green])
    XCTAssertEqual(image.layers.map(\.erases), [false, true, true, true])
    // Each painted-back part is erased first, then painted at full strength.
    XCTAssertEqual(
      image.drawing.steps.map(\.operation),
      [
        .fill(black, opacity: 1), .clear(opacity: 1), .clear(opacity: 1), .fill(red, opacity: 1),
        .clear(opacity: 1), .fill(green, opacity: 1),
      ])
    XCTAssertEqual(image.drawing.steps.map(\.layerIndex), [0, 1, 2, 2, 3, 3])

    let onRed = try self.image(
      "tri", SymbolConfiguration(variants: .circle.fill, renderingMode: .multicolor, foregroundColor: red))
    XCTAssertEqual(onRed.layers.map(\.color), [red, nil, nil, green])

    // Monochrome keeps the pure knockout; hierarchical paints the secondary and tertiary
    // parts back at their levels, whatever their multicolor paint.
    let monochrome = try self.image(
      "tri", SymbolConfiguration(variants: .circle.fill, renderingMode: .monochrome))
    XCTAssertEqual(monochrome.layers.map(\.color), [black, nil, nil, nil])
    let hierarchical = try self.image(
      "tri", SymbolConfiguration(variants: .circle.fill, renderingMode: .hierarchical))
    XCTAssertEqual(hierarchical.layers.map(\.color), [black, nil, black, black])
  }

  func testOutlinedEnclosureStrokesAtTheStem() throws {
    let image = try image("bar", SymbolConfiguration(variants: .circle))
    let enclosure = try XCTUnwrap(image.drawing.steps.first)
    let bounds = try XCTUnwrap(enclosure.path.bounds)
    XCTAssertEqual(bounds.width, 1.5 * image.metrics.capHeight, accuracy: 1e-3)
    XCTAssertEqual(image.layers.first?.level, .secondary)
    XCTAssertEqual(image.layers.first?.isSynthesised, true)
  }

  /// The ring's width comes from the weight, not from the glyph inside nor the scale: the
  /// catalog's regular stem (7 units on a 70.459-unit cap height) times the weight's stroke
  /// ratio (DESIGN.md: enclosures are drawn at the current weight, and scale changes size,
  /// not stroke weight). It was capped at 12 % of the side, which thinned Black at every
  /// scale and Bold at the small one.
  func testEnclosureRingFollowsTheWeightNotTheGlyph() throws {
    /// The ring's thickness: half the difference of its outer and inner contours' widths.
    func ring(
      _ name: String, _ weight: SymbolWeight, _ scale: SymbolScale
    ) throws -> (width: Double, capHeight: Double) {
      let image = try image(name, SymbolConfiguration(weight: weight, scale: scale, variants: .circle))
      let contours = try XCTUnwrap(image.drawing.steps.first).path.flattened(tolerance: 0.001)
      let widths = contours.map { points in
        (points.map(\.x).max() ?? 0) - (points.map(\.x).min() ?? 0)
      }
      return (((widths.max() ?? 0) - (widths.min() ?? 0)) / 2, image.metrics.capHeight)
    }
    for name in ["bar", "thick"] {
      for scale in [SymbolScale.small, .medium, .large] {
        for weight in [SymbolWeight.light, .regular, .bold, .black] {
          let drawn = try ring(name, weight, scale)
          XCTAssertEqual(
            drawn.width, weight.strokeRatio * 7 / 70.459 * drawn.capHeight, accuracy: 1e-3,
            "\(name) \(weight) \(scale)")
        }
      }
    }
  }

  /// A ring at the weight leaves the glyph room: in every shape, at every weight and scale,
  /// the glyph keeps at least `minimumRingGapShare` of the scaled cap height from the ring's
  /// inner edge, shrinking to fit where a heavy ring would touch it.
  func testTheGlyphKeepsClearOfAHeavyRing() throws {
    let shapes: [SymbolVariants] = [.circle, .square, .rectangle]
    for variants in shapes {
      for scale in [SymbolScale.small, .medium, .large] {
        for weight in [SymbolWeight.regular, .bold, .black] {
          let image = try image(
            "thick", SymbolConfiguration(weight: weight, scale: scale, variants: variants))
          let ring = try XCTUnwrap(image.drawing.steps.first?.path.bounds)
          let glyph = try XCTUnwrap(
            image.drawing.steps.dropFirst().compactMap(\.path.bounds).reduce(nil) { union, next -> Rect? in
              union.map { $0.union(next) } ?? next
            })
          let stem = weight.strokeRatio * 7 / 70.459 * image.metrics.capHeight
          let gap = SymbolSynthesis.minimumRingGapShare * image.metrics.capHeight * scale.factor
          let label = "\(variants) \(weight) \(scale)"
          XCTAssertGreaterThanOrEqual(glyph.minX - (ring.minX + stem), gap - 1e-6, label)
          XCTAssertGreaterThanOrEqual(ring.maxX - stem - glyph.maxX, gap - 1e-6, label)
          XCTAssertGreaterThanOrEqual(glyph.minY - (ring.minY + stem), gap - 1e-6, label)
          XCTAssertGreaterThanOrEqual(ring.maxY - stem - glyph.maxY, gap - 1e-6, label)
        }
      }
    }
  }

  func testSlashCutsAGapIntoTheGlyphAndAddsABar() throws {
    let image = try image("bar", SymbolConfiguration(pointSize: 48, variants: .slash))
    XCTAssertEqual(image.resolution.resolvedName, "bar.slash")
    // The gap is cut out of the glyph's outline, not erased by a step of its own.
    XCTAssertEqual(image.drawing.steps.count, 2)
    XCTAssertFalse(
      image.drawing.steps.contains {
        if case .clear(_) = $0.operation { true } else { false }
      })
    XCTAssertEqual(image.layers.map(\.isSynthesised), [false, true])
    let plain = try self.image("bar", SymbolConfiguration(pointSize: 48))
    let probe = try SymbolPixelProbe(image, scale: 2)
    let gap = try probe.besideSlash(gapSide: true, depth: 2, drawnIn: plain)
    XCTAssertGreaterThan(gap.count, 3, "the bar glyph crosses the gap")
    XCTAssertTrue(gap.allSatisfy { probe.alpha($0.x, $0.y) == 0 }, "the glyph is cut away beside the bar")
    let other = try probe.besideSlash(gapSide: false, depth: 2, drawnIn: plain)
    XCTAssertGreaterThan(other.count, 3)
    XCTAssertTrue(other.allSatisfy { probe.alpha($0.x, $0.y) >= 250 }, "and runs up to it on the other side")
  }

  /// The slash's bar is the weight's stroke at every weight and scale; it was capped at
  /// 15 % of its height, which thinned Black at every scale and Bold at the small one.
  func testSlashBarIsTheWeightsStrokeAtEveryScale() throws {
    for scale in [SymbolScale.small, .medium, .large] {
      for weight in [SymbolWeight.light, .regular, .bold, .black] {
        let image = try image(
          "bar", SymbolConfiguration(pointSize: 48, weight: weight, scale: scale, variants: .slash))
        let bar = try XCTUnwrap(image.drawing.steps.last).path.flattened(tolerance: 0.001).joined()
        // The bar runs at 45° down to the right: its width is its extent across that line.
        let across = bar.map { ($0.x - $0.y) / 2.squareRoot() }
        let width = (across.max() ?? 0) - (across.min() ?? 0)
        XCTAssertEqual(
          width, weight.strokeRatio * 7 / 70.459 * image.metrics.capHeight, accuracy: 2e-3,
          "\(weight) \(scale)")
      }
    }
  }

  func testBaselineOffsetPutsTheBaselineAtTheDesignBaseline() throws {
    // `waves` spans y = -60...-10 in design units plus round caps, so its bottom sits
    // (10 − 3.5) units above the baseline.
    let image = try image("waves", SymbolConfiguration(pointSize: 30, scale: .small))
    let unitsToPoints = 30 * 0.7046 / TestGlyphCatalog.capHeight
    // Round caps are cubic arcs, accurate to the stroking tolerance (0.01 pt).
    XCTAssertEqual(image.metrics.baselineOffset, -(10 - 3.5) * unitsToPoints, accuracy: 0.01)
  }

  /// A centre-line turning back 80,000 times, stroked 600 units wide with round joins:
  /// each reversal takes a few hundred chords (its half disc, drawn by one side of the
  /// outline), more than the stroker's 16,000,000 points in all. The image is refused naming the symbol once the limit is reached, instead of an
  /// outline of gigabytes being built for the filler to refuse.
  func testAStrokeTooComplexToOutlineIsRefusedNamingTheSymbol() {
    let zigzag = "M30 -35 h" + String(repeating: " 1 -1", count: 40_000)
    let catalog = TestGlyphCatalog(
      glyphs: [
        "zigzag": TestGlyphCatalog.centerline(
          "zigzag", strokeWidth: 600, layers: [(zigzag, .primary, nil, nil)], hierarchical: false)
      ],
      synthesisable: ["zigzag.circle"], preferredModes: [:])
    // The filler would refuse a larger outline anyway; the stroker refuses it unbuilt.
    XCTAssertEqual(Stroker.maxOutlinePoints, RasterError.maximumSegments)
    for name in ["zigzag", "zigzag.circle"] {
      XCTAssertThrowsError(try SymbolImage(named: name, in: catalog, configuration: SymbolConfiguration())) {
        error in
        XCTAssertEqual(
          error as? SymbolImageError,
          .strokeTooComplex(symbol: "zigzag", .tooComplex(limit: Stroker.maxOutlinePoints)), name)
        XCTAssertTrue(
          "\(error)".hasPrefix(
            "symbol 'zigzag' cannot be drawn at this configuration: the stroke's outline needs more than"
              + " 16000000 points"), "\(error)")
      }
    }
  }

  func testInvalidConfigurationsNameTheOption() throws {
    for (config, option) in [
      (SymbolConfiguration(pointSize: -1), "point size"),
      (SymbolConfiguration(pointSize: .nan), "point size"),
      (SymbolConfiguration(pointSize: 1e9), "point size"),
      (SymbolConfiguration(pointSize: 1e-300), "point size"),
      (SymbolConfiguration(pointSize: 0.99), "point size"),
      (SymbolConfiguration(rasterizationScale: 0), "rasterization scale"),
      (SymbolConfiguration(rasterizationScale: 0.009), "rasterization scale"),
      (SymbolConfiguration(rasterizationScale: .infinity), "rasterization scale"),
    ] {
      XCTAssertThrowsError(try image("bar", config)) { error in
        XCTAssertTrue("\(error)".contains(option), "\(error)")
        XCTAssertTrue("\(error)".contains("accepted: a number "), "\(error)")
      }
    }
    // The limits themselves are accepted, and the smallest image still draws a pixel.
    let smallest = try image("bar", SymbolConfiguration(pointSize: 1, rasterizationScale: 0.01))
    XCTAssertTrue(smallest.metrics.pixelWidth == 1 && smallest.metrics.pixelHeight == 1)
    XCTAssertFalse(smallest.drawing.steps.isEmpty)
    XCTAssertNoThrow(try image("bar", SymbolConfiguration(pointSize: 4096, rasterizationScale: 1)))
  }

  func testOversizedOutputIsRefusedWithTheLimit() throws {
    let huge = try image("bar", SymbolConfiguration(pointSize: 4000, rasterizationScale: 64))
    XCTAssertThrowsError(try huge.validateOutputSize()) { error in
      guard case .tooLarge(let width, let height) = error as? SymbolImageError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(width, huge.metrics.pixelWidth)
      XCTAssertEqual(height, huge.metrics.pixelHeight)
      XCTAssertTrue("\(error)".contains("16384 px a side and 64 megapixels"), "\(error)")
    }
    XCTAssertNoThrow(
      try image("bar", SymbolConfiguration(pointSize: 40, rasterizationScale: 2)).validateOutputSize())
    // A side past what the metrics hold saturates: it is said to be at least the saturated
    // value, not to be it ("the image would be 2147483647×2147483647 px").
    let saturated = try image("bar", SymbolConfiguration(pointSize: 4096, rasterizationScale: 1e6))
    for message in [
      (try? saturated.validateOutputSize()).map { "\($0)" } ?? "",
      "\(SymbolImageError.tooLarge(pixelWidth: saturated.metrics.pixelWidth, pixelHeight: 3))",
      "\(RasterError.invalidSize(width: Int(Int32.max), height: 3))",
    ] {
      XCTAssertFalse(message.contains("2147483647×"), message)
    }
    XCTAssertThrowsError(try saturated.validateOutputSize()) { error in
      XCTAssertTrue("\(error)".contains("the image would be (2147483647 or more)×"), "\(error)")
    }
    XCTAssertThrowsError(try saturated.drawing.rasterize(scale: 1e30)) { error in
      XCTAssertTrue("\(error)".contains("image size (2147483647 or more)×(2147483647 or more)"), "\(error)")
    }
  }

  /// A NaN or infinite font metric was written as 0 by the drawing's number format, so the
  /// message named a value nobody gave.
  func testUnusableFontMetricsAreNamedAsGiven() {
    let metrics = SymbolFontMetrics(unitsPerEm: .nan, capHeight: 700, stemWidth: .infinity, weightClass: 400)
    XCTAssertEqual(metrics.unusableValues, "units per em nan, cap height 700, stem inf")
    XCTAssertThrowsError(try image("bar", SymbolConfiguration(font: metrics))) { error in
      XCTAssertTrue("\(error)".contains("'units per em nan, cap height 700, stem inf'"), "\(error)")
    }
  }

  func testUnknownNameSuggests() {
    XCTAssertThrowsError(try image("bax")) { error in
      XCTAssertTrue("\(error)".contains("did you mean"), "\(error)")
      XCTAssertTrue("\(error)".contains("'bar'"), "\(error)")
    }
  }

  /// Two shapes in the requested variants keep the first and say the second is left out,
  /// as a shape the name overrides does.
  func testAShapeLeftOutOfTheRequestedVariantsIsAWarning() throws {
    let chained = try image("bar", SymbolConfiguration(variants: SymbolVariants.square.circle))
    XCTAssertEqual(chained.resolution.resolvedName, "bar.square")
    XCTAssertEqual(
      chained.warnings,
      ["variant 'circle' ignored: 'square' is closer to the symbol, and a symbol takes one shape"])
    XCTAssertEqual(try image("bar", SymbolConfiguration(variants: .square)).warnings, [])
  }

  /// Palette colours with another rendering mode are not painted with, and say so; with
  /// palette mode, or no mode (which then is palette), they are used.
  func testPaletteColoursWithAnotherModeAreAWarning() throws {
    let palette = [Color.black, Color(red: 255, green: 0, blue: 0)]
    for mode in [RenderingMode.monochrome, .hierarchical, .multicolor] {
      let drawn = try image("tri", SymbolConfiguration(renderingMode: mode, paletteColors: palette))
      XCTAssertEqual(drawn.warnings.first, SymbolImage.ignoredPaletteWarning(mode: mode), "\(mode)")
      XCTAssertEqual(drawn.warnings.count, 1, "\(mode): \(drawn.warnings)")
    }
    XCTAssertEqual(
      SymbolImage.ignoredPaletteWarning(mode: .monochrome),
      "palette colours ignored: only palette mode paints with them, and the rendering mode is monochrome"
        + " (ask for palette mode, or leave the rendering mode unset)")
    XCTAssertEqual(
      try image("tri", SymbolConfiguration(renderingMode: .palette, paletteColors: palette)).warnings, [])
    XCTAssertEqual(try image("tri", SymbolConfiguration(paletteColors: palette)).warnings, [])
    // An empty list, as `resolvedDefaults` gives, has nothing to ignore.
    XCTAssertEqual(
      try image("tri", SymbolConfiguration(renderingMode: .monochrome, paletteColors: [])).warnings, [])
  }

  /// A name with a NUL and a right-to-left override is quoted escaped, so the library's
  /// message is safe to print as it is.
  func testErrorsQuoteControlCharactersEscaped() {
    XCTAssertThrowsError(try image("bar\u{0}\u{202E}..fill")) { error in
      let message = "\(error)"
      XCTAssertFalse(message.unicodeScalars.contains { $0 == "\u{0}" || $0 == "\u{202E}" }, message)
      XCTAssertTrue(message.contains(#"'bar\x00\u{202E}..fill'"#), message)
    }
  }

  func testApplyingTakesSpecifiedValuesFromTheArgument() {
    let base = SymbolConfiguration(pointSize: 17, weight: .semibold, renderingMode: .palette)
    let combined = base.applying(SymbolConfiguration(weight: .bold, scale: .large))
    XCTAssertEqual(combined.pointSize, 17)
    XCTAssertEqual(combined.weight, .bold)
    XCTAssertEqual(combined.scale, .large)
    XCTAssertEqual(combined.renderingMode, .palette)
  }

  func testFontStemDrivesTheStroke() throws {
    let font = SymbolFontMetrics(unitsPerEm: 2048, capHeight: 1490, stemWidth: 184, weightClass: 400)
    let image = try image("bar", SymbolConfiguration(pointSize: 24, font: font))
    XCTAssertEqual(image.metrics.strokeWidth, 184.0 / 2048 * 24, accuracy: 1e-9)
    XCTAssertEqual(image.metrics.capHeight, 1490.0 / 2048 * 24, accuracy: 1e-9)
    let bolder = try self.image("bar", SymbolConfiguration(pointSize: 24, weight: .bold, font: font))
    XCTAssertEqual(bolder.metrics.strokeWidth, 184.0 / 2048 * 24 * 1.53, accuracy: 1e-9)
  }

  /// A weight class outside 1...1000 (0, stored by some fonts) says nothing of the stem's
  /// weight: asking for regular draws what asking for nothing does (it drew 2.86 times
  /// heavier, the class taken as ultralight). One above 900 stands for black.
  func testAWeightClassOutsideOpenTypesRangeCountsAsRegular() throws {
    for (weightClass, implied) in [
      (0.0, SymbolWeight.regular), (1001, .regular), (1000, .black), (950, .black),
    ] {
      let font = SymbolFontMetrics(
        unitsPerEm: 2048, capHeight: 1490, stemWidth: 184, weightClass: weightClass)
      let implicit = try image("bar", SymbolConfiguration(pointSize: 24, font: font))
      let explicit = try image("bar", SymbolConfiguration(pointSize: 24, weight: implied, font: font))
      XCTAssertEqual(implicit.metrics.strokeWidth, 184.0 / 2048 * 24, accuracy: 1e-9, "class \(weightClass)")
      XCTAssertEqual(
        explicit.metrics.strokeWidth, implicit.metrics.strokeWidth, accuracy: 1e-9, "class \(weightClass)")
      XCTAssertEqual(implicit.configuration.weight, implied, "class \(weightClass)")
    }
  }

  /// Old fonts store the class as 1...9 for 100...900 (the WPF font selection model's
  /// reading, which the OpenType Sanitizer and fontconfig follow): 5 is medium, so asking
  /// for regular draws a little lighter than the font's stem (clamped to 100 it stood for
  /// ultralight, and regular drew 2.9 times too heavy). 10...99 are lighter than thin.
  func testLegacyWeightClassesOneToNineStandForHundreds() throws {
    for (weightClass, implied) in [
      (1.0, SymbolWeight.ultralight), (4, .regular), (5, .medium), (7, .bold), (9, .black),
      (10, .ultralight), (50, .ultralight), (99, .ultralight), (100, .ultralight),
    ] {
      let font = SymbolFontMetrics(
        unitsPerEm: 2048, capHeight: 1490, stemWidth: 184, weightClass: weightClass)
      XCTAssertEqual(font.weight, implied, "class \(weightClass)")
    }
    let legacy = SymbolFontMetrics(unitsPerEm: 2048, capHeight: 1490, stemWidth: 184, weightClass: 5)
    let regular = try image("bar", SymbolConfiguration(pointSize: 24, weight: .regular, font: legacy))
    let stem = 184.0 / 2048 * 24
    XCTAssertEqual(
      regular.metrics.strokeWidth, stem * SymbolWeight.regular.strokeRatio / SymbolWeight.medium.strokeRatio,
      accuracy: 1e-9)
    XCTAssertLessThan(regular.metrics.strokeWidth, stem)
  }
}

extension Rect {
  fileprivate var midYForTest: Double { (minY + maxY) / 2 }
}

extension SymbolImageTests {
  func testPaletteColoursImplyPaletteModeAndDarkDefaultsToWhite() throws {
    let red = Color(red: 255, green: 0, blue: 0)
    let palette = try SymbolImage(
      named: "bar", in: paletteCatalog, configuration: SymbolConfiguration(paletteColors: [red, red]))
    XCTAssertEqual(palette.renderingMode, .palette)
    let dark = try SymbolImage(
      named: "bar", in: paletteCatalog, configuration: SymbolConfiguration(appearance: .dark))
    XCTAssertEqual(dark.layers.first?.color, .white)
    let explicit = try SymbolImage(
      named: "bar", in: paletteCatalog,
      configuration: SymbolConfiguration(foregroundColor: red, appearance: .dark))
    XCTAssertEqual(explicit.layers.first?.color, red)
  }

  private var paletteCatalog: TestGlyphCatalog {
    TestGlyphCatalog(glyphs: [
      "bar": TestGlyphCatalog.centerline("bar", layers: [("M5 -35 H55", .primary, nil, nil)])
    ])
  }
}
