/// An axis-aligned rectangle given by its minimum and maximum corners.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The smallest x.
  public var minX: Double
  /// The smallest y.
  public var minY: Double
  /// The largest x.
  public var maxX: Double
  /// The largest y.
  public var maxY: Double

  /// Creates a rectangle from its edges; the caller keeps `min <= max`.
  @inlinable
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// Creates a rectangle from an origin and a size; negative sizes are normalised.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(
      minX: min(x, x + width), minY: min(y, y + height),
      maxX: max(x, x + width), maxY: max(y, y + height))
  }

  /// The smallest rectangle containing one point.
  @inlinable
  public init(point: Point) {
    self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
  }

  /// The width, `maxX - minX`.
  @inlinable
  public var width: Double { maxX - minX }
  /// The height, `maxY - minY`.
  @inlinable
  public var height: Double { maxY - minY }
  /// The centre point.
  @inlinable
  public var center: Point { Point(0.5 * (minX + maxX), 0.5 * (minY + maxY)) }
  /// Whether the rectangle encloses no area.
  @inlinable
  public var isEmpty: Bool { !(maxX > minX && maxY > minY) }

  /// The smallest rectangle containing both `self` and `point`.
  @inlinable
  public func union(_ point: Point) -> Rect {
    Rect(
      minX: min(minX, point.x), minY: min(minY, point.y),
      maxX: max(maxX, point.x), maxY: max(maxY, point.y))
  }

  /// The smallest rectangle containing both rectangles.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    Rect(
      minX: min(minX, other.minX), minY: min(minY, other.minY),
      maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  @inlinable
  public func intersection(_ other: Rect) -> Rect? {
    let r = Rect(
      minX: max(minX, other.minX), minY: max(minY, other.minY),
      maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    return r.maxX >= r.minX && r.maxY >= r.minY ? r : nil
  }

  /// The rectangle shrunk by `amount` on every side (a negative amount grows it). Shrunk by
  /// more than half a side, it collapses onto its centre line rather than turn inside out
  /// (a rectangle's minimum never passes its maximum).
  @inlinable
  public func insetBy(_ amount: Double) -> Rect {
    let (dx, dy) = (min(amount, 0.5 * width), min(amount, 0.5 * height))
    return Rect(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
  }

  /// Whether the point lies inside or on the edge.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// The four corners, clockwise in y-down space from the top left.
  public var corners: [Point] {
    [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
  }

  /// The box of the four corners mapped by `transform`, which holds the whole rectangle
  /// mapped; `nil` when a mapped corner is not finite (a box of NaN would hold nothing).
  public func transformed(by transform: Transform) -> Rect? {
    let mapped = corners.map(transform.apply)
    guard mapped.allSatisfy(\.isFinite) else { return nil }
    return mapped.dropFirst().reduce(Rect(point: mapped[0])) { $0.union($1) }
  }

  /// A readable form.
  public var description: String { "Rect(\(minX), \(minY), \(maxX), \(maxY))" }
}
