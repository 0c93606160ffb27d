import SymbolSVG
import Testing

@Suite("XML parser: errors")
struct XMLErrorTests {
  /// Parses `document`, expecting exactly this error.
  private func expectError(
    _ document: String, line: Int, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectError(
      utf8: Array(document.utf8), line: line, column: column, message, sourceLocation: sourceLocation)
  }

  private func expectError(
    utf8 bytes: [UInt8], line: Int, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let root = try XMLParser.parse(utf8: bytes)
      Issue.record("expected an error, parsed \(root.debugDescription)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.line == line, sourceLocation: sourceLocation)
      #expect(error.column == column, sourceLocation: sourceLocation)
      #expect(error.message == message, sourceLocation: sourceLocation)
      #expect(error.description == message, sourceLocation: sourceLocation)
      // The problem is the message without its position, for FILE:LINE:COLUMN: prefixes.
      #expect(
        error.problem == message.replacing(" at line \(line), column \(column)", with: ""),
        sourceLocation: sourceLocation)
    }
  }

  @Test func mismatchedEndTag() {
    expectError(
      "<?xml version=\"1.0\"?>\n<svg>\n  <g>\n    <rect/>\n</svg>", line: 5, column: 1,
      "expected </g> to close <g> from line 3, found </svg> at line 5, column 1")
  }

  @Test func unclosedElementAtEndOfInput() {
    expectError(
      "<svg>\n  <g>\n", line: 3, column: 1,
      "expected </g> to close <g> from line 2, found end of input at line 3, column 1")
    expectError(
      "<svg", line: 1, column: 5,
      "expected '>' or '/>' to end the start tag <svg>, found end of input at line 1, column 5")
    expectError("", line: 1, column: 1, "expected a root element, found end of input at line 1, column 1")
    expectError(
      "<!-- only a comment -->\n", line: 2, column: 1,
      "expected a root element, found end of input at line 2, column 1")
  }

  @Test func endTagWithoutOpenElement() {
    expectError(
      "<a/></a>", line: 1, column: 5,
      "found end tag </a> after the root element <a> was closed, with no element open at line 1, column 5")
  }

  @Test func duplicateAttribute() {
    expectError(
      "<a x=\"1\" y=\"2\" x=\"3\"/>", line: 1, column: 16,
      "duplicate attribute 'x' on <a> (first given at line 1, column 4) at line 1, column 16")
  }

  @Test func attributeSyntax() {
    expectError(
      "<a x=1/>", line: 1, column: 6,
      "expected a value in quotes (\" or ') for attribute 'x', found '1' at line 1, column 6")
    expectError(
      "<a x=\"a<b\"/>", line: 1, column: 8,
      "expected no '<' in the value of attribute 'x' at line 1, column 8; write it as &lt;")
    expectError(
      "<a x \"1\"/>", line: 1, column: 6,
      "expected '=' after attribute 'x', found '\"' at line 1, column 6")
    expectError(
      "<a x=\"1\"y=\"2\"/>", line: 1, column: 9,
      "expected whitespace, '>' or '/>' in the start tag <a>, found 'y' at line 1, column 9")
    expectError(
      "<a x='1\n", line: 2, column: 1,
      "expected a closing ' for the value of attribute 'x' opened at line 1, column 6, found end of input"
        + " at line 2, column 1")
  }

  @Test func contentOutsideTheRoot() {
    expectError(
      "<a/>\n  hi", line: 2, column: 3,
      "expected nothing but comments and whitespace after the root element <a>, found text at line 2, column 3"
    )
    expectError(
      "<a/><!-- fine -->\n<b/>", line: 2, column: 1,
      "expected nothing but comments and whitespace after the root element <a>, found a second root element"
        + " <b> at line 2, column 1")
    expectError(
      "  hi<a/>", line: 1, column: 3, "expected '<' to start the root element, found text at line 1, column 3"
    )
    expectError(
      "<a/><![CDATA[x]]>", line: 1, column: 5,
      "expected nothing but comments and whitespace after the root element, found a CDATA section at line 1,"
        + " column 5")
  }

  @Test func invalidNames() {
    expectError(
      "<1a/>", line: 1, column: 2, "expected an element name after '<', found '1' at line 1, column 2")
    expectError(
      "<a>< b/></a>", line: 1, column: 5,
      "expected an element name after '<', found a space at line 1, column 5")
    expectError(
      "<a -x=\"1\"/>", line: 1, column: 4,
      "expected an attribute name, '>' or '/>' in the start tag <a>, found '-' at line 1, column 4")
    expectError(
      "<a></>", line: 1, column: 6, "expected an element name after '</', found '>' at line 1, column 6")
  }

  @Test func unterminatedMarkup() {
    expectError(
      "<a><!-- never closed</a>", line: 1, column: 4,
      "unterminated comment, expected '-->' to close it at line 1, column 4")
    expectError(
      "<a>\n<![CDATA[ x </a>", line: 2, column: 1,
      "unterminated CDATA section, expected ']]>' to close it at line 2, column 1")
    expectError(
      "<!DOCTYPE svg [ <!ENTITY a \"b\"> <a/>", line: 1, column: 1,
      "unterminated DOCTYPE, expected '>' to close it at line 1, column 1")
    expectError(
      "<?pi never closed <a/>", line: 1, column: 1,
      "unterminated processing instruction <?pi, expected '?>' at line 1, column 1")
  }

  @Test func misplacedDeclarations() {
    expectError(
      "\n<?xml version=\"1.0\"?><a/>", line: 2, column: 1,
      "expected the XML declaration <?xml …?> only at the very start of the document at line 2, column 1")
    expectError(
      "<!DOCTYPE a><!DOCTYPE a><a/>", line: 1, column: 13,
      "expected at most one DOCTYPE, before the root element at line 1, column 13")
    expectError(
      "<a><!ELEMENT a ANY></a>", line: 1, column: 4,
      "expected a comment, CDATA section or DOCTYPE after '<!' at line 1, column 4")
  }

  @Test func invalidUTF8() {
    expectError(
      utf8: Array("<a>".utf8) + [0xC3, 0x28] + Array("</a>".utf8), line: 1, column: 4,
      "invalid UTF-8: malformed sequence starting with byte 0xC3 at line 1, column 4")
    expectError(
      utf8: Array("<a>\n".utf8) + [0xC0, 0x80] + Array("</a>".utf8), line: 2, column: 1,
      "invalid UTF-8: malformed sequence starting with byte 0xC0 at line 2, column 1")
    expectError(
      utf8: Array("<a>é".utf8) + [0xED, 0xA0, 0x80], line: 1, column: 5,
      "invalid UTF-8: malformed sequence starting with byte 0xED at line 1, column 5")
    expectError(
      utf8: Array("<a>".utf8) + [0xE2, 0x82], line: 1, column: 4,
      "invalid UTF-8: truncated sequence at end of input at line 1, column 4")
    expectError(
      "<a>\u{1}</a>", line: 1, column: 4,
      "invalid character U+0001; XML does not allow control characters at line 1, column 4")
  }

  @Test func undefinedEntity() {
    expectError(
      "<a>\n  &foo;</a>", line: 2, column: 3,
      "undefined entity 'foo' at line 2, column 3; only the five predefined entities and character"
        + " references are accepted")
    expectError(
      "<a b='&nbsp;'/>", line: 1, column: 7,
      "undefined entity 'nbsp' at line 1, column 7; only the five predefined entities and character"
        + " references are accepted")
  }

  @Test func malformedReferences() {
    expectError(
      "<a>fish & chips</a>", line: 1, column: 9,
      "expected an entity name or '#' after '&', found a space at line 1, column 9; write a literal"
        + " ampersand as &amp;")
    expectError(
      "<a>&amp</a>", line: 1, column: 4,
      "expected ';' to end the reference '&amp', found '<' at line 1, column 4")
    expectError(
      "<a>&#x;</a>", line: 1, column: 4,
      "expected hexadecimal digits followed by ';' in a character reference, found ';' at line 1, column 4")
    expectError(
      "<a>&#12a;</a>", line: 1, column: 4,
      "expected decimal digits followed by ';' in a character reference, found 'a' at line 1, column 4")
    expectError(
      "<a>&#0;</a>", line: 1, column: 4,
      "character reference to an invalid code point (U+0000) at line 1, column 4")
    expectError(
      "<a>&#xD800;</a>", line: 1, column: 4,
      "character reference to an invalid code point (U+D800) at line 1, column 4")
    expectError(
      "<a>&#xFFFE;</a>", line: 1, column: 4,
      "character reference to an invalid code point (U+FFFE) at line 1, column 4")
    expectError(
      "<a>&#99999999999999999999;</a>", line: 1, column: 4,
      "character reference to an invalid code point (beyond U+10FFFF) at line 1, column 4")
  }

  @Test func cdataTerminatorInText() {
    expectError(
      "<a>x ]]> y</a>", line: 1, column: 6,
      "expected no ']]>' in text outside a CDATA section at line 1, column 6")
  }

  @Test func billionLaughsFailsFastWithoutExpanding() {
    let document = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [
        <!ENTITY lol "lol">
        <!ELEMENT lolz (#PCDATA)>
        <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
        <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
        <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
        <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
        <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
        <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
      ]>
      <lolz>&lol9;</lolz>
      """
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      expectError(
        document, line: 15, column: 7,
        "undefined entity 'lol9' at line 15, column 7; only the five predefined entities and character"
          + " references are accepted")
    }
    #expect(elapsed < .seconds(1))
  }
}
