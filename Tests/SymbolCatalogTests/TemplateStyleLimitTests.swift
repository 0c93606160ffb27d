import XCTest

@testable import SymbolCatalog

/// A template's style sheet is matched against its elements once; one that would cost more
/// selector tests than the limit is refused at its `<style>` before any element is styled,
/// as `render-svg` refuses such a document.
final class TemplateStyleLimitTests: XCTestCase {
  func testAStyleSheetTooCostlyToMatchIsRefusedAtItsStyleElement() throws {
    // `.a.b` is filed under `b`, its rarer class: each of the three bars is tested once.
    let bars = (0..<3).map { TemplateTestSupport.bar(x: Double(10 + 10 * $0), width: 4) }
      .map { $0.replacingOccurrences(of: "<path ", with: "<path class=\"a b\" ") }
    let text = TemplateTestSupport.regularOnly(bars, style: ".a.b { fill: black }")
    XCTAssertNoThrow(try SymbolTemplateReader.parse(text, file: "ok.svg", selectorTestLimit: 3))
    XCTAssertThrowsError(try SymbolTemplateReader.parse(text, file: "bad.svg", selectorTestLimit: 2)) {
      error in
      guard let error = error as? CatalogError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.location.line, 2, "\(error)")
      XCTAssertTrue(
        error.message.hasPrefix("styling the file would test 3 style-sheet selectors against its elements"),
        error.message)
    }
  }

  /// Properties no template uses are dropped before the cascade; the SF Symbols ones stay.
  func testOnlyTheTemplatesPropertiesAreCascaded() throws {
    let text = TemplateTestSupport.regularOnly(
      [TemplateTestSupport.bar(width: 4)], style: "path { x-made-up: 1; -sfsymbols-clear-behind: true }")
    let template = try SymbolTemplateReader.parse(text, file: "ok.svg")
    let element = try XCTUnwrap(template.masters.first?.elements.first)
    XCTAssertEqual(element.clearBehind, "true")
  }
}
