import Foundation
import SymbolFont
import SymbolTestSupport
import Testing

/// A font file cut short is reported as such, naming what its directory says is missing,
/// where FreeType called it an unknown format, or opened the face without the tables past
/// the end, which the engine then missed ("font has no 'post' table").
@Suite("Truncated font files")
struct FontTruncationTests {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

  private static func contents(_ path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// The parts of a `.truncated` error, or `nil` for any other outcome.
  private static func truncation(
    opening path: String, faceIndex: Int = 0
  ) -> (part: String, end: Int, size: Int)? {
    do {
      _ = try FontFace(path: path, faceIndex: faceIndex)
      return nil
    } catch {
      guard case .truncated(let errorPath, let part, let end, let size) = error, errorPath == path else {
        return nil
      }
      return (part, end, size)
    }
  }

  /// The tables a font's directory lists: name, offset, and the byte past the last.
  private static func tables(of font: [UInt8]) -> [(name: String, offset: Int, end: Int)] {
    func uint32(_ at: Int) -> Int { font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (0..<(Int(font[4]) << 8 | Int(font[5]))).map { index in
      let record = 12 + 16 * index
      let name = String(decoding: font[record..<record + 4], as: UTF8.self)
      return (name: name, offset: uint32(record + 8), end: uint32(record + 8) + uint32(record + 12))
    }
  }

  @Test(arguments: [10, 100, 331])
  func aFileCutInsideItsDirectoryNamesTheDirectory(length: Int) throws {
    let font = try Self.contents(Self.dejaVuSans)
    let tables = Int(font[4]) << 8 | Int(font[5])
    try TemporaryFile.with(Array(font.prefix(length)), suffix: ".ttf") { path in
      let cut = Self.truncation(opening: path)
      #expect(cut?.part == "table directory")
      #expect(cut?.end == 12 + 16 * tables)
      #expect(cut?.size == length)
    }
  }

  /// Past the directory, the table the file is cut in (the first by position reaching past
  /// the cut) is named, with how many are cut, by DejaVu Sans's own directory. The one
  /// reaching furthest was named once: `prep`, which alone would not stop the font.
  @Test(arguments: [400, 100_000, 600_000])
  func aFileCutInsideItsTablesNamesTheOneItIsCutIn(length: Int) throws {
    let font = try Self.contents(Self.dejaVuSans)
    let cut = Self.tables(of: font).filter { $0.end > length }.sorted { $0.offset < $1.offset }
    let first = try #require(cut.first)
    let more = cut.count == 1 ? "" : " (one of \(cut.count) tables cut)"
    try TemporaryFile.with(Array(font.prefix(length)), suffix: ".ttf") { path in
      let reported = Self.truncation(opening: path)
      #expect(reported?.part == "table '\(first.name)'\(more)", "\(String(describing: reported))")
      #expect(reported?.end == first.end)
      #expect(reported?.size == length)
      let error = #expect(throws: FontError.self) { try FontFace(path: path) }
      let description = error?.description ?? ""
      #expect(
        description.hasPrefix("font file is cut short: its table '\(first.name)'\(more) should end at byte"),
        "\(description)")
      #expect(description.contains("but the file has \(length) bytes"), "\(description)")
    }
  }

  /// DejaVu Sans ends with its `prep` table (hinting, which unhinted outlines do not use):
  /// cut there, FreeType opens it and so does the engine. Cut 5,000 bytes earlier, into the
  /// tables FreeType opened the face without (`post`), it was "font has no 'post' table".
  @Test func aCutOnlyInTablesNotReadOpensAndACutInOneReadIsReported() throws {
    let font = try Self.contents(Self.dejaVuSans)
    try TemporaryFile.with(Array(font.dropLast(1)), suffix: ".ttf") { path in
      #expect(Self.truncation(opening: path) == nil)
      let face = try FontFace(path: path)
      #expect(try face.glyphOutline(for: "H") == FontFace(path: Self.dejaVuSans).glyphOutline(for: "H"))
    }
    try TemporaryFile.with(Array(font.dropLast(5_000)), suffix: ".ttf") { path in
      // FreeType opened it, so only the tables read are named; the count is of all of them
      // (a cut at 614,200 bytes counted 8 more, one at 680,628 only those read).
      let cutInAll = Self.tables(of: font).filter { $0.end > font.count - 5_000 }.count
      #expect(cutInAll > 1)
      let cut = Self.truncation(opening: path)
      #expect(cut?.part == "table 'post' (one of \(cutInAll) tables cut)", "\(String(describing: cut))")
      #expect(cut?.size == font.count - 5_000)
    }
  }

  /// The second face of a collection cut inside its tables (FreeType: `Unknown_File_Format`)
  /// is reported; the first face, complete, still opens.
  @Test func aCollectionsCutFaceIsReportedAndTheWholeOneOpens() throws {
    let collection = try FontCollection.bytes(of: [
      Self.contents(Self.dejaVuSans), Self.contents(Self.dejaVuSansBold),
    ])
    let length = collection.count - 200_000
    try TemporaryFile.with(Array(collection.prefix(length)), suffix: ".ttc") { path in
      let cut = Self.truncation(opening: path, faceIndex: 1)
      #expect(cut?.part.hasPrefix("table '") == true, "\(String(describing: cut))")
      #expect(cut?.size == length)
      let first = try FontFace(path: path, faceIndex: 0)
      #expect(try first.glyphOutline(for: "H") == FontFace(path: Self.dejaVuSans).glyphOutline(for: "H"))
    }
  }

  /// A collection whose header lists more faces than the file holds offsets for.
  @Test func aCollectionCutInsideItsHeaderNamesTheHeader() throws {
    let collection = try FontCollection.bytes(of: [
      Self.contents(Self.dejaVuSans), Self.contents(Self.dejaVuSansBold),
    ])
    try TemporaryFile.with(Array(collection.prefix(17)), suffix: ".ttc") { path in
      let cut = Self.truncation(opening: path)
      #expect(cut?.part == "collection header")
      #expect(cut?.end == 20)
    }
  }

  /// Complete fonts are not reported: every font file the tests' packages install opens.
  @Test func everyInstalledFontOpens() throws {
    let folder = URL(fileURLWithPath: "/usr/share/fonts")
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { ($0 as? URL)?.path }
      .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) } ?? []
    #expect(files.count >= 3, "no fonts installed under \(folder.path)")
    for file in files {
      #expect(Self.truncation(opening: file) == nil, "\(file)")
      #expect(throws: Never.self) { try FontFace(path: file) }
    }
  }
}
