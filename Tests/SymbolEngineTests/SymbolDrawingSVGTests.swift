import SymbolGeometry
import SymbolSVG
import XCTest

@testable import SymbolEngine

/// The structure of `SymbolSVGWriter`'s documents: size, paths, layer groups and masks.
final class SymbolDrawingSVGTests: XCTestCase {
  private func parse(_ drawing: SymbolDrawing, scale: Double = 1) throws -> XMLElement {
    try XMLParser.parse(try SymbolSVGWriter.svg(for: drawing, scale: scale))
  }

  private func groups(_ element: XMLElement) -> [XMLElement] {
    element.childElements.filter { $0.name == "g" }
  }

  func testRootIsSizedByScaleWithAViewBoxInPoints() throws {
    let root = try parse(DrawingFixtures.knockouts, scale: 2.5)
    XCTAssertEqual(root.name, "svg")
    XCTAssertEqual(root.attribute("xmlns"), "http://www.w3.org/2000/svg")
    // No SVG 1.1 claim: the layers' data-layer attributes are SVG 2.
    XCTAssertNil(root.attribute("version"))
    XCTAssertEqual(root.attribute("width"), "80")
    XCTAssertEqual(root.attribute("height"), "60")
    XCTAssertEqual(root.attribute("viewBox"), "0 0 32 24")
  }

  func testFillsArePathsGroupedByLayerRuns() throws {
    let root = try parse(DrawingFixtures.layered)
    let layers = groups(root)
    XCTAssertEqual(layers.map { $0.attribute("class") }, ["layer-0", "layer-1", "layer-none"])
    XCTAssertEqual(layers.map { $0.attribute("data-layer") }, ["0", "1", nil])
    XCTAssertEqual(layers.map { $0.childElements.count }, [1, 2, 1])
    let frame = try XCTUnwrap(layers.first?.childElements.first)
    XCTAssertEqual(frame.name, "path")
    XCTAssertEqual(frame.attribute("d"), DrawingFixtures.layered.steps[0].path.svgPathData(precision: 4))
    XCTAssertEqual(frame.attribute("fill"), "#143cc8")
    XCTAssertEqual(frame.attribute("fill-opacity"), "1")
    XCTAssertEqual(frame.attribute("fill-rule"), "evenodd")
    let translucent = layers[1].childElements
    XCTAssertEqual(translucent.map { $0.attribute("fill-opacity") }, ["0.6", "0.6275"], "alpha 200 × 0.8")
    XCTAssertEqual(translucent.map { $0.attribute("fill") }, ["#ff0000", "#1eaa3c"])
    XCTAssertEqual(translucent.map { $0.attribute("fill-rule") }, ["nonzero", "nonzero"])
  }

  func testEachClearMasksEverythingDrawnBeforeIt() throws {
    let root = try parse(DrawingFixtures.knockouts)
    let masks = try XCTUnwrap(root.childElements.first { $0.name == "defs" }).childElements
    // Counted in document order, each id ends in the document's digest.
    let ids = masks.compactMap { $0.attribute("id") }
    let digest = try XCTUnwrap(ids.first.flatMap { $0.split(separator: "-").last })
    XCTAssertEqual(digest.count, 16)
    XCTAssertEqual(ids, ["clear-1-\(digest)", "clear-2-\(digest)", "clear-3-\(digest)"])
    for mask in masks {
      XCTAssertEqual(mask.name, "mask")
      XCTAssertEqual(mask.attribute("maskUnits"), "userSpaceOnUse")
      XCTAssertEqual(
        [mask.attribute("x"), mask.attribute("y"), mask.attribute("width"), mask.attribute("height")],
        ["0", "0", "32", "24"])
      let (rect, path) = (mask.childElements[0], mask.childElements[1])
      XCTAssertEqual(rect.name, "rect")
      XCTAssertEqual(rect.attribute("fill"), "#ffffff")
      XCTAssertEqual(rect.attribute("width"), "32")
      XCTAssertEqual(path.attribute("fill"), "#000000")
    }
    XCTAssertEqual(
      masks.map { $0.childElements[1].attribute("fill-rule") }, ["nonzero", "evenodd", "nonzero"])

    // Body: clear-3 wraps (clear-2 wraps (clear-1 wraps layer 0) + red) + green; then layer 2.
    let top = groups(root)
    XCTAssertEqual(
      top.map { $0.attribute("mask") ?? $0.attribute("class") }, ["url(#clear-3-\(digest))", "layer-2"])
    let third = groups(top[0])
    XCTAssertEqual(
      third.map { $0.attribute("mask") ?? $0.attribute("class") }, ["url(#clear-2-\(digest))", "layer-1"])
    let second = groups(third[0])
    XCTAssertEqual(
      second.map { $0.attribute("mask") ?? $0.attribute("class") }, ["url(#clear-1-\(digest))", "layer-1"])
    let first = groups(second[0])
    XCTAssertEqual(first.map { $0.attribute("class") }, ["layer-0"])
    XCTAssertEqual(first[0].childElements.count, 1)
  }

