import SymbolRaster

/// How far apart two renderings of one icon are, in premultiplied RGBA8 levels.
struct SVGComparisonDifference {
  /// The mean absolute difference over every channel of every pixel.
  let mean: Double
  /// The largest absolute difference of any single channel.
  let worst: Int

  /// Compares two straight-alpha images of the same size after premultiplying both, so that
  /// colour under (nearly) transparent pixels does not count.
  ///
  /// - Returns: `nil` when the sizes differ.
  init?(_ ours: PNGImage, _ theirs: PNGImage) {
    guard ours.width == theirs.width, ours.height == theirs.height,
      ours.pixels.count == theirs.pixels.count, !ours.pixels.isEmpty
    else { return nil }
    var total = 0
    var worst = 0
    let (a, b) = (ours.pixels, theirs.pixels)
    for pixel in stride(from: 0, to: a.count, by: 4) {
      let alphaA = Int(a[pixel + 3])
      let alphaB = Int(b[pixel + 3])
      for channel in 0..<3 {
        let levelA = Self.premultiply(Int(a[pixel + channel]), alpha: alphaA)
        let levelB = Self.premultiply(Int(b[pixel + channel]), alpha: alphaB)
        let difference = abs(levelA - levelB)
        total += difference
        worst = max(worst, difference)
      }
      let difference = abs(alphaA - alphaB)
      total += difference
      worst = max(worst, difference)
    }
    self.mean = Double(total) / Double(ours.pixels.count)
    self.worst = worst
  }

  /// `level × alpha / 255`, rounded to nearest.
  private static func premultiply(_ level: Int, alpha: Int) -> Int {
    (level * alpha + 127) / 255
  }
}
