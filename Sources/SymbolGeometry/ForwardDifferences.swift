/// Even steps in `t` along a curve given in power form relative to its start,
/// `B(t) − B(0) = linear·t + square·t² + cubic·t³`, by forward differences: the third
/// difference of a cubic is constant, so each step costs six additions and no evaluation.
///
/// Quadratics are the case `cubic = 0`. The flatteners use it for curves that need few
/// segments, where even steps cost less than placing points by arc length.
@frozen
public struct ForwardDifferences {
  @usableFromInline var offset: Vector
  @usableFromInline var first: Vector
  @usableFromInline var second: Vector
  @usableFromInline let third: Vector

  /// Steps of `1 / count` in `t` along the curve with these power-form coefficients.
  @inlinable
  public init(count: Int, cubic a: Vector, square b: Vector, linear c: Vector) {
    self.init(step: 1 / Double(max(count, 1)), cubic: a, square: b, linear: c)
  }

  /// Steps of `h` in `t` along the curve with these power-form coefficients; for callers
  /// that have `1 / count` at hand without a division.
  @inlinable
  public init(step h: Double, cubic a: Vector, square b: Vector, linear c: Vector) {
    let (h2, h3) = (h * h, h * h * h)
    offset = Vector(0, 0)
    first = Vector(a.dx * h3 + b.dx * h2 + c.dx * h, a.dy * h3 + b.dy * h2 + c.dy * h)
    second = Vector(6 * a.dx * h3 + 2 * b.dx * h2, 6 * a.dy * h3 + 2 * b.dy * h2)
    third = Vector(6 * a.dx * h3, 6 * a.dy * h3)
  }

  /// Advances one step and returns the curve's offset from its start there.
  @inlinable
  public mutating func next() -> Vector {
    offset = Vector(offset.dx + first.dx, offset.dy + first.dy)
    first = Vector(first.dx + second.dx, first.dy + second.dy)
    second = Vector(second.dx + third.dx, second.dy + third.dy)
    return offset
  }
}
