/// Element ids for the SVG writers that stay unique when documents are combined.
///
/// An SVG icon is often inlined into an HTML page beside others, and there every `id` of
/// every inlined SVG shares one namespace: a reference such as `url(#clear-1)` takes the
/// first element of that id in the page. With ids counted from 1 in each document, a
/// second icon's knockout used the first icon's mask (`checkmark.circle.fill` after
/// `multiply.circle.fill` in one page showed a cross for its hole in Chromium). The writers
/// therefore end every id with a digest of the whole document: different documents get
/// different ids, and two copies of one document share ids whose definitions are the same,
/// so either copy's definition draws the same. The ids depend only on the document, so
/// equal input still gives identical bytes.
enum DocumentIDSuffix {
  /// Written at the end of each id while a document is built; ``resolve(_:)`` replaces it.
  /// U+0001 is not allowed anywhere in an XML 1.0 document, so it cannot occur otherwise,
  /// and in UTF-8 it is the single byte 1, which no other character's bytes contain.
  static let marker: Character = "\u{1}"

  /// `text` with every ``marker`` replaced by `-` and the document's digest (16 hex
  /// digits of the 64-bit FNV-1a hash of `text`, markers included).
  static func resolve(_ text: String) -> String {
    // Bytes rather than characters: a normalised SVG can run to many megabytes.
    let markerByte: UInt8 = 1
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var markers = 0
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
      if byte == markerByte { markers += 1 }
    }
    guard markers > 0 else { return text }
    let digits = String(hash, radix: 16)
    let suffix = Array(("-" + String(repeating: "0", count: 16 - digits.count) + digits).utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + markers * (suffix.count - 1))
    for byte in text.utf8 {
      if byte == markerByte {
        bytes += suffix
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
