/// A position in a two-dimensional coordinate space.
///
/// Geometry is kept in `Double` so that transforms, curve subdivision and bounds stay exact
/// enough for every output; the rasterizer converts to fixed point only at line set-up.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (down is positive in image space, as in SVG).
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a point from labelled coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(0, 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point interpreted as a vector from the origin.
  @inlinable
  public var vector: Vector { Vector(x, y) }

  /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
  ///
  /// Written as a weighted sum rather than `self + (other - self) * t` so that two finite
  /// points of huge magnitude never produce an infinite difference.
  @inlinable
  public func lerp(to other: Point, _ t: Double) -> Point {
    Point(x * (1 - t) + other.x * t, y * (1 - t) + other.y * t)
  }

  /// The midpoint between `self` and `other`.
  @inlinable
  public func midpoint(_ other: Point) -> Point {
    Point(0.5 * x + 0.5 * other.x, 0.5 * y + 0.5 * other.y)
  }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double { (other - self).length }

  /// The point translated by a vector.
  @inlinable
  public static func + (lhs: Point, rhs: Vector) -> Point { Point(lhs.x + rhs.dx, lhs.y + rhs.dy) }

  /// The point translated by the opposite of a vector.
  @inlinable
  public static func - (lhs: Point, rhs: Vector) -> Point { Point(lhs.x - rhs.dx, lhs.y - rhs.dy) }

  /// The vector from `rhs` to `lhs`.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Vector { Vector(lhs.x - rhs.x, lhs.y - rhs.y) }

  /// A readable form, such as `(1.5, -2)`.
  public var description: String { "(\(x), \(y))" }
}
