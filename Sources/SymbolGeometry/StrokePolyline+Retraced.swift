#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Segments that retrace others, drawn once.
///
/// With round caps and round joins a stroke is the union of discs of half the width along
/// the path, so a piece of the path lying on a segment drawn already adds no area. Drawn
/// all the same, its rectangle lies over the other's, and the filler, which adds coverage
/// where an outline overlaps itself (as FreeType's does), drew both edges of the shared
/// band twice as dark: Heroicons retrace lines often (a house's `M8.25 21h8.25` along the
/// base its walls end on, a film strip's frame drawn piece by piece), 119–136 levels off
/// rsvg-convert along whole edges at 48 px.
///
/// So, with round caps and joins, the part of an open polyline's segment that lies on an
/// earlier segment (closed polylines' first, then open ones' in path order; collinear
/// within rounding) for at least the stroke's width is left out, and the polyline is split
/// there, with round caps at the cuts (which `drawingMeetingEndsOnce` may then butt). A
/// shorter stretch stays: the caps of a cut overlap what lies around them by up to a half
/// disc each, more than a short stretch does (Tabler's `h-.5h.5` turning back on itself at
/// width 2 went from 14 levels off rsvg-convert to 26 when dropped). Every point of the
/// path stays on a segment that is drawn: the earliest segment through it keeps it, since
/// only later ones lose a piece. So the discs, and the area, are the same.
extension StrokePolyline {
  /// `polylines`, to be stroked `width` wide with round caps and joins, without the pieces
  /// of open polylines that retrace earlier segments for at least `width`, as described
  /// above.
  static func droppingRetracedSegments(_ polylines: [StrokePolyline], width: Double) -> [StrokePolyline] {
    var lines = ParallelSegments()
    // Closed polylines are never cut, so they come first in the order: an open stretch
    // drawn before the closed outline it lies on goes too (a document's corner retracing
    // its outline's side).
    for polyline in polylines where polyline.isClosed && polyline.points.count > 1 {
      let points = polyline.points
      for index in points.indices { lines.insert(points[index], points[(index + 1) % points.count]) }
    }
    var result: [StrokePolyline] = []
    result.reserveCapacity(polylines.count)
    for polyline in polylines {
      guard polyline.isOpenPath else {
        result.append(polyline)
        continue
      }
      let points = polyline.points
      var kept: [[ClosedRange<Double>]] = []
      var trimmed = false
      for index in 1..<points.count {
        let parts = lines.partsNotOnEarlierSegments(points[index - 1], points[index], shortestDropped: width)
        trimmed = trimmed || parts != [0...1]
        kept.append(parts)
        lines.insert(points[index - 1], points[index])
      }
      result.append(contentsOf: trimmed ? polyline.keeping(kept) : [polyline])
    }
    return result
  }

  /// The pieces of this open polyline that `kept` lists, per segment as ranges of its
  /// parameter (0 at its start, 1 at its end), as open polylines: vertices kept whole
  /// keep their joins, and a cut gets a cap.
  private func keeping(_ kept: [[ClosedRange<Double>]]) -> [StrokePolyline] {
    var pieces: [StrokePolyline] = []
    var current: StrokePolyline?
    func finish() {
      if let piece = current, piece.points.count > 1 { pieces.append(piece) }
      current = nil
    }
    for (index, parts) in kept.enumerated() {
      let start = points[index]
      let along = points[index + 1] - start
      for part in parts {
        if part.lowerBound > 0 || current == nil {
          finish()
          var piece = StrokePolyline()
          piece.append(start + along * part.lowerBound, smooth: false)
          piece.capsStart = part.lowerBound > 0 || index > 0 || capsStart
          current = piece
        }
        let reachesVertex = part.upperBound == 1
        let point = reachesVertex ? points[index + 1] : start + along * part.upperBound
        current?.append(point, smooth: reachesVertex && isSmooth[index + 1])
        if !reachesVertex { finish() }
      }
      if parts.last?.upperBound != 1 { finish() }
    }
    if var last = current {
      last.capsEnd = capsEnd
      current = last
    }
    finish()
    return pieces
  }
}

