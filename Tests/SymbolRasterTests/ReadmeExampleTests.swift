import SymbolGeometry
import Testing

@testable import SymbolRaster

/// The README's library example, kept compiling and checked for what it claims.
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleDrawsAHeartWithAHalfOpaqueGroup() throws {
    let heart = try Path(
      svgPathData: "M12 21 C5 15 2 11 2 7.5 A4.5 4.5 0 0 1 12 5 A4.5 4.5 0 0 1 22 7.5 C22 11 19 15 12 21Z")
    let rasterizer = try Rasterizer()
    var canvas = try RGBACanvas(width: 96, height: 96)
    try rasterizer.fill(
      heart, transform: .scale(4), color: Color(red: 255, green: 45, blue: 85), into: &canvas)
    try canvas.withLayer(opacity: 0.5) { layer in
      try rasterizer.fill(heart, transform: .scale(2), color: .black, into: &layer)
    }
    let png: [UInt8] = try canvas.pngData()

    let image = try PNGDecoder.decode(png)
    // Inside the big heart only: the pink itself.
    #expect(image[64, 60] == (255, 45, 85, 255))
    // Inside both: black at half opacity over pink.
    let both = image[24, 24]
    #expect(abs(Int(both.red) - 128) <= 1 && abs(Int(both.green) - 23) <= 1 && both.alpha == 255)
    // Outside both: transparent.
    #expect(image[2, 90] == (0, 0, 0, 0))
  }
}
