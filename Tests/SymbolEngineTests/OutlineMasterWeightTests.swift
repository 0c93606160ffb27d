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
  private static let template = """
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
        <g id="Ultralight-S"><path d="M20 30 L30 30 L30 80 L20 80 Z"/></g>
        <g id="Regular-S"><path d="M180 30 L220 30 L220 80 L180 80 Z"/></g>
        <g id="Black-S"><path d="M340 30 L430 30 L430 80 L340 80 Z"/></g>
      </g>
    </svg>
    """

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
