import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// The structure of `SymbolPDFWriter`'s files: cross-reference table, streams, page
/// geometry, operators and soft masks.
final class SymbolDrawingPDFTests: XCTestCase {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  private func find(_ needle: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
    let pattern = Array(needle.utf8)
    guard pattern.count <= bytes.count else { return nil }
    var i = start
    while i <= bytes.count - pattern.count {
      if bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
      i += 1
    }
    return nil
  }

  private func occurrences(_ needle: String, in string: String) -> Int {
    string.components(separatedBy: needle).count - 1
  }

  func testCrossReferenceOffsetsPointAtTheirObjects() throws {
    for drawing in [DrawingFixtures.layered, DrawingFixtures.knockouts, RandomDrawing.make(seed: 5)] {
      let pdf = try SymbolPDFWriter.pdf(for: drawing, scale: 2)
      XCTAssertTrue(pdf.starts(with: Array("%PDF-1.4\n".utf8)))
      XCTAssertTrue(text(pdf).hasSuffix("%%EOF\n"))
      let startxref = try XCTUnwrap(find("startxref\n", in: pdf))
      let tail = text(Array(pdf[(startxref + 10)...])).split(separator: "\n")
      let table = try XCTUnwrap(Int(try XCTUnwrap(tail.first)))
      XCTAssertEqual(find("xref\n", in: pdf, from: table), table, "startxref points at the table")
      let lines = text(Array(pdf[table...])).split(separator: "\n", omittingEmptySubsequences: false)
      XCTAssertEqual(lines[1].split(separator: " ").first, "0")
      let count = try XCTUnwrap(Int(try XCTUnwrap(lines[1].split(separator: " ").last)))
      XCTAssertEqual(lines[2], "0000000000 65535 f ")
      XCTAssertTrue(text(pdf).contains("/Size \(count) /Root 1 0 R"))
      for number in 1..<count {
        let entry = lines[2 + number]
        XCTAssertEqual(entry.utf8.count, 19, "20 bytes with the newline")
        XCTAssertTrue(entry.hasSuffix(" 00000 n "))
        let offset = try XCTUnwrap(Int(entry.prefix(10)))
        XCTAssertEqual(find("\(number) 0 obj\n", in: pdf, from: offset), offset, "object \(number)")
      }
      XCTAssertEqual(lines[2 + count], "trailer")
    }
  }

  func testStreamLengthsAreExact() throws {
    let pdf = try SymbolPDFWriter.pdf(for: DrawingFixtures.knockouts)
    var searchFrom = 0
    var streams = 0
    while let start = find("stream\n", in: pdf, from: searchFrom), start + 7 < pdf.count {
      defer { searchFrom = start + 7 }
      // Skip the "stream" inside "endstream".
      if start >= 3, text(Array(pdf[(start - 3)..<start])) == "end" { continue }
      let dictionaryStart = try XCTUnwrap(
        text(Array(pdf[..<start])).range(of: "/Length ", options: .backwards))
      let lengthText = text(Array(pdf[..<start]))[dictionaryStart.upperBound...].prefix { $0.isNumber }
      let length = try XCTUnwrap(Int(lengthText))
      XCTAssertEqual(find("\nendstream", in: pdf, from: start + 7), start + 7 + length)
      streams += 1
    }
    // The page content, and a group and a mask form for each of the three clears.
    XCTAssertEqual(streams, 7)
  }

  func testPageGeometryFlipsToYUp() throws {
    let page = text(try SymbolPDFWriter.pdf(for: DrawingFixtures.layered, scale: 2))
    XCTAssertTrue(page.contains("/MediaBox [0 0 64 48]"))
    XCTAssertTrue(page.contains("q\n2 0 0 -2 0 48 cm\n"))
    let half = text(try SymbolPDFWriter.pdf(for: DrawingFixtures.layered, scale: 0.5))
    XCTAssertTrue(half.contains("/MediaBox [0 0 16 12]"))
    XCTAssertTrue(half.contains("0.5 0 0 -0.5 0 12 cm"))
    // The page has the PNG's whole pixels (32 × 0.3 = 9.6 and 24 × 0.3 = 7.2 round up), as
    // the SVG does, with the drawing at the top left.
    let odd = text(try SymbolPDFWriter.pdf(for: DrawingFixtures.layered, scale: 0.3))
    let pixels = try DrawingFixtures.layered.rasterize(scale: 0.3)
    XCTAssertEqual(pixels.width, 10)
    XCTAssertEqual(pixels.height, 8)
    XCTAssertTrue(odd.contains("/MediaBox [0 0 10 8]"), odd)
    XCTAssertTrue(odd.contains("0.3 0 0 -0.3 0 8 cm"), odd)
  }

