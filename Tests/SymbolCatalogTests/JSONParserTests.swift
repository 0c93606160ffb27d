import SymbolCatalog
import XCTest

/// The strict JSON parser: values, positions, escapes, numbers and every kind of error.
final class JSONParserTests: XCTestCase {
  private func parse(
    _ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) throws(CatalogError) -> JSONValue {
    try JSONParser(maximumDepth: maximumDepth).parse(text, file: "test.json")
  }

  /// The error thrown for `text`; fails the test when it parses.
  private func error(
    _ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth, line: UInt = #line
  ) -> CatalogError? {
    do {
      let value = try parse(text, maximumDepth: maximumDepth)
      XCTFail("expected an error, parsed \(value.kind)", line: line)
      return nil
    } catch {
      return error
    }
  }

  func testParsesNestedValuesWithTheirPositions() throws {
    let text = """
      {
        "name": "bell",
        "list": [1, -2.5e3, true, false, null],
        "empty": {}
      }
      """
    let value = try parse(text)
    XCTAssertEqual(value.location, SourceLocation(file: "test.json", line: 1, column: 1))
    let members = try XCTUnwrap(value.members)
    XCTAssertEqual(members.map(\.key), ["name", "list", "empty"])
    XCTAssertEqual(members[0].keyLocation.line, 2)
    XCTAssertEqual(members[0].keyLocation.column, 3)
    XCTAssertEqual(members[0].value.stringValue, "bell")
    XCTAssertEqual(members[0].value.location.column, 11)
    let list = try XCTUnwrap(value["list"]?.elements)
    XCTAssertEqual(
      list.map(\.kind), [.number(literal: "1"), .number(literal: "-2.5e3"), .bool(true), .bool(false), .null])
    XCTAssertEqual(list[1].doubleValue, -2500)
    XCTAssertEqual(list.map(\.location.column), [12, 15, 23, 29, 36])
    XCTAssertEqual(list.map(\.location.line), [3, 3, 3, 3, 3])
    XCTAssertEqual(value["empty"]?.members?.count, 0)
    XCTAssertEqual(value["empty"]?.location.line, 4)
    XCTAssertNil(value["missing"])
  }

  /// A manifest saved as UTF-16 is named so, as a UTF-16 SVG file is, with how to convert
  /// it: it was refused as "found byte 0xFF, which is not valid UTF-8".
  func testUTF16TextIsNamedWithItsEncoding() {
    let text = #"{"symbols": []}"#
    let units: [UInt8] = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let marked: [UInt8] = [0xFF, 0xFE] + units
    XCTAssertThrowsError(try JSONParser().parse(bytes: marked, file: "manifest.json")) { error in
      XCTAssertEqual(
        "\(error)",
        "manifest.json:1:1: the file is not UTF-8 text (byte 0xFF does not begin a valid UTF-8 sequence; the"
          + " file says it is 'UTF-16LE', and only UTF-8 is read (convert it, e.g. with iconv -f UTF-16LE -t"
          + " UTF-8))")
    }
    let unmarked: [UInt8] = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    XCTAssertThrowsError(try JSONParser().parse(bytes: unmarked, file: "manifest.json")) { error in
      XCTAssertTrue("\(error)".contains("its first bytes are 'UTF-16BE' text"), "\(error)")
    }
  }

