import SymbolGeometry

/// Turns a path into the filler's clipped fixed-point line segments.
///
/// Work happens in `Double` until a segment is known to touch the target: curves are
/// flattened only when their control box reaches the target (a curve wholly above, below
/// or right of it cannot change a pixel, and one wholly left of it only contributes its
/// vertical extent), so coordinates up to ±1e30 cost little: a curve reaching far beyond
/// the target is halved until its pieces miss it or are at its scale (see
/// `addClippedCubic`). Every sub-path is closed implicitly, as filling requires.
///
/// The region clipped to is the target, or a rectangle inside it (`clip`), whose sides
/// may fall anywhere between pixel boundaries. Either way what lies left of the region is
/// collapsed onto its left side, keeping its vertical extent, and what lies above or
/// below it is dropped. What lies right of a clip rectangle is collapsed onto its right
/// side, so that each row's winding closes there and pixels right of it stay empty; right
/// of the target it is dropped, as no pixel lies there. Collapsing keeps the winding
/// number of every point inside the region, so the coverage is exactly that of the path's
/// intersection with the region, its partly covered pixels included.
struct EdgeBuilder<Edges: EdgeSink>: FlatteningSink {
  /// Where the clipped fixed-point edges go.
  var edges: Edges
  let width: Double
  let height: Double
  /// The region clipped to: the target, or the clip rectangle inside it.
  let left: Double
  let top: Double
  let right: Double
  let bottom: Double
  /// Whether pieces right of the region are collapsed onto its right side (a clip
  /// rectangle short of the target's right side) rather than dropped.
  let collapsesRight: Bool
  let tolerance: Double
  /// The most line segments one curve, or one piece of a curve halved for reaching far
  /// outside the target, may become: pieces at the target's scale need far fewer, so this
  /// only bounds the work absurd inputs can cause.
  let maxCurveSegments: Int
  private var current = Point.zero
  /// `current` in fixed point, kept while `inside` so each point is converted once.
  private var currentX: Int32 = 0
  private var currentY: Int32 = 0
  /// Set when every point of the path lies inside the target, so no segment needs clipping.
  private var inside = false
  /// What `lineTo` adds to the points it receives while inside: a curve's start while it
  /// is flattened relative to it, otherwise zero.
  private var originX: Int32 = 0
  private var originY: Int32 = 0

  /// A builder clipping to the `width`×`height` target, or to `clip` when given: a rectangle
  /// inside the target (see `ClipRegion`).
  init(edges: Edges, width: Int, height: Int, tolerance: Double, clip: ClipRegion? = nil) {
    self.edges = edges
    self.width = Double(width)
    self.height = Double(height)
    left = clip?.left ?? 0
    top = clip?.top ?? 0
    right = clip?.right ?? Double(width)
    bottom = clip?.bottom ?? Double(height)
    collapsesRight = right < Double(width)
    self.tolerance = tolerance
    // A curve spanning the target needs about √(side / tolerance) segments; four times
    // that leaves room for curves reaching well outside it.
    self.maxCurveSegments = 64 + Int(4 * (Double(max(width, height)) / tolerance).squareRoot())
  }

  /// Adds every sub-path of `path`, mapped by `transform`, as closed polygons.
  mutating func add(_ path: Path, transform: Transform) throws(RasterError) {
    let points = path.points
    let identity = transform == .identity
    var pointIndex = 0
    var subpathStart = Point.zero
    var open = false
    inside = Self.allInside(
      points, transform: identity ? nil : transform, low: SIMD2(left, top), high: SIMD2(right, bottom))

    let inside = self.inside
    @inline(__always) func mapped(_ i: Int) throws(RasterError) -> Point {
      let p = identity ? points[i] : transform.apply(points[i])
      // Inside the target implies finite, so the common case skips the test.
      guard inside || p.isFinite else { throw .nonFiniteCoordinate(pointIndex: i, point: p) }
      return p
    }

    for verb in path.verbs {
      switch verb {
      case .move:
        if open { lineTo(subpathStart) }
        let p = try mapped(pointIndex)
        current = p
        currentX = Fixed.from(p.x)
        currentY = Fixed.from(p.y)
        subpathStart = p
        open = true
      case .line:
        lineTo(try mapped(pointIndex))
      case .quad:
        let c = try mapped(pointIndex)
        let p = try mapped(pointIndex + 1)
        if inside {
          startCurve()
          Flattener.quadratic(
            .zero, relative(c), relative(p), tolerance: tolerance, maxSegments: maxCurveSegments,
            uniformLimit: UniformStep.segmentLimit, into: &self)
          endCurve(at: p)
        } else {
          addClippedQuadratic(current, c, p)
        }
      case .cubic:
        let c1 = try mapped(pointIndex)
        let c2 = try mapped(pointIndex + 1)
        let p = try mapped(pointIndex + 2)
        if inside {
          startCurve()
          Flattener.cubic(
            .zero, relative(c1), relative(c2), relative(p), tolerance: tolerance,
            maxSegments: maxCurveSegments, uniformLimit: UniformStep.segmentLimit,
            halvings: UniformStep.cubicHalvings, chordShortcut: false, into: &self)
          endCurve(at: p)
        } else {
          var budget = Self.farCurveHalvings
          addClippedCubic(current, c1, c2, p, budget: &budget)
        }
      case .close:
        if open { lineTo(subpathStart) }
        open = false
      }
      pointIndex += verb.pointCount
      if edges.count > RasterError.maximumSegments {
        throw .tooComplex(segments: edges.count, limit: RasterError.maximumSegments)
      }
    }
    if open { lineTo(subpathStart) }
  }

