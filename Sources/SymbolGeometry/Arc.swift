#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An SVG elliptical arc in centre parameterisation, converted from the endpoint form used by
/// path data (SVG 1.1 appendix F.6.5, with the radius correction of F.6.6).
///
/// The arc is solved in the "unit circle" space of the ellipse (rotated by `-φ`, then divided
/// by the radii), where the endpoints are symmetric about the origin. Working there avoids the
/// `rx²·ry²` products of the textbook formula, which overflow long before the coordinates do.
struct EllipticalArc {
  /// The horizontal radius after correction.
  var rx: Double
  /// The vertical radius after correction.
  var ry: Double
  /// Cosine and sine of the x-axis rotation.
  var cosPhi: Double
  var sinPhi: Double
  /// The centre in user space.
  var center: Point
  /// The start angle, in the unit-circle space of the ellipse.
  var startAngle: Double
  /// The signed sweep; positive runs from +x towards +y.
  var sweepAngle: Double

  /// Solves the centre form, or returns `nil` when the endpoint form does not describe a
  /// finite curve: equal endpoints, a zero radius, a chord whose ratio to the radii
  /// overflows or underflows (beyond about 1e308 or 1e-308), or radii that overflow when
  /// scaled up to the chord. An arc solved here may still reach beyond the largest
  /// `Double` (`cubics` says so).
  init?(
    from start: Point, to end: Point, radii: Vector, xAxisRotation: Double, largeArc: Bool,
    sweep: Bool
  ) {
    guard start != end else { return nil }
    var rx = abs(radii.dx)
    var ry = abs(radii.dy)
    guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
    cosPhi = cos(xAxisRotation)
    sinPhi = sin(xAxisRotation)

    // Half the chord, rotated into the ellipse's axes (x1', y1' in F.6.5.1). Halving each
    // coordinate before subtracting keeps huge finite inputs from overflowing.
    let hx = 0.5 * start.x - 0.5 * end.x
    let hy = 0.5 * start.y - 0.5 * end.y
    let x1 = cosPhi * hx + sinPhi * hy
    let y1 = -sinPhi * hx + cosPhi * hy
    var px = x1 / rx
    var py = y1 / ry
    // The half chord's length in unit space, by `hypot` rather than a sum of squares, which
    // would overflow for radii below 1e-154 of the chord (refusing an arc SVG scales up)
    // and underflow for end points within 1e-154 of each other (refusing a large arc that
    // is almost a whole ellipse).
    var length = hypot(px, py)
    guard length.isFinite, length > 0 else { return nil }
    if length > 1 {
      // F.6.6: radii too small to reach the end point are scaled up uniformly until the
      // end points are diametrically opposite.
      rx *= length
      ry *= length
      px /= length
      py /= length
      length = 1
      // A very eccentric ellipse scaled up to a huge chord can overflow (rx 1e20 and ry 1
      // stretched to a chord of 1e300): no finite curve describes it.
      guard rx.isFinite, ry.isFinite else { return nil }
    }
    self.rx = rx
    self.ry = ry

    // F.6.5.2 divided through by rx²·ry²: the centre lies off the chord's midpoint by
    // `offset` along the chord's normal, where offset² + length² = 1 on the unit circle
    // (clamped because rounding can push it below zero when the radii were just scaled).
    let offset = (largeArc == sweep ? -1.0 : 1.0) * max(0, (1 - length) * (1 + length)).squareRoot()
    let cx = offset * (py / length)
    let cy = -offset * (px / length)

    // F.6.5.3, with the unit-space centre scaled back by the radii.
    let ex = rx * cx
    let ey = ry * cy
    center = Point(
      cosPhi * ex - sinPhi * ey + (0.5 * start.x + 0.5 * end.x),
      sinPhi * ex + cosPhi * ey + (0.5 * start.y + 0.5 * end.y))

    // F.6.5.5–6: in unit space the start is (px, py) and the end is (-px, -py), so the angle
    // from the centre's view of one to the other is 2·atan2(length, offset), in (0, 2π) the
    // positive way round. Taken as the difference of two angles, it came out as 0 for end
    // points a few ulps apart, and a large arc vanished instead of being almost a whole
    // ellipse.
    startAngle = atan2(py - cy, px - cx)
    let positive = 2 * atan2(length, offset)
    sweepAngle = sweep ? positive : positive - 2 * Double.pi
  }

