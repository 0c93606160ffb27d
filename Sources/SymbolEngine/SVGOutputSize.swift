import SymbolRaster
import SymbolSVG

/// The pixel size asked for an SVG document's render, before the document's own size is
/// known: its intrinsic size, a factor of it, a width or a height with the other side
/// following the aspect ratio, an exact size, or the largest size fitting a square.
///
/// ```swift
/// let document = try SVGReader.read(contentsOfFile: "icon.svg")
/// let size = try SVGOutputSize.fit(64).pixelSize(for: document)
/// let canvas = try SVGRenderer().render(document, width: size.width, height: size.height)
/// ```
public enum SVGOutputSize: Hashable, Sendable {
  /// The document's own size, rounded up to whole pixels.
  case intrinsic
  /// The intrinsic size times a factor, rounded up to whole pixels.
  case scale(Double)
  /// This width; the height follows the aspect ratio.
  case width(Int)
  /// This height; the width follows the aspect ratio.
  case height(Int)
  /// Exactly this size, stretching the drawing if the aspect ratio differs.
  case exact(width: Int, height: Int)
  /// The largest size that fits in a square of this side, keeping the aspect ratio.
  case fit(Int)

  /// The pixel size for `document`, from its intrinsic ``SVGDocument/width`` and
  /// ``SVGDocument/height``.
  ///
  /// - Throws: as ``pixelSize(documentWidth:documentHeight:)``.
  public func pixelSize(for document: SVGDocument) throws(SVGOutputSizeError) -> (width: Int, height: Int) {
    try pixelSize(documentWidth: document.width, documentHeight: document.height)
  }

  /// The pixel size for a document of `documentWidth`×`documentHeight` px; a side that
  /// rounds to less than one pixel is one pixel, so a very thin drawing still shows.
  ///
  /// - Throws: ``SVGOutputSizeError/unusableDocumentSize(width:height:)`` for a document
  ///   size that is not positive and finite, or too small to scale by a finite factor;
  ///   ``SVGOutputSizeError/tooLarge(width:height:)`` for an output above
  ///   `RasterError.maximumSide` a side or `RasterError.maximumPixels` in all.
  public func pixelSize(
    documentWidth: Double, documentHeight: Double
  ) throws(SVGOutputSizeError) -> (width: Int, height: Int) {
    let unusable = SVGOutputSizeError.unusableDocumentSize(width: documentWidth, height: documentHeight)
    guard documentWidth.isFinite, documentHeight.isFinite, documentWidth > 0, documentHeight > 0 else {
      throw unusable
    }
    let aspect = documentWidth / documentHeight
    let size: (width: Double, height: Double)
    switch self {
    case .intrinsic: size = (Self.roundedUp(documentWidth), Self.roundedUp(documentHeight))
    case .scale(let factor):
      size = (Self.roundedUp(documentWidth * factor), Self.roundedUp(documentHeight * factor))
    case .width(let width): size = (Double(width), (Double(width) / aspect).rounded())
    case .height(let height): size = ((Double(height) * aspect).rounded(), Double(height))
    case .exact(let width, let height): size = (Double(width), Double(height))
    case .fit(let side):
      size =
        aspect >= 1
        ? (Double(side), (Double(side) / aspect).rounded())
        : ((Double(side) * aspect).rounded(), Double(side))
    }
    // A very thin drawing still gets one pixel across rather than an empty canvas.
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    let maximumSide = Double(RasterError.maximumSide)
    guard width <= maximumSide, height <= maximumSide, width * height <= Double(RasterError.maximumPixels)
    else { throw .tooLarge(width: width, height: height) }
    // A positive size can still be too small to scale (1e-320 px to one pixel is an
    // infinite factor), which would make every coordinate NaN.
    guard (width / documentWidth).isFinite, (height / documentHeight).isFinite else { throw unusable }
    return (Int(width), Int(height))
  }

  /// Rounds up to whole pixels, ignoring the last bits of floating-point noise so that
  /// 100 × 1.1 gives 110 px rather than 111.
  private static func roundedUp(_ value: Double) -> Double {
    // From 2⁵² every double is whole; the allowance would only turn 1e308 into 9.99999999e307.
    guard value < 0x1p52 else { return value }
    return (value - 1e-9 * max(value, 1)).rounded(.up)
  }
}
