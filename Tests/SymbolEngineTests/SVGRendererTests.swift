import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// The SVG render stage: paints, group opacity, strokes and scaling.
@Suite struct SVGRendererTests {
  func render(_ svg: String, size: Int = 20, options: SVGRenderer.Options = .init()) throws -> RGBACanvas {
    try SVGRenderer(options: options).render(try SVGReader.read(svg), width: size, height: size)
  }

  @Test func fillsUseTheirColourAndCurrentColorTakesTheOption() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <rect width="10" height="20" fill="#ff0000"/><rect x="10" width="10" height="20" fill="currentColor"/>
      </svg>
      """
    let canvas = try render(svg, options: .init(currentColor: Color(red: 0, green: 0, blue: 255)))
    #expect(canvas[5, 5] == (255, 0, 0, 255))
    #expect(canvas[15, 5] == (0, 0, 255, 255))
  }

  @Test func currentColorPaintsTheColorPropertyAndTheOptionIsItsInitialValue() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <g color="green">
          <rect width="10" height="10" fill="currentColor"/>
          <rect x="10" width="10" height="10" fill="currentColor" color="blue"/>
        </g>
        <rect y="10" width="20" height="10" fill="none" stroke="currentColor" stroke-width="4"/>
      </svg>
      """
    let canvas = try render(svg, options: .init(currentColor: Color(red: 255, green: 0, blue: 0)))
    #expect(canvas[5, 5] == (0, 128, 0, 255))
    #expect(canvas[15, 5] == (0, 0, 255, 255))
    #expect(canvas[10, 19] == (255, 0, 0, 255))
  }

  @Test func paintOrderStrokeDrawsTheFillOverTheStroke() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="40">
        <rect x="5" y="5" width="10" height="10" fill="#f00" stroke="#00f" stroke-width="4"/>
        <rect x="5" y="5" width="10" height="10" fill="#f00" stroke="#00f" stroke-width="4"
          paint-order="stroke" transform="translate(0 20)"/>
      </svg>
      """
    // The top rect as usual, the bottom one stroke first.
    let canvas = try SVGRenderer().render(try SVGReader.read(svg), width: 20, height: 40)
    #expect(canvas[6, 6] == (0, 0, 255, 255), "the inner half of the stroke over the fill")
    #expect(canvas[6, 26] == (255, 0, 0, 255), "the fill over the inner half of the stroke")
    #expect(canvas[4, 24] == (0, 0, 255, 255), "the outer half of the stroke still shows")
  }

  @Test func aUrlPaintsFallbackIsDrawn() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <rect width="10" height="20" fill="url(#nope) #f00"/>
        <rect x="10" width="10" height="20" fill="url(#nope) none"/>
      </svg>
      """
    let canvas = try render(svg)
    #expect(canvas[5, 5] == (255, 0, 0, 255))
    #expect(canvas[15, 5].alpha == 0)
  }

  @Test func groupOpacityAppliesToTheGroupAsAWhole() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <g opacity="0.5"><rect width="12" height="20"/><rect x="8" width="12" height="20"/></g>
      </svg>
      """
    let canvas = try render(svg)
    // The overlap (x 8...12) is no darker than the rest: one layer composited at 0.5.
    #expect(canvas[10, 10].alpha == canvas[2, 10].alpha)
    #expect(abs(Int(canvas[2, 10].alpha) - 128) <= 1)
  }

  @Test func strokesAreOutlinedAndScaledWithTheDocument() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
        <line x1="0" y1="5" x2="10" y2="5" stroke="black" stroke-width="2"/>
      </svg>
      """
    // At 2× the 2-unit stroke covers rows 8 and 11 exactly: 4 px tall.
    let canvas = try render(svg, size: 20)
    #expect(canvas[10, 7].alpha == 0)
    #expect(canvas[10, 8].alpha == 255 && canvas[10, 11].alpha == 255)
    #expect(canvas[10, 12].alpha == 0)
  }

  @Test func paintsWhollyOffTheCanvasAreDroppedWithoutChangingAPixel() throws {
    let onCanvas = "<rect x='2' y='2' width='8' height='8'/>"
    // The second ring's box, grown by its stroke's reach, holds the canvas; its outline
    // does not.
    let offCanvas =
      "<rect x='1e6' width='8' height='8'/><g transform='scale(1e6)'>"
      + "<circle cx='12' cy='12' r='6.5' fill='none' stroke='black' stroke-width='2'/>"
      + "<circle cx='3' cy='3' r='2' fill='none' stroke='black' stroke-width='1'/></g>"
    func document(_ body: String) throws -> SVGDocument {
      try SVGReader.read("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'>\(body)</svg>")
    }
    let both = try document(onCanvas + offCanvas)
    #expect(try SVGDrawList.steps(for: both, width: 20, height: 20, options: .init()).count == 1)
    let written = try SVGOutputWriter().write(both, width: 20, height: 20)
    #expect(written.components(separatedBy: "<path").count == 2)
    let alone = try SVGRenderer().render(try document(onCanvas), width: 20, height: 20)
    #expect(try SVGRenderer().render(both, width: 20, height: 20) == alone)
  }

  @Test func aStrokeFromOffTheCanvasWhoseMiterReachesItIsKept() throws {
    // The path lies below the canvas, but its sharp corner's miter (limit 20, 34 px from
    // the corner) reaches up through it; half the width alone would not reach the canvas.
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <path d="M-1 40 L0 23 L1 40" fill="none" stroke="black" stroke-width="4" stroke-miterlimit="20"/>
      </svg>
      """
    let canvas = try render(svg)
    #expect(canvas[0, 10].alpha == 255)
  }

  @Test func evenOddFillRuleLeavesTheHole() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <path fill-rule="evenodd" d="M0 0H20V20H0Z M5 5H15V15H5Z"/>
      </svg>
      """
    let canvas = try render(svg)
    #expect(canvas[2, 2].alpha == 255)
    #expect(canvas[10, 10].alpha == 0)
  }

  /// The reader accepts 20,000 nested groups; drawing them must not recurse per level.
  @Test func deeplyNestedOpacityGroupsRender() throws {
    let depth = 20_000
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">"#
      + String(repeating: #"<g opacity="0.9999">"#, count: depth) + #"<rect width="4" height="4"/>"#
      + String(repeating: "</g>", count: depth) + "</svg>"
    let canvas = try render(svg, size: 4)
    // 0.9999 is 255/255 in 8 bits, so every layer composites fully opaque.
    #expect(canvas[1, 1] == (0, 0, 0, 255))
  }

  /// Coordinates finite in the file that overflow once transformed: both outputs name the
  /// element and the paint, and say that the transforms are the cause.
  @Test func anElementWhoseTransformsOverflowIsNamedByLineAndColumn() throws {
    let document = try SVGReader.read(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <rect width="4" height="4"/>
        <g transform="scale(1e200)"><g transform="scale(1e200)">
          <circle cx="5" cy="5" r="2" fill="none" stroke="black"/></g></g>
      </svg>
      """)
    let circle = SVGElementLocation(element: "circle", line: 4, column: 5)
    for error in [
      #expect(throws: SVGRenderError.self) { try SVGRenderer().render(document, width: 20, height: 20) },
      #expect(throws: SVGRenderError.self) { try SVGOutputWriter().write(document, width: 20, height: 20) },
    ] {
      let error = try #require(error)
      #expect(error.element == circle)
      #expect(error.part == .stroke)
      #expect(error.transformOverflowed)
      #expect(
        error.description.hasPrefix("line 4, column 5: the stroke of <circle>: path point "), "\(error)")
      #expect(error.description.hasSuffix("the transforms placing it overflow)"), "\(error)")
    }
  }

  /// A point already infinite in user space (two steps of 1e308) is named without blaming
  /// the transforms.
  @Test func aPointInfiniteInTheFileIsNotBlamedOnTheTransforms() throws {
    let document = try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'><path d='M1 1h1e308h1e308v1z'/></svg>")
    let error = try #require(
      #expect(throws: SVGRenderError.self) { try SVGRenderer().render(document, width: 20, height: 20) })
    #expect(error.element == SVGElementLocation(element: "path", line: 1, column: 64))
    #expect(error.part == .fill)
    #expect(!error.transformOverflowed)
    guard case .nonFiniteCoordinate(let index, _) = error.error else {
      Issue.record("expected a non-finite coordinate, got \(error.error)")
      return
    }
    #expect(index == 2)
    #expect(error.message.hasPrefix("the fill of <path>: path point 2 is (inf, "), "\(error)")
    #expect(!error.message.contains("overflow"))
  }

  @Test func backgroundFillsTheCanvas() throws {
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>"#
    let canvas = try render(svg, options: .init(background: .white))
    #expect(canvas[0, 0] == (255, 255, 255, 255))
  }
}