  /// Maps a point of the unit circle to user space.
  func userPoint(_ ux: Double, _ uy: Double) -> Point {
    let ex = rx * ux
    let ey = ry * uy
    return Point(center.x + cosPhi * ex - sinPhi * ey, center.y + sinPhi * ex + cosPhi * ey)
  }

  /// The point at `angle` (in unit-circle space) on the ellipse.
  func point(atAngle angle: Double) -> Point { userPoint(cos(angle), sin(angle)) }

  /// The arc as cubics of at most a quarter turn each, the last ending exactly at `end` so
  /// that later relative commands do not inherit rounding drift; `nil` when a point of them
  /// is not finite.
  ///
  /// Finite end points and radii do not make a finite arc: with radii near the largest
  /// `Double`, the far side of the ellipse (`M0 0 A1.7e308 1.7e308 0 1 0 1 0` bulges to y ≈
  /// 3.4e308) or its control points lie beyond it.
  func cubics(end: Point) -> [ArcCubic]? {
    let quarter = 0.5 * Double.pi
    // The small allowance keeps an exact quarter or half turn from gaining a sliver segment.
    let count = max(1, Int((abs(sweepAngle) / quarter - 1e-9).rounded(.up)))
    let step = sweepAngle / Double(count)
    // Control distance for a circular arc of `step` radians (on the unit circle).
    let k = 4.0 / 3.0 * tan(0.25 * step)
    var angle = startAngle
    var (cosA, sinA) = (cos(angle), sin(angle))
    var cubics: [ArcCubic] = []
    cubics.reserveCapacity(count)
    for index in 1...count {
      angle = index == count ? startAngle + sweepAngle : startAngle + step * Double(index)
      let (cosB, sinB) = (cos(angle), sin(angle))
      let cubic = ArcCubic(
        control1: userPoint(cosA - k * sinA, sinA + k * cosA),
        control2: userPoint(cosB + k * sinB, sinB - k * cosB),
        to: index == count ? end : userPoint(cosB, sinB))
      guard cubic.control1.isFinite, cubic.control2.isFinite, cubic.to.isFinite else { return nil }
      cubics.append(cubic)
      (cosA, sinA) = (cosB, sinB)
    }
    return cubics
  }
}

/// One cubic of an arc (`EllipticalArc.cubics`), from the end of the one before.
struct ArcCubic {
  var control1: Point
  var control2: Point
  var to: Point
}

extension Path {
  /// Appends an SVG elliptical arc from the current point to `end`, as cubic Béziers.
  ///
  /// Follows SVG's endpoint parameterisation: radii too small to span the chord are scaled up
  /// uniformly, a zero radius makes a straight line, and an end point equal to the current
  /// point adds nothing. Negative radii are taken as their absolute values. Where the
  /// arc has no finite form (radii below about 1e-308 of the chord or above 1e308 of it,
  /// radii that overflow when scaled up, or an ellipse reaching beyond the largest
  /// `Double`), it is a straight line too.
  ///
  /// - Parameters:
  ///   - end: The end point of the arc.
  ///   - radii: The ellipse radii: `dx` along the ellipse's own x axis, `dy` along its y axis.
  ///   - xAxisRotation: The rotation of the ellipse's x axis, in **radians** like
  ///     `Transform.rotation(_:)` (SVG path data gives degrees; the parser converts).
  ///   - largeArc: Whether to take the arc that spans more than 180°.
  ///   - sweep: Whether the arc runs in the direction of increasing angle (clockwise on a
  ///     y-down screen).
  public mutating func arc(
    to end: Point, radii: Vector, xAxisRotation: Double, largeArc: Bool, sweep: Bool
  ) {
    appendArc(
      from: currentPoint ?? .zero, to: end, radii: radii, xAxisRotation: xAxisRotation,
      largeArc: largeArc, sweep: sweep)
  }

  /// Appends an arc from a known start point, sparing the parser a look-up of the current
  /// point for every arc.
  mutating func appendArc(
    from start: Point, to end: Point, radii: Vector, xAxisRotation: Double, largeArc: Bool,
    sweep: Bool
  ) {
    guard start != end else { return }
    guard
      let arc = EllipticalArc(
        from: start, to: end, radii: radii, xAxisRotation: xAxisRotation, largeArc: largeArc,
        sweep: sweep),
      let cubics = arc.cubics(end: end)
    else {
      line(to: end)
      return
    }
    for piece in cubics { cubic(to: piece.to, control1: piece.control1, control2: piece.control2) }
  }
}
