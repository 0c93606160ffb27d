/// Masking a canvas by levels taken from another: what SVG's `<mask>` does.
extension RGBACanvas {
  /// Which value of a pixel a mask takes.
  public enum MaskValue: Hashable, Sendable {
    /// 0.2125 R + 0.7154 G + 0.0721 B of the premultiplied colour, rounded: a colour's
    /// luminance times its alpha, as SVG and CSS luminance masks use it (in sRGB values).
    case luminance
    /// The alpha.
    case alpha
  }

  /// Each pixel's mask level, 0...255, as a mask of this canvas's size.
  public func maskLevels(_ value: MaskValue) throws(RasterError) -> CoverageMask {
    var mask = try CoverageMask(width: width, height: height)
    for index in 0..<(width * height) {
      let p = index * 4
      switch value {
      case .alpha:
        mask.pixels[index] = pixels[p + 3]
      case .luminance:
        // The weights sum to 10 000, so the level stays within the alpha (colours are at
        // most their alpha) and within 255.
        let sum = 2125 * Int(pixels[p]) + 7154 * Int(pixels[p + 1]) + 721 * Int(pixels[p + 2])
        mask.pixels[index] = UInt8((sum + 5000) / 10_000)
      }
    }
    return mask
  }

  /// Scales every pixel by `mask`'s level there (level / 255), each channel rounded once.
  ///
  /// - Throws: `RasterError.sizeMismatch` when the mask is not this canvas's size.
  public mutating func applyMask(_ mask: CoverageMask) throws(RasterError) {
    guard mask.width == width, mask.height == height else {
      throw .sizeMismatch(expected: "a \(width)×\(height) mask", got: "\(mask.width)×\(mask.height)")
    }
    for index in 0..<(width * height) {
      let level = Int(mask.pixels[index])
      if level == 255 { continue }
      for k in 0..<4 {
        let p = index * 4 + k
        pixels[p] = UInt8((Int(pixels[p]) * level + 127) / 255)
      }
    }
  }
}

extension CoverageMask {
  /// Multiplies every level by `other`'s (both as fractions of 255), rounded once.
  ///
  /// - Throws: `RasterError.sizeMismatch` when the masks differ in size.
  public mutating func multiply(by other: CoverageMask) throws(RasterError) {
    guard other.width == width, other.height == height else {
      throw .sizeMismatch(expected: "a \(width)×\(height) mask", got: "\(other.width)×\(other.height)")
    }
    for index in pixels.indices {
      pixels[index] = UInt8((Int(pixels[index]) * Int(other.pixels[index]) + 127) / 255)
    }
  }
}
