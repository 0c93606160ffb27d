import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// Damaged and hostile files: each must give a specific error, and none may crash.
@Suite struct PNGCorruptInputTests {
  /// A valid 3×2 RGBA file made by the test fixture, with its IDAT at byte 33.
  static let validFile: [UInt8] = {
    let rows = [[1, 2, 3, 255, 4, 5, 6, 0, 7, 8, 9, 128], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 255, 254]]
    let data = PNGFixture.scanlines(rows, width: 3, bitDepth: 8, colourType: 6, filters: [1, 4])
    return PNGFixture.file([
      PNGFixture.header(width: 3, height: 2), PNGFixture.chunk("IDAT", PNGFixture.zlibStored(data)),
      PNGFixture.end,
    ])
  }()

  static func file(
    header: [UInt8] = PNGFixture.header(width: 3, height: 2), _ chunks: [UInt8]...
  ) -> [UInt8] {
    PNGFixture.file([header] + chunks + [PNGFixture.end])
  }

  static let goodImageData = PNGFixture.chunk(
    "IDAT", PNGFixture.zlibStored([UInt8](repeating: 0, count: 2 * (1 + 3 * 4))))

  @Test func theBaseFileIsValid() throws {
    #expect(try PNGDecoder.decode(Self.validFile).width == 3)
  }

  @Test func badSignature() {
    var bytes = Self.validFile
    bytes[1] = 0x51
    #expect(
      PNGFixture.decodingError(bytes)
        == .notPNG(leadingBytes: [0x89, 0x51, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(
      PNGFixture.decodingError(Array("GIF89a and more".utf8)) == .notPNG(leadingBytes: Array("GIF89a a".utf8))
    )
  }

  @Test func badCRCNamesTheChunkAndOffset() {
    var bytes = Self.validFile
    bytes[19] ^= 0x01  // a bit of the IHDR width
    guard case .crcMismatch(let chunk, let offset, let stored, let computed) = PNGFixture.decodingError(bytes)
    else {
      Issue.record("expected a CRC mismatch")
      return
    }
    #expect(chunk == "IHDR" && offset == 8 && stored != computed)
    var imageData = Self.validFile
    imageData[45] ^= 0x80
    guard case .crcMismatch(chunk: "IDAT", offset: 33, _, _) = PNGFixture.decodingError(imageData) else {
      Issue.record("expected an IDAT CRC mismatch")
      return
    }
  }

  @Test func everyTruncationThrowsATruncationError() {
    let file = Self.validFile
    for length in 0..<file.count {
      let error = PNGFixture.decodingError(Array(file.prefix(length)))
      switch error {
      case .truncated, .missingChunk: break
      default: Issue.record("prefix of \(length) bytes gave \(String(describing: error))")
      }
    }
    // Cut inside the IDAT data: the message names the chunk and both counts.
    let cut = PNGFixture.decodingError(Array(file.prefix(50)))
    #expect(cut == .truncated(chunk: "IDAT", offset: 33, needed: 37 + 4, remaining: 9))
    #expect(
      PNGFixture.decodingError(Array(file.prefix(5)))
        == .truncated(chunk: nil, offset: 0, needed: 8, remaining: 5))
    // A file that stops cleanly between chunks is truncated, before its IDAT or after it.
    #expect(PNGFixture.decodingError(Array(file.prefix(33))) == .missingChunk("IEND"))
    #expect(PNGFixture.decodingError(Array(file.dropLast(12))) == .missingChunk("IEND"))
  }

  @Test func aLengthFarBeyondTheDataIsTruncationNotACrash() {
    var bytes = Self.validFile
    bytes.replaceSubrange(33..<37, with: [0x00, 0x00, 0x10, 0x00])  // IDAT claims 4096 bytes
    let error = PNGFixture.decodingError(bytes)
    #expect(error == .truncated(chunk: "IDAT", offset: 33, needed: 4100, remaining: bytes.count - 41))
    #expect(
      error?.description
        == "PNG is truncated: chunk IDAT at byte 33 declares 4096 data bytes plus a 4-byte CRC but only "
        + "\(bytes.count - 41) bytes remain")
    bytes.replaceSubrange(33..<37, with: [0xFF, 0xFF, 0xFF, 0xF0])
    #expect(
      PNGFixture.decodingError(bytes)
        == .invalidChunkLength(
          chunk: "IDAT", offset: 33, got: 0xFFFF_FFF0, accepted: "at most 2^31 - 1 bytes"))
  }

  @Test(arguments: [12, 14, 0])
  func wrongIHDRLength(length: Int) {
    let header = PNGFixture.chunk(
      "IHDR", Array(PNGFixture.header(width: 3, height: 2)[8..<21].prefix(length)) + (length > 13 ? [0] : []))
    let error = PNGFixture.decodingError(Self.file(header: header, Self.goodImageData))
    #expect(error == .invalidChunkLength(chunk: "IHDR", offset: 8, got: length, accepted: "exactly 13 bytes"))
  }

  @Test func missingIDAT() {
    #expect(PNGFixture.decodingError(Self.file()) == .missingChunk("IDAT"))
    #expect(
      PNGFixture.decodingError(Self.file()).map(\.description)
        == "PNG has no IDAT chunk; at least one IDAT must come before IEND")
  }

  @Test func zlibGarbage() {
    var generator = SplitMix64(seed: 9)
    let garbage = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let error = PNGFixture.decodingError(Self.file(PNGFixture.chunk("IDAT", garbage)))
    guard case .corruptImageData(let reason) = error else {
      Issue.record("expected corrupt image data, got \(String(describing: error))")
      return
    }
    #expect(reason == "incorrect header check")
    // A good header followed by an invalid block type.
    guard
      case .corruptImageData = PNGFixture.decodingError(
        Self.file(PNGFixture.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF])))
    else {
      Issue.record("expected corrupt image data for an invalid block")
      return
    }
    // Correct data with a wrong Adler-32 checksum.
    var stream = PNGFixture.zlibStored([UInt8](repeating: 0, count: 26))
    stream[stream.count - 1] ^= 1
    #expect(
      PNGFixture.decodingError(Self.file(PNGFixture.chunk("IDAT", stream)))
        == .corruptImageData(reason: "incorrect data check"))
  }

  @Test func imageDataShorterThanTheHeaderRequires() {
    let short = PNGFixture.chunk("IDAT", PNGFixture.zlibStored([UInt8](repeating: 0, count: 20)))
    #expect(PNGFixture.decodingError(Self.file(short)) == .imageDataTooShort(expected: 26, got: 20))
    // A stream cut before its end marker.
    let cut = PNGFixture.chunk(
      "IDAT", Array(PNGFixture.zlibStored([UInt8](repeating: 0, count: 26)).dropLast(4)))
    #expect(
      PNGFixture.decodingError(Self.file(cut))
        == .corruptImageData(reason: "the zlib stream has no end marker and checksum after its data"))
  }

  @Test(arguments: [(16_385, 1), (1, 16_385), (0, 1), (1, 0), (20_000, 20_000), (0x7FFF_FFFF, 0x7FFF_FFFF)])
  func oversizeDimensionsAreRefusedBeforeDecoding(width: Int, height: Int) {
    let file = Self.file(header: PNGFixture.header(width: width, height: height), Self.goodImageData)
    #expect(PNGFixture.decodingError(file) == .invalidDimensions(width: width, height: height))
  }

  @Test func zlibBombIsStoppedAtTheDeclaredSize() throws {
    // 1×1 RGBA needs 5 bytes; this stream inflates to 64 MiB.
    let bomb = try PNGZlib.deflate { emit in
      let zeros = [UInt8](repeating: 0, count: 1 << 20)
      zeros.withUnsafeBufferPointer { buffer in for _ in 0..<64 { emit(buffer) } }
    }
    #expect(bomb.count < 100_000)
    let file = Self.file(header: PNGFixture.header(width: 1, height: 1), PNGFixture.chunk("IDAT", bomb))
    #expect(PNGFixture.decodingError(file) == .imageDataTooLong(expected: 5))
  }

  @Test func aTinyFileDeclaringTheLargestImageFailsWithoutDecodingIt() {
    // 8192×8192 RGBA (64 megapixels) would need 256 MiB of image data; the file carries
    // 100 bytes of it.
    let side = 8192
    #expect(side * side == PNGError.maximumPixels)
    let file = Self.file(
      header: PNGFixture.header(width: side, height: side),
      PNGFixture.chunk("IDAT", PNGFixture.zlibStored([UInt8](repeating: 0, count: 100))))
    #expect(
      PNGFixture.decodingError(file) == .imageDataTooShort(expected: side * (1 + side * 4), got: 100))
  }

  /// Above the canvas's 64 megapixels a header is refused before any image data is read:
  /// 16384×16384 was accepted, and a 32 KB file of 1-bit gray decoded to 1 GiB.
  @Test func aHeaderAboveSixtyFourMegapixelsIsRefused() {
    let side = PNGError.maximumSide
    let file = Self.file(
      header: PNGFixture.header(width: side, height: side),
      PNGFixture.chunk("IDAT", PNGFixture.zlibStored([UInt8](repeating: 0, count: 100))))
    #expect(PNGFixture.decodingError(file) == .invalidDimensions(width: side, height: side))
    #expect(PNGFixture.decodingError(file)?.description.contains("at most 64 megapixels") == true)
  }

  @Test func invalidFilterTypeAndPaletteIndex() {
    let data: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    #expect(
      PNGFixture.decodingError(Self.file(PNGFixture.chunk("IDAT", PNGFixture.zlibStored(data))))
        == .invalidFilterType(type: 5, row: 1))
    let paletteFile = Self.file(
      header: PNGFixture.header(width: 3, height: 1, colourType: 3),
      PNGFixture.chunk("PLTE", [1, 2, 3, 4, 5, 6]),
      PNGFixture.chunk("IDAT", PNGFixture.zlibStored([0, 1, 0, 2])))
    #expect(
      PNGFixture.decodingError(paletteFile) == .paletteIndexOutOfRange(index: 2, paletteSize: 2, row: 0))
  }

  @Test func chunkOrderingRules() {
    let idat = Self.goodImageData
    let textChunk = PNGFixture.chunk("tEXt", Array("a\u{0}b".utf8))
    // IHDR not first.
    #expect(
      PNGFixture.decodingError(
        PNGFixture.file([textChunk, PNGFixture.header(width: 3, height: 2), idat, PNGFixture.end]))
        == .misplacedChunk(chunk: "tEXt", offset: 8, rule: "the first chunk must be IHDR"))
    // A second IHDR.
    #expect(misplacedChunk(in: Self.file(PNGFixture.header(width: 3, height: 2), idat)) == "IHDR")
    // IDAT chunks with something between them.
    #expect(misplacedChunk(in: Self.file(idat, textChunk, idat)) == "IDAT")
    // Palette image without PLTE.
    let paletteHeader = PNGFixture.header(width: 3, height: 2, colourType: 3)
    #expect(PNGFixture.decodingError(Self.file(header: paletteHeader, idat)) == .missingChunk("PLTE"))
    // tRNS in an image that already has alpha, and PLTE in a gray one.
    #expect(misplacedChunk(in: Self.file(PNGFixture.chunk("tRNS", [0, 0]), idat)) == "tRNS")
    let grayHeader = PNGFixture.header(width: 3, height: 2, colourType: 0)
    #expect(
      misplacedChunk(in: Self.file(header: grayHeader, PNGFixture.chunk("PLTE", [0, 0, 0]), idat)) == "PLTE")
    // PLTE after IDAT in a colour image.
    let rgbHeader = PNGFixture.header(width: 3, height: 2, colourType: 2)
    #expect(
      misplacedChunk(in: Self.file(header: rgbHeader, idat, PNGFixture.chunk("PLTE", [0, 0, 0]))) == "PLTE")
    // IEND with data.
    let endWithData = PNGFixture.file([
      PNGFixture.header(width: 3, height: 2), idat, PNGFixture.chunk("IEND", [0]),
    ])
    #expect(
      PNGFixture.decodingError(endWithData)
        == .invalidChunkLength(chunk: "IEND", offset: 82, got: 1, accepted: "0 bytes"))
  }

  @Test func unknownChunks() {
    let idat = Self.goodImageData
    #expect(
      PNGFixture.decodingError(Self.file(PNGFixture.chunk("ABCD", []), idat))
        == .unknownCriticalChunk(chunk: "ABCD", offset: 33))
    #expect(PNGFixture.decodingError(Self.file(PNGFixture.chunk("aBCD", [1]), idat)) == nil)
    #expect(
      PNGFixture.decodingError(Self.file(PNGFixture.chunk("AB1D", []), idat))
        == .invalidChunkType(offset: 33, bytes: [65, 66, 49, 68]))
  }

  @Test func invalidHeaderFields() {
    func headerError(bitDepth: Int = 8, colourType: Int = 6, interlace: Int = 0) -> PNGError? {
      PNGFixture.decodingError(
        Self.file(
          header: PNGFixture.header(
            width: 3, height: 2, bitDepth: bitDepth, colourType: colourType, interlace: interlace),
          Self.goodImageData))
    }
    #expect(headerError(bitDepth: 4, colourType: 2) == .unsupportedFormat(colourType: 2, bitDepth: 4))
    #expect(headerError(bitDepth: 16, colourType: 3) == .unsupportedFormat(colourType: 3, bitDepth: 16))
    #expect(headerError(colourType: 5) == .unsupportedFormat(colourType: 5, bitDepth: 8))
    #expect(
      headerError(interlace: 2)
        == .invalidHeaderField(field: "interlace method", value: 2, accepted: "0 (none) or 1 (Adam7)"))
    #expect(
      PNGError.unsupportedFormat(colourType: 2, bitDepth: 4).description.hasPrefix(
        "unsupported PNG colour type 2 at bit depth 4; accepted:"))
  }

  @Test func transparencyChunkLengths() {
    let paletteHeader = PNGFixture.header(width: 3, height: 2, colourType: 3)
    let tooManyAlphas = Self.file(
      header: paletteHeader, PNGFixture.chunk("PLTE", [0, 0, 0]), PNGFixture.chunk("tRNS", [1, 2]),
      Self.goodImageData)
    #expect(
      PNGFixture.decodingError(tooManyAlphas)
        == .invalidChunkLength(
          chunk: "tRNS", offset: 48, got: 2, accepted: "at most one byte per PLTE entry (1)"))
    let rgbHeader = PNGFixture.header(width: 3, height: 2, colourType: 2)
    let shortKey = Self.file(header: rgbHeader, PNGFixture.chunk("tRNS", [0, 0]), Self.goodImageData)
    guard case .invalidChunkLength(chunk: "tRNS", offset: 33, got: 2, _) = PNGFixture.decodingError(shortKey)
    else {
      Issue.record(
        "expected an RGB tRNS length error, got \(String(describing: PNGFixture.decodingError(shortKey)))")
      return
    }
  }

  /// The chunk named by a misplaced-chunk error from decoding `bytes`, or nil for any other outcome.
  func misplacedChunk(in bytes: [UInt8]) -> String? {
    if case .misplacedChunk(let chunk, _, _) = PNGFixture.decodingError(bytes) { return chunk }
    return nil
  }

  /// Flips each byte of a valid file in turn: every variant must either decode or throw.
  @Test func singleByteCorruptionNeverCrashes() {
    let file = Self.validFile
    for index in file.indices {
      for flip: UInt8 in [0x01, 0x80, 0xFF] {
        var bytes = file
        bytes[index] ^= flip
        _ = PNGFixture.decodingError(bytes)
      }
    }
  }
}
