#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Closed polylines whose stroke leaves no hole.
///
/// A closed polyline is stroked as two rings, the offsets on either side; the inner one
/// carves the hole. Where the stroke is wider than the shape (a dot drawn as a circle of
/// radius 1.5 stroked 7 wide, as the catalog draws its dots), the inner offset turns inside
/// out and winds the same way as the outer ring, so the middle is covered twice. Filled on
/// its own that is harmless, but a cut through it (a slash's gap, subtracted from the
/// outline) left edges inside the doubly covered middle, and the filler, which adds
/// coverage where an outline overlaps itself, drew them up to 141 levels too dark
/// (`calendar.slash.circle` at black weight, against rsvg-convert drawing the same
/// outline). For a convex polygon whose hole the stroke fills, the outer ring alone covers
/// exactly the stroked area.
extension StrokePolyline {
  /// A side of a closed polyline: to the left of its direction (towards
  /// `Vector.perpendicular`) or to the right.
  enum Side {
    case left
    case right
  }

  /// The side of this closed polyline that is its inside, when the polyline is a convex
  /// polygon (turning one way, once round) whose every inside point lies within
  /// `halfWidth` of it, so that the stroke fills the hole; `nil` otherwise, when both rings
  /// are needed.
  ///
  /// The hole is filled when the polygon's bounding box is at most twice `halfWidth` across
  /// in one direction: from any point inside, the polygon lies both ways along that
  /// direction, and the nearer crossing is at most half the box away.
  func filledInnerSide(halfWidth: Double) -> Side? {
    let count = points.count
    guard isClosed, count >= 3 else { return nil }
    var minimum = points[0]
    var maximum = points[0]
    for point in points {
      minimum = Point(min(minimum.x, point.x), min(minimum.y, point.y))
      maximum = Point(max(maximum.x, point.x), max(maximum.y, point.y))
    }
    guard min(maximum.x - minimum.x, maximum.y - minimum.y) <= 2 * halfWidth else { return nil }
    // Convex: every turn the same way (or none, within rounding) and one turn in all; a
    // star traced in one loop turns one way too, but twice round.
    let scale = 1 + max(abs(minimum.x), abs(minimum.y), abs(maximum.x), abs(maximum.y))
    var sign = 0.0
    var turning = 0.0
    for index in 0..<count {
      let incoming = points[index] - points[(index + count - 1) % count]
      let outgoing = points[(index + 1) % count] - points[index]
      let cross = incoming.cross(outgoing)
      let dot = incoming.dot(outgoing)
      if abs(cross) > 1e-12 * scale * scale {
        if sign == 0 { sign = cross > 0 ? 1 : -1 }
        if (cross > 0 ? 1.0 : -1.0) != sign { return nil }
      } else if dot < 0 {
        return nil
      }
      turning += atan2(cross, dot)
    }
    guard sign != 0, abs(abs(turning) - 2 * Double.pi) < 1e-6 else { return nil }
    // Turning towards the left side at every vertex puts the inside on the left.
    return sign > 0 ? .left : .right
  }
}
