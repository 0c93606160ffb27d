import SymbolGeometry

/// One entry of the simplified tree the reader produces: a group or a painted path.
public enum SVGNode: Sendable {
  /// A group of nodes sharing a transform and a group opacity.
  case group(SVGGroup)
  /// A path with its fill and stroke.
  case path(SVGPathNode)
}

/// Nodes drawn together: their coordinates pass through `transform`, and when `opacity` is
/// below 1 the renderer composites them offscreen first and blends the result at that opacity
/// (so overlapping children do not show through one another).
///
/// The reader keeps the tree shallow: a `<g>` without opacity does not become a group of its
/// own, its transform is folded into its children instead, so depth only grows with nested
/// group opacity.
public struct SVGGroup: Sendable {
  /// Maps the children's coordinates into the parent group's coordinates.
  public var transform: Transform
  /// The group opacity, in 0...1.
  public var opacity: Double
  /// The children, bottom-most first.
  public var children: [SVGNode]
  /// The mask the group is drawn through, if any (in the children's coordinates).
  public var mask: SVGMask? {
    get { masks.first }
    set { masks = newValue.map { [$0] } ?? [] }
  }
  /// The mask's storage: an array keeps the group one word larger, not a mask's size
  /// larger. A tree that no document owns (one a reader dropped on an error, one built in
  /// code) is still freed by recursion, a stack frame per level of the group's size.
  private var masks: [SVGMask] = []
  /// The clip the group is drawn through, if any (in the children's coordinates): applied
  /// to the group's content, before its opacity and its mask.
  public var clip: SVGClip? {
    get { clips.first }
    set { clips = newValue.map { [$0] } ?? [] }
  }
  /// The clip's storage, kept in an array for the same reason as the mask's.
  private var clips: [SVGClip] = []

  /// Creates a group; the defaults are an identity transform, full opacity, no mask and no
  /// clip.
  public init(
    transform: Transform = .identity, opacity: Double = 1, children: [SVGNode] = [], mask: SVGMask? = nil,
    clip: SVGClip? = nil
  ) {
    self.transform = transform
    self.opacity = opacity
    self.children = children
    self.masks = mask.map { [$0] } ?? []
    self.clips = clip.map { [$0] } ?? []
  }

  /// Whether the group changes nothing about its children and could be dissolved.
  var isTransparentWrapper: Bool {
    transform == .identity && opacity >= 1 && masks.isEmpty && clips.isEmpty
  }

  /// Calls `body` with every path in drawing order, its transform into this group's parent
  /// space (this group's own transform included) and the product of the group opacities
  /// above it.
  ///
  /// Walks with an explicit stack, so arbitrarily deep trees cannot overflow the call stack.
  /// Multiplying opacities loses the offscreen compositing; it suits measuring and testing,
  /// not faithful rendering of overlapping translucent shapes.
  public func forEachPath(
    _ body: (_ path: SVGPathNode, _ transform: Transform, _ opacity: Double) throws -> Void
  ) rethrows {
    struct Level {
      var children: [SVGNode]
      var next: Int
      var transform: Transform
      var opacity: Double
    }
    var stack = [Level(children: children, next: 0, transform: transform, opacity: opacity)]
    while let top = stack.last {
      guard top.next < top.children.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      switch top.children[top.next] {
      case .path(let path):
        try body(path, top.transform, top.opacity)
      case .group(let group):
        stack.append(
          Level(
            children: group.children, next: 0, transform: top.transform.concatenating(group.transform),
            opacity: top.opacity * group.opacity))
      }
    }
  }

  /// Every path with its transform and opacity, in drawing order (see `forEachPath(_:)`).
  public var flattenedPaths: [(path: SVGPathNode, transform: Transform, opacity: Double)] {
    var result: [(path: SVGPathNode, transform: Transform, opacity: Double)] = []
    forEachPath { path, transform, opacity in result.append((path, transform, opacity)) }
    return result
  }

  /// The bounds of every path's geometry (strokes not included) in the parent's space, or
  /// `nil` when the group holds no path.
  public var geometryBounds: Rect? {
    var bounds: Rect?
    forEachPath { path, transform, _ in
      guard let box = path.path.transformed(by: transform).bounds else { return }
      bounds = bounds.map { $0.union(box) } ?? box
    }
    return bounds
  }
}
