/// Something in a style sheet that was skipped rather than rejected.
///
/// Style sheets in real-world SVG often carry rules aimed at browsers (descendant selectors,
/// `@media` blocks, hover effects). Failing the whole document for them would be unhelpful, so
/// the parser drops what it cannot evaluate and records a warning instead.
public struct CSSWarning: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line where the skipped construct starts. CR-LF and lone CR count as one break.
  public let line: Int
  /// The 1-based column where the skipped construct starts, counted in Unicode scalars.
  public let column: Int
  /// The skipped source text (a selector, or the head of an at-rule).
  public let text: String
  /// Why it was skipped.
  public let reason: String

  /// Creates a warning from its parts.
  public init(line: Int, column: Int, text: String, reason: String) {
    self.line = line
    self.column = column
    self.text = text
    self.reason = reason
  }

  /// "line L, column C: skipped 'text' (reason)".
  public var description: String {
    "line \(line), column \(column): skipped \(MessageQuotation.quoted(text)) (\(reason))"
  }
}
