import SymbolGeometry

/// A box that holds everything a group's content may paint, in the group's coordinates,
/// kept while the group is read so that a viewport's clip can be left out when nothing
/// crosses it: a clip costs the renderer two offscreen layers, and the normalised SVG two
/// masks, for every sprite icon that merely fits its view box.
///
/// The box may be larger than what is painted (curves count by their control points, a
/// stroke by its farthest join), never smaller.
struct SVGPaintReach {
  /// The box; `nil` when nothing is painted.
  private(set) var box: Rect?
  /// Whether some geometry has no finite box, so no clip may be dropped.
  private(set) var isUnbounded = false

  /// Nothing painted.
  init() {}

  /// What `node`, placed by `transform`, paints.
  init(_ node: SVGPathNode, transform: Transform) {
    guard node.fill != nil || node.stroke != nil else { return }
    guard node.path.isFinite else {
      isUnbounded = true
      return
    }
    guard var bounds = node.path.controlBounds else { return }
    if let stroke = node.stroke { bounds = bounds.insetBy(-Self.reach(of: stroke.style)) }
    self = SVGPaintReach(box: bounds).mapped(by: transform)
  }

  private init(box: Rect) {
    self.box = box
    isUnbounded = ![box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite)
  }

  /// Grows the box to hold `other` too.
  mutating func add(_ other: SVGPaintReach) {
    isUnbounded = isUnbounded || other.isUnbounded
    guard let added = other.box else { return }
    box = box.map { $0.union(added) } ?? added
  }

  /// The reach in the coordinates `transform` maps into.
  func mapped(by transform: Transform) -> SVGPaintReach {
    guard let box, transform != .identity else { return self }
    guard let mapped = box.transformed(by: transform) else {
      var unbounded = self
      unbounded.isUnbounded = true
      return unbounded
    }
    var reach = SVGPaintReach(box: mapped)
    reach.isUnbounded = reach.isUnbounded || isUnbounded
    return reach
  }

  /// Whether everything lies inside `rect` placed by `placement` (so clipping to it changes
  /// nothing). Tolerant by a billionth of the rectangle's size: content that exactly fills
  /// a view box must not be clipped because a scale rounded its edge outwards.
  func fits(inside rect: Rect, placedBy placement: Transform) -> Bool {
    guard !isUnbounded else { return false }
    guard let box else { return true }
    guard let inverse = placement.inverted else { return false }
    let slack = 1e-9 * max(rect.width, rect.height, 1)
    return box.corners.map(inverse.apply).allSatisfy(rect.insetBy(-slack).contains)
  }

  /// The reach once clipped to `region`, a box in the same coordinates.
  func clipped(to region: Rect) -> SVGPaintReach {
    guard let box, !isUnbounded else { return SVGPaintReach(box: region) }
    guard let overlap = box.intersection(region) else { return SVGPaintReach() }
    return SVGPaintReach(box: overlap)
  }

  /// How far a stroke's outline reaches beyond its path. Narrower than
  /// `StrokeStyle.reach` where the joins cannot be miters, as most icons' round joins are.
  private static func reach(of style: StrokeStyle) -> Double {
    let half = 0.5 * style.width
    let cap = style.cap == .square ? half * 2.0.squareRoot() : half
    return style.join == .miter ? max(style.reach, cap) : cap
  }
}
