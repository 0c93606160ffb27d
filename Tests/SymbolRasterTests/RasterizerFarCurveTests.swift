import Foundation
import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// Curves whose control points lie far outside the target are halved until their pieces
/// either miss it or are at its scale (`EdgeBuilder.addClippedCubic`), so that where they
/// cross the target they are flattened as finely as any other curve.
@Suite struct RasterizerFarCurveTests {
  /// The documented bound of the default tolerance: √2/20 of a pixel per edge, in levels.
  static let defaultBound = 255 * 2.0.squareRoot() / 20

  /// Found by a randomized campaign: controls 10⁵ px away, a 62×70 target. Flattened whole
  /// within the target's segment cap, it was 217 levels off at (2, 47).
  @Test(arguments: FillRule.allCases)
  func aCurveReachingFarOutsideIsFlattenedAtTheTargetsScale(rule: FillRule) throws {
    let path = try SVGPathParser.parse("M5 49 C-855 9 -2307 -239019 36 43 Z")
    for (tolerance, bound) in [(1.0 / 20, Self.defaultBound), (1.0 / 256, 2.0)] {
      let worst = try RasterizerDifferentialTests.worstDifference(
        path, rule, width: 62, height: 70, Rasterizer(tolerance: tolerance))
      #expect(worst <= bound, "tolerance \(tolerance): \(worst) levels")
    }
  }

  /// Seeded random cubics and quadratics between points of a 40×50 target, with control
  /// points 100 to 20,000 px away in any direction (far enough for the halving, near
  /// enough for the reference to flatten finely), each closed through a third point.
  @Test(arguments: FillRule.allCases)
  func randomFarCurvesStayWithinTheDefaultBound(rule: FillRule) throws {
    var rng = SplitMix64(seed: 0xFA2C_0001 &+ (rule == .evenOdd ? 1 : 0))
    let rasterizer = try Rasterizer()
    func inside() -> Point {
      Point(Double.random(in: 0...40, using: &rng), Double.random(in: 0...50, using: &rng))
    }
    func far(from p: Point) -> Point {
      let distance = pow(10, Double.random(in: 2...4.3, using: &rng))
      let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
      return Point(p.x + distance * cos(angle), p.y + distance * sin(angle))
    }
    for round in 0..<48 {
      let (start, end, third) = (inside(), inside(), inside())
      var b = PathBuilder()
      b.move(to: start)
      if round % 3 == 0 {
        b.quad(to: end, control: far(from: start))
      } else {
        b.cubic(to: end, control1: far(from: start), control2: round % 3 == 1 ? far(from: end) : inside())
      }
      b.line(to: third)
      b.close()
      let worst = try RasterizerDifferentialTests.worstDifference(
        b.path, rule, width: 40, height: 50, rasterizer)
      #expect(worst <= Self.defaultBound, "round \(round): \(SVGPathWriter.write(b.path)): \(worst) levels")
    }
  }
}
