import SymbolGeometry

// The sweep behind `UnionOutline`, down the band from edge end to edge end and from
// crossing to crossing (Bentley and Ottmann's): the edges crossing the sweep line are kept
// in order, left to right; two neighbours that cross below it are queued at their crossing,
// where they change places; at each edge end the order is merged with the edges starting
// there. Each gap between neighbours has a winding number, and the trapezoid between
// them is kept open down the band until one of its two edges, or its winding, changes:
// then the part above is drawn when the rule fills it. The gap whose neighbours change
// is the only one a crossing touches, so a crossing costs a few steps, and a band where
// thousands of edges cross one another costs their crossings, not their pairs.
//
// An edge end still costs a step for each edge then crossing the line (the order is merged
// again, no pair compared): that is what the earlier sweep spent on a strip where nothing
// crossed, and on icons the strips outnumber the crossings.
//
// Crossings are found with doubles: two neighbours are queued only when their order where
// the first of them ends is the other way round from their order now, so that each pair
// changes places at most once and the sweep ends, however the roundings fall.

/// A sweep over a band's edges that draws what a fill rule covers as trapezoids, each
/// pixel covered once.
struct UnionSweep {
  private let edges: [StripEdges.Edge]
  private let boundaries: [Double]
  private let rule: FillRule
  private var builder = PathBuilder()
  /// The edges crossing the sweep line, left to right.
  private var order: [Int32] = []
  /// The order being merged at an edge end.
  private var merged: [Int32] = []
  /// Per edge: its place in `order`, or −1 when the sweep line does not cross it.
  private var position: [Int32]
  /// Per edge: the winding number of the gap to its right, and the line where that gap,
  /// with its two edges, opened.
  private var winding: [Int32]
  private var gapTop: [Double]
  /// Per edge: its right neighbour before the edge end being merged, or −1.
  private var previousRight: [Int32]
  private var crossings = CrossingQueue()
  private var spent = 0
  private var sawPositive = false
  private var sawNegative = false
  private var sawOverlap = false

  init(_ strips: StripEdges, rule: FillRule) {
    edges = strips.edges
    boundaries = strips.boundaries
    self.rule = rule
    position = Array(repeating: -1, count: edges.count)
    winding = Array(repeating: 0, count: edges.count)
    gapTop = Array(repeating: 0, count: edges.count)
    previousRight = Array(repeating: -1, count: edges.count)
  }

  /// The trapezoids the rule fills, and the steps taken; `nil` when no gap held a winding
  /// beyond ±1 and the windings took one sign only (the path is what the filler covers
  /// exactly), or when the sweep would take more than `budget` steps: an edge, an edge end,
  /// an edge crossing the line at an edge end, a crossing queued (one) or taken (four).
  mutating func run(budget: Int) -> (outline: Path?, steps: Int) {
    spent = edges.count + boundaries.count
    guard spent <= budget else { return (nil, spent) }
    var next = 0
    var starting: [Int32] = []
    for y in boundaries {
      while let crossing = crossings.first, crossing.y < y {
        _ = crossings.removeFirst()
        // Taking a crossing closes up to three gaps and queues two more: four steps, so
        // that a step costs about what it did in the strip sweep.
        spent += 4
        guard spent <= budget else { return (nil, spent) }
        swapIfNeighbours(crossing)
      }
      starting.removeAll(keepingCapacity: true)
      while next < edges.count, edges[next].top <= y {
        if edges[next].bottom > y { starting.append(Int32(next)) }
        next += 1
      }
      spent += order.count + starting.count
      guard spent <= budget else { return (nil, spent) }
      merge(at: y, starting: &starting)
    }
    let overlaps = sawOverlap || (sawPositive && sawNegative)
    return (overlaps ? builder.path : nil, spent)
  }

  /// Swaps the crossing's edges where they cross, if they are still neighbours in its order.
  private mutating func swapIfNeighbours(_ crossing: CrossingQueue.Crossing) {
    let (a, b) = (Int(crossing.left), Int(crossing.right))
    let place = Int(position[a])
    guard place >= 0, Int(position[b]) == place + 1 else { return }
    let y = crossing.y
    let before = place > 0 ? Int(order[place - 1]) : -1
    let after = place + 2 < order.count ? Int(order[place + 2]) : -1
    if before >= 0 { closeGap(right: before, of: a, at: y) }
    closeGap(right: a, of: b, at: y)
    closeGap(right: b, of: after, at: y)
    order.swapAt(place, place + 1)
    position[a] = Int32(place + 1)
    position[b] = Int32(place)
    // The gap right of the pair keeps its winding; the one between them takes b's side.
    winding[a] = winding[b]
    winding[b] = (before >= 0 ? winding[before] : 0) + Int32(edges[b].direction)
    if before >= 0 {
      gapTop[before] = y
      queueCrossing(before, b, at: y)
    }
    gapTop[a] = y
    gapTop[b] = y
    if after >= 0 { queueCrossing(a, after, at: y) }
  }

