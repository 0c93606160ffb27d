import SymbolCatalog
import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// A symbol resolved, placed and painted for one configuration: what `symbolctl render` and
/// `info` show, ready for the RGBA, PNG, SVG and PDF backends.
///
/// ```swift
/// let catalog = try FolderCatalog(directory: FolderCatalog.defaultDirectory)
/// let image = try SymbolImage(
///   named: "multiply.circle.fill", in: catalog,
///   configuration: SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large))
/// let png = try image.pngData()
/// ```
///
/// The stages follow DESIGN.md's pipeline: resolve the name and variants, place the
/// drawing (weight, scale, size; synthesised enclosures and slash), paint the layers for
/// the rendering mode and variable value, and move everything to the alignment rect.
public struct SymbolImage: Hashable, Sendable {
  /// How the name was resolved, with the trace of candidates.
  public var resolution: Resolution
  /// The configuration with every default filled in.
  public var configuration: SymbolConfiguration
  /// The mode actually used (monochrome when the symbol lacks the requested mode's
  /// annotations).
  public var renderingMode: RenderingMode
  /// The modes this symbol has annotations for (monochrome always).
  public var supportedModes: [RenderingMode]
  /// The layers as drawn, bottom-most first.
  public var layers: [SymbolImageLayer]
  /// Size, alignment and baseline.
  public var metrics: SymbolImageMetrics
  /// The ordered draw list, in points.
  public var drawing: SymbolDrawing
  /// Non-fatal notes, in this order: what resolving the name and variants left out (a
  /// shape overridden by another, a `none` that kept the name's own variants, a deprecated
  /// name), palette colours the rendering mode does not paint with, what validating the
  /// configuration changed (a variable value clamped into 0...1), a mode that fell back to
  /// monochrome, and options that change nothing in this drawing.
  public var warnings: [String]

  /// Resolves `name` in `catalog` and draws it with `configuration` (defaults in
  /// ``SymbolConfiguration/resolvedDefaults``).
  public init<Source: SymbolGlyphSource>(
    named name: String, in catalog: Source, configuration: SymbolConfiguration = SymbolConfiguration()
  ) throws(SymbolImageError) {
    var validationWarnings: [String] = []
    let config = try Self.validated(configuration, warnings: &validationWarnings)
    let resolution: Resolution
    do {
      resolution = try VariantResolver(catalog: catalog).resolve(name, variants: config.variants ?? .none)
    } catch let error as ResolutionError {
      throw .resolution(error)
    } catch {
      throw .resolution(.unknownSymbol(name: name, suggestions: []))
    }
    var warnings = resolution.warnings.map(\.description)
    warnings += Self.droppedVariants(resolution).map { [$0] } ?? []
    warnings += Self.ignoredPalette(configuration).map { [$0] } ?? []
    warnings += validationWarnings
    let pointSize = config.pointSize ?? 17
    let font = config.font
    let scale = config.scale ?? .medium
    let placement = GlyphPlacement(
      pointSize: pointSize, capHeightPerEm: (font ?? .default).capHeightPerEm, scale: scale,
      weight: configuration.weight ?? font?.weight ?? .regular,
      weightIsExplicit: configuration.weight != nil, font: font,
      tolerance: GlyphPlacement.strokeTolerance(pointSize: pointSize))
    let geometry = try Self.geometry(
      for: resolution.resolvedName, base: resolution.base, catalog: catalog, placement: placement)

    var supported: [RenderingMode] = [.monochrome]
    if geometry.hasHierarchicalAnnotations { supported += [.hierarchical, .palette] }
    if geometry.hasMulticolorAnnotations { supported.append(.multicolor) }
    let requested =
      configuration.renderingMode ?? (configuration.paletteColors?.isEmpty == false ? .palette : nil)
      ?? catalog.preferredMode(ofBase: resolution.base) ?? .monochrome
    let mode = supported.contains(requested) ? requested : .monochrome
    if mode != requested {
      warnings.append(
        "symbol \(MessageQuotation.quoted(resolution.resolvedName)) has no \(requested) annotations; rendering monochrome"
      )
    }
    let painter = SymbolPainter(
      mode: mode, foreground: config.foregroundColor ?? .black, palette: config.paletteColors ?? [],
      appearance: config.appearance ?? .light, variableValue: config.variableValue,
      hidesInactiveLayers: config.hidesInactiveLayers ?? false)
    let (steps, layers) = painter.paint(geometry)
    warnings += Self.ineffectiveOptions(
      config, requestedMode: configuration.renderingMode, mode: mode, layers: layers,
      symbol: resolution.resolvedName)
    guard let bounds = geometry.visibleBounds ?? geometry.bounds else {
      throw .emptyDrawing(symbol: resolution.resolvedName)
    }
    let left = min(geometry.leftMargin, bounds.minX)
    let right = max(geometry.rightMargin, bounds.maxX)
    let origin = Transform.translation(-left, -bounds.minY)
    let width = right - left
    let height = bounds.height
    let rasterScale = config.rasterizationScale ?? 1
    let moved = steps.map { step in
      var step = step
      step.path = step.path.transformed(by: origin)
      return step
    }
    let drawing = SymbolDrawing(width: width, height: height, steps: moved)
    let pixels = drawing.pixelSize(scale: rasterScale)
    self.resolution = resolution
    self.configuration = config
    self.renderingMode = mode
    self.supportedModes = supported
    self.layers = layers
    self.metrics = SymbolImageMetrics(
      alignmentRect: Rect(x: 0, y: 0, width: width, height: height),
      baselineOffset: bounds.maxY - geometry.baselineY, capHeight: geometry.capHeight,
      strokeWidth: geometry.stemWidth, rasterizationScale: rasterScale, pixelWidth: pixels.width,
      pixelHeight: pixels.height)
    self.drawing = drawing
    self.warnings = warnings
  }

