/// Splits flattened polylines into dashes, each an open polyline that gets its own caps.
///
/// The pattern runs continuously along each sub-path and restarts at the phase for every
/// sub-path, as in SVG. On a closed sub-path, a dash that runs through the start point is
/// kept in one piece (joined, not capped there); a closed sub-path that the first dash
/// covers entirely stays closed.
struct StrokeDasher {
  /// Alternating dash and gap lengths, of even length, non-negative, with a positive sum.
  let pattern: [Double]
  /// Where the pattern starts, in `0..<period`.
  let phase: Double

  /// Above this many dashes in one path, dashing is abandoned (the path is stroked solid),
  /// so that a tiny pattern on a long path cannot exhaust time and memory.
  static let maxDashCount = 1_000_000

  /// The dashes of every polyline, or `nil` when there would be too many of them.
  func dash(_ polylines: [StrokePolyline]) -> [StrokePolyline]? {
    let period = pattern.reduce(0, +)
    let totalLength = polylines.reduce(0) { $0 + $1.length }
    let estimate = (totalLength / period + Double(polylines.count)) * Double(pattern.count)
    guard estimate <= Double(Self.maxDashCount) else { return nil }
    return polylines.flatMap(dash)
  }

  private func dash(_ polyline: StrokePolyline) -> [StrokePolyline] {
    var cursor = DashCursor(pattern: pattern, phase: phase)
    let points = polyline.points
    let count = points.count
    // A zero-length sub-path is drawn (as caps) only when the pattern is on at its start.
    guard count > 1 else { return cursor.isOn ? [polyline] : [] }
    let startsOn = cursor.isOn
    var dashes: [StrokePolyline] = []
    var current = StrokePolyline()
    if startsOn { current.append(points[0], smooth: false) }
    var toggles = 0
    for index in 0..<(polyline.isClosed ? count : count - 1) {
      let (from, to) = (points[index], points[(index + 1) % count])
      let length = from.distance(to: to)
      let direction = (to - from).normalized
      var travelled = 0.0
      // Strictly less: an element ending exactly at a vertex switches at the start of the
      // next segment, and one ending at the very end of the path never starts a new dash.
      while cursor.remaining < length - travelled {
        travelled += cursor.remaining
        let split = from.lerp(to: to, travelled / length)
        if cursor.isOn {
          current.append(split, smooth: false)
          current.direction = direction
          dashes.append(current)
          current = StrokePolyline()
        } else {
          current.append(split, smooth: false)
          current.direction = direction
        }
        cursor.advance()
        toggles += 1
      }
      cursor.remaining -= length - travelled
      if cursor.isOn { current.append(to, smooth: polyline.isSmooth[(index + 1) % count]) }
    }
    if polyline.isClosed, toggles == 0 { return [polyline] }
    if cursor.isOn, !current.points.isEmpty { dashes.append(current) }
    if polyline.isClosed, startsOn, cursor.isOn, dashes.count > 1, let first = dashes.first,
      var last = dashes.popLast()
    {
      // The last dash ends at the start point (with the closing vertex's smoothness) and
      // the first begins there: together they are one dash through the closing join.
      for (point, smooth) in zip(first.points, first.isSmooth).dropFirst() {
        last.append(point, smooth: smooth)
      }
      dashes[0] = last
    }
    for index in dashes.indices { dashes[index].removeRepeatedPoints() }
    return dashes
  }
}

/// The position within a dash pattern: which element, how much of it is left, and whether
/// it is a dash (on) or a gap (off).
private struct DashCursor {
  let pattern: [Double]
  var index = 0
  var remaining: Double

  var isOn: Bool { index.isMultiple(of: 2) }

  /// Finds the element containing `phase`. Elements are half-open, so a phase at a
  /// boundary starts the next one; a zero-length dash at the phase itself is kept, since
  /// SVG draws zero-length dashes as their caps.
  init(pattern: [Double], phase: Double) {
    self.pattern = pattern
    var left = phase
    var steps = 0
    while left > 0 || pattern[index] > 0, left >= pattern[index], steps < 2 * pattern.count {
      left -= pattern[index]
      index = (index + 1) % pattern.count
      steps += 1
    }
    remaining = max(0, pattern[index] - left)
  }

  mutating func advance() {
    index = (index + 1) % pattern.count
    remaining = pattern[index]
  }
}
