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
  /// curve (equal endpoints, a zero radius, or radii too small to represent the ratio).
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
    let lambda = px * px + py * py
    guard lambda.isFinite, lambda > 0 else { return nil }
    if lambda > 1 {
      // F.6.6: radii too small to reach the end point are scaled up uniformly until the
      // end points are diametrically opposite.
      let s = lambda.squareRoot()
      rx *= s
      ry *= s
      px /= s
      py /= s
    }
    self.rx = rx
    self.ry = ry

    // F.6.5.2 divided through by rx²·ry²; clamped because rounding can push it below zero
    // when the radii were just corrected.
    let ratio = max(0, (1 - (px * px + py * py)) / (px * px + py * py))
    let coefficient = (largeArc == sweep ? -1.0 : 1.0) * ratio.squareRoot()
    let cx = coefficient * py
    let cy = -coefficient * px

    // F.6.5.3, with the unit-space centre scaled back by the radii.
    let ex = rx * cx
    let ey = ry * cy
    center = Point(
      cosPhi * ex - sinPhi * ey + (0.5 * start.x + 0.5 * end.x),
      sinPhi * ex + cosPhi * ey + (0.5 * start.y + 0.5 * end.y))

    // F.6.5.5–6: in unit space the start is (px, py) and the end is (-px, -py).
    startAngle = atan2(py - cy, px - cx)
    var delta = atan2(-py - cy, -px - cx) - startAngle
    if sweep, delta < 0 {
      delta += 2 * Double.pi
    } else if !sweep, delta > 0 {
      delta -= 2 * Double.pi
    }
    sweepAngle = delta
  }

  /// Maps a point of the unit circle to user space.
  func userPoint(_ ux: Double, _ uy: Double) -> Point {
    let ex = rx * ux
    let ey = ry * uy
    return Point(center.x + cosPhi * ex - sinPhi * ey, center.y + sinPhi * ex + cosPhi * ey)
  }

  /// The point at `angle` (in unit-circle space) on the ellipse.
  func point(atAngle angle: Double) -> Point { userPoint(cos(angle), sin(angle)) }

  /// Appends the arc to `path` as cubics of at most a quarter turn each, ending exactly at
  /// `end` so that later relative commands do not inherit rounding drift.
  func appendCubics(to path: inout Path, end: Point) {
    let quarter = 0.5 * Double.pi
    // The small allowance keeps an exact quarter or half turn from gaining a sliver segment.
    let count = max(1, Int((abs(sweepAngle) / quarter - 1e-9).rounded(.up)))
    let step = sweepAngle / Double(count)
    // Control distance for a circular arc of `step` radians (on the unit circle).
    let k = 4.0 / 3.0 * tan(0.25 * step)
    var angle = startAngle
    var (cosA, sinA) = (cos(angle), sin(angle))
    for index in 1...count {
      angle = index == count ? startAngle + sweepAngle : startAngle + step * Double(index)
      let (cosB, sinB) = (cos(angle), sin(angle))
      let control1 = userPoint(cosA - k * sinA, sinA + k * cosA)
      let control2 = userPoint(cosB + k * sinB, sinB - k * cosB)
      let to = index == count ? end : userPoint(cosB, sinB)
      path.cubic(to: to, control1: control1, control2: control2)
      (cosA, sinA) = (cosB, sinB)
    }
  }
}

extension Path {
  /// Appends an SVG elliptical arc from the current point to `end`, as cubic Béziers.
  ///
  /// Follows SVG's endpoint parameterisation: radii too small to span the chord are scaled up
  /// uniformly, a zero radius makes a straight line, and an end point equal to the current
  /// point adds nothing. Negative radii are taken as their absolute values.
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
        sweep: sweep)
    else {
      line(to: end)
      return
    }
    arc.appendCubics(to: &self, end: end)
  }
}
