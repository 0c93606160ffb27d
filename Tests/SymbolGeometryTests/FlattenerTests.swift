import SymbolGeometry
import SymbolTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Curve flattening")
struct FlattenerTests {
  static let tolerances = [0.25, 1.0 / 16, 1.0 / 256]

  private func flattenQuadratic(
    _ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, maxSegments: Int = 10_000
  ) -> [Point] {
    var sink = RecordingSink()
    Flattener.quadratic(p0, p1, p2, tolerance: tolerance, maxSegments: maxSegments, into: &sink)
    return sink.points
  }

  private func flattenCubic(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, maxSegments: Int = 10_000
  ) -> [Point] {
    var sink = RecordingSink()
    Flattener.cubic(p0, p1, p2, p3, tolerance: tolerance, maxSegments: maxSegments, into: &sink)
    return sink.points
  }

  /// The largest distance from densely sampled curve points to the polyline.
  private func worstDeviation(_ curve: (Double) -> Point, polyline: [Point], samples: Int = 600) -> Double {
    var worst = 0.0
    for index in 0...samples {
      worst = max(worst, distance(curve(Double(index) / Double(samples)), toPolyline: polyline))
    }
    return worst
  }

  @Test(arguments: tolerances)
  func randomQuadraticsStayWithinTolerance(_ tolerance: Double) {
    var generator = SplitMix64(seed: 1234)
    var worstRatio = 0.0
    for _ in 0..<150 {
      let (p0, p1, p2) = (
        generator.point(in: 0...100), generator.point(in: 0...100), generator.point(in: 0...100)
      )
      let emitted = flattenQuadratic(p0, p1, p2, tolerance: tolerance)
      #expect(emitted.last == p2)
      let deviation = worstDeviation({ quadraticPoint(p0, p1, p2, $0) }, polyline: [p0] + emitted)
      worstRatio = max(worstRatio, deviation / tolerance)
    }
    #expect(worstRatio <= 1)
  }

  @Test(arguments: tolerances)
  func randomCubicsStayWithinTolerance(_ tolerance: Double) {
    var generator = SplitMix64(seed: 5678)
    var worstRatio = 0.0
    for _ in 0..<150 {
      let (p0, p1, p2, p3) = (
        generator.point(in: 0...100), generator.point(in: 0...100), generator.point(in: 0...100),
        generator.point(in: 0...100)
      )
      let emitted = flattenCubic(p0, p1, p2, p3, tolerance: tolerance)
      #expect(emitted.last == p3)
      let deviation = worstDeviation({ cubicPoint(p0, p1, p2, p3, $0) }, polyline: [p0] + emitted)
      worstRatio = max(worstRatio, deviation / tolerance)
    }
    #expect(worstRatio <= 1.05)
  }

  /// Given the whole tolerance, the parabola method's polyline strayed 1.119× the tolerance
  /// from this quadratic, which nearly doubles back (its vertex lies just after its start).
  @Test func aQuadraticThatNearlyDoublesBackStaysWithinTolerance() {
    let (p0, p1, p2) = (Point(-7317, 4247), Point(-7782, 4546), Point(8230, -4345))
    let tolerance = 0.001
    let emitted = flattenQuadratic(p0, p1, p2, tolerance: tolerance)
    let deviation = worstDeviation(
      { quadraticPoint(p0, p1, p2, $0) }, polyline: [p0] + emitted, samples: 40_000)
    #expect(deviation <= tolerance, "\(deviation / tolerance)× the tolerance in \(emitted.count) segments")
  }

  /// Quadratics whose control point lies near the line of the chord, beyond one end or
  /// between them, turn sharply at their vertex; given the whole tolerance the parabola
  /// method strayed up to 1.07× from these (more than 16 segments, so none takes even steps).
  @Test func sharplyTurningQuadraticsStayWithinTolerance() {
    var generator = SplitMix64(seed: 4321)
    var worstRatio = 0.0
    for _ in 0..<150 {
      let height =
        pow(10, Double.random(in: -2.5...2, using: &generator)) * (Bool.random(using: &generator) ? -1 : 1)
      let (p0, p1, p2) = (
        Point(0, 0), Point(Double.random(in: -100...200, using: &generator), height), Point(100, 0)
      )
      let secondDifference = Vector(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y).length
      let tolerance = secondDifference / pow(10, Double.random(in: 3.1...5, using: &generator))
      let emitted = flattenQuadratic(p0, p1, p2, tolerance: tolerance)
      let deviation = worstDeviation(
        { quadraticPoint(p0, p1, p2, $0) }, polyline: [p0] + emitted, samples: 2_000)
      worstRatio = max(worstRatio, deviation / tolerance)
    }
    #expect(worstRatio <= 1)
  }

