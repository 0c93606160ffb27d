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

  /// Creates a fault at a place.
  public init(line: Int, column: Int, byte: UInt8) {
    self.line = line
    self.column = column
    self.byte = byte
  }

  /// What is wrong, without the place: "byte 0xFF does not begin a valid UTF-8 sequence".
  public var description: String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count < 2 ? "0" + hex : hex) does not begin a valid UTF-8 sequence"
  }

  /// Decodes `bytes` as UTF-8 text (a byte-order mark is kept, as `String` keeps it).
  ///
  /// - Throws: the first fault, when the bytes are not UTF-8.
  public static func decode(_ bytes: [UInt8]) throws(UTF8Fault) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    throw locate(in: bytes) ?? UTF8Fault(line: 1, column: 1, byte: bytes.first ?? 0)
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
