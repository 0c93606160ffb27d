#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds the outline of stroked polylines as closed contours for the nonzero fill rule.
///
/// Each side of a polyline is offset by half the width, with joins at the vertices. The
/// result is, as a chain, the sum of one rectangle per segment plus join and cap pieces, all
/// with the same orientation (clockwise on a y-down screen), so overlaps add up and never
/// cancel: within one sub-path, between sub-paths, and between dashes.
struct StrokeOutliner {
  /// Half the stroke width: the offset distance.
  let halfWidth: Double
  let cap: LineCap
  let join: LineJoin
  let miterLimit: Double
  /// The largest distance between an arc and the chords that replace it.
  let arcTolerance: Double
  /// The outline built so far.
  private(set) var path = Path()
  private var contour: [Point] = []
  /// The most points `path` may hold; past it the outliner stops adding and sets
  /// `isOverLimit`, so that memory stays bounded whatever the input.
  let pointLimit: Int
  /// Whether the outline needed more than `pointLimit` points; `path` is then incomplete.
  private(set) var isOverLimit = false

  /// The most chords a whole turn may use, so that a tiny tolerance costs bounded time. An
  /// arc gets its share by its sweep: a finely flattened curve has a join at every vertex,
  /// each turning by a sliver, and a cap per arc would let them cost 4,096 chords each.
  static let maxArcSegments = 4096

  /// The fewest chords a whole turn may be cut into when `Stroker` coarsens the arcs of
  /// many round-capped dashes: an octagon still reads as round at the sizes where that
  /// happens.
  static let minArcSegments = 8

  /// The most chords a whole turn may use in this outline: `maxArcSegments`, or fewer
  /// (down to `minArcSegments`) for many round-capped dashes.
  let arcSegmentsPerTurn: Int

  init(
    style: StrokeStyle, arcTolerance: Double, arcSegmentsPerTurn: Int = Self.maxArcSegments,
    pointLimit: Int = Stroker.maxOutlinePoints
  ) {
    self.pointLimit = pointLimit
    halfWidth = 0.5 * style.width
    cap = style.cap
    join = style.join
    miterLimit = style.effectiveMiterLimit
    self.arcTolerance = arcTolerance
    self.arcSegmentsPerTurn = min(max(arcSegmentsPerTurn, Self.minArcSegments), Self.maxArcSegments)
  }

  /// Adds the outline of one polyline.
  mutating func add(_ polyline: StrokePolyline) {
    let points = polyline.points
    guard let first = points.first else { return }
    if points.count == 1 {
      addDot(at: first, direction: polyline.direction ?? Vector(1, 0))
    } else if polyline.isClosed {
      // Two rings, one per side; the second runs backwards, which is its left side. A
      // convex polygon whose hole the stroke fills keeps only its outer ring (see
      // `filledInnerSide`).
      let filled = polyline.filledInnerSide(halfWidth: halfWidth)
      if filled != .left {
        appendSide(points, smooth: polyline.isSmooth, closed: true, isFirstSide: true)
        flushContour()
      }
      if filled != .right {
        appendSide(points.reversed(), smooth: polyline.isSmooth.reversed(), closed: true, isFirstSide: false)
        flushContour()
      }
    } else {
      addOpen(points, smooth: polyline.isSmooth, caps: (polyline.capsStart, polyline.capsEnd))
    }
  }

  /// One contour: the left side forwards, the end cap, the right side (the left side of the
  /// reversed polyline) and the start cap; an end whose flag in `caps` is false is butt.
  private mutating func addOpen(_ points: [Point], smooth: [Bool], caps: (start: Bool, end: Bool)) {
    let count = points.count
    guard
      let endDirection = (points[count - 1] - points[count - 2]).normalized,
      let startDirection = (points[1] - points[0]).normalized
    else { return }
    appendSide(points, smooth: smooth, closed: false, isFirstSide: true)
    appendCap(at: points[count - 1], direction: endDirection, butt: !caps.end)
    appendSide(points.reversed(), smooth: smooth.reversed(), closed: false, isFirstSide: false)
    appendCap(at: points[0], direction: -startDirection, butt: !caps.start)
    flushContour()
  }

  /// A zero-length sub-path or dash: SVG draws its caps, oriented along `direction`, and
  /// nothing for butt caps.
  private mutating func addDot(at point: Point, direction: Vector) {
    guard cap != .butt else { return }
    let unit = direction.normalized ?? Vector(1, 0)
    emit(point + unit.perpendicular * halfWidth)
    appendCap(at: point, direction: unit)
    appendCap(at: point, direction: -unit)
    flushContour()
  }

