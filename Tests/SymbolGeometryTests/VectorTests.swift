import SymbolGeometry
import Testing

@Suite("Vectors")
struct VectorTests {
  @Test func lengthIsFiniteAndAccurateAtEveryFiniteScale() {
    #expect(Vector(3, 4).length == 5)
    #expect(Vector(0, 0).length == 0)
    #expect(Vector(-3, 0).length == 3)
    // Beyond 1.3e154 the squares overflow, and below 1e-154 they lose their digits; the
    // length must not.
    for scale in [1e-300, 1e-160, 1e154, 1e200, 1e300, 3e307] {
      let length = Vector(3 * scale, 4 * scale).length
      #expect(length.isFinite, "scale \(scale)")
      #expect(abs(length / (5 * scale) - 1) < 1e-15, "scale \(scale): \(length)")
    }
    #expect(Vector(Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude).length == .infinity)
    #expect(Vector(1e200, 1).length == 1e200)
    #expect(Vector(Double.leastNonzeroMagnitude, 0).length == Double.leastNonzeroMagnitude)
    #expect(Vector(.infinity, 1).length == .infinity)
    #expect(Vector(.nan, 1).length.isNaN)
    #expect(Vector(1e200, 1e200).normalized.map { abs($0.dx - 0.5.squareRoot()) < 1e-15 } == true)
  }

  @Test func aStrokeWithHugeFiniteCoordinatesHasAFiniteOutline() throws {
    // Such a sub-path used to vanish from the stroke (its outline was NaN), so a coordinate
    // typed wrong passed the lint's canvas check and was silently not drawn.
    var path = Path()
    path.move(to: Point(61, 1e200))
    path.line(to: Point(61, 82.5))
    let outline = try path.stroked(StrokeStyle(width: 2))
    let bounds = try #require(outline.bounds)
    #expect(bounds.minX == 60 && bounds.maxX == 62, "\(bounds)")
    #expect(bounds.minY == 82.5 && bounds.maxY == 1e200, "\(bounds)")
  }
}
