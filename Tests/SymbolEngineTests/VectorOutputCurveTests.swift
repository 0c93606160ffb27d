import Foundation
import SymbolCatalog
import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// The vector outputs stay sharp under zoom: fills keep their Bézier curves (SVG `C`, PDF
/// `c`), stroked outlines are flattened to 1/10 000 of the point size whatever the
/// rasterisation scale, and the drawing is the same at every rasterisation scale.
final class VectorOutputCurveTests: XCTestCase {
  private func catalog() throws -> FolderCatalog {
    try FolderCatalog(directory: SymbolImageOutputTests.catalogFolder)
  }

  func testTheDrawingDoesNotDependOnTheRasterizationScale() throws {
    let catalog = try catalog()
    for name in ["bell", "multiply.circle.fill", "plus", "wifi"] {
      let drawings = try [1.0, 3, 0.5].map { scale in
        try SymbolImage(
          named: name, in: catalog,
          configuration: SymbolConfiguration(pointSize: 17, rasterizationScale: scale)
        ).drawing
      }
      // Compared with == so that a failure names the symbol instead of printing every point.
      XCTAssertTrue(
        drawings[0] == drawings[1] && drawings[0] == drawings[2], "\(name) changes with the scale")
    }
  }

  /// Coordinates are written to a two-hundredth of a pixel whatever the scale: four
  /// decimals of a point are 0.4 px at the 8,000 pixels per point a 1-point symbol may be
  /// drawn at, where `wifi`'s and `heart.fill`'s SVG and PDF left thousands of edge
  /// pixels 100–180 levels off the PNG. Up to 100 pixels per point they stay at four.
  func testLargeScalesWriteMoreDecimals() throws {
    let drawing = SymbolDrawing(
      width: 1, height: 0.5,
      steps: [
        SymbolDrawStep(
          path: DrawingFixtures.rect(0.123456789, 0.123456789, 0.3, 0.3), operation: .fill(.black, opacity: 1)
        )
      ])
    for (scale, written) in [(2.0, "0.1235"), (100, "0.1235"), (8000, "0.123457"), (10_000, "0.123457")] {
      let svg = try SymbolSVGWriter.svg(for: drawing, scale: scale)
      XCTAssertTrue(svg.contains("M\(written) \(written) "), "scale \(scale): \(svg)")
      let pdf = String(decoding: try SymbolPDFWriter.pdf(for: drawing, scale: scale), as: UTF8.self)
      XCTAssertTrue(pdf.contains("\n\(written) \(written) m\n"), "scale \(scale): \(pdf)")
    }
  }

  func testFillsKeepTheirCurvesInSVGAndPDF() throws {
    let catalog = try catalog()
    for name in ["plus", "multiply.circle.fill"] {
      let image = try SymbolImage(named: name, in: catalog, configuration: SymbolConfiguration(pointSize: 17))
      let cubics = image.drawing.steps.reduce(0) { $0 + $1.path.verbs.count { $0 == .cubic } }
      // plus: two per round end; multiply.circle.fill: the filled circle's four arcs too.
      XCTAssertGreaterThanOrEqual(cubics, name == "plus" ? 8 : 12, name)
      let svg = try image.svgText()
      XCTAssertEqual(svg.components(separatedBy: " C").count - 1, cubics, "\(name): one SVG C per cubic")
      let pdf = String(decoding: try image.pdfData(), as: UTF8.self)
      XCTAssertGreaterThanOrEqual(pdf.components(separatedBy: " c\n").count - 1, cubics, "\(name): PDF c")
    }
  }

  func testStrokedOutlinesFollowTheCurveWithinTheTolerance() throws {
    // `bar.circle` strokes a synthesised circle: every vertex and every chord midpoint of
    // its outline lies on the ring's inner or outer circle within the tolerance.
    let catalog = TestGlyphCatalog(
      glyphs: ["bar": TestGlyphCatalog.centerline("bar", layers: [("M5 -35 H55", .primary, nil, nil)])],
      synthesisable: ["bar.circle"])
    for (pointSize, rasterizationScale) in [(17.0, 1.0), (17, 0.25), (60, 4)] {
      let image = try SymbolImage(
        named: "bar.circle", in: catalog,
        configuration: SymbolConfiguration(pointSize: pointSize, rasterizationScale: rasterizationScale))
      let ring = try XCTUnwrap(image.drawing.steps.first?.path)
      let bounds = try XCTUnwrap(ring.bounds)
      let outer = bounds.width / 2
      let inner = outer - image.metrics.strokeWidth
      let tolerance = pointSize * 1e-4
      var worst = 0.0
      var previous: Point?
      ring.forEachElement { element in
        guard case .line(let point) = element else {
          if case .move(let point) = element { previous = point }
          return
        }
        for probe in [point, previous.map { $0.lerp(to: point, 0.5) } ?? point] {
          let distance = (probe - bounds.center).length
          worst = max(worst, min(abs(distance - outer), abs(distance - inner)))
        }
        previous = point
      }
      XCTAssertGreaterThan(worst, 0, "the outline is a polygon")
      XCTAssertLessThanOrEqual(
        worst, 1.5 * tolerance, "\(pointSize) pt at \(rasterizationScale) px/pt: \(worst) pt off the circle")
    }
  }
}
