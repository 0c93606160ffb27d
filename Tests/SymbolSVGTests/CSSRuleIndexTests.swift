import SymbolSVG
import SymbolTestSupport
import Testing

/// The cascade files rules by selector key and keeps only the declarations that can win; these
/// tests hold its results equal to testing every rule against the element, the way it was done
/// before (`CSSStyleSheet.matchingDeclarations`).
@Suite("CSS rule index against a scan of every rule")
struct CSSRuleIndexTests {
  private struct Element: CustomStringConvertible {
    var type = "rect"
    var id: String?
    var classes: [String] = []
    var attributes: [String: String] = [:]
    var style: String?

    var description: String {
      "<\(type) id=\(id ?? "-") class=\"\(classes.joined(separator: " "))\" style=\"\(style ?? "")\">"
    }
  }

  /// Whether a value may be used: the tests' sheets and elements mark invalid values `bad…`.
  private static func isValid(_ declaration: CSSDeclaration) -> Bool { !declaration.value.hasPrefix("bad") }

  /// The documented precedence, by brute force over every matching valid declaration:
  /// importance, then origin (presentation attribute, sheet, `style`), then specificity, then
  /// source order; and of each property its strongest invalid declaration, when it is
  /// stronger than the winner.
  private func scannedValues(
    sheet: CSSStyleSheet, _ element: Element
  ) -> (values: [String: String], ignored: Set<String>) {
    typealias Rank = (important: Int, origin: Int, specificity: CSSSpecificity, order: Int)
    var winners: [String: (rank: Rank, value: String)] = [:]
    var invalid: [(rank: Rank, declaration: CSSDeclaration)] = []
    func offer(_ declaration: CSSDeclaration, origin: Int, specificity: CSSSpecificity, order: Int) {
      let rank: Rank = (declaration.isImportant ? 1 : 0, origin, specificity, order)
      guard Self.isValid(declaration) else {
        invalid.append((rank, declaration))
        return
      }
      if let current = winners[declaration.property], !(current.rank < rank) { return }
      winners[declaration.property] = (rank, declaration.value)
    }
    let zero = CSSSpecificity(ids: 0, classes: 0, types: 0)
    // The attribute values here have no surrounding whitespace for the cascade to trim.
    for (name, value) in element.attributes where CSSCascade.presentationAttributes.contains(name) {
      offer(CSSDeclaration(property: name, value: value), origin: 0, specificity: zero, order: 0)
    }
    let matched = sheet.matchingDeclarations(typeName: element.type, id: element.id, classes: element.classes)
    for (order, match) in matched.enumerated() {
      offer(match.declaration, origin: 1, specificity: match.specificity, order: order)
    }
    for (order, declaration) in CSSDeclarationParser.parse(element.style ?? "").enumerated() {
      offer(declaration, origin: 2, specificity: zero, order: order)
    }
    var ignored: [String: (rank: Rank, declaration: CSSDeclaration)] = [:]
    for entry in invalid {
      let property = entry.declaration.property
      if let winner = winners[property], !(winner.rank < entry.rank) { continue }
      if let current = ignored[property], !(current.rank < entry.rank) { continue }
      ignored[property] = entry
    }
    return (
      winners.mapValues(\.value),
      Set(ignored.values.map { "\($0.declaration.property): \($0.declaration.value)" })
    )
  }

  private func indexedValues(
    sheet: CSSStyleSheet, _ element: Element
  ) -> (values: [String: String], ignored: Set<String>) {
    let (values, ignored) = CSSCascade(styleSheet: sheet, isValid: Self.isValid).specifiedValues(
      typeName: element.type, id: element.id, classes: element.classes, attributes: element.attributes,
      style: element.style,
      validating: { declaration, _ in
        Self.isValid(declaration) ? nil : "\(declaration.property): \(declaration.value)"
      })
    return (values, Set(ignored))
  }