  /// `p` rounded to the fixed-point grid, relative to the current point (exact: both are
  /// whole steps), in pixels.
  ///
  /// A curve inside the target is flattened from its points so rounded, relative to its
  /// start, as the direct route flattens it (`DirectAccumulator`), so that both routes give
  /// the same lines and a whole-pixel move shifts them exactly. Flattened from the
  /// unrounded points, a curve off the grid came out a level apart at some pixels on a
  /// target of several bands and on one of one band (found by `symbol-bench fuzz`).
  @inline(__always)
  private func relative(_ p: Point) -> Point {
    let step = 1 / Double(Fixed.one)
    return Point(Double(Fixed.from(p.x) &- currentX) * step, Double(Fixed.from(p.y) &- currentY) * step)
  }

  /// Makes `lineTo` take the flattener's points as relative to the current point.
  @inline(__always)
  private mutating func startCurve() { (originX, originY) = (currentX, currentY) }

  /// Makes `lineTo` take absolute points again once a curve ending at `end` is flattened.
  @inline(__always)
  private mutating func endCurve(at end: Point) {
    (originX, originY) = (0, 0)
    current = end
  }

  /// Whether every point (so, by the convex hull property, every curve) lies in the region
  /// from `low` to `high`. Points are checked relative to `low`, as `InsideCheck` checks a
  /// box from the origin.
  private static func allInside(
    _ points: [Point], transform: Transform?, low: SIMD2<Double>, high: SIMD2<Double>
  ) -> Bool {
    var check = InsideCheck()
    if let transform {
      for point in points {
        let p = transform.apply(point)
        check.include(SIMD2(p.x, p.y) - low)
      }
    } else {
      for p in points { check.include(SIMD2(p.x, p.y) - low) }
    }
    let size = high - low
    return check.isInside(width: size.x, height: size.y)
  }

  /// A curve whose control box misses the region's rows, or lies right of it, or left of
  /// it, changes no coverage beyond what its chord does after clipping.
  @inline(__always)
  func curveCanBeChord(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
    maxY <= top || minY >= bottom || minX >= right || maxX <= left
  }

  /// Receives flattened points and plain line ends.
  @inline(__always)
  mutating func lineTo(_ p: Point) {
    let from = current
    current = p
    if inside {
      // Each point is converted once and shared by the two edges that meet there.
      let x = originX &+ Fixed.from(p.x)
      let y = originY &+ Fixed.from(p.y)
      if y != currentY { edges.add(FixedLine(x0: currentX, y0: currentY, x1: x, y1: y)) }
      currentX = x
      currentY = y
    } else {
      addClipped(from, p)
    }
  }

  /// Clips a segment to the region's rows, collapses what lies left of the region onto its
  /// left side (keeping its vertical extent, which is all that matters to pixels on the
  /// right), drops or collapses what lies right of it (see the type's comment), and stores
  /// the rest in fixed point.
  @inline(__always)
  private mutating func addClipped(_ a: Point, _ b: Point) {
    if a.y == b.y { return }
    if (a.y <= top && b.y <= top) || (a.y >= bottom && b.y >= bottom) { return }
    if a.x >= right && b.x >= right && !collapsesRight { return }
    if a.x >= left && b.x >= left && a.x <= right && b.x <= right && a.y >= top && b.y >= top
      && a.y <= bottom && b.y <= bottom
    {
      emit(a, b)
      return
    }
    clipSlow(a, b)
  }

  @inline(never)
  private mutating func clipSlow(_ a0: Point, _ b0: Point) {
    // Work top to bottom and restore the direction on output: the sign of the winding
    // depends on it.
    let downward = a0.y < b0.y
    var a = downward ? a0 : b0
    var b = downward ? b0 : a0
    if a.y < top { a = Point(xAt(top, a, b), top) }
    if b.y > bottom { b = Point(xAt(bottom, a, b), bottom) }
    if b.y > a.y { clipHorizontally(a, b, downward: downward) }
  }

  /// Splits a downward segment where it crosses the region's left or right side, then
  /// keeps, collapses or drops each piece.
  private mutating func clipHorizontally(_ a: Point, _ b: Point, downward: Bool) {
    for edge in [left, right] where (a.x < edge && b.x > edge) || (a.x > edge && b.x < edge) {
      let y = min(max(yAt(edge, a, b), a.y), b.y)
      clipHorizontally(a, Point(edge, y), downward: downward)
      clipHorizontally(Point(edge, y), b, downward: downward)
      return
    }
    let midX = 0.5 * a.x + 0.5 * b.x
    if midX >= right && !collapsesRight { return }
    let x0 = midX <= left ? left : midX >= right ? right : min(max(a.x, left), right)
    let x1 = midX <= left ? left : midX >= right ? right : min(max(b.x, left), right)
    let (pa, pb) = (Point(x0, a.y), Point(x1, b.y))
    if downward { emit(pa, pb) } else { emit(pb, pa) }
  }

  @inline(__always)
  private func xAt(_ y: Double, _ a: Point, _ b: Point) -> Double {
    let t = (y - a.y) / (b.y - a.y)
    return a.x * (1 - t) + b.x * t
  }

  @inline(__always)
  private func yAt(_ x: Double, _ a: Point, _ b: Point) -> Double {
    let t = (x - a.x) / (b.x - a.x)
    return a.y * (1 - t) + b.y * t
  }

  /// Converts a clipped segment to fixed point; segments that round to horizontal vanish.
  @inline(__always)
  private mutating func emit(_ a: Point, _ b: Point) {
    let y0 = Fixed.from(a.y)
    let y1 = Fixed.from(b.y)
    if y0 == y1 { return }
    edges.add(FixedLine(x0: Fixed.from(a.x), y0: y0, x1: Fixed.from(b.x), y1: y1))
  }
}
