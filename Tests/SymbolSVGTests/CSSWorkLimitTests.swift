import Testing

@testable import SymbolSVG

/// What bounds the cascade's work: properties no reader uses are dropped before it, and a
/// document whose style sheet would cost too many selector tests is refused before any
/// element is styled.
struct CSSWorkLimitTests {
  @Test func propertiesNoReaderUsesAreNotSpecified() {
    let sheet = CSSStyleSheet(parsing: "path { x-made-up: 1; fill: red } .a { x-other: 2 }")
    let values = CSSCascade(styleSheet: sheet).specifiedValues(
      typeName: "path", id: nil, classes: ["a"], attributes: ["x-attribute": "3", "stroke": "blue"],
      style: "x-style: 4; opacity: 0.5")
    #expect(values == ["fill": "red", "stroke": "blue", "opacity": "0.5"])
    // A reader that uses a property of its own names it.
    let own = CSSCascade(styleSheet: sheet, properties: ["x-made-up", "x-style"]).specifiedValues(
      typeName: "path", id: nil, classes: [], attributes: [:], style: "x-style: 4")
    #expect(own == ["x-made-up": "1", "x-style": "4"])
  }

  /// Three rules filed under `b`, `c` and `d` (their rarest classes) are each tested against
  /// every element of those classes: four such elements cost twelve tests.
  @Test func candidateCountsAreTheRulesFiledUnderAnElementsKeys() {
    let cascade = CSSCascade(
      styleSheet: CSSStyleSheet(parsing: ".a.b, .a.c { fill: red } .a.d { fill: blue }"))
    #expect(cascade.candidateCount(typeName: "rect", id: nil, classes: ["a", "b", "c", "d", "b"]) == 3)
    #expect(cascade.candidateCount(typeName: "rect", id: nil, classes: ["a"]) == 0)
  }

  @Test func aStyleSheetTooCostlyToMatchIsRefusedAtItsFirstStyleElement() throws {
    let body =
      "<rect width=\"1\" height=\"1\"/>\n<style>.a.b, .a.c { fill: red } .a.d { fill: blue }</style>\n"
      + String(repeating: "<rect width=\"1\" height=\"1\" class=\"a b c d\"/>", count: 4)
    let read = try readSVG(body, options: SVGReadOptions(maximumSelectorTests: 12))
    #expect(read.root.flattenedPaths.count == 5)
    do {
      _ = try readSVG(body, options: SVGReadOptions(maximumSelectorTests: 11))
      Issue.record("expected the selector-test limit")
    } catch {
      guard case .styleSheetTooCostly(let tests, let limit, let line, let column) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect((tests, limit, line, column) == (12, 11, 2, 1))
      #expect(error.message.hasPrefix("styling the document would test 12 style-sheet selectors"))
    }
  }

  /// A `use` draws its target again for every reference; the target's specified values are
  /// cascaded once and shared (the selector tests, counted per element of the document,
  /// stay within the limit however many references there are).
  @Test func referencesShareTheirTargetsSpecifiedValues() throws {
    let body =
      "<style>.a.b { fill: #00ff00 }</style><defs><rect id=\"r\" width=\"1\" height=\"1\" class=\"a b\"/></defs>"
      + String(repeating: "<use href=\"#r\"/>", count: 50)
    let document = try readSVG(body, options: SVGReadOptions(maximumSelectorTests: 1))
    #expect(document.root.flattenedPaths.count == 50)
  }
}
