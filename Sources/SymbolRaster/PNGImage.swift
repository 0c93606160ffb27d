/// A decoded or to-be-encoded PNG image: straight (non-premultiplied) RGBA, 8 bits per
/// channel, rows stored top to bottom with no padding (`width * 4` bytes per row).
public struct PNGImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Straight-alpha RGBA8 samples, row-major; `width * height * 4` bytes when valid.
  /// The encoder re-checks the count because this property is mutable.
  public var pixels: [UInt8]

  /// Wraps existing straight-alpha RGBA8 pixels, or throws when the size is outside the
  /// accepted limits or the buffer does not hold exactly `width * height * 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(PNGError) {
    try Self.validate(width: width, height: height, count: pixels.count, channels: 4, layout: "RGBA8")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates a fully transparent image, or throws when the size is outside the accepted limits.
  public init(width: Int, height: Int) throws(PNGError) {
    try Self.validate(width: width, height: height)
    self.init(validatedWidth: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
  }

  /// Wraps pixels the caller has already checked; used by the decoder.
  init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The straight-alpha RGBA of one pixel; the caller keeps the position inside the image.
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    get {
      let index = (y * width + x) * 4
      return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
    set {
      let index = (y * width + x) * 4
      pixels[index] = newValue.red
      pixels[index + 1] = newValue.green
      pixels[index + 2] = newValue.blue
      pixels[index + 3] = newValue.alpha
    }
  }

  /// Checks a size against the PNG limits and, when `count` is given, that a buffer holds
  /// exactly `width * height * channels` bytes.
  static func validate(
    width: Int, height: Int, count: Int? = nil, channels: Int = 4, layout: String = "RGBA8"
  ) throws(PNGError) {
    // Compare each side before multiplying so a hostile size cannot overflow the product.
    guard width >= 1, height >= 1, width <= PNGError.maximumSide, height <= PNGError.maximumSide,
      width * height <= PNGError.maximumPixels
    else { throw .invalidDimensions(width: width, height: height) }
    if let count, count != width * height * channels {
      throw .pixelCountMismatch(
        layout: layout, width: width, height: height, expected: width * height * channels, got: count)
    }
  }
}
