import SymbolCatalog
import Testing

@Suite("Symbol name grammar")
struct SymbolNameTests {
  @Test func parsesTrailingSuffixesInGrammarOrder() {
    #expect(SymbolName(parsing: "bell.slash.fill") == SymbolName(base: "bell", variants: .slash.fill))
    #expect(
      SymbolName(parsing: "mic.slash.circle.fill") == SymbolName(base: "mic", variants: .slash.circle.fill))
    #expect(
      SymbolName(parsing: "multiply.circle.fill") == SymbolName(base: "multiply", variants: .circle.fill))
    #expect(SymbolName(parsing: "bell") == SymbolName(base: "bell"))
    #expect(SymbolName(parsing: "circle") == SymbolName(base: "circle"))
    #expect(SymbolName(parsing: "circle.fill") == SymbolName(base: "circle", variants: .fill))
  }

  @Test func outOfOrderSuffixesStayInTheBase() {
    #expect(SymbolName(parsing: "bell.fill.slash") == SymbolName(base: "bell.fill", variants: .slash))
    #expect(SymbolName(parsing: "bell.circle.slash") == SymbolName(base: "bell.circle", variants: .slash))
    #expect(SymbolName(parsing: "bell.fill.circle") == SymbolName(base: "bell.fill", variants: .circle))
    #expect(SymbolName(parsing: "bell.square.circle") == SymbolName(base: "bell.square", variants: .circle))
  }

  @Test func shapeWordsInsideBaseAreNotSplit() {
    #expect(SymbolName(parsing: "circle.grid.2x2") == SymbolName(base: "circle.grid.2x2"))
    let known: Set<String> = ["square.on.square", "bell"]
    #expect(
      SymbolName(parsing: "square.on.square", isKnownBase: known.contains)
        == SymbolName(base: "square.on.square"))
    #expect(
      SymbolName(parsing: "square.on.square.fill", isKnownBase: known.contains)
        == SymbolName(base: "square.on.square", variants: .fill))
    #expect(
      SymbolName(parsing: "bell.fill", isKnownBase: known.contains)
        == SymbolName(base: "bell", variants: .fill))
  }

  @Test func buildsCanonicalNames() {
    #expect(SymbolName.name(base: "bell", variants: .fill.slash) == "bell.slash.fill")
    #expect(SymbolName.name(base: "mic", variants: .fill.circle.slash) == "mic.slash.circle.fill")
    #expect(SymbolName.name(base: "bell", variants: .none) == "bell")
    #expect(SymbolName(base: "square.on.square", variants: .fill).name == "square.on.square.fill")
  }

  @Test func canonicalisesRequestedNameWithExtraVariants() {
    #expect(SymbolName.canonical("bell.fill", adding: .slash) == "bell.slash.fill")
    #expect(SymbolName.canonical("bell.slash", adding: .fill.circle) == "bell.slash.circle.fill")
    #expect(SymbolName.canonical("bell.fill", adding: .fill) == "bell.fill")
  }

  @Test func namesOwnShapeIsClosestAndWins() {
    #expect(SymbolName.canonical("bell.square", adding: .circle) == "bell.square")
    #expect(SymbolName.canonical("bell.square", adding: .circle.fill) == "bell.square.fill")
    #expect(SymbolName.canonical("bell", adding: .circle) == "bell.circle")
  }
}
