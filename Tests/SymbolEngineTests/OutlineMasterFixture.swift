import SymbolCatalog
import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// Outline-master templates written from path data, and their images, for the tests of
/// weight matching on designs the catalog does not have.
enum OutlineMasterFixture {
  /// A template with the three required masters, each given as path data in its own
  /// coordinates (left margin at x = 0, 140 units between the margins, baseline at y = 90
  /// and capline at 19.54 of the canvas).
  static func template(ultralight: String, regular: String, black: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
      <g id="Guides">
        <line id="Baseline-S" x1="0" y1="90" x2="480" y2="90"/>
        <line id="Capline-S" x1="0" y1="19.54" x2="480" y2="19.54"/>
        <line id="left-margin-Ultralight-S" x1="5" y1="0" x2="5" y2="120"/>
        <line id="right-margin-Ultralight-S" x1="145" y1="0" x2="145" y2="120"/>
        <line id="left-margin-Regular-S" x1="165" y1="0" x2="165" y2="120"/>
        <line id="right-margin-Regular-S" x1="305" y1="0" x2="305" y2="120"/>
        <line id="left-margin-Black-S" x1="325" y1="0" x2="325" y2="120"/>
        <line id="right-margin-Black-S" x1="465" y1="0" x2="465" y2="120"/>
      </g>
      <g id="Symbols">
        <g id="Ultralight-S" transform="translate(5 0)"><path d="\(ultralight)"/></g>
        <g id="Regular-S" transform="translate(165 0)"><path d="\(regular)"/></g>
        <g id="Black-S" transform="translate(325 0)"><path d="\(black)"/></g>
      </g>
    </svg>
    """
  }

  /// The image of `template` at 100 pt with the default cap height, and with a font of
  /// `fontStem` units per 1000 when given.
  static func image(
    _ template: String, weight: SymbolWeight, scale: SymbolScale = .small, fontStem: Double? = nil
  ) throws -> SymbolImage {
    let glyph = try SymbolTemplateReader.readGlyph(template, file: "test.svg", name: "test")
    let font = fontStem.map {
      SymbolFontMetrics(unitsPerEm: 1000, capHeight: 704.6, stemWidth: $0, weightClass: 400)
    }
    return try SymbolImage(
      named: "test", in: TestGlyphCatalog(glyphs: ["test": glyph]),
      configuration: SymbolConfiguration(pointSize: 100, weight: weight, scale: scale, font: font))
  }

  /// The bounds of everything `image` draws.
  static func drawnBounds(_ image: SymbolImage) throws -> Rect {
    let boxes = image.drawing.steps.compactMap(\.path.bounds)
    return try XCTUnwrap(boxes.dropFirst().reduce(boxes.first) { $0?.union($1) })
  }
}
