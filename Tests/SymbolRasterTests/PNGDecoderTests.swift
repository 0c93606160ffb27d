import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// A colour type and bit depth pair, as test argument.
struct PNGFormat: Sendable, CustomTestStringConvertible {
  var colourType: Int
  var bitDepth: Int

  var testDescription: String { "colour type \(colourType) at \(bitDepth) bits" }

  static let all: [PNGFormat] = [
    (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16),
    (6, 8), (6, 16),
  ].map { PNGFormat(colourType: $0.0, bitDepth: $0.1) }

  var channels: Int { PNGFixture.channels(colourType: colourType) }
  var maximumSample: Int { (1 << bitDepth) - 1 }
}

/// A hand-made test image: samples, optional palette and tRNS, and the RGBA8 the decoder
/// should produce, computed here independently of the library.
struct PNGHandmadeImage {
  var format: PNGFormat
  var width: Int
  var rows: [[Int]]
  var palette: [UInt8]?
  var transparency: [UInt8]?

  init(format: PNGFormat, width: Int, height: Int, seed: UInt64, transparency: [UInt8]? = nil) {
    var generator = SplitMix64(seed: seed)
    self.format = format
    self.width = width
    let entries = min(256, 1 << format.bitDepth)
    let sampleLimit = format.colourType == 3 ? entries - 1 : format.maximumSample
    rows = (0..<height).map { _ in
      (0..<(width * format.channels)).map { _ in Int.random(in: 0...sampleLimit, using: &generator) }
    }
    if format.colourType == 3 {
      palette = (0..<(entries * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
      // Alpha for the first half of the entries; the rest must default to opaque.
      self.transparency = transparency ?? (0..<max(1, entries / 2)).map { UInt8(($0 * 97) % 256) }
    } else {
      self.transparency = transparency
    }
  }

  func file(filters: [Int] = [0, 1, 2, 3, 4], interlaced: Bool = false) -> [UInt8] {
    let data = PNGFixture.scanlines(
      rows, width: width, bitDepth: format.bitDepth, colourType: format.colourType, filters: filters,
      interlaced: interlaced)
    var chunks = [
      PNGFixture.header(
        width: width, height: rows.count, bitDepth: format.bitDepth, colourType: format.colourType,
        interlace: interlaced ? 1 : 0)
    ]
    if let palette { chunks.append(PNGFixture.chunk("PLTE", palette)) }
    if let transparency { chunks.append(PNGFixture.chunk("tRNS", transparency)) }
    chunks += [PNGFixture.chunk("IDAT", PNGFixture.zlibStored(data)), PNGFixture.end]
    return PNGFixture.file(chunks)
  }

  /// The straight RGBA8 the decoder must return.
  var expectedPixels: [UInt8] {
    let channels = format.channels
    func scale(_ sample: Int) -> UInt8 {
      format.bitDepth == 16
        ? UInt8((Double(sample) * 255 / 65_535).rounded()) : UInt8(sample * 255 / format.maximumSample)
    }
    let key: [Int]? = transparency.flatMap { bytes in
      format.colourType == 0 || format.colourType == 2
        ? stride(from: 0, to: bytes.count, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) } : nil
    }
    var pixels: [UInt8] = []
    for row in rows {
      for x in 0..<width {
        let samples = Array(row[(x * channels)..<((x + 1) * channels)])
        let keyAlpha: UInt8 = samples == key ? 0 : 255
        switch format.colourType {
        case 0: pixels += [scale(samples[0]), scale(samples[0]), scale(samples[0]), keyAlpha]
        case 2: pixels += samples.map(scale) + [keyAlpha]
        case 3:
          let index = samples[0]
          let alpha = index < (transparency?.count ?? 0) ? transparency?[index] ?? 255 : 255
          pixels += Array(palette?[(index * 3)..<(index * 3 + 3)] ?? []) + [alpha]
        case 4: pixels += [scale(samples[0]), scale(samples[0]), scale(samples[0]), scale(samples[1])]
        default: pixels += samples.map(scale)
        }
      }
    }
    return pixels
  }
}

@Suite struct PNGDecoderTests {
  @Test(arguments: PNGFormat.all)
  func everyColourTypeAndBitDepthDecodes(format: PNGFormat) throws {
    let image = PNGHandmadeImage(
      format: format, width: 13, height: 10, seed: UInt64(format.colourType * 100 + format.bitDepth))
    let decoded = try PNGDecoder.decode(image.file())
    #expect(decoded.width == 13 && decoded.height == 10)
    #expect(decoded.pixels == image.expectedPixels)
  }

