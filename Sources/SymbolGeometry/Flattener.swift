/// Receives the points of a flattened curve, in order, excluding the curve's start point.
public protocol FlatteningSink {
  /// Receives the next vertex of the polyline; the previous vertex (or the curve's start
  /// point, for the first call) is the other end of the segment.
  mutating func lineTo(_ p: Point)
}

/// Approximates Bézier curves by polylines within a distance tolerance, using as few segments
/// as practical.
///
/// Quadratics use Raph Levien's parabola method ("Flattening quadratic Béziers", 2019, as in
/// kurbo and lyon): the curve is mapped onto a piece of y = x², where a closed-form
/// approximation of the integral of √curvature tells both how many segments are needed and
/// where to put them so that each one has about the same error. Cubics are first split into
/// quadratics (see `Flattener+Cubic.swift`).
///
/// The method estimates rather than bounds the error. Given the whole tolerance, its
/// polyline strayed up to 1.12× the tolerance from the curve (1.119× on `M-7317 4247
/// Q-7782 4546 8230 -4345` at 0.001, a quadratic that nearly doubles back, whose vertex
/// lies inside it; up to 1.04× on quadratics without their vertex, found by searching for
/// the worst). So it is given `parabolaToleranceShare` of the tolerance, which keeps every
/// case found within 0.96× of it (0.947× on that quadratic), for about 8.5% more segments.
///
/// Everything here is `@inlinable` and allocation-free so that the rasterizer's per-curve
/// loop specialises across the module boundary for its concrete sink.
public enum Flattener {
  /// Flattens the quadratic Bézier `p0 p1 p2` into `sink`.
  ///
  /// Emits between 1 and `max(1, maxSegments)` points; the last is exactly `p2`. No point of
  /// the curve is farther than about `tolerance` from the polyline. A non-positive or NaN
  /// tolerance asks for the finest result, so any curved input yields `maxSegments` points.
  /// Curves and tolerances below about 1e-150 units fall outside these promises: the
  /// squares that measure them underflow to zero, and such a curve may become its chord.
  /// Curves for which Wang's bound asks for fewer than `uniformLimit` segments are split
  /// evenly in `t` (see `uniformSegmentLimit`).
  @inlinable
  public static func quadratic<S: FlatteningSink>(
    _ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, maxSegments: Int,
    uniformLimit: Int = uniformSegmentLimit, into sink: inout S
  ) {
    flattenQuadratic(
      p0, p1, p2, tolerance: sanitized(tolerance), maxSegments: maxSegments, uniformLimit: uniformLimit,
      into: &sink)
  }

  /// Flattens a quadratic with an already sanitised tolerance; returns how many points it
  /// emitted, so that the cubic flattener can share its segment cap among quadratics.
  @inlinable
  @discardableResult
  static func flattenQuadratic<S: FlatteningSink>(
    _ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, maxSegments: Int,
    uniformLimit: Int = uniformSegmentLimit, into sink: inout S
  ) -> Int {
    // Wang's bound: n even steps in t keep a quadratic within |dd| / (4n²) of its chords
    // (one step when the curve is within the tolerance of its chord). For a few segments
    // the parabola method's set-up costs more than it saves.
    let ddx = p0.x - 2 * p1.x + p2.x
    let ddy = p0.y - 2 * p1.y + p2.y
    let countToTheFourth = WangBound.quadraticCountToTheFourth(
      secondDifferenceSquared: ddx * ddx + ddy * ddy,
      inverseToleranceSquared: WangBound.inverseSquare(of: tolerance))
    if let even = WangBound.evenStepCount(countToTheFourth: countToTheFourth, limit: uniformLimit) {
      let count = min(even, max(1, maxSegments))
      uniformQuadratic(p0, p1, p2, count: count, into: &sink)
      return count
    }
    let sqrtTolerance = (parabolaToleranceShare * tolerance).squareRoot()
    let parameters = QuadraticFlatteningParameters(p0, p1, p2, sqrtTolerance: sqrtTolerance)
    let count = segmentCount(0.5 * parameters.value / sqrtTolerance, maxSegments: maxSegments)
    if count > 1 {
      let step = 1 / Double(count)
      for index in 1..<count {
        let t = parameters.curveParameter(at: Double(index) * step)
        sink.lineTo(quadraticPoint(p0, p1, p2, t))
      }
    }
    sink.lineTo(p2)
    return count
  }

  /// The share of the tolerance the parabola method is asked for, so that its estimate,
  /// which can exceed what it is given by up to 12%, stays within the whole (see the
  /// type's notes).
  @inlinable
  static var parabolaToleranceShare: Double { 0.85 }

  /// Below this many segments (by Wang's bound) curves are split evenly in `t` unless the
  /// caller passes another limit: the bound is strict, so the result stays within
  /// tolerance, and it needs no square root per point. Above it the parabola method spaces
  /// the segments by curvature. The rasterizer passes a higher limit (`EdgeBuilder`).
  @inlinable
  public static var uniformSegmentLimit: Int { 16 }

