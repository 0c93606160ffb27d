/// Reads PNG files into straight-alpha RGBA8 images.
///
/// Accepts every colour type and bit depth PNG defines (gray at 1, 2, 4, 8 or 16 bits,
/// RGB, gray+alpha and RGBA at 8 or 16, palette at 1, 2, 4 or 8 with optional tRNS),
/// interlaced or not; 16-bit samples are rounded to 8 bits. Nothing in the file is trusted:
/// lengths are checked against the bytes present, every chunk CRC is verified, the size
/// limits are applied before anything large is allocated, and decompression stops as soon
/// as it would exceed the size the header implies.
public enum PNGDecoder {
  /// Decodes a complete PNG file, or throws a `PNGError` saying what is wrong with it.
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
    let contents = try PNGChunkInventory(reading: bytes)
    let header = contents.header
    var data = try PNGZlib.inflate(
      bytes, segments: contents.imageData, expectedCount: header.decompressedByteCount)
    let expander = PNGPixelExpander(
      header: header, palette: contents.palette.map { bytes[$0] },
      transparency: contents.transparency.map { bytes[$0] })
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    if let failure = reconstruct(&data, header: header, expander: expander, into: &pixels) { throw failure }
    return PNGImage(validatedWidth: header.width, height: header.height, pixels: pixels)
  }

  /// Unfilters every scanline of every pass in place and expands it into `pixels`.
  /// `data` has exactly `header.decompressedByteCount` bytes. Returns the first error found.
  private static func reconstruct(
    _ data: inout [UInt8], header: PNGHeader, expander: PNGPixelExpander, into pixels: inout [UInt8]
  ) -> PNGError? {
    let zeroRow = [UInt8](repeating: 0, count: header.rowByteCount(pixels: header.width))
    let stride = header.filterStride
    return data.withUnsafeMutableBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer { image in
        zeroRow.withUnsafeBufferPointer { zeros -> PNGError? in
          var offset = 0
          var scanline = 0
          for pass in header.passes {
            let rowBytes = header.rowByteCount(pixels: pass.width)
            for passRow in 0..<pass.height {
              let type = data[offset]
              let rowStart = offset + 1
              let row = UnsafeMutableBufferPointer(rebasing: data[rowStart..<(rowStart + rowBytes)])
              // The row above in this pass is already reconstructed and sits just before
              // this row's filter type byte.
              let previous =
                passRow == 0
                ? UnsafeBufferPointer(rebasing: zeros[..<rowBytes])
                : UnsafeBufferPointer(
                  UnsafeMutableBufferPointer(rebasing: data[(offset - rowBytes)..<offset]))
              guard PNGRowFilter.unfilter(type: type, row: row, previous: previous, stride: stride) else {
                return .invalidFilterType(type: type, row: scanline)
              }
              let imageRow = pass.originY + passRow * pass.stepY
              let badIndex = expander.expand(
                row: UnsafeBufferPointer(row), pixelCount: pass.width, into: image,
                firstPixel: imageRow * header.width + pass.originX, pixelStep: pass.stepX)
              if let badIndex {
                return .paletteIndexOutOfRange(
                  index: badIndex, paletteSize: expander.paletteCount, row: scanline)
              }
              offset = rowStart + rowBytes
              scanline += 1
            }
          }
          return nil
        }
      }
    }
  }
}
