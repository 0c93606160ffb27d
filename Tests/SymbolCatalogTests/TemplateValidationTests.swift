import SymbolCatalog
import SymbolGeometry
import XCTest

/// Every catalog rule of `SymbolTemplate.glyph(name:)` fails at the offending element,
/// guide or group, with a message that says what is accepted.
final class TemplateValidationTests: XCTestCase {
  private typealias Support = TemplateTestSupport

  func testTheBuildersMakeValidFiles() throws {
    let glyph = try SymbolTemplateReader.readGlyph(
      Support.outline([Support.bar(width: 4)]), file: "ok.svg", name: "ok")
    XCTAssertEqual(glyph.masters.count, 3)
    XCTAssertNoThrow(
      try SymbolTemplateReader.readGlyph(
        Support.regularOnly([Support.bar(width: 4)]), file: "ok.svg", name: "ok"))
  }

  /// A filled zigzag of `count` points inside the margins (a polygon between y 30 and 100).
  private func zigzag(id: String, count: Int) -> String {
    let points = (0..<count).map { index in "\(10 + Double(index % 600) / 10) \(index % 2 == 0 ? 30 : 100)" }
    return "<path id=\"\(id)\" d=\"M\(points.joined(separator: " L")) Z\"/>"
  }

  /// A master may hold `MasterGroup.maximumPoints` path points; one more is refused at the
  /// element that passes the limit, before any weight is matched: a comb of 100,000
  /// points a master took 8 s to draw.
  func testAMasterOfTooManyPathPointsIsRefused() throws {
    let limit = SymbolTemplate.MasterGroup.maximumPoints
    let atLimit = Support.outline([zigzag(id: "a", count: limit - 5_000), zigzag(id: "b", count: 5_000)])
    XCTAssertNoThrow(try SymbolTemplateReader.readGlyph(atLimit, file: "ok.svg", name: "ok"))
    let past = Support.outline([zigzag(id: "a", count: limit - 5_000), zigzag(id: "b", count: 5_001)])
    assertGlyphError(
      past, at: "<path id=\"b\"",
      mentioning: [
        "master 'Ultralight-S' has \(limit + 1) path points", "more than the \(limit) a master may have",
      ])
  }

  func testNoMasters() {
    let text = Support.template(guides: Support.guides(masters: []), masters: [])
    assertGlyphError(text, at: "<svg", mentioning: ["no master group", "Regular-S"])
  }

  func testDuplicateMaster() {
    let text = Support.template(
      guides: Support.guides(masters: ["Regular-S"]),
      masters: [("Regular-S", [Support.bar(width: 4)]), ("regular-S", [Support.bar(width: 4)])])
    assertGlyphError(text, at: "<g id=\"regular-S\"", mentioning: ["drawn twice"])
  }

  func testMissingBaselineAndCaplineOfADrawnScale() {
    let noBaseline = Support.regularOnly(
      [Support.bar(width: 4)],
      guides: Support.guides(masters: ["Regular-S"]).filter { !$0.contains("Baseline-S") })
    assertGlyphError(noBaseline, at: "<g id=\"Regular-S\"", mentioning: ["Baseline-S"])
    // Guides exist for S only; a medium master needs Capline-M and Baseline-M.
    let medium = Support.template(
      guides: Support.guides(scales: ["S"], masters: ["Regular-M"])
        + ["<line id=\"Baseline-M\" x1=\"0\" y1=\"100\" x2=\"1\" y2=\"100\"/>"],
      masters: [("Regular-M", [Support.bar(width: 4)])])
    assertGlyphError(medium, at: "<g id=\"Regular-M\"", mentioning: ["Capline-M"])
  }

  func testCaplineMustBeAboveBaseline() {
    let guides = Support.guides(masters: ["Regular-S"]).map {
      $0.contains("Capline-S") ? "<line id=\"Capline-S\" x1=\"0\" y1=\"110\" x2=\"300\" y2=\"110\"/>" : $0
    }
    assertGlyphError(
      Support.regularOnly([Support.bar(width: 4)], guides: guides), at: "<line id=\"Capline-S\"",
      mentioning: ["not above Baseline-S", "smaller y"])
  }

