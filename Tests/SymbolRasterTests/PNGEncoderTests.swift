import SymbolTestSupport
import Testing

@testable import SymbolRaster

@Suite struct PNGEncoderTests {
  /// A seeded RGBA image whose alpha covers 0, 255 and everything between.
  static func randomImage(width: Int, height: Int, seed: UInt64) throws -> PNGImage {
    var generator = SplitMix64(seed: seed)
    var pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    for pixel in stride(from: 0, to: pixels.count, by: 4) where pixel % 12 == 0 {
      pixels[pixel + 3] = pixel % 24 == 0 ? 0 : 255
    }
    return try PNGImage(width: width, height: height, pixels: pixels)
  }

  /// An anti-aliased disc on a transparent background: the kind of image the engine writes.
  static func discImage(size: Int) throws -> PNGImage {
    var image = try PNGImage(width: size, height: size)
    let centre = Double(size) / 2
    for y in 0..<size {
      for x in 0..<size {
        let distance =
          ((Double(x) + 0.5 - centre) * (Double(x) + 0.5 - centre)
          + (Double(y) + 0.5 - centre) * (Double(y) + 0.5 - centre)).squareRoot()
        let coverage = min(1, max(0, centre * 0.8 - distance + 0.5))
        image[x, y] = (200, 40, UInt8(x * 255 / size), UInt8((coverage * 255).rounded()))
      }
    }
    return image
  }