  private func expectSame(
    _ text: String, _ elements: [Element], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let sheet = CSSStyleSheet(parsing: text)
    for element in elements {
      let indexed = indexedValues(sheet: sheet, element)
      let scanned = scannedValues(sheet: sheet, element)
      #expect(indexed.values == scanned.values, "\(element) in \(text)", sourceLocation: sourceLocation)
      #expect(indexed.ignored == scanned.ignored, "\(element) in \(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func handPickedSheets() {
    let elements = [
      Element(), Element(type: "path"), Element(id: "a"), Element(id: "b", classes: ["p"]),
      Element(classes: ["p", "q"]), Element(classes: ["q", "p", "p"]), Element(type: "g", classes: ["r"]),
      Element(id: "a", classes: ["p", "q", "r"], attributes: ["fill": "attr", "stroke": "attr"]),
      Element(classes: ["p"], style: "fill: style; stroke: style !important"),
    ]
    let sheets = [
      // Specificity before source order, whichever key each selector is filed under.
      "#a { fill: id } .p.q { fill: classes } rect { fill: type } * { fill: any }",
      "* { fill: any } rect { fill: type } .p.q { fill: classes } #a { fill: id }",
      // Source-order ties at equal specificity, across keys and within one rule.
      ".p { fill: p } .q { fill: q } rect.p { stroke: rp } path.q { stroke: pq }",
      ".q { fill: q } .p { fill: p; fill: p2 } .p.q { fill: pq } .q.p { fill: qp }",
      // A selector list counts with its most specific matching selector.
      "#a, rect { fill: list } .p.q { fill: classes } .p, .q { stroke: pq } *, #b { stroke: any }",
      "rect, rect.p, .p.q.r, #a.p { fill: list } .q.p { fill: later }",
      // Repeated parts: same requirement, higher specificity; two ids select nothing.
      ".p { fill: one } .p.p { fill: two } .p { fill: three } #a#a { stroke: aa } #a#b { fill: ab }",
      // !important by specificity and order, against the style attribute.
      ".p { fill: p !important } #a { fill: a } rect { fill: r !important; stroke: r !important }",
      "#a { fill: a !important } .p { fill: p !important; fill: p2 } .p { stroke: s; stroke: t !important }",
      // Repeated identical rules: the last one wins.
      String(repeating: "rect { fill: red } .p { fill: blue } ", count: 50) + "rect { fill: last }",
      // An invalid declaration gives way to the valid one it follows in its rule, or in an
      // earlier rule of the same selector, and is reported only when it would have won.
      ".p { fill: p; fill: bad1 } .p { stroke: s } .p { stroke: bad2 } #a { fill: bad3; fill: a }",
      ".p.q { fill: bad1 !important; fill: pq } .q.p { fill: bad2 } rect { stroke: bad3 }",
      // Unsupported selectors are dropped from the list, the rest still indexed.
      "g rect, .p { fill: desc } rect > .q, #a { fill: child } :not(.p), * { stroke: not }"
        + " [fill], .r { stroke: attr } rect.p:hover { fill: hover }",
    ]
    for text in sheets { expectSame(text, elements) }
  }

  @Test func randomSheetsAndElements() {
    var random = SplitMix64(seed: 0xC551_DE77)
    let types = ["rect", "path", "g"]
    let ids = ["a", "b", "c"]
    let classes = ["p", "q", "r", "s"]
    let properties = ["fill", "stroke", "opacity"]
    func pick(_ names: [String]) -> String { names[Int(random.next() % UInt64(names.count))] }
    func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    func selector() -> String {
      if chance(5) { return pick(["g rect", "g > .p", ":not(.q)", "[fill]", "rect + rect"]) }
      var text = chance(40) ? pick(types) : (chance(20) ? "*" : "")
      if chance(30) { text += "#" + pick(ids) }
      if chance(10) { text += "#" + pick(ids) }
      for _ in 0..<(random.next() % 4) { text += "." + pick(classes) }
      return text.isEmpty ? "*" : text
    }
    func rule() -> String {
      let selectors = (0...(random.next() % 3)).map { _ in selector() }
      let declarations = (0...(random.next() % 3)).map { _ in
        let property = pick(properties)
        let value = (chance(25) ? "bad" : "v") + "\(random.next() % 1000)"
        return "\(property): \(value)" + (chance(15) ? " !important" : "")
      }
      return selectors.joined(separator: ", ") + " { " + declarations.joined(separator: "; ") + " }"
    }
    func element() -> Element {
      var element = Element(type: pick(types + ["circle"]))
      if chance(40) { element.id = pick(ids + ["z"]) }
      element.classes = (0..<(random.next() % 5)).map { _ in pick(classes + ["x"]) }
      if chance(30) { element.attributes[pick(properties)] = chance(20) ? "badattr" : "attr" }
      if chance(30) {
        element.style =
          "\(pick(properties)): \(chance(20) ? "bad" : "")style" + (chance(30) ? " !important" : "")
      }
      return element
    }
    for _ in 0..<200 {
      let text = (0..<(1 + random.next() % 12)).map { _ in rule() }.joined(separator: "\n")
      expectSame(text, (0..<20).map { _ in element() })
    }
  }

  private func values(
    _ cascade: CSSCascade, id: String? = nil, classes: [String] = []
  ) -> [String: String] {
    cascade.specifiedValues(typeName: "rect", id: id, classes: classes, attributes: [:], style: nil)
  }

  @Test func styleSheetReplacedAfterCreationIsIndexed() {
    var cascade = CSSCascade()
    #expect(values(cascade, classes: ["p"]).isEmpty)
    cascade.styleSheet = CSSStyleSheet(parsing: ".p { fill: red }")
    #expect(
      values(cascade, classes: ["p"])
        == scannedValues(sheet: cascade.styleSheet, Element(classes: ["p"])).values)
    cascade.styleSheet.rules.append(contentsOf: CSSStyleSheet(parsing: ".p { fill: blue }").rules)
    #expect(values(cascade, classes: ["p"])["fill"] == "blue")
  }

  /// Sizes at which testing every rule against every element took seconds to minutes; now
  /// each finishes in a fraction of a second (not timed here: the results are checked).
  @Test func largeSheetsAndClassLists() {
    let repeatedRule = String(repeating: "rect{fill:red}", count: 20_000) + "rect{fill:blue}"
    let repeated = CSSCascade(styleSheet: CSSStyleSheet(parsing: repeatedRule))
    #expect((0..<20_000).allSatisfy { _ in values(repeated) == ["fill": "blue"] })
    let unmatchedRules = (0..<20_000).map { ".c\($0){fill:red}#i\($0){fill:red}" }.joined()
    let unmatched = CSSCascade(styleSheet: CSSStyleSheet(parsing: unmatchedRules))
    #expect((0..<20_000).allSatisfy { values(unmatched, id: "j\($0)", classes: ["q"]).isEmpty })
    let count = 50_000
    let compound = CSSCascade(
      styleSheet: CSSStyleSheet(parsing: String(repeating: ".b", count: count) + "{fill:red}"))
    #expect(values(compound, classes: Array(repeating: "x", count: count - 1) + ["b"]) == ["fill": "red"])
    let selector = compound.styleSheet.rules.first?.selectors.first
    #expect(
      selector?.matches(typeName: "rect", id: nil, classes: Array(repeating: "x", count: count)) == false)
  }
}