  func testDecodesEveryEscapeAndSurrogatePairs() throws {
    let value = try parse(#""q\"b\\s\/\b\f\n\r\t\u00e9\u0041\ud83d\ude00\u0000""#)
    XCTAssertEqual(value.stringValue, "q\"b\\s/\u{08}\u{0C}\n\r\té\u{41}😀\u{0}")
  }

  func testColumnsCountUnicodeScalarsNotBytes() throws {
    let value = try parse(#"{"é😀": "x", "k": 1}"#)
    let members = try XCTUnwrap(value.members)
    XCTAssertEqual(members[0].key, "é😀")
    XCTAssertEqual(members[0].value.location.column, 8)
    XCTAssertEqual(members[1].keyLocation.column, 13)
  }

  func testCountsLinesForLFCRLFAndLoneCR() throws {
    let value = try parse("[\r\n1,\r2,\n3]")
    XCTAssertEqual(try XCTUnwrap(value.elements).map(\.location.line), [2, 3, 4])
    XCTAssertEqual(try XCTUnwrap(value.elements).map(\.location.column), [1, 1, 1])
  }

  func testKeepsDuplicateKeysInOrder() throws {
    let value = try parse(#"{"a": 1, "a": 2}"#)
    XCTAssertEqual(value.members?.map(\.value.kind), [.number(literal: "1"), .number(literal: "2")])
    XCTAssertEqual(value["a"]?.kind, .number(literal: "1"))
  }

  func testAcceptsValidNumbersAsWritten() throws {
    for literal in [
      "0", "-0", "12", "0.5", "-1.25", "1e10", "1E+2", "3.5e-7", "123456789012345678901234567890",
    ] {
      XCTAssertEqual(try parse(literal).kind, .number(literal: literal), literal)
    }
  }

  func testRejectsNumbersRFC8259Forbids() {
    let cases: [(String, String)] = [
      ("01", "leading zeros"), ("-", "digit after '-'"), ("1.", "after the decimal point"),
      ("1e", "exponent"), ("1e+", "exponent"), ("-a", "digit after '-'"),
    ]
    for (text, expected) in cases {
      let message = error(text)?.message ?? ""
      XCTAssertTrue(message.contains(expected), "\(text): \(message)")
    }
    for text in [".5", "+1", "NaN", "Infinity"] {
      XCTAssertTrue(error(text)?.message.contains("expected a JSON value") ?? false, text)
    }
  }

  func testRejectsTrailingCommasWithTheirPosition() throws {
    let object = try XCTUnwrap(error("{\n  \"a\": 1,\n}"))
    XCTAssertEqual(object.location, SourceLocation(file: "test.json", line: 3, column: 1))
    XCTAssertTrue(object.message.contains("expected a string key after ','"), object.message)
    XCTAssertTrue(object.message.contains("trailing comma"), object.message)
    let array = try XCTUnwrap(error("[1, 2, ]"))
    XCTAssertEqual(array.location.column, 8)
    XCTAssertTrue(array.message.contains("trailing comma"), array.message)
  }

  func testReportsWhatWasExpectedAndFound() throws {
    let colon = try XCTUnwrap(error(#"{"a" 1}"#))
    XCTAssertEqual(colon.message, "expected ':' after the key 'a'; found '1'")
    XCTAssertEqual(colon.location.column, 6)
    XCTAssertEqual(colon.description, "test.json:1:6: expected ':' after the key 'a'; found '1'")
    let separator = try XCTUnwrap(error(#"{"a": 1 "b": 2}"#))
    XCTAssertEqual(separator.message, "expected ',' or '}' after the value of 'a'; found '\"'")
    XCTAssertTrue(error("[1 2]")?.message.contains("expected ',' or ']'") ?? false)
    XCTAssertTrue(error("{1: 2}")?.message.contains("expected a string key or '}'") ?? false)
    XCTAssertTrue(error("{'a': 1}")?.message.contains("found '''") ?? false)
    XCTAssertEqual(error("")?.message.contains("found the end of the file"), true)
    XCTAssertEqual(error("tru")?.message.hasSuffix("found 'tru'"), true)
    XCTAssertEqual(error("True")?.message.hasSuffix("found 'True'"), true)
    let garbage = try XCTUnwrap(error("{} x"))
    XCTAssertTrue(garbage.message.contains("expected the end of the file"), garbage.message)
    XCTAssertEqual(garbage.location.column, 4)
    XCTAssertTrue(error("[1] // comment")?.message.contains("found '/'") ?? false)
  }

  func testRejectsBadStrings() throws {
    let unterminated = try XCTUnwrap(error("[\"abc"))
    XCTAssertTrue(
      unterminated.message.contains("unterminated string (it starts at 1:2)"), unterminated.message)
    let control = try XCTUnwrap(error("\"a\nb\""))
    XCTAssertTrue(control.message.contains("U+000A must be escaped"), control.message)
    XCTAssertEqual(control.location.column, 3)
    let escape = try XCTUnwrap(error(#""\x""#))
    XCTAssertTrue(escape.message.contains("invalid escape '\\x'; accepted:"), escape.message)
    XCTAssertTrue(error(#""\u12G4""#)?.message.contains("4 hexadecimal digits") ?? false)
    XCTAssertTrue(error(#""\ud83d""#)?.message.contains("unpaired high surrogate \\uD83D") ?? false)
    XCTAssertTrue(error(#""\ud83d\u0041""#)?.message.contains("not a low surrogate") ?? false)
    XCTAssertTrue(error(#""\ude00""#)?.message.contains("unpaired low surrogate \\uDE00") ?? false)
  }

  /// Named at the bad byte, not at the string's opening quote.
  func testRejectsInvalidUTF8InStrings() throws {
    let bytes = Array("{\n  \"name\": \"bé".utf8) + [0xFF] + Array("ll\"}".utf8)
    XCTAssertThrowsError(try JSONParser().parse(bytes: bytes, file: "bad.json")) { error in
      let catalogError = error as? CatalogError
      XCTAssertEqual(
        catalogError?.message,
        "the string is not valid UTF-8 (byte 0xFF does not begin a valid UTF-8 sequence); save the file as UTF-8"
      )
      XCTAssertEqual(catalogError?.location, SourceLocation(file: "bad.json", line: 2, column: 14))
    }
  }

  func testNamesAStrayByteOutsideStringsAsAByte() throws {
    func message(_ bytes: [UInt8]) -> String? {
      do {
        _ = try JSONParser().parse(bytes: bytes, file: "bad.json")
        return nil
      } catch {
        return error.message
      }
    }
    XCTAssertEqual(
      message([0x7B, 0xFF, 0x7D]), "expected a string key or '}'; found byte 0xFF, which is not valid UTF-8")
    // A lead byte whose continuation is missing is a stray byte too.
    XCTAssertEqual(
      message([0x5B, 0xE2, 0x82]).map { $0.hasSuffix("found byte 0xE2, which is not valid UTF-8") }, true)
    // A valid character outside a string is named by its scalar, not its bytes.
    XCTAssertEqual(message([0x5B, 0xE2, 0x82, 0xAC, 0x5D]).map { $0.hasSuffix("found U+20AC") }, true)
  }

  func testSkipsAByteOrderMark() throws {
    let value = try JSONParser().parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "bom.json")
    XCTAssertEqual(value.elements?.count, 1)
  }

  func testLimitsNestingDepth() throws {
    XCTAssertNotNil(try parse("[[]]", maximumDepth: 2).elements)
    let shallow = try XCTUnwrap(error("[[]]", maximumDepth: 1))
    XCTAssertTrue(shallow.message.contains("nested deeper than 1 level;"), shallow.message)
    XCTAssertEqual(shallow.location.column, 2)
    // Far beyond any stack: must fail cleanly, not crash.
    let deep = String(repeating: "[", count: 100_000)
    XCTAssertTrue(error(deep)?.message.contains("nested deeper than 128") ?? false)
    let objects = String(repeating: #"{"a":"#, count: 1_000)
    XCTAssertTrue(error(objects)?.message.hasPrefix("object nested deeper") ?? false)
  }

  /// A depth below 0 allows scalars only, as 0 does, and one above what the stack can hold
  /// is held to `deepestSupportedDepth`: `Int.max` crashed on 100,000 `[` rather than fail.
  func testDepthsOutsideTheSupportedRangeAreHeldToIt() throws {
    XCTAssertEqual(try parse("1", maximumDepth: -1).kind, try parse("1").kind)
    let negative = try XCTUnwrap(error("[]", maximumDepth: -1))
    XCTAssertTrue(negative.message.contains("nested deeper than 0 levels"), negative.message)
    let deep = String(repeating: "[", count: 100_000)
    let limit = JSONParser.deepestSupportedDepth
    let held = try XCTUnwrap(error(deep, maximumDepth: .max))
    XCTAssertTrue(held.message.contains("nested deeper than \(limit) levels"), held.message)
    let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    XCTAssertNotNil(try parse(atLimit, maximumDepth: .max).elements)
  }

  func testDescribesKinds() throws {
    XCTAssertEqual(try parse("{}").kindDescription, "an object")
    XCTAssertEqual(try parse("[]").kindDescription, "an array")
    XCTAssertEqual(try parse("\"\"").kindDescription, "a string")
    XCTAssertEqual(try parse("1").kindDescription, "a number")
    XCTAssertEqual(try parse("null").isNull, true)
    XCTAssertEqual(try parse("false").boolValue, false)
  }
}
