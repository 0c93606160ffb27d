import SymbolCatalog
import SymbolGeometry
import Testing

@testable import SymbolEngine

/// Colour options: system colour names in any case, as the CSS names and keywords are read.
@Suite struct SymbolColorParserTests {
  @Test(arguments: ["systemRed", "systemred", "SYSTEMRED", "systemRedColor", "systemredcolor", " SystemRed "])
  func systemColoursAreReadInAnyCase(text: String) throws {
    #expect(try SymbolColorParser.parse(text) == SystemColor.systemRed.color(in: .light))
    #expect(try SymbolColorParser.parse(text, appearance: .dark) == SystemColor.systemRed.color(in: .dark))
  }

  @Test func otherSpellingsAreRefusedNamingWhatIsAccepted() {
    for text in ["systemredd", "systemRedColour", "system red", "red system"] {
      let error = #expect(throws: SymbolImageError.self) {
        try SymbolColorParser.parse(text, option: "--color")
      }
      #expect(error?.description.contains("--color") == true, "\(text)")
      #expect(error?.description.contains("systemRed") == true, "\(text)")
    }
  }

  @Test func cssNamesAndKeywordsStillWork() throws {
    #expect(try SymbolColorParser.parse("RED") == Color(red: 255, green: 0, blue: 0))
    let foreground = Color(red: 1, green: 2, blue: 3)
    #expect(try SymbolColorParser.parse("CurrentColor", foreground: foreground) == foreground)
  }
}
