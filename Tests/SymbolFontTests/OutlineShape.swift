import SymbolGeometry

/// Measurements of outlines that the tests need and the geometry module does not offer.
enum OutlineShape {
  /// The box around every point, control points included, or `nil` for an empty path.
  static func bounds(_ path: Path) -> Rect? {
    guard let first = path.points.first else { return nil }
    return path.points.dropFirst().reduce(Rect(point: first)) { $0.union($1) }
  }

  /// The shoelace area of the polygon through every point, control points included.
  ///
  /// Control points make it an approximation of the enclosed area, but its sign (the
  /// direction of the contour) is right for the well-formed contours of a font, and for
  /// polygons it is exact. Positive means clockwise on screen, where y points down.
  static func signedArea(_ path: Path) -> Double {
    var total = 0.0
    for contour in path.subpaths {
      let points = contour.points
      for (index, point) in points.enumerated() {
        let next = points[(index + 1) % points.count]
        total += point.x * next.y - next.x * point.y
      }
    }
    return total / 2
  }
}
