import SymbolGeometry
import SymbolSVG

/// The bounds of a group's content, which masks and clips in bounding-box units are sized
/// by, measured once for a whole subtree: the children's box in their own coordinates, and
/// the same for every group inside.
///
/// `SVGGroup.geometryBounds` walks the whole subtree each time, so groups nested n deep,
/// each masked or clipped in bounding-box units, cost n² (a review measured 20,000 levels at
/// 10.5 s and the 100,000-level limit at minutes). Measured here, each path is measured
/// once. A child group's box in its parent's space is its own box mapped through its
/// transform when that only scales and translates, which gives exactly the box of its
/// mapped points; under rotation or skew the box of a mapped box would be looser than the
/// points', so that child's paths are mapped and measured again, as before.
///
/// The measurements of a subtree are stored flat, one entry per group, and a value is a
/// handle to one entry: a tree of nested values as deep as the document would be freed by
/// recursion, a stack frame per level, and 100,000 levels overflow the stack.
struct SVGContentBounds {
  /// The flat measurements: per group, its content's box and where its children's entries
  /// start in `children` (one per child, aligned with `SVGGroup.children`: the child
  /// group's entry, or -1 for a path).
  private final class Storage: Sendable {
    let bounds: [Rect?]
    let firstChild: [Int]
    let children: [Int]

    init(bounds: [Rect?], firstChild: [Int], children: [Int]) {
      self.bounds = bounds
      self.firstChild = firstChild
      self.children = children
    }
  }

  private let storage: Storage
  private let entry: Int
  /// Whether this is the group `SVGDrawList` wraps around the entry's group (its only child,
  /// without the transform) to carry its clip as a mask.
  private let isWrapper: Bool

  /// The box of every path's geometry (strokes not included) in the children's coordinates,
  /// or `nil` when they hold no path.
  var bounds: Rect? { storage.bounds[entry] }

  /// The measurements of the child at `index` of the group's children, `nil` for a path.
  func group(at index: Int) -> SVGContentBounds? {
    if isWrapper {
      return index == 0 ? SVGContentBounds(storage: storage, entry: entry, isWrapper: false) : nil
    }
    let child = storage.children[storage.firstChild[entry] + index]
    return child < 0 ? nil : SVGContentBounds(storage: storage, entry: child, isWrapper: false)
  }

  /// The measurements of a group holding only this one's group, without its transform.
  var wrapped: SVGContentBounds { SVGContentBounds(storage: storage, entry: entry, isWrapper: true) }

  private init(storage: Storage, entry: Int, isWrapper: Bool) {
    self.storage = storage
    self.entry = entry
    self.isWrapper = isWrapper
  }

  /// Measures `children` and every group inside them, walked with an explicit stack:
  /// documents nest groups up to the reader's depth limit.
  init(of children: [SVGNode]) {
    struct Level {
      var entry: Int
      var children: [SVGNode]
      var bounds: Rect?
      var entries: [Int] = []

      mutating func include(_ box: Rect?) {
        guard let box else { return }
        bounds = bounds.map { $0.union(box) } ?? box
      }
    }
    var bounds: [Rect?] = [nil]
    var firstChild = [0]
    var childEntries: [Int] = []
    var stack = [Level(entry: 0, children: children)]
    while let top = stack.last {
      let index = top.entries.count
      if index < top.children.count {
        switch top.children[index] {
        case .path(let node):
          stack[stack.count - 1].include(node.path.bounds)
          stack[stack.count - 1].entries.append(-1)
        case .group(let group):
          bounds.append(nil)
          firstChild.append(0)
          stack.append(Level(entry: bounds.count - 1, children: group.children))
        }
        continue
      }
      let finished = stack.removeLast()
      bounds[finished.entry] = finished.bounds
      firstChild[finished.entry] = childEntries.count
      childEntries.append(contentsOf: finished.entries)
      guard let parent = stack.last, case .group(let group) = parent.children[parent.entries.count] else {
        continue
      }
      var box: Rect?
      if let content = finished.bounds {
        if group.transform.isTranslationAndScale, let mapped = content.transformed(by: group.transform) {
          box = mapped
        } else {
          // Rotated or skewed, or overflowing once mapped: measured point by point.
          box = SVGGroup(transform: group.transform, children: group.children).geometryBounds
        }
      }
      stack[stack.count - 1].include(box)
      stack[stack.count - 1].entries.append(finished.entry)
    }
    self.init(
      storage: Storage(bounds: bounds, firstChild: firstChild, children: childEntries), entry: 0,
      isWrapper: false)
  }
}