  func testPathsColoursOpacitiesAndRules() throws {
    let page = text(try SymbolPDFWriter.pdf(for: DrawingFixtures.layered))
    // The blue frame: even-odd, opaque, no ExtGState.
    XCTAssertTrue(page.contains("q\n0.0784 0.2353 0.7843 rg\n2 2 m\n22 2 l\n"))
    XCTAssertEqual(occurrences("f*\n", in: page), 1)
    XCTAssertTrue(page.contains("/GA1 << /Type /ExtGState /ca 0.6 >>"))
    XCTAssertTrue(page.contains("/GA2 << /Type /ExtGState /ca 0.6275 >>"))
    XCTAssertEqual(occurrences("/GA1 gs", in: page), 1)
    // The drop's quadratic curves become cubics with controls 2/3 of the way to the control:
    // from (22, 3) towards (30, 10) to (22, 14).
    XCTAssertTrue(page.contains("22 3 m\n27.3333 7.6667 27.3333 11.3333 22 14 c\n"))
    XCTAssertFalse(page.contains(" v\n") || page.contains(" y\n"))
    XCTAssertEqual(occurrences("h\n", in: page), 5, "2 for the frame, circle, rectangle, drop")
  }

  func testClearsBecomeNestedSoftMaskedGroups() throws {
    let page = text(try SymbolPDFWriter.pdf(for: DrawingFixtures.knockouts))
    XCTAssertEqual(occurrences("/SMask << /Type /Mask /S /Luminosity /G ", in: page), 3)
    XCTAssertEqual(occurrences("/Group << /S /Transparency /I true >>", in: page), 3)
    // The white backdrop of each mask, and the groups' boxes, reach a point beyond the page:
    // stopping at its edge, they left a viewer's edge pixels half masked once per clear.
    XCTAssertEqual(occurrences("1 g\n-1 -1 34 26 re\nf\n0 g\n", in: page), 3)
    XCTAssertEqual(occurrences("/BBox [-1 -1 33 25]", in: page), 6)
    // The page paints only the outermost group, then the step after the last clear.
    let contents = try XCTUnwrap(page.range(of: "q\n1 0 0 -1 0 24 cm\n"))
    XCTAssertTrue(page[contents.upperBound...].hasPrefix("q\n/GM3 gs\n/Fm3 Do\nQ\nq\n/GA"))
    // The group of the third clear paints the second group first.
    XCTAssertTrue(page.contains("stream\nq\n/GM2 gs\n/Fm2 Do\nQ\n"))
    XCTAssertTrue(page.contains("stream\nq\n/GM1 gs\n/Fm1 Do\nQ\n"))
  }

  func testAClearBeforeAnyPaintIsDropped() throws {
    let drawing = SymbolDrawing(
      width: 4, height: 4,
      steps: [
        SymbolDrawStep(path: DrawingFixtures.rect(0, 0, 2, 2), operation: .clear),
        SymbolDrawStep(path: DrawingFixtures.rect(0, 0, 2, 2), operation: .fill(.black, opacity: 1)),
      ])
    let page = text(try SymbolPDFWriter.pdf(for: drawing))
    XCTAssertFalse(page.contains("/SMask"))
    XCTAssertTrue(page.contains("4 0 obj\n<< >>\nendobj"), "an empty resource dictionary")
  }

  func testOutputIsDeterministic() throws {
    let first = try SymbolPDFWriter.pdf(for: DrawingFixtures.knockouts, scale: 2)
    XCTAssertEqual(first, try SymbolPDFWriter.pdf(for: DrawingFixtures.knockouts, scale: 2))
    XCTAssertEqual(
      try SymbolPDFWriter.pdf(for: RandomDrawing.make(seed: 9)),
      try SymbolPDFWriter.pdf(for: RandomDrawing.make(seed: 9)))
    XCTAssertFalse(text(first).contains("/CreationDate") || text(first).contains("/ID"))
  }

  func testRefusesWhatTheRasterRefuses() {
    XCTAssertThrowsError(try SymbolPDFWriter.pdf(for: DrawingFixtures.layered, scale: -2)) { error in
      guard case .invalidScale(-2) = error as? SymbolDrawingError else { return XCTFail("\(error)") }
    }
    let broken = SymbolDrawing(
      width: 4, height: 4,
      steps: [SymbolDrawStep(path: Path([.move(Point(0, .nan))]), operation: .fill(.black, opacity: 1))])
    XCTAssertThrowsError(try SymbolPDFWriter.pdf(for: broken))
  }
}
