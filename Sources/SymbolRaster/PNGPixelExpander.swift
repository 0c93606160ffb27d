/// Turns reconstructed scanlines of any supported colour type and bit depth into straight
/// RGBA8 pixels, applying the palette and any tRNS transparency.
struct PNGPixelExpander {
  private let header: PNGHeader
  /// Palette entries as RGBA quadruples, alpha taken from tRNS (255 where it has no entry).
  private let paletteRGBA: [UInt8]
  /// The number of palette entries.
  let paletteCount: Int
  /// The tRNS colour key for gray (one sample) or RGB (three samples), at the image's bit depth.
  private let colourKey: (first: UInt16, second: UInt16, third: UInt16)?

  /// Prepares the lookup data. `palette` and `transparency` are the raw PLTE and tRNS data,
  /// whose lengths the decoder has already checked against the colour type.
  init(header: PNGHeader, palette: ArraySlice<UInt8>?, transparency: ArraySlice<UInt8>?) {
    self.header = header
    var table: [UInt8] = []
    if header.colourType == .palette, let palette {
      let entries = palette.count / 3
      table.reserveCapacity(entries * 4)
      let alphas = transparency.map(Array.init) ?? []
      for entry in 0..<entries {
        let base = palette.startIndex + entry * 3
        table.append(contentsOf: palette[base..<(base + 3)])
        table.append(entry < alphas.count ? alphas[entry] : 255)
      }
    }
    paletteRGBA = table
    paletteCount = table.count / 4
    if let transparency, header.colourType == .gray || header.colourType == .rgb {
      let bytes = Array(transparency)
      let samples = stride(from: 0, to: bytes.count - 1, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      // Gray keys have one sample; RGB keys three.
      colourKey =
        switch samples.count {
        case 1: (samples[0], 0, 0)
        case 3: (samples[0], samples[1], samples[2])
        default: nil
        }
    } else {
      colourKey = nil
    }
  }

  /// Expands the `pixelCount` pixels of `row` into `output` (the whole RGBA8 image), writing
  /// pixel i at pixel index `firstPixel + i * pixelStep`. Returns the first palette index
  /// that has no PLTE entry, or nil when the row was fine.
  func expand(
    row: UnsafeBufferPointer<UInt8>, pixelCount: Int, into output: UnsafeMutableBufferPointer<UInt8>,
    firstPixel: Int, pixelStep: Int
  ) -> Int? {
    let depth = header.bitDepth
    let channels = header.colourType.channels

    if depth == 8, header.colourType == .rgba {
      // The common case, and already in the output format.
      for pixel in 0..<pixelCount {
        let target = (firstPixel + pixel * pixelStep) * 4
        let source = pixel * 4
        output[target] = row[source]
        output[target + 1] = row[source + 1]
        output[target + 2] = row[source + 2]
        output[target + 3] = row[source + 3]
      }
      return nil
    }

    // The raw sample `index` of the row (channel `index % channels` of pixel `index / channels`).
    func sample(_ index: Int) -> UInt16 {
      switch depth {
      case 16: return UInt16(row[index * 2]) << 8 | UInt16(row[index * 2 + 1])
      case 8: return UInt16(row[index])
      default:
        let bit = index * depth
        let shift = 8 - depth - (bit & 7)
        return UInt16(row[bit >> 3] >> UInt8(shift)) & UInt16((1 << depth) - 1)
      }
    }
    // A raw sample scaled to 8 bits, rounding to nearest.
    func scaled(_ value: UInt16) -> UInt8 {
      switch depth {
      case 16: UInt8((UInt32(value) * 255 + 32_767) / 65_535)
      case 8: UInt8(truncatingIfNeeded: value)
      default: UInt8(truncatingIfNeeded: Int(value) * 255 / ((1 << depth) - 1))
      }
    }

    for pixel in 0..<pixelCount {
      let target = (firstPixel + pixel * pixelStep) * 4
      let first = pixel * channels
      switch header.colourType {
      case .palette:
        let index = Int(sample(first))
        guard index < paletteCount else { return index }
        for channel in 0..<4 { output[target + channel] = paletteRGBA[index * 4 + channel] }
      case .gray:
        let gray = sample(first)
        let value = scaled(gray)
        output[target] = value
        output[target + 1] = value
        output[target + 2] = value
        output[target + 3] = colourKey?.first == gray ? 0 : 255
      case .grayAlpha:
        let value = scaled(sample(first))
        output[target] = value
        output[target + 1] = value
        output[target + 2] = value
        output[target + 3] = scaled(sample(first + 1))
      case .rgb:
        let red = sample(first)
        let green = sample(first + 1)
        let blue = sample(first + 2)
        output[target] = scaled(red)
        output[target + 1] = scaled(green)
        output[target + 2] = scaled(blue)
        let keyed = colourKey.map { $0.first == red && $0.second == green && $0.third == blue } ?? false
        output[target + 3] = keyed ? 0 : 255
      case .rgba:
        for channel in 0..<4 { output[target + channel] = scaled(sample(first + channel)) }
      }
    }
    return nil
  }
}
