/// A displacement in a two-dimensional coordinate space.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component.
  public var dy: Double

  /// Creates a vector from its components.
  @inlinable
  public init(_ dx: Double, _ dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from labelled components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(0, 0)

  /// The Euclidean length, finite for every finite vector.
  @inlinable
  public var length: Double {
    let (x, y) = (dx.magnitude, dy.magnitude)
    guard x.isFinite && y.isFinite else { return x + y }
    let large = Swift.max(x, y)
    // The squares overflow beyond about 1.3e154 (and lose their digits below 1e-154), which
    // made a finite stroke's outline NaN: scale by the larger component there.
    guard large > 0x1p500 || large < 0x1p-500 else { return (x * x + y * y).squareRoot() }
    guard large > 0 else { return 0 }
    let ratio = Swift.min(x, y) / large
    return large * (1 + ratio * ratio).squareRoot()
  }

  /// The squared length, cheaper than `length` when only comparisons are needed.
  @inlinable
  public var lengthSquared: Double { dx * dx + dy * dy }

  /// The vector scaled to unit length, or `nil` when it has no direction.
  @inlinable
  public var normalized: Vector? {
    let len = length
    guard len > 0, len.isFinite else { return nil }
    return Vector(dx / len, dy / len)
  }

  /// The vector rotated a quarter turn (from +x towards +y).
  @inlinable
  public var perpendicular: Vector { Vector(-dy, dx) }

  /// The dot product.
  @inlinable
  public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

  /// The z component of the cross product; positive when `other` turns towards +y.
  @inlinable
  public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

  /// The sum of two vectors.
  @inlinable
  public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(lhs.dx + rhs.dx, lhs.dy + rhs.dy) }

  /// The difference of two vectors.
  @inlinable
  public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(lhs.dx - rhs.dx, lhs.dy - rhs.dy) }

  /// The vector scaled by a factor.
  @inlinable
  public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(lhs.dx * rhs, lhs.dy * rhs) }

  /// The opposite vector.
  @inlinable
  public static prefix func - (v: Vector) -> Vector { Vector(-v.dx, -v.dy) }

  /// A readable form, such as `<1.5, -2>`.
  public var description: String { "<\(dx), \(dy)>" }
}
