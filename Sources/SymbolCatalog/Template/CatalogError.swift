/// Why a catalog source file (a symbol template, the manifest) was rejected: where, what was
/// wrong and what would have been accepted.
///
/// Every reader of catalog files throws this one type so that tools print all problems the
/// same way, `file:line:column: message`, which editors and terminals turn into links.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: the offending element, attribute, guide or JSON value.
  public var location: SourceLocation
  /// What kind of problem it is, for tools that sort problems: the message is for people.
  public var problem: CatalogProblem
  /// What is wrong and what is accepted, as one or more sentences without the location.
  public var message: String

  /// Creates an error of kind `problem` at `location`.
  public init(_ problem: CatalogProblem, location: SourceLocation, message: String) {
    self.location = location
    self.problem = problem
    self.message = message
  }

  /// Creates an error of kind `problem` at a line and column of `file` (1-based; 0 when
  /// unknown).
  public init(_ problem: CatalogProblem, file: String, line: Int, column: Int, message: String) {
    self.init(problem, location: SourceLocation(file: file, line: line, column: column), message: message)
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}
