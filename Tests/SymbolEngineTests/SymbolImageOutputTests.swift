import Foundation
import SymbolCatalog
import SymbolFont
import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// Real catalog symbols through every backend: the SVG drawn by `rsvg-convert` and the PDF
/// drawn by `pdftoppm` must give our PNG's pixels (tolerances as in
/// ``SymbolDrawingExternalRenderTests``), and outline masters must match a font's stem.
final class SymbolImageOutputTests: XCTestCase {
  static let catalogFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Symbols").path

  private func image(_ name: String, _ configuration: SymbolConfiguration) throws -> SymbolImage {
    try SymbolImage(
      named: name, in: try FolderCatalog(directory: Self.catalogFolder), configuration: configuration)
  }

  /// Synthesised knockouts, authored clear-behind, palette, hierarchical and variable layers.
  private func samples() throws -> [(String, SymbolImage)] {
    [
      (
        "multiply.circle.fill palette",
        try image(
          "multiply.circle.fill",
          SymbolConfiguration(
            pointSize: 30, weight: .semibold, scale: .large, renderingMode: .palette,
            paletteColors: [.white, SystemColor.systemBlue.color(in: .light)]))
      ),
      (
        "bell.slash.circle monochrome",
        try image("bell", SymbolConfiguration(pointSize: 30, variants: .slash.circle.fill))
      ),
      (
        "speaker.wave.3 hierarchical 0.5",
        try image(
          "speaker.wave.3",
          SymbolConfiguration(pointSize: 30, renderingMode: .hierarchical, variableValue: 0.5))
      ),
      (
        "battery.100.bolt multicolor",
        try image("battery.100.bolt", SymbolConfiguration(pointSize: 30, renderingMode: .multicolor))
      ),
    ]
  }

  func testSVGOutputMatchesThePNG() throws {
    for (name, image) in try samples() {
      let scale = 2.0
      let size = image.drawing.pixelSize(scale: scale)
      let svg = try SymbolSVGWriter.svg(for: image.drawing, scale: scale)
      let theirs = try ExternalTool.render(
        tool: "rsvg-convert", package: "librsvg2-bin", input: Array(svg.utf8), inputName: "in.svg",
        arguments: { input, output in ["-w", "\(size.width)", "-h", "\(size.height)", input, "-o", output] },
        outputName: "out.png")
      let difference = try RenderDifference(ours: image.drawing.rasterize(scale: scale), theirs: theirs)
      difference.assertWithin(
        mean: 0.5, interior: 2, edge: 96, farOff: 0.01, "\(name) SVG through rsvg-convert")
    }
  }

  func testPDFOutputMatchesThePNG() throws {
    for (name, image) in try samples() {
      let pdf = try SymbolPDFWriter.pdf(for: image.drawing, scale: 1)
      let theirs = try ExternalTool.render(
        tool: "pdftoppm", package: "poppler-utils", input: pdf, inputName: "in.pdf",
        arguments: { input, output in ["-png", "-r", "144", "-singlefile", input, String(output.dropLast(4))]
        },
        outputName: "out.png")
      let ours = try image.drawing.rasterize(scale: 2, background: .white)
      let difference = try RenderDifference(ours: ours, theirs: theirs)
      // Symbols are mostly edges at this size, and poppler samples 4×4 per pixel where we
      // compute exact areas, so the mean allows a little more than for the fixture drawings;
      // interior pixels (knockouts, opacities, colours) must still agree to rounding.
      difference.assertWithin(mean: 2, interior: 3, edge: 96, farOff: 0.02, "\(name) PDF through pdftoppm")
    }
  }

  /// `plus` is drawn as outline masters: its weight comes from interpolating them to the
  /// stem the font has at this size. Its vertical arm, measured in pixels, must be as thick
  /// as the font's `l` measured the same way, within 5%, for a regular and a bold font.
  func testOutlineMastersMatchTheFontStem() throws {
    for file in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
      let path = "/usr/share/fonts/truetype/dejavu/" + file
      let face = try FontFace(path: path)
      let metrics = try face.metrics()
      let pointSize = 48.0
      let image = try image(
        "plus", SymbolConfiguration(pointSize: pointSize, font: SymbolFontMetrics(metrics: metrics)))
      let canvas = try image.drawing.rasterize(scale: 2)
      // A row through the upper arm, a quarter of the way down.
      let row = canvas.height / 4
      let armInk = (0..<canvas.width).reduce(0.0) { $0 + Double(canvas[$1, row].alpha) / 255 }
      let fontStemPixels = metrics.stemWidth / Double(metrics.unitsPerEm) * pointSize * 2
      XCTAssertEqual(
        armInk / fontStemPixels, 1, accuracy: 0.05, "\(file): arm \(armInk) px, stem \(fontStemPixels) px")
    }
  }
}
