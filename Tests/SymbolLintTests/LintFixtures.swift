import Foundation
import XCTest

@testable import SymbolCatalog

/// The fixture catalogs of the lint tests (`Fixtures/<rule-id>/`, one per rule, plus
/// `clean`) and a compact form of findings to compare against.
enum LintFixtures {
  /// One finding reduced to what the tests pin down: the file name (without the fixture
  /// folder), the line, the severity and the rule.
  struct Spot: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var severity: LintFinding.Severity
    var rule: LintRule

    init(_ file: String, _ line: Int, _ rule: LintRule, _ severity: LintFinding.Severity = .error) {
      self.file = file
      self.line = line
      self.severity = severity
      self.rule = rule
    }

    var description: String { "\(file):\(line) \(severity.rawValue) [\(rule.id)]" }
  }

  /// The folder holding every fixture catalog.
  static var root: String {
    get throws {
      guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw XCTSkip("the Fixtures resource folder is missing from the test bundle")
      }
      return url.path
    }
  }

  /// The fixture catalog folder `name`.
  static func folder(_ name: String) throws -> String {
    try root + "/" + name
  }

  /// The most points a stroke's outline may hold in the fixtures: fixtures are small files,
  /// so the limit is lowered from the stroker's 16,000,000 for `too-complex` to have one
  /// (no other fixture's stroke comes near it).
  static let strokePointLimit = 4_096

  /// The findings of fixture `name`.
  static func lint(_ name: String) throws -> [LintFinding] {
    var linter = CatalogLinter(directory: try folder(name))
    linter.strokePointLimit = strokePointLimit
    return try linter.lint()
  }

  /// The findings of fixture `name` reduced to spots, in the linter's order.
  static func spots(_ name: String) throws -> [Spot] {
    try lint(name).map { finding in
      Spot(
        String(finding.location.file.split(separator: "/").last ?? ""), finding.printedLine, finding.rule,
        finding.severity)
    }
  }

  /// The package's real catalog, found from this file: `Tests/SymbolLintTests/…` → `Symbols`.
  static var realCatalog: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Symbols").path
  }

  /// The findings of a catalog holding `files` (name → text), linted in a scratch folder
  /// that is removed afterwards.
  static func lint(files: [String: String]) throws -> [LintFinding] {
    let folder = try scratchCatalog(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try CatalogLinter(directory: folder.path).lint()
  }

  /// A fresh scratch folder holding `files` (name → text); removed by the caller.
  static func scratchCatalog(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("symbol-lint-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }
}
