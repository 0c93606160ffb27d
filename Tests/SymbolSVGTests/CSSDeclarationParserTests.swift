import SymbolSVG
import Testing

@Suite("CSS declaration lists")
struct CSSDeclarationParserTests {
  private func pairs(_ text: String) -> [String] {
    CSSDeclarationParser.parse(text).map(\.description)
  }

  /// CSS drops an empty declaration, and so does render-svg; a reader that reports one
  /// (symbol templates, for their SF Symbols properties) asks for it by name.
  @Test func emptyValuesAreKeptOnlyForTheNamedProperties() {
    let text = "fill: ; -sfsymbols-variable-threshold: ;stroke:red; -SFSymbols-Clear-Behind:"
    #expect(pairs(text) == ["stroke: red"])
    let kept = CSSDeclarationParser.parse(text, keepingEmptyValuesOf: ["-sfsymbols-variable-threshold"])
    #expect(kept.map(\.description) == ["-sfsymbols-variable-threshold: ", "stroke: red"])
    let sheet = CSSStyleSheet(parsing: ".a { fill: ; -x: }", keepingEmptyValuesOf: ["-x"])
    #expect(sheet.rules.first?.declarations.map(\.description) == ["-x: "])
    #expect(CSSStyleSheet(parsing: ".a { fill: ; -x: }").rules.first?.declarations == [])
  }

  @Test func orderedLowercasedAndTrimmed() {
    #expect(
      pairs("FILL: red; Stroke-Width : 2px;stroke:#00f;")
        == ["fill: red", "stroke-width: 2px", "stroke: #00f"])
  }

  @Test func duplicatesAreKeptInOrder() {
    #expect(pairs("fill: red; fill: blue") == ["fill: red", "fill: blue"])
  }

  @Test func commentsAreSkipped() {
    #expect(
      pairs("/* lead */ fill: /* inner */ red /* tail */; /* stroke: blue; */ opacity: .5")
        == ["fill: red", "opacity: .5"])
  }

  @Test func importantIsFlaggedAndRemoved() {
    let declarations = CSSDeclarationParser.parse("fill: red !important; stroke: blue ! IMPORTANT ; x: y")
    #expect(declarations.map(\.isImportant) == [true, true, false])
    #expect(declarations.map(\.value) == ["red", "blue", "y"])
  }

  @Test func malformedDeclarationsAreDroppedAndParsingContinues() {
    #expect(pairs("fill red; : blue; stroke: ; ;; opacity: 1;;") == ["opacity: 1"])
    #expect(pairs("") == [])
    #expect(pairs("  ;  ") == [])
  }

  @Test func semicolonsInsideStringsAndBracketsDoNotSplit() {
    #expect(
      pairs("font-family: 'a;b'; fill: url(data:x;y)")
        == ["font-family: 'a;b'", "fill: url(data:x;y)"])
  }
}
