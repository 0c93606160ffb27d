import SymbolGeometry

/// The quadratic Bézier `p0 p1 p2` at parameter `t`, evaluated directly: the exact curve the
/// flatteners' polylines are checked against.
public func quadraticPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
  let mt = 1 - t
  return Point(
    mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x, mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
}

/// The cubic Bézier `p0 p1 p2 p3` at parameter `t`, evaluated directly.
public func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
  let mt = 1 - t
  let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
  return Point(
    a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}
