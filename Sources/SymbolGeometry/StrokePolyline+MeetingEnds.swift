/// Sub-paths that meet, drawn once where they meet.
///
/// A round-capped stroke with round joins is a union of discs along the path: every point
/// of the path contributes the disc of half the width around it. Two sub-paths that meet
/// at a point therefore cover one disc there whether they are drawn as two caps, a cap and
/// a join, or one join. Drawn as two caps, the two half discs overlap, and the filler,
/// which adds coverage where an outline overlaps itself (as FreeType's does), drew the arc
/// where their rims coincide up to twice as dark: 103 levels off rsvg-convert on
/// `M10 10.3 H50 M50 10.3 V50`, and 81–99 on arrows (`m4.5 4.5 15 15m0 0V8.25m0 11.25H8.25`)
/// whose strokes end on another's corner. Icons drawn with strokes do both often.
///
/// So, for round caps:
/// - with round joins too, a stretch of an open polyline retracing an earlier segment for
///   at least the width is left out (`droppingRetracedSegments`), the polyline split there;
/// - open polylines that share an end are chained into one, in either direction, with a
///   round join where they met;
/// - an open polyline that ends where it starts is closed, with a round join there;
/// - an end that lies on a vertex where another part of the stroke covers the whole disc
///   (a round join whose two segments are at least half the width long, or with round
///   joins any vertex inside a polyline) gets a butt end: the cap's half disc is already
///   drawn;
/// - with round joins, an end lying anywhere inside another segment gets a butt end (see
///   `buttEndsOnSegments`).
///
/// And for round and square caps, an end that lies on another segment, at least half the
/// width from both of its ends, gets a butt end when that segment's rectangle holds the
/// cap: a round cap always, a square one when it meets the segment square-on or runs along
/// it. A T of two strokes had the cap's far edge or rim on the crossbar's edge, drawn up to
/// 38 levels too dark.
///
/// Only caps are taken away; every segment's rectangle and every join is drawn as before,
/// and those are what cover the area of a cap that goes.
extension StrokePolyline {
  /// `polylines`, to be stroked with `style`, with the ends that meet drawn once, as
  /// described above; the area covered is the same.
  static func drawingMeetingEndsOnce(_ polylines: [StrokePolyline], style: StrokeStyle) -> [StrokePolyline] {
    let halfWidth = 0.5 * style.width
    switch style.cap {
    case .butt:
      return polylines
    case .square:
      var result = polylines
      buttEndsOnSegments(&result, halfWidth: halfWidth, cap: .square, join: style.join)
      return result
    case .round:
      // With round joins too the stroke is a union of discs, and retraced pieces add none.
      var chains = chained(
        style.join == .round ? droppingRetracedSegments(polylines, width: style.width) : polylines)
      for index in chains.indices where chains[index].isOpenPath {
        chains[index].closeIfItEndsWhereItStarts()
      }
      buttEndsOnCoveredDiscs(&chains, halfWidth: halfWidth, join: style.join)
      buttEndsOnSegments(&chains, halfWidth: halfWidth, cap: .round, join: style.join)
      return chains
    }
  }

  /// Whether this is an open polyline with at least one segment.
  var isOpenPath: Bool { !isClosed && points.count > 1 }

  /// A grid cell near a point, to find points that `coincide` by a dictionary look-up: such
  /// points differ by far less than a cell and almost always fall in the same one (a pair
  /// that straddles a cell's edge is merely not joined).
  private struct Cell: Hashable {
    let x: Double
    let y: Double

    init(_ point: Point) {
      x = (point.x * 0x1p30).rounded()
      y = (point.y * 0x1p30).rounded()
    }
  }

  /// One pass over `polylines`: each open one is attached to an earlier chain sharing one of
  /// its ends, else starts a chain. A chain that a later attachment could link to a third
  /// keeps its own caps there, drawn as before.
  private static func chained(_ polylines: [StrokePolyline]) -> [StrokePolyline] {
    var chains: [StrokePolyline] = []
    chains.reserveCapacity(polylines.count)
    // The open chains by the cells of their two ends.
    var ends: [Cell: [Int]] = [:]
    func file(_ index: Int) {
      guard let first = chains[index].points.first, let last = chains[index].points.last else { return }
      ends[Cell(first), default: []].append(index)
      ends[Cell(last), default: []].append(index)
    }
    func unfile(_ index: Int) {
      guard let first = chains[index].points.first, let last = chains[index].points.last else { return }
      for cell in [Cell(first), Cell(last)] { ends[cell]?.removeAll { $0 == index } }
    }
    for polyline in polylines {
      guard polyline.isOpenPath, let first = polyline.points.first, let last = polyline.points.last
      else {
        chains.append(polyline)
        continue
      }
      let candidates = (ends[Cell(first)] ?? []) + (ends[Cell(last)] ?? [])
      var attached = false
      for index in candidates {
        guard let merged = chains[index].attaching(polyline) else { continue }
        unfile(index)
        chains[index] = merged
        file(index)
        attached = true
        break
      }
      if !attached {
        chains.append(polyline)
        file(chains.count - 1)
      }
    }
    return chains
  }

  /// This open polyline and `other` as one, joined (round) where an end of one meets an end
  /// of the other, or `nil` when no ends meet.
  private func attaching(_ other: StrokePolyline) -> StrokePolyline? {
    guard let first = points.first, let last = points.last, let otherFirst = other.points.first,
      let otherLast = other.points.last
    else { return nil }
    if Self.coincide(last, otherFirst) { return continued(by: other) }
    if Self.coincide(last, otherLast) { return continued(by: other.reversed()) }
    if Self.coincide(otherLast, first) { return other.continued(by: self) }
    if Self.coincide(otherFirst, first) { return other.reversed().continued(by: self) }
    return nil
  }