  /// Warnings for options that change nothing in this drawing, which a user would otherwise
  /// take for applied: a variable value, or hiding inactive layers, on a symbol without
  /// variable layers, and palette mode asked for without palette colours (every layer then
  /// takes the foreground colour at the hierarchical opacities).
  static func ineffectiveOptions(
    _ config: SymbolConfiguration, requestedMode: RenderingMode?, mode: RenderingMode,
    layers: [SymbolImageLayer], symbol: String
  ) -> [String] {
    var warnings: [String] = []
    if !layers.contains(where: { $0.variableIndex != nil }) {
      var unused: [String] = []
      if let value = config.variableValue { unused.append("the variable value \(plainNumber(value))") }
      if config.hidesInactiveLayers == true { unused.append("hiding inactive layers") }
      if !unused.isEmpty {
        warnings.append(
          "symbol \(MessageQuotation.quoted(symbol)) has no variable layers, so \(unused.joined(separator: " and "))"
            + (unused.count == 1 ? " changes nothing" : " change nothing"))
      }
    }
    if requestedMode == .palette, mode == .palette, config.paletteColors?.isEmpty ?? true {
      warnings.append(
        "palette mode without palette colours draws every layer in the foreground colour, as hierarchical"
          + " mode does; give the palette's colours, primary first")
    }
    return warnings
  }

  /// The warning for variants asked for (by the name or the request) that the drawing
  /// leaves out because the catalog neither has nor can synthesise them for the symbol: the
  /// fallback draws the closest name it has, which without a word looked like the variant
  /// applied (`paperplane --variant slash` drew and named `paperplane`). `nil` when every
  /// variant asked for is drawn.
  static func droppedVariants(_ resolution: Resolution) -> String? {
    let names = resolution.droppedVariants.suffixes.map { MessageQuotation.quoted($0) }
    guard let last = names.last else { return nil }
    let one = names.count == 1
    let list = one ? last : names.dropLast().joined(separator: ", ") + " and " + last
    return "variant\(one ? "" : "s") \(list) not drawn: the catalog neither has nor can synthesise "
      + "\(one ? "it" : "them") for \(MessageQuotation.quoted(resolution.base)); drawing "
      + MessageQuotation.quoted(resolution.resolvedName)
  }

