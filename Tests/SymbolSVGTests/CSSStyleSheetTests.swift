import SymbolSVG
import Testing

@Suite("CSS style sheets and selectors")
struct CSSStyleSheetTests {
  @Test func selectorKindsAndSpecificity() {
    let sheet = CSSStyleSheet(parsing: "path, .a, #b, *, path.a, .a.b, g#x.y { fill: red }")
    #expect(sheet.warnings.isEmpty)
    let selectors = sheet.rules.first?.selectors ?? []
    #expect(selectors.map(\.description) == ["path", ".a", "#b", "*", "path.a", ".a.b", "g#x.y"])
    #expect(
      selectors.map(\.specificity.description)
        == ["(0, 0, 1)", "(0, 1, 0)", "(1, 0, 0)", "(0, 0, 0)", "(0, 1, 1)", "(0, 2, 0)", "(1, 1, 1)"])
  }

  @Test func specificityOrdering() {
    let id = CSSSpecificity(ids: 1, classes: 0, types: 0)
    let twoClasses = CSSSpecificity(ids: 0, classes: 2, types: 0)
    let type = CSSSpecificity(ids: 0, classes: 0, types: 1)
    #expect(twoClasses < id)
    #expect(type < twoClasses)
    #expect(CSSSpecificity(ids: 0, classes: 1, types: 0) > CSSSpecificity(ids: 0, classes: 0, types: 9))
  }

  @Test func matching() {
    let compound = CSSSelector(typeName: "g", ids: ["x"], classes: ["y"])
    #expect(compound.matches(typeName: "g", id: "x", classes: ["z", "y"]))
    #expect(!compound.matches(typeName: "G", id: "x", classes: ["y"]))
    #expect(!compound.matches(typeName: "g", id: nil, classes: ["y"]))
    #expect(!compound.matches(typeName: "g", id: "x", classes: []))
    #expect(CSSSelector().matches(typeName: "rect", id: nil, classes: []))
  }

  @Test func unsupportedSelectorsWarnAndTheRestApplies() {
    let text = """
      g path { fill: red }
      .keep, a > b, rect:hover, [x=y] { fill: blue }
      #ok { stroke: green }
      """
    let sheet = CSSStyleSheet(parsing: text)
    #expect(sheet.rules.count == 2)
    #expect(sheet.rules.map { $0.selectors.map(\.description) } == [[".keep"], ["#ok"]])
    #expect(sheet.rules.first?.declarations.map(\.description) == ["fill: blue"])
    #expect(sheet.warnings.map(\.text) == ["g path", "a > b", "rect:hover", "[x=y]"])
    #expect(sheet.warnings.map(\.line) == [1, 2, 2, 2])
    #expect(sheet.warnings.map(\.column) == [1, 8, 15, 27])
    #expect(
      sheet.warnings.first?.reason
        == "the descendant combinator (' ') is not supported; only compound selectors are: "
        + "a type or *, .class and #id, such as rect.a#b")
    #expect(sheet.warnings[2].description.hasPrefix("line 2, column 15: skipped 'rect:hover'"))
  }

  @Test(arguments: [
    ("g path", "descendant combinator (' ')"),
    ("g > rect", "child combinator ('>')"),
    ("g>rect", "child combinator ('>')"),
    ("rect + rect", "next-sibling combinator ('+')"),
    ("rect+rect", "next-sibling combinator ('+')"),
    ("rect ~ rect", "subsequent-sibling combinator ('~')"),
    (".a\t~\n.b", "subsequent-sibling combinator ('~')"),
  ])
  func combinatorsAreNamed(selector: String, combinator: String) {
    let sheet = CSSStyleSheet(parsing: "\(selector) { fill: red }")
    #expect(sheet.rules.isEmpty)
    #expect(sheet.warnings.first?.reason.hasPrefix("the \(combinator) is not supported") == true)
    #expect(sheet.warnings.first?.reason.contains("only compound selectors") == true)
  }

  @Test func atRulesAreSkippedWithBalancedBraces() {
    let text = """
      @import url("x.css");
      @media (min-width: 10px) { .a { fill: red } .b { fill: blue } }
      @font-face { font-family: "F}"; src: url(f.woff) }
      /* a } in a comment */
      .c { fill: green }
      """
    let sheet = CSSStyleSheet(parsing: text)
    #expect(sheet.rules.map { $0.selectors.map(\.description) } == [[".c"]])
    #expect(
      sheet.warnings.map(\.text) == ["@import url(\"x.css\")", "@media (min-width: 10px)", "@font-face"])
    #expect(sheet.warnings.map(\.line) == [1, 2, 3])
  }

  @Test func commentsHTMLMarkersAndEmptyBlocks() {
    let sheet = CSSStyleSheet(parsing: "<!-- path/**/.a /* x */ { } rect{fill:red;} -->")
    #expect(sheet.warnings.isEmpty)
    #expect(sheet.rules.map { $0.selectors.map(\.description) } == [["path.a"], ["rect"]])
    #expect(sheet.rules.map(\.declarations.count) == [0, 1])
  }

  @Test func garbageDoesNotStopParsing() {
    let sheet = CSSStyleSheet(parsing: "} .1a { fill: red } , { x: y } .ok { fill: blue } .tail")
    #expect(sheet.rules.map { $0.selectors.map(\.description) } == [[".ok"]])
    #expect(sheet.warnings.map(\.reason).filter { $0 == "empty selector" }.count == 2)
    #expect(sheet.warnings.count == 5, "\(sheet.warnings)")
    #expect(sheet.warnings.last?.text == ".tail")
  }
}
