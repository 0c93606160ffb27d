extension Path {
  /// The smallest rectangle containing every point the path draws through, or `nil` for an
  /// empty path.
  ///
  /// Curves contribute their end points and their axis extrema (where the derivative of a
  /// coordinate vanishes), not their control points. A move counts as a point of the path,
  /// as in Skia and kurbo, so a trailing lone move still extends the bounds.
  public var bounds: Rect? {
    guard let first = points.first else { return nil }
    var box = Rect(point: first)
    var index = 0
    var current = first
    var subpathStart = first
    for verb in verbs {
      switch verb {
      case .move:
        current = points[index]
        subpathStart = current
        box = box.union(current)
      case .line:
        current = points[index]
        box = box.union(current)
      case .quad:
        let (control, end) = (points[index], points[index + 1])
        box = box.union(end)
        let hull = Rect(point: current).union(control).union(end)
        for t in QuadraticExtrema(current, control, end) {
          box = box.union(Self.quadPoint(current, control, end, t).clamped(to: hull))
        }
        current = end
      case .cubic:
        let (control1, control2, end) = (points[index], points[index + 1], points[index + 2])
        box = box.union(end)
        let hull = Rect(point: current).union(control1).union(control2).union(end)
        for t in CubicExtrema(current, control1, control2, end) {
          box = box.union(Self.cubicPoint(current, control1, control2, end, t).clamped(to: hull))
        }
        current = end
      case .close:
        // The closing line ends at a point already included; the next command starts there.
        current = subpathStart
      }
      index += verb.pointCount
    }
    return box
  }

  /// The smallest rectangle containing every stored point, control points included, or `nil`
  /// for an empty path. Cheaper than `bounds` and never smaller.
  public var controlBounds: Rect? {
    guard let first = points.first else { return nil }
    var box = Rect(point: first)
    for point in points.dropFirst() { box = box.union(point) }
    return box
  }

  static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let (a, b, c) = (mt * mt, 2 * mt * t, t * t)
    return Point(a * p0.x + b * p1.x + c * p2.x, a * p0.y + b * p1.y + c * p2.y)
  }

  static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
    return Point(
      a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }
}

extension Point {
  /// The point moved into `box`: a curve lies in the box of its control points, but its
  /// value at an extremum, a weighted sum, can round one ulp outside it, which made
  /// `bounds` larger than `controlBounds` (a cubic along y = 0.1 reached 0.09999999999999998).
  fileprivate func clamped(to box: Rect) -> Point {
    Point(min(max(x, box.minX), box.maxX), min(max(y, box.minY), box.maxY))
  }
}

/// A power of two near `largest`, the largest magnitude of a curve's coordinates on one axis,
/// to divide them by before finding extrema: the roots do not change, the division is exact
/// (but for coordinates so much smaller than the largest that they become subnormal), and
/// the coordinates become at most 2 in magnitude, so no sum or square of them overflows.
private func extremaScale(_ largest: Double) -> Double {
  largest.isNormal ? largest.binade : 1
}

/// The parameters in (0, 1) where a quadratic's x or y derivative vanishes (at most two).
struct QuadraticExtrema: Sequence, IteratorProtocol {
  private var roots: (Double, Double) = (.nan, .nan)
  private var cursor = 0

  init(_ p0: Point, _ p1: Point, _ p2: Point) {
    // B'(t)/2 = (p1 - p0) + t·(p0 - 2p1 + p2), one root per axis.
    roots.0 = Self.root(p0.x, p1.x, p2.x)
    roots.1 = Self.root(p0.y, p1.y, p2.y)
  }

  private static func root(_ x0: Double, _ x1: Double, _ x2: Double) -> Double {
    // Scaled (see `extremaScale`): from about 9e307 the denominator overflowed, and the
    // extremum was missed.
    let s = extremaScale(Swift.max(abs(x0), abs(x1), abs(x2)))
    let (a, b, c) = (x0 / s, x1 / s, x2 / s)
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return .nan }
    return (a - b) / denominator
  }

  mutating func next() -> Double? {
    while cursor < 2 {
      let t = cursor == 0 ? roots.0 : roots.1
      cursor += 1
      if t > 0, t < 1 { return t }
    }
    return nil
  }
}

/// The parameters in (0, 1) where a cubic's x or y derivative vanishes (at most four).
struct CubicExtrema: Sequence, IteratorProtocol {
  private var roots: (Double, Double, Double, Double) = (.nan, .nan, .nan, .nan)
  private var cursor = 0

  init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    (roots.0, roots.1) = Self.roots(p0.x, p1.x, p2.x, p3.x)
    (roots.2, roots.3) = Self.roots(p0.y, p1.y, p2.y, p3.y)
  }

  /// Roots of B'(t)/3 = a·t² + b·t + c for one coordinate; NaN marks a missing root.
  private static func roots(_ x0: Double, _ x1: Double, _ x2: Double, _ x3: Double) -> (Double, Double) {
    // Scaled (see `extremaScale`) so that the squares below cannot overflow: beyond 1e154
    // the discriminant was infinite and the extrema were missed.
    let s = extremaScale(Swift.max(abs(x0), abs(x1), abs(x2), abs(x3)))
    let (p0, p1, p2, p3) = (x0 / s, x1 / s, x2 / s, x3 / s)
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    if a == 0 {
      return b == 0 ? (.nan, .nan) : (-c / b, .nan)
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return (.nan, .nan) }
    // The citardauq form avoids cancellation when a is tiny next to b (a nearly quadratic
    // cubic), where the textbook formula loses every digit of the small root.
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
    guard q != 0 else { return (0, .nan) }
    return (q / a, c / q)
  }

  mutating func next() -> Double? {
    while cursor < 4 {
      let t: Double
      switch cursor {
      case 0: t = roots.0
      case 1: t = roots.1
      case 2: t = roots.2
      default: t = roots.3
      }
      cursor += 1
      if t > 0, t < 1 { return t }
    }
    return nil
  }
}
