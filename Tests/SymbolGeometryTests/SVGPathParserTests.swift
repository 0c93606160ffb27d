import SymbolGeometry
import SymbolTestSupport
import Testing

@Suite("SVG path data parser")
struct SVGPathParserTests {
  @Test func emptyAndBlankDataGiveAnEmptyPath() throws {
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: " \t\r\n\u{0C}").isEmpty)
  }

  @Test func absoluteCommands() {
    let path = parsed("M10 20 L30 40 H50 V60 C51 62 53 64 55 66 S62 74 64 76 Q75 88 77 90 T92 106 Z")
    let expected: [PathElement] = [
      .move(Point(10, 20)), .line(Point(30, 40)), .line(Point(50, 40)), .line(Point(50, 60)),
      .cubic(Point(51, 62), Point(53, 64), Point(55, 66)),
      .cubic(Point(57, 68), Point(62, 74), Point(64, 76)),
      .quad(Point(75, 88), Point(77, 90)),
      .quad(Point(79, 92), Point(92, 106)),
      .close,
    ]
    #expect(path.elements == expected)
  }

  @Test func relativeCommandsMatchTheirAbsoluteForms() {
    let relative = parsed("m10 20 l20 20 h20 v20 c1 2 3 4 5 6 s7 8 9 10 q11 12 13 14 t15 16 z")
    let absolute = parsed("M10 20 L30 40 H50 V60 C51 62 53 64 55 66 S62 74 64 76 Q75 88 77 90 T92 106 Z")
    #expect(relative == absolute)
    #expect(relative.verbs.count == 9)
  }

  @Test func relativeArcMatchesAbsoluteArc() {
    let relative = parsed("M10 10 a5 5 0 0 1 10 0")
    let absolute = parsed("M10 10 A5 5 0 0 1 20 10")
    #expect(relative == absolute)
    #expect(relative.verbs == [.move, .cubic, .cubic])
  }

  @Test func extraPairsAfterMoveAreLines() {
    #expect(parsed("M0 0 10 10 20 0").elements == [.move(.zero), .line(Point(10, 10)), .line(Point(20, 0))])
    // After a relative move, the implicit lines are relative too.
    #expect(parsed("m1 1 2 2 3 3").elements == [.move(Point(1, 1)), .line(Point(3, 3)), .line(Point(6, 6))])
  }

  @Test func implicitRepeatsOfOtherCommands() {
    #expect(parsed("M0 0 L1 1,2 2 3 3").verbs == [.move, .line, .line, .line])
    #expect(
      parsed("M0 0 h1 2 3").elements == [
        .move(.zero), .line(Point(1, 0)), .line(Point(3, 0)), .line(Point(6, 0)),
      ])
    #expect(parsed("M0 0 V1 2").elements == [.move(.zero), .line(Point(0, 1)), .line(Point(0, 2))])
    let cubics = parsed("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3")
    #expect(cubics.elements.last == .cubic(Point(4, 4), Point(5, 5), Point(6, 6)))
    #expect(parsed("M0 0 A1 1 0 0 1 2 0 1 1 0 0 1 4 0").points.last == Point(4, 0))
  }

  @Test func compactNumberForms() {
    #expect(parsed("M.5.5").elements == [.move(Point(0.5, 0.5))])
    #expect(parsed("M1e-3 1E+2").elements == [.move(Point(0.001, 100))])
    #expect(parsed("M-.5-.5").elements == [.move(Point(-0.5, -0.5))])
    #expect(parsed("M1.5.5.5.5").elements == [.move(Point(1.5, 0.5)), .line(Point(0.5, 0.5))])
    #expect(parsed("M1-2-3-4").elements == [.move(Point(1, -2)), .line(Point(-3, -4))])
    #expect(parsed("M+1.e1 2.").elements == [.move(Point(10, 2))])
    #expect(parsed("M\t1\n,\r2\u{0C}L3,4").elements == [.move(Point(1, 2)), .line(Point(3, 4))])
  }

  @Test func numbersAreCorrectlyRounded() {
    // Inputs that take both the fast path and the fallback of the number scanner.
    let fixed = [
      "0.1", "9007199254740993", "1.7976931348623157e308", "4.9e-324", "2.2250738585072011e-308",
      "123456789012345678901234567890", "0.000000000000000000000000000123", "1e22", "1e23",
      "8.98846567431158e307", "3.14159265358979323846264338327950288",
    ]
    var generator = SplitMix64(seed: 7)
    var inputs = fixed
    for _ in 0..<2000 {
      let integerDigits = Int.random(in: 0...20, using: &generator)
      let fractionDigits = Int.random(in: 0...20, using: &generator)
      var text = integerDigits == 0 && fractionDigits == 0 ? "0" : ""
      for _ in 0..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
      if fractionDigits > 0 {
        text += "."
        for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
      }
      if Bool.random(using: &generator) { text += "e\(Int.random(in: -40...40, using: &generator))" }
      inputs.append(text)
    }
    for text in inputs {
      let x = parsed("M\(text) -\(text)").points.first
      #expect(x == Double(text).map { Point($0, -$0) }, "\(text)")
    }
  }

  @Test func arcFlagsWithoutSeparators() {
    let compact = parsed("M0 0a1 1 0 01 1 1")
    let spaced = parsed("M0 0 a 1 1 0 0 1 1 1")
    #expect(compact == spaced)
    #expect(compact.points.last == Point(1, 1))
    // Large-arc 1 and sweep 1 fused with the x coordinate.
    #expect(parsed("M0 0a1 1 0 111 1") == parsed("M0 0 a1 1 0 1 1 1 1"))
    #expect(parsed("M0 0A1,1,0,1,0,2,0") == parsed("M0 0 A1 1 0 1 0 2 0"))
  }

  @Test func smoothCubicReflectsOnlyAfterCubics() {
    let afterCubic = parsed("M0 0 C1 1 2 2 3 3 S5 5 6 6")
    #expect(afterCubic.elements.last == .cubic(Point(4, 4), Point(5, 5), Point(6, 6)))
    let afterSmooth = parsed("M0 0 C1 1 2 2 3 3 S5 5 6 6 s1 0 2 0")
    #expect(afterSmooth.elements.last == .cubic(Point(7, 7), Point(7, 6), Point(8, 6)))
    let afterLine = parsed("M0 0 L1 1 S2 2 3 3")
    #expect(afterLine.elements.last == .cubic(Point(1, 1), Point(2, 2), Point(3, 3)))
    let afterQuad = parsed("M0 0 Q1 1 2 0 S3 3 4 4")
    #expect(afterQuad.elements.last == .cubic(Point(2, 0), Point(3, 3), Point(4, 4)))
  }

  @Test func smoothQuadraticReflectsOnlyAfterQuadratics() {
    let chain = parsed("M0 0 Q1 1 2 0 T4 0 T6 0")
    #expect(
      chain.elements.dropFirst(2) == [.quad(Point(3, -1), Point(4, 0)), .quad(Point(5, 1), Point(6, 0))])
    let afterCubic = parsed("M0 0 C1 1 2 2 3 3 T5 5")
    #expect(afterCubic.elements.last == .quad(Point(3, 3), Point(5, 5)))
    let afterMove = parsed("M2 2 t1 1")
    #expect(afterMove.elements.last == .quad(Point(2, 2), Point(3, 3)))
  }

  @Test func drawingAfterCloseStartsAtTheSubpathStart() {
    let path = parsed("M1 1 L5 1 L5 5 Z l1 1")
    #expect(path.elements.suffix(3) == [.close, .move(Point(1, 1)), .line(Point(2, 2))])
    let moved = parsed("M1 1 L5 1 z m1 1 l1 0")
    #expect(moved.elements.suffix(2) == [.move(Point(2, 2)), .line(Point(3, 2))])
    let twice = parsed("M1 1 L5 1 Z Z")
    #expect(twice.verbs == [.move, .line, .close])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var input: String
    var reason: PathDataError.Reason
    var offset: Int
    var testDescription: String { input }
  }

  @Test(arguments: [
    ErrorCase(input: "M 10", reason: .expectedNumber(after: "M"), offset: 4),
    ErrorCase(input: "M10 10 L", reason: .expectedNumber(after: "L"), offset: 8),
    ErrorCase(input: "M1 1 X2", reason: .unknownCommand, offset: 5),
    ErrorCase(input: "M1 1 A1 1 0 2 1 3 3", reason: .invalidArcFlag, offset: 12),
    ErrorCase(input: "L1 1", reason: .missingInitialMoveTo, offset: 0),
    ErrorCase(input: "  l1 1", reason: .missingInitialMoveTo, offset: 2),
    ErrorCase(input: "M1e999 0", reason: .numberOutOfRange, offset: 1),
    ErrorCase(input: "M0 -1e400", reason: .numberOutOfRange, offset: 3),
    ErrorCase(input: "M1 2 Z 3", reason: .expectedCommand, offset: 7),
    ErrorCase(input: "M1 2,", reason: .expectedNumber(after: "M"), offset: 5),
    ErrorCase(input: "M1,,2", reason: .expectedNumber(after: "M"), offset: 3),
    ErrorCase(input: "M,1 2", reason: .expectedNumber(after: "M"), offset: 1),
    ErrorCase(input: "M1e 2", reason: .expectedExponentDigits, offset: 3),
    ErrorCase(input: "M1 2 c1 2 3", reason: .expectedNumber(after: "c"), offset: 11),
    ErrorCase(input: "M1 2 L3 é", reason: .expectedNumber(after: "L"), offset: 8),
    ErrorCase(input: "M1 2 a1 1 0 1", reason: .invalidArcFlag, offset: 13),
    ErrorCase(input: "M1 2 -", reason: .expectedNumber(after: "M"), offset: 5),
  ])
  func malformedDataReportsReasonAndOffset(_ example: ErrorCase) {
    let error = parseError(example.input)
    #expect(error?.reason == example.reason)
    #expect(error?.offset == example.offset)
  }

  @Test func errorDescriptionsNameWhatWasExpected() {
    #expect(
      parseError("M10 10 L")?.description
        == "expected a number after 'L' at offset 8, found end of input")
    #expect(parseError("M1 1 X2")?.description == "unknown command 'X' at offset 5")
    #expect(
      parseError("M1 1 A1 1 0 2 1 3 3")?.description == "arc flag must be 0 or 1 at offset 12, found '2'")
    #expect(parseError("L1 1")?.description == "path data must start with 'M' or 'm' at offset 0, found 'L'")
    #expect(parseError("M1 2 L3 é")?.found == "é")
  }

  @Test func underflowIsZeroNotAnError() {
    #expect(parsed("M1e-999 -1e-400").points == [Point(0, 0)])
  }

  /// Finite numbers can still give infinite points, by adding up relative commands or by
  /// reflecting a control point: the path is returned as parsed (the rasterizer refuses it).
  @Test func sumsAndReflectionsCanLeaveTheFiniteRange() {
    #expect(parsed("M1e308 0 l1e308 0").points == [Point(1e308, 0), Point(.infinity, 0)])
    let reflected = parsed("M1e308 0 Q-1e308 0 1e308 0 T0 0")
    #expect(reflected.points.dropLast().last == Point(.infinity, 0))
    #expect(!reflected.isFinite)
  }

  /// SVG draws path data up to its first error; the lenient parse keeps every complete
  /// segment, none of the one in error, and reports the error `parse(_:)` throws.
  @Test(arguments: [
    ("M0 0 L1 1 L2", "M0 0 L1 1"),
    ("M0 0 C1 1 2 2", "M0 0"),
    ("M0 0 l1 1 2 2 3", "M0 0 l1 1 2 2"),
    ("M0 0 A1 1 0 1 1 2 2 H", "M0 0 A1 1 0 1 1 2 2"),
    ("M0 0 A1 1 0 2 1 2 2", "M0 0"),
    ("M0 0 h 1 x", "M0 0 h 1"),
    ("L1 1", ""),
  ])
  func lenientParsingKeepsTheSegmentsBeforeTheError(data: String, prefix: String) throws {
    let (path, error) = SVGPathParser.parseLeniently(data)
    #expect(path == (try Path(svgPathData: prefix)))
    let strictError = #expect(throws: PathDataError.self) { try Path(svgPathData: data) }
    #expect(error == strictError)
  }

  @Test func lenientParsingOfWellFormedDataIsTheStrictParse() throws {
    let data = "M0 0 L1 1 Q2 2 3 3 Z m1 1"
    let (path, error) = SVGPathParser.parseLeniently(data)
    #expect(path == (try Path(svgPathData: data)))
    #expect(error == nil)
  }
}
