import SymbolCatalog
import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// Outline masters are interpolated piecewise-linearly in weight (DESIGN.md, "Weights"),
/// also where the estimated stem stops growing: a bar that becomes wider than it is tall
/// keeps its height as its stem, so every weight from there on shares one stem. Matching
/// the drawing back to that stem drew the Black master at every such weight. (While the
/// bar is between half and twice as wide as it is tall it is a block with no stem at all;
/// such weights are drawn as asked too.)
final class OutlineMasterWeightTests: XCTestCase {
  /// Three filled bars, 50 units tall: 10, 40 and 90 units wide at Ultralight, Regular and
  /// Black.
  private static let template = OutlineMasterFixture.template(
    ultralight: "M15 30 L25 30 L25 80 L15 80 Z", regular: "M15 30 L55 30 L55 80 L15 80 Z",
    black: "M15 30 L105 30 L105 80 L15 80 Z")

  /// The drawn bar's width over its height, at `weight`.
  private func aspect(
    at weight: Double, font: SymbolFontMetrics? = nil, pointSize: Double = 100
  ) throws -> Double {
    let glyph = try SymbolTemplateReader.readGlyph(Self.template, file: "wide.svg", name: "wide")
    let image = try SymbolImage(
      named: "wide", in: TestGlyphCatalog(glyphs: ["wide": glyph]),
      configuration: SymbolConfiguration(
        pointSize: pointSize, weight: try XCTUnwrap(SymbolWeight(value: weight)), scale: .small, font: font))
    let bounds = try XCTUnwrap(image.drawing.steps.first?.path.bounds)
    return bounds.width / bounds.height
  }

  func testWeightsSharingAStemStillInterpolate() throws {
    // Widths 40 + (w − 400)/500 · 50 from Regular to Black, over the 50-unit height.
    for (weight, width) in [(400.0, 40.0), (450, 45), (500, 50), (650, 65), (800, 80), (900, 90)] {
      XCTAssertEqual(try aspect(at: weight), width / 50, accuracy: 1e-6, "weight \(weight)")
    }
    // Ultralight to Regular: 10 + (w − 100)/300 · 30.
    XCTAssertEqual(try aspect(at: 250), 25.0 / 50, accuracy: 1e-6)
  }

  /// At most point sizes the stem, converted to points and back, is a rounding step off the
  /// shared 50 units: just above it gave Black, just below it the weight where sharing
  /// starts (17.3 pt drew Black as 500). Equal within a billionth now counts as equal.
  func testTheMatchIsTheSameAtEveryPointSize() throws {
    // The small scale is the one the masters draw, so the match should return the weight
    // asked for (another scale rescales the drawing and asks for another stem).
    for pointSize in [2.5, 10, 17, 17.3, 20, 23, 40] {
      for (weight, width) in [(500.0, 50.0), (650, 65), (900, 90)] {
        XCTAssertEqual(
          try aspect(at: weight, pointSize: pointSize), width / 50, accuracy: 1e-6,
          "\(weight) at \(pointSize) pt")
      }
    }
  }

  /// Between half and twice as wide as it is tall the bar is a block with no stem
  /// (`StemEstimator`), so a font's stem, even one beyond every weight's (80 units against
  /// 50 here), cannot re-weight it: Regular is drawn as asked. (It drew Black extrapolated,
  /// when the block's width counted as its stem.)
  func testAFontCannotReweightABlockWithoutAStem() throws {
    let font = SymbolFontMetrics(unitsPerEm: 1000, capHeight: 704.6, stemWidth: 800, weightClass: 400)
    XCTAssertEqual(try aspect(at: 400, font: font), 40.0 / 50, accuracy: 1e-6)
  }
}
