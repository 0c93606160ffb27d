import SymbolSVG
import Testing

@Suite("CSS cascade and inheritance")
struct CSSCascadeTests {
  private func values(
    sheet: String, type: String = "path", id: String? = nil, classes: [String] = [],
    attributes: [String: String] = [:], style: String? = nil
  ) -> [String: String] {
    CSSCascade(styleSheet: CSSStyleSheet(parsing: sheet))
      .specifiedValues(typeName: type, id: id, classes: classes, attributes: attributes, style: style)
  }

  @Test func specificityDecidesBeforeSourceOrder() {
    let sheet = "#a { fill: red } .b.c { fill: green } path { fill: blue }"
    #expect(values(sheet: sheet, id: "a", classes: ["b", "c"])["fill"] == "red")
    #expect(values(sheet: sheet, classes: ["b", "c"])["fill"] == "green")
    #expect(values(sheet: sheet, classes: ["b"])["fill"] == "blue")
  }

  @Test func laterRuleWinsAtEqualSpecificity() {
    #expect(values(sheet: ".a { fill: red } .b { fill: blue }", classes: ["a", "b"])["fill"] == "blue")
    #expect(values(sheet: ".b { fill: blue } .a { fill: red }", classes: ["a", "b"])["fill"] == "red")
    #expect(values(sheet: ".a { fill: red; fill: lime }", classes: ["a"])["fill"] == "lime")
  }

  @Test func ruleUsesItsMostSpecificMatchingSelector() {
    let sheet = "#x, path { fill: red } .a { fill: blue }"
    #expect(values(sheet: sheet, id: "x", classes: ["a"])["fill"] == "red")
    #expect(values(sheet: sheet, classes: ["a"])["fill"] == "blue")
  }

  @Test func fullPrecedenceChain() {
    let attributes = ["fill": "attr", "stroke": "attr", "opacity": "attr", "color": "attr", "d": "M0 0"]
    let sheet = ".s { stroke: sheet; opacity: sheet; color: sheet !important; display: sheet !important }"
    let style = "opacity: style; color: style; display: style !important"
    let result = values(sheet: sheet, classes: ["s"], attributes: attributes, style: style)
    #expect(result["fill"] == "attr")  // presentation attribute alone
    #expect(result["stroke"] == "sheet")  // sheet beats presentation attribute
    #expect(result["opacity"] == "style")  // style attribute beats sheet
    #expect(result["color"] == "sheet")  // sheet !important beats normal style attribute
    #expect(result["display"] == "style")  // style !important beats sheet !important
    #expect(result["d"] == nil)  // not a presentation attribute
  }

  /// The CSS-wide keywords apply to any property: `initial` leaves it to its initial value,
  /// `unset` inherits an inherited property and leaves another initial (`transform: initial`
  /// was read as a transform, and `fill: initial` dropped as no colour).
  @Test func cssWideKeywordsApplyToAnyProperty() {
    let parent = ["fill": "red", "stroke": "blue", "transform": "scale(2)", "opacity": "0.5"]
    let own = ["fill": "INITIAL", "stroke": " unset ", "transform": "unset", "opacity": "inherit"]
    #expect(CSSCascade.resolve(parent: parent, own: own) == ["stroke": "blue", "opacity": "0.5"])
    #expect(CSSCascade.cssWideKeyword(" Unset ") == "unset" && CSSCascade.cssWideKeyword("none") == nil)
  }

  /// SVG 2 makes `transform` the presentation attribute of CSS's property: a rule or
  /// `style` overrides the attribute, and children do not inherit it.
  @Test func transformIsAPresentationAttributeNotInherited() {
    #expect(
      CSSCascade.presentationAttributes.isSuperset(of: ["transform", "transform-origin", "transform-box"]))
    #expect(values(sheet: "", attributes: ["transform": "scale(2)"])["transform"] == "scale(2)")
    #expect(
      values(sheet: "path { transform: scale(3) }", attributes: ["transform": "scale(2)"])["transform"]
        == "scale(3)")
    let parent = ["transform": "scale(2)", "transform-origin": "center", "fill": "red"]
    #expect(CSSCascade.resolve(parent: parent, own: [:]) == ["fill": "red"])
  }

  @Test func importantOrderingBySpecificityAndLateStyleDeclarations() {
    let sheet = "#i { fill: red !important } .c { fill: blue !important }"
    #expect(values(sheet: sheet, id: "i", classes: ["c"])["fill"] == "red")
    #expect(values(sheet: "", style: "fill: red; fill: blue")["fill"] == "blue")
    #expect(values(sheet: "", style: "fill: red !important; fill: blue")["fill"] == "red")
  }

  /// An invalid declaration gives way to the next strongest valid one of its property, and
  /// only the one that would have won is reported for each property; a declaration weaker
  /// than the winner is not even checked.
  @Test func invalidDeclarationsGiveWayToTheNextStrongest() {
    let cascade = CSSCascade(
      styleSheet: CSSStyleSheet(parsing: ".a { fill: bad2 } .b { fill: bad1 !important }"))
    var checked: [String] = []
    let (result, ignored) = cascade.specifiedValues(
      typeName: "path", id: nil, classes: ["a", "b"],
      attributes: ["fill": "good", "stroke": "bad0", "opacity": "bad3"], style: "stroke: good; fill: bad3",
      validating: { declaration, origin -> String? in
        checked.append(declaration.value)
        return declaration.value.hasPrefix("bad") ? "\(declaration.value) from \(origin)" : nil
      })
    #expect(result == ["fill": "good", "stroke": "good"])
    #expect(ignored == ["bad1 from styleSheet", "bad3 from presentationAttribute"])
    // The stroke attribute was checked before the style beat it, and is not reported.
    #expect(checked.contains("bad0"))
  }

  @Test func fillIsInheritedButOpacityIsNot() {
    let parent = ["fill": "red", "opacity": "0.5", "display": "none", "stroke-width": "3"]
    let resolved = CSSCascade.resolve(parent: parent, own: ["stroke": "blue"])
    #expect(resolved == ["fill": "red", "stroke-width": "3", "stroke": "blue"])
    #expect(CSSCascade.resolve(parent: parent, own: ["fill": "green"])["fill"] == "green")
    #expect(!CSSCascade.inheritedProperties.contains("opacity"))
    #expect(!CSSCascade.inheritedProperties.contains("display"))
  }

  @Test func inheritKeyword() {
    let parent = ["fill": "red", "opacity": "0.5"]
    let resolved = CSSCascade.resolve(parent: parent, own: ["opacity": " INHERIT ", "fill": "inherit"])
    #expect(resolved["opacity"] == "0.5")
    #expect(resolved["fill"] == "red")
    #expect(CSSCascade.resolve(parent: [:], own: ["opacity": "inherit"])["opacity"] == nil)
  }

  @Test func classListSplitsOnXMLWhitespace() {
    #expect(CSSCascade.classList(" a\tb\n c ") == ["a", "b", "c"])
    #expect(CSSCascade.classList(nil) == [])
  }
}
