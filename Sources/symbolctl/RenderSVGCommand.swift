import ArgumentParser
import Glibc
import SymbolEngine

/// `symbolctl render-svg`: renders one SVG file to PNG, or to a normalised SVG of filled
/// paths.
struct RenderSVGCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-svg",
    abstract: "Render an SVG file to PNG (or to a normalised SVG of filled paths).",
    discussion: """
      The output size defaults to the document's own size rounded up to whole pixels. \
      --width or --height alone keep the aspect ratio, both together set the exact size, \
      --size N fits the drawing inside N×N keeping the aspect ratio, and --scale multiplies \
      the intrinsic size. Sizes are whole numbers of pixels from 1 to \
      \(RasterError.maximumSide); the output may not exceed \(RasterError.maximumSide) px a \
      side nor \(RasterError.maximumPixels / 1_048_576) megapixels.

      The output is written to a temporary file next to the target and renamed over it only \
      on success, so a failure never leaves a partial file or damages an existing one. A \
      symbolic link is followed and its target replaced (the link stays); a character \
      device or FIFO such as /dev/null is written directly; a directory is refused, and so \
      are standard input (/dev/stdin) and the input file itself (with --format svg and no -o, the default output would be \
      FILE). A replaced file keeps its permissions. \
      Shapes, paths, groups, use and symbol, CSS styles, opacity, paint-order, masks (luminance or \
      alpha, in either units) and clip paths (clip-path: url(#id) of a clipPath of shapes, in \
      either units, with clip-rule) are drawn, so symbolctl render's SVG output draws as its PNG. \
      Percentages refer to the nearest viewport in user units (the root's viewBox, whatever \
      the output size); nested svg and symbol content is clipped to its viewport unless \
      overflow is visible; em is the element's font-size (16 px by default) and ex half of it. \
      currentColor paints with the color property (inherited, set by an attribute, a style \
      attribute or a style sheet); --color is its initial value, for elements that none sets. \
      Skipped content (gradients, text, filters, CSS clip shapes such as inset()…) is reported as \
      FILE:LINE:COLUMN: warning: on standard error, or fails the command with --strict. \
      Errors name FILE:LINE:COLUMN too: the reader's, and an element that cannot be drawn \
      (its coordinates overflow once the transforms placing it are applied, or its path is \
      too complex to fill). A clip that is one upright rectangle in pixels (a viewport, a \
      clipPath of one rect) clips each fill geometrically; other clips are masks. A document \
      whose translucent, masked or so clipped groups need more than 2^31 pixels of offscreen \
      layers at the requested size (references can multiply them) is refused.

      Exit status: 0 on success; 64 for a wrong command line (unknown, conflicting or \
      out-of-range options, unknown colours); 1 when the input cannot be read or rendered, \
      the output would exceed the size limits, or the output cannot be written.
      """)

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// A PNG image.
    case png
    /// A normalised SVG of filled paths in pixel coordinates.
    case svg

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
    static let accepted = "png or svg"
  }

  /// The largest `--scale` accepted; anything above already exceeds the size limit for
  /// every document at least one pixel wide.
  static let maximumScale = Double(RasterError.maximumSide)

  @Argument(help: "The SVG file to render.")
  var file: String

  // The sizes parse unconditionally, so that `--width -3` is refused for being negative
  // rather than reported as a missing value.
  // Read as decimal only: Double(_:) would take 0x100 for 256.
  @Option(
    parsing: .unconditional, help: "The output width in pixels (1...\(RasterError.maximumSide)).",
    transform: pixelCount)
  var width: Double?

  @Option(
    parsing: .unconditional, help: "The output height in pixels (1...\(RasterError.maximumSide)).",
    transform: pixelCount)
  var height: Double?

  @Option(
    parsing: .unconditional,
    help: "Fit the drawing inside a square of this many pixels, keeping the aspect ratio.",
    transform: pixelCount)
  var size: Double?

  @Option(
    parsing: .unconditional, help: "Multiply the document's intrinsic size by this positive factor.",
    transform: { text in
      try NumberText.decimal(text, accepted: "a number greater than 0 and at most \(Int(maximumScale))")
    })
  var scale: Double?

  /// Reads a size option's value (`--width`, `--height`, `--size`) as decimal text.
  private static func pixelCount(_ text: String) throws -> Double {
    try NumberText.decimal(text, accepted: "a whole number of pixels from 1 to \(RasterError.maximumSide)")
  }

  @Option(
    help: """
      The initial value of the color property: what currentColor paints with where no element \
      sets color.
      """)
  var color = "black"

  @Option(help: "The colour under the drawing.")
  var background = "transparent"

  @Option(
    help: "The output format: png or svg (default: from the -o extension, else png).",
    transform: { text in try Format.parsing(text) })
  var format: Format?

  @Option(
    name: .shortAndLong,
    help: "The output file, or - for standard output (default: FILE with the format's extension).")
  var output: String?

  @Flag(help: "Treat warnings about skipped content as errors.")
  var strict = false

  func validate() throws {
    // An empty FILE would be opened as "" and fail with "error: : cannot open".
    if file.isEmpty { throw ValidationError("<file> needs a file name: the SVG file to render") }
    _ = try sizeRequest()
    _ = try options()
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
    let request: SVGOutputSize
    let rendererOptions: SVGRenderer.Options
    do {
      request = try sizeRequest()
      rendererOptions = try options()
    } catch {
      throw CommandFailure("\(error)")
    }
    try OutputDestination.refuseStandardInput(outputPath)
    try OutputDestination.refuseOverwriting([(file, "the input")], with: outputPath)
    let document = try readDocument()
    let size: (width: Int, height: Int)
    do {
      size = try request.pixelSize(for: document)
    } catch {
      // The library names no options; here the size is asked for with these.
      guard case .tooLarge = error else { throw CommandFailure("\(file): \(error)") }
      throw CommandFailure("\(file): \(error.problem); choose a smaller --width, --height, --size or --scale")
    }
    if let warning = OutputNameFormat.mismatchWarning(writing: outputFormat.rawValue, to: output) {
      StandardStream.error.write("warning: \(warning) (render-svg writes png or svg)\n")
    }
    let bytes: [UInt8]
    do {
      switch outputFormat {
      case .png:
        let canvas = try SVGRenderer(options: rendererOptions).render(
          document, width: size.width, height: size.height)
        do {
          bytes = try canvas.pngData()
        } catch {
          throw CommandFailure("\(file): cannot encode the PNG: \(error)")
        }
      case .svg:
        let text = try SVGOutputWriter(options: rendererOptions).write(
          document, width: size.width, height: size.height)
        bytes = Array(text.utf8)
      }
    } catch let error as CommandFailure {
      throw error
    } catch let error as SVGRenderError {
      guard let element = error.element else {
        throw CommandFailure("\(file): cannot render: \(error.message)")
      }
      throw CommandFailure("\(file):\(element.line):\(element.column): cannot render \(error.message)")
    } catch {
      throw CommandFailure("\(file): cannot render: \(error)")
    }
    try OutputDestination.write(bytes, to: outputPath)
  }

  /// The format asked for, else the one the output name implies, else PNG.
  var outputFormat: Format {
    format ?? OutputNameFormat.fileExtension(of: output).flatMap(Format.init(rawValue:)) ?? .png
  }

  /// Where the output goes: the `-o` value, or FILE with its extension replaced.
  var outputPath: String {
    if let output { return output }
    let extensionStart = file.lastIndex(of: ".").flatMap { dot in
      file[dot...].contains("/") || file[..<dot].hasSuffix("/") || dot == file.startIndex ? nil : dot
    }
    return String(file[..<(extensionStart ?? file.endIndex)]) + "." + outputFormat.rawValue
  }

  private func readDocument() throws(CommandFailure) -> SVGDocument {
    let document: SVGDocument
    do {
      document = try SVGReader.read(contentsOfFile: file, options: SVGReadOptions(strict: strict))
    } catch {
      throw CommandFailure("\(error)")
    }
    for warning in document.warnings {
      StandardStream.error.write("\(file):\(warning.line):\(warning.column): warning: \(warning.message)\n")
    }
    return document
  }

  /// The size options as one request, or a `ValidationError` naming the offending option.
  func sizeRequest() throws(ValidationError) -> SVGOutputSize {
    let width = try Self.pixels(width, option: "--width")
    let height = try Self.pixels(height, option: "--height")
    let side = try Self.pixels(size, option: "--size")
    if side != nil, width != nil || height != nil {
      throw ValidationError(
        "--size cannot be combined with --width or --height; use --size alone to fit a square")
    }
    if let scale {
      guard width == nil, height == nil, side == nil else {
        throw ValidationError("--scale cannot be combined with --width, --height or --size")
      }
      guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
        throw ValidationError(
          "--scale must be a number greater than 0 and at most \(Int(Self.maximumScale)); got \(NumberText.plain(scale))"
        )
      }
      return .scale(scale)
    }
    switch (width, height, side) {
    case (_, _, let side?): return .fit(side)
    case (let width?, let height?, _): return .exact(width: width, height: height)
    case (let width?, nil, _): return .width(width)
    case (nil, let height?, _): return .height(height)
    case (nil, nil, nil): return .intrinsic
    }
  }

  /// The colour options as renderer options, or a `ValidationError` naming the option.
  func options() throws(ValidationError) -> SVGRenderer.Options {
    SVGRenderer.Options(
      currentColor: try Self.color(color, option: "--color"),
      background: try Self.color(background, option: "--background"))
  }

  private static func pixels(_ value: Double?, option: String) throws(ValidationError) -> Int? {
    guard let value else { return nil }
    guard value.isFinite, value >= 1, value <= Double(RasterError.maximumSide), value == value.rounded()
    else {
      throw ValidationError(
        "\(option) must be a whole number of pixels from 1 to \(RasterError.maximumSide) "
          + "(the limit of \(RasterError.maximumSide) px a side); got \(NumberText.plain(value))")
    }
    return Int(value)
  }

  private static func color(_ text: String, option: String) throws(ValidationError) -> Color {
    do {
      return try SVGColorParser.parseColor(text)
    } catch {
      throw ValidationError(
        "\(option) \(MessageQuotation.quoted(text)): \(error.problem); accepted: \(error.accepted)")
    }
  }
}
