import Foundation
import XCTest

@testable import SymbolCatalog

/// Inputs whose lint grew faster than their size: a manifest name of 20,000 dotted parts
/// (each split joined again: 19 s in every catalog load and in the lint) and a master of
/// thousands of erroneous elements (each looked up among all findings so far: 80,000 took
/// over a minute). The findings are checked here; the timings are in the commit.
final class LintScalingTests: XCTestCase {

  func testAManifestNameOfManyDottedPartsIsReportedOnce() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let long = "dot" + String(repeating: ".fill", count: 20_000)
    let manifest = #"{"symbols": [{"name": "dot"}, {"name": ""# + long + #""}]}"#
    let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": dot])
    let about = findings.filter { $0.location.file.hasSuffix("manifest.json") }
    XCTAssertFalse(about.isEmpty, "\(findings.map(\.rule))")
    XCTAssertTrue(about.allSatisfy { $0.location.line == 1 }, "\(about.map(\.rule))")
  }

  func testEveryErroneousElementOfALargeMasterIsReported() throws {
    var dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let count = 5_000
    let bad = String(
      repeating:
        "\n<path class=\"monochrome-0 hierarchical-0:bogus\" fill=\"none\" stroke=\"black\" d=\"M40 50 L60 60\"/>",
      count: count)
    // Into the master, before its closing tag (the last but one).
    let closing = try XCTUnwrap(dot.range(of: "    </g>\n  </g>\n</svg>"))
    dot.insert(contentsOf: bad, at: closing.lowerBound)
    let findings = try LintFixtures.lint(files: [
      "manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": dot,
    ])
    let lines = Set(findings.filter { $0.severity == .error }.map(\.location.line))
    XCTAssertGreaterThanOrEqual(lines.count, count, "\(findings.prefix(3))")
  }

  /// A master past `MasterGroup.maximumPoints` is one `too-complex` error per master, at the
  /// element that passes the limit; nothing else is reported for it, and the weight-axis
  /// check, which would estimate its stems, does not run.
  func testEveryMasterOfTooManyPointsIsReported() throws {
    var dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let count = SymbolTemplate.MasterGroup.maximumPoints / 2
    let points = (0..<count).map { "\(30 + $0 % 40) \($0 % 2 == 0 ? 40 : 70)" }.joined(separator: " L")
    let line = "\n<path class=\"monochrome-0 hierarchical-0:primary\" d=\"M\(points) Z\"/>"
    let closing = try XCTUnwrap(dot.range(of: "    </g>\n  </g>\n</svg>"))
    dot.insert(contentsOf: line + line + line, at: closing.lowerBound)
    let findings = try LintFixtures.lint(files: [
      "manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": dot,
    ])
    XCTAssertEqual(findings.map(\.rule), [.tooComplex], "\(findings)")
    // The stroked line holds two points and each zigzag `count`: the third element passes.
    XCTAssertEqual(findings.first?.location.line, 13)
    XCTAssertTrue(
      findings.first?.message.hasPrefix("master 'Regular-S' has \(3 * count + 2) path points") == true,
      "\(findings)")
  }

  /// Every link of a long chain of deprecations is told where the chain ends (each link used
  /// to follow the chain again, searching the names before it at each step: 8,000 links took
  /// over a minute); a cycle is still named as one.
  func testALongDeprecationChainAdvisesItsEndFromEveryLink() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let count = 2_000
    let chain = (0...count).map {
      #"{"name": "old\#($0)", "replacement": "\#($0 < count ? "old\($0 + 1)" : "dot")"}"#
    }
    let cycle = [#"{"name": "x", "replacement": "y"}"#, #"{"name": "y", "replacement": "x"}"#]
    let manifest =
      #"{"symbols": [{"name": "dot"}], "deprecated": ["# + (chain + cycle).joined(separator: ", ") + "]}"
    let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": dot])
    let messages = findings.filter { $0.rule == .deprecatedTarget }.map(\.message)
    XCTAssertEqual(messages.filter { $0.hasSuffix("; point to 'dot'") }.count, count)
    XCTAssertEqual(messages.filter { $0.contains("form a cycle") }.count, 2, "\(messages.suffix(2))")
    XCTAssertEqual(messages.count, count + 2)
  }

  /// A chain of deprecations through variant words (`old0` → `old1.fill` → … → `dot`) is
  /// reported link by link as pointing to a deprecated name, without resolving each link's
  /// replacement to the chain's end (quadratic in the chain), and without calling the
  /// replacement a name the catalog does not have.
  func testADeprecationChainThroughVariantWordsIsReportedWithoutFollowingIt() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let count = 2_000
    let chain = (0...count).map {
      #"{"name": "old\#($0)", "replacement": "\#($0 < count ? "old\($0 + 1).fill" : "dot")"}"#
    }
    let manifest = #"{"symbols": [{"name": "dot"}], "deprecated": ["# + chain.joined(separator: ", ") + "]}"
    let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": dot])
    let messages = findings.filter { $0.rule == .deprecatedTarget }.map(\.message)
    XCTAssertEqual(messages.count, count, "\(messages.prefix(2))")
    XCTAssertEqual(messages.filter { $0.contains("is itself deprecated") }.count, count)
  }

  /// Deprecations pointing to names the catalog does not have are each reported without
  /// looking for suggestions among every name of the catalog, the others included: 5,000
  /// took 32 s (n² edit distances) in the release build.
  func testManyDeprecationsPointingNowhereAreReportedInLinearTime() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let count = 3_000
    let gone = (0..<count).map { #"{"name": "gone\#($0)", "replacement": "removed\#($0)"}"# }
    let manifest = #"{"symbols": [{"name": "dot"}], "deprecated": ["# + gone.joined(separator: ", ") + "]}"
    let start = Date()
    let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": dot])
    let elapsed = Date().timeIntervalSince(start)
    XCTAssertEqual(findings.filter { $0.message.contains("which the catalog does not have") }.count, count)
    XCTAssertLessThan(elapsed, 5, "the lint of \(count) deprecations took \(elapsed) s")
  }
}
