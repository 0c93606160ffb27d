#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Plain decimal spellings of numbers for the vector writers.
///
/// PDF forbids exponents and SVG attributes read best without them, so numbers are
/// written with a fixed number of decimals at most, trailing zeros removed and `-0` as
/// `0`. The spelling depends only on the value, so equal drawings give identical bytes.
enum DrawingNumberFormat {
  /// The largest magnitude written; beyond it values are clamped, because PDF readers
  /// cannot represent more and no drawing in points comes near it.
  static let limit = 1e15

  /// `value` rounded to at most `places` decimals (0...9). Non-finite values, which the
  /// writers refuse before formatting, are written as `0` rather than as invalid syntax.
  static func string(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "0" }
    let digits = min(max(places, 0), 9)
    var power: Int64 = 1
    for _ in 0..<digits { power *= 10 }
    let clamped = min(max(value, -limit), limit)
    // Above 2^53 / 10^places the fraction is below the Double's own resolution: write
    // the whole number only, which still cannot overflow Int64 because of the clamp.
    let scaledValue = clamped * Double(power)
    guard abs(scaledValue) < 9_007_199_254_740_992 else { return String(Int64(clamped.rounded())) }
    let scaled = Int64(scaledValue.rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(power)
    var fraction = magnitude % UInt64(power)
    var text = (scaled < 0 ? "-" : "") + String(whole)
    guard fraction != 0 else { return text }
    var width = digits
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    let fractionDigits = String(fraction)
    text += "." + String(repeating: "0", count: width - fractionDigits.count) + fractionDigits
    return text
  }

  /// The decimals a coordinate in points gets at `scale` output units (pixels) per point:
  /// `precision`, plus one for each tenfold of the scale above 100. At 4 decimals a rounded
  /// coordinate is off by up to 1/20 000 pt, a two-hundredth of a pixel at 100 pixels per
  /// point but 0.4 px at the 8,000 a 1-point symbol may be drawn at, where the SVG and PDF
  /// no longer overlaid the PNG; the extra digits keep it within a two-hundredth of a
  /// pixel. Digits are added up to 9, what ``string(_:places:)`` writes; a larger
  /// `precision` is kept.
  static func coordinatePlaces(_ precision: Int, scale: Double) -> Int {
    guard scale.isFinite, scale > 100 else { return precision }
    let extra = Int(log10(scale / 100).rounded(.up))
    return max(precision, min(max(precision, 0) + extra, 9))
  }

  /// The effective opacity of a fill: the step's opacity (clamped, NaN as 0) times the
  /// colour's own alpha, as the rasterizer combines them.
  static func opacity(_ opacity: Double, alpha: UInt8) -> Double {
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    return o * Double(alpha) / 255
  }
}
