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
  /// number unchanged. Pieces share edges along the polygon's sides, which cancel exactly in
  /// an area-accumulating rasterizer.
  ///
  /// Sub-paths whose bounds miss the polygon are kept as they are (curves included); the
  /// others are flattened within `tolerance` first. Open sub-paths are treated as closed, as
  /// filling does. A polygon with fewer than three distinct corners, or no area, removes
  /// nothing.
  public func subtracting(convexPolygon polygon: [Point], tolerance: Double) -> Path {
    let corners = Self.counterClockwise(polygon)
    guard corners.count >= 3, let polygonBounds = Self.bounds(of: corners) else { return self }
    var result = Path()
    for subpath in subpaths {
      guard let box = subpath.bounds, box.intersection(polygonBounds) != nil else {
        result.append(subpath)
        continue
      }
      for contour in subpath.flattened(tolerance: tolerance) {
        var remaining = contour
        for index in corners.indices {
          let start = corners[index]
          let end = corners[(index + 1) % corners.count]
          let outside = Self.clip(remaining, start: end, end: start)
          Self.appendPolygon(outside, to: &result)
          remaining = Self.clip(remaining, start: start, end: end)
          if remaining.count < 3 { break }
        }
      }
    }
    return result
  }

  /// The sub-paths, each starting with its move.
  var subpaths: [Path] {
    var result: [Path] = []
    var current = Path()
    forEachElement { element in
      if case .move = element, !current.isEmpty {
        result.append(current)
        current = Path()
      }
      current.append(element)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The part of the closed polyline `contour` on the side of the line from `start` to `end`
  /// where the cross product is positive: the inside, for the ordering
  /// `counterClockwise(_:)` gives the polygon.
  private static func clip(_ contour: [Point], start: Point, end: Point) -> [Point] {
    guard let last = contour.last else { return [] }
    let direction = end - start
    func side(_ point: Point) -> Double { direction.cross(point - start) }
    var output: [Point] = []
    output.reserveCapacity(contour.count + 4)
    var previous = last
    var previousSide = side(previous)
    for point in contour {
      let pointSide = side(point)
      if (pointSide >= 0) != (previousSide >= 0) {
        let t = previousSide / (previousSide - pointSide)
        output.append(previous.lerp(to: point, t))
      }
      if pointSide >= 0 { output.append(point) }
      previous = point
      previousSide = pointSide
    }
    return output
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
