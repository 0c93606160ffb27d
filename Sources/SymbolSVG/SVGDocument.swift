import Synchronization

/// A parsed SVG document, simplified to groups and painted paths (see `SVGReader`).
public struct SVGDocument: Sendable {
  /// The width of the viewport in px.
  ///
  /// Taken from the root `width` attribute (any absolute unit, converted at 96 px per inch);
  /// when it is absent or a percentage, derived from `height` and the view box's aspect ratio,
  /// else the view box width, else 100 (SVG's default viewport used by resvg as well).
  public var width: Double
  /// The height of the viewport in px; resolved like `width`.
  public var height: Double
  /// The content. Its transform maps user space (the view box) into the viewport.
  public var root: SVGGroup {
    get { tree.root }
    set { tree = SVGTree(root: newValue) }
  }
  /// What was skipped while reading, in document order.
  public var warnings: [SVGWarning]

  /// The owner of the content, which frees it level by level.
  private var tree: SVGTree

  /// Creates a document from its parts.
  public init(width: Double, height: Double, root: SVGGroup, warnings: [SVGWarning] = []) {
    self.width = width
    self.height = height
    self.tree = SVGTree(root: root)
    self.warnings = warnings
  }
}

/// Holds a document's tree and frees it without recursion.
///
/// Groups nest as values, and Swift frees a nested value by recursion, one stack frame or
/// more per level: a document of 60 000 nested translucent groups (within the XML reader's
/// depth limit) crashed on its way out. The tree's last owner is the document, so its
/// deinitializer takes the tree apart from the top, holding every node of a level before
/// the level above is freed.
private final class SVGTree: Sendable {
  private let storage: Mutex<SVGGroup>

  init(root: SVGGroup) {
    storage = Mutex(root)
  }

  var root: SVGGroup { storage.withLock { $0 } }

  deinit {
    var nodes = storage.withLock { root in
      let nodes = root.children + (root.mask?.content ?? [])
      root = SVGGroup()
      return nodes
    }
    SVGGroup.dismantle(&nodes)
  }
}

extension SVGGroup {
  /// Frees `pending` and everything below it level by level, without recursion: each
  /// group's children (and mask content) are held here before the group itself is freed,
  /// so freeing it only releases them. Subtrees shared with another owner stay alive.
  ///
  /// Takes the nodes `inout`, leaving it empty: a copy kept by the caller would hold the
  /// first level, and with it the whole tree, until the caller freed it by recursion.
  static func dismantle(_ pending: inout [SVGNode]) {
    while let node = pending.popLast() {
      guard case .group(let group) = node else { continue }
      pending.append(contentsOf: group.children)
      if let mask = group.mask { pending.append(contentsOf: mask.content) }
    }
  }
}
