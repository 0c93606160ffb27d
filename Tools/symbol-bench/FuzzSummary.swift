import Foundation

/// The counts of a `symbol-bench fuzz` run, per category, and its failures.
struct FuzzSummary: Codable, Sendable {
  /// Counts of one category.
  struct Tally: Codable, Sendable {
    /// The category's name.
    var category: String
    /// Cases run.
    var cases = 0
    /// Cases with at least one finding.
    var failed = 0
    /// The largest difference seen, in levels of 255 (from the reference, between moved
    /// fills, or from the exact compositing).
    var worstLevels = 0.0
    /// The seed of the case with that difference.
    var worstSeed = ""
  }

  /// The run's seed.
  var seed: String
  /// Wall time of the run, in seconds.
  var seconds = 0.0
  /// One tally per category drawn from, in the order of `FuzzCategory.allCases`.
  var categories: [Tally] = []
  /// Every finding, in the order found.
  var failures: [FuzzFinding] = []

  /// An empty summary of a run seeded `seed` over `categories`.
  init(seed: String, categories: [FuzzCategory]) {
    self.seed = seed
    self.categories = FuzzCategory.allCases.filter(categories.contains).map { Tally(category: $0.rawValue) }
  }

  /// Adds one case's outcome.
  mutating func record(_ category: FuzzCategory, seed: UInt64, _ outcome: FuzzOutcome) {
    guard let i = categories.firstIndex(where: { $0.category == category.rawValue }) else { return }
    categories[i].cases += 1
    if !outcome.findings.isEmpty { categories[i].failed += 1 }
    if outcome.worstLevels > categories[i].worstLevels {
      categories[i].worstLevels = outcome.worstLevels
      categories[i].worstSeed = FuzzSeed.text(seed)
    }
    failures += outcome.findings
  }

  /// A table of the tallies and a closing line.
  var table: String {
    var lines = ["category       cases  failed  worst levels  worst case"]
    for tally in categories {
      lines.append(
        tally.category.padding(toLength: 13, withPad: " ", startingAt: 0)
          + String(format: "%7d %7d %13.4f  ", tally.cases, tally.failed, tally.worstLevels) + tally.worstSeed
      )
    }
    let total = categories.reduce(0) { $0 + $1.cases }
    lines.append(
      String(format: "%d cases in %.1f s", total, seconds) + " (seed \(seed)): "
        + (failures.isEmpty ? "all passed" : "\(failures.count) failures"))
    return lines.joined(separator: "\n")
  }

  /// The summary as pretty-printed JSON with sorted keys.
  func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
