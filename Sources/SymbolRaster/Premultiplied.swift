import SymbolGeometry

/// Exact integer helpers for premultiplied 8-bit compositing.
enum Premultiplied {
  /// `x / 255` rounded to nearest, exact for every `x` in 0...65_535.
  @inline(__always)
  static func divide255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// A colour at an opacity as premultiplied channels (r, g, b, a).
  static func paint(_ color: Color, opacity: Double) -> SIMD4<UInt32> {
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    let a = (Double(color.alpha) * o).rounded()
    func channel(_ v: UInt8) -> UInt32 { UInt32((Double(v) * a / 255).rounded()) }
    return SIMD4(channel(color.red), channel(color.green), channel(color.blue), UInt32(a))
  }
}
