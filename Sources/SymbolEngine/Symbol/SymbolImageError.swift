import SymbolCatalog
import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// Why a symbol image could not be made. Every case names the thing that was wrong and
/// what is accepted.
public enum SymbolImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name could not be resolved (unknown symbol, with suggestions).
  case resolution(ResolutionError)
  /// A catalog file could not be read.
  case catalog(CatalogError)
  /// A configuration value is out of range: the option, the value, what is accepted, and
  /// what is wrong with it when more can be said than that it is not accepted ("missing
  /// ')' at offset 7").
  case invalidConfiguration(option: String, value: String, accepted: String, problem: String? = nil)
  /// The symbol's drawing is empty at the requested configuration (a master that paints
  /// nothing at all is refused as a ``CatalogError`` when its file is read, naming it).
  case emptyDrawing(symbol: String)
  /// The image would be larger than any output accepts (``outputSizeLimit``) at this point
  /// size and rasterisation scale.
  case tooLarge(pixelWidth: Int, pixelHeight: Int)
  /// A stroke of the symbol (a centre-line element, or a synthesised slash or ring) would
  /// need a larger outline than the stroker builds at this point size.
  case strokeTooComplex(symbol: String, StrokeError)

  /// The smallest accepted point size: no text is set smaller, and far below it the
  /// geometry shrinks towards the precision of the numbers that describe it.
  public static let minimumPointSize: Double = 1
  /// The largest accepted point size.
  public static let maximumPointSize: Double = 4096
  /// The smallest accepted rasterisation scale, a hundredth of a pixel per point (the
  /// largest point size is then 41 px): the vector outputs write coordinates to four
  /// decimals, so much smaller scales would round a symbol's outline away (at 0.0001 a 17 pt
  /// symbol is 0.0017 units across). DESIGN.md allows "any positive value"; larger scales
  /// are limited only by the size of the image they make (`outputSizeLimit`).
  public static let minimumRasterizationScale: Double = 0.01

  /// The largest image any output accepts, for messages: "16384 px a side and 64
  /// megapixels" (the raster limits, which the SVG and PDF writers share).
  public static let outputSizeLimit =
    "\(RasterError.maximumSide) px a side and \(RasterError.maximumPixels / 1_048_576) megapixels"

  /// What a point size may be, for messages: "a number from 1 to 4096 (points)".
  public static let acceptedPointSizes =
    "a number from \(number(minimumPointSize)) to \(number(maximumPointSize)) (points)"
  /// What a rasterisation scale may be, for messages: "a number of at least 0.01 (pixels
  /// per point)".
  public static let acceptedRasterizationScales =
    "a number of at least \(number(minimumRasterizationScale)) (pixels per point)"

  /// Whether `size` is an accepted point size (finite and within the limits above).
  public static func isAcceptedPointSize(_ size: Double) -> Bool {
    size.isFinite && size >= minimumPointSize && size <= maximumPointSize
  }

  /// Whether `scale` is an accepted rasterisation scale (finite and at least the minimum;
  /// the image it makes is checked on its own, see `SymbolImage.validateOutputSize()`).
  public static func isAcceptedRasterizationScale(_ scale: Double) -> Bool {
    scale.isFinite && scale >= minimumRasterizationScale
  }

  /// A limit without a needless ".0".
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// A message naming the problem and what is accepted, safe to print: control and
  /// bidirectional-override characters in the names and values it quotes are escaped
  /// (`'bell\x00\u{202E}'`), as a name holding them would otherwise end, colour or reverse
  /// the line it is printed on.
  public var description: String {
    MessageQuotation.escapingControlCharacters(message)
  }

  /// The message with the quoted text as given.
  private var message: String {
    switch self {
    case .resolution(let error): error.description
    case .catalog(let error): error.description
    case .invalidConfiguration(let option, let value, let accepted, let problem):
      "invalid \(option) \(MessageQuotation.quoted(value))\(problem.map { ": \($0)" } ?? ""); accepted: \(accepted)"
    case .emptyDrawing(let symbol):
      "symbol \(MessageQuotation.quoted(symbol)) draws nothing at this configuration; check its file with symbol-lint"
    case .tooLarge(let width, let height):
      "the image would be \(RasterError.sideText(width))×\(RasterError.sideText(height)) px, above the limit of \(Self.outputSizeLimit); "
        + "choose a smaller point size or rasterization scale"
    case .strokeTooComplex(let symbol, let error):
      "symbol \(MessageQuotation.quoted(symbol)) cannot be drawn at this configuration: \(error); check its file with symbol-lint"
    }
  }
}
