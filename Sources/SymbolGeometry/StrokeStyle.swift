/// The shape drawn at the ends of open sub-paths and dashes, as SVG's `stroke-linecap`.
public enum LineCap: Hashable, Sendable {
  /// The stroke stops flat at the end point.
  case butt
  /// A semicircle of the stroke's width closes each end.
  case round
  /// The stroke continues half its width past each end, ending flat.
  case square
}

/// The shape drawn where two segments meet, as SVG's `stroke-linejoin`.
public enum LineJoin: Hashable, Sendable {
  /// The outer edges are extended until they meet, unless the corner is sharper than the
  /// miter limit allows, in which case the join is bevelled.
  case miter
  /// A circular arc centred on the vertex rounds the outer corner.
  case round
  /// A straight line cuts the outer corner.
  case bevel
}

/// How a path is stroked: width, caps, joins and dashes, with SVG's semantics.
///
/// Out-of-range values follow SVG's rule that an invalid dash array renders the stroke
/// undashed, and are otherwise clamped rather than rejected, so that any style strokes.
public struct StrokeStyle: Hashable, Sendable {
  /// The full width of the stroke; half of it lies on each side of the path. A width that
  /// is not positive and finite strokes nothing.
  public var width: Double
  /// The shape at the ends of open sub-paths and dashes.
  public var cap: LineCap
  /// The shape at corners.
  public var join: LineJoin
  /// The largest ratio of miter length to stroke width that is still mitered; sharper
  /// corners are bevelled. Values below 1 act as 1 and NaN as the default, 4.
  public var miterLimit: Double
  /// Alternating dash and gap lengths; see `resolvedDashes` for the rules that apply.
  public var dashes: [Double]
  /// How far into the dash pattern the stroke starts; negative values wrap around.
  public var dashOffset: Double

  /// Creates a style; the defaults are SVG's initial values.
  public init(
    width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
    dashes: [Double] = [], dashOffset: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashOffset = dashOffset
  }

  /// The dash pattern the stroker uses, always of even length, or `nil` when the stroke is
  /// solid.
  ///
  /// As in SVG, an odd-length array is repeated once to make it even. An empty array, a
  /// negative or non-finite value, or a pattern summing to zero means no dashing.
  public var resolvedDashes: [Double]? {
    guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    let period = dashes.reduce(0, +)
    guard period > 0, period.isFinite else { return nil }
    return dashes.count.isMultiple(of: 2) ? dashes : dashes + dashes
  }

  /// Where in the resolved pattern the stroke starts, in `0..<period`; zero when undashed
  /// or when the offset is not finite.
  public var resolvedDashPhase: Double {
    guard let pattern = resolvedDashes, dashOffset.isFinite else { return 0 }
    let period = pattern.reduce(0, +)
    var phase = dashOffset.truncatingRemainder(dividingBy: period)
    if phase < 0 { phase += period }
    // Adding the period to a tiny negative remainder can round up to the period itself.
    return phase < period ? phase : 0
  }

  /// The farthest any point of the stroke's outline lies from the path: half the width,
  /// times the miter limit where a miter may reach further, or √2 at a square cap's corners.
  public var reach: Double {
    0.5 * width * max(effectiveMiterLimit, 2.0.squareRoot())
  }

  /// The miter limit with SVG's invalid values replaced: below 1 behaves as 1, NaN as 4.
  var effectiveMiterLimit: Double {
    miterLimit.isNaN ? 4 : max(1, miterLimit)
  }
}