  /// Segments recursive bisection needs: split at t = 1/2 until each piece's control point
  /// deviation |p0 - 2p1 + p2|/4 is within tolerance.
  private func bisectionSegments(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
    let deviation = Vector(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y).length / 4
    if deviation <= tolerance { return 1 }
    let left = p0.midpoint(p1)
    let right = p1.midpoint(p2)
    let middle = left.midpoint(right)
    return bisectionSegments(p0, left, middle, tolerance: tolerance)
      + bisectionSegments(middle, right, p2, tolerance: tolerance)
  }

  @Test func quarterCircleNeedsNoMoreSegmentsThanBisection() {
    let (p0, p1, p2) = (Point(100, 0), Point(100, 100), Point(0, 100))
    let tolerance = 1.0 / 16
    let emitted = flattenQuadratic(p0, p1, p2, tolerance: tolerance)
    let bisection = bisectionSegments(p0, p1, p2, tolerance: tolerance)
    #expect(emitted.count <= bisection)
    #expect(emitted.count > 4)
    #expect(worstDeviation({ quadraticPoint(p0, p1, p2, $0) }, polyline: [p0] + emitted) <= tolerance * 1.05)
  }

  @Test func nearlyStraightCurvesTakeTheFastPath() {
    #expect(flattenQuadratic(.zero, Point(5, 0.1), Point(10, 0), tolerance: 0.25) == [Point(10, 0)])
    #expect(
      flattenCubic(.zero, Point(3, 0.2), Point(7, -0.2), Point(10, 0), tolerance: 0.25) == [Point(10, 0)])
    // A control point beyond the end is near the line but not near the chord segment.
    #expect(flattenCubic(.zero, Point(3, 0), Point(20, 0), Point(10, 0), tolerance: 0.25).count > 1)
  }

  @Test func withoutTheChordShortcutWangsBoundAloneDecides() {
    // Straight, with steps in t crowded towards the start: Wang's bound asks for 6 even
    // steps (|Δ²| = 9.4, so n⁴ = 0.5625·9.4² / 0.25² = 795, n = 5.3), the shortcut for one.
    let (p0, p1, p2, p3) = (Point.zero, Point(0.2, 0), Point(0.4, 0), Point(10, 0))
    var sink = RecordingSink()
    Flattener.cubic(p0, p1, p2, p3, tolerance: 0.25, maxSegments: 100, uniformLimit: 64, into: &sink)
    #expect(sink.points == [p3])
    sink = RecordingSink()
    Flattener.cubic(
      p0, p1, p2, p3, tolerance: 0.25, maxSegments: 100, uniformLimit: 64, chordShortcut: false, into: &sink)
    #expect(sink.points.count == 6)
    #expect(sink.points.last == p3)
    #expect(sink.points.allSatisfy { $0.y == 0 && $0.x > 0 && $0.x <= 10 })
  }

  @Test(arguments: tolerances)
  func degenerateCurvesGiveFiniteCoveringPolylines(_ tolerance: Double) {
    let point = Point(7, 7)
    #expect(flattenQuadratic(point, point, point, tolerance: tolerance) == [point])
    #expect(flattenCubic(point, point, point, point, tolerance: tolerance) == [point])

    // Collinear with the control beyond the end: the curve overshoots to x = 40/3.
    let (q0, q1, q2) = (Point(0, 0), Point(20, 0), Point(10, 0))
    let quad = flattenQuadratic(q0, q1, q2, tolerance: tolerance)
    #expect(quad.allSatisfy { $0.isFinite })
    #expect(quad.last == q2)
    #expect(worstDeviation({ quadraticPoint(q0, q1, q2, $0) }, polyline: [q0] + quad) <= tolerance * 1.05)

    let curves: [(Point, Point, Point, Point)] = [
      (Point(0, 0), Point(30, 0), Point(-20, 0), Point(10, 0)),  // collinear, both overshoot
      (Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)),  // cusp at t = 1/2
      (Point(0, 0), Point(0, 0), Point(50, 50), Point(50, 50)),  // coincident controls
      (Point(0, 0), Point(50, 0), Point(50, 0), Point(0, 0)),  // closed loop back to start
    ]
    for (p0, p1, p2, p3) in curves {
      let emitted = flattenCubic(p0, p1, p2, p3, tolerance: tolerance)
      #expect(emitted.allSatisfy { $0.isFinite })
      #expect(emitted.last == p3)
      let deviation = worstDeviation({ cubicPoint(p0, p1, p2, p3, $0) }, polyline: [p0] + emitted)
      #expect(deviation <= tolerance * 1.05, "\(p0) \(p1) \(p2) \(p3)")
    }
  }

  @Test func maxSegmentsCapsHugeCurves() {
    let huge = 1e30
    let quad = flattenQuadratic(
      Point(-huge, 0), Point(0, huge), Point(huge, 0), tolerance: 1e-30, maxSegments: 100)
    #expect(quad.count <= 100 && quad.count > 1)
    #expect(quad.allSatisfy { $0.isFinite })
    #expect(quad.last == Point(huge, 0))
    let cubic = flattenCubic(
      Point(-huge, 0), Point(0, huge), Point(huge, -huge), Point(huge, 0), tolerance: 0.25, maxSegments: 64)
    #expect(cubic.count <= 64 && cubic.count > 1)
    #expect(cubic.allSatisfy { $0.isFinite })
    #expect(cubic.last == Point(huge, 0))
    // Nonsense limits still yield the end point.
    #expect(
      flattenCubic(.zero, Point(0, 50), Point(50, 50), Point(50, 0), tolerance: 0.1, maxSegments: 0).count
        == 1)
    #expect(flattenQuadratic(.zero, Point(0, 50), Point(50, 0), tolerance: 0, maxSegments: 7).count == 7)
    #expect(flattenQuadratic(.zero, Point(0, 50), Point(50, 0), tolerance: -.nan, maxSegments: 9).count == 9)
  }

  @Test func segmentCountGrowsAsToleranceShrinks() {
    let (p0, p1, p2, p3) = (Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0))
    let counts = Self.tolerances.map { flattenCubic(p0, p1, p2, p3, tolerance: $0).count }
    #expect(counts[0] < counts[1] && counts[1] < counts[2])
    // The error falls with the square of the segment length: 16× tighter needs about 4×.
    #expect(Double(counts[2]) / Double(counts[1]) < 5)
  }

  /// Below `uniformLimit` segments (by Wang's bound) a curve is split evenly in `t`; the
  /// default limit sends the same curve through quadratics and the parabola method.
  @Test func uniformLimitChoosesEvenSteps() {
    // Second differences (−120, −17.5) and (0, −75): Wang's bound asks for ⌊42.7⌋ + 1 steps.
    let (p0, p1, p2, p3) = (Point(260, 120), Point(260, 200), Point(140, 262.5), Point(20, 250))
    let cubic = { cubicPoint(p0, p1, p2, p3, $0) }
    var even = RecordingSink()
    Flattener.cubic(p0, p1, p2, p3, tolerance: 1.0 / 20, maxSegments: 10_000, uniformLimit: 64, into: &even)
    #expect(even.points.count == 43)
    for (k, point) in even.points.enumerated() {
      let expected = cubic(Double(k + 1) / 43)
      #expect(abs(point.x - expected.x) < 1e-9 && abs(point.y - expected.y) < 1e-9, "point \(k + 1)")
    }
    let byDefault = flattenCubic(p0, p1, p2, p3, tolerance: 1.0 / 20)
    #expect(byDefault.count != 43)
    #expect(worstDeviation(cubic, polyline: [p0] + even.points) <= 1.0 / 20)
  }

  /// Above the uniform limit, `halvings` cuts a cubic in halves so that each piece is
  /// stepped evenly by its own Wang bound. The bound is strict, so the polyline stays within
  /// the tolerance; each cut adds at most one segment to even steps over the whole curve,
  /// and where the curvature is uneven (most random curves) it saves some.
  @Test func halvedCubicsStayWithinToleranceInFewerSegments() {
    var generator = SplitMix64(seed: 9191)
    let tolerance = 1.0 / 20
    var fewer = 0
    for _ in 0..<100 {
      let (p0, p1, p2, p3) = (
        generator.point(in: 0...1000), generator.point(in: 0...1000), generator.point(in: 0...1000),
        generator.point(in: 0...1000)
      )
      var halved = RecordingSink()
      Flattener.cubic(
        p0, p1, p2, p3, tolerance: tolerance, maxSegments: 100_000, uniformLimit: 64, halvings: 4,
        into: &halved)
      var whole = RecordingSink()
      Flattener.cubic(
        p0, p1, p2, p3, tolerance: tolerance, maxSegments: 100_000, uniformLimit: 100_000, into: &whole)
      #expect(halved.points.last == p3)
      let deviation = worstDeviation(
        { cubicPoint(p0, p1, p2, p3, $0) }, polyline: [p0] + halved.points, samples: 4000)
      #expect(deviation <= tolerance, "\(p0) \(p1) \(p2) \(p3)")
      #expect(halved.points.count <= whole.points.count + 15, "\(p0) \(p1) \(p2) \(p3)")
      if halved.points.count < whole.points.count { fewer += 1 }
    }
    #expect(fewer >= 80, "halving saved segments on \(fewer) of 100 curves")
  }

  /// A cubic just above the uniform limit is cut once: the polyline passes through B(½),
  /// and each half is in even steps in `t` of its own count, which together come to fewer
  /// than even steps over the whole.
  @Test func aCubicAboveTheLimitIsHalvedIntoEvenSteps() {
    // `uniformLimitChoosesEvenSteps`'s curve three times as large: Wang's bound asks for
    // ⌊42.7·√3⌋ + 1 = 74 steps over the whole.
    let (p0, p1, p2, p3) = (Point(780, 360), Point(780, 600), Point(420, 787.5), Point(60, 750))
    let cubic = { cubicPoint(p0, p1, p2, p3, $0) }
    var sink = RecordingSink()
    Flattener.cubic(
      p0, p1, p2, p3, tolerance: 1.0 / 20, maxSegments: 10_000, uniformLimit: 64, halvings: 4,
      into: &sink)
    let points = sink.points
    let isNear = { (a: Point, b: Point) in abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    guard let middle = points.firstIndex(where: { isNear($0, cubic(0.5)) }) else {
      Issue.record("the polyline does not pass through B(½)")
      return
    }
    let (first, second) = (middle + 1, points.count - middle - 1)
    for k in 0..<first {
      #expect(isNear(points[k], cubic(0.5 * Double(k + 1) / Double(first))), "first half, point \(k + 1)")
    }
    for k in 0..<second {
      #expect(
        isNear(points[middle + 1 + k], cubic(0.5 + 0.5 * Double(k + 1) / Double(second))),
        "second half, point \(k + 1)")
    }
    #expect(first < 64 && second < 64)
    #expect(points.count < 74)
  }

  /// The halves share the cap, so halving never emits more than `maxSegments` points.
  @Test func halvedCubicsKeepToTheCap() {
    let huge = 1e30
    var sink = RecordingSink()
    Flattener.cubic(
      Point(-huge, 0), Point(0, huge), Point(huge, -huge), Point(huge, 0), tolerance: 0.25,
      maxSegments: 64, uniformLimit: 64, halvings: 4, into: &sink)
    #expect(sink.points.count <= 64 && sink.points.count > 1)
    #expect(sink.points.allSatisfy { $0.isFinite })
    #expect(sink.points.last == Point(huge, 0))
  }

  @Test func flattenedPathSplitsSubpathsAndClosesLoops() throws {
    var builder = PathBuilder()
    builder.circle(center: Point(50, 50), radius: 40)
    builder.move(to: Point(0, 0))
    builder.line(to: Point(10, 0))
    builder.quad(to: Point(20, 0), control: Point(15, 10))
    let polylines = builder.path.flattened(tolerance: 0.1)
    #expect(polylines.count == 2)
    let circle = try #require(polylines.first)
    #expect(circle.first == Point(90, 50))
    #expect(circle.last == Point(90, 50))
    #expect(circle.count > 8)
    for p in circle {
      // The cubic circle itself is off by up to 0.027% of the radius.
      #expect(abs(p.distance(to: Point(50, 50)) - 40) <= 0.1 + 40 * 3e-4)
    }
    #expect(polylines.last?.first == .zero)
    #expect(polylines.last?.last == Point(20, 0))
    #expect(parsed("M0 0 L5 0 L5 5 Z").flattened(tolerance: 1) == [[.zero, Point(5, 0), Point(5, 5), .zero]])
  }
}
