extension Path {
  /// The area this path fills, minus a convex polygon: the same fill under either fill rule,
  /// except that nothing inside `polygon` is filled any more.
  ///
  /// This is what cuts a gap into a drawing without an erase step. Erasing a region and
  /// painting it back leaves a faint seam along the region's anti-aliased edge (each pixel
  /// there is erased by its coverage and repainted by the same coverage, which does not add
  /// back up to opaque); geometry that simply does not cover the region has no such edge.
  ///
  /// Why it is exact for both fill rules: clipping a closed contour to a half-plane
  /// (Sutherland–Hodgman) keeps the winding number of every point inside the half-plane and
  /// gives 0 outside it, even for concave and self-intersecting contours, because each cut-off
  /// excursion and the chord replacing it form a loop that lies outside and winds around no
  /// point inside. The outside of a convex polygon with edges e₀ … eₙ₋₁ is the disjoint union
  /// of the regions "outside eᵢ and inside e₀ … eᵢ₋₁", so each contour is clipped into those
  /// pieces; every point outside the polygon lands in exactly one piece with its winding
  /// number unchanged. Pieces share edges along the lines through the polygon's sides,
  /// traversed in opposite directions, as two halves of one shape do.
  ///
  /// Where a clip leaves several pieces of one contour (a U cut across both arms), they are
  /// joined along the cut line only where the line lies inside the result (see
  /// `clip(_:start:end:)`), never by a bridge running out and back over empty space: such
  /// zero-width bridges cancel in an exact-area rasterizer but show as hairlines in
  /// supersampling ones (poppler's, for one).
  ///
  /// Sub-paths whose bounds miss the polygon are kept as they are (curves included); the
  /// others are flattened within `tolerance` first. Open sub-paths are treated as closed, as
  /// filling does. A polygon with fewer than three distinct corners, or no area, removes
  /// nothing.
  public func subtracting(convexPolygon polygon: [Point], tolerance: Double) -> Path {
    let corners = Self.counterClockwise(polygon)
    guard corners.count >= 3, let polygonBounds = Self.bounds(of: corners) else { return self }
    var result = Path()
    // Contours are clipped together, so that pieces of different contours (the outer and
    // inner outline of a stroke) are joined along the cut line as one region.
    var remaining: [[Point]] = []
    for subpath in subpaths {
      guard let box = subpath.bounds, box.intersection(polygonBounds) != nil else {
        result.append(subpath)
        continue
      }
      remaining += subpath.flattened(tolerance: tolerance)
    }
    for index in corners.indices where !remaining.isEmpty {
      let start = corners[index]
      let end = corners[(index + 1) % corners.count]
      for outside in Self.clip(remaining, start: end, end: start) { Self.appendPolygon(outside, to: &result) }
      remaining = Self.clip(remaining, start: start, end: end)
    }
    return result
  }

  /// The parts of the closed polylines `contours` on the side of the line from `start` to
  /// `end` where the cross product is positive (the inside, for the ordering
  /// `counterClockwise(_:)` gives the polygon), as closed polylines.
  ///
  /// Contours are cut where they cross the line into chains that run inside from an entry
  /// to an exit point. Any way of closing the chains with segments along the line keeps the
  /// winding number of every point off the line; the one chosen here pairs each exit with
  /// the nearest unpaired entry along the line (a stack, as for brackets), across all the
  /// contours, so no stretch of the line is run in both directions. Sutherland–Hodgman's
  /// closure, which joins each exit to the next entry of the same contour, would run out and
  /// back over the empty space between two pieces (or across a stroke's counter, between
  /// its outer and inner outline).
  static func clip(_ contours: [[Point]], start: Point, end: Point) -> [[Point]] {
    let direction = end - start
    func side(_ point: Point) -> Double { direction.cross(point - start) }
    var loops: [[Point]] = []
    var chains: [[Point]] = []
    for contour in contours {
      let sides = contour.map(side)
      guard let firstOutside = sides.firstIndex(where: { $0 < 0 }) else {
        if contour.count >= 3 { loops.append(contour) }
        continue
      }
      if !sides.contains(where: { $0 >= 0 }) { continue }
      // Walked from a vertex outside, so that no chain wraps around the start.
      var chain: [Point] = []
      let count = contour.count
      for step in 1...count {
        let previous = (firstOutside + step - 1) % count
        let current = (firstOutside + step) % count
        let (a, b) = (contour[previous], contour[current])
        let (sa, sb) = (sides[previous], sides[current])
        if (sa >= 0) != (sb >= 0) {
          let crossing = a.lerp(to: b, sa / (sa - sb))
          if sb >= 0 {
            chain = [crossing]
          } else {
            chain.append(crossing)
            chains.append(chain)
            chain = []
          }
        }
        if sb >= 0, chain.last != b { chain.append(b) }
      }
    }

    // Pair exits with entries along the line; each pair closes with one segment on it.
    enum End { case entry, exit }
    var ends: [(position: Double, kind: End, chain: Int)] = []
    for (index, chain) in chains.enumerated() {
      guard let entry = chain.first, let exit = chain.last else { continue }
      ends.append(((entry - start).dot(direction), .entry, index))
      ends.append(((exit - start).dot(direction), .exit, index))
    }
    ends.sort { $0.position < $1.position }
    var nextChain = [Int](repeating: -1, count: chains.count)
    var open: [(kind: End, chain: Int)] = []
    for end in ends {
      if let top = open.last, top.kind != end.kind {
        open.removeLast()
        let (exitChain, entryChain) = end.kind == .exit ? (end.chain, top.chain) : (top.chain, end.chain)
        nextChain[exitChain] = entryChain
      } else {
        open.append((end.kind, end.chain))
      }
    }

    // Follow chain → closing segment → chain until each loop returns to its start.
    var used = [Bool](repeating: false, count: chains.count)
    for first in chains.indices where !used[first] {
      var loop: [Point] = []
      var index = first
      while index >= 0, !used[index] {
        used[index] = true
        for point in chains[index] where loop.last != point { loop.append(point) }
        index = nextChain[index]
      }
      if loop.count > 1, loop.first == loop.last { loop.removeLast() }
      if loop.count >= 3 { loops.append(loop) }
    }
    return loops
  }

  /// Appends a closed polygon, skipping slivers with fewer than three corners.
  private static func appendPolygon(_ points: [Point], to path: inout Path) {
    guard points.count >= 3 else { return }
    path.move(to: points[0])
    for point in points.dropFirst() { path.line(to: point) }
    path.close()
  }

  /// `polygon` without a repeated closing corner, ordered so that its inside is on the
  /// positive-cross side of every edge; empty when it has no area.
  private static func counterClockwise(_ polygon: [Point]) -> [Point] {
    var corners = polygon
    if corners.count > 1, corners.first == corners.last { corners.removeLast() }
    guard corners.count >= 3, corners.allSatisfy(\.isFinite) else { return [] }
    var twiceArea = 0.0
    for index in corners.indices {
      let next = corners[(index + 1) % corners.count]
      twiceArea += corners[index].x * next.y - next.x * corners[index].y
    }
    if twiceArea == 0 { return [] }
    return twiceArea > 0 ? corners : corners.reversed()
  }

  private static func bounds(of points: [Point]) -> Rect? {
    guard let first = points.first else { return nil }
    return points.dropFirst().reduce(Rect(point: first)) { $0.union($1) }
  }
}
