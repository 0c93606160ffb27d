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

  /// A stored height above the em is not used, as one of 0 is not: no letter reaches it,
  /// and a cap height of 32767 on a 2048-unit em drew a 17-point symbol 410 px wide.
  @Test func aStoredHeightAboveTheEmIsMeasuredInstead() throws {
    let bytes = CapitalsOnlyFont.bytes(storedCapHeight: 1001, storedXHeight: 32767)
    let metrics = try TemporaryFile.with(bytes, suffix: ".ttf") { try FontFace(path: $0).metrics() }
    #expect(metrics.capHeight == 700 && metrics.capHeightSource == .measured)
    // With no `x` to measure, the reason names the value that was not used.
    #expect(metrics.xHeight == nil)
    #expect(
      metrics.xHeightUnavailable
        == "the OS/2 table (version 4) stores 32767, above the em of 1000, and the font has no glyph for 'x' to"
        + " measure it on")
    let atTheEm = CapitalsOnlyFont.bytes(storedCapHeight: 1000, storedXHeight: 500)
    let kept = try TemporaryFile.with(atTheEm, suffix: ".ttf") { try FontFace(path: $0).metrics() }
    #expect(kept.capHeight == 1000 && kept.capHeightSource == .os2 && kept.xHeight == 500)
  }
}
