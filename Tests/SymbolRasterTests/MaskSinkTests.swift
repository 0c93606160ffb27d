import Testing

@testable import SymbolRaster

/// `MaskSink.fill` writes short gaps with two overlapping stores of 4 or 8 bytes, gaps of
/// up to 128 pixels with 16-byte stores (the last one overlapping), and long ones with
/// memset; `fillStrip` writes four rows, gaps of 17–128 pixels in one loop: every length
/// must write exactly its pixels.
@Suite struct MaskSinkTests {
  @Test(arguments: 0...300)
  func aGapOfEveryLengthWritesExactlyItsPixels(count: Int) {
    let width = 320
    let rows = 3
    var pixels = [UInt8](repeating: 77, count: width * rows)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let sink = MaskSink(base: base, width: width)
      sink.fill(1, 5, 5 + count, 200)
    }
    for y in 0..<rows {
      for x in 0..<width {
        let inside = y == 1 && x >= 5 && x < 5 + count
        #expect(pixels[y * width + x] == (inside ? 200 : 77), "pixel \(x),\(y) for \(count)")
      }
    }
  }

  @Test(arguments: 0...300)
  func aStripGapOfEveryLengthWritesExactlyItsPixelsInFourRows(count: Int) {
    let width = 320
    let rows = 7
    var pixels = [UInt8](repeating: 77, count: width * rows)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let sink = MaskSink(base: base, width: width)
      sink.fillStrip(2, 7, 7 + count, 255)
    }
    for y in 0..<rows {
      for x in 0..<width {
        let inside = (2..<6).contains(y) && x >= 7 && x < 7 + count
        #expect(pixels[y * width + x] == (inside ? 255 : 77), "pixel \(x),\(y) for \(count)")
      }
    }
  }
}
