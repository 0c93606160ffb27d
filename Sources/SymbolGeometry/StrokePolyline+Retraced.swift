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
/// there. A cut inside a segment gets a butt end: the stretch left out runs on along the
/// same line for at least the width, so the rectangles drawn there hold the cap. A cut at
/// a vertex keeps a round cap (which `drawingMeetingEndsOnce` may still butt). A shorter
/// stretch stays: caps at its cuts would overlap what lies around them by more than it
/// does (Tabler's `h-.5h.5` turning back on itself at width 2 went from 14 levels off
/// rsvg-convert to 26 when dropped). Every point of the path stays on a segment that is
/// drawn: the earliest segment through it keeps it, since only later ones lose a piece.
/// So the discs, and the area, are the same.
extension StrokePolyline {
  /// `polylines`, to be stroked `width` wide with round caps and joins, without the pieces
  /// of open polylines that retrace earlier segments for at least `width`, as described
  /// above.
  static func droppingRetracedSegments(_ polylines: [StrokePolyline], width: Double) -> [StrokePolyline] {
    // Only open polylines lose stretches: a path of closed outlines alone needs no search.
    guard polylines.contains(where: \.isOpenPath) else { return polylines }
    // Closed polylines are never cut, so they come first in the order: an open stretch
    // drawn before the closed outline it lies on goes too (a document's corner retracing
    // its outline's side).
    var segments: [RetraceSegment] = []
    for polyline in polylines where polyline.isClosed && polyline.points.count > 1 {
      let points = polyline.points
      for index in points.indices {
        segments.append(RetraceSegment(points[index], points[(index + 1) % points.count]))
      }
    }
    var firstSegment = [Int?](repeating: nil, count: polylines.count)
    for (position, polyline) in polylines.enumerated() where polyline.isOpenPath {
      firstSegment[position] = segments.count
      let points = polyline.points
      for index in 1..<points.count {
        segments.append(RetraceSegment(points[index - 1], points[index], isOpen: true))
      }
    }
    let covered = RetraceSegment.coveredParts(of: segments)
    guard !covered.isEmpty else { return polylines }
    var result: [StrokePolyline] = []
    result.reserveCapacity(polylines.count)
    for (position, polyline) in polylines.enumerated() {
      guard let first = firstSegment[position] else {
        result.append(polyline)
        continue
      }
      let kept = (first..<(first + polyline.points.count - 1)).map { index in
        segments[index].keptParts(covered: covered[index] ?? [], shortestDropped: width)
      }
      let trimmed = kept.contains { $0 != [0...1] }
      result.append(contentsOf: trimmed ? polyline.keeping(kept) : [polyline])
    }
    return result
  }

  /// The pieces of this open polyline that `kept` lists, per segment as ranges of its
  /// parameter (0 at its start, 1 at its end), as open polylines: vertices kept whole
  /// keep their joins, a cut inside a segment gets a butt end and one at a vertex a cap.
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
          // A cut inside a segment ends on the stretch left out, which runs on along the
          // same line for at least the width: the rectangles drawn there hold the cap, which
          // goes. A cut at a vertex, after the previous segment's end went, keeps it.
          piece.capsStart = part.lowerBound > 0 ? false : index > 0 || capsStart
          current = piece
        }
        let reachesVertex = part.upperBound == 1
        let point = reachesVertex ? points[index + 1] : start + along * part.upperBound
        current?.append(point, smooth: reachesVertex && isSmooth[index + 1])
        if !reachesVertex {
          current?.capsEnd = false
          finish()
        }
      }
      // A segment left out whole ends the piece at its start vertex, with a cap.
      if parts.isEmpty { finish() }
    }
    current?.capsEnd = capsEnd
    finish()
    return pieces
  }
}

/// A segment of the path in the order retraced stretches are looked for in, with the
/// direction of its line.
private struct RetraceSegment {
  let start: Point
  let end: Point
  /// Whether it belongs to an open polyline, and so may lose a stretch.
  let isOpen: Bool
  /// The direction of its line (either way along it) in nanoradians, rounded; `nil` when
  /// it has none.
  let direction: Int64?

