/// A child of an element: either a nested element or a run of character data.
///
/// Adjacent text and CDATA sections are merged into one `text` node (comments and processing
/// instructions between them are dropped). Whitespace-only text is kept, because only the
/// consumer knows whether it matters.
public enum XMLNode: Hashable, Sendable {
  /// A nested element.
  case element(XMLElement)
  /// Decoded character data, from ordinary text and CDATA sections.
  case text(String)

  /// The element, if this node is one.
  public var element: XMLElement? {
    if case .element(let element) = self { return element }
    return nil
  }

  /// The text, if this node is character data.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}
