import SymbolGeometry
import SymbolTestSupport
import Testing

@Suite("Path bounds")
struct PathBoundsTests {
  private func expectRect(
    _ actual: Rect?, _ expected: Rect, within tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual else {
      Issue.record("no bounds", sourceLocation: sourceLocation)
      return
    }
    let differences = [
      actual.minX - expected.minX, actual.minY - expected.minY, actual.maxX - expected.maxX,
      actual.maxY - expected.maxY,
    ]
    #expect(
      differences.allSatisfy { abs($0) <= tolerance }, "\(actual) vs \(expected)",
      sourceLocation: sourceLocation)
  }

  /// The extreme value of `f` on [0, 1], found by dense sampling and then golden-section
  /// refinement around the best sample, so that it is accurate far below the sample spacing.
  private func extreme(_ f: (Double) -> Double, maximum: Bool) -> Double {
    let sign = maximum ? -1.0 : 1.0
    func g(_ t: Double) -> Double { sign * f(t) }
    let samples = 4096
    var bestIndex = 0
    for index in 0...samples where g(Double(index) / Double(samples)) < g(Double(bestIndex) / Double(samples))
    {
      bestIndex = index
    }
    var low = max(0, Double(bestIndex - 1) / Double(samples))
    var high = min(1, Double(bestIndex + 1) / Double(samples))
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<100 {
      let a = high - ratio * (high - low)
      let b = low + ratio * (high - low)
      if g(a) < g(b) { high = b } else { low = a }
    }
    return sign * min(g(low), g(high), g(0.5 * (low + high)))
  }

  private func sampledBounds(_ curve: (Double) -> Point) -> Rect {
    Rect(
      minX: extreme({ curve($0).x }, maximum: false), minY: extreme({ curve($0).y }, maximum: false),
      maxX: extreme({ curve($0).x }, maximum: true), maxY: extreme({ curve($0).y }, maximum: true))
  }

  @Test func emptyPathHasNoBounds() {
    #expect(Path().bounds == nil)
    #expect(Path().controlBounds == nil)
  }

  @Test func circleBoundsAreItsBox() {
    var builder = PathBuilder()
    builder.circle(center: Point(3, -2), radius: 7)
    let box = Rect(minX: -4, minY: -9, maxX: 10, maxY: 5)
    expectRect(builder.path.bounds, box, within: 1e-9)
    expectRect(builder.path.controlBounds, box, within: 1e-9)
  }

  @Test func cubicWithFarControlsHasTighterBounds() throws {
    let (p0, p1, p2, p3) = (Point(0, 0), Point(100, -200), Point(-50, 300), Point(10, 10))
    var path = Path()
    path.move(to: p0)
    path.cubic(to: p3, control1: p1, control2: p2)
    let tight = try #require(path.bounds)
    let loose = try #require(path.controlBounds)
    #expect(tight.width < loose.width && tight.height < loose.height)
    expectRect(tight, sampledBounds { cubicPoint(p0, p1, p2, p3, $0) }, within: 1e-9)
  }

  /// A curve's extremum is a weighted sum that can round outside its control points' box;
  /// `bounds` is kept inside `controlBounds`, as documented.
  @Test func boundsNeverExceedTheControlPointsBox() throws {
    var path = Path()
    path.move(to: Point(0, 0.1))
    path.cubic(to: Point(1, 0.1), control1: Point(2, 0.1), control2: Point(-1, 0.1))
    let bounds = try #require(path.bounds)
    let control = try #require(path.controlBounds)
    #expect(bounds.minY == 0.1, "\(bounds)")
    #expect(control.union(bounds) == control, "\(bounds) beyond \(control)")
  }

  /// Beyond 1e154 the squares in the extrema's discriminant overflowed, and the dip of
  /// this cubic (to −2.25e199, at t = ½) was missed.
  @Test func extremaOfHugeCurvesAreFound() throws {
    var path = Path()
    path.move(to: .zero)
    path.cubic(to: Point(1e200, 1e184), control1: Point(3e199, -3e199), control2: Point(7e199, -3e199))
    let bounds = try #require(path.bounds)
    #expect(abs(bounds.minY / -2.25e199 - 1) < 1e-9, "\(bounds)")
  }

  /// From about 9e307 a quadratic's `p0 − 2p1 + p2` overflowed, and its extremum was missed
  /// (the bounds were those of the end points alone).
  @Test func extremaOfHugeQuadraticsAreFound() throws {
    let bulge = try #require(try Path(svgPathData: "M0 0 Q1e308 1 0 2").bounds)
    #expect(bulge.maxX == 5e307, "\(bulge)")
    let dip = try #require(try Path(svgPathData: "M0 0 Q-1e308 -1e308 0 1").bounds)
    #expect(dip.minX == -5e307 && abs(dip.minY / -5e307 - 1) < 1e-9, "\(dip)")
  }

  @Test func randomCurvesMatchSampledBounds() {
    var generator = SplitMix64(seed: 99)
    for _ in 0..<100 {
      let (p0, p1, p2, p3) = (
        generator.point(in: -100...100), generator.point(in: -100...100), generator.point(in: -100...100),
        generator.point(in: -100...100)
      )
      var cubic = Path()
      cubic.move(to: p0)
      cubic.cubic(to: p3, control1: p1, control2: p2)
      expectRect(cubic.bounds, sampledBounds { cubicPoint(p0, p1, p2, p3, $0) }, within: 1e-9)
      var quad = Path()
      quad.move(to: p0)
      quad.quad(to: p2, control: p1)
      expectRect(quad.bounds, sampledBounds { quadraticPoint(p0, p1, p2, $0) }, within: 1e-9)
    }
  }

  @Test func boundsCoverEverySubpathAndFollowCloses() {
    // After the close, the quad starts from (0, 0), so its peak is at y = 5, not at y = 10.
    let path = parsed("M0 0 L10 0 L10 10 Z Q5 10 0 0 M-3 -4")
    expectRect(path.bounds, Rect(minX: -3, minY: -4, maxX: 10, maxY: 10), within: 0)
    let quadOnly = parsed("M0 0 L10 0 Z Q5 10 -2 0")
    expectRect(quadOnly.bounds, Rect(minX: -2, minY: 0, maxX: 10, maxY: 5), within: 1e-12)
    #expect(quadOnly.controlBounds?.maxY == 10)
  }
}