  /// Emits the offset of the polyline's left side (towards `Vector.perpendicular`), with a
  /// join at every interior vertex, or at every vertex when closed. `isFirstSide` says
  /// whether this is the first of the polyline's two sides (see `appendJoin`).
  private mutating func appendSide(_ points: [Point], smooth: [Bool], closed: Bool, isFirstSide: Bool) {
    let count = points.count
    let segmentCount = closed ? count : count - 1
    var directions: [Vector] = []
    var lengths: [Double] = []
    directions.reserveCapacity(segmentCount)
    lengths.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      let delta = points[(index + 1) % count] - points[index]
      let length = delta.length
      directions.append(delta * (1 / length))
      lengths.append(length)
    }
    let offset = halfWidth
    if closed {
      for index in 0..<count where !isOverLimit {
        let previous = (index + count - 1) % count
        appendJoin(
          at: points[index], incoming: directions[previous], outgoing: directions[index],
          lengths: (lengths[previous], lengths[index]), smooth: smooth[index], isFirstSide: isFirstSide)
      }
    } else {
      emit(points[0] + directions[0].perpendicular * offset)
      for index in 1..<(count - 1) where !isOverLimit {
        appendJoin(
          at: points[index], incoming: directions[index - 1], outgoing: directions[index],
          lengths: (lengths[index - 1], lengths[index]), smooth: smooth[index], isFirstSide: isFirstSide)
      }
      emit(points[count - 1] + directions[count - 2].perpendicular * offset)
    }
  }

  /// Emits the left-side offset around `vertex`, from the end of the incoming segment's
  /// offset to the start of the outgoing one.
  ///
  /// A path that turns back on itself exactly (a 180° turn, `M0 0 L10 0 L0 0`) has no inner
  /// side: both sides see the same turn and would both draw the join around the tip, so a
  /// round join's half disc was in the outline twice and the filler, which adds coverage
  /// where an outline overlaps itself, doubled its anti-aliased rim. Only the first side
  /// draws it; the second passes through the vertex, like an inner corner.
  private mutating func appendJoin(
    at vertex: Point, incoming a: Vector, outgoing b: Vector, lengths: (Double, Double), smooth: Bool,
    isFirstSide: Bool
  ) {
    let d = halfWidth
    let cross = a.cross(b)
    let dot = a.dot(b)
    let end = vertex + a.perpendicular * d
    let start = vertex + b.perpendicular * d
    let isReversal = cross == 0 && dot < 0
    if cross > 0 || (isReversal && !isFirstSide) {
      // The inner side. Where the two offset edges cross well inside both segments, that
      // crossing is the true boundary. Otherwise going through the vertex is always correct
      // for nonzero fill: it adds exactly the ends of the two segment rectangles.
      let reach = d * cross / (1 + dot)  // d·tan(θ/2), how far back the crossing lies
      if !isReversal, 1 + dot > 0, reach <= 0.5 * min(lengths.0, lengths.1) {
        emit(end - a * reach)
      } else {
        emit(end)
        emit(vertex)
        emit(start)
      }
      return
    }
    emit(end)
    if cross == 0, dot > 0 { return }
    switch smooth ? .round : join {
    case .bevel:
      break
    case .miter:
      // SVG's ratio miter length / width is 1 / cos(θ/2) for a turn of θ.
      let cosHalfTurnSquared = 0.5 * (1 + dot)
      if cosHalfTurnSquared * miterLimit * miterLimit >= 1 {
        emit(vertex + (a.perpendicular + b.perpendicular) * (d / (1 + dot)))
      }
    case .round:
      appendArc(center: vertex, from: a.perpendicular * d, sweep: -atan2(abs(cross), dot), end: start)
    }
    emit(start)
  }

  /// Emits a cap at `point`, where the stroke leaves in `direction`: from the left offset
  /// (already emitted) round the end to the right offset; `butt` overrides the style's cap.
  private mutating func appendCap(at point: Point, direction: Vector, butt: Bool = false) {
    let side = direction.perpendicular * halfWidth
    switch butt ? .butt : cap {
    case .butt:
      emit(point - side)
    case .square:
      let ahead = direction * halfWidth
      emit(point + side + ahead)
      emit(point - side + ahead)
      emit(point - side)
    case .round:
      appendArc(center: point, from: side, sweep: -Double.pi, end: point - side)
    }
  }

  /// Emits chords of the circular arc from `center + radius` turning by `sweep` radians
  /// (positive from +x towards +y), each within `arcTolerance` of the arc, ending at `end`.
  private mutating func appendArc(center: Point, from radius: Vector, sweep: Double, end: Point) {
    let r = radius.length
    // A chord spanning angle φ lies r·(1 − cos(φ/2)) inside the arc.
    let ratio = arcTolerance / r
    let maxStep = ratio < 1 ? min(0.5 * Double.pi, 2 * acos(1 - ratio)) : 0.5 * Double.pi
    // No arc turns further than once; a NaN sweep (from coordinates whose differences
    // overflow) takes the whole cap rather than trapping in the conversion.
    let turns = abs(sweep) / (2 * Double.pi)
    let limit =
      turns < 1 ? max(1, Int((Double(arcSegmentsPerTurn) * turns).rounded(.up))) : arcSegmentsPerTurn
    let estimate = abs(sweep) / maxStep
    let count = estimate < Double(limit) ? max(1, Int(estimate.rounded(.up))) : limit
    let step = sweep / Double(count)
    if count > 1 {
      for index in 1..<count {
        let angle = step * Double(index)
        let (c, s) = (cos(angle), sin(angle))
        emit(center + Vector(radius.dx * c - radius.dy * s, radius.dx * s + radius.dy * c))
      }
    }
    emit(end)
  }

  private mutating func emit(_ point: Point) {
    guard contour.last != point, !isOverLimit else { return }
    guard path.points.count + contour.count < pointLimit else {
      isOverLimit = true
      return
    }
    contour.append(point)
  }

  /// Moves the pending contour into the path as a closed sub-path; fewer than three distinct
  /// points enclose nothing.
  private mutating func flushContour() {
    defer { contour.removeAll(keepingCapacity: true) }
    while contour.count > 1, contour.last == contour.first { contour.removeLast() }
    guard contour.count >= 3 else { return }
    path.move(to: contour[0])
    for point in contour.dropFirst() { path.line(to: point) }
    path.close()
  }
}