/// Segments filed by the direction of their line, to find those an open polyline's
/// segment lies on without testing every pair: only segments of the same direction (to
/// within about a nanoradian) are compared, and at most `Stroker.maxEndSegmentTests`
/// pairs in all; past that, segments are drawn whole.
private struct ParallelSegments {
  private var byDirection: [Int64: [(start: Point, end: Point)]] = [:]
  private var tests = 0

  /// The direction of the line through `start` and `end` (either way along it), rounded.
  private static func key(_ start: Point, _ end: Point) -> Int64? {
    let along = end - start
    var angle = atan2(along.dy, along.dx)
    if angle < 0 { angle += Double.pi }
    if angle >= Double.pi { angle -= Double.pi }
    let key = (angle * 1e9).rounded()
    return key.isFinite ? Int64(key) : nil
  }

  mutating func insert(_ start: Point, _ end: Point) {
    guard let key = Self.key(start, end) else { return }
    byDirection[key, default: []].append((start, end))
  }

  /// The parts of the segment from `start` to `end`, as sorted ranges of its parameter,
  /// that lie on no segment inserted before, where such a stretch is at least
  /// `shortestDropped` long (shorter ones are kept); `[0...1]` when none goes.
  mutating func partsNotOnEarlierSegments(
    _ start: Point, _ end: Point, shortestDropped: Double
  ) -> [ClosedRange<Double>] {
    let length = start.distance(to: end)
    guard let key = Self.key(start, end), length > 0 else { return [0...1] }
    var covered: [ClosedRange<Double>] = []
    for nearby in [key - 1, key, key + 1] {
      guard let candidates = byDirection[nearby] else { continue }
      tests += candidates.count
      guard tests <= Stroker.maxEndSegmentTests else { return [0...1] }
      for other in candidates {
        if let part = Self.part(of: start, end, length: length, lyingOn: other) { covered.append(part) }
      }
    }
    covered.sort { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<Double>] = []
    for part in covered {
      if let last = merged.last, part.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, part.upperBound)
      } else {
        merged.append(part)
      }
    }
    let dropped = merged.filter { ($0.upperBound - $0.lowerBound) * length >= shortestDropped }
    guard !dropped.isEmpty else { return [0...1] }
    var parts: [ClosedRange<Double>] = []
    var from = 0.0
    // Pieces shorter than rounding noise are left out: their discs are those at the ends
    // of the covered parts beside them.
    let shortest = StrokePolyline.noise(start, end) / length
    for part in dropped {
      if part.lowerBound - from > shortest { parts.append(from...part.lowerBound) }
      from = part.upperBound
    }
    if 1 - from > shortest { parts.append(from...1) }
    return parts
  }

  /// The range of the parameter of the segment from `start` to `end` over which it lies on
  /// `other`, or `nil` when it does not, or only at a point.
  private static func part(
    of start: Point, _ end: Point, length: Double, lyingOn other: (start: Point, end: Point)
  ) -> ClosedRange<Double>? {
    let otherLength = other.start.distance(to: other.end)
    guard let direction = (other.end - other.start).normalized else { return nil }
    let noise = StrokePolyline.noise(start, end, other.start, other.end)
    let fromStart = start - other.start
    let fromEnd = end - other.start
    guard abs(fromStart.cross(direction)) <= noise, abs(fromEnd.cross(direction)) <= noise else { return nil }
    // Positions along `other`, which spans 0...otherLength.
    let (a, b) = (fromStart.dot(direction), fromEnd.dot(direction))
    guard a != b else { return nil }
    let first = (0 - a) / (b - a)
    let second = (otherLength - a) / (b - a)
    let lower = max(0, min(first, second))
    let upper = min(1, max(first, second))
    guard (upper - lower) * length > noise else { return nil }
    return lower...upper
  }
}

extension StrokePolyline {
  /// How far apart points may lie and still count as the same, for collinearity: rounding
  /// noise at the points' magnitude, as in `buttEndsOnSegments`.
  fileprivate static func noise(_ points: Point...) -> Double {
    1e-9 * (1 + points.reduce(0) { max($0, abs($1.x), abs($1.y)) })
  }
}
