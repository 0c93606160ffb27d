import SymbolGeometry
import Testing

@testable import SymbolRaster

/// Mask levels from a canvas, and masking a canvas by them.
@Suite struct RGBACanvasMaskTests {
  @Test func luminanceAndAlphaLevels() throws {
    // Premultiplied: white, mid grey, pure red, green and blue at full alpha, and white at
    // half alpha (128, 128, 128, 128).
    let pixels: [UInt8] = [
      255, 255, 255, 255, 128, 128, 128, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 128, 128, 128,
      128,
    ]
    let canvas = try RGBACanvas(width: 6, height: 1, premultipliedPixels: pixels)
    #expect(try canvas.maskLevels(.luminance).pixels == [255, 128, 54, 182, 18, 128])
    #expect(try canvas.maskLevels(.alpha).pixels == [255, 255, 255, 255, 255, 128])
  }

  @Test func aLuminanceLevelNeverExceedsTheAlpha() throws {
    var pixels: [UInt8] = []
    for alpha in stride(from: 0, through: 255, by: 5) {
      for grey in stride(from: 0, through: alpha, by: 5) {
        pixels += [UInt8(grey), UInt8(alpha), UInt8(grey), UInt8(alpha)]
      }
    }
    let canvas = try RGBACanvas(width: pixels.count / 4, height: 1, premultipliedPixels: pixels)
    let levels = try canvas.maskLevels(.luminance)
    for index in 0..<canvas.width { #expect(levels.pixels[index] <= pixels[index * 4 + 3]) }
  }

  @Test func maskingRoundsEveryChannelOnceAndKeepsItPremultiplied() throws {
    // Every channel value against every level: round(c · l / 255).
    let width = 256
    for level in 0...255 {
      var pixels: [UInt8] = []
      for c in 0...255 { pixels += [UInt8(c / 2), UInt8(c / 3), UInt8(c), UInt8(c)] }
      var canvas = try RGBACanvas(width: width, height: 1, premultipliedPixels: pixels)
      var mask = try CoverageMask(width: width, height: 1)
      for x in 0..<width { mask.pixels[x] = UInt8(level) }
      try canvas.applyMask(mask)
      for x in 0..<width {
        for k in 0..<4 {
          let expected = (Double(pixels[x * 4 + k]) * Double(level) / 255).rounded()
          if Double(canvas.pixels[x * 4 + k]) != expected {
            Issue.record(
              "level \(level), value \(pixels[x * 4 + k]): \(canvas.pixels[x * 4 + k]) for \(expected)")
            return
          }
        }
        #expect(canvas.pixels[x * 4 + 2] <= canvas.pixels[x * 4 + 3])
      }
    }
  }

  @Test func masksMultiplyAndSizesMustMatch() throws {
    var a = try CoverageMask(width: 3, height: 1)
    a.pixels = [255, 128, 10]
    var b = try CoverageMask(width: 3, height: 1)
    b.pixels = [128, 128, 0]
    try a.multiply(by: b)
    #expect(a.pixels == [128, 64, 0])
    var canvas = try RGBACanvas(width: 2, height: 2)
    #expect(throws: RasterError.self) { try canvas.applyMask(b) }
    #expect(throws: RasterError.self) { try a.multiply(by: CoverageMask(width: 1, height: 3)) }
  }
}
