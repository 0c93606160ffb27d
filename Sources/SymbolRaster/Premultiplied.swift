import SymbolGeometry

/// Premultiplied 8-bit colour.
enum Premultiplied {
  /// A colour at an opacity as premultiplied channels (r, g, b, a).
  static func paint(_ color: Color, opacity: Double) -> SIMD4<UInt32> {
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    let a = (Double(color.alpha) * o).rounded()
    func channel(_ v: UInt8) -> UInt32 { UInt32((Double(v) * a / 255).rounded()) }
    return SIMD4(channel(color.red), channel(color.green), channel(color.blue), UInt32(a))
  }
}
