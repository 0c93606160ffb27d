import ArgumentParser
import SymbolEngine

/// `symbolctl info`: what `render` would draw with the same options, without drawing it.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show how a symbol resolves and its layers and metrics for a configuration.",
    discussion: """
      Takes the same options as `render`. Lengths are in points; the alignment rect is in \
      image coordinates (origin at the top-left, y down), and the baseline offset is the \
      distance from the alignment rect's bottom up to the text baseline.

      --json prints one object: requestedName, resolvedName, base, variants, droppedVariants, synthesised \
      (as resolve --json prints them), renderingMode, supportedModes, layers (level, \
      variableIndex, threshold: the lowest variable value that lights a variable layer, \
      computed for auto, else null; a layer is lit when the value is above 0 and at least \
      its threshold, so layer 0, threshold 0, is dark at 0; active, opacity, color, \
      synthesised, erases), alignmentRect {x, y, width, height}, baselineOffset, capHeight, \
      strokeWidth, pixelWidth, pixelHeight, warnings, and trace: resolve --json's objects \
      (step, candidate, outcome, reason, and text, the step's line). An image larger than render draws \
      (\(SymbolImageError.outputSizeLimit)) is reported in full with a warning saying so.

      Exit status: 0 on success; 64 for a wrong command line; 1 for an unknown symbol (with \
      suggestions), an unreadable font or catalog, or standard output that cannot be written \
      (a full disk).
      """)

  @Argument(help: "The symbol name, e.g. speaker.wave.3.")
  var name: String

  @OptionGroup var catalogOptions: CatalogOptions

  @OptionGroup var imageOptions: SymbolImageOptions

  @Flag(help: "Print JSON for scripts.")
  var json = false

  func validate() throws {
    try CatalogOptions.validate(symbolName: name)
  }

  func run() throws {
    var image: SymbolImage
    do throws(CommandFailure) {
      image = try SymbolImageRequest(catalog: catalogOptions, image: imageOptions).image(named: name)
    } catch {
      StandardStream.error.write("error: \(error)\n")
      throw ExitCode.failure
    }
    // What render would refuse is only a warning here: the metrics are still worth seeing.
    if let problem = OutputSizeLimit.problem(with: image) {
      image.warnings.append("render would refuse this image: \(problem)")
    }
    // On standard error with --json too (where they are also in the JSON), as for resolve.
    for warning in image.warnings { StandardStream.error.write("warning: \(warning)\n") }
    // Names come from the catalog, which may hold any characters: escaped as on standard
    // error, so that the text cannot drive a terminal.
    try StandardStream.output.writeResult(
      json
        ? JSONWriter().write(Self.json(image, requestedName: name))
        : MessageQuotation.escapingControlCharacters(Self.text(image))
    )
  }

  static func json(_ image: SymbolImage, requestedName: String) -> JSONWriter.Value {
    let metrics = image.metrics
    let rect = metrics.alignmentRect
    // The real size, not the metrics' clamp, for an image too large to draw.
    let pixels = OutputSizeLimit.pixelSize(of: image)
    let layers: [JSONWriter.Value] = image.layers.map { layer in
      .object([
        ("level", .string(layer.level.description)),
        ("variableIndex", layer.variableIndex.map(JSONWriter.Value.int) ?? .null),
        ("threshold", layer.variableThreshold.map(JSONWriter.Value.number) ?? .null),
        ("active", .bool(layer.isActive)), ("opacity", .number(layer.opacity)),
        ("color", .optional(layer.color?.description)), ("synthesised", .bool(layer.isSynthesised)),
        ("erases", .bool(layer.erases)),
      ])
    }
    // The resolution's keys and trace objects are resolve --json's, in its order.
    let resolution = image.resolution
    return .object(
      ResolutionJSON.members(resolution, requestedName: requestedName) + [
        ("synthesised", .bool(resolution.isSynthesised)),
        ("renderingMode", .string(image.renderingMode.rawValue)),
        ("supportedModes", .strings(image.supportedModes.map(\.rawValue))),
        ("layers", .array(layers)),
        (
          "alignmentRect",
          .object([
            ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
          ])
        ),
        ("baselineOffset", .number(metrics.baselineOffset)), ("capHeight", .number(metrics.capHeight)),
        ("strokeWidth", .number(metrics.strokeWidth)),
        ("pixelWidth", OutputSizeLimit.jsonPixels(pixels.width)),
        ("pixelHeight", OutputSizeLimit.jsonPixels(pixels.height)), ("warnings", .strings(image.warnings)),
        ("trace", ResolutionJSON.trace(resolution)),
      ])
  }

  static func text(_ image: SymbolImage) -> String {
    let metrics = image.metrics
    let pixels = OutputSizeLimit.pixelSize(of: image)
    // Points to a thousandth: enough to place an image, without float noise.
    let pt = { (value: Double) in JSONWriter.format((value * 1000).rounded() / 1000) }
    var lines = [
      "symbol: \(image.resolution.resolvedName)\(image.resolution.isSynthesised ? " (synthesised)" : "")",
      "mode: \(image.renderingMode) (supported: \(image.supportedModes.map(\.rawValue).joined(separator: ", ")))",
      "size: \(pt(metrics.alignmentRect.width)) × \(pt(metrics.alignmentRect.height)) pt, "
        + "\(NumberText.plain(pixels.width)) × \(NumberText.plain(pixels.height)) px",
      "baseline offset: \(pt(metrics.baselineOffset)) pt",
      "cap height: \(pt(metrics.capHeight)) pt, stroke: \(pt(metrics.strokeWidth)) pt",
    ]
    for (index, layer) in image.layers.enumerated() {
      // Numbers as --json writes them (1, not 1.0).
      var line = "layer \(index): \(layer.level), opacity \(JSONWriter.format(layer.opacity))"
      if let variableIndex = layer.variableIndex {
        line += ", variable \(variableIndex) \(layer.isActive ? "active" : "inactive")"
        if let threshold = layer.variableThreshold { line += " (threshold \(JSONWriter.format(threshold)))" }
      }
      if let color = layer.color { line += ", \(color)" }
      if layer.erases { line += ", erases" }
      if layer.isSynthesised { line += ", synthesised" }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
