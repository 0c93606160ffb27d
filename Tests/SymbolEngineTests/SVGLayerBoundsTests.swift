import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// Offscreen layers hold only the pixels their content can reach, and draw exactly what
/// layers of the image's size drew.
@Suite struct SVGLayerBoundsTests {
  private func boxes(_ body: String, size: Int = 100) throws -> [SVGLayerBox] {
    let document = try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'>\(body)</svg>")
    let steps = try SVGDrawList.steps(for: document, width: size, height: size, options: .init())
    return SVGLayerBounds.boxes(for: steps, width: size, height: size)
  }

  @Test func aGroupsLayerHoldsThePixelsItsFillsTouch() throws {
    // A fractional square touches the pixels its sides fall in; a stroke reaches further.
    #expect(
      try boxes("<g opacity='0.5'><rect x='10.5' y='20' width='5' height='4.2'/></g>") == [
        SVGLayerBox(x: 10, y: 20, width: 6, height: 5)
      ])
    #expect(
      try boxes(
        "<g opacity='0.5'><rect x='10' y='20' width='5' height='5' stroke='red' stroke-width='2'/></g>")
        == [SVGLayerBox(x: 9, y: 19, width: 7, height: 7)])
    // Nested groups: the outer holds the inner's pixels and its own; off the image is cut.
    #expect(
      try boxes(
        "<g opacity='0.5'><rect x='-30' y='90' width='40' height='40'/>"
          + "<g opacity='0.5'><rect x='50' y='50' width='2' height='2'/></g></g>")
        == [SVGLayerBox(x: 0, y: 50, width: 52, height: 50), SVGLayerBox(x: 50, y: 50, width: 2, height: 2)])
    // A group with nothing visible keeps one pixel, where its steps still reach the filler.
    #expect(
      try boxes(
        "<g opacity='0.5'><rect x='10' y='10' width='5' height='5' transform='translate(500 0)'/></g>")
        == [.minimal])
  }

  @Test func aMaskedGroupShowsOnlyWhereItsMaskReaches() throws {
    // The content spans 0–60, the mask's content 40–80: the group and its mask hold 40–60.
    let masked = try boxes(
      "<mask id='m' maskUnits='userSpaceOnUse' x='0' y='0' width='100' height='100'>"
        + "<rect x='40' y='40' width='40' height='40' fill='white'/></mask>"
        + "<g mask='url(#m)'><rect width='60' height='60'/></g>")
    #expect(
      masked == [
        SVGLayerBox(x: 40, y: 40, width: 20, height: 20), SVGLayerBox(x: 40, y: 40, width: 20, height: 20),
      ])
    // The mask's region cuts it too.
    let region = try boxes(
      "<mask id='m' maskUnits='userSpaceOnUse' x='0' y='0' width='50' height='45'>"
        + "<rect width='100' height='100' fill='white'/></mask>"
        + "<g mask='url(#m)'><rect width='60' height='60'/></g>")
    #expect(region.first == SVGLayerBox(x: 0, y: 0, width: 50, height: 45))
  }

  /// A translucent group and a masked one, straddling the image's edges at fractional
  /// positions, draw the pixels a layer of the whole image gives.
  @Test func boundedLayersDrawWhatWholeImageLayersDraw() throws {
    let size = 40
    let document = try SVGReader.read(
      """
      <svg xmlns='http://www.w3.org/2000/svg' width='\(size)' height='\(size)'>
        <rect width='40' height='40' fill='#3a6'/>
        <g opacity='0.6'>
          <circle cx='-2.3' cy='17.7' r='9.4' fill='#c13'/><circle cx='4.1' cy='19.2' r='8.8' fill='#13c'/>
        </g>
        <mask id='m'><circle cx='30.2' cy='31.6' r='7.3' fill='#888'/></mask>
        <g mask='url(#m)'><rect x='21.7' y='22.1' width='30' height='30' fill='#fc0'/></g>
      </svg>
      """)
    let canvas = try SVGRenderer().render(document, width: size, height: size)
    // The same picture by hand, each layer the size of the image.
    let rasterizer = try Rasterizer()
    func circle(_ x: Double, _ y: Double, _ r: Double) -> Path {
      var builder = PathBuilder()
      builder.ellipse(center: Point(x, y), rx: r, ry: r)
      return builder.path
    }
    func rect(_ x: Double, _ y: Double, _ side: Double) -> Path {
      var builder = PathBuilder()
      builder.rect(Rect(x: x, y: y, width: side, height: side))
      return builder.path
    }
    var expected = try RGBACanvas(width: size, height: size)
    try rasterizer.fill(
      rect(0, 0, 40), color: Color(red: 0x33, green: 0xAA, blue: 0x66, alpha: 255), into: &expected)
    var group = try RGBACanvas(width: size, height: size)
    try rasterizer.fill(
      circle(-2.3, 17.7, 9.4), color: Color(red: 0xCC, green: 0x11, blue: 0x33, alpha: 255), into: &group)
    try rasterizer.fill(
      circle(4.1, 19.2, 8.8), color: Color(red: 0x11, green: 0x33, blue: 0xCC, alpha: 255), into: &group)
    expected.composite(group, opacity: 0.6)
    var content = try RGBACanvas(width: size, height: size)
    try rasterizer.fill(
      rect(21.7, 22.1, 30), color: Color(red: 0xFF, green: 0xCC, blue: 0, alpha: 255), into: &content)
    var maskLayer = try RGBACanvas(width: size, height: size)
    try rasterizer.fill(
      circle(30.2, 31.6, 7.3), color: Color(red: 0x88, green: 0x88, blue: 0x88, alpha: 255), into: &maskLayer)
    var levels = try maskLayer.maskLevels(.luminance)
    // The mask's default region, −10 % to 120 % of the content's box, holds the image here.
    var inside = try CoverageMask(width: size, height: size)
    try rasterizer.fill(rect(-100, -100, 300), into: &inside)
    try levels.multiply(by: inside)
    try content.applyMask(levels)
    expected.composite(content)
    #expect(canvas.pixels == expected.pixels)
    #expect(canvas[20, 17].alpha == 255 && canvas[39, 39].red > 0)
  }

  /// Ten thousand translucent squares at 1024 px needed ten thousand layers of the whole
  /// image, 2^33 pixels, and were refused; each now holds its square's pixels.
  @Test func manySmallTranslucentGroupsAreDrawn() throws {
    var body = ""
    for index in 0..<10_000 {
      let (x, y) = (index % 100 * 10, index / 100 * 10)
      body += "<rect x='\(x)' y='\(y)' width='8' height='8' fill='red' stroke='blue' opacity='0.5'/>"
    }
    let document = try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg' width='1024' height='1024'>\(body)</svg>")
    let canvas = try SVGRenderer().render(document, width: 1024, height: 1024)
    // The stroke over the fill, both inside one group at half opacity: no darker overlap.
    #expect(canvas[4, 4] == (red: 128, green: 0, blue: 0, alpha: 128))
    #expect(canvas[8, 4] == canvas[998, 994] && canvas[8, 4].blue > 0)
    #expect(canvas[1010, 1010].alpha == 0)
  }
}
