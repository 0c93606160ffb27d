import Foundation

/// One icon's row in `symbol-bench svg`: both tools' median times and how far apart their
/// pictures are, or why the icon failed.
struct SVGComparisonResult: Encodable {
  /// The icon's file name without `.svg`.
  let icon: String
  /// Median milliseconds for one `symbolctl render-svg` process.
  let oursMilliseconds: Double?
  /// Median milliseconds for one `rsvg-convert` process.
  let rsvgMilliseconds: Double?
  /// Mean absolute difference in premultiplied RGBA8 levels.
  let meanDifference: Double?
  /// Worst single-channel difference in premultiplied RGBA8 levels.
  let worstDifference: Int?
  /// Why the icon failed in either tool, or `nil`.
  let failure: String?

  /// The mean difference up to which an icon counts as matching.
  static let matchThreshold = 2.0

  /// Whether both tools rendered the icon and the pictures match within `matchThreshold`.
  var matches: Bool { failure == nil && (meanDifference ?? .infinity) <= Self.matchThreshold }

  private enum CodingKeys: String, CodingKey {
    case icon, failure
    case oursMilliseconds = "ours_ms"
    case rsvgMilliseconds = "rsvg_ms"
    case meanDifference = "mean_diff"
    case worstDifference = "worst_diff"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(icon, forKey: .icon)
    try container.encode(oursMilliseconds.map { Self.round($0, places: 2) }, forKey: .oursMilliseconds)
    try container.encode(rsvgMilliseconds.map { Self.round($0, places: 2) }, forKey: .rsvgMilliseconds)
    try container.encode(meanDifference.map { Self.round($0, places: 4) }, forKey: .meanDifference)
    try container.encode(worstDifference, forKey: .worstDifference)
    try container.encodeIfPresent(failure, forKey: .failure)
  }

  private static func round(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }

  /// The rows as a JSON array of objects with sorted keys.
  static func json(_ results: [SVGComparisonResult]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(results), as: UTF8.self)
  }

  /// The rows as an aligned text table, followed by failures and a summary.
  static func table(_ results: [SVGComparisonResult], size: Int, runs: Int) -> String {
    let header = ["icon", "ours ms", "rsvg ms", "mean diff", "worst diff"]
    let rows = results.map { result in
      [
        result.icon, format(result.oursMilliseconds, "%.2f"), format(result.rsvgMilliseconds, "%.2f"),
        format(result.meanDifference, "%.3f"), result.worstDifference.map { "\($0)" } ?? "-",
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    var lines = all.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return column == 0 ? row[column] + padding : padding + row[column]
      }.joined(separator: "  ")
    }
    lines.append("")
    for result in results {
      if let failure = result.failure { lines.append("FAILED \(result.icon): \(failure)") }
    }
    lines.append(contentsOf: summary(results, size: size, runs: runs))
    return lines.joined(separator: "\n")
  }

  private static func summary(_ results: [SVGComparisonResult], size: Int, runs: Int) -> [String] {
    let matching = results.filter(\.matches).count
    let failed = results.filter { $0.failure != nil }.count
    let percent = results.isEmpty ? 0 : 100 * Double(matching) / Double(results.count)
    var lines = [
      String(
        format: "icons: %d at %d px, median of %d runs per tool; failed: %d",
        results.count, size, runs, failed),
      String(
        format: "mean diff <= %.0f: %d of %d (%.1f%%; target >= 95%%)",
        matchThreshold, matching, results.count, percent),
    ]
    let ours = results.compactMap(\.oursMilliseconds)
    let theirs = results.compactMap(\.rsvgMilliseconds)
    if let oursMedian = median(ours), let theirsMedian = median(theirs) {
      lines.append(
        String(
          format: "median per icon: ours %.2f ms, rsvg-convert %.2f ms, ours/rsvg %.2f×",
          oursMedian, theirsMedian, oursMedian / theirsMedian))
    }
    return lines
  }

  private static func format(_ value: Double?, _ format: String) -> String {
    value.map { String(format: format, $0) } ?? "-"
  }

  /// The median of `values`, or `nil` when there are none.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
