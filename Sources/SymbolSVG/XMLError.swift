/// Why an XML document was rejected, and where the parser noticed it.
///
/// The message is a complete sentence that says what the parser expected, so it can be shown
/// to a person as is; `line` and `column` let tools point at the spot.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the offending input. CR-LF and lone CR count as one line break.
  public let line: Int
  /// The 1-based column of the offending input, counted in Unicode scalars.
  public let column: Int
  /// What was wrong and what was expected, including the position.
  public let message: String

  /// Creates an error whose message is used verbatim.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// Creates an error reading "`problem` at line L, column C", followed by "; `advice`" if any.
  init(_ problem: String, at position: XMLSourcePosition, advice: String? = nil) {
    var message = "\(problem) at line \(position.line), column \(position.column)"
    if let advice {
      message += "; \(advice)"
    }
    self.init(line: position.line, column: position.column, message: message)
  }

  /// The full message, including the position.
  public var description: String { message }
}

/// A 1-based place in the source, as reported in errors and stored on elements and attributes.
struct XMLSourcePosition: Hashable, Sendable {
  var line: Int
  var column: Int
}
