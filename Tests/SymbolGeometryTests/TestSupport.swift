import SymbolGeometry
import SymbolTestSupport
import Testing

extension SplitMix64 {
  mutating func point(in range: ClosedRange<Double>) -> Point {
    Point(Double.random(in: range, using: &self), Double.random(in: range, using: &self))
  }
}

/// Collects what a flattener emits.
struct RecordingSink: FlatteningSink {
  var points: [Point] = []

  mutating func lineTo(_ p: Point) { points.append(p) }
}

func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
  let ab = b - a
  let lengthSquared = ab.lengthSquared
  let t = lengthSquared > 0 ? min(max((p - a).dot(ab) / lengthSquared, 0), 1) : 0
  return p.distance(to: a + ab * t)
}

func distance(_ p: Point, toPolyline polyline: [Point]) -> Double {
  guard polyline.count > 1 else { return polyline.first.map { p.distance(to: $0) } ?? .infinity }
  var best = Double.infinity
  for index in 1..<polyline.count {
    best = min(best, distance(p, toSegment: polyline[index - 1], polyline[index]))
  }
  return best
}

/// Whether two paths have the same verbs and points within `tolerance`.
func pathsMatch(_ a: Path, _ b: Path, within tolerance: Double) -> Bool {
  guard a.verbs == b.verbs, a.points.count == b.points.count else { return false }
  return zip(a.points, b.points).allSatisfy { $0.distance(to: $1) <= tolerance }
}

/// Parses path data that the test expects to be valid, recording an issue otherwise.
func parsed(_ data: String, sourceLocation: SourceLocation = #_sourceLocation) -> Path {
  do {
    return try Path(svgPathData: data)
  } catch {
    Issue.record("unexpected error \(error) for \(data)", sourceLocation: sourceLocation)
    return Path()
  }
}

/// The error the parser reports for `data`, or `nil` if it parses.
func parseError(_ data: String) -> PathDataError? {
  do {
    _ = try SVGPathParser.parse(data)
    return nil
  } catch {
    return error
  }
}
