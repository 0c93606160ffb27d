import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// Viewports in the render stage: percentages against the view box, the clip of nested
/// viewports, the root's opacity and font-relative lengths, each drawn to pixels and
/// through the normalised SVG output read back.
@Suite struct SVGRendererViewportTests {
  func document(_ svg: String) throws -> SVGDocument { try SVGReader.read(svg) }

  /// The document at its own size, and the same drawing through the normalised SVG.
  func renderBothWays(_ svg: String) throws -> (direct: RGBACanvas, viaSVG: RGBACanvas) {
    let document = try document(svg)
    let (width, height) = (Int(document.width.rounded(.up)), Int(document.height.rounded(.up)))
    let direct = try SVGRenderer().render(document, width: width, height: height)
    let text = try SVGOutputWriter().write(document, width: width, height: height)
    let again = try SVGReader.read(text, options: SVGReadOptions(strict: true))
    return (direct, try SVGRenderer().render(again, width: width, height: height))
  }

  /// The largest channel difference between two canvases of one size.
  func largestDifference(_ a: RGBACanvas, _ b: RGBACanvas) -> Int {
    zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  @Test func theRootsOpacityCompositesTheDrawingAsOneGroup() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" opacity="0.5">
        <rect x="10" y="10" width="50" height="50" fill="red"/>
        <rect x="30" y="30" width="50" height="50" fill="blue"/>
      </svg>
      """
    let (direct, viaSVG) = try renderBothWays(svg)
    for canvas in [direct, viaSVG] {
      #expect(abs(Int(canvas[20, 20].alpha) - 128) <= 1)
      // Where they overlap only the blue shows, at the group's alpha.
      #expect(abs(Int(canvas[40, 40].alpha) - 128) <= 1)
      #expect(canvas[40, 40].red == 0)
    }
    let text = try SVGOutputWriter().write(try document(svg), width: 200, height: 100)
    #expect(text.contains("<g opacity=\"0.5\">"), "\(text)")
  }

  @Test func aRootWithoutOpacityDrawsNothing() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" opacity="0"><rect width="20" height="20"/></svg>
      """
    let canvas = try renderBothWays(svg).direct
    #expect(canvas.pixels.allSatisfy { $0 == 0 })
  }
}
