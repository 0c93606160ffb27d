import SymbolCatalog
import SymbolGeometry
import XCTest

/// Master interpolation, the stem estimator and weight matching.
final class TemplateInterpolationTests: XCTestCase {
  private func outlineGlyph() throws -> SymbolGlyph {
    try SymbolTemplateReader.readGlyph(
      TemplateTestSupport.fixture("compact-outline"), file: "bar.svg", name: "bar")
  }

  /// The compact outline fixture draws a bar from x = 30 to 34 / 40 / 50 and a disc of
  /// radius 5 / 8 / 12 centred at (60, −35) in Ultralight / Regular / Black, with right
  /// margins 80 / 82 / 86; each expectation below is interpolated by hand.
  func testInterpolatesPiecewiseLinearlyInWeight() throws {
    let glyph = try outlineGlyph()
    let cases: [(weight: Double, barRight: Double, radius: Double, rightMargin: Double)] = [
      (100, 34, 5, 80),
      (250, 37, 6.5, 81),  // halfway from Ultralight (100) to Regular (400)
      (400, 40, 8, 82),
      (650, 45, 10, 84),  // halfway from Regular (400) to Black (900)
      (900, 50, 12, 86),
    ]
    for (value, barRight, radius, rightMargin) in cases {
      let weight = try XCTUnwrap(SymbolWeight(value: value))
      let single = glyph.interpolated(weight: weight, scale: .small)
      XCTAssertEqual(single.masters.count, 1)
      let master = try XCTUnwrap(single.masters.first)
      XCTAssertEqual(master.weight, weight)
      XCTAssertEqual(master.scale, .small)
      XCTAssertEqual(master.guides.rightMargin, rightMargin, accuracy: 1e-9, "weight \(value)")
      XCTAssertEqual(master.guides.capHeight, 70, accuracy: 1e-9)
      let shapes = single.layers.flatMap(\.shapes)
      XCTAssertEqual(shapes.map(\.paths.count), [1, 1])
      let bar = shapes[0].paths[0]
      XCTAssertEqual(bar.verbs, [.move, .line, .line, .line, .close])
      let expected = [Point(30, -70), Point(barRight, -70), Point(barRight, 0), Point(30, 0)]
      for (point, wanted) in zip(bar.points, expected) { assertPoint(point, wanted) }
      // The circle starts at its right-most point.
      assertPoint(shapes[1].paths[0].points.first, Point(60 + radius, -35))
      let bounds = try XCTUnwrap(shapes[1].paths[0].bounds)
      XCTAssertEqual(bounds.width, 2 * radius, accuracy: 1e-9, "weight \(value)")
    }
  }

  func testUsesTheNearestDrawnScale() throws {
    let glyph = try outlineGlyph()
    for scale in SymbolScale.allCases {
      let single = glyph.interpolated(weight: .regular, scale: scale)
      XCTAssertEqual(single.masters.map(\.scale), [.small], "requested \(scale)")
    }
    let master = SymbolMaster(
      weight: .regular, scale: .small, guides: SymbolGuides(capHeight: 70, leftMargin: 0, rightMargin: 80))
    func shape(_ xs: [Double]) -> SymbolShape {
      SymbolShape(
        paths: xs.map { Path([.move(Point($0, 0)), .line(Point($0, -10)), .close]) },
        style: .fill(evenOdd: false),
        location: SourceLocation(file: "t"))
    }
    var medium = master
    medium.scale = .medium
    var large = master
    large.scale = .large
    let glyphSL = SymbolGlyph(
      name: "t", design: .outlineMasters, masters: [master, large],
      layers: [SymbolLayer(index: 0, shapes: [shape([1, 3])])], hasHierarchicalAnnotations: false,
      hasMulticolorAnnotations: false, source: SourceLocation(file: "t"))
    // Medium is as near to small as to large: small is preferred after medium.
    XCTAssertEqual(glyphSL.interpolated(weight: .regular, scale: .medium).masters.map(\.scale), [.small])
    XCTAssertEqual(
      glyphSL.interpolated(weight: .regular, scale: .medium).layers[0].shapes[0].paths, [shape([1]).paths[0]])
    XCTAssertEqual(glyphSL.interpolated(weight: .regular, scale: .large).masters.map(\.scale), [.large])
    let glyphML = SymbolGlyph(
      name: "t", design: .outlineMasters, masters: [medium, large],
      layers: [SymbolLayer(index: 0, shapes: [shape([1, 3])])], hasHierarchicalAnnotations: false,
      hasMulticolorAnnotations: false, source: SourceLocation(file: "t"))
    XCTAssertEqual(glyphML.interpolated(weight: .black, scale: .small).masters.map(\.scale), [.medium])
  }

  func testCenterlineDesignsAreReturnedUnchanged() throws {
    let glyph = try SymbolTemplateReader.readGlyph(
      TemplateTestSupport.fixture("compact-centerline"), file: "plus.svg", name: "plus")
    let heavy = glyph.interpolated(weight: .black, scale: .large)
    XCTAssertEqual(heavy.masters, glyph.masters)
    XCTAssertEqual(heavy.layers, glyph.layers)
    XCTAssertEqual(heavy.estimatedStemWidth(), 6.2)
    XCTAssertEqual(try XCTUnwrap(glyph.stemWidth(at: .black, scale: .small)), 12.4, accuracy: 1e-9)
    let matched = try XCTUnwrap(
      glyph.weight(matchingStemWidth: 6.2 * SymbolWeight.bold.strokeRatio, scale: .small))
    XCTAssertEqual(matched.value, 700, accuracy: 0.01)
  }

