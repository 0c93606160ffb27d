import SymbolGeometry

/// Where a horizontal line crosses the inside of an outline, for measuring stems.
///
/// The outline is flattened and every edge that crosses the line contributes its x and its
/// direction; walking the crossings from left to right while summing directions gives the
/// winding number between them, and the stretches with a non-zero winding number, the rule
/// TrueType and CFF outlines are filled by, are inside. Each edge counts as covering
/// `min(y0, y1) <= y < max(y0, y1)`, so a line through a vertex counts the two edges that
/// meet there once between them, and horizontal edges never count.
enum OutlineScanline {
  /// One place where an edge crosses the line.
  private struct Crossing {
    var x: Double
    /// +1 for an edge going down (y growing), -1 for one going up.
    var direction: Int
  }

  /// The spans of x inside `path` on the horizontal line at `y`, left to right; spans that
  /// touch are merged and empty ones dropped.
  static func insideSpans(of path: Path, atY y: Double, tolerance: Double) -> [ClosedRange<Double>] {
    var crossings: [Crossing] = []
    for polyline in path.flattened(tolerance: tolerance) {
      // `flattened` repeats the start at the end of a closed sub-path; open sub-paths are
      // closed here because filling closes them too.
      guard var previous = polyline.last else { continue }
      for point in polyline {
        if let crossing = crossing(from: previous, to: point, atY: y) { crossings.append(crossing) }
        previous = point
      }
    }
    crossings.sort { $0.x < $1.x }
    var spans: [ClosedRange<Double>] = []
    var winding = 0
    var spanStart = 0.0
    for crossing in crossings {
      let wasInside = winding != 0
      winding += crossing.direction
      let isInside = winding != 0
      if !wasInside, isInside {
        spanStart = crossing.x
      } else if wasInside, !isInside, crossing.x > spanStart {
        if let last = spans.last, last.upperBound >= spanStart {
          spans[spans.count - 1] = last.lowerBound...crossing.x
        } else {
          spans.append(spanStart...crossing.x)
        }
      }
    }
    return spans
  }

  /// Where the edge from `start` to `end` crosses the line at `y`, or `nil` if it does not.
  private static func crossing(from start: Point, to end: Point, atY y: Double) -> Crossing? {
    let direction: Int
    if start.y <= y, end.y > y {
      direction = 1
    } else if end.y <= y, start.y > y {
      direction = -1
    } else {
      return nil
    }
    // The edge is not horizontal here, since it spans y, so the division is safe.
    let t = (y - start.y) / (end.y - start.y)
    return Crossing(x: start.x + t * (end.x - start.x), direction: direction)
  }
}