  /// The warning for palette colours that `configuration` gives with a rendering mode other
  /// than palette, which does not paint with them: the colours would be dropped without a
  /// word. `nil` when they are used, or when there are none.
  static func ignoredPalette(_ configuration: SymbolConfiguration) -> String? {
    guard configuration.paletteColors?.isEmpty == false, let mode = configuration.renderingMode,
      mode != .palette
    else { return nil }
    return ignoredPaletteWarning(mode: mode)
  }

  /// The warning ``warnings`` holds when palette colours are given with the rendering mode
  /// `mode`, which is not palette: it paints without them. A caller that names the options
  /// its own way (a command line's `--palette`) can recognise the warning by it.
  public static func ignoredPaletteWarning(mode: RenderingMode) -> String {
    "palette colours ignored: only palette mode paints with them, and the rendering mode is \(mode.rawValue)"
      + " (ask for palette mode, or leave the rendering mode unset)"
  }

  /// The placed geometry of a resolved name: authored, or built from authored parts.
  static func geometry<Source: SymbolGlyphSource>(
    for name: String, base: String, catalog: Source, placement: GlyphPlacement
  ) throws(SymbolImageError) -> GlyphGeometry {
    if catalog.availability(of: name) == .authored {
      let glyph = try authoredGlyph(name, in: catalog)
      return try stroking(name) { () throws(StrokeError) in try placement.place(glyph) }
    }
    let parsed = SymbolName(parsing: name) { $0 == base }
    let variants = parsed.variants
    if let shape = variants.shape {
      let outline = SymbolName.name(base: base, variants: SymbolVariants(slash: variants.isSlashed))
      let filledInner = SymbolName.name(
        base: base, variants: SymbolVariants(fill: true, slash: variants.isSlashed))
      // A filled enclosure knocks out the filled glyph wherever the catalog can draw it,
      // synthesised included: `bell.slash.fill` (a slash over the authored `bell.fill`) for
      // `bell.slash.circle.fill`, as `bell.fill` for `bell.circle.fill`.
      let inner =
        variants.isFilled && catalog.availability(of: filledInner) != .unavailable ? filledInner : outline
      return try SymbolSynthesis.enclosed(
        shape: shape, filled: variants.isFilled, placement: placement, symbol: name
      ) { factor throws(SymbolImageError) in
        var fitted = placement
        fitted.extraFactor = factor
        fitted.stemFactor = factor
        return try geometry(for: inner, base: base, catalog: catalog, placement: fitted)
      }
    }
    guard variants.isSlashed else { throw .emptyDrawing(symbol: name) }
    let unslashed = SymbolName.name(base: base, variants: SymbolVariants(fill: variants.isFilled))
    guard catalog.availability(of: unslashed) == .authored else {
      let inner = try geometry(for: unslashed, base: base, catalog: catalog, placement: placement)
      return try stroking(name) { () throws(StrokeError) in
        try SymbolSynthesis.slashed(inner, capBandHeight: nil, placement: placement)
      }
    }
    // The cap-height band limits the bar, and only the drawing's own masters know it.
    let drawing = try authoredGlyph(unslashed, in: catalog)
    return try stroking(name) { () throws(StrokeError) in
      try SymbolSynthesis.slashed(
        placement.place(drawing),
        capBandHeight: SymbolSynthesis.capBandHeight(of: drawing, placement: placement),
        placement: placement)
    }
  }

  /// `body`'s result, with a stroke the stroker refuses reported for the symbol `name`.
  static func stroking<T>(
    _ name: String, _ body: () throws(StrokeError) -> T
  ) throws(SymbolImageError) -> T {
    do {
      return try body()
    } catch {
      throw .strokeTooComplex(symbol: name, error)
    }
  }

  private static func authoredGlyph<Source: SymbolGlyphSource>(
    _ name: String, in catalog: Source
  ) throws(SymbolImageError) -> SymbolGlyph {
    do {
      return try catalog.glyph(named: name)
    } catch {
      throw .catalog(error)
    }
  }
}
