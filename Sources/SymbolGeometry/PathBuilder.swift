/// Builds a `Path` with a value-typed API and common shapes (rectangles, ellipses,
/// rounded rectangles).
///
/// ```swift
/// var b = PathBuilder()
/// b.move(to: Point(0, 0))
/// b.line(to: Point(10, 0))
/// b.line(to: Point(10, 10))
/// b.close()
/// let triangle = b.path
/// ```
public struct PathBuilder: Sendable {
  /// The path built so far.
  public private(set) var path = Path()

  /// Creates an empty builder.
  public init() {}

  /// Starts a new sub-path.
  public mutating func move(to p: Point) {
    path.move(to: p)
  }

  /// Adds a line.
  public mutating func line(to p: Point) {
    path.line(to: p)
  }

  /// Adds a quadratic curve.
  public mutating func quad(to p: Point, control: Point) {
    path.quad(to: p, control: control)
  }

  /// Adds a cubic curve.
  public mutating func cubic(to p: Point, control1: Point, control2: Point) {
    path.cubic(to: p, control1: control1, control2: control2)
  }

  /// Closes the current sub-path.
  public mutating func close() {
    path.close()
  }

  /// Adds a closed axis-aligned rectangle, clockwise in y-down space.
  public mutating func rect(_ r: Rect) {
    path.move(to: Point(r.minX, r.minY))
    path.line(to: Point(r.maxX, r.minY))
    path.line(to: Point(r.maxX, r.maxY))
    path.line(to: Point(r.minX, r.maxY))
    path.close()
  }

  /// Adds a closed ellipse made of four cubics, clockwise in y-down space.
  ///
  /// The control distance `0.5522847498·r` keeps the radial error below 0.03%.
  public mutating func ellipse(center: Point, rx: Double, ry: Double) {
    let k = 0.552_284_749_830_793_4
    let (cx, cy) = (center.x, center.y)
    path.move(to: Point(cx + rx, cy))
    path.cubic(
      to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
    path.cubic(
      to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
    path.cubic(
      to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
    path.cubic(
      to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
    path.close()
  }

  /// Adds a closed circle.
  public mutating func circle(center: Point, radius: Double) {
    ellipse(center: center, rx: radius, ry: radius)
  }

  /// Adds a closed rounded rectangle; radii are clamped to half the sides.
  public mutating func roundedRect(_ r: Rect, rx: Double, ry: Double) {
    let rx = max(0, min(rx, r.width / 2))
    let ry = max(0, min(ry, r.height / 2))
    guard rx > 0, ry > 0 else {
      rect(r)
      return
    }
    let k = 0.552_284_749_830_793_4
    path.move(to: Point(r.minX + rx, r.minY))
    path.line(to: Point(r.maxX - rx, r.minY))
    path.cubic(
      to: Point(r.maxX, r.minY + ry), control1: Point(r.maxX - rx + k * rx, r.minY),
      control2: Point(r.maxX, r.minY + ry - k * ry))
    path.line(to: Point(r.maxX, r.maxY - ry))
    path.cubic(
      to: Point(r.maxX - rx, r.maxY), control1: Point(r.maxX, r.maxY - ry + k * ry),
      control2: Point(r.maxX - rx + k * rx, r.maxY))
    path.line(to: Point(r.minX + rx, r.maxY))
    path.cubic(
      to: Point(r.minX, r.maxY - ry), control1: Point(r.minX + rx - k * rx, r.maxY),
      control2: Point(r.minX, r.maxY - ry + k * ry))
    path.line(to: Point(r.minX, r.minY + ry))
    path.cubic(
      to: Point(r.minX + rx, r.minY), control1: Point(r.minX, r.minY + ry - k * ry),
      control2: Point(r.minX + rx - k * rx, r.minY))
    path.close()
  }
}
