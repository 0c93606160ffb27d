import Foundation
import SymbolCatalog
import SymbolGeometry
import XCTest

/// Fixture loading and small builders shared by the template tests.
enum TemplateTestSupport {
  /// The text of `Fixtures/Templates/<name>.svg`.
  static func fixture(_ name: String) throws -> String {
    let base = try XCTUnwrap(Bundle.module.resourceURL, "the test bundle has no resources")
    let url = base.appendingPathComponent("Fixtures/Templates/\(name).svg")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The 1-based line and column where `marker` first occurs in `text`.
  static func position(of marker: String, in text: String) -> (line: Int, column: Int)? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: marker) {
        return (index + 1, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    return nil
  }

  /// Guides for masters drawn over one another: baseline y 100, capline y 30 for each scale
  /// given, margins x 0 and 80 for each master id.
  static func guides(scales: [String] = ["S"], masters: [String]) -> [String] {
    var lines = ["<g id=\"Guides\">"]
    for scale in scales {
      lines.append("<line id=\"Baseline-\(scale)\" x1=\"0\" y1=\"100\" x2=\"300\" y2=\"100\"/>")
      lines.append("<line id=\"Capline-\(scale)\" x1=\"0\" y1=\"30\" x2=\"300\" y2=\"30\"/>")
    }
    for master in masters {
      lines.append("<line id=\"left-margin-\(master)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"120\"/>")
      lines.append("<line id=\"right-margin-\(master)\" x1=\"80\" y1=\"0\" x2=\"80\" y2=\"120\"/>")
    }
    lines.append("</g>")
    return lines
  }

  /// A template of the one master `Regular-S` holding `elements`, with its guides (unless
  /// `guides` replaces them) and an optional style sheet.
  static func regularOnly(_ elements: [String], guides: [String]? = nil, style: String? = nil) -> String {
    template(
      guides: guides ?? self.guides(masters: ["Regular-S"]), masters: [("Regular-S", elements)], style: style)
  }

  /// A compact template: the given guide lines, then a `Symbols` group with the masters and
  /// their element lines, one element per line so tests can find their positions.
  static func template(
    guides: [String], masters: [(id: String, elements: [String])], style: String? = nil
  )
    -> String
  {
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"120\" viewBox=\"0 0 300 120\">"
    ]
    if let style { lines.append("<style>\(style)</style>") }
    lines += guides
    lines.append("<g id=\"Symbols\">")
    for master in masters {
      lines.append("<g id=\"\(master.id)\">")
      lines += master.elements
      lines.append("</g>")
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n")
  }

  /// Three outline masters (Ultralight, Regular, Black at S) whose elements are given.
  static func outline(_ elements: [String], black: [String]? = nil, style: String? = nil) -> String {
    let ids = ["Ultralight-S", "Regular-S", "Black-S"]
    return template(
      guides: guides(masters: ids),
      masters: [(ids[0], elements), (ids[1], elements), (ids[2], black ?? elements)], style: style)
  }

  /// A bar `width` wide from the capline to the baseline, as path data.
  static func bar(x: Double = 10, width: Double) -> String {
    "<path d=\"M\(x) 30 H\(x + width) V100 H\(x) Z\"/>"
  }
}

extension XCTestCase {
  /// Asserts that reading `text` as a glyph fails at the position of `marker` (line and
  /// column of its first character) with a message containing every string of `phrases`.
  func assertGlyphError(
    _ text: String, at marker: String, mentioning phrases: [String], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let expected = TemplateTestSupport.position(of: marker, in: text) else {
      XCTFail("marker \(marker) is not in the text", file: file, line: line)
      return
    }
    do {
      let glyph = try SymbolTemplateReader.readGlyph(text, file: "bad.svg", name: "bad")
      XCTFail("expected an error, read \(glyph.name)", file: file, line: line)
    } catch {
      XCTAssertEqual(error.location.file, "bad.svg", file: file, line: line)
      XCTAssertEqual(error.location.line, expected.line, "\(error)", file: file, line: line)
      XCTAssertEqual(error.location.column, expected.column, "\(error)", file: file, line: line)
      XCTAssertTrue(
        error.description.hasPrefix("bad.svg:\(expected.line):\(expected.column): "), "\(error)",
        file: file, line: line)
      for phrase in phrases {
        XCTAssertTrue(
          error.message.contains(phrase), "'\(phrase)' not in: \(error.message)", file: file, line: line)
      }
    }
  }

  /// Asserts that two points agree within `tolerance`.
  func assertPoint(
    _ actual: Point?, _ expected: Point, tolerance: Double = 1e-9, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let actual else {
      XCTFail("no point, expected \(expected)", file: file, line: line)
      return
    }
    XCTAssertEqual(actual.x, expected.x, accuracy: tolerance, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: tolerance, "y of \(actual)", file: file, line: line)
  }
}
