/// Receives a path flattened sub-path by sub-path (``Path/flatten(tolerance:into:)``): a
/// start at each move, the polyline's vertices through `lineTo`, and each close.
public protocol SubpathFlatteningSink: FlatteningSink {
  /// A sub-path starts at `point` (a move).
  mutating func start(at point: Point)
  /// The sub-path under way is closed (a close verb); returns the point drawing goes on
  /// from, its start, or `nil` to stay where it is.
  mutating func close() -> Point?
  /// Whether the walk may stop: it stops after the verb that made this true.
  var isFinished: Bool { get }
}

extension Path {
  /// The cap on segments per curve used by `flattened(tolerance:)`, so that absurd
  /// coordinates cost bounded time.
  public static let maxFlatteningSegmentsPerCurve = 1 << 16

  /// The path as polylines, one per sub-path, with curves flattened within `tolerance`.
  ///
  /// Each polyline starts at its sub-path's move. A closed sub-path ends with its start point
  /// repeated, unless its last point already equals the start. Consecutive duplicate points
  /// are not removed otherwise, and a lone move gives a one-point polyline. A tolerance of
  /// 0, below 0 or NaN asks for the finest result, ``maxFlatteningSegmentsPerCurve``
  /// segments a curve, as `Flattener` reads it. Meant for tests
  /// and stroking; the rasterizer drives `Flattener` directly to avoid the arrays.
  public func flattened(tolerance: Double) -> [[Point]] {
    var sink = PolylineSink()
    flatten(tolerance: tolerance, into: &sink)
    sink.finishSubpath()
    return sink.polylines
  }

  /// Walks the path's verbs, flattening curves within `tolerance` (each at most
  /// ``maxFlatteningSegmentsPerCurve`` segments), into `sink`, until the verbs end or the
  /// sink is finished.
  public func flatten(tolerance: Double, into sink: inout some SubpathFlatteningSink) {
    var current = Point.zero
    var index = 0
    let cap = Self.maxFlatteningSegmentsPerCurve
    for verb in verbs {
      switch verb {
      case .move:
        current = points[index]
        sink.start(at: current)
      case .line:
        current = points[index]
        sink.lineTo(current)
      case .quad:
        Flattener.quadratic(
          current, points[index], points[index + 1], tolerance: tolerance, maxSegments: cap, into: &sink)
        current = points[index + 1]
      case .cubic:
        Flattener.cubic(
          current, points[index], points[index + 1], points[index + 2], tolerance: tolerance,
          maxSegments: cap, into: &sink)
        current = points[index + 2]
      case .close:
        current = sink.close() ?? current
      }
      index += verb.pointCount
      if sink.isFinished { return }
    }
  }
}

/// Collects flattened points into polylines, one per sub-path.
struct PolylineSink: SubpathFlatteningSink {
  var polylines: [[Point]] = []
  var points: [Point] = []
  var isFinished: Bool { false }

  mutating func start(at point: Point) {
    finishSubpath()
    points.append(point)
  }

  mutating func lineTo(_ p: Point) { points.append(p) }

  mutating func close() -> Point? {
    let start = points.first
    if let start, points.last != start { points.append(start) }
    finishSubpath()
    return start
  }

  /// Ends the polyline under way, if it has any point.
  mutating func finishSubpath() {
    if !points.isEmpty { polylines.append(points) }
    points.removeAll(keepingCapacity: true)
  }
}