  /// At an edge end `y`: drops the edges ending there, merges in those `starting` there,
  /// and closes and opens again the gaps whose edges or winding changed.
  private mutating func merge(at y: Double, starting: inout [Int32]) {
    for index in order.indices {
      previousRight[Int(order[index])] = index + 1 < order.count ? order[index + 1] : -1
    }
    // Edges starting at one point are ordered by their slopes, as they are below it.
    starting.sort {
      edges[Int($0)].topX < edges[Int($1)].topX
        || (edges[Int($0)].topX == edges[Int($1)].topX && edges[Int($0)].slope < edges[Int($1)].slope)
    }
    merged.removeAll(keepingCapacity: true)
    var taken = 0
    for element in order {
      let edge = edges[Int(element)]
      guard edge.bottom > y else {
        closeGap(right: Int(element), of: Int(previousRight[Int(element)]), at: y)
        position[Int(element)] = -1
        continue
      }
      let x = edge.x(at: y)
      while taken < starting.count {
        let new = edges[Int(starting[taken])]
        guard new.topX < x || (new.topX == x && new.slope < edge.slope) else { break }
        merged.append(starting[taken])
        taken += 1
      }
      merged.append(element)
    }
    merged.append(contentsOf: starting[taken...])
    var running: Int32 = 0
    for (index, element) in merged.enumerated() {
      let edge = Int(element)
      let right = index + 1 < merged.count ? merged[index + 1] : -1
      running += Int32(edges[edge].direction)
      let wasActive = position[edge] >= 0
      position[edge] = Int32(index)
      if wasActive, previousRight[edge] == right, winding[edge] == running { continue }
      if wasActive { closeGap(right: edge, of: Int(previousRight[edge]), at: y) }
      winding[edge] = running
      gapTop[edge] = y
      if right >= 0, !wasActive || previousRight[edge] != right { queueCrossing(edge, Int(right), at: y) }
    }
    swap(&order, &merged)
  }

  /// Ends the gap between `left` and `right` (its right neighbour, or −1) at `y`: draws it
  /// from where it opened when the rule fills it, and notes its winding.
  private mutating func closeGap(right left: Int, of right: Int, at y: Double) {
    let top = gapTop[left]
    guard right >= 0, y > top else { return }
    let gapWinding = winding[left]
    if gapWinding > 0 { sawPositive = true } else if gapWinding < 0 { sawNegative = true }
    if abs(gapWinding) > 1 { sawOverlap = true }
    guard rule == .nonZero ? gapWinding != 0 : gapWinding & 1 != 0 else { return }
    let (l, r) = (edges[left], edges[right])
    let (leftTop, leftBottom, rightTop, rightBottom) = (l.x(at: top), l.x(at: y), r.x(at: top), r.x(at: y))
    // Two edges on one line (a contour drawn twice) enclose nothing.
    guard leftTop != rightTop || leftBottom != rightBottom else { return }
    builder.move(to: Point(leftTop, top))
    builder.line(to: Point(rightTop, top))
    builder.line(to: Point(rightBottom, y))
    builder.line(to: Point(leftBottom, y))
    builder.close()
  }

  /// Queues where neighbours `left` and `right` cross below `y`, if they change places
  /// before either ends.
  private mutating func queueCrossing(_ left: Int, _ right: Int, at y: Double) {
    let (l, r) = (edges[left], edges[right])
    let end = min(l.bottom, r.bottom)
    let apartAtEnd = l.x(at: end) - r.x(at: end)
    guard apartAtEnd > 0 else { return }
    let apartNow = l.x(at: y) - r.x(at: y)
    var crossing = y
    if apartNow < 0 {
      crossing = min(max(y + (end - y) * (-apartNow / (apartAtEnd - apartNow)), y), end)
    }
    crossings.insert(.init(y: crossing, left: Int32(left), right: Int32(right)))
    spent += 1
  }
}
