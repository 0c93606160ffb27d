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
// is exact on it. The path is flattened and mapped into pixels, and its edges are cut into
// horizontal strips at every vertex, and again wherever two edges cross. No edge starts or
// ends inside a strip and none crosses another there, so the edges are ordered by where
// they cross its middle line; counting their directions from the left says which spans
// between them the rule fills, and each filled span becomes the trapezoid between the two
// edges bounding it, their pieces taken whole: exact, to the rounding of the crossings.
// (Ordering a strip at its middle alone, without cutting it where edges cross, is not
// enough: a nearly level edge crossing a strip a quarter pixel high can travel dozens of
// pixels in it, and its spans came out wrong all along that way.)
//
// The sweep counts its steps (an edge in a strip, a pair of edges compared where some
// cross, an edge ordered in each part of a cut strip) and gives up past a budget, or at a
// strip of more than a few hundred edges that cross, leaving the path to the filler as it
// is: edges crossing one another everywhere can cost far more than their number.

/// Outlines that cover what a path covers under a fill rule, with a winding number of 0 or
/// 1 everywhere, for the filler to cover exactly where a path overlaps itself.
enum UnionOutline {
  /// What `path` mapped by `transform` covers under `rule` within the rows `top...bottom`
  /// (output pixels), as trapezoids in output pixels, and the steps it took; the outline is
  /// `nil` when the path covers no pixel of two windings or of both signs (the filler is
  /// exact on it as it is), when a point is not finite (the filler reports it), or when
  /// the sweep would take more than `stepLimit` steps.
  static func outline(
    of path: Path, rule: FillRule, transform: Transform, tolerance: Double, top: Double, bottom: Double,
    stepLimit: Int
  ) -> (outline: Path?, steps: Int) {
    guard top < bottom else { return (nil, 0) }
    guard var edges = StripEdges(path, transform: transform, tolerance: tolerance, top: top, bottom: bottom)
    else { return (nil, path.points.count) }
    return edges.sweep(rule: rule, budget: stepLimit)
  }
}

/// The edges of a flattened path in output pixels, clipped to a band of rows, and the
/// sweep over the strips between them.
private struct StripEdges {
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

  private(set) var edges: [Edge] = []
  private var boundaries: [Double] = []

  init?(_ path: Path, transform: Transform, tolerance: Double, top: Double, bottom: Double) {
    let mapped = path.transformed(by: transform)
    guard mapped.isFinite else { return nil }
    var ends: [Double] = []
    for polyline in mapped.flattened(tolerance: tolerance) {
      // The filler closes every sub-path, so its closing edge (from the last point back to the
      // first, where they differ) counts here too.
      guard var previous = polyline.last else { continue }
      for point in polyline {
        defer { previous = point }
        // Level edges cross no strip's middle: the strips' own sides stand for them.
        guard point.y != previous.y else { continue }
        let down = point.y > previous.y
        let (upper, lower) = down ? (previous, point) : (point, previous)
        guard lower.y > top, upper.y < bottom else { continue }
        let slope = (lower.x - upper.x) / (lower.y - upper.y)
        guard slope.isFinite else { continue }
        var edge = Edge(
          topX: upper.x, top: upper.y, bottomX: lower.x, bottom: lower.y, direction: down ? 1 : -1,
          slope: slope)
        // Clipped to the band, the cut ends found on the line itself.
        if edge.top < top {
          edge.topX = edge.x(at: top)
          edge.top = top
        }
        if edge.bottom > bottom {
          edge.bottomX = edge.x(at: bottom)
          edge.bottom = bottom
        }
        guard edge.bottom > edge.top else { continue }
        edges.append(edge)
        ends.append(edge.top)
        ends.append(edge.bottom)
      }
    }
    guard !edges.isEmpty else { return nil }
    ends.sort()
    boundaries.reserveCapacity(ends.count)
    for y in ends where boundaries.last != y { boundaries.append(y) }
    edges.sort { $0.top < $1.top }
  }