  /// This polyline followed by `next`, which starts where this one ends.
  private func continued(by next: StrokePolyline) -> StrokePolyline {
    var result = self
    result.isSmooth[result.isSmooth.count - 1] = true
    result.points.append(contentsOf: next.points.dropFirst())
    result.isSmooth.append(contentsOf: next.isSmooth.dropFirst())
    result.capsEnd = next.capsEnd
    return result
  }

  /// The same polyline run backwards.
  private func reversed() -> StrokePolyline {
    var result = self
    result.points.reverse()
    result.isSmooth.reverse()
    (result.capsStart, result.capsEnd) = (capsEnd, capsStart)
    return result
  }

  /// Closes an open polyline of three vertices or more whose last vertex is its first, with
  /// a round join there: its two round caps covered the disc the join covers. (Two
  /// vertices there and back stay open: closed, both rings would trace the same rectangle.)
  private mutating func closeIfItEndsWhereItStarts() {
    guard points.count > 3, let first = points.first, let last = points.last, Self.coincide(first, last)
    else { return }
    points.removeLast()
    isSmooth.removeLast()
    isSmooth[0] = true
    isClosed = true
  }

  /// Gives a butt end to every open end that lies on a vertex whose whole disc the stroke
  /// covers without it: a round join (by the style, or smooth) whose incoming and outgoing
  /// segments are both at least `halfWidth` long, so that the two segments' rectangles
  /// cover the disc's halves behind and ahead and the join the wedge between. With round
  /// joins by the style, any vertex inside a polyline (see `buttEndsOnSegments`).
  private static func buttEndsOnCoveredDiscs(
    _ chains: inout [StrokePolyline], halfWidth: Double, join: LineJoin
  ) {
    var covered: [Cell: [Point]] = [:]
    for chain in chains {
      let points = chain.points
      let count = points.count
      guard count > 2 || (chain.isClosed && count > 1) else { continue }
      let vertices = chain.isClosed ? 0..<count : 1..<(count - 1)
      for index in vertices where join == .round || chain.isSmooth[index] {
        let previous = points[(index + count - 1) % count]
        let next = points[(index + 1) % count]
        let vertex = points[index]
        guard
          join == .round
            || (vertex.distance(to: previous) >= halfWidth && vertex.distance(to: next) >= halfWidth)
        else { continue }
        covered[Cell(vertex), default: []].append(vertex)
      }
    }
    guard !covered.isEmpty else { return }
    func isCovered(_ point: Point) -> Bool {
      covered[Cell(point)]?.contains { coincide($0, point) } ?? false
    }
    for index in chains.indices where chains[index].isOpenPath {
      guard let first = chains[index].points.first, let last = chains[index].points.last else { continue }
      if isCovered(first) { chains[index].capsStart = false }
      if isCovered(last) { chains[index].capsEnd = false }
    }
  }

  /// Gives a butt end to every open end, still capped, that lies on a segment of the stroke
  /// at least `halfWidth` from both of the segment's ends, where the segment's rectangle
  /// holds the cap: any round cap, and a square one whose direction is across the segment
  /// or along it.
  ///
  /// With round caps and round joins the stroke is the union of the discs along the path,
  /// and a round cap lying anywhere inside another segment goes: every point of the cap is
  /// covered by whatever owns the path's nearest point to it, the segment's rectangle when
  /// that is the end itself (the nearest point on the segment is then inside it), a join's
  /// wedge when it is a vertex inside a polyline. (An archive box's side ending on its lid
  /// 0.375 from the lid's corner, less than half the width, kept a cap 127 levels off
  /// rsvg-convert.)
  private static func buttEndsOnSegments(
    _ chains: inout [StrokePolyline], halfWidth: Double, cap: LineCap, join: LineJoin
  ) {
    let anywhere = cap == .round && join == .round
    var segments: [(start: Point, end: Point)] = []
    var endCount = 0
    for chain in chains where chain.points.count > 1 {
      let points = chain.points
      for index in 1..<points.count { segments.append((points[index - 1], points[index])) }
      if chain.isClosed, let first = points.first, let last = points.last { segments.append((last, first)) }
      if chain.isOpenPath { endCount += 2 }
    }
    guard endCount > 0, segments.count * endCount <= Stroker.maxEndSegmentTests else { return }
    /// Whether the cap at `point`, reaching out along `outward` (a unit vector), lies in one
    /// of the segments' rectangles.
    func isHeld(_ point: Point, outward: Vector) -> Bool {
      segments.contains { segment in
        let along = segment.end - segment.start
        let length = along.length
        guard anywhere || length >= 2 * halfWidth,
          let position = position(of: point, onLineFrom: segment.start, to: segment.end)
        else { return false }
        // Inside, past rounding noise: at an end, the segment may end with a cap of its own.
        let margin = anywhere ? collinearityNoise(at: point, length: length) : halfWidth
        guard position >= margin, position <= length - margin else { return false }
        if cap == .round { return true }
        let slant = outward.cross(along) / length
        return abs(abs(slant) - 1) <= 1e-9 || abs(slant) <= 1e-9
      }
    }
    for index in chains.indices where chains[index].isOpenPath {
      let points = chains[index].points
      let count = points.count
      if chains[index].capsStart, let outward = (points[0] - points[1]).normalized,
        isHeld(points[0], outward: outward)
      {
        chains[index].capsStart = false
      }
      if chains[index].capsEnd, let outward = (points[count - 1] - points[count - 2]).normalized,
        isHeld(points[count - 1], outward: outward)
      {
        chains[index].capsEnd = false
      }
    }
  }
}
