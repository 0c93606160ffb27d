import Testing

@testable import SymbolSVG

/// Errors and warnings quote a document's values cut short, so that one megabyte-long value
/// does not become megabytes of message, while still naming the element, the attribute and
/// what is accepted.
@Suite struct SVGMessageLengthTests {
  /// The longest message a cut value may produce; the uncut ones ran to megabytes.
  static let maximumMessageBytes = 500

  static let root = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">"

  @Test func aShortValueIsQuotedWhole() {
    #expect(MessageQuotation.quoted("abc") == "'abc'")
    let longest = String(repeating: "x", count: MessageQuotation.maximumScalars)
    #expect(MessageQuotation.quoted(longest) == "'\(longest)'")
    #expect(MessageQuotation.tag("rect") == "<rect>")
    #expect(MessageQuotation.endTag("g") == "</g>")
  }

  /// Messages are escaped where they are shown, so that they are safe to print: a NUL, an
  /// escape sequence or a right-to-left override would end, colour or reverse the line.
  @Test func controlAndBidiOverrideCharactersAreEscaped() {
    let escape = MessageQuotation.escapingControlCharacters
    #expect(escape("'bell\u{0}\u{202E}..fill'") == #"'bell\x00\u{202E}..fill'"#)
    #expect(escape("x\u{1B}[31m\u{7F}\u{9B}\u{2066}") == #"x\x1B[31m\x7F\u{9B}\u{2066}"#)
    // Line breaks and tabs read as themselves, as on standard error.
    #expect(escape("a\tb\nc") == "a\tb\nc")
  }

  @Test func aLongValueIsCutAndItsLengthGiven() {
    let value = String(repeating: "9", count: MessageQuotation.maximumScalars + 1)
    let head = String(repeating: "9", count: MessageQuotation.keptScalars)
    #expect(MessageQuotation.quoted(value) == "'\(head)…' (81 characters)")
    #expect(MessageQuotation.tag(value) == "<\(head)…> (81 characters)")
  }

  /// One character of a million combining marks is cut too: a cut by characters would keep
  /// all of it.
  @Test func oneHugeCharacterIsCutByScalars() {
    let value = "a" + String(repeating: "\u{0301}", count: 1_000_000)
    let quoted = MessageQuotation.quoted(value)
    #expect(quoted.unicodeScalars.count < 100)
    #expect(quoted.hasSuffix("…' (1000001 characters)"))
  }

  /// A document holding one huge value: `template` with `%` replaced by `unit` repeated
  /// `count` times. Built in the test, so that the test's arguments, which a failing run
  /// prints, stay short.
  struct HugeValue: Sendable, CustomTestStringConvertible {
    var template: String
    var unit: String
    var count: Int
    /// What the message must still say.
    var expected: [String]

    init(_ template: String, _ unit: String, _ count: Int, _ expected: [String]) {
      (self.template, self.unit, self.count, self.expected) = (template, unit, count, expected)
    }

    var document: String {
      let body = template.split(separator: "%", omittingEmptySubsequences: false)
        .joined(separator: String(repeating: unit, count: count))
      return SVGMessageLengthTests.root + body + "</svg>"
    }

    var testDescription: String { "\(template) with % = \(count) × '\(unit)'" }
  }

  @Test(arguments: [
    HugeValue(
      "<rect width=\"%\" height=\"5\"/>", "9", 5_000_000,
      ["<rect> width: '999", "…' (5000000 characters): number '999", "in length is out of range"]),
    HugeValue(
      "<rect width=\"5\" height=\"5\" transform=\"translate(%x)\"/>", "1 ", 2_000_000,
      [
        "<rect> transform: 'translate(1 1", "(4000012 characters)",
        "expected ')' after 2 numbers in translate()",
      ]),
    HugeValue(
      "<%></b>", "a", 3_000_000, ["expected </aaa", "…> (3000000 characters) to close <aaa", "found </b>"]),
  ])
  func anErrorAboutAHugeValueIsShort(value: HugeValue) {
    do {
      _ = try SVGReader.read(value.document)
      Issue.record("expected an error")
    } catch {
      let message = error.message
      #expect(message.utf8.count < Self.maximumMessageBytes, "\(message.utf8.count) bytes")
      for part in value.expected { #expect(message.contains(part), "\(message.prefix(1_000))") }
    }
  }

  @Test func aHugeViewBoxIsNamedShortly() {
    let viewBox = String(repeating: "1 ", count: 1_000_000)
    do {
      _ = try SVGReader.read("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\"/>")
      Issue.record("expected an error")
    } catch {
      #expect(error.message.utf8.count < Self.maximumMessageBytes)
      #expect(error.message.hasPrefix("<svg> viewBox: '1 1 1 "))
      #expect(error.message.contains("(2000000 characters): unexpected '1' after 4 numbers in viewBox"))
    }
  }

  /// Documents with one huge value the reader skips, and what the warning must still say.
  @Test(arguments: [
    HugeValue(
      "<rect width=\"5\" height=\"5\" mask=\"url(#%)\"/>", "a", 3_000_000,
      ["mask refers to '#aaa", "(3000001 characters), which is not a <mask>"]),
    HugeValue("<%/>", "a", 3_000_000, ["unknown element <aaa", "…> (3000000 characters); skipped"]),
    HugeValue(
      "<rect width=\"5\" height=\"5\" stroke=\"red\" stroke-dasharray=\"%-1\"/>", "1 ", 2_000_000,
      ["stroke-dasharray '1 1 1", "(4000002 characters) is ignored: dash lengths must not be negative"]),
    HugeValue(
      "<rect width=\"5\" height=\"5\" fill=\"%\"/>", "a", 3_000_000,
      ["fill 'aaa", "(3000000 characters) is ignored: unknown colour 'aaa", "accepted: #rgb"]),
    HugeValue(
      "<rect width=\"5\" height=\"5\" style=\"fill:%\"/>", "q", 3_000_000,
      ["fill 'qqq", "(3000000 characters) is ignored: unknown colour 'qqq", "accepted: #rgb"]),
  ])
  func aWarningAboutAHugeValueIsShort(value: HugeValue) throws {
    let document = try SVGReader.read(value.document)
    #expect(document.warnings.count == 1)
    for warning in document.warnings {
      #expect(warning.message.utf8.count < Self.maximumMessageBytes, "\(warning.message.utf8.count) bytes")
      #expect(warning.description.utf8.count < Self.maximumMessageBytes)
      for part in value.expected {
        #expect(warning.message.contains(part), "\(warning.message.prefix(1_000))")
      }
    }
  }
}
