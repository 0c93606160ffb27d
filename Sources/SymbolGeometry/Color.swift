/// An sRGB colour with straight (not premultiplied) 8-bit channels.
///
/// It lives in the geometry module because every stage carries colours (the SVG reader,
/// the catalog, the raster and vector backends) and this is the one module they all see.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8
  /// Alpha, 0 (transparent) ... 255 (opaque).
  public var alpha: UInt8

  /// Creates a colour from straight channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The colour with its alpha multiplied by `opacity` (clamped to 0...1; NaN counts as 0).
  public func withOpacity(_ opacity: Double) -> Color {
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    var copy = self
    copy.alpha = UInt8((Double(alpha) * o).rounded())
    return copy
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var description: String {
    func hex(_ v: UInt8) -> String {
      let digits = Array("0123456789abcdef")
      return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
    let rgb = "#" + hex(red) + hex(green) + hex(blue)
    return alpha == 255 ? rgb : rgb + hex(alpha)
  }
}
