import SymbolEngine

/// Why `render` refuses an image too large to draw, with what would fit: shared by
/// `render`, which stops on it, and `info`, which warns, so the two say the same.
enum OutputSizeLimit {
  /// The problem with `image`'s pixel size, or `nil` when every output accepts it.
  ///
  /// The remedy names the largest `--rasterization-scale` that fits at the image's point
  /// size and the largest `--point-size` that fits at its rasterisation scale, whichever
  /// exist, or says that the symbol's own geometry is at fault when not even the smallest of
  /// both fits.
  static func problem(with image: SymbolImage) -> String? {
    do {
      try image.validateOutputSize()
      return nil
    } catch {
      let size = image.configuration.pointSize ?? 17
      let scale = image.metrics.rasterizationScale
      let pixels = pixelSize(of: image)
      // A side past what a double holds has no number to print.
      let extent =
        pixels.width.isFinite && pixels.height.isFinite
        ? "\(JSONWriter.format(pixels.width))×\(JSONWriter.format(pixels.height)) px"
        : "too large to count in pixels (a side overflows)"
      return "\(image.resolution.resolvedName): the image would be \(extent) at --point-size "
        + "\(JSONWriter.format(size)) and --rasterization-scale \(JSONWriter.format(scale)), above the limit of "
        + "\(SymbolImageError.outputSizeLimit); \(remedy(for: image, size: size, scale: scale))"
    }
  }

  /// The image's size in pixels, each side as large as it really is.
  ///
  /// `SymbolImageMetrics` holds whole pixels as `Int`, clamped to `Int32.max` a side so that
  /// a huge `--rasterization-scale` cannot trap; reporting the clamp as the size would
  /// state a wrong number, so a clamped side is computed again here from the drawing, as a
  /// double (infinite when even that overflows).
  static func pixelSize(of image: SymbolImage) -> (width: Double, height: Double) {
    let clamp = Int(Int32.max)
    let scale = image.metrics.rasterizationScale
    let width =
      image.metrics.pixelWidth < clamp
      ? Double(image.metrics.pixelWidth) : (image.drawing.width * scale).rounded(.up)
    let height =
      image.metrics.pixelHeight < clamp
      ? Double(image.metrics.pixelHeight) : (image.drawing.height * scale).rounded(.up)
    return (width, height)
  }

  /// One side of ``pixelSize(of:)`` for JSON: an integer when it is one, else the number
  /// (`null` when it overflows).
  static func jsonPixels(_ side: Double) -> JSONWriter.Value {
    side < Double(Int32.max) ? .int(Int(side)) : .number(side)
  }

  /// What would fit instead: the largest rasterisation scale at this point size and the
  /// largest point size at this scale, each when one exists (the point size last, where
  /// scripts and tests find it).
  private static func remedy(for image: SymbolImage, size: Double, scale: Double) -> String {
    let fittingScale = largestFittingScale(for: image, atMost: scale)
    let fittingSize = largestFittingPointSize(for: image, at: size)
    switch (fittingScale, fittingSize) {
    case (let fittingScale?, let fittingSize?):
      return
        "choose a --rasterization-scale of at most \(JSONWriter.format(fittingScale)) at this point size,"
        + " or at this scale a --point-size of at most \(JSONWriter.format(fittingSize))"
    case (let fittingScale?, nil):
      return "choose a --rasterization-scale of at most \(JSONWriter.format(fittingScale)) at this point size"
        + " (at this scale even --point-size 1 would not fit)"
    case (nil, let fittingSize?):
      return "choose a --point-size of at most \(JSONWriter.format(fittingSize)) at this scale"
        + " (at this point size even --rasterization-scale"
        + " \(JSONWriter.format(SymbolImageError.minimumRasterizationScale)) would not fit)"
    case (nil, nil):
      // The smallest point size at the smallest scale: if even that is too large, no option
      // helps, and the symbol's file is what is wrong (a mistyped coordinate, say).
      let smallest = SymbolImageError.minimumRasterizationScale
      let factor = SymbolImageError.minimumPointSize / size
      if let fitting = largestFittingScale(for: image, atMost: scale, pointSizeFactor: factor) {
        return "choose a smaller --point-size and --rasterization-scale: at --point-size 1, a"
          + " --rasterization-scale of at most \(JSONWriter.format(fitting)) fits"
      }
      return "even --point-size 1 at --rasterization-scale \(JSONWriter.format(smallest)) would not fit, so"
        + " the symbol's own geometry is far too large: check its file with symbol-lint"
    }
  }

  /// The largest rasterisation scale, in hundredths, at which `image` fits the limits at
  /// its point size times `pointSizeFactor`, or `nil` when not even the smallest scale does.
  /// Only scales below `scale`, where the image does not fit, are considered.
  private static func largestFittingScale(
    for image: SymbolImage, atMost scale: Double, pointSizeFactor: Double = 1
  ) -> Double? {
    // The drawing is in points at the image's point size, and scales with the point size.
    let (width, height) = (image.drawing.width * pointSizeFactor, image.drawing.height * pointSizeFactor)
    return largestFitting(
      from: SymbolImageError.minimumRasterizationScale, upTo: min(scale, bound(width: width, height: height))
    ) { candidate in
      fits(image.drawing.pixelSize(scale: candidate * pointSizeFactor))
    }
  }

  /// The largest point size, in hundredths, at which `image` (drawn at `size`) fits the
  /// limits at its rasterisation scale, or `nil` when not even the smallest point size does.
  ///
  /// The drawing scales with the point size, so its pixel size at another point size is its
  /// pixel size at a proportionally larger scale.
  private static func largestFittingPointSize(for image: SymbolImage, at size: Double) -> Double? {
    let scale = image.metrics.rasterizationScale
    let (width, height) = (image.drawing.width * scale, image.drawing.height * scale)
    return largestFitting(
      from: SymbolImageError.minimumPointSize, upTo: min(size, size * bound(width: width, height: height))
    ) { candidate in
      fits(image.drawing.pixelSize(scale: scale * candidate / size))
    }
  }

  /// The factor by which an image of `width`×`height` px may grow and still fit the limits,
  /// ignoring that each side is rounded up to whole pixels: an upper bound.
  private static func bound(width: Double, height: Double) -> Double {
    min(
      Double(RasterError.maximumSide) / max(width, height),
      (Double(RasterError.maximumPixels) / (width * height)).squareRoot())
  }

  /// Whether the image fits the limits at a candidate scale or point size.
  private typealias Fits = (Double) -> Bool

  /// Whether an image of `pixels` fits the limits.
  private static func fits(_ pixels: (width: Int, height: Int)) -> Bool {
    (try? RasterError.validate(width: pixels.width, height: pixels.height)) != nil
  }

  /// The largest whole number of hundredths from `lowest` to `bound` at which `fits` holds,
  /// or `nil` when it holds at none. Bisected: `fits` is monotonic (a larger scale or point
  /// size never makes a smaller image), and the rounding to whole pixels that `bound`
  /// ignores can put the answer many hundredths below it when a symbol is small.
  private static func largestFitting(from lowest: Double, upTo bound: Double, where fits: Fits) -> Double? {
    var low = (lowest * 100).rounded(.up)
    // Below 2⁵², where every hundredth is still a distinct double.
    var high = min((bound * 100).rounded(.down), 0x1p52)
    guard high.isFinite, high >= low, fits(low / 100) else { return nil }
    while low < high {
      let middle = ((low + high + 1) / 2).rounded(.down)
      if fits(middle / 100) { low = middle } else { high = middle - 1 }
    }
    return low / 100
  }
}
