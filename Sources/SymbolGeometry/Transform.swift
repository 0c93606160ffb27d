/// A 2-D affine transform, `x' = a·x + c·y + e`, `y' = b·x + d·y + f`, as in SVG's
/// `matrix(a b c d e f)`.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1.
  public var a: Double
  /// Row 2, column 1.
  public var b: Double
  /// Row 1, column 2.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Horizontal translation.
  public var e: Double
  /// Vertical translation.
  public var f: Double

  /// Creates a transform from its six coefficients in SVG order.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.e = e
    self.f = f
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  /// A translation.
  @inlinable
  public static func translation(_ tx: Double, _ ty: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
  }

  /// A scale about the origin.
  @inlinable
  public static func scale(_ sx: Double, _ sy: Double) -> Transform {
    Transform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
  }

  /// A uniform scale about the origin.
  @inlinable
  public static func scale(_ s: Double) -> Transform { scale(s, s) }

  /// A rotation by `radians` about the origin (from +x towards +y).
  @inlinable
  public static func rotation(_ radians: Double) -> Transform {
    let (s, co) = (sin(radians), cos(radians))
    return Transform(a: co, b: s, c: -s, d: co, e: 0, f: 0)
  }

  /// A rotation by `radians` about `center`.
  @inlinable
  public static func rotation(_ radians: Double, about center: Point) -> Transform {
    translation(-center.x, -center.y).then(rotation(radians)).then(translation(center.x, center.y))
  }

  /// A horizontal skew by `radians` (SVG `skewX`).
  @inlinable
  public static func skewX(_ radians: Double) -> Transform {
    Transform(a: 1, b: 0, c: tan(radians), d: 1, e: 0, f: 0)
  }

  /// A vertical skew by `radians` (SVG `skewY`).
  @inlinable
  public static func skewY(_ radians: Double) -> Transform {
    Transform(a: 1, b: tan(radians), c: 0, d: 1, e: 0, f: 0)
  }

  /// The transform that applies `self` first and then `next`.
  @inlinable
  public func then(_ next: Transform) -> Transform {
    Transform(
      a: next.a * a + next.c * b, b: next.b * a + next.d * b,
      c: next.a * c + next.c * d, d: next.b * c + next.d * d,
      e: next.a * e + next.c * f + next.e, f: next.b * e + next.d * f + next.f)
  }

  /// The transform that applies `inner` first and then `self`, matching the nesting of
  /// SVG transform lists (`transform="A B"` maps a point by B, then A).
  @inlinable
  public func concatenating(_ inner: Transform) -> Transform { inner.then(self) }

  /// The determinant; zero for a transform that collapses the plane.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, or `nil` when the transform is singular or not finite, or its
  /// inverse is not.
  @inlinable
  public var inverted: Transform? {
    // Scaled, the determinant is near 1 unless the matrix is nearly singular:
    // `scale(1e-160)` has a determinant of 1e-320, subnormal with few digits, whose
    // reciprocal overflows, yet its inverse `scale(1e160)` is finite.
    // 1/det(A) = 1/(det(A/s)·s²).
    guard let (s, sa, sb, sc, sd) = scaledLinearPart else { return nil }
    let det = sa * sd - sb * sc
    guard det != 0 else { return nil }
    let inverse = Transform(
      a: sd / det / s, b: -sb / det / s, c: -sc / det / s, d: sa / det / s,
      e: (sc * f - sd * e) / det / s, f: (sb * e - sa * f) / det / s)
    guard inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite, inverse.d.isFinite,
      inverse.e.isFinite, inverse.f.isFinite
    else { return nil }
    return inverse
  }

  /// Whether the transform keeps axis-aligned rectangles axis-aligned without flipping.
  @inlinable
  public var isTranslationAndScale: Bool { b == 0 && c == 0 }

  /// Maps a point.
  @inlinable
  public func apply(_ p: Point) -> Point {
    Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
  }

  /// Maps a vector (the translation does not apply).
  @inlinable
  public func apply(_ v: Vector) -> Vector {
    Vector(a * v.dx + c * v.dy, b * v.dx + d * v.dy)
  }

  /// How much the transform stretches lengths along the directions it stretches most and
  /// least (the singular values of its linear part): equal for a uniform scale with any
  /// rotation or reflection, different under `scale(1 0.5)` or a skew. A browser draws a
  /// stroke under it between `smaller` and `larger` times its width, by direction.
  public var axisScales: (larger: Double, smaller: Double) {
    // In closed form: with q and r the lengths of the linear part's rotation-like and
    // reflection-like halves, the singular values are q + r and |q − r|.
    func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    let q = length((a + d) / 2, (b - c) / 2)
    let r = length((a - d) / 2, (b + c) / 2)
    return (q + r, abs(q - r))
  }

  /// The factor by which the transform scales lengths on average (the square root of the
  /// absolute determinant), used to scale stroke widths and tolerances.
  ///
  /// When the determinant of finite entries overflows (`scale(1e155)`: a stroke under it had
  /// an infinite width), it is found from the scaled linear part, whose products stay
  /// finite.
  @inlinable
  public var meanScale: Double {
    let direct = abs(determinant).squareRoot()
    guard !direct.isFinite, let (s, sa, sb, sc, sd) = scaledLinearPart else { return direct }
    return s * abs(sa * sd - sb * sc).squareRoot()
  }

  /// The linear part divided by the power of two at or below its largest entry (`binade`;
  /// the division is exact), and that power: entries of at most 2 in magnitude, whose
  /// products cannot overflow. `nil` when an entry is not finite or all are zero.
  @usableFromInline
  var scaledLinearPart: (scale: Double, a: Double, b: Double, c: Double, d: Double)? {
    let largest = Swift.max(abs(a), abs(b), abs(c), abs(d))
    guard largest.isFinite, largest > 0 else { return nil }
    let s = largest.binade
    return (s, a / s, b / s, c / s, d / s)
  }

  /// A readable form in SVG syntax.
  public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
