import Foundation
import SymbolFont
import SymbolTestSupport
import Testing

/// A font without a table the metrics need is refused by name: FreeType hands out a zeroed
/// `post` record for a font without one, which read as an italic angle of 0.
@Suite struct FontMissingTableTests {
  @Test func aFontWithoutPostIsRefusedByName() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nopost-\(UUID().uuidString).ttf")
    try Data(CapitalsOnlyFont.bytes(storedCapHeight: 700, storedXHeight: 500, omitting: ["post"])).write(
      to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let face = try FontFace(path: url.path)
    let error = #expect(throws: FontError.self) { try face.metrics() }
    #expect(error == .tableMissing(path: url.path, table: "post"))
  }

  @Test func theSameFontWithPostIsRead() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("post-\(UUID().uuidString).ttf")
    try Data(CapitalsOnlyFont.bytes(storedCapHeight: 700, storedXHeight: 500)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let metrics = try FontFace(path: url.path).metrics()
    #expect(metrics.capHeight == 700 && metrics.italicAngle == 0)
  }
}
