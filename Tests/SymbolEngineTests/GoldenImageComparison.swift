import SymbolRaster

/// How far a rendered canvas is from an expected image, in premultiplied RGBA levels.
struct GoldenImageComparison {
  /// The largest difference in any channel of any pixel.
  var maximum: Int
  /// The mean difference over every channel of every pixel.
  var mean: Double
  /// The number of pixels with at least one channel differing by more than the tolerance.
  var failingPixels: Int
  /// Per pixel, the largest channel difference; `width * height` entries.
  var pixelDifferences: [Int]

  /// Compares `actual` (premultiplied) with `expected` (straight alpha, as decoded); the
  /// sizes must already match.
  init(actual: RGBACanvas, expected: PNGImage, tolerance: Int) {
    let count = actual.width * actual.height
    let expectedPremultiplied = GoldenImageComparison.premultiply(expected.pixels)
    var maximum = 0
    var total = 0
    var failing = 0
    var differences = [Int](repeating: 0, count: count)
    for pixel in 0..<count {
      var largest = 0
      for channel in 0..<4 {
        let index = pixel * 4 + channel
        let difference = abs(Int(actual.pixels[index]) - Int(expectedPremultiplied[index]))
        total += difference
        largest = max(largest, difference)
      }
      differences[pixel] = largest
      maximum = max(maximum, largest)
      if largest > tolerance { failing += 1 }
    }
    self.maximum = maximum
    self.mean = count == 0 ? 0 : Double(total) / Double(count * 4)
    self.failingPixels = failing
    self.pixelDifferences = differences
  }

  /// Straight-alpha RGBA8 to premultiplied, rounding to nearest as the canvas does.
  static func premultiply(_ straight: [UInt8]) -> [UInt8] {
    var result = straight
    for start in stride(from: 0, to: straight.count, by: 4) {
      let alpha = Int(straight[start + 3])
      for channel in 0..<3 {
        result[start + channel] = UInt8((Int(straight[start + channel]) * alpha + 127) / 255)
      }
    }
    return result
  }

  /// A picture of the differences: the expected image as opaque grey (its luminance,
  /// lightened and composited over white), with each differing pixel painted red in
  /// proportion to its difference (full red at 64 levels or more).
  func diffImage(expected: PNGImage) throws(PNGError) -> PNGImage {
    var image = try PNGImage(width: expected.width, height: expected.height)
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let (r, g, b, a) = expected[x, y]
        let luminance = (Int(r) * 299 + Int(g) * 587 + Int(b) * 114) / 1000
        let overWhite = (luminance * Int(a) + 255 * (255 - Int(a))) / 255
        let grey = 128 + overWhite / 2
        let difference = pixelDifferences[y * expected.width + x]
        if difference == 0 {
          image[x, y] = (UInt8(grey), UInt8(grey), UInt8(grey), 255)
        } else {
          let strength = min(255, 64 + difference * 3)
          let keep = 255 - strength
          image[x, y] = (
            UInt8((grey * keep + 255 * strength) / 255), UInt8(grey * keep / 255), UInt8(grey * keep / 255),
            255
          )
        }
      }
    }
    return image
  }
}
