import Foundation
import SymbolFont
import SymbolTestSupport
import Testing

/// A font without a table the metrics need is refused by name: FreeType hands out a zeroed
/// `post` record for a font without one, which read as an italic angle of 0.
@Suite struct FontMissingTableTests {
  @Test func aFontWithoutPostIsRefusedByName() throws {
    let bytes = CapitalsOnlyFont.bytes(storedCapHeight: 700, storedXHeight: 500, omitting: ["post"])
    try TemporaryFile.with(bytes, suffix: ".ttf") { path in
      let face = try FontFace(path: path)
      let error = #expect(throws: FontError.self) { try face.metrics() }
      #expect(error == .tableMissing(path: path, table: "post"))
    }
  }

  @Test func theSameFontWithPostIsRead() throws {
    let bytes = CapitalsOnlyFont.bytes(storedCapHeight: 700, storedXHeight: 500)
    let metrics = try TemporaryFile.with(bytes, suffix: ".ttf") { try FontFace(path: $0).metrics() }
    #expect(metrics.capHeight == 700 && metrics.italicAngle == 0)
  }
}
