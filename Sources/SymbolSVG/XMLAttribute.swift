/// One attribute of an element, exactly as written (after reference and whitespace decoding).
public struct XMLAttribute: Hashable, Sendable {
  /// The qualified name, prefix included, such as `xlink:href`; namespaces are not resolved.
  public var name: String
  /// The decoded value: references replaced and literal tabs and line breaks turned into spaces.
  public var value: String
  /// The 1-based line where the attribute's name starts.
  public var line: Int
  /// The 1-based column (in Unicode scalars) where the attribute's name starts.
  public var column: Int

  /// Creates an attribute; the position defaults to the start of the document.
  public init(name: String, value: String, line: Int = 1, column: Int = 1) {
    self.name = name
    self.value = value
    self.line = line
    self.column = column
  }
}
