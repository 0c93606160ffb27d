import ArgumentParser
import SymbolEngine

/// The configuration options `render` and `info` share: variants, weight, scale, size,
/// font, mode, colours, variable value and rasterisation scale.
struct SymbolImageOptions: ParsableArguments {
  @Option(
    name: .customLong("variant"),
    help:
      "A variant to apply: none, fill, slash, circle, square, rectangle, in any case. Repeat to combine; the first is closest to the symbol, so '--variant square --variant circle' keeps the square and warns that the circle is ignored; 'none' clears the variants given before it (not those the name spells)."
  )
  var variants: [String] = []

  // Unconditional, so that `--weight -1` reaches validation instead of "Missing value".
  @Option(
    parsing: .unconditional,
    help: "The weight: \(SymbolWeight.acceptedSyntax) (default: regular, or the font's weight).")
  var weight: String?

  @Option(help: "The scale: \(SymbolScale.acceptedSyntax) (default: medium).")
  var scale: String?

  @Option(
    parsing: .unconditional,
    help:
      "The point size of the text beside the symbol (\(SymbolImageError.acceptedPointSizes); default 17).",
    transform: { text in try NumberText.decimal(text, accepted: SymbolImageError.acceptedPointSizes) })
  var pointSize: Double?

  @Option(help: "A font file (TrueType/OpenType) whose cap height and stem the symbol matches.")
  var font: String?

  // Unconditional, so that `--font-index -1` reaches validation instead of "Missing value".
  @Option(
    parsing: .unconditional,
    help:
      "Which face of a --font collection (.ttc, .otc) to use, counted from 0 (default 0; a plain font has only face 0).",
    transform: { text in try NumberText.wholeNumber(text, accepted: NumberText.acceptedFaceIndex) })
  var fontIndex: Int?

  @Option(
    help:
      "The rendering mode: \(RenderingMode.acceptedSyntax) (default: palette with --palette, else the symbol's preferred mode)."
  )
  var mode: String?

  @Option(
    help:
      "The foreground colour (CSS colour, system colour name; default black, white with --appearance dark).")
  var color: String?

  @Option(
    help:
      "Palette colours for palette mode, comma-separated, primary first (with another --mode they are ignored, with a warning)."
  )
  var palette: String?

  @Option(help: "The appearance for system colours: light or dark (default light).")
  var appearance: String?

  @Option(
    parsing: .unconditional,
    help:
      "The variable value in 0...1 for symbols with variable layers (default: every layer lit); a layer lights when the value is above 0 and at least its threshold, which info shows.",
    transform: { text in try NumberText.decimal(text, accepted: "a number in 0...1") })
  var variableValue: Double?

  @Flag(help: "Hide inactive variable layers instead of drawing them at a quarter of their opacity.")
  var hideInactive = false

  @Option(
    parsing: .unconditional,
    help: "The resolution: \(SymbolImageError.acceptedRasterizationScales), default 1.",
    transform: { text in try NumberText.decimal(text, accepted: SymbolImageError.acceptedRasterizationScales)
    })
  var rasterizationScale: Double?

  func validate() throws {
    // Refused here like an empty -o or --catalog: opened, it would be "file not found: ".
    if let font, font.isEmpty { throw ValidationError("--font needs a font file name") }
    _ = try configuration(font: nil)
    if let fontIndex {
      guard font != nil else {
        throw ValidationError("--font-index needs --font: it picks a face of that file")
      }
      guard fontIndex >= 0 else {
        throw ValidationError(
          "--font-index must be 0 or more (a face of the --font file, counted from 0); got \(fontIndex)")
      }
    }
  }

