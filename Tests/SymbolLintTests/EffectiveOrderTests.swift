import Foundation
import SymbolCatalog
import XCTest

/// Orders the lint once let through: variable thresholds mixing `auto` with explicit
/// values, and aliases or deprecated names spelt as another alias or deprecated name plus
/// variant words.
final class EffectiveOrderTests: XCTestCase {
  /// A three-layer template whose layers carry `thresholds` (lines 10, 11, 12).
  private static func threeLayers(_ thresholds: [String]) -> String {
    let paths = thresholds.enumerated().map { index, threshold in
      let level = index == 0 ? "primary" : "secondary"
      return "      <path class=\"monochrome-\(index) hierarchical-\(index):\(level)\""
        + " style=\"-sfsymbols-variable-threshold: \(threshold)\" d=\"M30 \(55 + 10 * index) H70\""
        + " fill=\"none\" stroke=\"black\" stroke-width=\"6\" stroke-linecap=\"round\"/>"
    }
    let body = paths.joined(separator: "\n")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="120" viewBox="0 0 100 120">
        <g id="Guides">
          <line id="Baseline-S" x1="0" y1="90" x2="100" y2="90"/>
          <line id="Capline-S" x1="0" y1="20" x2="100" y2="20"/>
          <line id="left-margin-Regular-S" x1="20" y1="0" x2="20" y2="120"/>
          <line id="right-margin-Regular-S" x1="80" y1="0" x2="80" y2="120"/>
        </g>
        <g id="Symbols">
          <g id="Regular-S">
      \(body)
          </g>
        </g>
      </svg>
      """
  }

  /// The findings for a `dot` drawn with three variable layers carrying `thresholds`.
  private static func lintThresholds(_ thresholds: [String]) throws -> [LintFinding] {
    try LintFixtures.lint(files: [
      "manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": threeLayers(thresholds),
    ])
  }

  /// `auto` counts as the threshold the engine computes (3 layers: 0, 0.34, 0.68), so an
  /// explicit value between two `auto` layers, or before them, can put them out of order:
  /// with `auto 0.9 auto` the outer layer lights at 0.7 while the middle one does not.
  func testAutoThresholdsAreComparedAtTheirEffectiveValue() throws {
    let outer = try Self.lintThresholds(["auto", "0.9", "auto"])
    XCTAssertEqual(outer.map(\.rule), [.variableThreshold], "\(outer)")
    XCTAssertEqual(outer.map(\.location.line), [12], "\(outer)")
    XCTAssertTrue(
      outer.first?.message.hasPrefix("variable threshold auto (0.68) of layer 2 is not above 0.9 of layer 1")
        == true, "\(outer)")

    let middle = try Self.lintThresholds(["0.5", "auto", "auto"])
    XCTAssertEqual(middle.map(\.rule), [.variableThreshold], "\(middle)")
    XCTAssertEqual(middle.map(\.location.line), [11], "\(middle)")
    XCTAssertTrue(
      middle.first?.message.hasPrefix("variable threshold auto (0.34) of layer 1 is not above 0.5 of layer 0")
        == true, "\(middle)")

    // The engine agrees that these orders light a layer before the one beneath it.
    let thresholds: [SymbolLayer.VariableThreshold] = [.automatic, .explicit(0.9), .automatic]
    let lit = thresholds.enumerated().map { $1.isActive(index: $0, count: 3, value: 0.7) }
    XCTAssertEqual(lit, [true, false, true])
  }

  /// A hexadecimal threshold (`0x0.8p0`, 0.5 to Swift's `Double(_:)`) is no CSS number,
  /// which SF Symbols would not read: the lint reports it, as the reader refuses it.
  func testHexadecimalThresholdIsReported() throws {
    let findings = try Self.lintThresholds(["auto", "0x0.8p0", "0.9"])
    XCTAssertEqual(findings.map(\.rule), [.variableThreshold], "\(findings)")
    XCTAssertEqual(findings.map(\.location.line), [11], "\(findings)")
    XCTAssertTrue(findings.first?.message.contains("written in decimal") == true, "\(findings)")
  }

  /// Orders whose effective thresholds increase stay clean, and two `auto` layers are
  /// never compared with each other.
  func testIncreasingEffectiveThresholdsAreClean() throws {
    for thresholds in [
      ["auto", "auto", "auto"], ["auto", "0.5", "auto"], ["0", "auto", "auto"], ["auto", "auto", "0.9"],
      ["0.1", "0.2", "auto"],
    ] {
      XCTAssertEqual(try Self.lintThresholds(thresholds), [], "\(thresholds)")
    }
  }

  /// The automatic thresholds are the published ones (DESIGN.md, "Variable values").
  func testAutomaticEffectiveValuesAreThePublishedThresholds() {
    let three = (0..<3).map { SymbolLayer.VariableThreshold.automatic.effectiveValue(index: $0, count: 3) }
    XCTAssertEqual(three, [0, 0.34, 0.68])
    let four = (0..<4).map { SymbolLayer.VariableThreshold.automatic.effectiveValue(index: $0, count: 4) }
    XCTAssertEqual(four, [0, 0.26, 0.51, 0.76])
    XCTAssertEqual(SymbolLayer.VariableThreshold.explicit(0.4).effectiveValue(index: 2, count: 3), 0.4)
  }

  /// A manifest with `house` (alias `home`), `heart` and `old` deprecated in favour of
  /// `house`, with `heartAliases` as the aliases of `heart` and `deprecated` as further
  /// deprecations (name, replacement).
  private static func lintNames(
    heartAliases: [String], deprecated: [(String, String)] = []
  )
    throws -> [LintFinding]
  {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let aliases = heartAliases.map { "\"\($0)\"" }.joined(separator: ", ")
    let deprecations = ([("old", "house")] + deprecated).map {
      #"{"name": "\#($0.0)", "replacement": "\#($0.1)"}"#
    }
    let manifest =
      #"{"symbols": [{"name": "house", "aliases": ["home"]}, {"name": "heart", "aliases": ["#
      + aliases + #"]}], "deprecated": ["# + deprecations.joined(separator: ", ") + "]}"
    return try LintFixtures.lint(files: ["manifest.json": manifest, "house.svg": dot, "heart.svg": dot])
  }

  /// An alias spelt as another symbol's alias plus variant words hides that variant:
  /// `home.fill` would resolve to `heart`, not to `house.fill`.
  func testAnAliasSpeltAsAnotherAliasPlusVariantWordsIsADuplicate() throws {
    let findings = try Self.lintNames(heartAliases: ["home.fill"])
    XCTAssertEqual(findings.map(\.rule), [.duplicateName], "\(findings)")
    XCTAssertEqual(
      findings.first?.message,
      "alias 'home.fill' is also 'home' (an alias of 'house') with fill: the alias would hide that variant"
        + " of 'home'; choose a name without variant words")
  }

  /// So does a deprecated name spelt so, and an alias spelt as a deprecated name plus
  /// variant words; a name that merely begins with an alias is a new name.
  func testDeprecatedNamesClashWithAliasesAndDeprecatedNamesPlusVariantWords() throws {
    let deprecated = try Self.lintNames(heartAliases: [], deprecated: [("home.fill", "house")])
    XCTAssertEqual(deprecated.map(\.rule), [.duplicateName], "\(deprecated)")
    XCTAssertTrue(
      deprecated.first?.message.hasPrefix(
        "deprecated name 'home.fill' is also 'home' (an alias of 'house') with fill") == true,
      "\(deprecated)")

    let alias = try Self.lintNames(heartAliases: ["old.slash"])
    XCTAssertEqual(alias.map(\.rule), [.duplicateName], "\(alias)")
    XCTAssertTrue(
      alias.first?.message.hasPrefix(
        "alias 'old.slash' is also 'old' (deprecated in favour of 'house') with slash") == true, "\(alias)")

    XCTAssertEqual(try Self.lintNames(heartAliases: ["homely", "home.heart"]), [])
  }
}