  func testStemEstimateOfALongBarIsItsWidth() {
    let bar = Self.glyph(
      [
        Path([
          .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, -1000)), .line(Point(0, -1000)), .close,
        ])
      ])
    let stem = bar.estimatedStemWidth() ?? 0
    XCTAssertEqual(stem, 10, accuracy: 0.05)
  }

  func testStemEstimateOfARingIsOuterMinusInnerRadius() {
    // Both circles run the same way, so the hole comes from nesting, not from direction.
    var builder = PathBuilder()
    builder.circle(center: Point(50, -50), radius: 30)
    builder.circle(center: Point(50, -50), radius: 20)
    let ring = Self.glyph([builder.path], evenOdd: true)
    XCTAssertEqual(ring.estimatedStemWidth() ?? 0, 10, accuracy: 0.1)
    // Two bars count together: their common stem, not the sum.
    let square = { (x: Double) in
      Path([
        .move(Point(x, 0)), .line(Point(x + 4, 0)), .line(Point(x + 4, -4000)), .line(Point(x, -4000)),
        .close,
      ])
    }
    XCTAssertEqual(Self.glyph([square(0), square(100)]).estimatedStemWidth() ?? 0, 4, accuracy: 0.01)
    XCTAssertNil(Self.glyph([Path()]).estimatedStemWidth())
  }

  func testWeightMatchingFindsTheInterpolatedStem() throws {
    let glyph = try outlineGlyph()
    let stems = try [100.0, 400, 650, 900].map { value in
      try XCTUnwrap(glyph.stemWidth(at: try XCTUnwrap(SymbolWeight(value: value)), scale: .small))
    }
    XCTAssertEqual(stems, stems.sorted(), "the stem grows with the weight")
    let target = try XCTUnwrap(glyph.stemWidth(at: try XCTUnwrap(SymbolWeight(value: 650)), scale: .small))
    let matched = try XCTUnwrap(glyph.weight(matchingStemWidth: target, scale: .small))
    // Stems are measured at the masters and inverted linearly, so the round trip is close,
    // not exact.
    XCTAssertEqual(matched.value, 650, accuracy: 5)
    XCTAssertEqual(glyph.weight(matchingStemWidth: stems[0] / 2, scale: .small), .ultralight)
    XCTAssertEqual(glyph.weight(matchingStemWidth: stems[3] * 2, scale: .small), .black)
    XCTAssertNil(glyph.weight(matchingStemWidth: .nan, scale: .small))
  }

  /// Where weights share a stem, the match is the weight nearest to the one preferred, or
  /// without one the lightest; past every stem, the heaviest of those with the thickest.
  func testWeightsSharingAStemGiveTheNearestToThePreferredOne() throws {
    // A bar 20 units tall, 4 / 10 / 200 wide at Ultralight / Regular / Black: from weight
    // 500 on (48 wide), it is more than twice as wide as tall and its stem stays 20. (In
    // between, from 10 to 40 wide, it is a block with no stem; no named weight falls there.)
    let bar = { (width: Double) in
      Path([
        .move(Point(0, 0)), .line(Point(width, 0)), .line(Point(width, -20)), .line(Point(0, -20)), .close,
      ])
    }
    var glyph = Self.glyph([bar(10)])
    glyph.masters = [
      SymbolMaster(weight: .ultralight, scale: .medium, guides: glyph.masters[0].guides), glyph.masters[0],
      SymbolMaster(weight: .black, scale: .medium, guides: glyph.masters[0].guides),
    ]
    glyph.layers[0].shapes[0].paths = [bar(4), bar(10), bar(200)]
    let stem = try XCTUnwrap(glyph.stemWidth(at: .black, scale: .medium))
    XCTAssertEqual(stem, 20, accuracy: 0.05)
    let weight = { (preferred: Double?) in
      glyph.weight(
        matchingStemWidth: stem, scale: .medium, preferring: preferred.flatMap(SymbolWeight.init(value:)))?
        .value
    }
    XCTAssertEqual(try XCTUnwrap(weight(650)), 650, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(weight(900)), 900, accuracy: 1e-9)
    // Below the shared range the nearest is where it starts; without a preference, too.
    XCTAssertEqual(try XCTUnwrap(weight(300)), 500, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(weight(nil)), 500, accuracy: 1)
    XCTAssertEqual(glyph.weight(matchingStemWidth: stem * 2, scale: .medium, preferring: .regular), .black)
    XCTAssertEqual(glyph.weight(matchingStemWidth: 1, scale: .medium, preferring: .black), .ultralight)
  }

  private static func glyph(_ paths: [Path], evenOdd: Bool = false) -> SymbolGlyph {
    let location = SourceLocation(file: "test")
    let shapes = paths.map { SymbolShape(paths: [$0], style: .fill(evenOdd: evenOdd), location: location) }
    return SymbolGlyph(
      name: "test", design: .outlineMasters,
      masters: [
        SymbolMaster(
          weight: .regular, scale: .medium,
          guides: SymbolGuides(capHeight: 70, leftMargin: 0, rightMargin: 80))
      ],
      layers: [SymbolLayer(index: 0, shapes: shapes)], hasHierarchicalAnnotations: false,
      hasMulticolorAnnotations: false, source: location)
  }
}
