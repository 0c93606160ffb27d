/// Where bytes read from a file stop being UTF-8: the first byte that does not begin a
/// valid sequence, with its line and column.
///
/// Files are checked as a whole before they are parsed, and a check that only says "not
/// UTF-8" leaves the author searching the file for the byte; this names the place the
/// way the readers name places, so an editor can jump to it.
public struct UTF8Fault: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the faulty byte; CR-LF and lone CR count as one line break.
  public let line: Int
  /// The 1-based column of the faulty byte, counted in Unicode scalars.
  public let column: Int
  /// The byte that begins the malformed, truncated, overlong or surrogate sequence.
  public let byte: UInt8
  /// The encoding the file says it is in, when that is not UTF-8: a UTF-16 byte-order mark,
  /// or an XML declaration's `encoding` (`ISO-8859-1`); `nil` when it says nothing else.
  public var declaredEncoding: String?
  /// Whether ``declaredEncoding`` was told from the NUL bytes between the file's first
  /// characters (UTF-16 or UTF-32 without a byte-order mark) rather than declared.
  public var encodingIsInferred = false

  /// Creates a fault at a place.
  public init(line: Int, column: Int, byte: UInt8, declaredEncoding: String? = nil) {
    self.line = line
    self.column = column
    self.byte = byte
    self.declaredEncoding = declaredEncoding
  }

  /// What is wrong, without the place: "byte 0xFF does not begin a valid UTF-8 sequence",
  /// and the encoding the file declares, which is not read.
  public var description: String {
    let hex = String(byte, radix: 16, uppercase: true)
    let fault =
      byte == 0
      ? "byte 0x00 is a NUL character, which no UTF-8 text holds"
      : "byte 0x\(hex.count < 2 ? "0" + hex : hex) does not begin a valid UTF-8 sequence"
    guard let declaredEncoding else { return fault }
    let quoted = MessageQuotation.quoted(declaredEncoding)
    let says = encodingIsInferred ? "its first bytes are \(quoted) text" : "the file says it is \(quoted)"
    return "\(fault); \(says), and only UTF-8 is read (convert it, e.g. with"
      + " iconv -f \(declaredEncoding) -t UTF-8)"
  }

  /// The fault of text in UTF-16 or UTF-32, told by a byte-order mark or by NUL bytes
  /// between its first ASCII characters (`<\0s\0` is UTF-16LE), placed at its first byte
  /// that is not UTF-8 or is NUL; `nil` for other bytes.
  ///
  /// Without a mark, such text of ASCII characters is valid UTF-8 with a NUL after each
  /// character, so a UTF-8 check passes it and the parser after it only sees the NULs.
  /// XML and JSON text holds no NUL, so the pattern cannot be a real file's first bytes.
  public static func wideEncodingFault(in bytes: [UInt8]) -> UTF8Fault? {
    let patterns: [(isNUL: [Bool], encoding: String)] = [
      ([false, true, true, true], "UTF-32LE"), ([true, true, true, false], "UTF-32BE"),
      ([false, true, false, true], "UTF-16LE"), ([true, false, true, false], "UTF-16BE"),
    ]
    let marks: [(bytes: [UInt8], encoding: String)] = [
      ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
      ([0xFF, 0xFE], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE"),
    ]
    var encoding = marks.first { bytes.starts(with: $0.bytes) }?.encoding
    var inferred = false
    if encoding == nil, bytes.count >= 4, bytes.prefix(4).allSatisfy({ $0 < 0x80 }) {
      let nuls = bytes.prefix(4).map { $0 == 0 }
      encoding = patterns.first { $0.isNUL == nuls }?.encoding
      inferred = encoding != nil
    }
    guard let encoding, let index = bytes.firstIndex(where: { $0 == 0 || $0 >= 0x80 }) else { return nil }
    var fault = UTF8Fault(line: 1, column: index + 1, byte: bytes[index], declaredEncoding: encoding)
    fault.encodingIsInferred = inferred
    return fault
  }

  /// Decodes `bytes` as UTF-8 text (a byte-order mark is kept, as `String` keeps it).
  ///
  /// - Throws: the first fault, when the bytes are not UTF-8, with the encoding the file
  ///   declares instead.
  public static func decode(_ bytes: [UInt8]) throws(UTF8Fault) -> String {
    if let fault = wideEncodingFault(in: bytes) { throw fault }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var fault = locate(in: bytes) ?? UTF8Fault(line: 1, column: 1, byte: bytes.first ?? 0)
    fault.declaredEncoding = declaredEncoding(of: bytes)
    throw fault
  }

  /// The encoding other than UTF-8 that `bytes` declare in an XML declaration at their
  /// start (`<?xml version="1.0" encoding="ISO-8859-1"?>`); a byte-order mark or the NULs of
  /// UTF-16 and UTF-32 are told apart before (``wideEncodingFault(in:)``).
  static func declaredEncoding(of bytes: [UInt8]) -> String? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // The declaration is ASCII, and short: its first line is enough.
    let head = String(decoding: bytes[start..<min(bytes.count, start + 256)], as: UTF8.self)
    guard head.hasPrefix("<?xml"), let end = head.firstRange(of: "?>") else { return nil }
    let declaration = head[..<end.lowerBound]
    guard let key = declaration.firstRange(of: "encoding") else { return nil }
    let separators: Set<Character> = [" ", "\t", "="]
    let rest = declaration[key.upperBound...].drop { separators.contains($0) }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let name = String(rest.dropFirst().prefix { $0 != quote })
    let lowered = name.lowercased()
    return name.isEmpty || lowered == "utf-8" || lowered == "utf8" ? nil : name
  }

  /// The first fault in `bytes`, or `nil` when they are UTF-8.
  public static func locate(in bytes: [UInt8]) -> UTF8Fault? {
    var index = 0
    var position = XMLSourcePosition(line: 1, column: 1)
    while index < bytes.count {
      let lead = bytes[index]
      index += 1
      if lead >= 0x80 {
        guard
          let length = try? XMLInputNormalizer.decodeMultiByte(bytes, at: index - 1, position: position)
            .length
        else {
          return UTF8Fault(line: position.line, column: position.column, byte: lead)
        }
        index += length - 1
        position.column += 1
      } else if lead == 0x0A || (lead == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
        position.line += 1
        position.column = 1
      } else if lead != 0x0D {
        position.column += 1
      }
    }
    return nil
  }
}
