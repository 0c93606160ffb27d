import Foundation
import XCTest

@testable import SymbolCatalog

/// Messages about extreme values say what the file holds: a guide at -1.7e308 was reported
/// "at y -inf" (hundredths of it overflowed), a master translated by 1e308 as painting
/// nothing (its shapes flattened by the lost precision), and `monochrome-10000` without the
/// largest index accepted.
final class LintExtremeValueTests: XCTestCase {
  private func lint(_ edit: (inout String) -> Void) throws -> [LintFinding] {
    var dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    edit(&dot)
    return try LintFixtures.lint(files: ["manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": dot])
  }

  func testAGuideFarOffTheCanvasIsReportedWhereItIs() throws {
    let findings = try lint {
      $0 = $0.replacingOccurrences(
        of: #"y1="20" x2="100" y2="20""#, with: #"y1="-1.7e308" x2="100" y2="-1.7e308""#)
    }
    let guide = try XCTUnwrap(findings.first { $0.rule == .guides && $0.severity == .error })
    XCTAssertTrue(guide.message.contains("is at y -1.7e+308, outside the canvas"), guide.message)
  }

  func testAMasterMovedFarOffTheCanvasIsOutsideItNotEmpty() throws {
    let findings = try lint {
      $0 = $0.replacingOccurrences(
        of: #"<g id="Regular-S">"#, with: #"<g id="Regular-S" transform="translate(1e308 0)">"#)
      // A filled bar, which the lost precision flattens.
      $0 = $0.replacingOccurrences(
        of: #"d="M30 55 H70" fill="none" stroke="black" stroke-width="6" stroke-linecap="round""#,
        with: #"d="M30 50 H70 V60 H30 Z" fill="black""#)
    }
    XCTAssertFalse(findings.contains { $0.rule == .drawsNothing || $0.rule == .paintsNothing }, "\(findings)")
    let outside = findings.filter { $0.rule == .outsideCanvas }
    XCTAssertFalse(outside.isEmpty, "\(findings)")
    XCTAssertEqual(outside.count, Set(outside.map(\.location)).count, "each element reported once")
    XCTAssertTrue(outside.allSatisfy { $0.message.contains("reaches x 1e+308") }, "\(outside)")
  }

  func testNumbersKeepTheirMagnitude() {
    XCTAssertEqual(TemplateLinter.format(-1.7e308), "-1.7e+308")
    XCTAssertEqual(TemplateLinter.format(12.345), "12.35")
    XCTAssertEqual(TemplateLinter.format(0.000375), "0.00038")
    XCTAssertEqual(TemplateLinter.format(-0.0041), "-0.0041")
    XCTAssertEqual(TemplateLinter.format(.leastNonzeroMagnitude), "5e-324")
    XCTAssertEqual(TemplateLinter.format(0), "0")
  }

  func testALayerIndexPastTheLimitNamesTheLimit() throws {
    let findings = try lint { $0 = $0.replacingOccurrences(of: "monochrome-0", with: "monochrome-10000") }
    let layer = try XCTUnwrap(findings.first { $0.message.contains("monochrome-10000") })
    XCTAssertTrue(layer.message.hasSuffix("with N a layer index from 0 to 9999"), layer.message)
  }
}
