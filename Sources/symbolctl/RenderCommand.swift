import ArgumentParser
import SymbolEngine

/// `symbolctl render`: draws a catalog symbol to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a catalog symbol to PNG, SVG or PDF.",
    discussion: """
      The symbol is resolved with the variants given (DESIGN.md's fallback order), drawn at \
      the weight and scale asked for, sized so that its cap-height band matches text of \
      --point-size points in --font (or the embedded default, cap height 0.7046 em), and \
      painted in the rendering mode. The image spans the symbol's alignment rect; `info` \
      prints its metrics. PNG is --rasterization-scale pixels per point; SVG and PDF are \
      vector, sized like the PNG: the SVG in its whole pixels and the PDF page in as many \
      PDF units (points times the rasterisation scale, rounded up), with the symbol at the \
      top left.

      The output is written to a temporary file next to the target and renamed over it only \
      on success, so a failure never leaves a partial file or damages an existing one. A \
      symbolic link is followed and its target replaced (the link stays); a character \
      device or FIFO such as /dev/null is written directly; a directory is refused, and so \
      are standard input (/dev/stdin), the --font file, the catalog's manifest.json and any \
      SVG file in the catalog's folder, which the catalog would read as a symbol (a PNG or \
      PDF there is written). A replaced file keeps its permissions. Without -o the output is \
      named after the symbol drawn, aliases and variants resolved: `render mail` writes \
      envelope.png, `render bell --variant slash` bell.slash.png.

      Exit status: 0 on success; 64 for a wrong command line (unknown options, invalid \
      values such as NaN or negative sizes, unknown colours, weights, scales or modes); 1 \
      for an unknown symbol (with suggestions), an unreadable font or catalog, an image \
      above the size limit (\(SymbolImageError.outputSizeLimit)), or an output that cannot be \
      written.
      """)

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// PNG, 8-bit RGBA.
    case png
    /// SVG, one group per layer, knockouts as masks.
    case svg
    /// PDF 1.4, vector paths, knockouts as soft masks.
    case pdf

    /// Any case, as `--mode`, `--weight` and the other named values take it: `PNG` too.
    init?(argument: String) {
      self.init(rawValue: argument.lowercased())
    }

    /// `text` as a format, or the error naming what is accepted, in the words the other
    /// values' errors use (the parser's own said "Please provide one of 'png' and 'svg'",
    /// and not that any case is taken).
    static func parsing(_ text: String) throws(ValidationError) -> Format {
      guard let format = Format(argument: text) else {
        throw ValidationError("not an output format; accepted: \(accepted), in any case")
      }
      return format
    }

    /// The formats, for messages.
    static let accepted = "png, svg or pdf"
  }

  @Argument(help: "The symbol name, e.g. multiply.circle.fill.")
  var name: String

  @OptionGroup var catalogOptions: CatalogOptions

  @OptionGroup var imageOptions: SymbolImageOptions

  @Option(
    help: "The output format: png, svg or pdf (default: from the -o extension, else png).",
    transform: { text in try Format.parsing(text) })
  var format: Format?

  @Option(
    name: .shortAndLong, help: "The output file, or - for standard output (default: the drawn name.FORMAT).")
  var output: String?

  func validate() throws {
    try CatalogOptions.validate(symbolName: name)
    if let output, output.isEmpty {
      throw ValidationError("-o/--output needs a file name, or - for standard output")
    }
  }

  func run() throws {
    do throws(CommandFailure) {
      try render()
    } catch {
      StandardStream.error.write("error: \(error)\n")
      throw ExitCode.failure
    }
  }

  private func render() throws(CommandFailure) {
    try OutputDestination.refuseStandardInput(output)
    if let output, let font = imageOptions.font {
      try OutputDestination.refuseOverwriting([(font, "--font")], with: output)
    }
    let image = try SymbolImageRequest(catalog: catalogOptions, image: imageOptions).image(named: name)
    for warning in image.warnings { StandardStream.error.write("warning: \(warning)\n") }
    if let problem = OutputSizeLimit.problem(with: image) { throw CommandFailure(problem) }
    // The default name (the drawn name) is known only now: it may be the --font file
    // (`--font bell.png`), and in the catalog's own folder it is the symbol's file.
    let destination = output ?? image.resolution.resolvedName + "." + outputFormat.rawValue
    if output == nil, let font = imageOptions.font {
      try OutputDestination.refuseOverwriting([(font, "--font")], with: destination)
    }
    try OutputDestination.refuseOverwritingCatalog(
      in: catalogOptions.directory, origin: catalogOptions.directoryOrigin, with: destination)
    if let warning = OutputNameFormat.mismatchWarning(writing: outputFormat.rawValue, to: output) {
      StandardStream.error.write("warning: \(warning)\n")
    }
    if outputFormat == .pdf, let warning = Self.pageSizeWarning(image.metrics) {
      StandardStream.error.write("warning: \(warning)\n")
    }
    let bytes: [UInt8]
    do {
      switch outputFormat {
      case .png: bytes = try image.pngData()
      case .svg: bytes = Array(try image.svgText().utf8)
      case .pdf: bytes = try image.pdfData()
      }
    } catch {
      throw CommandFailure("\(image.resolution.resolvedName): cannot render: \(error)")
    }
    try OutputDestination.write(bytes, to: destination)
  }

  /// Why Adobe's readers would not show the PDF page (see
  /// `SymbolPDFWriter.portablePageSides`), with the rasterisation scale that fits it, or
  /// `nil` when they would.
  static func pageSizeWarning(_ metrics: SymbolImageMetrics) -> String? {
    let sides = SymbolPDFWriter.portablePageSides
    let (width, height) = (metrics.pixelWidth, metrics.pixelHeight)
    guard !sides.contains(width) || !sides.contains(height) else { return nil }
    // In hundredths, rounded down: the page side, rounded up from the points times the
    // scale, then stays within the limit.
    let points = max(metrics.alignmentRect.width, metrics.alignmentRect.height)
    let largest = (Double(sides.upperBound) / points * 100).rounded(.down) / 100
    let advice =
      max(width, height) > sides.upperBound
      ? "a --rasterization-scale of at most \(NumberText.plain(largest))"
      : "a larger --point-size or --rasterization-scale"
    return "the PDF page is \(width) × \(height) units; Adobe's readers show pages of \(sides.lowerBound) to"
      + " \(sides.upperBound) units a side (poppler and browsers show this one); \(advice) keeps it within"
  }

  /// The format asked for, else the one the output name implies, else PNG.
  var outputFormat: Format {
    format ?? OutputNameFormat.fileExtension(of: output).flatMap(Format.init(rawValue:)) ?? .png
  }
}
