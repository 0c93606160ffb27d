extension Path {
  /// The rectangle this path outlines when it is exactly an upright rectangle of positive
  /// area: one sub-path of straight lines through the four corners in turn (either way
  /// round, from any corner, closed or not, the first corner repeated at the end or not),
  /// with every coordinate exactly a side's. `nil` for anything else, a rotated or
  /// degenerate rectangle included.
  ///
  /// Filled with either rule, such a path covers exactly its rectangle, which lets a
  /// renderer clip to it geometrically instead of through a mask.
  public var uprightRectangle: Rect? {
    guard let first = verbs.first, first == .move,
      verbs.dropFirst().allSatisfy({ $0 == .line || $0 == .close })
    else { return nil }
    // A close may only end the path: one after it would start a second sub-path.
    if let close = verbs.firstIndex(of: .close), close != verbs.count - 1 { return nil }
    var corners = points
    if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
    guard corners.count == 4, let box = bounds, box.width > 0, box.height > 0 else { return nil }
    // All four corners, each once: a corner visited twice leaves a path without area.
    let visited = Set(corners.map { [$0.x == box.minX, $0.y == box.minY] })
    guard visited.count == 4 else { return nil }
    for (index, corner) in corners.enumerated() {
      let next = corners[(index + 1) % 4]
      let onSides =
        (corner.x == box.minX || corner.x == box.maxX) && (corner.y == box.minY || corner.y == box.maxY)
      // Neighbouring corners share exactly one coordinate: along a side, never across.
      guard onSides, (corner.x == next.x) != (corner.y == next.y) else { return nil }
    }
    return box
  }
}
