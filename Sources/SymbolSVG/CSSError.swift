/// Why a CSS value (so far: a colour or paint) was rejected, where, and what would have worked.
///
/// The description is meant to be shown to a person as is, for example
/// "unknown colour 'blurple' at offset 5; accepted: #rgb, #rgba, #rrggbb, …".
public struct CSSError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, without position or advice, e.g. "unknown colour 'blurple'".
  public let problem: String
  /// The offending piece of the input (a name, a token, or the rest of the value).
  public let text: String
  /// The 0-based offset of `text` in the parsed value, counted in Unicode scalars.
  public let offset: Int
  /// The syntaxes the parser would have accepted at that spot.
  public let accepted: String

  /// Creates an error from its parts.
  public init(problem: String, text: String, offset: Int, accepted: String) {
    self.problem = problem
    self.text = text
    self.offset = offset
    self.accepted = accepted
  }

  /// "`problem` at offset N; accepted: `accepted`".
  public var description: String {
    "\(problem) at offset \(offset); accepted: \(accepted)"
  }
}