  /// Ids are global to an HTML page: two symbols' SVGs inlined in one page, each with its
  /// mask numbered `clear-1`, gave the second symbol the first one's knockout (Chromium drew
  /// `checkmark.circle.fill` with `multiply.circle.fill`'s cross for a hole). Different
  /// drawings now name different masks, and equal drawings the same ones.
  func testMaskIdsDifferBetweenDrawingsSoInlinedSVGsDoNotShareMasks() throws {
    func maskIDs(_ drawing: SymbolDrawing) throws -> Set<String> {
      let defs = try XCTUnwrap(try parse(drawing).childElements.first { $0.name == "defs" })
      return Set(defs.childElements.compactMap { $0.attribute("id") })
    }
    let knockouts = try maskIDs(DrawingFixtures.knockouts)
    XCTAssertEqual(knockouts.count, 3)
    XCTAssertEqual(try maskIDs(DrawingFixtures.knockouts), knockouts)
    var moved = DrawingFixtures.knockouts
    moved.steps[moved.steps.count - 1].path = DrawingFixtures.rect(0, 0, 1, 1)
    let other = try maskIDs(moved)
    XCTAssertEqual(other.count, 3)
    XCTAssertTrue(knockouts.isDisjoint(with: other), "\(knockouts) \(other)")
    // Every reference names a mask of its own document.
    let svg = try SymbolSVGWriter.svg(for: moved)
    for id in other { XCTAssertTrue(svg.contains("mask=\"url(#\(id))\""), id) }
    XCTAssertFalse(svg.contains("\u{1}"))
  }

  func testStepsThatChangeNothingAreLeftOut() throws {
    let square = DrawingFixtures.rect(1, 1, 2, 2)
    let drawing = SymbolDrawing(
      width: 4, height: 4,
      steps: [
        SymbolDrawStep(path: square, operation: .clear),
        SymbolDrawStep(path: square, operation: .fill(.black, opacity: 0)),
        SymbolDrawStep(path: square, operation: .fill(.clear, opacity: 1)),
        SymbolDrawStep(path: Path(), operation: .fill(.black, opacity: 1)),
        SymbolDrawStep(path: square, operation: .fill(.black, opacity: 1)),
        SymbolDrawStep(path: Path(), operation: .clear),
      ])
    let svg = try SymbolSVGWriter.svg(for: drawing)
    XCTAssertFalse(svg.contains("<mask"))
    XCTAssertEqual(svg.components(separatedBy: "<path ").count - 1, 1)
  }

  func testCoordinatesAreRoundedToThePrecision() throws {
    let path = Path([.move(Point(1.234_567_89, -0.000_01)), .line(Point(2, 3)), .close])
    let drawing = SymbolDrawing(
      width: 4, height: 4, steps: [SymbolDrawStep(path: path, operation: .fill(.black, opacity: 1))])
    XCTAssertTrue(try SymbolSVGWriter.svg(for: drawing).contains("d=\"M1.2346 0 L2 3 Z\""))
    XCTAssertTrue(try SymbolSVGWriter(precision: 2).write(drawing).contains("d=\"M1.23 0 L2 3 Z\""))
  }

  /// A coarse `precision` rounds coordinates, not the view box: rounded too, it set another
  /// scale from points to pixels (at 0 decimals, 97 px over a view box of 32 pt rather than
  /// 32.333 at scale 3), so the picture shrank and shifted off the PNG's pixels.
  func testTheViewBoxKeepsTheScaleAtAnyPrecision() throws {
    let drawing = SymbolDrawing(
      width: 32.2, height: 22.5,
      steps: [SymbolDrawStep(path: DrawingFixtures.rect(1, 1, 30, 20), operation: .fill(.black, opacity: 1))])
    for precision in [0, 1, 2, 4] {
      let root = try XMLParser.parse(try SymbolSVGWriter(precision: precision).write(drawing, scale: 3))
      XCTAssertEqual(root.attribute("width"), "97")
      XCTAssertEqual(root.attribute("height"), "68")
      let box = try XCTUnwrap(root.attribute("viewBox")).split(separator: " ").compactMap { Double($0) }
      XCTAssertEqual(box.count, 4)
      XCTAssertEqual(box[2] * 3, 97, accuracy: 1e-6, "precision \(precision)")
      XCTAssertEqual(box[3] * 3, 68, accuracy: 1e-6, "precision \(precision)")
    }
  }

  func testOutputIsDeterministic() throws {
    let first = try SymbolSVGWriter.svg(for: DrawingFixtures.knockouts, scale: 2)
    XCTAssertEqual(first, try SymbolSVGWriter.svg(for: DrawingFixtures.knockouts, scale: 2))
    let rebuilt = SymbolDrawing(
      width: 32, height: 24, steps: DrawingFixtures.knockouts.steps.map { $0 })
    XCTAssertEqual(Array(first.utf8), Array(try SymbolSVGWriter.svg(for: rebuilt, scale: 2).utf8))
    XCTAssertEqual(
      try SymbolSVGWriter.svg(for: RandomDrawing.make(seed: 3)),
      try SymbolSVGWriter.svg(for: RandomDrawing.make(seed: 3)))
  }

  func testRefusesWhatTheRasterRefuses() {
    XCTAssertThrowsError(try SymbolSVGWriter.svg(for: DrawingFixtures.layered, scale: 0))
    XCTAssertThrowsError(try SymbolSVGWriter.svg(for: DrawingFixtures.layered, scale: 10_000)) { error in
      guard case .raster(.invalidSize) = error as? SymbolDrawingError else { return XCTFail("\(error)") }
    }
    let broken = SymbolDrawing(
      width: 4, height: 4,
      steps: [
        SymbolDrawStep(path: Path([.move(Point(.infinity, 0)), .line(Point(1, 1))]), operation: .clear)
      ])
    XCTAssertThrowsError(try SymbolSVGWriter.svg(for: broken)) { error in
      guard case .nonFiniteCoordinate(step: 0, _) = error as? SymbolDrawingError else {
        return XCTFail("\(error)")
      }
    }
  }
}
