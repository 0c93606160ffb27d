import SymbolGeometry

/// A `<mask>` applied to a group: its content, drawn offscreen, scales the group's pixels
/// by its luminance (or its alpha) inside the mask's region, and hides them outside it.
///
/// Units follow SVG: the region is in the masked group's user space
/// (`maskUnits="userSpaceOnUse"`) or in fractions of the group's bounding box
/// (`objectBoundingBox`, the default, with the region -10% -10% 120% 120%); the content is
/// in the group's user space (the default) or in bounding-box fractions.
public struct SVGMask: Sendable {
  /// Whether lengths are in user space or in fractions of the masked content's box.
  public enum Units: Sendable, Hashable {
    /// The masked group's own coordinates.
    case userSpaceOnUse
    /// Fractions of the masked group's bounding box: its geometry, painted or not, without
    /// strokes.
    case objectBoundingBox
  }

  /// What of the content's pixels masks: `mask-type`.
  public enum Kind: Sendable, Hashable {
    /// 0.2125 R + 0.7154 G + 0.0721 B of the content's premultiplied sRGB colour.
    case luminance
    /// The content's alpha.
    case alpha
  }

  /// The region outside which nothing of the group shows, in `regionUnits`.
  public var region: Rect
  /// The units of `region`.
  public var regionUnits: Units
  /// The units of the content's coordinates.
  public var contentUnits: Units
  /// Luminance or alpha.
  public var kind: Kind
  /// What is drawn to make the mask, bottom-most first, in the content units.
  public var content: [SVGNode]
  /// The `<mask>` element, for messages.
  public var source: SVGElementLocation?

  /// Creates a mask; the defaults are SVG's: the region -10% -10% 120% 120% of the bounding
  /// box, content in user space, luminance.
  public init(
    region: Rect = Rect(x: -0.1, y: -0.1, width: 1.2, height: 1.2), regionUnits: Units = .objectBoundingBox,
    contentUnits: Units = .userSpaceOnUse, kind: Kind = .luminance, content: [SVGNode] = [],
    source: SVGElementLocation? = nil
  ) {
    self.region = region
    self.regionUnits = regionUnits
    self.contentUnits = contentUnits
    self.kind = kind
    self.content = content
    self.source = source
  }

  /// The region and the content's placement in the masked group's user space, for content
  /// whose bounding box (in that space) is `box`; `nil` when a unit needs the box and it is
  /// missing or empty, in which case SVG draws nothing of the group.
  public func resolved(box: Rect?) -> (region: Rect, content: Transform)? {
    func boxTransform() -> Transform? {
      guard let box, box.width > 0, box.height > 0 else { return nil }
      return Transform.scale(box.width, box.height).then(.translation(box.minX, box.minY))
    }
    var regionInUserSpace = region
    if regionUnits == .objectBoundingBox {
      guard let map = boxTransform() else { return nil }
      let corners = [Point(region.minX, region.minY), Point(region.maxX, region.maxY)].map(map.apply)
      regionInUserSpace = Rect(point: corners[0]).union(corners[1])
    }
    var placement = Transform.identity
    if contentUnits == .objectBoundingBox {
      guard let map = boxTransform() else { return nil }
      placement = map
    }
    return (regionInUserSpace, placement)
  }
}
