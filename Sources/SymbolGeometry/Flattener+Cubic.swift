#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Flattener {
  /// The share of the tolerance spent on approximating a cubic by quadratics; the rest goes
  /// to flattening those quadratics. On random curves, shares from 0.1 to 0.2 differ by about
  /// 1% in segment count; kurbo uses 0.1 too.
  @inlinable
  static var cubicToQuadraticShare: Double { 0.1 }

  /// Flattens the cubic Bézier `p0 p1 p2 p3` into `sink`.
  ///
  /// Emits between 1 and `max(1, maxSegments)` points; the last is exactly `p3`. No point of
  /// the curve is farther than about `tolerance` from the polyline. A non-positive or NaN
  /// tolerance asks for the finest result, so any curved input yields `maxSegments` points.
  /// Curves and tolerances below about 1e-150 units fall outside these promises: the
  /// squares that measure them underflow to zero, and such a curve may become its chord.
  /// Curves for which Wang's bound asks for fewer than `uniformLimit` segments are split
  /// evenly in `t` (see `uniformSegmentLimit`).
  ///
  /// Larger ones are first cut in halves at t = ½, up to `halvings` deep, so that each piece
  /// is measured, and stepped evenly, by its own curvature (see `halves`). What is still
  /// too large is cut evenly in `t` into quadratics (as kurbo does), each flattened on
  /// its own. Kurbo instead spreads one segment budget over all of them, which saves the
  /// rounding up per quadratic, but its segments then straddle the joins, where neighbouring
  /// quadratics meet at a slight angle, and the measured error reached 1.47× the tolerance;
  /// at equal actual error the two need the same number of segments.
  ///
  /// With `chordShortcut` (the default), a curve or halved piece whose controls both lie
  /// within the tolerance of its chord becomes that chord at once, however uneven its steps
  /// in `t`. Without it, Wang's bound alone decides: the rasterizer turns it off so that
  /// its routes, one of which steps small curves itself with no such test, give a curve
  /// the same chords.
  @inlinable
  public static func cubic<S: FlatteningSink>(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, maxSegments: Int,
    uniformLimit: Int = uniformSegmentLimit, halvings: Int = 0, chordShortcut: Bool = true, into sink: inout S
  ) {
    let tolerance = sanitized(tolerance)
    let cap = max(1, maxSegments)
    // The curve lies in the hull of its control points: if both controls lie within the
    // tolerance of the chord segment, so does the curve. Tested without division.
    if chordShortcut && controlsNearChord(p0, p1, p2, p3, tolerance: tolerance) {
      sink.lineTo(p3)
      return
    }
    // Wang's bound: n even steps keep a cubic within ¾·max|Δ²p| / n² of its chords. It is
    // strict, so small curves take these steps directly (a flat one is a single chord).
    let ax = p0.x - 2 * p1.x + p2.x
    let ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x
    let by = p1.y - 2 * p2.y + p3.y
    let countToTheFourth = WangBound.cubicCountToTheFourth(
      largestSecondDifferenceSquared: max(ax * ax + ay * ay, bx * bx + by * by),
      inverseToleranceSquared: WangBound.inverseSquare(of: tolerance))
    if let even = WangBound.evenStepCount(countToTheFourth: countToTheFourth, limit: uniformLimit) {
      uniformCubic(p0, p1, p2, p3, count: min(even, cap), into: &sink)
      return
    }
    if halvings > 0 && cap > 1 {
      // Each half gets its share of the cap, so the whole stays within it.
      let (first, second) = halves(p0, p1, p2, p3)
      cubic(
        first.0, first.1, first.2, first.3, tolerance: tolerance, maxSegments: cap / 2,
        uniformLimit: uniformLimit, halvings: halvings - 1, chordShortcut: chordShortcut, into: &sink)
      cubic(
        second.0, second.1, second.2, second.3, tolerance: tolerance, maxSegments: cap - cap / 2,
        uniformLimit: uniformLimit, halvings: halvings - 1, chordShortcut: chordShortcut, into: &sink)
      return
    }
    let quadraticTolerance = cubicToQuadraticShare * tolerance
    let flatteningTolerance = tolerance - quadraticTolerance
    let quadraticCount = cubicToQuadraticCount(
      p0, p1, p2, p3, tolerance: quadraticTolerance, maxSegments: cap)
    let step = 1 / Double(quadraticCount)
    var emitted = 0
    for index in 0..<quadraticCount {
      let (q0, q1, q2) = quadratic(ofCubic: p0, p1, p2, p3, piece: index, of: quadraticCount, step: step)
      // Leave at least one point for each remaining quadratic so the cap is never exceeded
      // and the polyline still ends exactly at p3.
      let budget = cap - emitted - (quadraticCount - 1 - index)
      emitted += flattenQuadratic(
        q0, q1, q2, tolerance: flatteningTolerance, maxSegments: budget, uniformLimit: uniformLimit,
        into: &sink)
    }
  }

  /// The two halves of a cubic at t = ½ (de Casteljau), which share the midpoint exactly.
  ///
  /// Wang's bound takes the largest second difference over the whole curve, so even steps
  /// sized by it are too fine wherever the curve bends less; a half's second differences
  /// are a quarter of the whole's near its own part, so its count is at most half the
  /// whole's, and less where it is flatter. Unlike cutting into quadratics, it spends no
  /// share of the tolerance on a fit and rounds up only once per piece.
  @inlinable
  static func halves(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point
  ) -> ((Point, Point, Point, Point), (Point, Point, Point, Point)) {
    let a = p0.midpoint(p1)
    let b = p1.midpoint(p2)
    let c = p2.midpoint(p3)
    let ab = a.midpoint(b)
    let bc = b.midpoint(c)
    let middle = ab.midpoint(bc)
    return ((p0, a, ab, middle), (middle, bc, c, p3))
  }

  /// How many quadratics, evenly spaced in `t`, approximate the cubic within `tolerance`.
  ///
  /// The distance between a cubic and its mid-point quadratic is at most
  /// √3/36·|p3 - 3p2 + 3p1 - p0|, and splitting into n pieces divides that by n³.
  @inlinable
  static func cubicToQuadraticCount(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, maxSegments: Int
  ) -> Int {
    let ex = 3 * (p2.x - p1.x) - p3.x + p0.x
    let ey = 3 * (p2.y - p1.y) - p3.y + p0.y
    let error = (ex * ex + ey * ey).squareRoot()
    // √432 = 36/√3.
    let ratio = error / (432.0.squareRoot() * tolerance)
    return segmentCount(cbrt(ratio), maxSegments: maxSegments)
  }

  /// The quadratic approximating piece `index` of `count` of the cubic: the sub-cubic's end
  /// points, and the control point ((3c1 - s) + (3c2 - e))/4 written in terms of the
  /// derivative at the ends, which spares computing the sub-cubic's controls.
  @inlinable
  static func quadratic(
    ofCubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, piece index: Int, of count: Int,
    step: Double
  ) -> (Point, Point, Point) {
    let t0 = Double(index) * step
    let t1 = index + 1 == count ? 1 : Double(index + 1) * step
    let start = index == 0 ? p0 : cubicPoint(p0, p1, p2, p3, t0)
    let end = index + 1 == count ? p3 : cubicPoint(p0, p1, p2, p3, t1)
    let d0 = cubicDerivative(p0, p1, p2, p3, t0)
    let d1 = cubicDerivative(p0, p1, p2, p3, t1)
    let k = 0.25 * (t1 - t0)
    let control = Point(
      0.5 * start.x + 0.5 * end.x + k * (d0.dx - d1.dx),
      0.5 * start.y + 0.5 * end.y + k * (d0.dy - d1.dy))
    return (start, control, end)
  }

  /// Emits `count` even steps in `t` by forward differencing (the third difference of a
  /// cubic is constant): a few additions per point. The end point is exact.
  @inlinable
  static func uniformCubic<S: FlatteningSink>(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, count: Int, into sink: inout S
  ) {
    if count > 1 {
      // B(t) = p0 + t·c + t²·b + t³·a in power form.
      let c = Vector(3 * (p1.x - p0.x), 3 * (p1.y - p0.y))
      let b = Vector(3 * (p2.x - 2 * p1.x + p0.x), 3 * (p2.y - 2 * p1.y + p0.y))
      let a = Vector(p3.x - p0.x - c.dx - b.dx, p3.y - p0.y - c.dy - b.dy)
      var steps = ForwardDifferences(count: count, cubic: a, square: b, linear: c)
      for _ in 1..<count {
        let offset = steps.next()
        sink.lineTo(Point(p0.x + offset.dx, p0.y + offset.dy))
      }
    }
    sink.lineTo(p3)
  }

  /// Whether both control points project onto the chord `p0 p3` and lie within
  /// `tolerance` of it: |c × v|² ≤ tol²·|c|² and 0 ≤ c·v ≤ |c|².
  @inlinable
  static func controlsNearChord(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double
  ) -> Bool {
    let chord = p3 - p0
    let lengthSquared = chord.lengthSquared
    guard lengthSquared > 0 else { return false }
    let limit = tolerance * tolerance * lengthSquared
    let v1 = p1 - p0
    let v2 = p2 - p0
    let c1 = chord.cross(v1)
    let c2 = chord.cross(v2)
    let d1 = chord.dot(v1)
    let d2 = chord.dot(v2)
    return c1 * c1 <= limit && c2 * c2 <= limit && d1 >= 0 && d1 <= lengthSquared && d2 >= 0
      && d2 <= lengthSquared
  }

  /// The cubic Bézier at parameter `t`, as a weighted sum.
  @inlinable
  static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let (w0, w1, w2, w3) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
    return Point(
      w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
  }

  /// The derivative of the cubic Bézier at parameter `t`.
  @inlinable
  static func cubicDerivative(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Vector {
    let mt = 1 - t
    let (w0, w1, w2) = (3 * mt * mt, 6 * mt * t, 3 * t * t)
    return Vector(
      w0 * (p1.x - p0.x) + w1 * (p2.x - p1.x) + w2 * (p3.x - p2.x),
      w0 * (p1.y - p0.y) + w1 * (p2.y - p1.y) + w2 * (p3.y - p2.y))
  }
}
