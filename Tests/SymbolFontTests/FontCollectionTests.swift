import Foundation
import SymbolFont
import SymbolTestSupport
import Testing

/// Faces of a font collection (`.ttc`): each face is read by its index, an index past the
/// end is named with the number of faces, and the shaper reads the same face as the
/// outlines and metrics.
@Suite("Font collections")
struct FontCollectionTests {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

  /// Two fonts that differ only in the heights their OS/2 tables store.
  private static func twoCapitalFonts() throws -> [UInt8] {
    try FontCollection.bytes(of: [
      CapitalsOnlyFont.bytes(storedCapHeight: 650, storedXHeight: 400),
      CapitalsOnlyFont.bytes(storedCapHeight: 720, storedXHeight: 450),
    ])
  }

  @Test func eachFaceIsReadByItsIndex() throws {
    try TemporaryFile.with(try Self.twoCapitalFonts(), suffix: ".ttc") { path in
      let first = try FontFace(path: path)
      let second = try FontFace(path: path, faceIndex: 1)
      #expect(first.faceIndex == 0 && first.faceCount == 2)
      #expect(second.faceIndex == 1 && second.faceCount == 2)
      #expect(try first.metrics().capHeight == 650)
      #expect(try second.metrics().capHeight == 720)
      #expect(try second.metrics().xHeight == 450)
    }
  }

  @Test func anIndexPastTheLastFaceNamesHowManyThereAre() throws {
    try TemporaryFile.with(try Self.twoCapitalFonts(), suffix: ".ttc") { path in
      let error = #expect(throws: FontError.self) { try FontFace(path: path, faceIndex: 2) }
      #expect(error == .faceIndexOutOfRange(path: path, faceIndex: 2, faceCount: 2))
      let description = error?.description ?? ""
      #expect(description.contains("2 faces") && description.contains("0 to 1") && description.contains(path))
    }
  }

  @Test func aPlainFontHasOnlyFaceZero() throws {
    let face = try FontFace(path: Self.dejaVuSans)
    #expect(face.faceIndex == 0 && face.faceCount == 1)
    let error = #expect(throws: FontError.self) { try FontFace(path: Self.dejaVuSans, faceIndex: 1) }
    #expect(error == .faceIndexOutOfRange(path: Self.dejaVuSans, faceIndex: 1, faceCount: 1))
    #expect(error?.description.contains("accepted: 0)") == true)
  }

  /// Face 1 opens although face 0 cannot: only the collection's header and the face asked
  /// for are read. (Face 0 was opened first, for the number of faces, and its failure
  /// refused every face of the collection.)
  @Test func aFaceOpensWhenFaceZeroIsDamaged() throws {
    let regular = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSans)))
    let bold = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSansBold)))
    var bytes = try FontCollection.bytes(of: [regular, bold])
    // Face 0's directory offset, in the header after the tag, version and count, now points
    // past the end of the file.
    bytes.replaceSubrange(12..<16, with: [0x7F, 0xFF, 0xFF, 0xF0])
    try TemporaryFile.with(bytes, suffix: ".ttc") { path in
      #expect(throws: FontError.self) { try FontFace(path: path, faceIndex: 0) }
      let face = try FontFace(path: path, faceIndex: 1)
      #expect(face.faceCount == 2)
      #expect(face.styleName == "Bold")
      #expect(try face.glyphOutline(for: "H") == FontFace(path: Self.dejaVuSansBold).glyphOutline(for: "H"))
      // An index past the end makes FreeType read face 0 instead, which fails here.
      #expect(throws: FontError.self) { try FontFace(path: path, faceIndex: 2) }
    }
  }

  @Test(arguments: [-1, 0x1_0000, Int.max])
  func anIndexBelowZeroOrPastAnyFaceIsRefused(index: Int) throws {
    let error = #expect(throws: FontError.self) { try FontFace(path: Self.dejaVuSans, faceIndex: index) }
    #expect(error == .faceIndexOutOfRange(path: Self.dejaVuSans, faceIndex: index, faceCount: 1))
  }

  @Test func theShaperReadsTheSameFace() throws {
    let regular = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSans)))
    let bold = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSansBold)))
    try TemporaryFile.with(try FontCollection.bytes(of: [regular, bold]), suffix: ".ttc") { path in
      let text = "Hamburgefonstiv"
      let fromCollection = try TextShaper(face: FontFace(path: path, faceIndex: 1)).shape(text)
      let fromFile = try TextShaper(face: FontFace(path: Self.dejaVuSansBold)).shape(text)
      let fromFirstFace = try TextShaper(face: FontFace(path: path)).shape(text)
      #expect(fromCollection.glyphs == fromFile.glyphs)
      #expect(fromCollection.glyphs.map(\.advance) != fromFirstFace.glyphs.map(\.advance))
      let outline = try FontFace(path: path, faceIndex: 1).glyphOutline(for: "H")
      #expect(outline == (try FontFace(path: Self.dejaVuSansBold).glyphOutline(for: "H")))
    }
  }
}
