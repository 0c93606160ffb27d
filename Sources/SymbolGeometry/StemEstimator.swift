/// Estimates the stroke thickness ("stem") of filled outlines, such as a symbol drawn as
/// outline masters, so that its weight can be matched to a font's stem.
///
/// Method: cut the filled area with evenly spaced parallel scanlines, collect the lengths of
/// the inside spans (non-zero winding), and take the most frequent length. A stroke of width
/// w crossed at right angles gives spans of exactly w on every scanline that meets it, while
/// the long spans along a bar and the oblique chords through curves spread over many
/// lengths, so the histogram's peak is the stem. Scanlines cross oblique bars at an angle
/// and measure w / cos θ, so the cut is repeated in eight directions (every 22.5°) and the
/// thinnest peak wins (among the peaks at least a third as strong as the strongest): a bar
/// at any angle is within 11.25° of one direction, at most 2% too thick. The result is the mean of the spans in the peak bin (bins are 1/512 of the larger
/// side), so chords through curves, which only grow away from the perpendicular, bias it by
/// less than a bin.
///
/// The classic alternative, 2·area / perimeter, is exact for rings but underestimates shapes
/// whose strokes cross or end (a plus of 60 × 7 bars gives 6.6).
public enum StemEstimator {
  /// The estimated stem of the union of `paths`, or `nil` when they enclose no area.
  ///
  /// Each path is filled by the non-zero rule, or by the even-odd rule when `evenOdd` holds
  /// for its index; the area measured is the union of the paths.
  public static func stemWidth(
    of paths: [Path], evenOdd: [Bool] = [], scanlines: Int = 193, tolerance: Double = 0.01
  ) -> Double? {
    let polygons = paths.enumerated().flatMap { index, path in
      path.flattened(tolerance: tolerance).filter { $0.count > 1 }.map { (points: $0, path: index) }
    }
    let rules = paths.indices.map { $0 < evenOdd.count && evenOdd[$0] }
    var peaks: [(span: Double, count: Int)] = []
    for step in 0..<8 {
      let angle = Double(step) * Double.pi / 8
      let rotation = Transform.rotation(angle)
      let rotated = polygons.map { (points: $0.points.map(rotation.apply), path: $0.path) }
      if let peak = peakSpan(rotated, rules: rules, scanlines: scanlines) { peaks.append(peak) }
    }
    // In a direction where the bars are short compared with their width (a heavy plus),
    // few scanlines cross a bar from side to side, and the histogram's peak can be a
    // handful of chords through the round ends; such weak peaks must not win.
    let strongest = peaks.map(\.count).max() ?? 0
    return peaks.filter { 3 * $0.count >= strongest }.map(\.span).min()
  }

  /// One edge of a flattened outline, for the scanline sweep: the edge from `a` to `b` as
  /// the outline runs, and its place in that order (`order`), which breaks ties between
  /// crossings at one position the same way whatever order the sweep meets them in.
  private struct Edge {
    var a: Point
    var b: Point
    var path: Int
    var order: Int
    var top: Double { min(a.y, b.y) }
    var bottom: Double { max(a.y, b.y) }
  }