  @Test func rgbaRoundTripIsExact() throws {
    let image = try Self.randomImage(width: 37, height: 23, seed: 1)
    #expect(image.pixels.contains { $0 == 0 })
    let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image))
    #expect(decoded == image)
  }

  @Test func grayAlphaRoundTrip() throws {
    var generator = SplitMix64(seed: 2)
    let grayAlpha = (0..<(19 * 11 * 2)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let file = try PNGEncoder.encodeGrayAlpha(width: 19, height: 11, grayAlpha: grayAlpha)
    #expect(PNGFixture.chunks(of: file)?.first?.data[9] == 4)
    let decoded = try PNGDecoder.decode(file)
    let expected = stride(from: 0, to: grayAlpha.count, by: 2).flatMap { index in
      [grayAlpha[index], grayAlpha[index], grayAlpha[index], grayAlpha[index + 1]]
    }
    #expect(decoded.width == 19 && decoded.height == 11)
    #expect(decoded.pixels == expected)
  }

  @Test func grayRoundTrip() throws {
    let gray = (0..<(16 * 16)).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let file = try PNGEncoder.encodeGray(width: 16, height: 16, gray: gray)
    #expect(PNGFixture.chunks(of: file)?.first?.data[9] == 0)
    let decoded = try PNGDecoder.decode(file)
    #expect(decoded.pixels == gray.flatMap { [$0, $0, $0, 255] })
  }

  @Test func premultipliedPixelsBecomeStraightAlpha() throws {
    let premultiplied: [UInt8] = [
      64, 0, 0, 128,  // half-transparent red
      10, 20, 30, 0,  // alpha 0: every channel becomes 0
      255, 128, 1, 255,  // opaque: unchanged
      200, 0, 0, 100,  // invalid (colour above alpha): clamped to 255
      1, 1, 1, 3,  // 85 exactly
      1, 0, 0, 2,  // 127.5 rounds to 128
    ]
    let file = try PNGEncoder.encodeRGBA(width: 6, height: 1, premultiplied: premultiplied)
    let decoded = try PNGDecoder.decode(file)
    #expect(
      decoded.pixels == [
        128, 0, 0, 128, 0, 0, 0, 0, 255, 128, 1, 255, 255, 0, 0, 100, 85, 85, 85, 3, 128, 0, 0, 2,
      ])
  }

  @Test func unpremultiplyRoundsToNearestForEveryValidPixel() {
    var premultiplied: [UInt8] = []
    for alpha in 1...255 {
      for colour in 0...alpha { premultiplied += [UInt8(colour), 0, UInt8(colour), UInt8(alpha)] }
    }
    let straight = PNGEncoder.unpremultiplied(premultiplied)
    for pixel in stride(from: 0, to: premultiplied.count, by: 4) {
      let colour = Double(premultiplied[pixel])
      let alpha = Double(premultiplied[pixel + 3])
      let expected = UInt8((colour * 255 / alpha).rounded(.toNearestOrAwayFromZero))
      #expect(straight[pixel] == expected, "c=\(colour) a=\(alpha)")
      // Premultiplying again must give the original value back.
      #expect(UInt8((Double(straight[pixel]) * alpha / 255).rounded()) == premultiplied[pixel])
      if straight[pixel] != expected { return }
    }
  }

  @Test func sameInputGivesIdenticalBytes() throws {
    let image = try Self.discImage(size: 48)
    #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(image))
    let premultiplied = image.pixels
    #expect(
      try PNGEncoder.encodeRGBA(width: 48, height: 48, premultiplied: premultiplied)
        == PNGEncoder.encodeRGBA(width: 48, height: 48, premultiplied: premultiplied))
  }

  @Test(arguments: [4, 2, 1])
  func everyChunkHasAValidCRCAndTheLayoutIsRight(channels: Int) throws {
    let (width, height) = (21, 9)
    let samples = (0..<(width * height * channels)).map { UInt8(truncatingIfNeeded: $0 * 31 / 7) }
    let file =
      switch channels {
      case 4: try PNGEncoder.encode(PNGImage(width: width, height: height, pixels: samples))
      case 2: try PNGEncoder.encodeGrayAlpha(width: width, height: height, grayAlpha: samples)
      default: try PNGEncoder.encodeGray(width: width, height: height, gray: samples)
      }
    let chunks = try #require(PNGFixture.chunks(of: file))
    for chunk in chunks {
      #expect(PNGFixture.crc32(Array(chunk.type.utf8) + chunk.data) == chunk.storedCRC, "\(chunk.type)")
    }
    #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    let expectedColourType: UInt8 = [4: 6, 2: 4, 1: 0][channels] ?? 255
    #expect(
      chunks[0].data == [0, 0, 0, 21, 0, 0, 0, 9, 8, expectedColourType, 0, 0, 0])
    #expect(chunks[2].data.isEmpty)
  }

  @Test func largeImagesAreSplitIntoIDATChunksOfAtMostOneMebibyte() throws {
    // Random pixels do not compress, so 1.5 MB of them needs two IDAT chunks.
    var generator = SplitMix64(seed: 3)
    let pixels = (0..<(640 * 600 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let image = try PNGImage(width: 640, height: 600, pixels: pixels)
    let file = try PNGEncoder.encode(image)
    let chunks = try #require(PNGFixture.chunks(of: file))
    let imageData = chunks.filter { $0.type == "IDAT" }
    #expect(imageData.count == 2)
    #expect(imageData.allSatisfy { $0.data.count <= 1 << 20 })
    #expect(imageData.first?.data.count == 1 << 20)
    #expect(chunks.map(\.type) == ["IHDR"] + Array(repeating: "IDAT", count: imageData.count) + ["IEND"])
    for chunk in chunks { #expect(PNGFixture.crc32(Array(chunk.type.utf8) + chunk.data) == chunk.storedCRC) }
    #expect(try PNGDecoder.decode(file) == image)
  }

  /// The filter type byte of every row of an 8-bit RGBA file.
  static func filterTypes(of file: [UInt8], width: Int, height: Int) throws -> [UInt8] {
    let chunks = try #require(PNGFixture.chunks(of: file))
    let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    let rowLength = width * 4 + 1
    let data = try PNGZlib.inflate(
      compressed, segments: [0..<compressed.count], expectedCount: height * rowLength)
    return stride(from: 0, to: data.count, by: rowLength).map { data[$0] }
  }

  /// Recomputes, with the test's own filters, each row's sum of absolute residuals and
  /// checks the heuristic chose the cheapest filter (the lowest type on ties).
  @Test func minimumSumHeuristicPicksTheCheapestFilterForEachRow() throws {
    let image = try Self.discImage(size: 40)
    let file = try PNGEncoder.encode(
      width: 40, height: 40, samples: image.pixels, colourType: .rgba,
      filters: [.minimumSumOfAbsoluteDifferences])
    let rowBytes = 40 * 4
    let types = try Self.filterTypes(of: file, width: 40, height: 40)
    var usedTypes = Set<UInt8>()
    for row in 0..<40 {
      let raw = Array(image.pixels[(row * rowBytes)..<((row + 1) * rowBytes)])
      let above =
        row == 0
        ? [UInt8](repeating: 0, count: rowBytes)
        : Array(image.pixels[((row - 1) * rowBytes)..<(row * rowBytes)])
      let costs = (0...4).map { type in
        PNGFixture.filter(raw, previous: above, type: type, bytesPerPixel: 4).dropFirst().reduce(0) {
          $0 + ($1 < 128 ? Int($1) : 256 - Int($1))
        }
      }
      let cheapest = costs.firstIndex(of: costs.min() ?? 0) ?? -1
      let chosen = types[row]
      usedTypes.insert(chosen)
      #expect(Int(chosen) == cheapest, "row \(row): costs \(costs)")
    }
    #expect(usedTypes.count > 1)
  }

  /// The encoder keeps whichever candidate rule gives the smaller file: None for a flat
  /// anti-aliased shape, the per-row heuristic for a smooth gradient.
  @Test func theSmallerCandidateEncodingIsKept() throws {
    var flat = try Self.discImage(size: 64)
    var gradient = flat
    for y in 0..<64 {
      for x in 0..<64 {
        flat[x, y] = (200, 40, 90, flat[x, y].alpha)
        gradient[x, y] = (UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255)
      }
    }
    for (image, expectedRule) in [(flat, 0), (gradient, 1)] {
      let sizes = try PNGEncoder.filterCandidates.map { rule in
        try PNGEncoder.encode(
          width: 64, height: 64, samples: image.pixels, colourType: .rgba, filters: [rule]
        ).count
      }
      let chosen = try PNGEncoder.encode(image)
      #expect(chosen.count == sizes.min())
      #expect(sizes.firstIndex(of: chosen.count) == expectedRule, "sizes \(sizes)")
      let types = try Self.filterTypes(of: chosen, width: 64, height: 64)
      #expect(expectedRule == 0 ? types.allSatisfy { $0 == 0 } : types.contains { $0 != 0 })
      #expect(try PNGDecoder.decode(chosen) == image)
    }
  }

  @Test func invalidSizesAndBufferLengthsAreRejected() {
    #expect(throws: PNGError.invalidDimensions(width: 0, height: 4)) {
      try PNGEncoder.encodeGray(width: 0, height: 4, gray: [])
    }
    #expect(throws: PNGError.invalidDimensions(width: 16_385, height: 1)) {
      try PNGEncoder.encodeGray(width: 16_385, height: 1, gray: [])
    }
    #expect(throws: PNGError.invalidDimensions(width: 4, height: -1)) {
      try PNGEncoder.encodeGrayAlpha(width: 4, height: -1, grayAlpha: [])
    }
    #expect(
      throws: PNGError.pixelCountMismatch(
        layout: "premultiplied RGBA8", width: 2, height: 2, expected: 16, got: 15)
    ) {
      try PNGEncoder.encodeRGBA(width: 2, height: 2, premultiplied: [UInt8](repeating: 0, count: 15))
    }
    #expect(
      throws: PNGError.pixelCountMismatch(layout: "gray+alpha8", width: 3, height: 1, expected: 6, got: 3)
    ) {
      try PNGEncoder.encodeGrayAlpha(width: 3, height: 1, grayAlpha: [1, 2, 3])
    }
    #expect(throws: PNGError.pixelCountMismatch(layout: "RGBA8", width: 1, height: 1, expected: 4, got: 3)) {
      try PNGImage(width: 1, height: 1, pixels: [1, 2, 3])
    }
  }

  @Test func anImageWhosePixelsWereResizedIsRejected() throws {
    var image = try PNGImage(width: 2, height: 2)
    image.pixels.removeLast()
    #expect(throws: PNGError.pixelCountMismatch(layout: "RGBA8", width: 2, height: 2, expected: 16, got: 15))
    {
      try PNGEncoder.encode(image)
    }
  }

  @Test func errorDescriptionsSayWhatIsAccepted() {
    let size = PNGError.invalidDimensions(width: 0, height: 3).description
    #expect(size.contains("0×3") && size.contains("1...16384"))
    let count = PNGError.pixelCountMismatch(layout: "gray8", width: 2, height: 2, expected: 4, got: 5)
      .description
    #expect(count == "gray8 pixel buffer for 2×2 must hold 4 bytes but holds 5")
  }
}
