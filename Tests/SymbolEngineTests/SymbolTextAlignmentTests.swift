import SymbolCatalog
import SymbolFont
import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// A symbol set beside real text, shaped with HarfBuzz and drawn with our filler: its
/// baseline and capline land on the text's, and its stroke matches the font's stem.
final class SymbolTextAlignmentTests: XCTestCase {
  private static let fonts = "/usr/share/fonts/truetype/dejavu/"

  /// A vertical butt-capped stroke from the baseline to the capline, drawn at medium scale,
  /// so at the default scale it should span exactly the text's cap height.
  private let catalog: TestGlyphCatalog = {
    var stem = TestGlyphCatalog.centerline(
      "stem", width: 20, layers: [("M10 0 V-70.459", .primary, nil, nil)], hierarchical: false)
    stem.masters[0].scale = .medium
    for i in stem.layers.indices {
      for j in stem.layers[i].shapes.indices {
        stem.layers[i].shapes[j].style = .stroke(StrokeStyle(width: 7, cap: .butt, join: .miter))
      }
    }
    return TestGlyphCatalog(glyphs: ["stem": stem])
  }()

  /// Text and symbol drawn into one canvas: the text from x = 10 px on a baseline at
  /// `baseline` px, the symbol right after the text's advance with its own baseline on the
  /// same line.
  private func compose(
    text: String, fontFile: String, pointSize: Double, pixelsPerPoint: Double, weight: SymbolWeight? = nil,
    scale: SymbolScale? = nil
  ) throws
    -> (canvas: RGBACanvas, textRange: Range<Int>, symbolRange: Range<Int>, baseline: Int)
  {
    let face = try FontFace(path: fontFile.hasPrefix("/") ? fontFile : Self.fonts + fontFile)
    let metrics = try face.metrics()
    let run = try TextShaper(face: face).shape(text)
    let outline = try run.outline(using: face)
    let toPixels = pointSize / Double(metrics.unitsPerEm) * pixelsPerPoint
    let baseline = 100
    let textTransform = Transform.scale(toPixels).then(.translation(10, Double(baseline)))
    var canvas = try RGBACanvas(width: 300, height: 140)
    let rasterizer = try Rasterizer()
    try rasterizer.fill(outline, transform: textTransform, color: .black, into: &canvas)
    let textEnd = 10 + Int((run.advance.dx * toPixels).rounded(.up))

    let image = try SymbolImage(
      named: "stem", in: catalog,
      configuration: SymbolConfiguration(
        pointSize: pointSize, weight: weight, scale: scale, font: SymbolFontMetrics(metrics: metrics),
        rasterizationScale: pixelsPerPoint))
    let symbolLeft = Double(textEnd + 10)
    let symbolTop = Double(baseline) - image.metrics.baselineY * pixelsPerPoint
    let symbolTransform = Transform.scale(pixelsPerPoint).then(.translation(symbolLeft, symbolTop))
    for step in image.drawing.steps {
      guard case .fill(let color, let opacity) = step.operation else { continue }
      try rasterizer.fill(
        step.path, transform: symbolTransform, color: color, opacity: opacity, into: &canvas)
    }
    let symbolEnd = Int((symbolLeft + image.metrics.alignmentRect.width * pixelsPerPoint).rounded(.up))
    return (canvas, 10..<textEnd, (textEnd + 10)..<symbolEnd, baseline)
  }

  /// The top and bottom edge, with sub-pixel accuracy, of the most inked column within
  /// `columns` (a column through a vertical stem): partial coverage at either end is the
  /// fraction of that pixel the shape covers.
  private func verticalExtent(_ canvas: RGBACanvas, columns: Range<Int>) -> (top: Double, bottom: Double) {
    let profile = { (x: Int) in (0..<canvas.height).map { Double(canvas[x, $0].alpha) / 255 } }
    guard let column = columns.max(by: { profile($0).reduce(0, +) < profile($1).reduce(0, +) }) else {
      return (0, 0)
    }
    let coverage = profile(column)
    guard let first = coverage.firstIndex(where: { $0 > 0.001 }),
      let last = coverage.lastIndex(where: { $0 > 0.001 })
    else { return (0, 0) }
    return (Double(first) + (1 - coverage[first]), Double(last) + coverage[last])
  }

  /// The horizontal thickness (in pixels) of the ink in the row `y` within `columns`.
  private func rowInk(_ canvas: RGBACanvas, y: Int, columns: Range<Int>) -> Double {
    columns.reduce(0) { $0 + Double(canvas[$1, y].alpha) / 255 }
  }

  func testSymbolSitsOnTheTextBaselineAndReachesTheCapline() throws {
    let composed = try compose(text: "H", fontFile: "DejaVuSans.ttf", pointSize: 40, pixelsPerPoint: 2)
    let text = verticalExtent(composed.canvas, columns: composed.textRange)
    let symbol = verticalExtent(composed.canvas, columns: composed.symbolRange)
    XCTAssertEqual(text.bottom, Double(composed.baseline), accuracy: 0.05, "H sits on the baseline")
    XCTAssertEqual(symbol.bottom, text.bottom, accuracy: 0.05, "symbol baseline = text baseline")
    XCTAssertEqual(symbol.top, text.top, accuracy: 0.05, "symbol capline = top of H (cap height)")
  }

  /// A centre-line stroke beside the letter `l`, both drawn by our filler: for a regular and
  /// a bold font of two families, at every scale, with the font's own weight and with
  /// ultralight and black requested, the symbol's stroke is the `l`'s stem (times the
  /// weight's stroke ratio relative to the font's weight class) within 5%.
  func testStrokeMatchesTheStemOfRegularAndBoldFonts() throws {
    for (regular, bold) in [
      ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
      (
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
      ),
    ] {
      for scale in SymbolScale.allCases {
        var stems: [Double] = []
        for (font, fontWeight) in [(regular, SymbolWeight.regular), (bold, .bold)] {
          for weight in [nil, SymbolWeight.ultralight, .black] {
            let composed = try compose(
              text: "l", fontFile: font, pointSize: 48, pixelsPerPoint: 2, weight: weight, scale: scale)
            let middle = composed.baseline - 30
            let letter = rowInk(composed.canvas, y: middle, columns: composed.textRange)
            let symbol = rowInk(composed.canvas, y: middle, columns: composed.symbolRange)
            let ratio = weight.map { $0.strokeRatio / fontWeight.strokeRatio } ?? 1
            XCTAssertEqual(
              symbol / (letter * ratio), 1, accuracy: 0.05,
              "\(font) \(scale) \(weight?.description ?? "font weight"): symbol stroke \(symbol) px, "
                + "l stem \(letter) px × \(ratio)")
            if weight == nil { stems.append(symbol) }
          }
        }
        XCTAssertGreaterThan(
          stems[1], stems[0] * 1.3, "\(bold) \(scale): the bold stem makes a heavier symbol")
      }
    }
  }
}
