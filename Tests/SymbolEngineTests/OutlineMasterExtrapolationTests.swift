import Foundation
import SymbolCatalog
import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// Outline masters are extrapolated beyond Ultralight along the line through the end
/// masters' estimated stems. Where that line does not describe the outlines it must not
/// carry them far from anything drawn: a ring whose estimated stems barely differed was
/// drawn 10¹³ points wide, with that stem.
final class OutlineMasterExtrapolationTests: XCTestCase {
  /// A ring whose outer edge is serrated (1,000 teeth of 0.3 units) and whose inner edge
  /// gives the weight: the teeth's chords are the most frequent span at every weight, so
  /// the estimated stems are a sliver apart while the masters' rings are 2.5 to 14 units
  /// wide. Asking for a stem below Ultralight's gave a fraction of millions along the end
  /// pair and a drawing 10¹³ points wide; now the weight with the thinnest stem is drawn as
  /// it is, within the serrated edge every master shares.
  func testARingWhoseStemsBarelyDifferIsDrawnWithinItsMasters() throws {
    func ring(width: Double) -> String {
      let (count, radius) = (1000, 30.0)
      func point(_ k: Int, _ r: Double, _ turn: Double) -> String {
        let angle = turn * 2 * Double.pi * Double(k) / Double(count)
        return String(format: "%.4f %.4f", 70 + r * cos(angle), 55 + r * sin(angle))
      }
      let outer = (0..<count).map { point($0, radius + ($0 % 2 == 1 ? 0.3 : 0), 1) }
      let inner = (0..<count).map { point($0, radius - width, -1) }
      return "M" + outer.joined(separator: " L") + " Z M" + inner.joined(separator: " L") + " Z"
    }
    let template = OutlineMasterFixture.template(
      ultralight: ring(width: 2.5), regular: ring(width: 7), black: ring(width: 14))
    let drawn = try OutlineMasterFixture.image(template, weight: .ultralight, fontStem: 1)
    let master = try OutlineMasterFixture.image(template, weight: .ultralight)
    let (drawnBox, masterBox) = (
      try OutlineMasterFixture.drawnBounds(drawn), try OutlineMasterFixture.drawnBounds(master)
    )
    for (a, b) in [(drawnBox.minX, masterBox.minX), (drawnBox.maxX, masterBox.maxX)] {
      XCTAssertEqual(a, b, accuracy: 1e-9)
    }
    for (a, b) in [(drawnBox.minY, masterBox.minY), (drawnBox.maxY, masterBox.maxY)] {
      XCTAssertEqual(a, b, accuracy: 1e-9)
    }
    XCTAssertLessThan(drawn.metrics.strokeWidth, 1, "the teeth's chords, in points")
  }

  /// A bar whose width barely grows with weight (3, 3.03 and 3.06 units), so that the stem
  /// is the bar's, beside a square that grows from 10 to 60 units: halving the stem along
  /// that pair took the square 75 times its growth past Ultralight, 1,800 units. The square
  /// moves hundreds of times as far as the stem changes, so the weight with the thinnest
  /// stem, Ultralight, is drawn as it is.
  func testAPairWhoseDrawingMovesFarMoreThanItsStemIsNotExtrapolated() throws {
    func drawing(bar: Double, square: Double) -> String {
      "M15 20 L\(15 + bar) 20 L\(15 + bar) 80 L15 80 Z M30 \(80 - square) L\(30 + square) \(80 - square) "
        + "L\(30 + square) 80 L30 80 Z"
    }
    let template = OutlineMasterFixture.template(
      ultralight: drawing(bar: 3, square: 10), regular: drawing(bar: 3.03, square: 35),
      black: drawing(bar: 3.06, square: 60))
    let master = try OutlineMasterFixture.image(template, weight: .ultralight)
    let drawn = try OutlineMasterFixture.image(template, weight: .ultralight, fontStem: 1)
    XCTAssertEqual(drawn.drawing.steps.map(\.path), master.drawing.steps.map(\.path))
    XCTAssertEqual(drawn.metrics.strokeWidth, master.metrics.strokeWidth, accuracy: 1e-12)
  }

  /// The same at the heavy end: a `plus` whose Black bars are 0.1 units thicker than
  /// Regular's (7.1 against 7) while its arms are 2 units longer was drawn more than twice
  /// as wide as its Black master for a heavy font; it is now drawn as its Black master.
  func testAHeavyFontDrawsBlackWhenBlackBarelyThickens() throws {
    func plus(bar: Double, arm: Double) -> String {
      let (cx, cy, h) = (70.0, 55.0, bar / 2)
      return "M\(cx - h) \(cy - arm) L\(cx + h) \(cy - arm) L\(cx + h) \(cy - h) L\(cx + arm) \(cy - h) "
        + "L\(cx + arm) \(cy + h) L\(cx + h) \(cy + h) L\(cx + h) \(cy + arm) L\(cx - h) \(cy + arm) "
        + "L\(cx - h) \(cy + h) L\(cx - arm) \(cy + h) L\(cx - arm) \(cy - h) L\(cx - h) \(cy - h) Z"
    }
    let template = OutlineMasterFixture.template(
      ultralight: plus(bar: 2.5, arm: 26), regular: plus(bar: 7, arm: 27), black: plus(bar: 7.1, arm: 29))
    let master = try OutlineMasterFixture.image(template, weight: .black)
    let drawn = try OutlineMasterFixture.image(template, weight: .regular, fontStem: 800)
    XCTAssertEqual(drawn.drawing.steps.map(\.path), master.drawing.steps.map(\.path))
    XCTAssertEqual(
      try OutlineMasterFixture.drawnBounds(drawn).width, try OutlineMasterFixture.drawnBounds(master).width,
      accuracy: 1e-9)
  }

  /// A pair that does behave as a weight axis is still extrapolated: bars 10, 14 and 20
  /// units wide and 100 tall give a thinner bar than Ultralight's for a light font and a
  /// thicker one than Black's for a heavy font.
  func testAPairThatThickensAsItMovesIsExtrapolated() throws {
    func bar(_ width: Double) -> String { "M60 5 L\(60 + width) 5 L\(60 + width) 105 L60 105 Z" }
    let template = OutlineMasterFixture.template(ultralight: bar(10), regular: bar(14), black: bar(20))
    let ultralight = try OutlineMasterFixture.image(template, weight: .ultralight)
    let light = try OutlineMasterFixture.image(template, weight: .ultralight, fontStem: 1)
    XCTAssertLessThan(
      try OutlineMasterFixture.drawnBounds(light).width,
      0.5 * (try OutlineMasterFixture.drawnBounds(ultralight).width))
    XCTAssertLessThan(light.metrics.strokeWidth, 0.5 * ultralight.metrics.strokeWidth)
    let black = try OutlineMasterFixture.image(template, weight: .black)
    let heavy = try OutlineMasterFixture.image(template, weight: .black, fontStem: 800)
    XCTAssertGreaterThan(
      try OutlineMasterFixture.drawnBounds(heavy).width,
      1.5 * (try OutlineMasterFixture.drawnBounds(black).width))
    XCTAssertGreaterThan(heavy.metrics.strokeWidth, 1.5 * black.metrics.strokeWidth)
  }
}
