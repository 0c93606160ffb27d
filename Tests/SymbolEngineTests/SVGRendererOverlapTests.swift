import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// `render-svg` and symbol renders cover overlapping parts of a path once, as browsers and
/// rsvg-convert do.
@Suite struct SVGRendererOverlapTests {
  private func render(_ body: String, viewBox: Int = 24, size: Int) throws -> RGBACanvas {
    let document = try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 \(viewBox) \(viewBox)'>\(body)</svg>")
    return try SVGRenderer().render(document, width: size, height: size)
  }

  /// Simple Icons draws some logos twice in one path: every edge pixel came out twice as
  /// covered (a 0.4 share at 204 levels, not 102).
  @Test func aPathDrawnTwiceCoversAsOnce() throws {
    let square = "M4.3 4.3h15v15h-15z"
    let once = try render("<path d='\(square)'/>", size: 48)
    let twice = try render("<path d='\(square)\(square)'/>", size: 48)
    #expect(twice[20, 8].alpha == 102)
    #expect(zip(once.pixels, twice.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
  }

  /// A round corner of radius half the stroke width: the inner side of its arc shrinks to
  /// a point, where the stroke's pieces overlap. rsvg-convert covers the pixel by 85 levels
  /// (the area there); the pieces' areas added up to 255.
  @Test func aStrokesPiecesCoverTheirUnionOnce() throws {
    let corner = try render(
      "<path d='M2 5v2a1 1 0 0 0 1 1h3' fill='none' stroke='black' stroke-width='2'"
        + " stroke-linejoin='round' stroke-linecap='round'/>", size: 256)
    #expect(abs(Int(corner[32, 74].alpha) - 85) <= 3, "\(corner[32, 74])")
  }

  /// A symbol's PNG covers its strokes' pieces once, as its SVG output does in a reader.
  @Test func aSymbolsStrokesAreCoveredOnce() throws {
    let corner = try SVGPathParser.parse("M2 5v2a1 1 0 0 0 1 1h3")
    let stroked = try Stroker.stroke(corner, style: StrokeStyle(width: 2, cap: .round, join: .round))
    let drawing = SymbolDrawing(
      width: 24, height: 24,
      steps: [SymbolDrawStep(path: stroked, operation: .fill(.black, opacity: 1), layerIndex: 0)])
    let scale = 256.0 / 24
    let canvas = try drawing.rasterize(scale: scale)
    var union = try CoverageMask(width: canvas.width, height: canvas.height)
    try Rasterizer().fill(stroked, transform: .scale(scale), overlap: .union, into: &union)
    var added = try CoverageMask(width: canvas.width, height: canvas.height)
    try Rasterizer().fill(stroked, transform: .scale(scale), into: &added)
    #expect(
      (0..<canvas.height).allSatisfy { y in
        (0..<canvas.width).allSatisfy { canvas[$0, y].alpha == union[$0, y] }
      })
    // rsvg-convert's 85, to the stroker's tolerance (a finer one in render-svg gives 85).
    #expect(abs(Int(canvas[32, 74].alpha) - 85) <= 8, "\(canvas[32, 74])")
    #expect(added[32, 74] == 255)
  }
}
