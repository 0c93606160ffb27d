import SymbolCatalog
import XCTest

/// A master none of whose elements paints draws nothing at any weight or scale.
final class TemplateEmptyMasterTests: XCTestCase {
  /// A master that paints nothing is refused where it is, naming the file and why, rather
  /// than read as a glyph that the renderer could only call empty "at this configuration".
  func testAMasterThatPaintsNothingIsRefusedAtTheMaster() throws {
    let empty = try SymbolTemplateReader.parse(TemplateTestSupport.regularOnly([]), file: "Symbols/dot.svg")
    XCTAssertThrowsError(try empty.glyph(name: "dot")) { error in
      guard let error = error as? CatalogError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.problem, .drawsNothing)
      XCTAssertEqual(error.location.line, 9)
      XCTAssertEqual(
        error.description,
        "Symbols/dot.svg:9:1: master 'Regular-S' paints nothing, so dot.svg cannot be drawn at any weight or"
          + " scale (it has no elements); give its elements a fill or a stroke with a width (symbol-lint"
          + " reports every such master, as draws-nothing)")
    }
    let transparent = try SymbolTemplateReader.parse(
      TemplateTestSupport.regularOnly([
        "<rect x=\"20\" y=\"30\" width=\"40\" height=\"40\" fill=\"red\" fill-opacity=\"0\"/>"
      ]), file: "dot.svg")
    XCTAssertThrowsError(try transparent.glyph(name: "dot")) { error in
      XCTAssertTrue(
        "\(error)".contains("(<rect> on line 10: its fill is transparent (fill-opacity 0)"), "\(error)")
    }
  }
}
