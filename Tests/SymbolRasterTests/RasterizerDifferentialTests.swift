import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// The fast filler against the slow double-precision reference on seeded random paths.
@Suite struct RasterizerDifferentialTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case lines, quadratics, cubics, mixedSelfIntersecting
    var testDescription: String { rawValue }
  }

  static func randomPath(_ kind: Kind, size: Double, rng: inout SplitMix64) -> Path {
    func p() -> Point {
      Point(Double.random(in: -2...(size + 2), using: &rng), Double.random(in: -2...(size + 2), using: &rng))
    }
    var b = PathBuilder()
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      b.move(to: p())
      for _ in 0..<Int.random(in: 2...8, using: &rng) {
        let pick = kind == .mixedSelfIntersecting ? Int.random(in: 0...2, using: &rng) : 0
        switch (kind, pick) {
        case (.lines, _), (.mixedSelfIntersecting, 0): b.line(to: p())
        case (.quadratics, _), (.mixedSelfIntersecting, 1): b.quad(to: p(), control: p())
        default: b.cubic(to: p(), control1: p(), control2: p())
        }
      }
      b.close()
    }
    return b.path
  }

  @Test(arguments: Kind.allCases, FillRule.allCases)
  func matchesTheReferenceWithinOneLevel(kind: Kind, rule: FillRule) throws {
    var rng = SplitMix64(seed: 42 &+ UInt64(kind.rawValue.count) &* 31 &+ (rule == .evenOdd ? 7 : 0))
    let rasterizer = try Rasterizer(tolerance: 1.0 / 4096)
    for trial in 0..<60 {
      let size = [8.0, 33, 100][trial % 3]
      let side = Int(size)
      let path = Self.randomPath(kind, size: size, rng: &rng)
      let worst = try Self.worstDifference(path, rule, width: side, height: side, rasterizer)
      #expect(worst <= 1.0, "trial \(trial): worst difference \(worst) levels")
    }
  }

  /// Targets above `Rasterizer.singleBandCellLimit` are cut into bands, and a line crossing
  /// a band's edge adds to each band the pieces the whole line has in its rows; random
  /// paths over the whole target cross several band edges.
  @Test(arguments: Kind.allCases, FillRule.allCases)
  func targetsOfSeveralBandsMatchTheReference(kind: Kind, rule: FillRule) throws {
    let (width, height) = (400, 360)
    #expect((width + 2) * height > Rasterizer.singleBandCellLimit, "the target must need several bands")
    var rng = SplitMix64(seed: 77 &+ UInt64(kind.rawValue.count) &* 13 &+ (rule == .evenOdd ? 5 : 0))
    let rasterizer = try Rasterizer(tolerance: 1.0 / 4096)
    for trial in 0..<3 {
      let path = Self.randomPath(kind, size: Double(height), rng: &rng)
      let worst = try Self.worstDifference(path, rule, width: width, height: height, rasterizer)
      #expect(worst <= 1.0, "trial \(trial): worst difference \(worst) levels")
    }
  }

  /// The fill's transform converts points on the way in: a scale and offset by one
  /// multiplication and one addition, anything else by the full product. Shrunk about the
  /// centre, the random paths lie inside the target (the direct route); otherwise they
  /// reach outside it (the clipping route).
  @Test(arguments: Kind.allCases)
  func transformedFillsMatchTheReferenceOfTheTransformedPath(kind: Kind) throws {
    let size = 48.0
    let center = Point(size / 2, size / 2)
    let shrink = Transform.translation(-center.x, -center.y).then(.scale(0.4, 0.3)).then(
      .translation(center.x, center.y))
    let transforms: [Transform] = [
      shrink, shrink.then(.rotation(0.7, about: center)),
      shrink.then(.scale(-1, 1)).then(.translation(size, 0)),
      .scale(1.3, 0.8).then(.translation(-3.25, 4.5)),
      .skewX(0.3).then(.rotation(-0.4, about: center)),
    ]
    var rng = SplitMix64(seed: 5 &+ UInt64(kind.rawValue.count))
    let rasterizer = try Rasterizer(tolerance: 1.0 / 4096)
    for (index, transform) in transforms.enumerated() {
      for rule in FillRule.allCases {
        let path = Self.randomPath(kind, size: size, rng: &rng)
        let worst = try Self.worstDifference(
          path, rule, width: Int(size), height: Int(size), rasterizer, transform: transform)
        #expect(worst <= 1.0, "transform \(index), \(rule): worst difference \(worst) levels")
      }
    }
  }

  /// The largest difference, in levels of 255, between `rasterizer` filling `path` through
  /// `transform` and the reference (at 1/4096 px) on the transformed path, over a target of
  /// `width` × `height`.
  static func worstDifference(
    _ path: Path, _ rule: FillRule, width: Int, height: Int, _ rasterizer: Rasterizer,
    transform: Transform = .identity
  ) throws -> Double {
    var fast = try CoverageMask(width: width, height: height)
    try rasterizer.fill(path, rule: rule, transform: transform, into: &fast)
    let exact = try ReferenceRasterizer.coverage(
      of: path.transformed(by: transform), rule: rule, width: width, height: height, tolerance: 1.0 / 4096)
    var worst = 0.0
    for i in exact.indices { worst = max(worst, abs(Double(fast.pixels[i]) - exact[i] * 255)) }
    return worst
  }

  /// At the default 1/20 px a chord is at most 1/20 px from its curve, and an edge is at
  /// most √2 px long inside a pixel, so one edge can move a pixel's coverage by at most
  /// √2/20 of a pixel (18 levels). Random convex shapes keep one edge per pixel.
  @Test func defaultToleranceStaysWithinItsErrorBound() throws {
    var rng = SplitMix64(seed: 9)
    let rasterizer = try Rasterizer()
    var worst = 0.0
    for _ in 0..<40 {
      var b = PathBuilder()
      let center = Point(Double.random(in: 20...44, using: &rng), Double.random(in: 20...44, using: &rng))
      b.ellipse(
        center: center, rx: Double.random(in: 2...19, using: &rng), ry: Double.random(in: 2...19, using: &rng)
      )
      var fast = try CoverageMask(width: 64, height: 64)
      try rasterizer.fill(b.path, into: &fast)
      let exact = try ReferenceRasterizer.coverage(of: b.path, width: 64, height: 64)
      for i in exact.indices { worst = max(worst, abs(Double(fast.pixels[i]) - exact[i] * 255)) }
    }
    #expect(worst <= 255 * 2.0.squareRoot() / 20 + 1, "worst \(worst)")
    #expect(worst > 1, "the default tolerance should show some flattening error")
  }
}
