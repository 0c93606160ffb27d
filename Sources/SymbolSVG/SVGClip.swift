import SymbolGeometry

/// A clip applied to a group: only what lies inside the union of its shapes' geometry
/// shows; strokes, paints and opacity of the shapes play no part.
///
/// It comes from a `<clipPath>` named by a `clip-path` property, or from a viewport (a
/// nested `svg`, an instantiated `symbol`), which clips to its rectangle. Units follow
/// SVG: the shapes are in the clipped group's user space (`clipPathUnits="userSpaceOnUse"`,
/// the default) or in fractions of the group's bounding box (`objectBoundingBox`).
public struct SVGClip: Sendable {
  /// One shape of the clip: its outline, placed by the shape's own transform and the
  /// `<clipPath>`'s, in the clip's units, and its `clip-rule`.
  public struct Shape: Sendable {
    /// The outline.
    public var path: Path
    /// How the outline's inside is decided.
    public var rule: SVGFillRule

    /// Creates a shape.
    public init(path: Path, rule: SVGFillRule = .nonzero) {
      self.path = path
      self.rule = rule
    }
  }

  /// The shapes whose union is the visible region; none hides the group.
  public var shapes: [Shape]
  /// The units of the shapes' coordinates.
  public var units: SVGMask.Units
  /// The element the clip comes from (the `<clipPath>`, or the viewport's element), for
  /// messages.
  public var source: SVGElementLocation?

  /// Creates a clip; the default units are user space.
  public init(shapes: [Shape], units: SVGMask.Units = .userSpaceOnUse, source: SVGElementLocation? = nil) {
    self.shapes = shapes
    self.units = units
    self.source = source
  }

  /// A clip to `rect`, in user space.
  public init(rect: Rect, source: SVGElementLocation? = nil) {
    var builder = PathBuilder()
    builder.rect(rect)
    self.init(shapes: [Shape(path: builder.path)], source: source)
  }

  /// The shapes in the clipped group's user space, for content whose bounding box (in that
  /// space) is `box`; `nil` when the units need the box and it is missing or empty, in which
  /// case SVG draws nothing of the group.
  public func resolved(box: Rect?) -> [Shape]? {
    guard units == .objectBoundingBox else { return shapes }
    guard let box, box.width > 0, box.height > 0 else { return nil }
    let map = Transform.scale(box.width, box.height).then(.translation(box.minX, box.minY))
    return shapes.map { Shape(path: $0.path.transformed(by: map), rule: $0.rule) }
  }
}
