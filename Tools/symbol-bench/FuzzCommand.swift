import ArgumentParser
import Foundation
import SymbolTestSupport

/// `symbol-bench fuzz`: a randomized differential campaign of our filler against the exact
/// `ReferenceRasterizer`, whole-pixel moves, the RGBA canvas and invalid input.
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract: "Check the filler on seeded random cases against the exact reference and its own properties.",
    discussion: """
      Categories: \(FuzzCategory.allCases.map(\.rawValue).joined(separator: ", ")). Case i of a \
      run uses a seed made from --seed and i, and takes its category from that seed, so a run \
      is repeatable and every failure prints the command that reruns it alone. One rasterizer \
      per tolerance is reused for every case, and each fill is also checked against a fresh \
      rasterizer. A pixel may be off the exact coverage by 1 level (--allowed-levels; \
      255·√2/20 + 1 = 19.03 at the default tolerance for far-curves), plus 0.25 for each \
      edge beyond two that crosses it or ends in its row left of it (a clip rectangle's side \
      counts as one), plus, for glyphs filled at the default tolerance, 255/20 × the length \
      of outline within 1/10 px of it; a \
      whole-pixel move must shift the pixels exactly unless the path is clipped, which gets \
      the same allowance plus twice the flattening's error along the outline near the pixel. \
      Glyphs come from the fonts of fonts-dejavu-core, fonts-liberation \
      and fonts-freefont-otf. Exit status: \
      0 when every case passed, 1 when any failed. Run a release build: \
      swift run -c release symbol-bench fuzz --seconds 600
      """)

  @Option(help: "The run's seed (decimal or 0x-prefixed hexadecimal).", transform: FuzzSeed.parse)
  var seed: UInt64 = 1

  /// Cases a run makes when neither `--cases` nor `--seconds` is given.
  static let defaultCases = 1000

  @Option(help: "The number of cases to run (default: \(Self.defaultCases), or no limit with --seconds).")
  var cases: Int?

  @Option(help: "Stop after this many seconds (and --cases, when given, whichever comes first).")
  var seconds: Double?

  @Option(
    name: .customLong("category"),
    help: "Categories to draw from, comma-separated or repeated (default: all).")
  var categoryOptions: [String] = []

  @Option(
    name: .customLong("case"),
    help: "Run one case again, given as CATEGORY:SEED as a failure prints it.")
  var single: String?

  @Option(
    help: """
      Levels of 255 a pixel crossed by at most two edges may be off the exact coverage \
      (every reference-compared category but far-curves, which has its own bound).
      """)
  var allowedLevels = 1.0

  @Flag(help: "Print a JSON object (counts per category and every failure) instead of text.")
  var json = false

  func validate() throws {
    if let cases, cases < 1 { throw ValidationError("--cases must be at least 1") }
    if let seconds, !(seconds > 0) { throw ValidationError("--seconds must be a positive number") }
    guard allowedLevels >= 0 else { throw ValidationError("--allowed-levels must be 0 or more") }
    _ = try categories()
    if let single { _ = try Self.parseCase(single) }
  }

  /// The categories named on the command line, or all.
  private func categories() throws -> [FuzzCategory] {
    let names = commaSeparatedNames(categoryOptions)
    return try names.isEmpty
      ? FuzzCategory.allCases
      : names.map { name in
        guard let category = FuzzCategory(rawValue: name) else {
          throw ValidationError(
            "unknown category '\(name)'; choose from \(FuzzCategory.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        return category
      }
  }

  /// Splits `CATEGORY:SEED`.
  static func parseCase(_ text: String) throws -> (FuzzCategory, UInt64) {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, let category = FuzzCategory(rawValue: parts[0]) else {
      throw ValidationError(
        "--case takes CATEGORY:SEED, such as lines:0x1f2e; categories: "
          + FuzzCategory.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return (category, try FuzzSeed.parse(parts[1]))
  }

  func run() throws {
    let checker = FuzzChecker(allowedLevels: allowedLevels)
    var summary: FuzzSummary
    if let single {
      let (category, caseSeed) = try Self.parseCase(single)
      summary = FuzzSummary(seed: FuzzSeed.text(caseSeed), categories: [category])
      summary.record(category, seed: caseSeed, checker.run(category, seed: caseSeed))
    } else {
      let chosen = try categories()
      summary = FuzzSummary(seed: FuzzSeed.text(seed), categories: chosen)
      let start = Date()
      for index in 0..<(cases ?? (seconds == nil ? Self.defaultCases : Int.max)) {
        if let seconds, Date().timeIntervalSince(start) >= seconds { break }
        let caseSeed = FuzzSeed.caseSeed(run: seed, index: index)
        let category = chosen[Int(caseSeed % UInt64(chosen.count))]
        let outcome = checker.run(category, seed: caseSeed)
        summary.record(category, seed: caseSeed, outcome)
        if !json { for finding in outcome.findings { print(finding.text) } }
      }
      summary.seconds = Date().timeIntervalSince(start)
    }
    if json {
      print(try summary.jsonText())
    } else {
      if single != nil { for finding in summary.failures { print(finding.text) } }
      print(summary.table)
    }
    if !summary.failures.isEmpty { throw ExitCode(1) }
  }
}

/// Seeds as the command line and the reports write them.
enum FuzzSeed {
  /// Reads a decimal or `0x`-prefixed hexadecimal seed.
  static func parse(_ text: String) throws -> UInt64 {
    let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let value else {
      throw ValidationError(
        "'\(text)' is not a seed; give a whole number, decimal or 0x-prefixed hexadecimal")
    }
    return value
  }

  /// `0x` and the seed in hexadecimal.
  static func text(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

  /// The seed of case `index` of the run seeded `run`: well mixed, so neighbouring cases
  /// and runs share nothing.
  static func caseSeed(run: UInt64, index: Int) -> UInt64 {
    var mixer = SplitMix64(seed: run ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }
}

extension FuzzFinding {
  /// The longest path the text report prints whole; `--json` always has it whole.
  static let printedPathLimit = 2000

  /// The finding as the text report prints it: what failed, the case, its path (cut short
  /// past `printedPathLimit` characters) and the command that reruns it.
  var text: String {
    var lines = ["FAIL \(kind) (\(category) \(seed)): \(message)"]
    if !fill.isEmpty { lines.append("  case: \(fill)") }
    if path.count > Self.printedPathLimit {
      lines.append(
        "  path: \(path.prefix(Self.printedPathLimit))… (\(path.count) characters; --json gives it whole)")
    } else if !path.isEmpty {
      lines.append("  path: \(path)")
    }
    lines.append("  rerun: \(rerun)")
    return lines.joined(separator: "\n")
  }
}
