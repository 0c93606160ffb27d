import SymbolSVG
import Testing

/// Parses `text` as a length, expecting an error, and returns it.
private func lengthError(_ text: String, nonNegative: Bool = false) -> SVGAttributeError? {
  do throws(SVGAttributeError) {
    _ = nonNegative ? try SVGLength.parseNonNegative(text) : try SVGLength.parse(text)
    return nil
  } catch {
    return error
  }
}

@Suite struct SVGLengthTests {
  /// Lengths and their exact px values at 96 dpi.
  static let absoluteCases: [(String, Double)] = [
    ("12", 12.0), ("12px", 12), ("9pt", 12), ("1in", 96), ("2.54cm", 96), ("25.4mm", 96),
    ("1pc", 16), ("1em", 16), ("0.5in", 48), ("72pt", 96), ("10mm", 10 / 25.4 * 96),
    ("-3px", -3), ("1e1px", 10), (" 4px ", 4), ("2PX", 2), ("+.5", 0.5),
  ]

  @Test(arguments: absoluteCases)
  func absoluteUnitsConvertAt96DPI(text: String, pixels: Double) throws {
    let length = try SVGLength.parse(text)
    #expect(length.pixels() == pixels)
    #expect(!length.isPercentage)
  }

  @Test func unitsAreKeptAsWritten() throws {
    #expect(try SVGLength.parse("12") == SVGLength(12, .none))
    #expect(try SVGLength.parse("9pt") == SVGLength(9, .pt))
    #expect(try SVGLength.parse("1in") == SVGLength(1, .in))
    #expect(try SVGLength.parse("3cm") == SVGLength(3, .cm))
    #expect(try SVGLength.parse("2em") == SVGLength(2, .em))
    #expect(try SVGLength.parse("12px") == .pixels(12))
  }

  @Test func emResolvesAgainstTheFontSize() throws {
    let length = try SVGLength.parse("1.5em")
    #expect(length.pixels() == 24)
    #expect(length.pixels(fontSize: 10) == 15)
    #expect(length.resolved(percentageOf: 999, fontSize: 20) == 30)
  }

  @Test func exIsHalfAnEm() throws {
    // No font metrics are consulted, so ex is CSS's fallback of 0.5 em.
    let length = try SVGLength.parse("3ex")
    #expect(length == SVGLength(3, .ex))
    #expect(length.pixels() == 24)
    #expect(length.pixels(fontSize: 10) == 15)
    #expect(try SVGLength.parse("2EX").resolved(percentageOf: 999, fontSize: 20) == 20)
    #expect(SVGLength.Unit.ex.pixelsPerUnit == 0.5)
  }

  @Test func exponentIsNotConfusedWithEm() throws {
    #expect(try SVGLength.parse("2em") == SVGLength(2, .em))
    #expect(try SVGLength.parse("2e1em") == SVGLength(20, .em))
    #expect(try SVGLength.parse("2e1ex") == SVGLength(20, .ex))
  }

  @Test func percentagesStayUnresolved() throws {
    let length = try SVGLength.parse("50%")
    #expect(length == .percentage(50))
    #expect(length.isPercentage)
    #expect(length.pixels() == nil)
    #expect(length.resolved(percentageOf: 300) == 150)
    #expect(try SVGLength.parse("12.5%").resolved(percentageOf: 80) == 10)
  }

  @Test func unitFactors() {
    #expect(SVGLength.Unit.in.pixelsPerUnit == 96)
    #expect(SVGLength.Unit.pt.pixelsPerUnit == 4.0 / 3.0)
    #expect(SVGLength.Unit.pc.pixelsPerUnit == 16)
    #expect(SVGLength.Unit.cm.pixelsPerUnit == 96 / 2.54)
    #expect(SVGLength.Unit.mm.pixelsPerUnit == 96 / 25.4)
    #expect(SVGLength.Unit.px.pixelsPerUnit == 1)
  }

  @Test func descriptionRoundTrips() throws {
    #expect(SVGLength(2.5, .mm).description == "2.5mm")
    #expect(SVGLength.percentage(50).description == "50%")
    #expect(try SVGLength.parse(SVGLength(-7, .pc).description) == SVGLength(-7, .pc))
  }

  @Test func unknownUnitListsTheAcceptedOnes() {
    let error = lengthError("12qq")
    #expect(
      error?.description
        == "unknown unit 'qq' at offset 2; accepted: px, pt, pc, in, cm, mm, em, ex, %, or no unit")
    #expect(lengthError("3rem")?.problem == "unknown unit 'rem'")
    #expect(lengthError("3 px")?.description.hasPrefix("unexpected 'p' after the length") == true)
    #expect(lengthError("3px4")?.offset == 3)
    #expect(lengthError("3$")?.problem == "unknown unit '$'")
  }

  @Test func missingNumberIsAnError() {
    #expect(lengthError("")?.problem == "expected a length, found end of text")
    #expect(lengthError("px")?.offset == 0)
    #expect(lengthError("  -")?.offset == 2)
    #expect(lengthError("1e999px")?.problem == "number '1e999' in length is out of range")
  }

  @Test func nonNegativeRejectsOnlyNegatives() throws {
    #expect(try SVGLength.parseNonNegative("0") == SVGLength(0, .none))
    #expect(try SVGLength.parseNonNegative("5mm") == SVGLength(5, .mm))
    let error = lengthError("  -2px", nonNegative: true)
    #expect(
      error?.description
        == "negative length '-2px' is not allowed here at offset 2; expected a length of 0 or more")
    #expect(throws: SVGAttributeError.self) {
      try SVGLength.parse("-1%").nonNegative(in: "-1%")
    }
    // Without the validation negatives are fine, as for x and y.
    #expect(try SVGLength.parse("-1%") == .percentage(-1))
  }
}
