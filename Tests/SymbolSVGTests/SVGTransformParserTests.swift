import SymbolGeometry
import SymbolSVG
import Testing

/// Whether two transforms agree coefficient by coefficient within `tolerance`.
private func transformsMatch(_ lhs: Transform, _ rhs: Transform, tolerance: Double = 1e-12) -> Bool {
  let pairs = [
    (lhs.a, rhs.a), (lhs.b, rhs.b), (lhs.c, rhs.c), (lhs.d, rhs.d), (lhs.e, rhs.e), (lhs.f, rhs.f),
  ]
  return pairs.allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether two points agree within `tolerance`.
private func pointsMatch(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-12) -> Bool {
  abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

/// Parses `text`, expecting an error, and returns it.
private func transformError(
  _ text: String, syntax: SVGTransformParser.Syntax = .attribute
) -> SVGAttributeError? {
  do throws(SVGAttributeError) {
    _ = try SVGTransformParser.parse(text, syntax: syntax)
    return nil
  } catch {
    return error
  }
}

@Suite struct SVGTransformParserTests {
  @Test func emptyAndWhitespaceAreIdentity() throws {
    #expect(try SVGTransformParser.parse("") == .identity)
    #expect(try SVGTransformParser.parse(" \t\n ") == .identity)
  }

  @Test func matrixKeepsCoefficientsInSVGOrder() throws {
    let parsed = try SVGTransformParser.parse("matrix(1 2 3 4 5 6)")
    #expect(parsed == Transform(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6))
    let withCommas = try SVGTransformParser.parse("matrix( 1,2 , 3,4,5 ,6 )")
    #expect(withCommas == parsed)
  }

  @Test func translateWithOneOrTwoNumbers() throws {
    #expect(try SVGTransformParser.parse("translate(10 20)") == .translation(10, 20))
    #expect(try SVGTransformParser.parse("translate(10)") == .translation(10, 0))
    #expect(try SVGTransformParser.parse("translate(10-5)") == .translation(10, -5))
    #expect(try SVGTransformParser.parse("translate(.5.25)") == .translation(0.5, 0.25))
  }

  @Test func scaleWithOneOrTwoNumbers() throws {
    #expect(try SVGTransformParser.parse("scale(2)") == .scale(2, 2))
    #expect(try SVGTransformParser.parse("scale(2,3)") == .scale(2, 3))
    #expect(try SVGTransformParser.parse("scale(1e1 -2.5E-1)") == .scale(10, -0.25))
  }

  @Test func rotateQuarterTurnsAreExact() throws {
    let quarter = try SVGTransformParser.parse("rotate(90)")
    #expect(quarter == Transform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0))
    #expect(quarter.apply(Point(1, 0)) == Point(0, 1))
    let negative = try SVGTransformParser.parse("rotate(-90)")
    #expect(negative.apply(Point(1, 0)) == Point(0, -1))
    #expect(try SVGTransformParser.parse("rotate(180)").apply(Point(2, 3)) == Point(-2, -3))
  }

  @Test func rotateByAnArbitraryAngle() throws {
    let parsed = try SVGTransformParser.parse("rotate(30)")
    #expect(transformsMatch(parsed, .rotation(Double.pi / 6)))
    let mapped = parsed.apply(Point(1, 0))
    #expect(pointsMatch(mapped, Point(3.0.squareRoot() / 2, 0.5)))
  }

  @Test func rotateAboutACentre() throws {
    let parsed = try SVGTransformParser.parse("rotate(90 10 20)")
    #expect(parsed.apply(Point(11, 20)) == Point(10, 21))
    #expect(parsed.apply(Point(10, 20)) == Point(10, 20))
    let arbitrary = try SVGTransformParser.parse("rotate(45, 3, -4)")
    #expect(pointsMatch(arbitrary.apply(Point(3, -4)), Point(3, -4)))
    #expect(transformsMatch(arbitrary, .rotation(Double.pi / 4, about: Point(3, -4))))
  }

  @Test func skews() throws {
    let skewX = try SVGTransformParser.parse("skewX(45)")
    #expect(transformsMatch(skewX, Transform(a: 1, b: 0, c: 1, d: 1, e: 0, f: 0)))
    #expect(pointsMatch(skewX.apply(Point(0, 2)), Point(2, 2)))
    let skewY = try SVGTransformParser.parse("skewY(45)")
    #expect(transformsMatch(skewY, Transform(a: 1, b: 1, c: 0, d: 1, e: 0, f: 0)))
    #expect(pointsMatch(skewY.apply(Point(2, 0)), Point(2, 2)))
  }

  @Test func listAppliesTheRightmostFunctionFirst() throws {
    // translate then scale do not commute: (1, 1) → scale → (2, 2) → translate → (12, 2).
    let list = try SVGTransformParser.parse("translate(10 0) scale(2)")
    #expect(list.apply(Point(1, 1)) == Point(12, 2))
    let reversed = try SVGTransformParser.parse("scale(2) translate(10 0)")
    #expect(reversed.apply(Point(1, 1)) == Point(22, 2))
  }

  @Test func listSeparatorsMayBeCommasWhitespaceOrNothing() throws {
    let expected = Transform.translation(10, 0).concatenating(.scale(2))
    #expect(try SVGTransformParser.parse("translate(10,0),scale(2)") == expected)
    #expect(try SVGTransformParser.parse("translate(10,0)scale(2)") == expected)
    #expect(try SVGTransformParser.parse(" translate(10 0) , scale(2) ") == expected)
    #expect(try SVGTransformParser.parse("translate(10 0)\n\tscale (2)") == expected)
  }

  @Test func threeFunctionListComposes() throws {
    let list = try SVGTransformParser.parse("translate(5,5) rotate(90) scale(2 1)")
    // (1, 0) → scale → (2, 0) → rotate → (0, 2) → translate → (5, 7).
    #expect(list.apply(Point(1, 0)) == Point(5, 7))
  }

  @Test func unknownFunctionListsAcceptedNames() {
    let error = transformError("spin(45)")
    #expect(error?.offset == 0)
    #expect(
      error?.description
        == "unknown transform 'spin' at offset 0; accepted: matrix, translate, translateX, translateY, scale, "
        + "scaleX, scaleY, rotate, rotateZ, skew, skewX, skewY, or none")
    #expect(error?.text == "spin(45)")
    #expect(transformError("scale(2) skewz(3)")?.offset == 9)
  }

  /// SVG 2 reads the attribute with CSS's grammar, which the `transform` property uses:
  /// function names in any case, CSS's functions, angle and length units, and `none`.
  @Test func theCSSFormsAreRead() throws {
    let thirty = try SVGTransformParser.parse("rotate(30)")
    for text in [
      "rotate(30deg)", "ROTATE(30DEG)", "rotate(0.5235987755982988rad)", "rotate(33.333333333333333grad)",
      "rotate(0.083333333333333333turn)",
    ] {
      #expect(transformsMatch(try SVGTransformParser.parse(text), thirty), "\(text)")
    }
    #expect(try SVGTransformParser.parse("translate(10px, 2in)") == .translation(10, 192))
    #expect(try SVGTransformParser.parse("translateX(5) translateY(7px)") == .translation(5, 7))
    #expect(try SVGTransformParser.parse("scaleX(2) scaleY(3)") == .scale(2, 3))
    #expect(transformsMatch(try SVGTransformParser.parse("skew(45deg)"), .skewX(Double.pi / 4)))
    let both = try SVGTransformParser.parse("skew(45deg, 45deg)")
    #expect(pointsMatch(both.apply(Point(1, 1)), Point(2, 2)))
    #expect(
      transformsMatch(
        try SVGTransformParser.parse("rotate(90deg 1cm 0)"),
        try SVGTransformParser.parse("rotate(90 37.79527559055118 0)"),
        tolerance: 1e-9))
    #expect(try SVGTransformParser.parse(" None ") == .identity)
  }

  /// CSS's grammar, for the property: what browsers drop there (`rotate(10)`, arguments
  /// without commas, the attribute's `rotate(a cx cy)`) is refused, so that the element's
  /// next declaration applies, where the attribute's grammar reads them.
  @Test func theCSSGrammarIsStricter() throws {
    for text in [
      "rotate(10)", "translate(10px 10px)", "rotate(45deg, 50px, 50px)", "translateX(5)",
      "scale(2), rotate(3deg)",
    ] {
      #expect(throws: SVGAttributeError.self, "\(text)") { try SVGTransformParser.parse(text, syntax: .css) }
      #expect(throws: Never.self, "\(text)") { try SVGTransformParser.parse(text) }
    }
    #expect(
      try SVGTransformParser.parse("translate(10px, 0) rotate(0) scale(2, 3) rotateZ(90deg)", syntax: .css)
        == SVGTransformParser.parse("translate(10 0) scale(2 3) rotate(90)"))
    #expect(
      transformError("rotate(10)", syntax: .css)?.problem
        == "expected an angle with its unit (deg, rad, grad, turn) in rotate(), found a plain number")
    #expect(
      transformError("translate(10px 10px)", syntax: .css)?.problem
        == "expected ',' between the arguments in translate()")
  }

  @Test func aUnitAnArgumentDoesNotTakeIsNamed() {
    #expect(
      transformError("rotate(30deq)")?.description
        == "unknown angle unit 'deq' in rotate() at offset 9; accepted: deg, rad, grad, turn, or a plain number"
        + " of degrees")
    #expect(
      transformError("translate(10%)")?.description
        == "unsupported length unit '%' in translate() at offset 12; accepted: px, pt, pc, in, cm, mm, or a"
        + " plain number of user units")
    #expect(transformError("translate(1em)")?.problem == "unsupported length unit 'em' in translate()")
    #expect(transformError("scale(2px)")?.problem == "scale() takes plain numbers, found the unit 'px'")
    #expect(transformError("matrix(1 0 0 1 0 0deg)")?.offset == 18)
  }

  @Test func tooManyNumbersPointsAtTheExtraOne() {
    let error = transformError("matrix(1 2 3 4 5 6 7 8 9)")
    #expect(error?.description == "expected ')' after 6 numbers in matrix() at offset 19")
    #expect(transformError("translate(1 2 3)")?.offset == 14)
    #expect(
      transformError("skewX(1 2)")?.description
        == "expected ')' after 1 number in skewX() at offset 8")
  }

  @Test func wrongCountPointsAtTheClosingParenthesis() {
    #expect(
      transformError("rotate(45 10)")?.description
        == "rotate() takes 1 or 3 numbers, found 2 at offset 12")
    #expect(
      transformError("matrix(1 2 3 4)")?.description
        == "matrix() takes 6 numbers, found 4 at offset 14")
    #expect(transformError("scale()")?.problem == "scale() takes 1 or 2 numbers, found 0")
  }

  @Test func malformedSyntaxReportsOffsets() {
    #expect(
      transformError("translate 10")?.description
        == "expected '(' after translate, found '1' at offset 10")
    #expect(
      transformError("scale(2")?.description
        == "expected a number or ')' in scale(), found end of text at offset 7")
    #expect(transformError("scale(2,)")?.offset == 8)
    #expect(transformError("scale(2) ,")?.problem == "expected a transform after ','")
    #expect(transformError("scale(2) 3")?.offset == 9)
    #expect(transformError("scale(1e999)")?.problem == "number '1e999' in scale() is out of range")
  }

  @Test func offsetsCountCharactersNotBytes() {
    // "é" is two UTF-8 bytes but one character.
    #expect(transformError("scale(2) é")?.offset == 9)
    #expect(transformError("é")?.offset == 0)
  }
}
