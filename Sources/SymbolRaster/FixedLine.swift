/// A line segment in the filler's fixed-point space: 1/1024 px, already clipped to the
/// target (x in 0...width·1024, y in 0...height·1024) and never horizontal.
struct FixedLine {
  var x0: Int32
  var y0: Int32
  var x1: Int32
  var y1: Int32

  /// The first pixel row the line touches.
  @inline(__always)
  var topRow: Int { Int(min(y0, y1)) >> Fixed.shift }
  /// The last pixel row the line touches (the row holding its lower end, exclusive of an
  /// end lying exactly on a row boundary).
  @inline(__always)
  var bottomRow: Int { (Int(max(y0, y1)) - 1) >> Fixed.shift }
}

/// The fixed-point format of the filler: 10 fractional bits.
///
/// 1/1024 px keeps the rounding of vertices below 1/8 of a level of 255 per edge; a pixel
/// row's cover is at most 1024 and a cell's doubled area at most 1024 · 2048 = 2²¹, the
/// value of a fully covered pixel. Cells are 64-bit, so no winding count can overflow.
enum Fixed {
  static let shift = 10
  static let one = 1 << shift
  static let mask = one - 1
  /// The running-sum value of a fully covered pixel, 2·one².
  static let full = 2 * one * one
  static let fullShift = 2 * shift + 1
  /// Converts a clipped pixel coordinate.
  @inline(__always)
  static func from(_ v: Double) -> Int32 { Int32((v * Double(one)).rounded()) }
}
