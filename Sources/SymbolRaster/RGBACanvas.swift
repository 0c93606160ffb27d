import SymbolGeometry

/// An RGBA image with 8-bit premultiplied sRGB channels, rows top to bottom, for the
/// filler to paint into.
///
/// ```swift
/// var canvas = try RGBACanvas(width: 64, height: 64)
/// try rasterizer.fill(circle, color: .black, opacity: 0.5, into: &canvas)
/// try canvas.withLayer(opacity: 0.5) { layer in try rasterizer.fill(square, color: .white, into: &layer) }
/// let png = try canvas.pngData()
/// ```
public struct RGBACanvas: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Premultiplied RGBA bytes, `width * 4` per row. Read-only outside the module so that
  /// its length always matches the size the raw-pointer loops rely on.
  public internal(set) var pixels: [UInt8]

  /// Creates a canvas filled with `background` (transparent by default); throws when the
  /// size is outside the accepted limits.
  public init(width: Int, height: Int, background: Color = .clear) throws(RasterError) {
    try RasterError.validate(width: width, height: height)
    self.width = width
    self.height = height
    let p = Premultiplied.paint(background, opacity: 1)
    let pixel: UInt32 = p[0] | p[1] << 8 | p[2] << 16 | p[3] << 24
    pixels = [UInt8](repeating: 0, count: width * height * 4)
    if pixel != 0 {
      pixels.withUnsafeMutableBytes { raw in
        raw.bindMemory(to: UInt32.self).update(repeating: UInt32(littleEndian: pixel))
      }
    }
  }

  /// Creates a canvas from premultiplied RGBA bytes (`width * height * 4` of them, with no
  /// channel above its alpha); throws when the size or the byte count is not accepted, or
  /// when a colour channel exceeds its pixel's alpha (which no premultiplied colour does,
  /// and which compositing could not keep within a byte).
  public init(width: Int, height: Int, premultipliedPixels: [UInt8]) throws(RasterError) {
    try RasterError.validate(width: width, height: height)
    guard premultipliedPixels.count == width * height * 4 else {
      throw .sizeMismatch(expected: "\(width * height * 4) bytes", got: "\(premultipliedPixels.count) bytes")
    }
    for start in stride(from: 0, to: premultipliedPixels.count, by: 4) {
      let alpha = premultipliedPixels[start + 3]
      for channel in 0..<3 where premultipliedPixels[start + channel] > alpha {
        let pixel = start / 4
        throw .channelAboveAlpha(
          x: pixel % width, y: pixel / width, channel: channel, value: premultipliedPixels[start + channel],
          alpha: alpha)
      }
    }
    self.width = width
    self.height = height
    pixels = premultipliedPixels
  }

  /// The premultiplied channels of one pixel; the caller keeps the position inside.
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Draws `body`'s drawing as one group: it paints into a transparent layer of the same
  /// size, which is then composited over this canvas at `opacity`. Overlapping shapes
  /// inside the group therefore do not show through each other.
  public mutating func withLayer<E: Error>(
    opacity: Double, blend: BlendMode = .sourceOver, _ body: (inout RGBACanvas) throws(E) -> Void
  ) throws(E) {
    // The size is already validated, so a transparent layer of the same size cannot fail.
    var layer = RGBACanvas(validatedWidth: width, height: height)
    try body(&layer)
    composite(layer, opacity: opacity, blend: blend)
  }

  private init(validatedWidth width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// Composites another canvas over (or, with `.clear`, out of) this one at `opacity`, its
  /// top-left corner at pixel (`x`, `y`) of this one (by default the two corners meet);
  /// only the part of `layer` that lands on this canvas is composited.
  public mutating func composite(
    _ layer: RGBACanvas, x: Int = 0, y: Int = 0, opacity: Double = 1, blend: BlendMode = .sourceOver
  ) {
    // The loop below uses raw pointers; a `pixels` shorter than the size says (only code in
    // this module can set it) would otherwise be read or written out of bounds.
    precondition(
      pixels.count == width * height * 4 && layer.pixels.count == layer.width * layer.height * 4,
      "RGBACanvas.pixels must hold width * height * 4 bytes")
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    // The opacity in steps of 1/65536, and each channel rounded once, from the exact sum
    // src·o + dst·(1 − srcAlpha·o/255) over the common denominator 255·65536. Rounding
    // the opacity to 1/255 and each term on its own erred by up to 2 levels.
    let scale = UInt64((o * 65536).rounded())
    if scale == 0 { return }
    let denominator: UInt64 = 255 * 65536
    // The rows and columns of `layer` that land on this canvas; none when it lies outside
    // (checked first, so that no offset can overflow below).
    guard x < width, y < height, x > -layer.width, y > -layer.height else { return }
    let (left, top) = (max(0, -x), max(0, -y))
    let (right, bottom) = (min(layer.width, width - x), min(layer.height, height - y))
    let (dstWidth, srcWidth) = (width, layer.width)
    pixels.withUnsafeMutableBufferPointer { dst in
      layer.pixels.withUnsafeBufferPointer { src in
        for row in top..<bottom {
          var d = ((row + y) * dstWidth + left + x) * 4
          var s = (row * srcWidth + left) * 4
          for _ in left..<right {
            let sa = UInt64(src[s + 3]) * scale
            if sa != 0 {
              // What the destination keeps, in units of 1/denominator; with every colour
              // at most its alpha (as `init` checks), no result exceeds its alpha or 255.
              let keep = denominator - sa
              let add = blend == .sourceOver ? 255 * scale : 0
              for k in 0..<4 {
                let sum = UInt64(src[s + k]) * add + UInt64(dst[d + k]) * keep
                dst[d + k] = UInt8(truncatingIfNeeded: (sum + denominator / 2) / denominator)
              }
            }
            d += 4
            s += 4
          }
        }
      }
    }
  }

  /// The canvas as PNG bytes (straight alpha in the file, as PNG requires).
  public func pngData() throws(PNGError) -> [UInt8] {
    try PNGEncoder.encodeRGBA(width: width, height: height, premultiplied: pixels)
  }
}
