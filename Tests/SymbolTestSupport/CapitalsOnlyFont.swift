/// A TrueType font of capitals only, built byte by byte for tests: `H` (a 500 × 700 block)
/// and `I` (a 100 × 700 stem) on a 1000-unit em, with an OS/2 table of version 4 that stores
/// no cap height and no x-height, and no `x` or `l` glyph. Real fonts like it (titling
/// and signage faces) have a cap height and a stem to measure but no x-height.
public enum CapitalsOnlyFont {
  /// The font file's bytes.
  public static var bytes: [UInt8] { bytes(storedCapHeight: 0, storedXHeight: 0) }

  /// The font file's bytes with these heights stored in its OS/2 table (0: not stored, as
  /// in `bytes`) and the letters standing on `bottom` rather than on the baseline, for
  /// fonts whose metrics are odd, such as an `H` below the baseline; the tables named in
  /// `omitting` (such as `post`) are left out. `weightClass` is the OS/2 `usWeightClass`
  /// and `stemWidth` the width of `I` (100 units by default), for fonts of odd weights:
  /// a legacy class of 1...9, or an `I` as wide as a dingbat's disc.
  public static func bytes(
    storedCapHeight: Int16, storedXHeight: Int16, bottom: Int16 = 0, omitting: Set<String> = [],
    weightClass: UInt16 = 400, stemWidth: Int16 = 100
  ) -> [UInt8] {
    let glyphs = [
      glyph(xMin: 100, xMax: 600, bottom: bottom), glyph(xMin: 200, xMax: 200 + stemWidth, bottom: bottom),
    ]
    var glyf: [UInt8] = []
    var loca = u32(0) + u32(0)  // glyph 0 (.notdef) is empty
    for glyph in glyphs {
      glyf += glyph
      loca += u32(UInt32(glyf.count))
    }
    let tables: [(String, [UInt8])] = [
      ("OS/2", os2(capHeight: storedCapHeight, xHeight: storedXHeight, weightClass: weightClass)),
      ("cmap", cmap), ("glyf", glyf),
      ("head", head), ("hhea", hhea),
      ("hmtx", u16(500) + u16(0) + u16(700) + u16(100) + u16(500) + u16(200)), ("loca", loca),
      ("maxp", maxp), ("name", u16(0) + u16(0) + u16(6)), ("post", post),
    ].filter { !omitting.contains($0.0) }
    var file =
      u32(0x0001_0000) + u16(UInt16(tables.count)) + u16(128) + u16(3) + u16(UInt16(tables.count * 16 - 128))
    var offset = 12 + 16 * tables.count
    var body: [UInt8] = []
    for (tag, data) in tables {
      file += Array(tag.utf8) + u32(checksum(data)) + u32(UInt32(offset)) + u32(UInt32(data.count))
      let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
      body += padded
      offset += padded.count
    }
    return file + body
  }

  /// One contour, a rectangle from y `bottom` to `bottom` + 700, its four points on the curve.
  private static func glyph(xMin: Int16, xMax: Int16, bottom: Int16) -> [UInt8] {
    var bytes = i16(1) + i16(xMin) + i16(bottom) + i16(xMax) + i16(bottom + 700)
    bytes += u16(3) + u16(0)  // end point of the contour, no instructions
    bytes += [UInt8](repeating: 0x01, count: 4)  // on-curve, 16-bit deltas
    for dx in [xMin, xMax - xMin, 0, xMin - xMax] { bytes += i16(dx) }
    for dy in [bottom, 0, 700, 0] { bytes += i16(dy) }
    return bytes
  }

  private static var head: [UInt8] {
    var bytes = u32(0x0001_0000) + u32(0x0001_0000) + u32(0) + u32(0x5F0F_3CF5) + u16(0) + u16(1000)
    bytes += [UInt8](repeating: 0, count: 16)  // created, modified
    bytes += i16(0) + i16(0) + i16(600) + i16(700) + u16(0) + u16(8) + i16(2) + i16(1) + i16(0)
    return bytes
  }

  private static var hhea: [UInt8] {
    var bytes = u32(0x0001_0000) + i16(800) + i16(-200) + i16(0) + u16(700) + i16(0) + i16(0) + i16(600)
    bytes += i16(1) + i16(0) + i16(0) + [UInt8](repeating: 0, count: 8) + i16(0) + u16(3)
    return bytes
  }

  private static var maxp: [UInt8] {
    u32(0x0001_0000) + u16(3) + u16(4) + u16(1) + u16(0) + u16(0) + u16(2)
      + [UInt8](repeating: 0, count: 16)
  }

  /// Format 4: `H` and `I` (0x48, 0x49) to glyphs 1 and 2, and the closing segment.
  private static var cmap: [UInt8] {
    let subtable =
      u16(4) + u16(32) + u16(0) + u16(4) + u16(4) + u16(1) + u16(0)
      + u16(0x49) + u16(0xFFFF) + u16(0) + u16(0x48) + u16(0xFFFF)
      + i16(1 - 0x48) + i16(1) + u16(0) + u16(0)
    return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
  }

  /// Version 4, with the given weight class, sxHeight and sCapHeight (0: "not stored").
  private static func os2(capHeight: Int16, xHeight: Int16, weightClass: UInt16) -> [UInt8] {
    var bytes = u16(4) + i16(500) + u16(weightClass) + u16(5) + u16(0)
    bytes += [UInt8](repeating: 0, count: 20)  // sub- and superscripts, strikeout
    bytes += i16(0) + [UInt8](repeating: 0, count: 10 + 16) + Array("TEST".utf8)
    bytes += u16(0x40) + u16(0x48) + u16(0x49) + i16(800) + i16(-200) + i16(0) + u16(800) + u16(200)
    bytes += u32(1) + u32(0) + i16(xHeight) + i16(capHeight) + u16(0) + u16(0x20) + u16(1)
    return bytes
  }

  private static var post: [UInt8] {
    u32(0x0003_0000) + u32(0) + i16(-100) + i16(50) + [UInt8](repeating: 0, count: 20)
  }

  private static func checksum(_ data: [UInt8]) -> UInt32 {
    let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
    return stride(from: 0, to: padded.count, by: 4).reduce(UInt32(0)) { sum, i in
      sum
        &+ (UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8
          | UInt32(padded[i + 3]))
    }
  }

  private static func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
  private static func i16(_ v: Int16) -> [UInt8] { u16(UInt16(bitPattern: v)) }
  private static func u32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
}
