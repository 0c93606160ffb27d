/// Something in an SVG document that the reader skipped instead of rejecting.
///
/// Icons exported from design tools often carry content this engine does not draw
/// (gradients, text, filters). Failing the whole document for them would be unhelpful, so the
/// reader drops it and records where it was; `SVGReadOptions.strict` turns the first warning
/// into an error instead.
public struct SVGWarning: Hashable, Sendable, CustomStringConvertible {
  /// The element the warning is about, such as `linearGradient`.
  public var element: String
  /// The 1-based line of the element (or of the attribute, when one is at fault).
  public var line: Int
  /// The 1-based column of the element (or of the attribute), in Unicode scalars.
  public var column: Int
  /// What was skipped and why.
  public var message: String

  /// Creates a warning from its parts.
  public init(element: String, line: Int, column: Int, message: String) {
    self.element = element
    self.line = line
    self.column = column
    self.message = message
  }

  /// "line L, column C: <element>: message".
  public var description: String {
    "line \(line), column \(column): \(MessageQuotation.tag(element)): \(message)"
  }
}