  /// The most frequent horizontal span length of `polygons`, and how many spans fall in
  /// its bin.
  ///
  /// The scanlines are swept from the top with a list of the edges that reach them, so each
  /// costs the edges it crosses rather than every edge of every outline: a symbol of
  /// 250,000 small circles took hours to match its weight, and takes seconds.
  private static func peakSpan(
    _ polygons: [(points: [Point], path: Int)], rules: [Bool], scanlines: Int
  )
    -> (span: Double, count: Int)?
  {
    var bounds: Rect?
    var edges: [Edge] = []
    for polygon in polygons {
      let points = polygon.points
      for k in points.indices {
        let (a, b) = (points[k], points[(k + 1) % points.count])
        bounds = bounds.map { $0.union(a) } ?? Rect(point: a)
        // A horizontal edge is never crossed (see `insideSpans`).
        if a.y != b.y { edges.append(Edge(a: a, b: b, path: polygon.path, order: edges.count)) }
      }
    }
    guard let box = bounds, box.width > 0, box.height > 0 else { return nil }
    let lines = (0..<scanlines).map { i in box.minY + (Double(i) + 0.5) / Double(scanlines) * box.height }
    // Each edge filed under the first scanline at or below its top (counting, not sorting:
    // a sort per direction and per estimate was most of the time), found by arithmetic and
    // then settled against the scanlines' own values so rounding cannot misfile it.
    var starting = [[Edge]](repeating: [], count: scanlines + 1)
    for edge in edges {
      let guess = ((edge.top - box.minY) / box.height * Double(scanlines) - 0.5).rounded(.up)
      var line = Int(min(max(guess, 0), Double(scanlines)))
      while line > 0, edge.top <= lines[line - 1] { line -= 1 }
      while line < scanlines, edge.top > lines[line] { line += 1 }
      starting[line].append(edge)
    }
    var active: [Edge] = []
    var windings = [Int](repeating: 0, count: rules.count)
    var crossings: [Crossing] = []
    var spans: [Double] = []
    for (i, c) in lines.enumerated() {
      // An edge is crossed where c lies in [top, bottom); scanlines only move down.
      active.removeAll { $0.bottom <= c }
      active += starting[i]
      insideSpans(active, rules: rules, at: c, windings: &windings, crossings: &crossings, into: &spans)
    }
    let binWidth = max(box.width, box.height) / 512
    // Spans of rounding-error length come from zero-area outlines (a line traced out and back).
    spans.removeAll { $0 <= binWidth * 1e-6 }
    guard !spans.isEmpty else { return nil }
    var counts: [Int: Int] = [:]
    for span in spans { counts[Int(span / binWidth), default: 0] += 1 }
    // Ties go to the thinner bin so the result does not depend on dictionary order.
    guard let peak = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key else { return nil }
    let near = spans.filter { Int($0 / binWidth) == peak }
    return (near.reduce(0, +) / Double(near.count), near.count)
  }

  /// Where the outline of path `path` crosses a scanline, and which way (`winding`).
  private struct Crossing {
    var position: Double
    var winding: Int
    var path: Int
    var order: Int
  }

  /// Appends to `result` the lengths of the runs inside the union of the paths along the
  /// line y = c, from the edges that reach it. `windings` is all zeros on entry and on
  /// return; `crossings` is scratch space, kept by the caller so that scanlines reuse it.
  private static func insideSpans(
    _ edges: [Edge], rules: [Bool], at c: Double, windings: inout [Int], crossings: inout [Crossing],
    into result: inout [Double]
  ) {
    crossings.removeAll(keepingCapacity: true)
    for edge in edges {
      let (a, b) = (edge.a, edge.b)
      guard (a.y <= c) != (b.y <= c) else { continue }
      let t = (c - a.y) / (b.y - a.y)
      crossings.append(
        Crossing(
          position: a.x + t * (b.x - a.x), winding: b.y > a.y ? 1 : -1, path: edge.path, order: edge.order))
    }
    crossings.sort { ($0.position, $0.order) < ($1.position, $1.order) }
    var insideCount = 0
    var start = 0.0
    for crossing in crossings {
      let path = crossing.path
      let wasInside = isInside(windings[path], evenOdd: rules[path])
      windings[path] += crossing.winding
      let isNowInside = isInside(windings[path], evenOdd: rules[path])
      guard wasInside != isNowInside else { continue }
      let before = insideCount
      insideCount += isNowInside ? 1 : -1
      if before == 0 { start = crossing.position }
      if insideCount == 0 { result.append(crossing.position - start) }
    }
    for crossing in crossings { windings[crossing.path] = 0 }
  }

  private static func isInside(_ winding: Int, evenOdd: Bool) -> Bool {
    evenOdd ? winding % 2 != 0 : winding != 0
  }
}
