import SymbolGeometry

/// An 8-bit coverage image: 0 is outside, 255 fully inside. Rows are stored top to bottom,
/// `width` bytes each, with no padding.
public struct CoverageMask: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Coverage values, row-major. Read-only outside the module so that its length always
  /// matches the size; change single values through the subscript.
  public internal(set) var pixels: [UInt8]

  /// Creates a mask of zeros, or throws when the size is outside the accepted limits.
  public init(width: Int, height: Int) throws(RasterError) {
    try RasterError.validate(width: width, height: height)
    self.width = width
    self.height = height
    self.pixels = [UInt8](repeating: 0, count: width * height)
  }

  /// The coverage at a pixel; the caller keeps the position inside the mask.
  public subscript(x: Int, y: Int) -> UInt8 {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// Sets every pixel to zero, keeping the storage.
  public mutating func clear() {
    pixels.withUnsafeMutableBufferPointer { buffer in
      buffer.update(repeating: 0)
    }
  }

  /// The sum of all coverage values divided by 255: the covered area in square pixels.
  public var coveredArea: Double {
    var total = 0
    for v in pixels { total &+= Int(v) }
    return Double(total) / 255
  }
}
