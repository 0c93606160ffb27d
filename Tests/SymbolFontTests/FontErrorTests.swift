import Foundation
import SymbolFont
import SymbolTestSupport
import Testing

@Suite("FontFace errors")
struct FontErrorTests {
  /// A directory of its own per test, so tests running in parallel never share files.
  private static func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("SymbolFontTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func missingFileNamesThePath() throws {
    let directory = try Self.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("NoSuchFont.ttf").path
    let error = #expect(throws: FontError.self) { try FontFace(path: path) }
    #expect(error == .fileNotFound(path: path))
    #expect(error?.description.contains(path) == true)
  }

  @Test func textFileIsNotAFont() throws {
    let directory = try Self.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("notes.ttf").path
    try Data("This is plain text, not a font.\n".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: FontError.self) { try FontFace(path: path) }
    guard case .notAFont(let reportedPath, let code, let name) = error else {
      Issue.record("expected .notAFont, got \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
    // FreeType tries every driver and, when none claims the file, answers 0x02.
    #expect(code == 0x02)
    #expect(name == "Unknown_File_Format")
    let description = error?.description ?? ""
    #expect(description.contains(path))
    #expect(description.contains("0x02 Unknown_File_Format"))
  }

  @Test func emptyFileIsNotAFont() throws {
    let directory = try Self.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("empty.ttf").path
    try Data().write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: FontError.self) { try FontFace(path: path) }
    #expect(error?.description.contains(path) == true)
    if case .notAFont = error {
    } else if case .fileUnreadable = error {
    } else {
      Issue.record("expected .notAFont or .fileUnreadable, got \(String(describing: error))")
    }
  }

  @Test func directoryIsUnreadable() throws {
    let directory = try Self.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = #expect(throws: FontError.self) { try FontFace(path: directory.path) }
    guard case .fileUnreadable(let path, _) = error else {
      Issue.record("expected .fileUnreadable, got \(String(describing: error))")
      return
    }
    #expect(path == directory.path)
  }

  /// A FIFO (or a device) is refused before anything opens it: the open waited for a
  /// writer forever, and a writer's bytes would be read once while FreeType seeks.
  @Test func aFIFOIsRefusedWithoutWaiting() throws {
    let directory = try Self.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("font.ttf").path
    #expect(mkfifo(path, 0o600) == 0)
    let error = #expect(throws: FontError.self) { try FontFace(path: path) }
    #expect(error == .fileUnreadable(path: path, reason: "it is not a regular file; a font must be one"))
  }

  /// FreeType opens Type 1 and bitmap fonts too, which have none of the SFNT tables the
  /// metrics are read from: the font is named for what it is ("font has no 'hhea' table"
  /// read as a damaged TrueType font). A BDF font is text, so the test can write one.
  @Test func aFontThatIsNotTrueTypeOrOpenTypeSaysWhatItIs() throws {
    let bdf = """
      STARTFONT 2.1
      FONT -test-medium-r-normal--8-80-75-75-c-80-iso10646-1
      SIZE 8 75 75
      FONTBOUNDINGBOX 8 8 0 0
      STARTPROPERTIES 2
      FONT_ASCENT 8
      FONT_DESCENT 0
      ENDPROPERTIES
      CHARS 1
      STARTCHAR H
      ENCODING 72
      SWIDTH 500 0
      DWIDTH 8 0
      BBX 8 8 0 0
      BITMAP
      81
      81
      81
      FF
      81
      81
      81
      81
      ENDCHAR
      ENDFONT

      """
    try TemporaryFile.with(Array(bdf.utf8), suffix: ".bdf") { path in
      let face = try FontFace(path: path)
      #expect(throws: FontError.notSFNT(path: path, format: "BDF")) { try face.metrics() }
      #expect(throws: FontError.notSFNT(path: path, format: "BDF")) { try face.capHeightStemAndWeight() }
      #expect(
        FontError.notSFNT(path: path, format: "BDF").reason
          == "a BDF font, not a TrueType or OpenType one, so it has no 'hhea', 'OS/2' or 'post' table to read"
          + " the metrics from")
    }
  }

  @Test func descriptionsNameCodesInHexadecimal() {
    let error = FontError.glyphLoadFailed(
      path: "/f.ttf", glyphIndex: 7, freeTypeCode: 0x14, freeTypeName: "Invalid_Outline")
    #expect(error.description == "cannot load glyph 7 (FreeType error 0x14 Invalid_Outline): /f.ttf")
    #expect(
      FontError.noGlyph(path: "/f.ttf", scalar: "\u{E9}").description
        == "the font has no glyph for U+00E9: /f.ttf")
    #expect(FontError.fileNotFound(path: "/x.ttf").description == "font file not found: /x.ttf")
  }
}
