import SymbolEngine

/// How the output size was asked for on the command line, and how it turns into a canvas
/// size once the document's intrinsic size is known.
enum OutputSizeRequest: Equatable {
  /// The document's own size, rounded up to whole pixels.
  case intrinsic
  /// The intrinsic size times a factor.
  case scale(Double)
  /// This width; the height follows the aspect ratio.
  case width(Int)
  /// This height; the width follows the aspect ratio.
  case height(Int)
  /// Exactly this size, stretching the drawing if the aspect ratio differs.
  case exact(width: Int, height: Int)
  /// The largest size that fits in a square of this side keeping the aspect ratio.
  case fit(Int)

  /// The canvas size for a document of `documentWidth`×`documentHeight` px, read from
  /// `file`.
  ///
  /// - Throws: `CommandFailure` naming the file and what is accepted: a document size that
  ///   is not positive and finite, or an output above the size limits.
  func resolve(
    documentWidth: Double, documentHeight: Double, file: String
  ) throws(CommandFailure) -> (width: Int, height: Int) {
    func unusable() -> CommandFailure {
      CommandFailure(
        "\(file): the document size \(NumberText.plain(documentWidth))×\(NumberText.plain(documentHeight))"
          + " px is not usable; the <svg> element's width and height (or else its viewBox) must give a"
          + " positive, finite size that scales to the output by a finite factor")
    }
    guard documentWidth.isFinite, documentHeight.isFinite, documentWidth > 0, documentHeight > 0 else {
      throw unusable()
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
    else {
      throw CommandFailure(
        "\(file): the output would be \(Self.describe(width))×\(Self.describe(height)) px, above the limit of "
          + "\(RasterError.maximumSide) px a side and \(RasterError.maximumPixels / 1_048_576) megapixels; "
          + "choose a smaller --width, --height, --size or --scale")
    }
    // A positive size can still be too small to scale (1e-320 px to one pixel is an
    // infinite factor), which would make every coordinate NaN.
    guard (width / documentWidth).isFinite, (height / documentHeight).isFinite else { throw unusable() }
    return (Int(width), Int(height))
  }

  /// Rounds up to whole pixels, ignoring the last bits of floating-point noise so that
  /// 100 × 1.1 gives 110 px rather than 111.
  private static func roundedUp(_ value: Double) -> Double {
    // From 2⁵² every double is whole; the allowance would only turn 1e308 into 9.99999999e307.
    guard value < 0x1p52 else { return value }
    return (value - 1e-9 * max(value, 1)).rounded(.up)
  }

  private static func describe(_ value: Double) -> String {
    value < 1e15 ? String(Int(value)) : String(value)
  }
}
