/// One sub-path prepared for stroking: flattened to straight segments, with repeated points
/// removed so that every segment has a direction.
struct StrokePolyline {
  /// The vertices; a closed polyline does not repeat its first point at the end.
  var points: [Point] = []
  /// Per vertex, whether the path turns smoothly there: inside a flattened curve, or where a
  /// curve meets another element with the same tangent. The exact offset of a smooth path is
  /// round at such vertices, so they get round joins whatever the style; a miter there would
  /// poke out by an amount that grows with the stroke width rather than the tolerance.
  var isSmooth: [Bool] = []
  /// Whether the last vertex connects back to the first.
  var isClosed = false
  /// The direction of the path at a zero-length polyline, which orients its caps; `nil`
  /// means the x axis, as SVG asks for zero-length sub-paths.
  var direction: Vector?
  /// Whether an open polyline's first and last vertices get the style's cap, or a butt end
  /// where the stroke already covers the cap's area (see `drawingMeetingEndsOnce`).
  var capsStart = true
  var capsEnd = true

  /// Adds a vertex unless it repeats the last one exactly.
  mutating func append(_ point: Point, smooth: Bool) {
    if points.last == point { return }
    points.append(point)
    isSmooth.append(smooth)
  }

  /// The total length of the segments.
  var length: Double {
    guard points.count > 1 else { return 0 }
    var total = 0.0
    for index in 1..<points.count { total += points[index].distance(to: points[index - 1]) }
    if isClosed, let first = points.first, let last = points.last { total += first.distance(to: last) }
    return total
  }

  /// Whether every vertex is finite; others are not stroked, as their offsets would be NaN.
  var isFinite: Bool { points.allSatisfy(\.isFinite) }

  /// Merges vertices that coincide (to within rounding), keeping a join smooth only when both
  /// merged vertices were, and drops a closed polyline's repeated start point.
  mutating func removeRepeatedPoints() {
    var keptPoints: [Point] = []
    var keptSmooth: [Bool] = []
    keptPoints.reserveCapacity(points.count)
    keptSmooth.reserveCapacity(points.count)
    for (point, smooth) in zip(points, isSmooth) {
      if let last = keptPoints.last, Self.coincide(last, point) {
        keptSmooth[keptSmooth.count - 1] = keptSmooth[keptSmooth.count - 1] && smooth
      } else {
        keptPoints.append(point)
        keptSmooth.append(smooth)
      }
    }
    if isClosed {
      // The first vertex already carries the closing join's smoothness.
      while keptPoints.count > 1, let first = keptPoints.first, let last = keptPoints.last,
        Self.coincide(first, last)
      {
        keptPoints.removeLast()
        keptSmooth.removeLast()
      }
    }
    points = keptPoints
    isSmooth = keptSmooth
  }

  /// Rounding noise at `point` on a segment `length` long: how far off a line a point may
  /// lie and still count as on it.
  static func collinearityNoise(at point: Point, length: Double) -> Double {
    1e-9 * (1 + max(abs(point.x), abs(point.y), length))
  }

  /// How far along the line from `start` to `end` `point` lies (a distance from `start`,
  /// negative before it), or `nil` when it lies off that line by more than rounding noise
  /// or the line has no direction.
  static func position(of point: Point, onLineFrom start: Point, to end: Point) -> Double? {
    let along = end - start
    guard let direction = along.normalized else { return nil }
    let offset = point - start
    guard abs(offset.cross(direction)) <= collinearityNoise(at: point, length: along.length) else {
      return nil
    }
    return offset.dot(direction)
  }

  /// Whether two points are equal up to rounding noise; a segment shorter than that would
  /// get a meaningless direction and so a spurious join.
  static func coincide(_ a: Point, _ b: Point) -> Bool {
    let scale = 1 + max(abs(a.x), abs(a.y), abs(b.x), abs(b.y))
    let epsilon = 1e-12 * scale
    return abs(a.x - b.x) <= epsilon && abs(a.y - b.y) <= epsilon
  }
}

extension StrokePolyline {
  /// Flattens every sub-path of `path` within `tolerance` and cleans the result, or throws
  /// once the vertices pass `pointLimit` (each becomes at least one point of the outline).
  static func polylines(
    from path: Path, tolerance: Double, pointLimit: Int
  ) throws(StrokeError) -> [StrokePolyline] {
    // A closing line within twice the flattening tolerance (the stroke's whole tolerance)
    // of nothing is taken as none; see `StrokePolylineCollector.finish(closed:)`.
    var collector = StrokePolylineCollector(shortestClosingLine: 2 * tolerance)
    var index = 0
    var current = Point.zero
    let points = path.points
    let cap = Path.maxFlatteningSegmentsPerCurve
    for verb in path.verbs {
      switch verb {
      case .move:
        collector.finish(closed: false)
        current = points[index]
        collector.start(at: current)
      case .line:
        let end = points[index]
        collector.append([end], startTangent: end - current, endTangent: end - current, isCurve: false)
        current = end
      case .quad:
        let (control, end) = (points[index], points[index + 1])
        var sink = PolylineSink()
        Flattener.quadratic(current, control, end, tolerance: tolerance, maxSegments: cap, into: &sink)
        collector.append(
          sink.points, startTangent: firstDirection(from: current, toward: [control, end]),
          endTangent: -firstDirection(from: end, toward: [control, current]), isCurve: true)
        current = end
      case .cubic:
        let (control1, control2, end) = (points[index], points[index + 1], points[index + 2])
        var sink = PolylineSink()
        Flattener.cubic(
          current, control1, control2, end, tolerance: tolerance, maxSegments: cap, into: &sink)
        collector.append(
          sink.points, startTangent: firstDirection(from: current, toward: [control1, control2, end]),
          endTangent: -firstDirection(from: end, toward: [control2, control1, current]), isCurve: true)
        current = end
      case .close:
        collector.finish(closed: true)
      }
      index += verb.pointCount
      guard collector.pointCount <= pointLimit else { throw .tooComplex(limit: pointLimit) }
    }
    collector.finish(closed: false)
    return collector.polylines
  }

