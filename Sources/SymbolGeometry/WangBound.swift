/// How many even steps in `t` keep a Bézier curve within a tolerance of its chords, by
/// Wang's bound: n steps keep a quadratic within |p0 − 2p1 + p2| / (4n²) of them, and a
/// cubic within ¾·max|Δ²p| / n², where Δ²p are its two second differences.
///
/// The flatteners and the rasterizer's direct route all count with these functions, in
/// this order of operations. The rasterizer fills a path inside its target by one of two
/// routes (its own even steps on a target of one band, `Flattener` on one of several), and
/// a whole-pixel move must shift the result exactly, so both must give a curve the same
/// number of steps, also when the bound is a whole number: a quadratic whose second
/// difference was (−4, −3) px asks for exactly 5 steps at 1/20 px, and one route computed
/// n⁴ = 624.9999999999999 (5 steps) where the other computed n = 5.0 (6 steps).
///
/// The counts are computed from n⁴, which needs no square root; the caller supplies the
/// inverse square of its tolerance (`inverseSquare(of:)`), which the rasterizer's direct
/// route computes once per fill and `Flattener` once per curve.
public enum WangBound {
  /// n⁴ for a quadratic whose second difference p0 − 2p1 + p2 has squared length
  /// `secondDifferenceSquared`: (|Δ²p| / (4·tolerance))².
  @inlinable @inline(__always)
  public static func quadraticCountToTheFourth(
    secondDifferenceSquared: Double, inverseToleranceSquared: Double
  ) -> Double {
    secondDifferenceSquared * (inverseToleranceSquared / 16)
  }

  /// n⁴ for a cubic whose larger second difference, p0 − 2p1 + p2 or p1 − 2p2 + p3, has
  /// squared length `largestSecondDifferenceSquared`: (¾·max|Δ²p| / tolerance)².
  @inlinable @inline(__always)
  public static func cubicCountToTheFourth(
    largestSecondDifferenceSquared: Double, inverseToleranceSquared: Double
  ) -> Double {
    largestSecondDifferenceSquared * (0.5625 * inverseToleranceSquared)
  }

  /// The inverse square of `tolerance`, as every caller computes it.
  @inlinable @inline(__always)
  public static func inverseSquare(of tolerance: Double) -> Double {
    1 / (tolerance * tolerance)
  }

  /// The number of even steps for a curve whose bound asks for n steps, given
  /// n⁴ = `countToTheFourth`: 1 (the chord) when n ≤ 1, else ⌊n⌋ + 1, exactly; nil when n
  /// is `limit` or more, or infinite. Limits are taken within 0...8192, where k⁴ is exact.
  ///
  /// A NaN count gives the chord: it comes from a straight curve (0) times an infinite
  /// inverse tolerance (a tolerance so small that its square underflows), or from points
  /// that are not numbers, which the rasterizer has already rejected.
  ///
  /// Counts up to 9 come from comparisons with k⁴, which are independent of each other,
  /// rather than from two square roots in a row, on the path to the curve's first line.
  /// Above, the fourth root is corrected down where rounding lifted it onto a whole number.
  @inlinable @inline(__always)
  public static func evenStepCount(countToTheFourth x: Double, limit: Int) -> Int? {
    if !(x > 1) { return 1 }
    // For the rasterizer's constant limit the first test folds away.
    if limit >= 9 && x < 6561 {  // 9⁴
      var count = 2
      count &+= x >= 16 ? 1 : 0
      count &+= x >= 81 ? 1 : 0
      count &+= x >= 256 ? 1 : 0
      count &+= x >= 625 ? 1 : 0
      count &+= x >= 1296 ? 1 : 0
      count &+= x >= 2401 ? 1 : 0
      count &+= x >= 4096 ? 1 : 0
      return count
    }
    let limitValue = Double(min(max(limit, 0), 8192))
    guard x < limitValue * limitValue * limitValue * limitValue else { return nil }
    var whole = Double(Int(x.squareRoot().squareRoot()))
    if whole * whole * whole * whole > x { whole -= 1 }
    return Int(whole) &+ 1
  }
}