  /// A cap height under 1/100 of the canvas height is refused where the symbol is built, as
  /// the lint refuses it: `render` drew it, 2540 × 2111 px for 17-point text, without a word.
  func testACapHeightUnderAHundredthOfTheCanvasIsRefused() throws {
    func caplineAt(_ y: String) -> [String] {
      Support.guides(masters: ["Regular-S"]).map {
        $0.contains("Capline-S") ? "<line id=\"Capline-S\" x1=\"0\" y1=\"\(y)\" x2=\"300\" y2=\"\(y)\"/>" : $0
      }
    }
    // The canvas is 120 units tall and the baseline at y 100: 1.2 units is the least.
    assertGlyphError(
      Support.regularOnly([Support.bar(width: 4)], guides: caplineAt("99.5")), at: "<line id=\"Capline-S\"",
      mentioning: ["the cap height Baseline-S − Capline-S is 0.5 units (y 100 − 99.5)", "(1.2 units)"])
    XCTAssertNoThrow(
      try SymbolTemplateReader.readGlyph(
        Support.regularOnly([Support.bar(width: 4)], guides: caplineAt("98.8")), file: "ok.svg", name: "ok"))
  }

  /// A guide off the canvas is refused where the symbol is built, as the lint refuses it: a
  /// baseline at y 1e7 drew a 1 × 1 px image, and one at 1e30 failed naming no file or line.
  func testAGuideOffTheCanvasIsRefused() throws {
    for (id, attribute, value) in [
      ("Baseline-S", "y1", "1e7"), ("Baseline-S", "y1", "1e30"), ("right-margin-Regular-S", "x1", "1e300"),
    ] {
      let moved = Support.regularOnly([Support.bar(width: 4)]).replacingOccurrences(
        of: "<line id=\"\(id)\" \(attribute == "y1" ? "x1=\"0\" y1=\"100\"" : "x1=\"80\"")",
        with: "<line id=\"\(id)\" \(attribute == "y1" ? "x1=\"0\" y1=\"\(value)\"" : "x1=\"\(value)\"")")
      XCTAssertTrue(moved.contains(value), "the guide was not moved")
      assertGlyphError(
        moved, at: "<line id=\"\(id)\"",
        mentioning: ["guide '\(id)' is at", "outside the canvas", "guides lie on the canvas"])
    }
    // On the canvas's edge, within half a unit, is on it.
    let edge = Support.regularOnly([Support.bar(width: 4)]).replacingOccurrences(
      of: "<line id=\"Baseline-S\" x1=\"0\" y1=\"100\"", with: "<line id=\"Baseline-S\" x1=\"0\" y1=\"120.4\""
    )
    XCTAssertNoThrow(try SymbolTemplateReader.readGlyph(edge, file: "ok.svg", name: "ok"))
  }

  func testMarginsAreRequiredPerMaster() {
    let noRight = Support.outline([Support.bar(width: 4)]).replacingOccurrences(
      of: "<line id=\"right-margin-Black-S\" x1=\"80\" y1=\"0\" x2=\"80\" y2=\"120\"/>", with: "")
    assertGlyphError(noRight, at: "<g id=\"Black-S\"", mentioning: ["right-margin-Black-S"])
    let noLeft = Support.outline([Support.bar(width: 4)]).replacingOccurrences(
      of: "<line id=\"left-margin-Regular-S\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"120\"/>", with: "")
    assertGlyphError(noLeft, at: "<g id=\"Regular-S\"", mentioning: ["left-margin-Regular-S"])
    let crossed = Support.regularOnly([Support.bar(width: 4)]).replacingOccurrences(
      of: "<line id=\"right-margin-Regular-S\" x1=\"80\"",
      with: "<line id=\"right-margin-Regular-S\" x1=\"-5\"")
    assertGlyphError(crossed, at: "<line id=\"right-margin-Regular-S\"", mentioning: ["larger x"])
  }

  func testDuplicateGuide() {
    let guides =
      Support.guides(masters: ["Regular-S"]) + [
        "<line id=\"Baseline-S\" x1=\"0\" y1=\"99\" x2=\"1\" y2=\"99\"/>"
      ]
    assertGlyphError(
      Support.regularOnly([Support.bar(width: 4)], guides: guides),
      at: "<line id=\"Baseline-S\" x1=\"0\" y1=\"99\"",
      mentioning: ["given twice"])
  }

  func testMastersMustShareCommands() {
    let elements = [Support.bar(width: 4), "<path d=\"M0 0 L10 0 L10 10 Z\"/>"]
    let black = [Support.bar(width: 20), "<path id=\"odd\" d=\"M0 0 L10 0 Q10 10 0 10 Z\"/>"]
    assertGlyphError(
      Support.outline(elements, black: black), at: "<path id=\"odd\"",
      mentioning: ["element 2 (<path>) of Black-S", "path command 3", "found quad", "Ultralight-S has line"])
    let shorter = [Support.bar(width: 20), "<path id=\"odd\" d=\"M0 0 L10 0 Z\"/>"]
    assertGlyphError(
      Support.outline(elements, black: shorter), at: "<path id=\"odd\"",
      mentioning: ["path command 3", "found close"])
  }

  func testMastersMustShareElementCount() {
    let black = [Support.bar(width: 20), "<circle id=\"extra\" cx=\"5\" cy=\"5\" r=\"5\"/>"]
    assertGlyphError(
      Support.outline([Support.bar(width: 4)], black: black), at: "<circle id=\"extra\"",
      mentioning: ["Black-S has 2 elements but Ultralight-S has 1"])
  }

  func testStrokeOnlyShapeInAMultiMasterFile() {
    let stroked = "<path id=\"line\" d=\"M0 50 H60\" fill=\"none\" stroke=\"black\" stroke-width=\"4\"/>"
    assertGlyphError(
      Support.outline([Support.bar(width: 4), stroked]), at: "<path id=\"line\"",
      mentioning: ["stroke-only <path>", "Ultralight-S, Regular-S, Black-S", "filled shapes"])
  }

  func testUnknownHierarchyLevel() {
    let text = Support.regularOnly([
      Support.bar(width: 4), "<path class=\"hierarchical-0:quaternary\" d=\"M0 0 H1 V1 Z\"/>",
    ])
    assertGlyphError(
      text, at: "<path class=\"hierarchical-0", mentioning: ["quaternary", "primary, secondary, tertiary"])
  }

  func testIndicesHaveNoGaps() {
    let text = Support.regularOnly([
      "<path class=\"hierarchical-0:primary\" d=\"M0 0 H1 V1 Z\"/>",
      "<path class=\"hierarchical-2:secondary\" d=\"M0 0 H1 V1 Z\"/>",
    ])
    assertGlyphError(
      text, at: "<path class=\"hierarchical-2", mentioning: ["skips hierarchical index 1", "no gaps"])
    let monochrome = Support.regularOnly(["<path class=\"monochrome-1\" d=\"M0 0 H1 V1 Z\"/>"])
    assertGlyphError(monochrome, at: "<path class=\"monochrome-1", mentioning: ["skips monochrome index 0"])
  }

  func testUnknownMulticolorColour() {
    let text = Support.regularOnly(["<path class=\"multicolor-0:blurple\" d=\"M0 0 H1 V1 Z\"/>"])
    assertGlyphError(
      text, at: "<path class=\"multicolor", mentioning: ["blurple", MulticolorPaint.acceptedSyntax])
  }

  /// A miter limit is a decimal number of 1 or more: hexadecimal and `inf`, which Swift's
  /// Double(_:) reads (an infinite limit mitres every corner), are refused.
  func testMiterLimitsAreDecimalAndFinite() throws {
    func line(_ limit: String) -> String {
      "<path d=\"M10 40 L40 60 L70 40\" fill=\"none\" stroke=\"black\" stroke-width=\"4\" stroke-miterlimit=\"\(limit)\"/>"
    }
    for limit in ["0x10", "inf", "nan", "0.5"] {
      assertGlyphError(
        Support.regularOnly([line(limit)]), at: "<path",
        mentioning: ["stroke-miterlimit: \(limit)", "1 or more"])
    }
    XCTAssertNoThrow(
      try SymbolTemplateReader.readGlyph(Support.regularOnly([line("16")]), file: "ok.svg", name: "ok"))
  }

  func testVariableThresholds() {
    let outOfRange = Support.regularOnly([
      "<path style=\"-sfsymbols-variable-threshold: 1.5\" d=\"M0 0 H1 V1 Z\"/>"
    ])
    assertGlyphError(outOfRange, at: "<path style", mentioning: ["1.5", "auto or a number in 0...1"])
    // Swift's Double(_:) reads hexadecimal; a CSS number is decimal only.
    let hexadecimal = Support.regularOnly([
      "<path style=\"-sfsymbols-variable-threshold: 0x0.8p0\" d=\"M0 0 H1 V1 Z\"/>"
    ])
    assertGlyphError(hexadecimal, at: "<path style", mentioning: ["0x0.8p0", "written in decimal"])
    let decreasing = Support.regularOnly(
      [
        "<path class=\"hierarchical-0:primary\" d=\"M0 0 H1 V1 Z\"/>",
        "<path class=\"hierarchical-1:secondary\" d=\"M0 0 H1 V1 Z\"/>",
      ],
      style: ".hierarchical-0\\:primary { -sfsymbols-variable-threshold: 0.6 }"
        + " .hierarchical-1:secondary { -sfsymbols-variable-threshold: 0.4 }")
    assertGlyphError(
      decreasing, at: "<path class=\"hierarchical-1",
      mentioning: ["0.4 of layer 1", "0.6 of layer 0", "increase"])
    // `auto` counts as the engine's value: after 0.9, the third of three layers' auto (0.68)
    // would light first. The lint reports the same rule.
    let afterAuto = Support.regularOnly(
      [
        "<path class=\"hierarchical-0:primary\" d=\"M0 0 H1 V1 Z\"/>",
        "<path class=\"hierarchical-1:secondary\" d=\"M0 0 H1 V1 Z\"/>",
        "<path class=\"hierarchical-2:secondary\" d=\"M0 0 H1 V1 Z\"/>",
      ],
      style: ".hierarchical-0\\:primary { -sfsymbols-variable-threshold: auto }"
        + " .hierarchical-1\\:secondary { -sfsymbols-variable-threshold: 0.9 }"
        + " .hierarchical-2\\:secondary { -sfsymbols-variable-threshold: auto }")
    assertGlyphError(
      afterAuto, at: "<path class=\"hierarchical-2",
      mentioning: ["0.68 of layer 2", "0.9 of layer 1", "auto"])
  }

  func testClearBehindIsTrueOrFalse() {
    let text = Support.regularOnly(["<path style=\"-sfsymbols-clear-behind: yes\" d=\"M0 0 H1 V1 Z\"/>"])
    assertGlyphError(text, at: "<path style", mentioning: ["yes", "true or false"])
  }

  func testMalformedPathDataAndTransform() {
    let path = Support.regularOnly(["<path id=\"typo\" d=\"M0 0 L10 x\"/>"])
    assertGlyphError(path, at: "<path id=\"typo\"", mentioning: ["d of <path>"])
    let transform = Support.regularOnly(["<path id=\"t\" transform=\"twist(3)\" d=\"M0 0 H1 V1 Z\"/>"])
    assertGlyphError(transform, at: "<path id=\"t\"", mentioning: ["twist", "matrix, translate"])
    let cap = Support.regularOnly([
      "<path id=\"c\" d=\"M0 0 H9\" fill=\"none\" stroke=\"red\" stroke-linecap=\"pointy\"/>"
    ])
    assertGlyphError(cap, at: "<path id=\"c\"", mentioning: ["pointy", "butt, round or square"])
  }

  func testMastersMustAgreeOnAnnotations() throws {
    let elements = ["<path class=\"hierarchical-0:primary\" d=\"M0 0 H1 V1 Z\"/>"]
    let black = ["<path id=\"b\" class=\"hierarchical-0:secondary\" d=\"M0 0 H1 V1 Z\"/>"]
    assertGlyphError(
      Support.outline(elements, black: black), at: "<path id=\"b\"",
      mentioning: ["hierarchical-0:secondary", "hierarchical-0:primary", "Ultralight-S"])
    // Classes written on one master only apply to all.
    let bare = ["<path d=\"M0 0 H1 V1 Z\"/>"]
    let annotated = ["<path class=\"hierarchical-0:tertiary\" d=\"M0 0 H1 V1 Z\"/>"]
    let glyph = try SymbolTemplateReader.readGlyph(
      Support.outline(bare, black: annotated), file: "a.svg", name: "a")
    XCTAssertEqual(glyph.layers.first?.level, .tertiary)
  }

  func testLayerMembersMustAgree() {
    let text = Support.regularOnly([
      "<path class=\"hierarchical-0:primary\" d=\"M0 0 H1 V1 Z\"/>",
      "<path class=\"hierarchical-0:secondary\" d=\"M0 0 H1 V1 Z\"/>",
    ])
    assertGlyphError(
      text, at: "<path class=\"hierarchical-0:secondary", mentioning: ["hierarchy level", "same layer"])
  }
}