  /// The configuration these options describe; `font` is the already-read font, if any.
  /// Throws a `ValidationError` (exit 64) naming the option and what it accepts.
  func configuration(font: SymbolFontMetrics?) throws(ValidationError) -> SymbolConfiguration {
    var config = SymbolConfiguration(
      variants: try variantChain().variants, font: font, hidesInactiveLayers: hideInactive)
    if let weight {
      // SymbolWeight refuses hexadecimal too; this says why rather than "not a weight".
      guard !NumberText.isHexadecimal(weight) else {
        throw ValidationError(
          "--weight \(MessageQuotation.quoted(weight)) is a hexadecimal number; accepted: \(SymbolWeight.acceptedSyntax), written in decimal"
        )
      }
      guard let parsed = SymbolWeight(parsing: weight) else {
        throw ValidationError(
          "--weight \(MessageQuotation.quoted(weight)) is not a weight; accepted: \(SymbolWeight.acceptedSyntax)"
        )
      }
      config.weight = parsed
    }
    if let scale {
      guard let parsed = SymbolScale(parsing: scale) else {
        throw ValidationError(
          "--scale \(MessageQuotation.quoted(scale)) is not a scale; accepted: \(SymbolScale.acceptedSyntax)")
      }
      config.scale = parsed
    }
    if let pointSize {
      guard SymbolImageError.isAcceptedPointSize(pointSize) else {
        throw ValidationError(
          "--point-size must be \(SymbolImageError.acceptedPointSizes); got \(NumberText.plain(pointSize))")
      }
      config.pointSize = pointSize
    }
    if let mode {
      guard let parsed = RenderingMode(parsing: mode) else {
        throw ValidationError(
          "--mode \(MessageQuotation.quoted(mode)) is not a rendering mode; accepted: \(RenderingMode.acceptedSyntax)"
        )
      }
      config.renderingMode = parsed
    }
    var resolvedAppearance = Appearance.light
    if let appearance {
      guard let parsed = Appearance(rawValue: appearance.lowercased()) else {
        throw ValidationError(
          "--appearance \(MessageQuotation.quoted(appearance)) is not an appearance; accepted: light, dark")
      }
      resolvedAppearance = parsed
      config.appearance = parsed
    }
    do throws(SymbolImageError) {
      let foreground = try color.map { text throws(SymbolImageError) in
        try SymbolColorParser.parse(text, appearance: resolvedAppearance, option: "--color")
      }
      config.foregroundColor = foreground
      if let palette {
        config.paletteColors = try SymbolColorParser.parseList(
          palette, appearance: resolvedAppearance, foreground: foreground, option: "--palette")
      }
    } catch {
      throw ValidationError("\(error)")
    }
    if let variableValue {
      guard !variableValue.isNaN else {
        throw ValidationError(
          "--variable-value must be a number (0...1; one outside it is clamped, with a warning); got nan")
      }
      config.variableValue = variableValue
    }
    if let rasterizationScale {
      guard SymbolImageError.isAcceptedRasterizationScale(rasterizationScale) else {
        throw ValidationError(
          "--rasterization-scale must be \(SymbolImageError.acceptedRasterizationScales); "
            + "got \(NumberText.plain(rasterizationScale))")
      }
      config.rasterizationScale = rasterizationScale
    }
    return config
  }

  /// Reads `--font` when given; an unreadable font is a runtime failure (exit 1).
  func loadFont() throws(CommandFailure) -> SymbolFontMetrics? {
    guard let font else { return nil }
    let metrics: SymbolFontMetrics
    do {
      metrics = try SymbolFontMetrics(contentsOfFile: font, faceIndex: fontIndex ?? 0)
    } catch {
      // The file is named first, so the library's reason is given without its path.
      if case .faceIndexOutOfRange = error {
        throw CommandFailure("\(font): cannot use the font (--font-index): the \(error.reason)")
      }
      throw CommandFailure(
        "\(font): cannot use the font: \(error.reason); accepted: a TrueType or OpenType font file")
    }
    // Named with the file and the option here: the library's error knows only the values.
    if let unusable = metrics.unusableValues {
      throw CommandFailure(
        "\(font): cannot use the font (--font): its metrics are \(unusable); accepted: "
          + "\(SymbolFontMetrics.usableValues) (a font whose H rises above the baseline)")
    }
    return metrics
  }

  /// The `--variant` options chained in order.
  func variantChain() throws(ValidationError) -> VariantChain {
    try VariantChain(parsing: variants)
  }
}
