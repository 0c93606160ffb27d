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
  /// What was wrong and what was expected, without the position: for callers that show
  /// `line` and `column` their own way (`FILE:LINE:COLUMN: problem`).
  public let problem: String

  /// Creates an error whose message is used verbatim, as its problem too.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
    problem = message
  }

  /// Creates an error reading "`problem` at line L, column C", followed by "; `advice`" if any.
  init(_ problem: String, at position: XMLSourcePosition, advice: String? = nil) {
    line = position.line
    column = position.column
    let advice = advice.map { "; \($0)" } ?? ""
    message = "\(problem) at line \(position.line), column \(position.column)" + advice
    self.problem = problem + advice
  }

  /// The full message, including the position.
  public var description: String { message }

  /// Errors are the same when they say the same at the same place; `problem` is part of
  /// `message`.
  public static func == (a: XMLError, b: XMLError) -> Bool {
    a.line == b.line && a.column == b.column && a.message == b.message
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(message)
  }
}

/// A 1-based place in the source, as reported in errors and stored on elements and attributes.
struct XMLSourcePosition: Hashable, Sendable {
  var line: Int
  var column: Int
}
