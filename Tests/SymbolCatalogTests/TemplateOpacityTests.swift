import SymbolCatalog
import XCTest

/// What a browser hides or fades in a template: a layer's opacity comes from the rendering
/// mode, so a hidden shape or a paint of opacity 0 is not drawn (as a browser shows nothing
/// of it), and a translucent one is drawn opaque with a warning. These were read as solid
/// shapes without a word, so a red square a browser does not show covered the symbol.
final class TemplateOpacityTests: XCTestCase {
  private static let bar =
    "<path class=\"monochrome-0\" d=\"M10 60 H70\" fill=\"none\" stroke=\"black\" stroke-width=\"6\"/>"

  private func parse(_ elements: [String], style: String? = nil) throws -> SymbolTemplate {
    try SymbolTemplateReader.parse(
      TemplateTestSupport.regularOnly([Self.bar] + elements, style: style), file: "dot.svg")
  }

  func testHiddenShapesAreSkippedAsDisplayNoneIs() throws {
    let template = try parse([
      "<rect x=\"20\" y=\"30\" width=\"40\" height=\"40\" fill=\"red\" visibility=\"hidden\"/>",
      "<g style=\"visibility: collapse\"><circle cx=\"40\" cy=\"50\" r=\"9\"/></g>",
      // Inherited, and taken back by a child, which a browser then shows.
      "<g visibility=\"hidden\"><rect class=\"shown\" x=\"20\" y=\"30\" width=\"4\" height=\"4\""
        + " visibility=\"visible\"/></g>",
    ])
    XCTAssertEqual(template.masters[0].elements.map(\.name), ["path", "rect"])
    XCTAssertEqual(template.masters[0].elements[1].classes, ["shown"])
    XCTAssertEqual(
      template.warnings.map(\.message),
      ["<rect> has visibility: hidden and is ignored", "<circle> has visibility: collapse and is ignored"])
    XCTAssertEqual(template.warnings.map(\.problem), [.unsupportedMarkup, .unsupportedMarkup])
    XCTAssertEqual(template.warnings.map(\.location.line), [11, 12])
  }

  func testAPaintOfOpacityZeroIsNotDrawn() throws {
    let template = try parse([
      "<rect x=\"20\" y=\"30\" width=\"40\" height=\"40\" fill=\"red\" fill-opacity=\"0\"/>",
      "<g opacity=\"0\"><rect x=\"20\" y=\"30\" width=\"4\" height=\"4\"/></g>",
      "<rect x=\"20\" y=\"30\" width=\"4\" height=\"4\" style=\"fill: transparent\"/>",
      "<rect x=\"20\" y=\"30\" width=\"4\" height=\"4\" stroke=\"black\" stroke-opacity=\"0%\"/>",
    ])
    let elements = template.masters[0].elements
    XCTAssertEqual(elements.map(\.isFilled), [false, false, false, false, true])
    XCTAssertEqual(elements.map(\.isStroked), [true, false, false, false, false])
    XCTAssertEqual(
      elements.map(\.transparentPaint),
      [
        nil, "its fill is transparent (fill-opacity 0), so a browser shows nothing of it",
        "its fill is transparent (opacity 0), so a browser shows nothing of it",
        "its fill is transparent (its colour's alpha 0), so a browser shows nothing of it",
        "its stroke is transparent (stroke-opacity 0), so a browser shows nothing of it",
      ])
    XCTAssertEqual(template.warnings, [])
    // What is left draws: the bar, and the last square's fill.
    XCTAssertEqual(try template.glyph(name: "dot").layers.flatMap(\.shapes).count, 2)
  }

  func testATranslucentPaintIsDrawnOpaqueWithAWarning() throws {
    let template = try parse(
      [
        "<rect x=\"20\" y=\"30\" width=\"40\" height=\"40\" opacity=\"0.4\"/>",
        "<g opacity=\"0.5\"><rect class=\"half\" x=\"20\" y=\"30\" width=\"4\" height=\"4\"/></g>",
        // Unreadable, so dropped as CSS drops it: the attribute's 1 applies.
        "<rect x=\"20\" y=\"30\" width=\"4\" height=\"4\" fill-opacity=\"1\" style=\"fill-opacity: half\"/>",
      ], style: ".half { fill-opacity: 50% }")
    XCTAssertEqual(template.masters[0].elements.map(\.isFilled), [false, true, true, true])
    XCTAssertEqual(
      template.warnings.map(\.message),
      [
        "<rect> is drawn opaque where a browser shows it translucent (its fill at 0.4, from opacity 0.4): a"
          + " symbol's layers take their opacity from the rendering mode; give the part a secondary or"
          + " tertiary level instead, or remove the opacity",
        "<rect> is drawn opaque where a browser shows it translucent (its fill at 0.25, from opacity 0.5,"
          + " fill-opacity 0.5): a symbol's layers take their opacity from the rendering mode; give the part"
          + " a secondary or tertiary level instead, or remove the opacity",
        "fill-opacity: 'half' is not a number or a percentage; it is ignored, as browsers ignore it, and the"
          + " element's next declaration of fill-opacity applies, else the inherited or initial value",
      ])
    XCTAssertEqual(
      template.warnings.map(\.problem), [.layerProperties, .layerProperties, .unsupportedMarkup])
    XCTAssertNoThrow(try template.glyph(name: "dot"))
  }
}
