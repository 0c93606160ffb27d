import SymbolGeometry
import SymbolTestSupport
import Testing

@Suite("Wang's bound")
struct WangBoundTests {
  /// ⌊x^¼⌋ + 1 by counting up in integers: the smallest m with m⁴ > x.
  private func countingUp(_ x: Double) -> Int {
    var m = 1
    while Double(m * m * m * m) <= x { m += 1 }
    return m
  }

  @Test func countsAreTheWholePartOfTheFourthRootPlusOne() {
    for k in 2...63 {
      let x = Double(k * k * k * k)
      #expect(WangBound.evenStepCount(countToTheFourth: x.nextDown, limit: 64) == k, "just below \(k)⁴")
      #expect(WangBound.evenStepCount(countToTheFourth: x, limit: 64) == k + 1, "\(k)⁴")
      #expect(WangBound.evenStepCount(countToTheFourth: x.nextUp, limit: 64) == k + 1, "just above \(k)⁴")
    }
    var generator = SplitMix64(seed: 77)
    for _ in 0..<20_000 {
      // Every magnitude from 1 to 64⁴ = 2²⁴, so that both ways of counting are taken.
      let sample = Double(
        sign: .plus, exponent: Int.random(in: 0...23, using: &generator),
        significand: Double.random(in: 1.0.nextUp..<2, using: &generator))
      #expect(
        WangBound.evenStepCount(countToTheFourth: sample, limit: 64) == countingUp(sample), "x = \(sample)")
    }
  }

  @Test func withinTheToleranceOfTheChordIsOneStep() {
    for x in [-1.0, 0, 0.5, 1, .nan, -.infinity] {
      #expect(WangBound.evenStepCount(countToTheFourth: x, limit: 64) == 1, "x = \(x)")
    }
    #expect(WangBound.evenStepCount(countToTheFourth: 1.0.nextUp, limit: 64) == 2)
    // A straight curve at a tolerance whose square underflows: 0 × ∞.
    let straight = WangBound.quadraticCountToTheFourth(
      secondDifferenceSquared: 0, inverseToleranceSquared: WangBound.inverseSquare(of: 1e-300))
    #expect(WangBound.evenStepCount(countToTheFourth: straight, limit: 64) == 1)
  }

  @Test func countsFromTheLimitOnAreLeftToTheCaller() {
    for limit in [0, 1, 2, 5, 8, 9, 10, 16, 64, 100] {
      let x = Double(limit * limit * limit * limit)
      if limit >= 2 {
        #expect(
          WangBound.evenStepCount(countToTheFourth: x.nextDown, limit: limit) == limit, "limit \(limit)")
      }
      #expect(WangBound.evenStepCount(countToTheFourth: max(x, 2), limit: limit) == nil, "limit \(limit)")
    }
    #expect(WangBound.evenStepCount(countToTheFourth: .infinity, limit: 64) == nil)
    #expect(WangBound.evenStepCount(countToTheFourth: 100, limit: -5) == nil)
    // Limits above 8192 count as 8192.
    #expect(WangBound.evenStepCount(countToTheFourth: 1e16, limit: 1 << 20) == nil)
    #expect(WangBound.evenStepCount(countToTheFourth: 1e12, limit: 1 << 20) == 1001)
  }

  @Test func theBoundsScaleExactlyWithTheUnits() {
    // The quadratic that set the rasterizer's two routes apart: its second difference is
    // (−4, −3) px, so at 1/20 px its bound is exactly 5 steps, computed in pixels on one
    // route and in 1/256 px on the other.
    let pixels = WangBound.quadraticCountToTheFourth(
      secondDifferenceSquared: 25, inverseToleranceSquared: WangBound.inverseSquare(of: 1.0 / 20))
    let fixed = WangBound.quadraticCountToTheFourth(
      secondDifferenceSquared: 25 * 65_536, inverseToleranceSquared: WangBound.inverseSquare(of: 256.0 / 20))
    #expect(pixels == fixed)
    #expect(WangBound.evenStepCount(countToTheFourth: pixels, limit: 64) == countingUp(pixels))
    let cubicPixels = WangBound.cubicCountToTheFourth(
      largestSecondDifferenceSquared: 1.5625, inverseToleranceSquared: WangBound.inverseSquare(of: 1.0 / 20))
    let cubicFixed = WangBound.cubicCountToTheFourth(
      largestSecondDifferenceSquared: 1.5625 * 65_536,
      inverseToleranceSquared: WangBound.inverseSquare(of: 256.0 / 20))
    #expect(cubicPixels == cubicFixed)
  }

  @Test func theFlattenersStepAsTheBoundCounts() {
    // That quadratic, relative to its start, in pixels and in 1/256 px.
    for scale in [1.0, 256] {
      let (p0, p1, p2) = (Point.zero, Point(28 * scale, 2 * scale), Point(52 * scale, 1 * scale))
      let tolerance = scale / 20
      var sink = RecordingSink()
      Flattener.quadratic(p0, p1, p2, tolerance: tolerance, maxSegments: 100, uniformLimit: 64, into: &sink)
      let x = WangBound.quadraticCountToTheFourth(
        secondDifferenceSquared: 25 * scale * scale,
        inverseToleranceSquared: WangBound.inverseSquare(of: tolerance))
      #expect(sink.points.count == WangBound.evenStepCount(countToTheFourth: x, limit: 64), "scale \(scale)")
      // n⁴ comes out a hair below 625 in both units; from n computed by square roots (5.0)
      // `Flattener` took 6.
      #expect(sink.points.count == 5, "scale \(scale)")
    }
    // A cubic whose second differences are both (0, −1.25): at 1/20 px
    // n⁴ = (¾ · 1.25 · 20)² = 351.5625, between 4⁴ and 5⁴, so 5 steps.
    let (c0, c1, c2, c3) = (Point.zero, Point(10, 1.25), Point(20, 1.25), Point(30, 0))
    var sink = RecordingSink()
    Flattener.cubic(
      c0, c1, c2, c3, tolerance: 1.0 / 20, maxSegments: 100, uniformLimit: 64, chordShortcut: false,
      into: &sink)
    #expect(sink.points.count == 5)
    #expect(sink.points.last == c3)
  }
}
