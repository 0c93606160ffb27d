import Testing

@testable import SymbolRaster

/// A deliberately naive PNG writer and reader used only by the tests. It shares no code
/// with the library: its own CRC-32 and Adler-32, uncompressed ("stored") deflate blocks
/// instead of zlib, and textbook filters, so a bug in the library cannot hide itself.
enum PNGFixture {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static let crcTable: [UInt32] = (0..<256).map { entry in
    var value = UInt32(entry)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// CRC-32 as PNG defines it (reflected polynomial 0xEDB88320, inverted in and out).
  static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var low: UInt32 = 1
    var high: UInt32 = 0
    for byte in bytes {
      low = (low + UInt32(byte)) % 65_521
      high = (high + low) % 65_521
    }
    return high << 16 | low
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// A valid zlib stream made of stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65_535)
      let length = UInt16(end - start)
      stream.append(end == data.count ? 1 : 0)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += data[start..<end]
      start = end
    } while start < data.count
    return stream + bigEndian(adler32(data))
  }

  /// One chunk: length, type, data, CRC over type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeAndData = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
  }

  static func header(
    width: Int, height: Int, bitDepth: Int = 8, colourType: Int = 6, interlace: Int = 0
  ) -> [UInt8] {
    chunk(
      "IHDR",
      bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [
        UInt8(bitDepth), UInt8(colourType), 0, 0, UInt8(interlace),
      ])
  }

  static func file(_ chunks: [[UInt8]]) -> [UInt8] { signature + chunks.joined() }

  static let end = chunk("IEND", [])

  /// Samples per pixel for a PNG colour type.
  static func channels(colourType: Int) -> Int {
    [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 0
  }

  /// Packs one row of samples, most significant bits first, 16-bit samples big-endian.
  static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
    if bitDepth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    var bytes = [UInt8](repeating: 0, count: (samples.count * bitDepth + 7) / 8)
    for (index, sample) in samples.enumerated() {
      let bit = index * bitDepth
      bytes[bit / 8] |= UInt8(sample << (8 - bitDepth - bit % 8))
    }
    return bytes
  }

  /// The Paeth predictor exactly as written in the PNG specification.
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    if pb <= pc { return b }
    return c
  }

  /// Applies filter `type` to `row`, given the raw row above (`previous`).
  static func filter(_ row: [UInt8], previous: [UInt8], type: Int, bytesPerPixel: Int) -> [UInt8] {
    var out: [UInt8] = [UInt8(type)]
    for index in row.indices {
      let x = Int(row[index])
      let a = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
      let b = Int(previous[index])
      let c = index >= bytesPerPixel ? Int(previous[index - bytesPerPixel]) : 0
      let predicted = [0, a, b, (a + b) / 2, paeth(a, b, c)][type]
      out.append(UInt8((x - predicted) & 0xFF))
    }
    return out
  }

  /// Scanlines for an image given as rows of samples: packed, filtered with `filters[row %
  /// filters.count]`, and for `interlaced` split into the seven Adam7 passes.
  static func scanlines(
    _ rows: [[Int]], width: Int, bitDepth: Int, colourType: Int, filters: [Int], interlaced: Bool = false
  ) -> [UInt8] {
    let channels = channels(colourType: colourType)
    let bytesPerPixel = max(1, channels * bitDepth / 8)
    let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
      interlaced
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    var data: [UInt8] = []
    var rowCounter = 0
    for pass in passes {
      let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
      guard !columns.isEmpty else { continue }
      var previous: [UInt8]?
      for y in stride(from: pass.y, to: rows.count, by: pass.dy) {
        let samples = columns.flatMap { x in rows[y][(x * channels)..<((x + 1) * channels)] }
        let packed = pack(samples, bitDepth: bitDepth)
        let above = previous ?? [UInt8](repeating: 0, count: packed.count)
        data += filter(
          packed, previous: above, type: filters[rowCounter % filters.count], bytesPerPixel: bytesPerPixel)
        previous = packed
        rowCounter += 1
      }
    }
    return data
  }

  /// Decodes and returns the error, or nil when decoding succeeded.
  static func decodingError(_ bytes: [UInt8]) -> PNGError? {
    do {
      _ = try PNGDecoder.decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  /// A chunk as found in a file, for tests that inspect encoder output.
  struct Chunk {
    var type: String
    var data: [UInt8]
    var storedCRC: UInt32
  }

  /// Splits a PNG file into chunks without checking anything; returns nil when the layout
  /// does not add up.
  static func chunks(of file: [UInt8]) -> [Chunk]? {
    guard file.starts(with: signature) else { return nil }
    func word(_ index: Int) -> UInt32 { file[index..<(index + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
    var chunks: [Chunk] = []
    var position = signature.count
    while position < file.count {
      guard position + 12 <= file.count else { return nil }
      let length = Int(word(position))
      guard position + 12 + length <= file.count else { return nil }
      let type = String(decoding: file[(position + 4)..<(position + 8)], as: UTF8.self)
      let data = Array(file[(position + 8)..<(position + 8 + length)])
      chunks.append(Chunk(type: type, data: data, storedCRC: word(position + 8 + length)))
      position += 12 + length
    }
    return chunks
  }
}

/// Checks that the fixture itself is right, since every other PNG test leans on it.
@Suite struct PNGFixtureTests {
  @Test func crcMatchesTheStandardCheckValue() {
    #expect(PNGFixture.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    // The CRC of an empty IEND chunk is a constant every PNG ends with.
    #expect(PNGFixture.crc32(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func adlerMatchesTheStandardCheckValue() {
    #expect(PNGFixture.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
  }

  @Test func handmadeFileDecodes() throws {
    let rows = [[255, 0, 0, 255, 0, 255, 0, 128]]
    let data = PNGFixture.scanlines(rows, width: 2, bitDepth: 8, colourType: 6, filters: [0])
    let file = PNGFixture.file([
      PNGFixture.header(width: 2, height: 1), PNGFixture.chunk("IDAT", PNGFixture.zlibStored(data)),
      PNGFixture.end,
    ])
    let image = try PNGDecoder.decode(file)
    #expect(image.pixels == [255, 0, 0, 255, 0, 255, 0, 128])
  }
}