  /// Emits `count` even steps in `t` by forward differences (``ForwardDifferences``): a few
  /// additions per point. The end point is exact.
  @inlinable
  static func uniformQuadratic<S: FlatteningSink>(
    _ p0: Point, _ p1: Point, _ p2: Point, count: Int, into sink: inout S
  ) {
    if count > 1 {
      // B(t) = p0 + 2t(p1 - p0) + t²(p0 - 2p1 + p2).
      var steps = ForwardDifferences(
        count: count, cubic: Vector(0, 0), square: Vector(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
        linear: Vector(2 * (p1.x - p0.x), 2 * (p1.y - p0.y)))
      for _ in 1..<count {
        let offset = steps.next()
        sink.lineTo(Point(p0.x + offset.dx, p0.y + offset.dy))
      }
    }
    sink.lineTo(p2)
  }

  /// Replaces unusable tolerances with the smallest normal one, which makes the segment
  /// count hit its cap instead of producing NaN.
  @inlinable
  static func sanitized(_ tolerance: Double) -> Double {
    tolerance > Double.leastNormalMagnitude ? tolerance : Double.leastNormalMagnitude
  }

  /// Rounds a segment estimate up and clamps it to `1...max(1, maxSegments)`.
  ///
  /// Comparing in floating point first keeps NaN and huge estimates (from absurd coordinates)
  /// away from the trapping `Int` conversion.
  @inlinable
  static func segmentCount(_ estimate: Double, maxSegments: Int) -> Int {
    let cap = max(1, maxSegments)
    guard estimate < Double(cap) else { return cap }
    return max(1, Int(estimate.rounded(.up)))
  }

  /// The quadratic Bézier at parameter `t`, as a weighted sum so that huge finite
  /// coordinates never form an infinite difference.
  @inlinable
  static func quadraticPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let (w0, w1, w2) = (mt * mt, 2 * mt * t, t * t)
    return Point(w0 * p0.x + w1 * p1.x + w2 * p2.x, w0 * p0.y + w1 * p1.y + w2 * p2.y)
  }

  /// Levien's closed-form approximation of ∫ (1 + 4x²)^(-1/4) dx, the arc length of y = x²
  /// weighted by √curvature.
  @inlinable
  static func approximateParabolaIntegral(_ x: Double) -> Double {
    let d = 0.67
    let d4 = d * d * d * d
    return x / (1 - d + (d4 + 0.25 * x * x).squareRoot().squareRoot())
  }

  /// The approximate inverse of `approximateParabolaIntegral(_:)`.
  @inlinable
  static func approximateParabolaInverseIntegral(_ x: Double) -> Double {
    let b = 0.39
    return x * (1 - b + (b * b + 0.25 * x * x).squareRoot())
  }
}

/// The mapping of one quadratic onto the parabola y = x², from which the flattener reads the
/// segment count (`value`) and the curve parameter of each subdivision point.
@usableFromInline
struct QuadraticFlatteningParameters {
  /// The integral at the start and end of the parabola piece.
  @usableFromInline var integralStart: Double
  @usableFromInline var integralEnd: Double
  /// The inverse integral at the start, and the reciprocal of its span.
  @usableFromInline var inverseStart: Double
  @usableFromInline var inverseScale: Double
  /// Proportional to the number of segments: `count = ⌈value / (2·√tolerance)⌉`.
  @usableFromInline var value: Double
  /// Set when the parabola mapping broke down (the curve is a straight line traversed
  /// back and forth); subdivision points are then spread evenly in `t`.
  @usableFromInline var isUniform: Bool

  @inlinable
  init(_ p0: Point, _ p1: Point, _ p2: Point, sqrtTolerance: Double) {
    let d01 = p1 - p0
    let d12 = p2 - p1
    let dd = d01 - d12
    let cross = (p2 - p0).cross(dd)
    // The parabola coordinates of the end points, and the scale from parabola to curve.
    let x0 = d01.dot(dd) / cross
    let x2 = d12.dot(dd) / cross
    let scale = abs(cross / (dd.length * (x2 - x0)))
    integralStart = Flattener.approximateParabolaIntegral(x0)
    integralEnd = Flattener.approximateParabolaIntegral(x2)
    var value = Double.nan
    if scale.isFinite {
      let integralSpan = abs(integralEnd - integralStart)
      let sqrtScale = scale.squareRoot()
      if x0.sign == x2.sign {
        value = integralSpan * sqrtScale
      } else {
        // The piece contains the vertex, where the curvature peaks; the estimate above would
        // be dominated by it, so bound the vertex contribution by the tolerance instead.
        let xMin = sqrtTolerance / sqrtScale
        value = sqrtTolerance * integralSpan / Flattener.approximateParabolaIntegral(xMin)
      }
    }
    inverseStart = Flattener.approximateParabolaInverseIntegral(integralStart)
    let inverseEnd = Flattener.approximateParabolaInverseIntegral(integralEnd)
    inverseScale = 1 / (inverseEnd - inverseStart)
    isUniform = !(value.isFinite && inverseScale.isFinite && inverseStart.isFinite)
    if isUniform {
      // Collinear control points: even steps in t bound the error at |dd|·h²/4 for step h,
      // and this value makes the shared count formula produce exactly that bound.
      value = dd.length.squareRoot()
    }
    self.value = value
  }

  /// The curve parameter of the point a fraction `u` of the way along in segment terms.
  @inlinable
  func curveParameter(at u: Double) -> Double {
    if isUniform { return u }
    let integral = integralStart + (integralEnd - integralStart) * u
    let t = (Flattener.approximateParabolaInverseIntegral(integral) - inverseStart) * inverseScale
    return min(max(t, 0), 1)
  }
}
