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
  ///
  /// The cubic is cut evenly in `t` into quadratics (as kurbo does), and each is flattened on
  /// its own. Kurbo instead spreads one segment budget over all of them, which saves the
  /// rounding up per quadratic, but its segments then straddle the joins, where neighbouring
  /// quadratics meet at a slight angle, and the measured error reached 1.47× the tolerance;
  /// at equal actual error the two need the same number of segments.
  @inlinable
  public static func cubic<S: FlatteningSink>(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, maxSegments: Int,
    into sink: inout S
  ) {
    let tolerance = sanitized(tolerance)
    // The curve lies in the hull of its control points; if both controls are near the chord
    // segment, so is the whole hull, and the chord alone is within tolerance.
    let toleranceSquared = tolerance * tolerance
    if distanceSquared(p1, toSegment: p0, p3) <= toleranceSquared,
      distanceSquared(p2, toSegment: p0, p3) <= toleranceSquared
    {
      sink.lineTo(p3)
      return
    }
    let cap = max(1, maxSegments)
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
        q0, q1, q2, tolerance: flatteningTolerance, maxSegments: budget, into: &sink)
    }
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

  /// The squared distance from `p` to the segment from `a` to `b`.
  @inlinable
  static func distanceSquared(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let ap = p - a
    let lengthSquared = ab.lengthSquared
    var t = lengthSquared > 0 ? ap.dot(ab) / lengthSquared : 0
    t = min(max(t, 0), 1)
    let dx = ap.dx - ab.dx * t
    let dy = ap.dy - ab.dy * t
    return dx * dx + dy * dy
  }
}
