import SymbolCatalog
import Testing

@Suite("Symbol variants composition")
struct SymbolVariantsTests {
  @Test func staticValuesHoldOneComponent() {
    #expect(SymbolVariants.fill == SymbolVariants(fill: true))
    #expect(SymbolVariants.slash == SymbolVariants(slash: true))
    #expect(SymbolVariants.circle.shape == .circle)
    #expect(SymbolVariants.square.shape == .square)
    #expect(SymbolVariants.rectangle.shape == .rectangle)
    #expect(SymbolVariants.none.isEmpty)
  }

  @Test func chainingAccumulates() {
    let variants = SymbolVariants.circle.fill.slash
    #expect(variants.shape == .circle)
    #expect(variants.isFilled)
    #expect(variants.isSlashed)
    #expect(variants.description == "slash.circle.fill")
  }

  @Test func firstShapeAppliedIsClosestAndWins() {
    #expect(SymbolVariants.square.circle.shape == .square)
    #expect(SymbolVariants.circle.rectangle.square.shape == .circle)
    #expect(SymbolVariants.fill.rectangle.circle == SymbolVariants(shape: .rectangle, fill: true))
    #expect(SymbolVariants.square.adding(.circle).shape == .square)
  }

  @Test func theShapeLeftOutIsNamed() {
    #expect(SymbolVariants.square.shapeIgnored(adding: .circle) == .circle)
    #expect(SymbolVariants.square.fill.shapeIgnored(adding: SymbolVariants.rectangle.slash) == .rectangle)
    #expect(SymbolVariants.square.shapeIgnored(adding: .square) == nil)
    #expect(SymbolVariants.fill.shapeIgnored(adding: .circle) == nil)
    #expect(SymbolVariants.circle.shapeIgnored(adding: .fill) == nil)
  }

  /// A chain remembers the shapes it left out and a `none` in it, for resolution to warn
  /// about; two sets holding the same variants are still equal however they were chained.
  @Test func theChainRemembersWhatItLeftOut() {
    #expect(SymbolVariants.square.circle.ignoredShapes == [.circle])
    #expect(SymbolVariants.square.fill.circle.rectangle.ignoredShapes == [.circle, .rectangle])
    #expect(SymbolVariants.square.square.ignoredShapes.isEmpty)
    #expect(
      SymbolVariants.square.adding(SymbolVariants.circle.rectangle).ignoredShapes == [.circle, .rectangle])
    #expect(SymbolVariants.square.circle == .square)
    #expect(SymbolVariants.square.circle.hashValue == SymbolVariants.square.hashValue)
    #expect(SymbolVariants.square.circle.none.ignoredShapes.isEmpty)
    #expect(SymbolVariants.fill.none.clearedEarlierVariants)
    #expect(SymbolVariants.fill.none.slash.clearedEarlierVariants)
    #expect(!SymbolVariants.none.clearedEarlierVariants)
    #expect(!SymbolVariants.fill.slash.clearedEarlierVariants)
  }

  @Test func noneClearsEverything() {
    #expect(SymbolVariants.circle.fill.slash.none == .none)
    #expect(SymbolVariants.circle.fill.none.isEmpty)
    #expect(SymbolVariants.fill.none.slash == .slash)
    #expect(SymbolVariants.none.description == "none")
  }

  @Test func containsChecksEveryComponent() {
    let variants = SymbolVariants.circle.fill
    #expect(variants.contains(.circle))
    #expect(variants.contains(.fill))
    #expect(variants.contains(.circle.fill))
    #expect(!variants.contains(.square))
    #expect(!variants.contains(.slash))
    #expect(!variants.contains(.none))
    #expect(SymbolVariants.none.contains(.none))
  }

  @Test func removingDropsOnlyMatchingComponents() {
    let variants = SymbolVariants.slash.circle.fill
    #expect(variants.removing(.fill) == .slash.circle)
    #expect(variants.removing(.square) == variants)
    #expect(variants.removing(.circle.slash) == .fill)
    #expect(variants.removing(.none) == variants)
  }

  @Test func wordsChainAsThePropertiesDo() throws {
    #expect(try SymbolVariants(chaining: ["square", "circle"]) == .square.circle)
    #expect(try SymbolVariants(chaining: ["square", "circle"]).ignoredShapes == [.circle])
    #expect(try SymbolVariants(chaining: ["Fill", "SLASH"]) == .fill.slash)
    let cleared = try SymbolVariants(chaining: ["fill", "none", "circle"])
    #expect(cleared == .circle)
    #expect(cleared.clearedEarlierVariants)
    #expect(try SymbolVariants(chaining: [String]()) == .none)
    #expect(!(try SymbolVariants(chaining: [String]()).clearedEarlierVariants))
  }

  @Test func theDescriptionReadsBack() throws {
    for variants in SymbolVariants.all {
      #expect(try SymbolVariants(parsing: variants.description) == variants)
    }
    #expect(try SymbolVariants(parsing: "none").clearedEarlierVariants)
  }

  @Test func aWordThatIsNoVariantIsNamedWithWhatIsAccepted() {
    #expect(throws: SymbolVariantsParseError.unknownWord("filled", position: 1)) {
      try SymbolVariants(chaining: ["slash", "filled"])
    }
    #expect(throws: SymbolVariantsParseError.unknownWord("", position: 1)) {
      try SymbolVariants(parsing: "fill..slash")
    }
    #expect(throws: SymbolVariantsParseError.unknownWord("", position: 0)) { try SymbolVariants(parsing: "") }
    #expect(
      SymbolVariantsParseError.unknownWord("x\u{1B}", position: 0).description
        == "'x\\x1B' is not a variant; accepted: none, fill, slash, circle, square, rectangle")
  }
}
