import SymbolCatalog

/// How findings are printed: compiler-style lines, a JSON array, and a summary.
enum FindingsOutput {
  /// One `file:line:column: severity: message [rule-id]` line per finding.
  static func text(_ findings: [LintFinding]) -> String {
    findings.map { "\($0)\n" }.joined()
  }

  /// A JSON array of objects with the keys file, line, column, severity, message and rule,
  /// one object per line so that the output also reads well and diffs line by line.
  static func json(_ findings: [LintFinding]) -> String {
    let objects = findings.map { finding in
      "  {\"file\": \(JSONText.string(finding.location.file)), \"line\": \(finding.printedLine),"
        + " \"column\": \(finding.printedColumn), \"severity\": \(JSONText.string(finding.severity.rawValue)),"
        + " \"message\": \(JSONText.string(finding.message)), \"rule\": \(JSONText.string(finding.rule.id))}"
    }
    return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// `Symbols: 2 errors, 1 warning`, or `Symbols: no problems found`.
  static func summary(_ findings: [LintFinding], folder: String) -> String {
    let (errors, warnings) = (findings.errorCount, findings.warningCount)
    guard errors + warnings > 0 else { return "\(folder): no problems found" }
    return "\(folder): \(count(errors, "error")), \(count(warnings, "warning"))"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

/// The rule list of `--rules` and `--help`.
enum RuleList {
  /// `id  summary` lines, ids aligned in one column.
  static func text(indent: String) -> String {
    let width = LintRule.allCases.map(\.id.count).max() ?? 0
    return LintRule.allCases.map { rule in
      indent + rule.id + String(repeating: " ", count: width - rule.id.count + 2) + line(rule)
    }.joined(separator: "\n")
  }

  /// `- id: summary` lines for `--help`, which re-wraps long lines, so no column alignment.
  static var helpText: String {
    LintRule.allCases.map { "- \($0.id): \(line($0))" }.joined(separator: "\n")
  }

  /// The rule's summary, marked `[warning]` when its findings are warnings.
  private static func line(_ rule: LintRule) -> String {
    rule.summary + (rule.severity == .warning ? " [warning]" : "")
  }

  /// A JSON array of objects with the keys id, severity and description.
  static func json() -> String {
    let objects = LintRule.allCases.map { rule in
      "  {\"id\": \(JSONText.string(rule.id)), \"severity\": \(JSONText.string(rule.severity.rawValue)),"
        + " \"description\": \(JSONText.string(rule.summary))}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }
}

/// JSON string literals (RFC 8259): quotes, backslashes and control characters escaped,
/// everything else written as UTF-8.
enum JSONText {
  /// `text` as a quoted JSON string.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