  /// The first non-zero vector from `origin` to one of `targets`: a Bézier curve's tangent
  /// at an end, where coincident control points push it to the next control point.
  private static func firstDirection(from origin: Point, toward targets: [Point]) -> Vector {
    for target in targets where target != origin { return target - origin }
    return .zero
  }
}

/// Gathers flattened elements into polylines, one sub-path at a time, deciding which
/// element boundaries are smooth from the elements' exact tangents.
private struct StrokePolylineCollector {
  /// A closing line shorter than this is dropped, the sub-path closing where its last
  /// element ends (see `finish(closed:)`).
  let shortestClosingLine: Double
  var polylines: [StrokePolyline] = []
  /// The vertices gathered so far, finished polylines and the current one.
  var pointCount: Int { finishedPoints + current.points.count }
  private var finishedPoints = 0
  private var current = StrokePolyline()
  private var firstTangent = Vector.zero
  private var firstIsCurve = false
  private var lastTangent = Vector.zero
  private var lastIsCurve = false
  private var hasElements = false

  init(shortestClosingLine: Double) {
    self.shortestClosingLine = shortestClosingLine
  }

  mutating func start(at point: Point) {
    current = StrokePolyline()
    current.points = [point]
    current.isSmooth = [false]
    hasElements = false
  }

  /// Adds one flattened element; `emitted` excludes its start point, which is the current
  /// last vertex.
  mutating func append(_ emitted: [Point], startTangent: Vector, endTangent: Vector, isCurve: Bool) {
    guard !current.points.isEmpty else { return }
    if hasElements {
      let joint = current.points.count - 1
      current.isSmooth[joint] = Self.isSmooth(lastTangent, lastIsCurve, startTangent, isCurve)
    } else {
      firstTangent = startTangent
      firstIsCurve = isCurve
      hasElements = true
    }
    for (offset, point) in emitted.enumerated() {
      // Interior vertices of a curve are smooth; its end is decided by the next element.
      current.points.append(point)
      current.isSmooth.append(isCurve && offset < emitted.count - 1)
    }
    lastTangent = endTangent
    lastIsCurve = isCurve
  }

  mutating func finish(closed: Bool) {
    guard let start = current.points.first, let last = current.points.last else { return }
    // A lone move draws nothing in SVG; "M x y Z" is a zero-length sub-path and does.
    guard hasElements || closed else {
      current = StrokePolyline()
      return
    }
    if closed, hasElements {
      // A path drawn back to near its start and then closed (`…a160 160 0 1 1 316.53-44.49Z`
      // ending 0.04 from where it began) has a closing line far shorter than the stroke is
      // wide, turning sharply twice: its miter joins stuck out of an otherwise smooth
      // outline, up to 153 levels where rsvg-convert and Chromium, which drop such a line,
      // draw none. Within the tolerance the last element ends at the start instead.
      if last != start, last.distance(to: start) <= shortestClosingLine, current.points.count > 2 {
        current.points[current.points.count - 1] = start
      }
      if current.points.last != start {
        // The implicit closing line joins the last element and then the first.
        let closing = start - last
        let lastIndex = current.points.count - 1
        current.isSmooth[lastIndex] = Self.isSmooth(lastTangent, lastIsCurve, closing, false)
        current.isSmooth[0] = Self.isSmooth(closing, false, firstTangent, firstIsCurve)
      } else {
        current.isSmooth[0] = Self.isSmooth(lastTangent, lastIsCurve, firstTangent, firstIsCurve)
      }
    }
    current.isClosed = closed
    current.removeRepeatedPoints()
    finishedPoints += current.points.count
    polylines.append(current)
    current = StrokePolyline()
    hasElements = false
  }

  /// A boundary is smooth when a curve takes part and the tangents agree to within about a
  /// milliradian; between two lines the join style always applies.
  private static func isSmooth(
    _ incoming: Vector, _ incomingIsCurve: Bool, _ outgoing: Vector, _ outgoingIsCurve: Bool
  ) -> Bool {
    guard incomingIsCurve || outgoingIsCurve else { return false }
    let scale = incoming.length * outgoing.length
    guard scale > 0, scale.isFinite else { return false }
    return incoming.dot(outgoing) > 0 && abs(incoming.cross(outgoing)) <= 1e-3 * scale
  }
}
