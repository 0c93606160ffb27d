/// A TrueType collection (`.ttc`) built from font files' bytes, for tests: no collection
/// ships with the fonts the tests may use, and font files are not committed.
///
/// A collection is a `ttcf` header listing where each font's table directory starts,
/// followed by the fonts. Table offsets count from the start of the file, so each font is
/// copied whole, 4-byte aligned, and its directory's offsets are moved by where it landed.
public enum FontCollection {
  /// Why the bytes given are not a font this builder can place in a collection.
  public struct NotAFont: Error, CustomStringConvertible {
    /// Which of the fonts given, from 0.
    public var index: Int
    /// What was wrong with it.
    public var reason: String
    /// The index and the reason in one sentence.
    public var description: String { "font \(index) cannot go in a collection: \(reason)" }
  }

  /// The collection of `fonts`, in order: face `i` of the result is `fonts[i]`.
  ///
  /// - Throws: `NotAFont` when one of them is too short to hold its table directory.
  public static func bytes(of fonts: [[UInt8]]) throws(NotAFont) -> [UInt8] {
    var header = Array("ttcf".utf8) + u32(0x0001_0000) + u32(UInt32(fonts.count))
    var body: [UInt8] = []
    let headerSize = 12 + 4 * fonts.count
    for (index, font) in fonts.enumerated() {
      guard font.count >= 12 else { throw NotAFont(index: index, reason: "shorter than an offset table") }
      let tableCount = Int(font[4]) << 8 | Int(font[5])
      guard font.count >= 12 + 16 * tableCount else {
        throw NotAFont(index: index, reason: "shorter than its \(tableCount)-table directory")
      }
      let base = headerSize + body.count
      header += u32(UInt32(base))
      var moved = font
      for table in 0..<tableCount {
        let field = 12 + 16 * table + 8
        let offset = moved[field..<field + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        moved.replaceSubrange(field..<field + 4, with: u32(offset + UInt32(base)))
      }
      body += moved + [UInt8](repeating: 0, count: (4 - moved.count % 4) % 4)
    }
    return header + body
  }

  private static func u32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
}
