import Foundation
import SymbolTestSupport
import Testing

/// `symbol-bench raster --font`, run as built: the glyph workload read from another font is
/// measured and named after it, and a font that is missing or not a font is a clear error.
@Suite struct RasterCommandTests {
  private let freeSans = "/usr/share/fonts/opentype/freefont/FreeSans.otf"

  @Test func anotherFontIsMeasuredAndNamedAfterItsFile() throws {
    let result = try BuiltTool.run(
      "symbol-bench", ["raster", "--workload", "dejavu-ascii", "--font", freeSans, "--sizes", "16", "--json"])
    #expect(result.status == 0, "\(result.error)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output)) as? [[String: Any]],
      "\(String(decoding: result.output, as: UTF8.self))")
    let row = try #require(rows.first)
    #expect(rows.count == 1)
    #expect(row["workload"] as? String == "ascii:FreeSans.otf")
    #expect(row["size"] as? Int == 16)
    #expect(row["phases"] == nil, "the table's rows keep their keys")
    let ours = try #require(row["ours_max_error"] as? Double)
    let freeType = try #require(row["freetype_max_error"] as? Double)
    // FreeSans's cubics (CFF) meet the error target as DejaVu's quadratics do.
    #expect(ours > 0 && ours <= freeType, "ours \(ours), FreeType \(freeType)")
    #expect((row["ours_ns"] as? Double ?? 0) > 0 && (row["freetype_ns"] as? Double ?? 0) > 0)
  }

  @Test(arguments: [
    (["--sizes", "16,,32"], "'16,,32' has an empty entry"),
    (["--sizes", "16,"], "'16,' has an empty entry"),
    (["--sizes", "0"], "size 0 is not accepted; sizes must be 1...8192 px"),
    (["--workload", "gear,,heart"], "unknown workload ''"),
    (["--workload", "circle"], "unknown workload 'circle'"),
    (["--runs", "3"], "--runs must be at least 11"),
    (["--phases", "0"], "--phases 0 is not accepted; give 1...64 sub-pixel positions"),
    (["--phases", "65"], "--phases 65 is not accepted; give 1...64 sub-pixel positions"),
  ])
  func badOptionsAreUsageErrors(options: [String], message: String) throws {
    let result = try BuiltTool.run("symbol-bench", ["raster"] + options)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func phasesMultiplyTheOutlinesTimedAndChecked() throws {
    let result = try BuiltTool.run(
      "symbol-bench", ["raster", "--workload", "heart", "--sizes", "16", "--phases", "8", "--json"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.contains("heart 16 px: 8 outlines"), "\(result.error)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output)) as? [[String: Any]])
    #expect(rows.count == 1)
    #expect(rows.first?["phases"] as? Int == 8)
    let ours = try #require(rows.first?["ours_max_error"] as? Double)
    let freeType = try #require(rows.first?["freetype_max_error"] as? Double)
    #expect(ours > 0 && ours <= freeType, "ours \(ours), FreeType \(freeType)")
  }

  @Test func aSceneTooLargeForMemoryIsRefusedBeforeAnyTargetIsMade() throws {
    let result = try BuiltTool.run(
      "symbol-bench", ["raster", "--workload", "heart,dejavu-ascii", "--sizes", "16,2048", "--phases", "64"])
    #expect(result.status == 1)
    // Checked before the first row is measured: nothing was timed.
    #expect(!result.error.contains("heart 16 px"), "\(result.error)")
    #expect(
      result.error.contains(
        "dejavu-ascii at 2048 px at 64 positions needs 7937 million pixels of targets for each rasterizer, "
          + "above the limit of 2147 million; give smaller sizes or fewer positions (--phases)"),
      "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func theTableShowsPhasesOnlyWhenAskedFor() throws {
    for (phases, column) in [(1, nil), (2, "2")] {
      let result = try BuiltTool.run(
        "symbol-bench", ["raster", "--workload", "star-evenodd", "--sizes", "16", "--phases", "\(phases)"])
      #expect(result.status == 0, "\(result.error)")
      let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
      #expect(lines.count == 2)
      let header = lines.first?.split(separator: " ").map(String.init) ?? []
      let row = lines.last?.split(separator: " ").map(String.init) ?? []
      #expect(header.last == (column == nil ? "err" : "phases"), "\(lines)")
      #expect(row.first == "star-evenodd" && (column == nil || row.last == column), "\(lines)")
    }
  }

  private func runGlyphWorkload(font path: String) throws -> BuiltTool.Result {
    try BuiltTool.run(
      "symbol-bench", ["raster", "--workload", "dejavu-ascii", "--font", path, "--sizes", "16"])
  }

  @Test func aMissingFontIsAClearError() throws {
    let result = try runGlyphWorkload(font: "/nonexistent/font.ttf")
    #expect(result.status == 1)
    #expect(
      result.error.contains("font file not found: /nonexistent/font.ttf; give --font the path"),
      "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func aFileThatIsNotAFontIsAClearError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-bench-\(UUID()).ttf")
    try Data("not a font".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try runGlyphWorkload(font: file.path)
    #expect(result.status == 1)
    #expect(result.error.contains("cannot use the font: not a font FreeType can load"), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}
