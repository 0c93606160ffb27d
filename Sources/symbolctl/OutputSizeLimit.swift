import SymbolEngine

/// Why `render` refuses an image too large to draw, with what would fit: shared by
/// `render`, which stops on it, and `info`, which warns, so the two say the same.
enum OutputSizeLimit {
  /// The problem with `image`'s pixel size, or `nil` when every output accepts it.
  ///
  /// The remedy names the largest `--point-size` that fits at the image's rasterisation
  /// scale, or says that the symbol's own geometry is at fault when not even 1 pt fits.
  static func problem(with image: SymbolImage) -> String? {
    do {
      try image.validateOutputSize()
      return nil
    } catch {
      let size = image.configuration.pointSize ?? 17
      let scale = image.metrics.rasterizationScale
      let remedy =
        if let fitting = largestFittingPointSize(for: image, at: size) {
          "choose a smaller --rasterization-scale, or at this one a --point-size of at most "
            + JSONWriter.format(fitting)
        } else {
          "even --point-size 1 would not fit, so the symbol's own geometry is far too large:"
            + " check its file with symbol-lint"
        }
      return "\(image.resolution.resolvedName): the image would be \(image.metrics.pixelWidth)×"
        + "\(image.metrics.pixelHeight) px at --point-size \(JSONWriter.format(size)) and "
        + "--rasterization-scale \(JSONWriter.format(scale)), above the limit of "
        + "\(SymbolImageError.outputSizeLimit); \(remedy)"
    }
  }

  /// The largest point size, in hundredths, at which `image` (drawn at `size`) fits the
  /// limits at its rasterisation scale, or `nil` when not even the smallest point size does.
  ///
  /// The drawing scales with the point size, so its pixel size at another point size is its
  /// pixel size at a proportionally larger scale. Ignoring that each side is rounded up to
  /// whole pixels gives an upper bound; the candidates below it are checked in turn, which
  /// takes a step or two, as rounding adds at most a pixel a side.
  private static func largestFittingPointSize(for image: SymbolImage, at size: Double) -> Double? {
    let scale = image.metrics.rasterizationScale
    let (width, height) = (image.drawing.width * scale, image.drawing.height * scale)
    let bound = min(
      Double(RasterError.maximumSide) / max(width, height),
      (Double(RasterError.maximumPixels) / (width * height)).squareRoot())
    var hundredths = (size * bound * 100).rounded(.down)
    while hundredths >= SymbolImageError.minimumPointSize * 100 {
      let pixels = image.drawing.pixelSize(scale: scale * hundredths / 100 / size)
      if (try? RasterError.validate(width: pixels.width, height: pixels.height)) != nil {
        return hundredths / 100
      }
      hundredths -= 1
    }
    return nil
  }
}
