import Foundation
import SymbolTestSupport
import Testing

/// `symbol-bench fuzz`, run as built: a seeded run passes and repeats itself, a failure
/// prints a command that reproduces it, and bad options are usage errors.
@Suite struct FuzzCommandTests {
  /// Decodes a run's `--json` output.
  private func summary(_ result: BuiltTool.Result) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.output))
    return try #require(
      object as? [String: Any], "not a JSON object: \(String(decoding: result.output, as: UTF8.self))")
  }

  private func tallies(_ summary: [String: Any]) throws -> [[String: Any]] {
    try #require(summary["categories"] as? [[String: Any]])
  }

  @Test func aSeededRunOfEveryCategoryPassesAndRepeatsItself() throws {
    let arguments = ["fuzz", "--cases", "100", "--seed", "11", "--json"]
    let first = try BuiltTool.run("symbol-bench", arguments)
    #expect(first.status == 0, "\(first.error)")
    let run = try summary(first)
    let categories = try tallies(run)
    #expect(
      categories.compactMap { $0["category"] as? String }
        == [
          "lines", "curves", "transforms", "bands", "many-lines", "far", "far-curves", "glyphs", "shift",
          "canvas", "invalid", "clips",
        ])
    #expect(categories.reduce(0) { $0 + ($1["cases"] as? Int ?? 0) } == 100)
    #expect((run["failures"] as? [Any])?.isEmpty == true)
    for tally in categories {
      let worst = try #require(tally["worstLevels"] as? Double)
      #expect(worst.isFinite && worst >= 0)
    }
    // The same seed makes the same cases with the same results.
    let second = try BuiltTool.run("symbol-bench", arguments)
    let again = try tallies(summary(second))
    #expect(NSArray(array: again).isEqual(to: categories))
  }

  @Test func aFailurePrintsACommandThatReproducesIt() throws {
    // No filler is within 0.01 levels of the exact coverage everywhere: every fill fails.
    let run = try BuiltTool.run(
      "symbol-bench",
      ["fuzz", "--cases", "6", "--seed", "9", "--category", "lines,curves", "--allowed-levels", "0.01"])
    #expect(run.status == 1)
    let text = String(decoding: run.output, as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    let failure = try #require(lines.first { $0.hasPrefix("FAIL reference") }, "\(text)")
    let rerun = try #require(lines.first { $0.hasPrefix("  rerun: symbol-bench fuzz --case ") }, "\(text)")
    #expect(lines.contains { $0.hasPrefix("  path: M") })
    let arguments = rerun.dropFirst("  rerun: symbol-bench ".count).split(separator: " ").map(String.init)
    #expect(arguments.suffix(2) == ["--allowed-levels", "0.01"])
    let alone = try BuiltTool.run("symbol-bench", arguments)
    #expect(alone.status == 1)
    #expect(String(decoding: alone.output, as: UTF8.self).contains(failure))
  }

  @Test func glyphCasesPassAndNameTheirFontAndGlyph() throws {
    let passing = try BuiltTool.run(
      "symbol-bench", ["fuzz", "--category", "glyphs", "--cases", "200", "--seed", "5", "--json"])
    #expect(passing.status == 0, "\(passing.error)")
    let tally = try #require(try tallies(summary(passing)).first)
    #expect(tally["category"] as? String == "glyphs")
    #expect(tally["cases"] as? Int == 200)
    // Held to 0.001 levels, glyphs fail, and each report names the font, glyph and size.
    let failing = try BuiltTool.run(
      "symbol-bench",
      ["fuzz", "--category", "glyphs", "--cases", "5", "--seed", "5", "--allowed-levels", "0.001"])
    #expect(failing.status == 1)
    let cases = String(decoding: failing.output, as: UTF8.self).split(separator: "\n").filter {
      $0.hasPrefix("  case: ")
    }
    #expect(!cases.isEmpty)
    let named =
      /\((DejaVu|Liberation|Free)[A-Za-z-]+\.(ttf|otf) glyph \d+ at \d+\.\d\d px(, clipped|, no outline)?\)$/
    for line in cases { #expect(line.contains(named), "\(line)") }
  }

  @Test(arguments: [
    (["--category", "circles"], "unknown category 'circles'"),
    (["--category", "lines,,curves"], "unknown category ''"),
    (["--case", "lines"], "--case takes CATEGORY:SEED"),
    (["--case", "lines:0xZZ"], "'0xZZ' is not a seed"),
    (["--seed", "twelve"], "'twelve' is not a seed"),
    (["--cases", "0"], "--cases must be at least 1"),
    (["--seconds", "0"], "--seconds must be a positive number"),
  ])
  func badOptionsAreUsageErrors(options: [String], message: String) throws {
    let result = try BuiltTool.run("symbol-bench", ["fuzz"] + options)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}
