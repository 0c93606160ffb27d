import SymbolGeometry

/// The work a drawing may still ask for as `SVGDrawList` adds fills and stroke outlines:
/// path points (`SVGRenderer.Options.maximumPathPoints`), painted area
/// (`SVGRenderer.Options.maximumPaintedArea`) and rows crossed by edges
/// (`SVGRenderer.Options.maximumEdgeRows`), each paint counted every time it is drawn.
/// It also keeps the last outline built, which a repeated `use` of an element draws again
/// without stroking it again.
///
/// A few kilobytes of nested `use` can draw one element tens of thousands of times. Points
/// bound the memory of the outlines; area and rows bound the filler's time, which grows
/// with the pixels a paint covers and the rows its edges cross: 16,384 copies of a
/// translucent square the size of the image took 65 s at 1024 px before the area was
/// counted.
struct SVGDrawBudget {
  /// The most path points the drawing may paint.
  let pointLimit: Int
  private(set) var remainingPoints: Int
  /// The most area the drawing may paint, in multiples of the image's area.
  let areaLimit: Double
  /// The most area the drawing may paint, in pixels.
  private let areaPixels: Double
  /// The area painted so far, in pixels.
  private(set) var area = 0.0
  /// The rows of pixels the drawing's edges may cross in all.
  let rowLimit: Int
  /// The rows crossed so far.
  private(set) var rows = 0.0
  var lastOutline: (path: Path, style: StrokeStyle, tolerance: Double, outline: Path)?

  init(options: SVGRenderer.Options, width: Int, height: Int) {
    pointLimit = max(0, options.maximumPathPoints)
    remainingPoints = pointLimit
    areaLimit = options.maximumPaintedArea.isNaN ? 0 : max(0, options.maximumPaintedArea)
    // A paint counts at least one pixel, which at small sizes costs less than its set-up:
    // the floor keeps a 16 px drawing of thousands of elements from being refused for them.
    areaPixels = max(
      min(areaLimit * Double(width) * Double(height), SVGRenderer.Options.maximumPaintedPixels),
      SVGRenderer.Options.minimumPaintedPixels)
    rowLimit = max(0, options.maximumEdgeRows)
  }

  /// The error for a drawing past the points it may paint.
  var pointRefusal: SVGRenderError.Cause { .drawingTooComplex(limit: pointLimit) }

  /// Takes the paint of `path`, mapped by `transform` and seen through `visible` (the
  /// image, or the clip within it), where its box is `box`, from the budget, or throws
  /// naming `origin` when its points, its area or the rows its edges cross are not left.
  ///
  /// The area is `box` rounded out to whole pixels: the filler touches no pixel outside it,
  /// and every pixel a paint touches costs time. The box of the control points holds every
  /// curve, so it is never smaller than the paint.
  mutating func spend(
    _ path: Path, covering box: Rect, transform: Transform, visible: Rect, drawing origin: SVGPaintOrigin
  ) throws(SVGRenderError) {
    guard path.points.count <= remainingPoints else { throw SVGRenderError(pointRefusal, drawing: origin) }
    remainingPoints -= path.points.count
    let width = box.maxX.rounded(.up) - box.minX.rounded(.down)
    let height = box.maxY.rounded(.up) - box.minY.rounded(.down)
    area += max(width, 1) * max(height, 1)
    guard area <= areaPixels else {
      throw SVGRenderError(.drawingTooLarge(limit: areaLimit, pixels: areaPixels), drawing: origin)
    }
    rows += Self.rows(crossedBy: path, transform, visible)
    guard rows <= Double(rowLimit) else {
      throw SVGRenderError(.edgesTooLong(limit: rowLimit), drawing: origin)
    }
  }

  /// The rows of pixels within `visible` that the edges of `path` mapped by `transform`
  /// cross, each segment counted over the rows its points span (a curve's control points
  /// hold it), from the one its lowest point is in to the one its highest is in, and one
  /// more; the closing edges too, which the filler adds. The filler steps every edge row by
  /// row, so this is its work where the area is not: half a million dashes 0.0002 units
  /// wide and 4,096 px tall cover half the image but took 25 s.
  private static func rows(crossedBy path: Path, _ transform: Transform, _ visible: Rect) -> Double {
    let points = path.points
    // Rows outside the image are clipped away, so positions are clamped to it.
    func row(_ index: Int) -> Double {
      let point = points[index]
      let y = transform.b * point.x + transform.d * point.y + transform.f
      return y.isNaN ? visible.minY : min(max(y, visible.minY), visible.maxY)
    }
    var total = 0.0
    var index = 0
    var (current, start) = (0.0, 0.0)
    func span(_ low: Double, _ high: Double) -> Double { high.rounded(.up) - low.rounded(.down) + 1 }
    // The edge back to the sub-path's start, which the filler adds when it is not there.
    func closing() -> Double { current == start ? 0 : span(min(current, start), max(current, start)) }
    for verb in path.verbs {
      switch verb {
      case .move:
        total += closing()
        current = row(index)
        start = current
      case .line, .quad, .cubic:
        var (low, high) = (current, current)
        for offset in 0..<verb.pointCount {
          let y = row(index + offset)
          (low, high) = (min(low, y), max(high, y))
        }
        total += span(low, high)
        current = row(index + verb.pointCount - 1)
      case .close:
        total += closing()
        current = start
      }
      index += verb.pointCount
    }
    return total + closing()
  }
}
