import SymbolGeometry

// What a fill rule covers, as an outline the filler covers exactly.
//
// The filler's cells add up each edge's signed area, and the sweep turns the running sum
// into coverage as min(|w|, 1), or w folded modulo 2. That is a pixel's covered area
// exactly only where the winding number is the same everywhere inside the pixel. Where a
// pixel holds a region of winding 2 beside one of winding 0 (a contour drawn twice, short
// sub-paths overlapping as icon sets draw their outlines, a stroke's pieces overlapping at
// a join), the first region counts twice, up to full coverage; where it holds regions of
// winding +1 and −1 side by side (contours of opposite direction that abut), they cancel.
// Icons do both: two copies of a logo's outline in one path drew every edge pixel at twice
// its coverage, about 100 levels too dark.
//
// The outline here covers what the fill rule covers with winding 0 or 1 only, so the filler
// is exact on it. The path is flattened and mapped into pixels, and its edges swept down
// the band (`UnionSweep`), from vertex to vertex and from crossing to crossing: between
// two such lines no edge starts, ends or crosses another, so the edges keep their order
// and counting their directions from the left says which gaps between them the rule
// fills; each filled gap becomes the trapezoid between its two edges, kept whole down
// the band until either edge or its winding changes: exact, to the rounding of the
// crossings. (Ordering edges at the middle of quarter-pixel strips instead is not enough:
// a nearly level edge can travel dozens of pixels in one, and its spans came out wrong
// all along that way.)
//
// The sweep counts its steps and gives up past a budget, leaving the path to the filler
// as it is: n edges crossing one another everywhere cross n²/2 times.

/// Outlines that cover what a path covers under a fill rule, with a winding number of 0 or
/// 1 everywhere, for the filler to cover exactly where a path overlaps itself.
enum UnionOutline {
  /// What `path` mapped by `transform` covers under `rule` within the rows `top...bottom`
  /// (output pixels), as trapezoids in output pixels, and the steps it took; the outline is
  /// `nil` when the path covers no pixel of two windings or of both signs (the filler is
  /// exact on it as it is), when a point is not finite (the filler reports it) or two ends
  /// of an edge are too far apart to subtract, or when flattening the path gives more than
  /// `stepLimit` points or the sweep would take more than `stepLimit` steps.
  static func outline(
    of path: Path, rule: FillRule, transform: Transform, tolerance: Double, top: Double, bottom: Double,
    stepLimit: Int
  ) -> (outline: Path?, steps: Int) {
    guard top < bottom else { return (nil, 0) }
    var pointsRead = 0
    guard
      let edges = StripEdges(
        path, transform: transform, tolerance: tolerance, top: top, bottom: bottom, pointLimit: stepLimit,
        pointsRead: &pointsRead)
    else { return (nil, max(path.points.count, pointsRead)) }
    var sweep = UnionSweep(edges, rule: rule)
    return sweep.run(budget: stepLimit)
  }
}

/// The edges of a flattened path in output pixels, clipped to a band of rows, by their
/// tops, and the lines where they start and end.
struct StripEdges {
  /// One edge going down the image (y grows), with the direction it had in the path.
  struct Edge {
    var topX: Double
    var top: Double
    var bottomX: Double
    var bottom: Double
    /// +1 where the path went down, −1 where it went up.
    var direction: Int
    var slope: Double

    /// Where the edge is at `y`, within `top...bottom`; its ends exactly, so that the
    /// trapezoids of consecutive strips meet, and each edge meets the next.
    func x(at y: Double) -> Double {
      y == bottom ? bottomX : y == top ? topX : topX + (y - top) * slope
    }
  }

  /// The edges, by their tops.
  private(set) var edges: [Edge] = []
  /// Every edge's top and bottom, in order, each once.
  private(set) var boundaries: [Double] = []

