import Foundation
import SymbolCatalog
import XCTest

/// The `symbol-lint` binary: output format, JSON, rule list and exit statuses.
final class SymbolLintCommandTests: XCTestCase {
  /// The parts of a `file:line:column: error|warning: message [rule-id]` line, or `nil` when
  /// the line has another form.
  private static func parts(of line: String) -> (file: String, line: Int, severity: String, rule: String)? {
    guard let match = line.wholeMatch(of: #/(.+):(\d+):(\d+): (error|warning): (.+) \[([a-z-]+)\]/#),
      let number = Int(match.2), Int(match.3) != nil
    else { return nil }
    return (String(match.1), number, String(match.4), String(match.6))
  }

  /// The folder follows symbolctl's: `--catalog DIR`, else `SYMBOL_CATALOG`, else
  /// `Symbols`. The variable was ignored (and `--catalog` unknown), so a lint run beside a
  /// render checked another catalog than the one drawn.
  func testTheFolderFollowsSymbolctlsCatalogOptions() throws {
    let clean = try LintFixtures.folder("clean")
    let guides = try LintFixtures.folder("guides")
    let scratch = FileManager.default.temporaryDirectory.path
    let fromVariable = try SymbolLintRunner.run(
      [], in: scratch, environment: ["SYMBOL_CATALOG": clean])
    XCTAssertEqual(fromVariable.status, 0, fromVariable.error)
    XCTAssertEqual(fromVariable.error, "\(clean): no problems found\n")
    let fromOption = try SymbolLintRunner.run(
      ["--catalog", guides, "--json"], in: scratch, environment: ["SYMBOL_CATALOG": clean])
    XCTAssertEqual(fromOption.status, 1, fromOption.error)
    XCTAssertTrue(fromOption.output.contains("\"rule\": \"guides\""), fromOption.output)
    let fromArgument = try SymbolLintRunner.run([guides], environment: ["SYMBOL_CATALOG": clean])
    XCTAssertEqual(fromArgument.status, 1, fromArgument.error)
    // An empty variable counts as unset, as in symbolctl: `Symbols` here, which is missing.
    let unset = try SymbolLintRunner.run([], in: scratch, environment: ["SYMBOL_CATALOG": ""])
    XCTAssertEqual(unset.status, 1)
    XCTAssertTrue(unset.error.hasPrefix("error: Symbols: not a catalog folder"), unset.error)
    let twice = try SymbolLintRunner.run([clean, "--catalog", guides])
    XCTAssertEqual(twice.status, 64)
    XCTAssertTrue(twice.error.contains("the folder is given twice"), twice.error)
    let empty = try SymbolLintRunner.run(["--catalog", ""])
    XCTAssertEqual(empty.status, 64)
    XCTAssertTrue(empty.error.contains("--catalog needs a folder name"), empty.error)
  }

  func testCleanCatalogExitsZero() throws {
    let result = try SymbolLintRunner.run([LintFixtures.folder("clean")])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.error.hasSuffix(": no problems found\n"), result.error)
  }

  func testErrorsPrintOneLinePerFindingAndExitOne() throws {
    let folder = try LintFixtures.folder("guides")
    let result = try SymbolLintRunner.run([folder])
    XCTAssertEqual(result.status, 1, result.error)
    let lines = result.outputLines
    XCTAssertEqual(lines.count, 4, result.output)
    let parts = lines.compactMap(Self.parts(of:))
    XCTAssertEqual(parts.count, lines.count, "every line in file:line:column: severity: message [rule] form")
    XCTAssertEqual(parts.map(\.file), Array(repeating: folder + "/dot.svg", count: 4))
    XCTAssertEqual(parts.map(\.line), [5, 6, 7, 10])
    XCTAssertEqual(parts.map(\.severity), ["error", "warning", "error", "error"])
    XCTAssertEqual(parts.map(\.rule), Array(repeating: "guides", count: 4))
    XCTAssertEqual(result.error, "\(folder): 3 errors, 1 warning\n")
  }

