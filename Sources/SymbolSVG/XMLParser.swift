/// A small, secure XML parser for the SVG reader.
///
/// It reads UTF-8, builds the tree iteratively (no recursion, whatever the depth) and never
/// expands declared entities: DOCTYPEs are skipped, and a reference to anything but the five
/// predefined entities or a character reference is an error, so entity-expansion attacks fail
/// at once. Namespaces are not resolved; names keep their prefixes.
public enum XMLParser {
  /// Resource limits; exceeding one is an `XMLError` rather than unbounded work.
  public struct Limits: Hashable, Sendable {
    /// The deepest element nesting accepted; the root element is at depth 1.
    public var maximumDepth: Int
    /// The most elements plus text nodes accepted in one document.
    public var maximumNodeCount: Int
    /// The largest input accepted, in UTF-8 bytes.
    public var maximumInputBytes: Int

    /// Creates limits; the defaults are 100,000 levels, a million nodes and 64 MiB.
    ///
    /// A node takes about 420 bytes once read, and a drawn shape about 1 KB all told: 9.9
    /// million empty `<g/>` (40 MB of text) took 4.2 GB, and 1.9 million rects 12 s and
    /// 2 GB. rsvg-convert refuses a million elements.
    public init(
      maximumDepth: Int = 100_000, maximumNodeCount: Int = 1_000_000,
      maximumInputBytes: Int = 64 << 20
    ) {
      self.maximumDepth = maximumDepth
      self.maximumNodeCount = maximumNodeCount
      self.maximumInputBytes = maximumInputBytes
    }

    /// 100,000 levels, a million nodes and 64 MiB.
    public static let standard = Limits()
  }

  /// Parses a whole document with the standard limits and returns its root element.
  public static func parse(_ text: String) throws(XMLError) -> XMLElement {
    try parse(text, limits: .standard)
  }

  /// Parses a whole document and returns its root element.
  public static func parse(_ text: String, limits: Limits) throws(XMLError) -> XMLElement {
    try parse(utf8: Array(text.utf8), limits: limits)
  }

  /// Parses a whole document given as UTF-8 bytes (an initial byte-order mark is skipped) and
  /// returns its root element. Malformed UTF-8 is an error.
  public static func parse(
    utf8 bytes: [UInt8], limits: Limits = .standard
  ) throws(XMLError)
    -> XMLElement
  {
    guard bytes.count <= limits.maximumInputBytes else {
      throw XMLError(
        "input of \(bytes.count) bytes is larger than the limit of \(limits.maximumInputBytes) bytes",
        at: XMLSourcePosition(line: 1, column: 1))
    }
    let normalized = try XMLInputNormalizer.normalize(bytes)
    var reader = XMLDocumentReader(bytes: normalized, limits: limits)
    return XMLElement(tree: try reader.read(), index: 0)
  }
}
