import SymbolGeometry
import Testing

@testable import SymbolSVG

/// The reader's short cuts for the common case (plain attribute values, bare numbers, hex
/// colours, values with nothing to trim) give what the general code gives, and leave the
/// uncommon cases to it, messages included.
@Suite struct SVGReaderFastPathTests {
  /// A seeded generator, so that a failure can be run again.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  @Test func numbersReadAsDoubleReadsThem() throws {
    var generator = Generator(state: 11)
    var literals = [
      "0", "-0", "+0", "-0.0", ".5", "5.", "-.25", "+7.125", "123456789012345", "1234567890.12345",
      "0.000000000000001", "999999999999999", "9999999999999999", "0.1", "0.3", "2.675", "1e2", "1.5e-3",
    ]
    for _ in 0..<5_000 {
      let digits = Int.random(in: 1...18, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      let point = Int.random(in: 0...digits, using: &generator)
      for index in 0..<digits {
        if index == point { text += "." }
        text += String(Int.random(in: 0...9, using: &generator))
      }
      literals.append(text)
    }
    for literal in literals {
      let expected = try #require(Double(literal))
      let length = try SVGLength.parse(literal)
      #expect(length.value.bitPattern == expected.bitPattern, "\(literal)")
      #expect(length.unit == .none)
    }
  }

  @Test func unitsAfterNumbersStillRead() throws {
    #expect(try SVGLength.parse("2.5PX") == SVGLength(2.5, .px))
    #expect(try SVGLength.parse(" 3em ") == SVGLength(3, .em))
    #expect(try SVGLength.parse("50%") == SVGLength(50, .percent))
    #expect(throws: SVGAttributeError.self) { try SVGLength.parse("4 px") }
    #expect(throws: SVGAttributeError.self) { try SVGLength.parse("4q") }
  }

  @Test func hexColoursReadAsTheFullParserReadsThem() throws {
    var generator = Generator(state: 5)
    let hex = Array("0123456789abcdefABCDEF")
    for count in [3, 4, 6, 8] {
      for _ in 0..<500 {
        let digits = String((0..<count).map { _ in hex.randomElement(using: &generator) ?? "0" })
        let text =
          ["", " ", "\t"].randomElement(using: &generator)! + "#" + digits + ["", " ", "\n"].randomElement(
            using: &generator)!
        #expect(try SVGColorParser.parsePaint(text) == .color(try SVGColorParser.parseColor(text)), "\(text)")
      }
    }
  }

  @Test func namesReadAsTheFullParserReadsThem() throws {
    for (name, color) in SVGColorParser.namedColors {
      for text in [name, name.uppercased(), " \(name.capitalized)\t"] {
        #expect(SVGColorParser.quickPaint(text) == .color(color), "\(text)")
        #expect(try SVGColorParser.parseColor(text) == color, "\(text)")
      }
    }
    #expect(SVGColorParser.quickPaint(" NONE ") == SVGPaint.none)
    #expect(SVGColorParser.quickPaint("currentColor") == .currentColor)
    for text in ["redd", "re d", "red1", "rgb(1,2,3)", "", "  "] {
      #expect(SVGColorParser.quickPaint(text) == nil, "\(text)")
    }
    do {
      _ = try SVGColorParser.parsePaint(" Redd ")
      Issue.record("an unknown name was read")
    } catch {
      #expect(error.problem == "unknown colour 'Redd'")
    }
  }

  @Test func malformedHexColoursKeepTheirMessages() {
    for (text, message) in [
      ("#12345", "hex colour '#12345' has 5 digits, expected 3, 4, 6 or 8"),
      ("#abcg", "invalid hex digit in colour"),
      ("#", "hex colour '#' has 0 digits, expected 3, 4, 6 or 8"),
      ("#123456789", "hex colour '#123456789' has 9 digits, expected 3, 4, 6 or 8"),
    ] {
      #expect(SVGColorParser.hexColor(text) == nil)
      do {
        _ = try SVGColorParser.parsePaint(text)
        Issue.record("\(text) was read")
      } catch {
        #expect(error.problem == message, "\(text)")
      }
    }
  }

