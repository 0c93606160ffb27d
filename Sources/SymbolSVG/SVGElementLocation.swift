/// Where an element of an SVG document starts, so that later stages (the renderer, the
/// SVG writer) can name the element an error comes from, as the reader's own errors do.
public struct SVGElementLocation: Hashable, Sendable, CustomStringConvertible {
  /// The element's local name, such as `path` or `circle`.
  public var element: String
  /// The 1-based line of the element's `<`.
  public var line: Int
  /// The 1-based column of the element's `<`, in Unicode scalars.
  public var column: Int

  /// Creates a location from its parts.
  public init(element: String, line: Int, column: Int) {
    self.element = element
    self.line = line
    self.column = column
  }

  /// "<element> at line L, column C".
  public var description: String { "<\(element)> at line \(line), column \(column)" }
}
