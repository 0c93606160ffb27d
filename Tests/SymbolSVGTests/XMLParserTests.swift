import SymbolSVG
import Testing

@Suite("XML parser: documents")
struct XMLParserTests {
  private let typicalSVG = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <!-- Generator: hand-written -->
    <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
         viewBox="0 0 24 24" width='24'>
      <style><![CDATA[ .a > .b { fill: #f00 } ]]></style>
      <defs><path id="p" d="M0 0L10 10"/></defs>
      <!-- a comment between elements -->
      <g transform="translate(1 2)">
        <use xlink:href="#p"/>
      </g>
    </svg>
    <!-- trailing comment -->

    """

  @Test func typicalSVGDocument() throws {
    let svg = try XMLParser.parse(typicalSVG)
    #expect(svg.name == "svg")
    #expect((svg.line, svg.column) == (4, 1))
    #expect(svg.attributes.map(\.name) == ["xmlns", "xmlns:xlink", "viewBox", "width"])
    #expect(svg.attribute("width") == "24")
    #expect(svg.attribute("missing") == nil)
    #expect(svg.childElements.map(\.name) == ["style", "defs", "g"])

    let style = try #require(svg.childElements.first)
    #expect(style.children == [.text(" .a > .b { fill: #f00 } ")])

    let group = svg.childElements[2]
    #expect((group.line, group.column) == (9, 3))
    let use = try #require(group.childElements.first)
    #expect(use.name == "use")
    #expect(use.attributes == [XMLAttribute(name: "xlink:href", value: "#p", line: 10, column: 10)])
    #expect(use.children.isEmpty)
    // Whitespace between elements is kept as text; the comment vanished and its surrounding
    // whitespace merged into one run.
    #expect(svg.children[4] == .text("\n  \n  "))
  }

  @Test func attributeOrderAndPositions() throws {
    let root = try XMLParser.parse("<a z=\"1\"\n   y = '2'\tx=\"3\"/>")
    #expect(
      root.attributes == [
        XMLAttribute(name: "z", value: "1", line: 1, column: 4),
        XMLAttribute(name: "y", value: "2", line: 2, column: 4),
        XMLAttribute(name: "x", value: "3", line: 2, column: 12),
      ])
  }

  @Test func columnsCountUnicodeScalars() throws {
    let root = try XMLParser.parse("<a>é€😀<b/></a>")
    #expect(root.childElements.first.map { ($0.line, $0.column) } ?? (0, 0) == (1, 7))
  }

  @Test func entitiesAndCharacterReferences() throws {
    let root = try XMLParser.parse(
      "<a v=\"&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;\" w='a\tb\nc&#10;d'>x &lt; y &#x26; z</a>")
    #expect(root.attribute("v") == "<>&\"'AB😀")
    // Literal tab and line feed become spaces; a character reference keeps the line feed.
    #expect(root.attribute("w") == "a b c\nd")
    #expect(root.children == [.text("x < y & z")])
  }

  @Test func lineBreaksAreNormalised() throws {
    let root = try XMLParser.parse("<a>\r\n<b/>\r<c/></a>")
    #expect(root.children.first == .text("\n"))
    #expect(root.childElements.map(\.line) == [2, 3])
  }

  @Test func cdataAndTextMerge() throws {
    let root = try XMLParser.parse("<a>x<![CDATA[<&>]]><!-- c -->y<?pi data?>z</a>")
    #expect(root.children == [.text("x<&>yz")])
  }

  @Test func doctypeWithInternalSubsetIsSkipped() throws {
    let document = """
      <!DOCTYPE svg [
        <!ENTITY ok "a ] > b">
        <!-- a ] comment > -->
      ]>
      <svg/>
      """
    #expect(try XMLParser.parse(document).name == "svg")
  }

  @Test func byteOrderMarkAndUTF8Bytes() throws {
    let root = try XMLParser.parse(utf8: [0xEF, 0xBB, 0xBF] + Array("<a>é</a>".utf8))
    #expect(root.children == [.text("é")])
  }

  @Test func equalityAndHashingAreStructural() throws {
    let parsed = try XMLParser.parse("<a k=\"v\"><b/>t</a>")
    let built = XMLElement(
      name: "a", attributes: [XMLAttribute(name: "k", value: "v", line: 1, column: 4)],
      children: [.element(XMLElement(name: "b", line: 1, column: 10)), .text("t")])
    #expect(parsed == built)
    #expect(parsed.hashValue == built.hashValue)
    #expect(parsed != XMLElement(name: "a"))
  }
}
