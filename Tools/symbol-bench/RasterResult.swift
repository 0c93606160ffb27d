import Foundation

/// One row of the raster benchmark: a workload at a size, timed and checked.
struct RasterResult: Encodable {
  let workload: String
  let size: Int
  /// Median nanoseconds per outline, ours.
  let oursNanoseconds: Double
  /// Median nanoseconds per outline, FreeType.
  let freeTypeNanoseconds: Double
  /// How many times faster ours is: FreeType's time over ours.
  var speedup: Double { freeTypeNanoseconds / oursNanoseconds }
  let oursMaximumError: Double
  let freeTypeMaximumError: Double
  let oursMeanError: Double
  let freeTypeMeanError: Double
  /// The sub-pixel positions each outline was filled at (`--phases`); 1 for the table's.
  var phases = 1

  private enum CodingKeys: String, CodingKey {
    case workload, size, speedup, phases
    case oursNanoseconds = "ours_ns"
    case freeTypeNanoseconds = "freetype_ns"
    case oursMaximumError = "ours_max_error"
    case freeTypeMaximumError = "freetype_max_error"
    case oursMeanError = "ours_mean_error"
    case freeTypeMeanError = "freetype_mean_error"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(workload, forKey: .workload)
    try container.encode(size, forKey: .size)
    // Rounded to what the measurement can support, so the JSON stays readable.
    try container.encode(Self.round(oursNanoseconds, places: 1), forKey: .oursNanoseconds)
    try container.encode(Self.round(freeTypeNanoseconds, places: 1), forKey: .freeTypeNanoseconds)
    try container.encode(Self.round(speedup, places: 3), forKey: .speedup)
    try container.encode(Self.round(oursMaximumError, places: 3), forKey: .oursMaximumError)
    try container.encode(Self.round(freeTypeMaximumError, places: 3), forKey: .freeTypeMaximumError)
    try container.encode(Self.round(oursMeanError, places: 4), forKey: .oursMeanError)
    try container.encode(Self.round(freeTypeMeanError, places: 4), forKey: .freeTypeMeanError)
    // Only when asked for, so that the table's rows keep exactly the keys they always had.
    if phases > 1 { try container.encode(phases, forKey: .phases) }
  }

  private static func round(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }

  /// The rows as a JSON array of objects with sorted keys.
  static func json(_ results: [RasterResult]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(results), as: UTF8.self)
  }

  /// The rows as an aligned text table with a header.
  static func table(_ results: [RasterResult]) -> String {
    let showsPhases = results.contains { $0.phases > 1 }
    let header =
      [
        "workload", "size", "ours ns", "freetype ns", "speedup", "ours max err", "ft max err",
        "ours mean err", "ft mean err",
      ] + (showsPhases ? ["phases"] : [])
    let rows = results.map { result in
      [
        result.workload, "\(result.size)", String(format: "%.0f", result.oursNanoseconds),
        String(format: "%.0f", result.freeTypeNanoseconds), String(format: "%.2f×", result.speedup),
        String(format: "%.2f", result.oursMaximumError), String(format: "%.2f", result.freeTypeMaximumError),
        String(format: "%.4f", result.oursMeanError), String(format: "%.4f", result.freeTypeMeanError),
      ] + (showsPhases ? ["\(result.phases)"] : [])
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        // Names read best left-aligned, numbers right-aligned.
        return column == 0 ? row[column] + padding : padding + row[column]
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
