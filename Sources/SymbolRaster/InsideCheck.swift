/// Whether a stream of points all lie inside `0...width × 0...height`, decided with no
/// branch per point: a two-lane minimum, maximum and sum. The sum catches what minimum and
/// maximum may miss: NaN compares false (so they can skip it) but poisons the sum, as do
/// infinities. A finite sum that overflows only makes a path look outside, which sends it
/// to the clipping route, always correct.
struct InsideCheck {
  private var low = SIMD2<Double>(repeating: 0)
  private var high = SIMD2<Double>(repeating: 0)
  private var sum = SIMD2<Double>(repeating: 0)

  /// Takes one point, `(x, y)`.
  @inline(__always)
  mutating func include(_ point: SIMD2<Double>) {
    low = low.replacing(with: point, where: point .< low)
    high = high.replacing(with: point, where: point .> high)
    sum += point
  }

  /// Whether every point so far was finite and inside the box.
  func isInside(width: Double, height: Double) -> Bool {
    low.min() >= 0 && high.x <= width && high.y <= height && sum.x.isFinite && sum.y.isFinite
  }
}
