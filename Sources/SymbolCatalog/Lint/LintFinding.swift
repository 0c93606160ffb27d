/// One problem the catalog lint found: where, how bad, what, and under which rule.
///
/// Findings sort by file, line and column (then severity, rule and message, so that two
/// findings at one spot also come out in a fixed order): the output of a lint run is the
/// same on every machine and every run.
public struct LintFinding: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    /// The catalog breaks a rule the loader or the engine relies on; the lint fails.
    case error
    /// Probably unintended but harmless to loading (geometry past a margin, ignored markup).
    case warning
  }

  /// Where the problem is; line and column are 0 when the finding concerns a whole file.
  public var location: SourceLocation
  /// How bad the problem is.
  public var severity: Severity
  /// What is wrong and what is accepted, without the location.
  public var message: String
  /// The rule that produced the finding.
  public var rule: LintRule

  /// Creates a finding.
  public init(location: SourceLocation, severity: Severity = .error, message: String, rule: LintRule) {
    self.location = location
    self.severity = severity
    self.message = message
    self.rule = rule
  }

  /// Creates an error finding from a ``CatalogError`` of the readers.
  public init(_ error: CatalogError, rule: LintRule) {
    self.init(location: error.location, severity: .error, message: error.message, rule: rule)
  }

  /// The line to print: 1 when the finding concerns the whole file, as compilers do.
  public var printedLine: Int { max(location.line, 1) }

  /// The column to print: 1 when the finding concerns a whole file or line.
  public var printedColumn: Int { max(location.column, 1) }

  /// `file:line:column: error: message [rule-id]`, the form compilers use, so editors and
  /// terminals turn it into a link.
  /// Control characters in the file name or the message (a manifest name may hold a line
  /// break or an escape sequence) are written escaped (`\n`, `\u{1B}`), so that each finding
  /// is one line, as tools that read these lines expect; so are the bidirectional overrides
  /// and isolates (`\u{202E}`), which would make the rest of the line read backwards.
  public var description: String {
    let file = Self.oneLine(location.file)
    return
      "\(file):\(printedLine):\(printedColumn): \(severity.rawValue): \(Self.oneLine(message)) [\(rule.id)]"
  }

  /// `text` with its control characters, the line and paragraph separators and the
  /// bidirectional overrides and isolates escaped.
  private static func oneLine(_ text: String) -> String {
    func breaks(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: breaks) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if breaks(scalar) {
        result += scalar.escaped(asASCII: true)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Orders by file, line and column, then errors before warnings, then rule and message.
  public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.severity != rhs.severity { return lhs.severity == .error }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return lhs.message < rhs.message
  }
}

extension Array where Element == LintFinding {
  /// The number of findings of severity error.
  public var errorCount: Int { count { $0.severity == .error } }

  /// The number of findings of severity warning.
  public var warningCount: Int { count { $0.severity == .warning } }
}
