import SymbolSVG
import Testing

@Suite("UTF-8 faults: the first byte that is not UTF-8, and where it is")
struct UTF8FaultTests {
  private func fault(_ bytes: [UInt8]) -> UTF8Fault? { UTF8Fault.locate(in: bytes) }

  @Test func validTextHasNoFaultAndDecodes() throws {
    let text = "<svg>\r\n  é — 🙂\r</svg>"
    #expect(fault(Array(text.utf8)) == nil)
    #expect(try UTF8Fault.decode(Array(text.utf8)) == text)
  }

  /// A file in another encoding that says so is told to be converted: the message named
  /// only the first byte, leaving a Latin-1 or UTF-16 file's author to guess.
  @Test func theEncodingAFileDeclaresIsNamed() {
    func decodingFault(_ bytes: [UInt8]) -> UTF8Fault? {
      do throws(UTF8Fault) {
        _ = try UTF8Fault.decode(bytes)
        return nil
      } catch {
        return error
      }
    }
    let latin = Array("<?xml version='1.0' encoding = 'ISO-8859-1'?>\n<svg>caf".utf8) + [0xE9]
    let fault = decodingFault(latin)
    #expect(fault?.declaredEncoding == "ISO-8859-1" && fault?.line == 2 && fault?.column == 9)
    #expect(
      fault?.description
        == "byte 0xE9 does not begin a valid UTF-8 sequence; the file says it is 'ISO-8859-1', and only UTF-8 is"
        + " read (convert it, e.g. with iconv -f ISO-8859-1 -t UTF-8)")
    #expect(decodingFault([0xFF, 0xFE, 0x3C, 0x00])?.declaredEncoding == "UTF-16LE")
    #expect(decodingFault([0xFE, 0xFF, 0x00, 0x3C])?.declaredEncoding == "UTF-16BE")
    // UTF-32's little-endian mark begins like UTF-16's; without a mark, `<?` shows the width.
    #expect(decodingFault([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00])?.declaredEncoding == "UTF-32LE")
    let unmarked = Array("<?xml version='1.0' encoding='UTF-16'?><svg/>".utf16).flatMap {
      [UInt8($0 >> 8), UInt8($0 & 0xFF)]
    }
    #expect(decodingFault(unmarked + [0xFF])?.declaredEncoding == "UTF-16BE")
    // A declaration of UTF-8, or none, names no other encoding.
    #expect(
      decodingFault(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><svg>".utf8) + [0xFF])?.declaredEncoding
        == nil)
    #expect(decodingFault(Array("<svg encoding='latin1'>".utf8) + [0xFF])?.declaredEncoding == nil)
  }

  /// UTF-16 without a byte-order mark is valid UTF-8 when its characters are ASCII (a NUL
  /// after each), so the check passed it and the XML parser said only "invalid character
  /// U+0000", though the file declared `encoding="UTF-16"`.
  @Test func unmarkedUTF16AndUTF32AreNamedFromTheirNULs() throws {
    let declaration = "<?xml version='1.0' encoding='UTF-16'?><svg/>"
    let little = Array(declaration.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(throws: UTF8Fault.self) { try UTF8Fault.decode(little) }
    let fault = try #require(UTF8Fault.wideEncodingFault(in: little))
    #expect(fault.line == 1 && fault.column == 2 && fault.byte == 0)
    #expect(
      fault.description
        == "byte 0x00 is a NUL character, which no UTF-8 text holds; its first bytes are 'UTF-16LE' text,"
        + " and only UTF-8 is read (convert it, e.g. with iconv -f UTF-16LE -t UTF-8)")
    let big = Array("<svg/>".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(UTF8Fault.wideEncodingFault(in: big)?.declaredEncoding == "UTF-16BE")
    #expect(UTF8Fault.wideEncodingFault(in: [0x7B, 0, 0, 0, 0x7D, 0, 0, 0])?.declaredEncoding == "UTF-32LE")
    // A mark is declared, not inferred; UTF-8 text has no such fault.
    let marked = try #require(UTF8Fault.wideEncodingFault(in: [0xFF, 0xFE, 0x7B, 0x00]))
    #expect(marked.column == 1 && marked.byte == 0xFF && !marked.encodingIsInferred)
    #expect(UTF8Fault.wideEncodingFault(in: Array("<svg>é</svg>".utf8)) == nil)
    #expect(UTF8Fault.wideEncodingFault(in: Array("{}".utf8)) == nil)
  }

  @Test func aStrayByteIsPlacedByLineAndScalarColumn() {
    // Columns count scalars: 'é' (2 bytes) and '🙂' (4 bytes) are one column each.
    #expect(fault(Array("aé🙂".utf8) + [0xFF]) == UTF8Fault(line: 1, column: 4, byte: 0xFF))
    // LF, CR-LF and a lone CR each end one line, as the XML reader counts them.
    #expect(fault(Array("a\nb\r\nc\rd".utf8) + [0x80]) == UTF8Fault(line: 4, column: 2, byte: 0x80))
    #expect(fault(Array("ab\r".utf8) + [0xC0, 0x80]) == UTF8Fault(line: 2, column: 1, byte: 0xC0))
  }

  @Test(arguments: [
    [0xC3] as [UInt8],  // truncated at the end
    [0xE2, 0x28, 0xA1],  // a continuation byte missing
    [0xC1, 0xBF],  // overlong
    [0xED, 0xA0, 0x80],  // a surrogate
    [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
  ])
  func malformedSequencesAreFaultsAtTheirLeadByte(sequence: [UInt8]) {
    #expect(fault(Array("x".utf8) + sequence) == UTF8Fault(line: 1, column: 2, byte: sequence[0]))
  }

  @Test func decodeThrowsTheFaultWithAMessageNamingTheByte() {
    #expect(throws: UTF8Fault(line: 2, column: 1, byte: 0xFF)) {
      try UTF8Fault.decode(Array("a\n".utf8) + [0xFF])
    }
    #expect(
      UTF8Fault(line: 1, column: 1, byte: 0x80).description
        == "byte 0x80 does not begin a valid UTF-8 sequence")
    #expect(UTF8Fault(line: 1, column: 1, byte: 0xFF).description.hasPrefix("byte 0xFF "))
  }
}
