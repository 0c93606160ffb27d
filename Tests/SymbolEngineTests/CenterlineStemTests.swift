import SymbolCatalog
import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// A centre-line design's stem is the stroke width that draws the most centre-line length.
/// The widest width was taken, so a dot drawn as a zero-length round-capped stroke wider
/// than the lines beside it became the stem, and every line was drawn thinner than the
/// font's stem (58% of it here) while `strokeWidth` reported the font's.
final class CenterlineStemTests: XCTestCase {
  private static let template = """
    <svg xmlns="http://www.w3.org/2000/svg" width="140" height="120" viewBox="0 0 140 120">
      <g id="Guides">
        <line id="Baseline-S" x1="0" y1="90" x2="140" y2="90"/>
        <line id="Capline-S" x1="0" y1="19.541" x2="140" y2="19.541"/>
        <line id="left-margin-Regular-S" x1="27" y1="0" x2="27" y2="120"/>
        <line id="right-margin-Regular-S" x1="113" y1="0" x2="113" y2="120"/>
      </g>
      <g id="Symbols"><g id="Regular-S">
        <path d="M36 55 h0" fill="none" stroke="black" stroke-width="12" stroke-linecap="round"/>
        <path d="M53 55 H107" fill="none" stroke="black" stroke-width="7" stroke-linecap="round"/>
      </g></g>
    </svg>
    """

  func testTheLinesCarryTheStemNotTheDot() throws {
    let glyph = try SymbolTemplateReader.readGlyph(Self.template, file: "dotline.svg", name: "dotline")
    XCTAssertEqual(glyph.estimatedStemWidth(), 7)
    let font = SymbolFontMetrics(unitsPerEm: 1000, capHeight: 704.6, stemWidth: 100, weightClass: 400)
    let image = try SymbolImage(
      named: "dotline", in: TestGlyphCatalog(glyphs: ["dotline": glyph]),
      configuration: SymbolConfiguration(pointSize: 100, font: font))
    // The line is the widest shape drawn; its height is its stroke's width.
    let line = try XCTUnwrap(image.drawing.steps.compactMap(\.path.bounds).max { $0.width < $1.width })
    XCTAssertEqual(line.height, 10, accuracy: 0.01, "the font's stem at 100 pt")
    XCTAssertEqual(image.metrics.strokeWidth, line.height, accuracy: 0.01)
  }
}
