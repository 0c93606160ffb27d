/// The flat storage behind every `XMLElement`: one record per element, children by index.
///
/// A tree of nested value types (`[XMLNode]` inside `XMLElement` inside `XMLNode`…) is released
/// recursively, one chain of stack frames per level, so a document with tens of thousands of
/// nested elements can crash on destruction even when it was parsed iteratively. Keeping every
/// element in one array makes destruction, like parsing, a flat loop regardless of depth.
final class XMLTree: Sendable {
  /// All elements of the document; the root is at index 0 for parsed documents.
  let records: [XMLElementRecord]

  init(records: [XMLElementRecord]) {
    self.records = records
  }
}

/// One element in an `XMLTree`.
struct XMLElementRecord: Sendable {
  var name: String
  var attributes: [XMLAttribute]
  var line: Int
  var column: Int
  var children: [XMLChildReference]
}

/// A child of an `XMLElementRecord`: another record of the same tree, or text.
enum XMLChildReference: Sendable {
  case element(Int)
  case text(String)
}
