import Foundation
import SymbolFont
import SymbolGeometry
import Testing

/// DejaVu Sans (package fonts-dejavu-core) is a TrueType font with 2048 units per em, so
/// every outline it gives is made of lines and quadratic curves only.
private let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Suite("FontFace with DejaVu Sans")
struct FontFaceTests {
  let face: FontFace

  init() throws {
    face = try FontFace(path: dejaVuSansPath)
  }

  @Test func readsTheFontHeader() {
    #expect(face.unitsPerEm == 2048)
    #expect(face.familyName == "DejaVu Sans")
    #expect(face.styleName == "Book")
    #expect(face.path == dejaVuSansPath)
    // DejaVu Sans has several thousand glyphs; the exact number changes between releases.
    #expect(face.glyphCount > 3000)
  }

  @Test func mapsCharactersToGlyphs() {
    let a = face.glyphIndex(for: "a")
    let b = face.glyphIndex(for: "b")
    #expect(a != nil)
    #expect(b != nil)
    #expect(a != b)
    // The last code point of plane 16 is a private-use non-character no font maps.
    #expect(face.glyphIndex(for: "\u{10FFFF}") == nil)
  }

  /// "l" is one straight stem: a single closed rectangle from the baseline up to the
  /// ascender. DejaVu Sans Book draws its lowercase stems 184 units wide (193...377), about
  /// 9% of the em; the range leaves room for a future release moving an edge by a few units
  /// while still failing on a wrong scale (hinted or scaled outlines would be far off).
  @Test func lowercaseLIsOneUprightRectangle() throws {
    let outline = try face.glyphOutline(for: "l")
    #expect(outline.verbs == [.move, .line, .line, .line, .close])
    let box = try #require(OutlineShape.bounds(outline))
    #expect((170.0...200.0).contains(box.width))
    // y points down: the stem sits on the baseline (y = 0) and rises to about 0.76 em.
    #expect(box.maxY == 0)
    #expect((-1600.0 ... -1500.0).contains(box.minY))
    let xs = Set(outline.points.map(\.x))
    let ys = Set(outline.points.map(\.y))
    #expect(xs.count == 2 && ys.count == 2, "every corner shares its x and y with a neighbour")
  }

  @Test func capitalOHasAnOuterAndAnInnerContourOfOppositeDirection() throws {
    let outline = try face.glyphOutline(for: "O")
    let contours = outline.subpaths
    #expect(contours.count == 2)
    #expect(outline.verbs.filter { $0 == .close }.count == 2)
    let areas = contours.map(OutlineShape.signedArea)
    #expect(areas.count == 2)
    if areas.count == 2 {
      // The larger contour is the outside and runs clockwise on screen (positive); the
      // counter runs the other way, so it is a hole under the nonzero rule as well.
      let outer = abs(areas[0]) > abs(areas[1]) ? areas[0] : areas[1]
      let counter = abs(areas[0]) > abs(areas[1]) ? areas[1] : areas[0]
      #expect(outer > 0)
      #expect(counter < 0)
    }
  }

  @Test func trueTypeCurvesBecomeQuadratics() throws {
    let outline = try face.glyphOutline(for: "O")
    #expect(outline.verbs.contains(.quad))
    #expect(!outline.verbs.contains(.cubic))
    #expect(outline.isFinite)
  }

  /// TrueType outer contours run clockwise in the font's y-up space, a negative shoelace
  /// area there. Negating y negates the area, so here it must be positive: still clockwise
  /// as seen on screen, where y grows downwards.
  @Test func flipsYSoThatTheShoelaceAreaOfOuterContoursIsPositive() throws {
    let outline = try face.glyphOutline(for: "l")
    let area = OutlineShape.signedArea(outline)
    #expect(area > 0)
    // The stem's area is its width times its height, exactly, since it is a rectangle.
    let box = try #require(OutlineShape.bounds(outline))
    #expect(abs(area) == box.width * box.height)
  }

  @Test func everyContourIsClosedAndStartsWithAMove() throws {
    for scalar in "AgQ&@%8é".unicodeScalars {
      let outline = try face.glyphOutline(for: scalar)
      let moves = outline.verbs.filter { $0 == .move }.count
      let closes = outline.verbs.filter { $0 == .close }.count
      #expect(moves > 0, "\(scalar)")
      #expect(moves == closes, "\(scalar)")
      #expect(outline.verbs.first == .move, "\(scalar)")
      #expect(outline.verbs.last == .close, "\(scalar)")
    }
  }

  /// FreeType ends each contour with a line back to its start; `close` already implies it,
  /// so no sub-path may end in a line to its own first point.
  @Test func dropsTheRedundantClosingLine() throws {
    for scalar in "lHIET".unicodeScalars {
      let outline = try face.glyphOutline(for: scalar)
      for contour in outline.subpaths {
        #expect(contour.points.last != contour.points.first, "\(scalar)")
      }
    }
  }

  @Test func composedGlyphsHaveTheirComponents() throws {
    // "é" is a composite of "e" and the acute accent in DejaVu Sans.
    let plain = try face.glyphOutline(for: "e").subpaths
    let accented = try face.glyphOutline(for: "é").subpaths
    #expect(accented.count == plain.count + 1)
  }

  @Test func spaceHasAnEmptyOutline() throws {
    let outline = try face.glyphOutline(for: " ")
    #expect(outline.isEmpty)
  }

  @Test func rejectsGlyphIndicesOutOfRange() {
    #expect(
      throws: FontError.glyphIndexOutOfRange(path: face.path, glyphIndex: -1, glyphCount: face.glyphCount)
    ) {
      try face.glyphOutline(glyphIndex: -1)
    }
    #expect(
      throws: FontError.glyphIndexOutOfRange(
        path: face.path, glyphIndex: face.glyphCount, glyphCount: face.glyphCount)
    ) {
      try face.glyphOutline(glyphIndex: face.glyphCount)
    }
  }

  @Test func reportsCharactersWithoutGlyph() {
    #expect(throws: FontError.noGlyph(path: face.path, scalar: "\u{10FFFF}")) {
      try face.glyphOutline(for: "\u{10FFFF}")
    }
  }

  @Test func glyphIndexAndCharacterLookUpsAgree() throws {
    let index = try #require(face.glyphIndex(for: "g"))
    #expect(try face.glyphOutline(glyphIndex: index) == face.glyphOutline(for: "g"))
  }

  /// The lock must keep concurrent loads from overwriting each other's glyph slot.
  @Test func concurrentLoadsGiveTheSameOutlinesAsSerialOnes() async throws {
    let scalars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)
    var serial: [Unicode.Scalar: Path] = [:]
    for scalar in scalars { serial[scalar] = try face.glyphOutline(for: scalar) }
    let face = self.face
    let concurrent = try await withThrowingTaskGroup(of: (Unicode.Scalar, Path).self) { group in
      for _ in 0..<4 {
        for scalar in scalars {
          group.addTask { (scalar, try face.glyphOutline(for: scalar)) }
        }
      }
      var results: [(Unicode.Scalar, Path)] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(concurrent.count == 4 * scalars.count)
    for (scalar, path) in concurrent {
      #expect(path == serial[scalar], "\(scalar)")
    }
  }
}
