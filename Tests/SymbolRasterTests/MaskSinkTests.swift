import Testing

@testable import SymbolRaster

/// `MaskSink.fill` writes short gaps with two overlapping stores of 4 or 8 bytes, gaps of
/// up to 128 pixels with 16-byte stores (the last one overlapping), and long ones with
/// memset; `fillStrip` writes four rows, gaps of 17–128 pixels in one loop: every length
/// must write exactly its pixels.
@Suite struct MaskSinkTests {
  @Test(arguments: 0...300)
  func aGapOfEveryLengthWritesExactlyItsPixels(count: Int) {
    expectWrites(rows: 1..<2, columns: 5..<5 + count, level: 200) { $0.fill(1, 5, 5 + count, 200) }
  }

  @Test(arguments: 0...300)
  func aStripGapOfEveryLengthWritesExactlyItsPixelsInFourRows(count: Int) {
    expectWrites(rows: 2..<6, columns: 7..<7 + count, level: 255) { $0.fillStrip(2, 7, 7 + count, 255) }
  }

  /// Runs `write` on a 320 × 7 mask of 77s and expects `level` in exactly the pixels of
  /// `rows` × `columns`.
  private func expectWrites(
    rows: Range<Int>, columns: Range<Int>, level: UInt8, _ write: (MaskSink) -> Void
  ) {
    let width = 320
    let height = 7
    var pixels = [UInt8](repeating: 77, count: width * height)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      write(MaskSink(base: base, width: width))
    }
    for y in 0..<height {
      for x in 0..<width {
        let inside = rows.contains(y) && columns.contains(x)
        #expect(pixels[y * width + x] == (inside ? level : 77), "pixel \(x),\(y) for \(columns)")
      }
    }
  }
}
