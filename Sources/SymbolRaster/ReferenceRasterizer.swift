import SymbolGeometry

/// A slow, double-precision rasterizer used as ground truth for the fast filler.
///
/// It shares no code with `Rasterizer`: curves are split uniformly with a segment count
/// from Wang's bound (not the parabola method), and every segment is clipped to each pixel
/// row and split at every pixel column in `Double`, adding the exact trapezoid area each
/// piece leaves to its right. Coverage is exact for a polygon wherever the winding number
/// is uniform inside a pixel. Tests and `symbol-bench` compare the fast filler against it.
public enum ReferenceRasterizer {
  /// The exact coverage (0...1) of every pixel of a `width`×`height` target, row-major.
  ///
  /// Curves are flattened to within `tolerance` pixels (1/1024 by default, which makes
  /// the flattening error far below one level of 255). With a `clip` rectangle the
  /// coverage is that of the path's intersection with it: each polygon is cut to the
  /// rectangle's four sides in turn (Sutherland–Hodgman), which keeps the winding number
  /// of every point inside, a different method from the fast filler's.
  public static func coverage(
    of path: Path, rule: FillRule = .nonZero, transform: Transform = .identity, clip: Rect? = nil,
    width: Int, height: Int, tolerance: Double = 1.0 / 1024
  ) throws(RasterError) -> [Double] {
    try RasterError.validate(width: width, height: height)
    guard tolerance.isFinite, tolerance > 0 else { throw .invalidTolerance(tolerance) }
    let mapped = transform == .identity ? path : path.transformed(by: transform)
    if let bad = mapped.points.firstIndex(where: { !$0.isFinite }) {
      throw .nonFiniteCoordinate(pointIndex: bad, point: mapped.points[bad])
    }
    var accumulation = [Double](repeating: 0, count: (width + 2) * height)
    var shapes = polygons(of: mapped, tolerance: tolerance)
    if let clip {
      try RasterError.validate(clip: clip)
      shapes = shapes.map { cut($0, to: clip) }
    }
    for polygon in shapes where polygon.count > 1 {
      for i in 0..<polygon.count {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        addSegment(a, b, width: width, height: height, into: &accumulation)
      }
    }
    var result = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      var winding = 0.0
      for x in 0..<width {
        winding += accumulation[y * (width + 2) + x]
        let w = abs(winding)
        switch rule {
        case .nonZero:
          result[y * width + x] = min(w, 1)
        case .evenOdd:
          let folded = w.truncatingRemainder(dividingBy: 2)
          result[y * width + x] = folded > 1 ? 2 - folded : folded
        }
      }
    }
    return result
  }

  /// The reference coverage rounded to 8 bits (`round(c · 255)`).
  public static func mask(
    of path: Path, rule: FillRule = .nonZero, transform: Transform = .identity, clip: Rect? = nil,
    width: Int, height: Int, tolerance: Double = 1.0 / 1024
  ) throws(RasterError) -> CoverageMask {
    let values = try coverage(
      of: path, rule: rule, transform: transform, clip: clip, width: width, height: height,
      tolerance: tolerance)
    var mask = try CoverageMask(width: width, height: height)
    for i in values.indices { mask.pixels[i] = UInt8((values[i] * 255).rounded()) }
    return mask
  }

  /// `polygon` cut to `clip`: to the inner side of each of its sides in turn, with a point
  /// where an edge crosses the side. Infinite sides cut nothing.
  static func cut(_ polygon: [Point], to clip: Rect) -> [Point] {
    func keep(_ points: [Point], inside: (Point) -> Bool, crossing: (Point, Point) -> Point) -> [Point] {
      var result: [Point] = []
      for i in points.indices {
        let (a, b) = (points[i], points[(i + 1) % points.count])
        if inside(a) { result.append(a) }
        if inside(a) != inside(b) { result.append(crossing(a, b)) }
      }
      return result
    }
    func atX(_ x: Double) -> (Point, Point) -> Point {
      { a, b in Point(x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
    }
    func atY(_ y: Double) -> (Point, Point) -> Point {
      { a, b in Point(a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y) }
    }
    var kept = polygon
    kept = keep(kept, inside: { $0.x >= clip.minX }, crossing: atX(clip.minX))
    kept = keep(kept, inside: { $0.x <= clip.maxX }, crossing: atX(clip.maxX))
    kept = keep(kept, inside: { $0.y >= clip.minY }, crossing: atY(clip.minY))
    return keep(kept, inside: { $0.y <= clip.maxY }, crossing: atY(clip.maxY))
  }

  /// Each sub-path as a closed polygon, curves split uniformly by Wang's bound.
  static func polygons(of path: Path, tolerance: Double) -> [[Point]] {
    var result: [[Point]] = []
    var current: [Point] = []
    var last = Point.zero
    func finish() {
      if current.count > 1 { result.append(current) }
      current = []
    }
    path.forEachElement { element in
      switch element {
      case .move(let p):
        finish()
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quad(let c, let p):
        let dd = (last - c) + (p - c)
        let n = segmentCount(bound: dd.length * 2, tolerance: tolerance)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(
            Point(
              u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .cubic(let c1, let c2, let p):
        let d1 = ((last - c1) + (c2 - c1)).length
        let d2 = ((c1 - c2) + (p - c2)).length
        let n = segmentCount(bound: 6 * max(d1, d2), tolerance: tolerance)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(
            Point(
              w0 * last.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
              w0 * last.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
        }
        last = p
      case .close:
        if let first = current.first { last = first }
        finish()
      }
    }
    finish()
    return result
  }

  /// Uniform segments needed so a curve whose second derivative is bounded by `bound`
  /// stays within `tolerance` of its chords: error ≤ bound / (8 n²).
  private static func segmentCount(bound: Double, tolerance: Double) -> Int {
    let n = (bound / (8 * tolerance)).squareRoot().rounded(.up)
    return n.isFinite ? Int(min(max(n, 1), 65_536)) : 65_536
  }

  /// Adds one edge: clipped to each pixel row, then to x = 0 and x = width, then split at
  /// every column; each piece adds its exact trapezoid to its pixel and its full height to
  /// every pixel on its right (through the next slot of the running sum).
  private static func addSegment(
    _ a: Point, _ b: Point, width: Int, height: Int, into acc: inout [Double]
  ) {
    guard a.y != b.y else { return }
    let top = max(0, min(a.y, b.y))
    let bottom = min(Double(height), max(a.y, b.y))
    guard bottom > top else { return }
    let firstRow = Int(top.rounded(.down))
    let lastRow = min(height - 1, Int(bottom.rounded(.up)) - 1)
    guard firstRow <= lastRow else { return }
    for row in firstRow...lastRow {
      let y0 = max(Double(row), min(a.y, b.y))
      let y1 = min(Double(row + 1), max(a.y, b.y))
      guard y1 > y0 else { continue }
      let xa = x(at: a.y < b.y ? y0 : y1, a, b)
      let xb = x(at: a.y < b.y ? y1 : y0, a, b)
      let ya = a.y < b.y ? y0 : y1
      let yb = a.y < b.y ? y1 : y0
      addPiece(Point(xa, ya), Point(xb, yb), row: row, width: width, into: &acc)
    }
  }

  private static func addPiece(
    _ a: Point, _ b: Point, row: Int, width: Int, into acc: inout [Double]
  ) {
    let base = row * (width + 2)
    let w = Double(width)
    // Split at x = 0 and x = width so the column loop below is bounded by the width.
    for edge in [0, w] where (a.x < edge && b.x > edge) || (a.x > edge && b.x < edge) {
      let t = (edge - a.x) / (b.x - a.x)
      let mid = Point(edge, a.y * (1 - t) + b.y * t)
      addPiece(a, mid, row: row, width: width, into: &acc)
      addPiece(mid, b, row: row, width: width, into: &acc)
      return
    }
    let dy = b.y - a.y
    let midX = 0.5 * (a.x + b.x)
    if midX >= w { return }
    if midX <= 0 {
      acc[base] += dy
      return
    }
    // Split at every integer x between the ends.
    let lo = min(a.x, b.x)
    let hi = max(a.x, b.x)
    var cuts = [a.x]
    var k = lo.rounded(.down) + 1
    while k < hi {
      cuts.append(k)
      k += 1
    }
    cuts.append(b.x)
    if a.x > b.x {
      cuts = [a.x] + cuts.dropFirst().dropLast().reversed() + [b.x]
    }
    for i in 0..<(cuts.count - 1) {
      let (x0, x1) = (cuts[i], cuts[i + 1])
      let y0 = a.y + dy * ((x0 - a.x) / (b.x - a.x))
      let y1 = a.y + dy * ((x1 - a.x) / (b.x - a.x))
      let pieceDy = a.x == b.x ? dy : y1 - y0
      let xm = 0.5 * (x0 + x1)
      let column = min(width - 1, max(0, Int(xm.rounded(.down))))
      let rightOfPiece = Double(column + 1) - xm
      acc[base + column] += pieceDy * rightOfPiece
      acc[base + column + 1] += pieceDy * (1 - rightOfPiece)
    }
  }

  private static func x(at y: Double, _ a: Point, _ b: Point) -> Double {
    let t = (y - a.y) / (b.y - a.y)
    return a.x * (1 - t) + b.x * t
  }
}
