import SymbolCatalog
import SymbolGeometry
import XCTest

@testable import SymbolEngine

/// Outline masters of solid shapes have no stem (`StemEstimator`), so nothing is matched:
/// the weight picks the masters' drawing and the scale sizes it (DESIGN.md, "Scales"). A
/// disc's "stem" was its diameter, so matching it to the weight's stem undid every scale,
/// and a font's stem shrank it to a dot.
final class OutlineMasterSolidShapeTests: XCTestCase {
  private static func disc(radius r: Double) -> String {
    "M\(70 - r) 55 A\(r) \(r) 0 1 0 \(70 + r) 55 A\(r) \(r) 0 1 0 \(70 - r) 55 Z"
  }
  private static let discs = OutlineMasterFixture.template(
    ultralight: disc(radius: 24), regular: disc(radius: 33), black: disc(radius: 42))
  private static let triangles = OutlineMasterFixture.template(
    ultralight: "M40 31 L88 55 L40 79 Z", regular: "M40 22 L106 55 L40 88 Z", black: "M40 13 L124 55 L40 97 Z"
  )

  private func height(
    _ template: String, weight: SymbolWeight, scale: SymbolScale, fontStem: Double? = nil
  )
    throws -> Double
  {
    let image = try OutlineMasterFixture.image(template, weight: weight, scale: scale, fontStem: fontStem)
    XCTAssertEqual(image.metrics.strokeWidth, 0, "a solid shape reports no stroke")
    return try OutlineMasterFixture.drawnBounds(image).height
  }

  func testTheScaleSizesASolidShape() throws {
    for template in [Self.discs, Self.triangles] {
      for weight in [SymbolWeight.ultralight, .regular, .black] {
        let small = try height(template, weight: weight, scale: .small)
        let medium = try height(template, weight: weight, scale: .medium)
        let large = try height(template, weight: weight, scale: .large)
        XCTAssertEqual(medium / small, SymbolScale.medium.factor / SymbolScale.small.factor, accuracy: 1e-9)
        XCTAssertEqual(large / small, SymbolScale.large.factor / SymbolScale.small.factor, accuracy: 1e-9)
      }
    }
  }

  func testTheWeightPicksTheDrawingAndAFontStemDoesNotResizeIt() throws {
    for template in [Self.discs, Self.triangles] {
      let regular = try height(template, weight: .regular, scale: .small)
      XCTAssertLessThan(try height(template, weight: .ultralight, scale: .small), regular)
      XCTAssertGreaterThan(try height(template, weight: .black, scale: .small), regular)
      for fontStem in [20.0, 90, 300] {
        XCTAssertEqual(try height(template, weight: .regular, scale: .small, fontStem: fontStem), regular)
      }
    }
  }
}