  func testWarningsOnlyExitZero() throws {
    let result = try SymbolLintRunner.run([LintFixtures.folder("outside-margins")])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.outputLines.count, 2)
    XCTAssertTrue(
      result.outputLines.allSatisfy { $0.contains(": warning: ") && $0.hasSuffix("[outside-margins]") })
    XCTAssertTrue(result.error.hasSuffix(": 0 errors, 2 warnings\n"), result.error)
  }

  func testWarningsAsErrorsFailsOnWarnings() throws {
    let folder = try LintFixtures.folder("outside-margins")
    let result = try SymbolLintRunner.run([folder, "--warnings-as-errors"])
    XCTAssertEqual(result.status, 1, result.error)
    // The findings keep their severity; only the exit status changes.
    XCTAssertEqual(result.outputLines.count, 2)
    XCTAssertTrue(result.outputLines.allSatisfy { $0.contains(": warning: ") }, result.output)
    XCTAssertTrue(result.error.hasSuffix(": 0 errors, 2 warnings (warnings are errors)\n"), result.error)
    let clean = try SymbolLintRunner.run([LintFixtures.folder("clean"), "--warnings-as-errors"])
    XCTAssertEqual(clean.status, 0, clean.error)
    let errors = try SymbolLintRunner.run([LintFixtures.folder("guides"), "--warnings-as-errors", "--json"])
    XCTAssertEqual(errors.status, 1, errors.error)
  }

  func testJSONOutput() throws {
    let folder = try LintFixtures.folder("unreadable-svg")
    let result = try SymbolLintRunner.run([folder, "--json"])
    XCTAssertEqual(result.status, 1, result.error)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let objects = try XCTUnwrap(parsed as? [[String: Any]], result.output)
    XCTAssertEqual(objects.count, 3)
    for object in objects {
      XCTAssertEqual(Set(object.keys), ["file", "line", "column", "severity", "message", "rule"])
      XCTAssertEqual(object["rule"] as? String, "unreadable-svg")
      XCTAssertNotNil(object["line"] as? Int)
      XCTAssertNotNil(object["column"] as? Int)
    }
    XCTAssertEqual(
      objects.map { $0["file"] as? String },
      [
        folder + "/broken.svg", folder + "/notes.svg", folder + "/notes.svg",
      ])
    XCTAssertEqual(objects.map { $0["line"] as? Int }, [5, 11, 12])
    XCTAssertEqual(objects.map { $0["severity"] as? String }, ["error", "warning", "error"])
    // The same findings as the library reports, message for message.
    let library = try LintFixtures.lint("unreadable-svg")
    XCTAssertEqual(objects.map { $0["message"] as? String }, library.map(\.message))
  }

  func testJSONOfACleanCatalogIsAnEmptyArray() throws {
    let result = try SymbolLintRunner.run([LintFixtures.folder("clean"), "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.output, "[]\n")
  }

  func testRulesListsEveryRule() throws {
    let result = try SymbolLintRunner.run(["--rules"])
    XCTAssertEqual(result.status, 0, result.error)
    let ids = result.outputLines.compactMap { $0.split(separator: " ").first.map(String.init) }
    XCTAssertEqual(ids, LintRule.allCases.map(\.id))
    let json = try SymbolLintRunner.run(["--rules", "--json"])
    XCTAssertEqual(json.status, 0, json.error)
    let objects = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: String]])
    XCTAssertEqual(objects.map { $0["id"] }, LintRule.allCases.map(\.id))
    XCTAssertEqual(objects.map { $0["description"] }, LintRule.allCases.map(\.summary))
    XCTAssertEqual(objects.map { $0["severity"] }, LintRule.allCases.map(\.severity.rawValue))
    XCTAssertEqual(objects.filter { $0["severity"] == "warning" }.count, 6)
    // It lints nothing, so a folder or a failure option with it is a usage error, not a pass.
    for arguments in [
      ["--rules", "/nonexistent"], ["--rules", "--catalog", "Symbols"], ["--rules", "--warnings-as-errors"],
    ] {
      let refused = try SymbolLintRunner.run(arguments)
      XCTAssertEqual(refused.status, 64, "\(arguments): \(refused.error)")
      XCTAssertTrue(
        refused.error.hasPrefix("error: --rules lists the rules and lints no folder, so "), refused.error)
      XCTAssertEqual(refused.output, "")
    }
  }

  func testVersion() throws {
    let result = try SymbolLintRunner.run(["--version"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.output, SymbolToolsVersion.current + "\n")
  }

  func testHelpNamesEveryRuleAndTheExitStatuses() throws {
    let result = try SymbolLintRunner.run(["--help"])
    XCTAssertEqual(result.status, 0, result.error)
    for rule in LintRule.allCases {
      XCTAssertTrue(result.output.contains("- \(rule.id):"), rule.id)
    }
    // Help text is re-wrapped to the terminal width; compare with the line breaks removed.
    let flowed = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    XCTAssertTrue(flowed.contains("64 when the command line is wrong"), flowed)
    XCTAssertTrue(flowed.contains("--warnings-as-errors Fail (exit 1) on warnings too"), flowed)
    XCTAssertTrue(flowed.contains("a runtime error"), flowed)
  }

  func testMissingFolderIsARuntimeError() throws {
    let result = try SymbolLintRunner.run(["/nonexistent/catalog"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.error.hasPrefix("error: /nonexistent/catalog: not a catalog folder"), result.error)
  }

  /// The default folder is `Symbols`, and the real catalog passes as CI lints it.
  func testDefaultFolderIsSymbols() throws {
    let package = URL(fileURLWithPath: LintFixtures.realCatalog).deletingLastPathComponent().path
    let result = try SymbolLintRunner.run(["--warnings-as-errors"], in: package)
    XCTAssertEqual(result.status, 0, result.output + result.error)
    XCTAssertEqual(result.error, "Symbols: no problems found\n")
  }

  /// Findings or rules that cannot be written (a full disk, here /dev/full) fail the run
  /// with the reason, as symbolctl's results do: a script would otherwise take the empty
  /// output of a successful run for a clean catalog.
  func testAnOutputThatCannotBeWrittenIsAnError() throws {
    for arguments in [
      [try LintFixtures.folder("clean"), "--json"], [try LintFixtures.folder("guides")], ["--rules"],
      ["--rules", "--json"],
    ] {
      let result = try SymbolLintRunner.run(arguments, outputPath: "/dev/full")
      XCTAssertEqual(result.status, 1, "\(arguments): \(result.error)")
      XCTAssertEqual(
        result.error, "error: standard output: cannot write: No space left on device\n", "\(arguments)")
    }
  }

  func testUsageErrorsExitSixtyFour() throws {
    // An empty folder name too, as symbolctl refuses an empty path (it was "error: : not a
    // catalog folder", exit 1).
    for arguments in [["--bogus"], ["one", "two"], ["--json=yes"], [""]] {
      let result = try SymbolLintRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
      XCTAssertEqual(result.output, "")
    }
  }
}