  init(_ start: Point, _ end: Point, isOpen: Bool = false) {
    self.start = start
    self.end = end
    self.isOpen = isOpen
    let along = end - start
    var angle = atan2(along.dy, along.dx)
    if angle < 0 { angle += Double.pi }
    if angle >= Double.pi { angle -= Double.pi }
    var direction = (angle * 1e9).rounded()
    // Just short of a half turn rounds to it, which is the same line as no turn.
    if direction >= (Double.pi * 1e9).rounded() { direction = 0 }
    self.direction = direction.isFinite && start != end ? Int64(direction) : nil
  }

  /// For each open segment (by index) that lies on earlier segments, the ranges of its
  /// parameter (0 at its start, 1 at its end) over which it does. Only segments whose
  /// directions differ by at most a nanoradian are compared, found by sorting, and at most
  /// `Stroker.maxEndSegmentTests` pairs in all; past that, the rest are drawn whole.
  static func coveredParts(of segments: [RetraceSegment]) -> [Int: [ClosedRange<Double>]] {
    let sorted = segments.indices.filter { segments[$0].direction != nil }.sorted {
      (segments[$0].direction ?? 0, $0) < (segments[$1].direction ?? 0, $1)
    }
    var covered: [Int: [ClosedRange<Double>]] = [:]
    var tests = 0
    var runStart = 0
    while runStart < sorted.count {
      // A run of directions each within a nanoradian of the one before.
      var runEnd = runStart + 1
      while runEnd < sorted.count,
        let direction = segments[sorted[runEnd]].direction,
        let previous = segments[sorted[runEnd - 1]].direction, direction - previous <= 1
      {
        runEnd += 1
      }
      let run = sorted[runStart..<runEnd].sorted()
      runStart = runEnd
      guard run.count > 1 else { continue }
      for (position, index) in run.enumerated() where segments[index].isOpen {
        let segment = segments[index]
        for earlier in run[..<position] {
          tests += 1
          guard tests <= Stroker.maxEndSegmentTests else { return covered }
          guard let a = segment.direction, let b = segments[earlier].direction, abs(a - b) <= 1,
            let part = segment.part(lyingOn: segments[earlier])
          else { continue }
          covered[index, default: []].append(part)
        }
      }
    }
    return covered
  }

  /// The range of this segment's parameter over which it lies on `other`, or `nil` when it
  /// does not, or only at a point.
  private func part(lyingOn other: RetraceSegment) -> ClosedRange<Double>? {
    // Positions along `other`, which spans 0...otherLength.
    guard let a = StrokePolyline.position(of: start, onLineFrom: other.start, to: other.end),
      let b = StrokePolyline.position(of: end, onLineFrom: other.start, to: other.end), a != b
    else { return nil }
    let otherLength = other.start.distance(to: other.end)
    let first = (0 - a) / (b - a)
    let second = (otherLength - a) / (b - a)
    let lower = max(0, min(first, second))
    let upper = min(1, max(first, second))
    let length = start.distance(to: end)
    guard (upper - lower) * length > StrokePolyline.collinearityNoise(at: start, length: length) else {
      return nil
    }
    return lower...upper
  }

  /// The parts of this segment, as sorted ranges of its parameter, left once the stretches
  /// `covered` lists (merged where they touch) go where they are at least
  /// `shortestDropped` long; `[0...1]` when none goes.
  func keptParts(covered: [ClosedRange<Double>], shortestDropped: Double) -> [ClosedRange<Double>] {
    let length = start.distance(to: end)
    guard !covered.isEmpty, length > 0 else { return [0...1] }
    var merged: [ClosedRange<Double>] = []
    for part in covered.sorted(by: { $0.lowerBound < $1.lowerBound }) {
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
    let shortest = StrokePolyline.collinearityNoise(at: start, length: length) / length
    for part in dropped {
      if part.lowerBound - from > shortest { parts.append(from...part.lowerBound) }
      from = part.upperBound
    }
    if 1 - from > shortest { parts.append(from...1) }
    return parts
  }
}