  /// The trapezoids of every strip, and the steps taken; `nil` when no strip holds two
  /// windings other than 0 and one sign, where the path is already what the filler covers
  /// exactly, or when the sweep would take more than `budget` steps.
  mutating func sweep(rule: FillRule, budget: Int) -> (outline: Path?, steps: Int) {
    var strips = Strips(rule: rule)
    var active: [Int] = []
    var next = 0
    var spent = edges.count + boundaries.count
    for index in boundaries.indices.dropLast() {
      let (y0, y1) = (boundaries[index], boundaries[index + 1])
      active.removeAll { edges[$0].bottom <= y0 }
      while next < edges.count, edges[next].top <= y0 {
        if edges[next].bottom > y0 { active.append(next) }
        next += 1
      }
      guard active.count >= 2 else { continue }
      spent += active.count
      guard spent <= budget else { return (nil, spent) }
      // Where no edges cross inside the strip, their order at its middle holds throughout
      // and one strip is exact. Where some do, it is cut where each pair crosses.
      strips.order(active, edges, at: 0.5 * (y0 + y1))
      guard !strips.isOrdered(edges, at: y0) || !strips.isOrdered(edges, at: y1) else {
        strips.fill(edges, from: y0, to: y1)
        continue
      }
      // Pairs are compared and each part ordered again: past a few hundred edges, crossings
      // can make that cubic in them, so the path is filled as it is.
      guard active.count <= Self.maximumEdgesCut else { return (nil, spent) }
      spent += active.count * (active.count - 1) / 2
      guard spent <= budget else { return (nil, spent) }
      let parts = cuts(of: active, from: y0, to: y1)
      spent += active.count * parts.count
      guard spent <= budget else { return (nil, spent) }
      var lower = y0
      for upper in parts where upper > lower {
        strips.order(active, edges, at: 0.5 * (lower + upper))
        strips.fill(edges, from: lower, to: upper)
        lower = upper
      }
    }
    let overlaps = strips.sawOverlap || (strips.sawPositive && strips.sawNegative)
    return (overlaps ? strips.builder.path : nil, spent)
  }
}

extension StripEdges {
  /// The most edges a strip where edges cross may hold: the sweep compares every pair and
  /// orders them again in each part, which takes steps growing with the cube of their
  /// number where they cross everywhere (the step budget bounds what it spends below
  /// this). Black-weight strokes of the catalog put more than 48 in some strips.
  static let maximumEdgesCut = 256

  /// Where the strip from `y0` to `y1` is cut so that no two of the `active` edges cross
  /// inside a part: at their crossings, in order, ending with `y1`.
  func cuts(of active: [Int], from y0: Double, to y1: Double) -> [Double] {
    var cuts: [Double] = []
    for (position, first) in active.enumerated() {
      let a = edges[first]
      for second in active[(position + 1)...] {
        let other = edges[second]
        let top = a.x(at: y0) - other.x(at: y0)
        let bottom = a.x(at: y1) - other.x(at: y1)
        guard (top < 0 && bottom > 0) || (top > 0 && bottom < 0) else { continue }
        let y = y0 + (y1 - y0) * (top / (top - bottom))
        if y > y0, y < y1 { cuts.append(y) }
      }
    }
    cuts.sort()
    cuts.append(y1)
    return cuts
  }
}

/// The trapezoids of the strips swept so far, and what their windings showed.
private struct Strips {
  let rule: FillRule
  var builder = PathBuilder()
  /// The edges crossing the current strip, left to right at its middle.
  private var order: [(x: Double, edge: Int)] = []
  var sawPositive = false
  var sawNegative = false
  var sawOverlap = false

  init(rule: FillRule) {
    self.rule = rule
  }

  /// Orders the `active` edges by where they are at `y`.
  mutating func order(_ active: [Int], _ edges: [StripEdges.Edge], at y: Double) {
    order.removeAll(keepingCapacity: true)
    for edge in active { order.append((edges[edge].x(at: y), edge)) }
    order.sort { $0.x < $1.x }
  }

  /// Whether the edges, in their order, are still left to right at `y`.
  func isOrdered(_ edges: [StripEdges.Edge], at y: Double) -> Bool {
    var previous = -Double.infinity
    for (_, edge) in order {
      let x = edges[edge].x(at: y)
      if x < previous { return false }
      previous = x
    }
    return true
  }

  /// Adds the trapezoids the rule fills between `y0` and `y1`, with the edges in their order.
  mutating func fill(_ edges: [StripEdges.Edge], from y0: Double, to y1: Double) {
    var winding = 0
    var spanStart: Int?
    for (_, edge) in order {
      let before = winding
      winding += edges[edge].direction
      if winding > 0 { sawPositive = true } else if winding < 0 { sawNegative = true }
      if abs(winding) > 1 { sawOverlap = true }
      let wasInside = rule == .nonZero ? before != 0 : before & 1 != 0
      let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
      if isInside, !wasInside {
        spanStart = edge
      } else if wasInside, !isInside, let left = spanStart {
        let (l, r) = (edges[left], edges[edge])
        builder.move(to: Point(l.x(at: y0), y0))
        builder.line(to: Point(r.x(at: y0), y0))
        builder.line(to: Point(r.x(at: y1), y1))
        builder.line(to: Point(l.x(at: y1), y1))
        builder.close()
        spanStart = nil
      }
    }
  }
}
