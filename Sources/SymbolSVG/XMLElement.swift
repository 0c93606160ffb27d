/// An element of a parsed XML document: its name, attributes, children and source position.
///
/// `XMLElement` is an immutable value. It is a view into a shared, flat tree (see `XMLTree`)
/// rather than a nest of arrays, so that documents nested tens of thousands of levels deep can
/// be released without recursion. Equality and hashing are structural (names, attributes,
/// children and positions) and are also computed with explicit stacks, never recursion.
/// Holding any element keeps its whole document alive.
public struct XMLElement: Sendable {
  let tree: XMLTree
  let index: Int

  init(tree: XMLTree, index: Int) {
    self.tree = tree
    self.index = index
  }

  /// Creates a stand-alone element, copying the given children (which may come from parsed
  /// documents) into new storage.
  public init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [], line: Int = 1,
    column: Int = 1
  ) {
    var records = [
      XMLElementRecord(name: name, attributes: attributes, line: line, column: column, children: [])
    ]
    // Each entry copies the children of `source` (a record of `tree`) to record `destination`.
    var pending: [(tree: XMLTree, source: Int, destination: Int)] = []
    var rootChildren: [XMLChildReference] = []
    for child in children {
      switch child {
      case .text(let text):
        rootChildren.append(.text(text))
      case .element(let element):
        rootChildren.append(.element(records.count))
        pending.append((element.tree, element.index, records.count))
        records.append(element.tree.records[element.index].withoutChildren)
      }
    }
    records[0].children = rootChildren
    while let (sourceTree, source, destination) = pending.popLast() {
      var copied: [XMLChildReference] = []
      for child in sourceTree.records[source].children {
        switch child {
        case .text(let text):
          copied.append(.text(text))
        case .element(let childIndex):
          copied.append(.element(records.count))
          pending.append((sourceTree, childIndex, records.count))
          records.append(sourceTree.records[childIndex].withoutChildren)
        }
      }
      records[destination].children = copied
    }
    self.init(tree: XMLTree(records: records), index: 0)
  }

  /// The qualified name, prefix included (such as `svg:rect`); namespaces are not resolved.
  public var name: String { tree.records[index].name }

  /// The attributes in document order.
  public var attributes: [XMLAttribute] { tree.records[index].attributes }

  /// The child elements and text runs in document order.
  public var children: [XMLNode] {
    tree.records[index].children.map { child in
      switch child {
      case .element(let childIndex): .element(XMLElement(tree: tree, index: childIndex))
      case .text(let text): .text(text)
      }
    }
  }

  /// Only the child elements, in document order, skipping text.
  public var childElements: [XMLElement] {
    tree.records[index].children.compactMap { child in
      if case .element(let childIndex) = child { return XMLElement(tree: tree, index: childIndex) }
      return nil
    }
  }

  /// The 1-based line of this element's `<`.
  public var line: Int { tree.records[index].line }

  /// The 1-based column (in Unicode scalars) of this element's `<`.
  public var column: Int { tree.records[index].column }

  /// The value of the attribute with this exact qualified name, or `nil` if there is none.
  public func attribute(_ name: String) -> String? {
    tree.records[index].attributes.first { $0.name == name }?.value
  }
}

extension XMLElement: Hashable {
  /// Structural equality over the whole subtree, compared with an explicit stack.
  public static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
    if lhs.tree === rhs.tree && lhs.index == rhs.index { return true }
    var pending = [(lhs.index, rhs.index)]
    while let (left, right) = pending.popLast() {
      let a = lhs.tree.records[left]
      let b = rhs.tree.records[right]
      guard a.name == b.name, a.line == b.line, a.column == b.column,
        a.attributes == b.attributes, a.children.count == b.children.count
      else { return false }
      for (x, y) in zip(a.children, b.children) {
        switch (x, y) {
        case (.text(let s), .text(let t)):
          guard s == t else { return false }
        case (.element(let i), .element(let j)):
          pending.append((i, j))
        default:
          return false
        }
      }
    }
    return true
  }

  /// Hashes the whole subtree, visiting it with an explicit stack.
  public func hash(into hasher: inout Hasher) {
    var pending = [index]
    while let current = pending.popLast() {
      let record = tree.records[current]
      hasher.combine(record.name)
      hasher.combine(record.line)
      hasher.combine(record.column)
      hasher.combine(record.attributes)
      hasher.combine(record.children.count)
      for child in record.children {
        switch child {
        case .text(let text):
          hasher.combine(0)
          hasher.combine(text)
        case .element(let childIndex):
          hasher.combine(1)
          pending.append(childIndex)
        }
      }
    }
  }
}

extension XMLElementRecord {
  fileprivate var withoutChildren: XMLElementRecord {
    var copy = self
    copy.children = []
    return copy
  }
}

extension XMLElement: CustomDebugStringConvertible {
  /// The start tag with its attributes and position, such as `<g id="a"> at 3:5 (2 children)`;
  /// it does not descend into children, so it stays short for any document.
  public var debugDescription: String {
    let record = tree.records[index]
    let attributes = record.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
    return "<\(record.name)\(attributes)> at \(record.line):\(record.column) "
      + "(\(record.children.count) children)"
  }
}