  /// `nil` when a point is not finite, when two ends of an edge are too far apart to
  /// subtract, or when flattening the path gives more than `pointLimit` points: curves
  /// reaching far outside the band flatten to thousands of points each (the filler halves
  /// them instead), and all of them were held at once, gigabytes from a few hundred
  /// kilobytes of path. `pointsRead` is set to the points flattened.
  init?(
    _ path: Path, transform: Transform, tolerance: Double, top: Double, bottom: Double, pointLimit: Int,
    pointsRead: inout Int
  ) {
    let mapped = path.transformed(by: transform)
    guard mapped.isFinite else { return nil }
    var sink = Sink(top: top, bottom: bottom, pointLimit: pointLimit)
    mapped.flatten(tolerance: tolerance, into: &sink)
    pointsRead = sink.pointCount
    guard !sink.isFinished else { return nil }
    sink.closeEdge()
    guard sink.isMeasurable else { return nil }
    edges = sink.edges
    var ends = sink.ends
    guard !edges.isEmpty else { return nil }
    ends.sort()
    boundaries.reserveCapacity(ends.count)
    for y in ends where boundaries.last != y { boundaries.append(y) }
    edges.sort { $0.top < $1.top }
  }

  /// Makes the edges of a flattened path as its points come, as `Path.flattened` would
  /// give them (each sub-path closed from its last point to its first), keeping those
  /// that cross the band.
  private struct Sink: SubpathFlatteningSink {
    let top: Double
    let bottom: Double
    let pointLimit: Int
    var edges: [Edge] = []
    var ends: [Double] = []
    /// The points received, in or out of the band.
    var pointCount = 0
    /// Whether every edge's ends could be subtracted.
    var isMeasurable = true
    /// The first point of the sub-path under way, and the last.
    var start: Point?
    var previous: Point?

    init(top: Double, bottom: Double, pointLimit: Int) {
      self.top = top
      self.bottom = bottom
      self.pointLimit = pointLimit
    }

    /// Past the point limit, or once an edge could not be measured, the path is the filler's.
    var isFinished: Bool { !isMeasurable || pointCount > pointLimit }

    mutating func start(at point: Point) {
      // An open sub-path is filled as if closed.
      closeEdge()
      start = point
      previous = point
      pointCount += 1
    }

    mutating func lineTo(_ point: Point) {
      pointCount += 1
      // After a close with no move, `Path.flattened` starts the next polyline here.
      guard let from = previous else {
        (start, previous) = (point, point)
        return
      }
      previous = point
      add(from, point)
    }

    /// Closes the sub-path under way with an edge back to its first point, and goes on
    /// from there.
    mutating func close() -> Point? {
      closeEdge()
      defer { start = nil }
      return start
    }

    /// Adds the edge from the sub-path's last point back to its first, if any.
    mutating func closeEdge() {
      if let start, let previous, previous != start { add(previous, start) }
      previous = nil
    }

    private mutating func add(_ from: Point, _ to: Point) {
      // Level edges cross no strip's middle: the strips' own sides stand for them.
      guard to.y != from.y else { return }
      let down = to.y > from.y
      let (upper, lower) = down ? (from, to) : (to, from)
      guard lower.y > top, upper.y < bottom else { return }
      // Ends further apart than a double holds (beyond ±9e307) leave the edge unmeasured:
      // dropping it would change the windings of every gap right of it, so such a path is
      // left to the filler, which clips it in its own way.
      guard (lower.x - upper.x).isFinite, (lower.y - upper.y).isFinite else {
        isMeasurable = false
        return
      }
      let slope = (lower.x - upper.x) / (lower.y - upper.y)
      guard slope.isFinite else { return }
      var edge = Edge(
        topX: upper.x, top: upper.y, bottomX: lower.x, bottom: lower.y, direction: down ? 1 : -1, slope: slope
      )
      // Clipped to the band, the cut ends found on the line itself.
      if edge.top < top {
        edge.topX = edge.x(at: top)
        edge.top = top
      }
      if edge.bottom > bottom {
        edge.bottomX = edge.x(at: bottom)
        edge.bottom = bottom
      }
      guard edge.bottom > edge.top else { return }
      edges.append(edge)
      ends.append(edge.top)
      ends.append(edge.bottom)
    }
  }
}
