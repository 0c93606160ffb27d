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
    var polylines: [[Point]] = []
    var sink = PolylineSink()
    var current = Point.zero
    var index = 0
    func finishSubpath() {
      if !sink.points.isEmpty { polylines.append(sink.points) }
      sink.points.removeAll(keepingCapacity: true)
    }
    let cap = Self.maxFlatteningSegmentsPerCurve
    for verb in verbs {
      switch verb {
      case .move:
        finishSubpath()
        current = points[index]
        sink.points.append(current)
      case .line:
        current = points[index]
        sink.lineTo(current)
      case .quad:
        Flattener.quadratic(
          current, points[index], points[index + 1], tolerance: tolerance, maxSegments: cap,
          into: &sink)
        current = points[index + 1]
      case .cubic:
        Flattener.cubic(
          current, points[index], points[index + 1], points[index + 2], tolerance: tolerance,
          maxSegments: cap, into: &sink)
        current = points[index + 2]
      case .close:
        if let start = sink.points.first {
          if sink.points.last != start { sink.points.append(start) }
          current = start
        }
        finishSubpath()
      }
      index += verb.pointCount
    }
    finishSubpath()
    return polylines
  }
}

/// Collects flattened points into an array.
struct PolylineSink: FlatteningSink {
  var points: [Point] = []

  mutating func lineTo(_ p: Point) { points.append(p) }
}