  /// An invalid paint is still dropped with its warning, so the next declaration applies,
  /// and padded or `URL(` paints are read as before.
  @Test func invalidPaintsAreDroppedWithTheirWarnings() throws {
    let document = try readSVG(
      """
      <rect fill='red' style='fill:#abcg' width='1' height='1'/>
      <rect fill=' #00F ' stroke='URL(#missing) #0f0' width='1' height='1'/>
      <rect fill='#12345' width='1' height='1'/>
      """)
    let paths = document.root.flattenedPaths.map(\.path)
    #expect(
      paths.map(\.fill?.paint) == [
        .color(Color(red: 255, green: 0, blue: 0)), .color(Color(red: 0, green: 0, blue: 255)),
        .color(.black),
      ])
    #expect(paths[1].stroke?.paint == .color(Color(red: 0, green: 255, blue: 0)))
    #expect(
      document.warnings.map(\.message) == [
        "fill '#abcg' is ignored: invalid hex digit in colour at offset 4; accepted: #rgb, #rgba, #rrggbb, "
          + "#rrggbbaa, rgb(), rgba(), hsl(), hsla(), CSS colour names, currentColor, none",
        "stroke 'URL(#missing) #0f0' refers to '#missing', which does not exist; painted with the fallback '#0f0'",
        "fill '#12345' is ignored: hex colour '#12345' has 5 digits, expected 3, 4, 6 or 8 at offset 0; accepted: "
          + "#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), CSS colour names, currentColor, none",
      ])
    #expect(document.warnings.map(\.line) == [1, 2, 3])
  }

  @Test func trimmingKeepsWhatTheCharacterWalkKept() {
    for (text, trimmed) in [
      ("red", "red"), (" red", "red"), ("red\u{0C}", "red"), ("\t\n", ""), ("", ""),
      (" \u{301}x", " \u{301}x"),
      ("x \u{301}", "x \u{301}"), ("é ", "é"), ("\r\nred\r\n", "red"),
    ] {
      #expect(CSSDeclarationParser.trimmed(text) == trimmed, "\(text.debugDescription)")
      #expect(CSSDeclarationParser.trimmed(text[...]) == trimmed, "\(text.debugDescription)")
    }
  }

  @Test func strokeWidthsInEmStillBecomePixels() throws {
    let document = try readSVG(
      "<g font-size='20' stroke='red'><rect stroke-width='0.1EM' width='1' height='1'/>"
        + "<rect stroke-width='2' width='1' height='1'/></g>")
    #expect(document.root.flattenedPaths.map(\.path.stroke?.style.width) == [2, 2])
  }

  /// Values taken whole from the input keep the positions after them right, and values with
  /// references or line breaks are still normalised.
  @Test func attributeValuesAndPositions() throws {
    let root = try XMLParser.parse("<a x=\"é€😀\" y='a&amp;b' z=\"1\n2\tc\" w=\"\"\n   v='é'/>")
    #expect(
      root.attributes == [
        XMLAttribute(name: "x", value: "é€😀", line: 1, column: 4),
        XMLAttribute(name: "y", value: "a&b", line: 1, column: 12),
        XMLAttribute(name: "z", value: "1 2 c", line: 1, column: 24),
        XMLAttribute(name: "w", value: "", line: 2, column: 6),
        XMLAttribute(name: "v", value: "é", line: 3, column: 4),
      ])
  }

  /// A duplicate among many attributes, where their positions are looked up by name, names
  /// the first.
  @Test func duplicateAmongManyAttributes() throws {
    let attributes = (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    let parsed = try XMLParser.parse("<e \(attributes)/>").attributes
    for duplicate in ["a3", "a30"] {
      let first = try #require(parsed.first { $0.name == duplicate })
      do {
        _ = try XMLParser.parse("<e \(attributes) \(duplicate)=\"x\"/>")
        Issue.record("expected an error")
      } catch {
        #expect(
          error.problem
            == "duplicate attribute '\(duplicate)' on <e> (first given at line 1, column \(first.column))")
      }
    }
  }
}
