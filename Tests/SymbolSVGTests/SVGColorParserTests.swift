import SymbolGeometry
import SymbolSVG
import Testing

@Suite("SVG colour and paint parsing")
struct SVGColorParserTests {
  private func color(_ text: String) throws -> Color {
    try SVGColorParser.parseColor(text)
  }

  private func parseError(_ text: String) -> CSSError? {
    do {
      _ = try SVGColorParser.parsePaint(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func hexForms() throws {
    #expect(try color("#FFF") == Color(red: 255, green: 255, blue: 255))
    #expect(try color("#f00") == Color(red: 255, green: 0, blue: 0))
    #expect(try color("#1234") == Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
    #expect(try color("#12aBcD") == Color(red: 0x12, green: 0xAB, blue: 0xCD))
    #expect(try color("#ff000080") == Color(red: 255, green: 0, blue: 0, alpha: 128))
  }

  @Test func rgbIntegersPercentagesAndAlpha() throws {
    #expect(try color("rgb(255, 128, 0)") == Color(red: 255, green: 128, blue: 0))
    #expect(try color("rgb(100%, 0%, 0%)") == Color(red: 255, green: 0, blue: 0))
    // 50% of 255 is 127.5; rounding is half up, so 128.
    #expect(try color("rgb(50%,50%,50%)") == Color(red: 128, green: 128, blue: 128))
    #expect(try color("rgba(0,0,0,.5)") == Color(red: 0, green: 0, blue: 0, alpha: 128))
    #expect(try color("rgba(0, 0, 255, 25%)") == Color(red: 0, green: 0, blue: 255, alpha: 64))
    #expect(try color("RGBA( 1 , 2 , 3 , 1 )") == Color(red: 1, green: 2, blue: 3))
    #expect(try color("rgb(1e2, 0, 0)") == Color(red: 100, green: 0, blue: 0))
    #expect(try color("rgb(10.5, 0, 0)") == Color(red: 11, green: 0, blue: 0))
    // CSS Color 4: rgb() and rgba() are aliases.
    #expect(try color("rgb(0, 0, 0, 0)") == Color.clear)
    #expect(try color("rgba(255, 255, 255)") == Color.white)
  }

  @Test func spaceSeparatedCSS4Form() throws {
    #expect(try color("rgb(255 0 0 / 50%)") == Color(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(try color("rgb(0 100% 0)") == Color(red: 0, green: 255, blue: 0))
    #expect(try color("rgb( 0 0 255/0.2 )") == Color(red: 0, green: 0, blue: 255, alpha: 51))
  }

  @Test func hslCommaForm() throws {
    // Expected values from rsvg-convert 2.54.
    #expect(try color("hsl(120, 100%, 25%)") == Color(red: 0, green: 128, blue: 0))
    #expect(try color("hsl(210, 65%, 40%)") == Color(red: 36, green: 102, blue: 168))
    #expect(try color("hsl(0, 0%, 50%)") == Color(red: 128, green: 128, blue: 128))
    #expect(try color("hsla(240, 100%, 50%, 0.5)") == Color(red: 0, green: 0, blue: 255, alpha: 128))
    #expect(try color("HSLA( 0 , 100% , 50% , 25% )") == Color(red: 255, green: 0, blue: 0, alpha: 64))
    // As with rgb(), hsl() and hsla() are aliases.
    #expect(try color("hsl(0, 100%, 50%, 0)") == Color(red: 255, green: 0, blue: 0, alpha: 0))
    #expect(try color("hsla(60, 100%, 50%)") == Color(red: 255, green: 255, blue: 0))
  }

  @Test func hslSpaceFormAndAngleUnits() throws {
    let cyan = Color(red: 0, green: 255, blue: 255)
    #expect(try color("hsl(180deg 100% 50%)") == cyan)
    #expect(try color("hsl(0.5turn 100% 50%)") == cyan)
    #expect(try color("hsl(200grad 100% 50%)") == cyan)
    #expect(try color("hsl(3.14159265rad 100% 50%)") == cyan)
    #expect(try color("hsl(180DEG, 100%, 50%)") == cyan)
    #expect(try color("hsl(240 100% 50% / 25%)") == Color(red: 0, green: 0, blue: 255, alpha: 64))
    // CSS Color 4 lets the space form give saturation and lightness as plain numbers.
    #expect(try color("hsl(60 100 50)") == Color(red: 255, green: 255, blue: 0))
  }

  @Test func hslHueWrapsAndPercentagesClamp() throws {
    #expect(try color("hsl(-120, 100%, 50%)") == Color(red: 0, green: 0, blue: 255))
    #expect(try color("hsl(480, 100%, 50%)") == Color(red: 0, green: 255, blue: 0))
    #expect(try color("hsl(0, 150%, 50%)") == Color(red: 255, green: 0, blue: 0))
    #expect(try color("hsl(0, 100%, 120%)") == Color.white)
    #expect(try color("hsl(0, 100%, -5%)") == Color.black)
    #expect(try color("hsla(0, 100%, 50%, 2)") == Color(red: 255, green: 0, blue: 0))
  }

  @Test func outOfRangeValuesAreClamped() throws {
    #expect(try color("rgb(300, -20, 256)") == Color(red: 255, green: 0, blue: 255))
    #expect(try color("rgb(150%, -5%, 0%)") == Color(red: 255, green: 0, blue: 0))
    #expect(try color("rgba(0, 0, 0, 2)") == Color(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(try color("rgba(0, 0, 0, -1)") == Color.clear)
    #expect(try color("rgb(0 0 0 / 150%)") == Color.black)
  }

  @Test func namedColoursAndKeywords() throws {
    #expect(try color("RED") == Color(red: 255, green: 0, blue: 0))
    #expect(try color("  rebeccapurple\n") == Color(red: 0x66, green: 0x33, blue: 0x99))
    #expect(try color("LightGoldenrodYellow") == Color(red: 0xFA, green: 0xFA, blue: 0xD2))
    #expect(try color("transparent") == Color.clear)
    #expect(try SVGColorParser.parsePaint(" none ") == .none)
    #expect(try SVGColorParser.parsePaint("currentColor") == .currentColor)
    #expect(try SVGColorParser.parsePaint("CURRENTCOLOR") == .currentColor)
    #expect(try SVGColorParser.parsePaint("Navy") == .color(Color(red: 0, green: 0, blue: 128)))
  }

  @Test func namedColourTableHasEveryCSS4Name() {
    // 148 CSS Color 4 names plus `transparent`; grey/gray spellings must agree.
    #expect(SVGColorParser.namedColors.count == 149)
    for (name, value) in SVGColorParser.namedColors where name.contains("gray") {
      let grey = name.replacing("gray", with: "grey")
      #expect(SVGColorParser.namedColors[grey] == value, "\(grey)")
    }
    #expect(SVGColorParser.namedColors["aqua"] == SVGColorParser.namedColors["cyan"])
    #expect(SVGColorParser.namedColors["fuchsia"] == SVGColorParser.namedColors["magenta"])
    #expect(SVGColorParser.namedColors["canvas"] == nil)
    #expect(SVGColorParser.namedColors.keys.allSatisfy { $0 == $0.lowercased() })
  }

  @Test func unknownNameReportsTextOffsetAndAcceptedSyntax() {
    let error = parseError("  blurple")
    #expect(error?.text == "blurple")
    #expect(error?.offset == 2)
    #expect(error?.problem == "unknown colour 'blurple'")
    #expect(
      error?.description
        == "unknown colour 'blurple' at offset 2; accepted: #rgb, #rgba, #rrggbb, #rrggbbaa, "
        + "rgb(), rgba(), hsl(), hsla(), CSS colour names, currentColor, none")
  }

  @Test(arguments: [
    ("#12", 0, "#12"),
    ("#12345", 0, "#12345"),
    ("#ggg", 1, "ggg"),
    ("#ff00zz", 5, "zz"),
    ("rgb(255, 0)", 10, ")"),
    ("rgb(1, 2, 3, 4, 5)", 16, "5"),
    ("rgb(255, 50%, 0)", 9, "50%"),
    ("rgb(1 2 3 4)", 10, "4"),
    ("rgb(1, 2 3)", 9, "3"),
    ("rgb(1 2, 3)", 6, "2"),
    ("rgb(1 2 3 / 4 / 5)", 14, "/"),
    ("rgb(10px, 0, 0)", 4, "10px"),
    ("rgb(1, 2, 3", 11, ""),
    ("rgb(1, 2, 3) x", 12, " x"),
    ("rgb(90deg, 0, 0)", 4, "90deg"),
    ("hsl(120, 100, 50%)", 9, "100"),
    ("hsl(10%, 50%, 50%)", 4, "10%"),
    ("hsl(10px, 50%, 50%)", 4, "10px"),
    ("hsl(0, 50%)", 10, ")"),
    ("hsl(0 50% 50% 1)", 14, "1"),
    ("hsl(0 50% 50% / 1deg)", 16, "1deg"),
    ("lab(0 0 0)", 0, "lab(0 0 0)"),
    ("url(#grad)", 0, "url(#grad)"),
    ("", 0, ""),
  ])
  func malformedValuesAreRejectedWithOffsets(input: String, offset: Int, text: String) {
    let error = parseError(input)
    #expect(error != nil, "\(input) should be rejected")
    #expect(error?.offset == offset, "\(input): \(error?.description ?? "")")
    #expect(error?.text == text, "\(input): \(error?.description ?? "")")
    #expect(error?.accepted == SVGColorParser.acceptedSyntax)
  }

  /// Where only a concrete colour will do, the keywords are refused, and the errors do not
  /// offer them: "'currentColor' is not a concrete colour here; accepted: …, currentColor"
  /// contradicted itself.
  @Test func keywordsAreNotConcreteColours() {
    for text in ["none", "currentColor", "blurple", "#12"] {
      #expect {
        try SVGColorParser.parseColor(text)
      } throws: { error in
        guard let error = error as? CSSError else { return false }
        return error.accepted == SVGColorParser.concreteColorSyntax
      }
    }
    #expect(SVGColorParser.acceptedSyntax.hasPrefix(SVGColorParser.concreteColorSyntax))
  }
}