  @Test(arguments: 0...4)
  func everyFilterTypeIsReversed(filter: Int) throws {
    for format in [
      PNGFormat(colourType: 6, bitDepth: 8), PNGFormat(colourType: 0, bitDepth: 1),
      PNGFormat(colourType: 2, bitDepth: 16), PNGFormat(colourType: 4, bitDepth: 8),
    ] {
      let image = PNGHandmadeImage(format: format, width: 11, height: 6, seed: UInt64(filter + 10))
      let decoded = try PNGDecoder.decode(image.file(filters: [filter]))
      #expect(decoded.pixels == image.expectedPixels, "\(format.testDescription)")
    }
  }

  @Test func paletteWithTransparency() throws {
    let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
    let data = PNGFixture.scanlines([[0, 1, 2, 1]], width: 4, bitDepth: 8, colourType: 3, filters: [0])
    let file = PNGFixture.file([
      PNGFixture.header(width: 4, height: 1, colourType: 3), PNGFixture.chunk("PLTE", palette),
      PNGFixture.chunk("tRNS", [0, 128]), PNGFixture.chunk("IDAT", PNGFixture.zlibStored(data)),
      PNGFixture.end,
    ])
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.pixels == [255, 0, 0, 0, 0, 255, 0, 128, 0, 0, 255, 255, 0, 255, 0, 128])
  }

  @Test(arguments: [
    PNGFormat(colourType: 0, bitDepth: 8), PNGFormat(colourType: 0, bitDepth: 4),
    PNGFormat(colourType: 0, bitDepth: 16), PNGFormat(colourType: 2, bitDepth: 8),
    PNGFormat(colourType: 2, bitDepth: 16),
  ])
  func colourKeyMakesMatchingPixelsTransparent(format: PNGFormat) throws {
    var image = PNGHandmadeImage(format: format, width: 9, height: 5, seed: 77)
    // Key on the first pixel's colour and make sure it occurs again elsewhere.
    let key = Array(image.rows[0][0..<format.channels])
    image.rows[3].replaceSubrange(0..<format.channels, with: key)
    image.transparency = key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let decoded = try PNGDecoder.decode(image.file())
    #expect(decoded.pixels == image.expectedPixels)
    #expect(decoded[0, 0].alpha == 0 && decoded[0, 3].alpha == 0)
  }

  @Test(arguments: [(1, 1), (3, 5), (8, 8), (9, 9), (17, 10), (2, 33)])
  func interlacedImagesMatchTheirNonInterlacedTwins(width: Int, height: Int) throws {
    for format in [
      PNGFormat(colourType: 6, bitDepth: 8), PNGFormat(colourType: 0, bitDepth: 2),
      PNGFormat(colourType: 3, bitDepth: 4), PNGFormat(colourType: 4, bitDepth: 16),
    ] {
      let image = PNGHandmadeImage(
        format: format, width: width, height: height, seed: UInt64(width * 31 + height))
      let interlaced = try PNGDecoder.decode(image.file(interlaced: true))
      #expect(interlaced.pixels == image.expectedPixels, "\(format.testDescription)")
    }
  }

  @Test func ancillaryChunksAreSkippedAndIDATMaySpanManyChunks() throws {
    let image = PNGHandmadeImage(format: PNGFormat(colourType: 6, bitDepth: 8), width: 5, height: 4, seed: 5)
    let data = PNGFixture.scanlines(image.rows, width: 5, bitDepth: 8, colourType: 6, filters: [4, 1])
    let stream = PNGFixture.zlibStored(data)
    let pieces = [stream[0..<1], stream[1..<1], stream[1..<30], stream[30...]].map {
      PNGFixture.chunk("IDAT", Array($0))
    }
    let file =
      PNGFixture.file(
        [
          PNGFixture.header(width: 5, height: 4), PNGFixture.chunk("gAMA", [0, 0, 0xB1, 0x8F]),
          PNGFixture.chunk("tEXt", Array("Comment\u{0}hello".utf8)),
        ]
          + pieces + [PNGFixture.chunk("prVt", [1, 2, 3]), PNGFixture.end]) + [0xDE, 0xAD]
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.pixels == image.expectedPixels)
  }

  @Test func encoderOutputOfARealisticIconDecodes() throws {
    let image = try PNGEncoderTests.discImage(size: 64)
    #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
  }
}
