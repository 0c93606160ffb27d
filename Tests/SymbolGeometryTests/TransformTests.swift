import SymbolGeometry
import SymbolTestSupport
import Testing

@Suite("Affine transforms")
struct TransformTests {
  /// Whether every entry of `a` is within `tolerance` of `b`'s, relative to the larger.
  private func close(_ a: Transform, _ b: Transform, within tolerance: Double) -> Bool {
    zip([a.a, a.b, a.c, a.d, a.e, a.f], [b.a, b.b, b.c, b.d, b.e, b.f]).allSatisfy { x, y in
      abs(x - y) <= tolerance * max(1, abs(x), abs(y))
    }
  }

  @Test func thenAppliesSelfFirstAndConcatenatingAppliesTheInnerFirst() {
    let scale = Transform.scale(2)
    let move = Transform.translation(3, 0)
    let p = Point(1, 1)
    #expect(scale.then(move).apply(p) == Point(5, 2))
    #expect(scale.concatenating(move).apply(p) == Point(8, 2))
  }

  /// A rectangle mapped by a transform is held by the box of its mapped corners; a corner
  /// that is not finite gives no box.
  @Test func aMappedRectangleIsTheBoxOfItsCorners() throws {
    let rect = Rect(x: 0, y: 0, width: 4, height: 2)
    #expect(rect.corners == [Point(0, 0), Point(4, 0), Point(4, 2), Point(0, 2)])
    #expect(rect.transformed(by: .translation(1, -1)) == Rect(x: 1, y: -1, width: 4, height: 2))
    let turned = try #require(rect.transformed(by: .rotation(Double.pi / 2)))
    #expect(abs(turned.minX + 2) < 1e-12 && abs(turned.maxX) < 1e-12)
    #expect(abs(turned.minY) < 1e-12 && abs(turned.maxY - 4) < 1e-12)
    #expect(rect.transformed(by: .scale(.infinity)) == nil)
    #expect(rect.transformed(by: Transform(a: .nan, b: 0, c: 0, d: 1, e: 0, f: 0)) == nil)
  }

  @Test func anInverseUndoesItsTransform() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<1000 {
      let t = Transform(
        a: Double.random(in: -4...4, using: &random), b: Double.random(in: -4...4, using: &random),
        c: Double.random(in: -4...4, using: &random),
        d: Double.random(in: -4...4, using: &random), e: Double.random(in: -100...100, using: &random),
        f: Double.random(in: -100...100, using: &random))
      guard abs(t.determinant) > 0.1 else { continue }
      let inverse = try #require(t.inverted)
      #expect(close(t.then(inverse), .identity, within: 1e-9), "\(t)")
    }
  }

  @Test func singularAndNonFiniteTransformsHaveNoInverse() {
    #expect(Transform.scale(0, 1).inverted == nil)
    #expect(Transform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0).inverted == nil)
    #expect(Transform.scale(.infinity).inverted == nil)
    // A finite determinant but an infinite offset: the inverse's offset is not finite.
    #expect(Transform.translation(.infinity, 0).inverted == nil)
    #expect(Transform.translation(0, .nan).inverted == nil)
  }

  /// A determinant below 1e-308 is subnormal and has no finite reciprocal, but the inverse
  /// is finite and exact to an ulp or two: the linear part is scaled by a power of two
  /// first.
  @Test(arguments: [1e-160, 2.3e-162, 1e-162, 3e-300])
  func aTinyScaleHasItsExactInverse(scale: Double) throws {
    let inverse = try #require(Transform.scale(scale, scale / 2).then(.translation(1, 1)).inverted)
    #expect(
      close(inverse, Transform.translation(-1, -1).then(.scale(1 / scale, 2 / scale)), within: 1e-15),
      "\(inverse)")
  }

  /// The mean scale of a huge scale is that scale: its determinant overflowed, and strokes
  /// under it had an infinite width. Transforms whose determinant is finite keep theirs.
  @Test func meanScaleDoesNotOverflow() {
    #expect(Transform.scale(1e155).meanScale == 1e155)
    #expect(abs(Transform.rotation(0.5).then(.scale(1e200)).meanScale / 1e200 - 1) < 1e-15)
    #expect(Transform.scale(1e300, 1e-300).meanScale == 1)
    #expect(Transform.scale(0).meanScale == 0)
    var random = SplitMix64(seed: 11)
    for _ in 0..<1_000 {
      let t = Transform(
        a: Double.random(in: -100...100, using: &random), b: Double.random(in: -100...100, using: &random),
        c: Double.random(in: -100...100, using: &random), d: Double.random(in: -100...100, using: &random),
        e: 0, f: 0)
      #expect(t.meanScale == abs(t.determinant).squareRoot(), "\(t)")
    }
  }
}
