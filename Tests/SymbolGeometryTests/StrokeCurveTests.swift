import SymbolGeometry
import Testing

@Suite("Stroking: curves")
struct StrokeCurveTests {
  private func circle(radius: Double) -> Path {
    var builder = PathBuilder()
    builder.circle(center: Point(50, 40), radius: radius)
    return builder.path
  }

  @Test(arguments: [(10.0, 2.0), (2.0, 3.0), (30.0, 0.5)])
  func circleStrokeIsARing(_ radius: Double, _ width: Double) throws {
    let outer = radius + width / 2
    let inner = radius - width / 2
    let expected = Double.pi * (outer * outer - inner * inner)
    for join in [LineJoin.miter, .round, .bevel] {
      let area = try strokedArea(circle(radius: radius), StrokeStyle(width: width, join: join))
      #expect(abs(area - expected) <= 0.005 * expected, "join \(join)")
    }
  }

  @Test(arguments: [(10.0, 2.0), (2.0, 3.0), (30.0, 0.5)], [0.01, 0.1])
  func circleOutlineVerticesLieOnTheOffsetCircles(_ circle: (Double, Double), _ tolerance: Double) throws {
    let (radius, width) = circle
    let outline = try Stroker.stroke(
      self.circle(radius: radius), style: StrokeStyle(width: width), tolerance: tolerance)
    // The four cubics of `PathBuilder.circle` are off the true circle by up to 0.03%.
    let allowed = tolerance + 3e-4 * radius
    var worst = 0.0
    for point in outline.points {
      let distance = point.distance(to: Point(50, 40))
      worst = max(worst, min(abs(distance - (radius + width / 2)), abs(distance - (radius - width / 2))))
    }
    #expect(worst <= allowed)
    // Both offset circles are present: some vertices on each.
    #expect(outline.points.contains { $0.distance(to: Point(50, 40)) > radius })
    #expect(outline.points.contains { $0.distance(to: Point(50, 40)) < radius })
  }

  @Test func finerToleranceGivesMoreVertices() throws {
    let path = circle(radius: 10)
    let coarse = try Stroker.stroke(path, style: StrokeStyle(width: 2), tolerance: 0.1)
    let fine = try Stroker.stroke(path, style: StrokeStyle(width: 2), tolerance: 0.001)
    #expect(fine.points.count > 2 * coarse.points.count)
  }

  @Test func wideStrokeOnATightCurveStaysWithinTolerance() throws {
    // A quarter circle of radius 1 (as one cubic) stroked 10 wide: the outer edge is a
    // quarter circle of radius 6; miters at flattened vertices would stick out far beyond.
    let k = 0.552_284_749_830_793_4
    let arc = parsed("M1 0 C1 \(k) \(k) 1 0 1")
    let outline = try Stroker.stroke(arc, style: StrokeStyle(width: 10, join: .miter), tolerance: 0.01)
    let farthest = outline.points.map { $0.distance(to: .zero) }.max() ?? 0
    #expect(farthest <= 6 + 0.01 + 3e-4)
    #expect(farthest >= 6 - 0.01)
  }

  @Test func aVeryWideStrokeOfAFinelyFlattenedCurveStaysSmall() throws {
    // Every flattened vertex is a round join turning by a sliver. Each arc gets its share
    // of the cap for a whole turn by its sweep; with the cap applied to every arc whole,
    // this outline had 1,017,400 points.
    let path = parsed("M0 0 C3 9 20 -7 10 0 Q5 30 0 10 Z")
    let outline = try Stroker.stroke(path, style: StrokeStyle(width: 1e9, join: .bevel), tolerance: 1e-3)
    #expect(outline.points.count < 20_000)
    #expect(outline.points.count > 100)
  }

  @Test func aJoinTurningByASliverAtATinyToleranceTakesItsShareOfTheCap() throws {
    // Tolerance over radius is 10⁻¹⁷, finer than a chord can follow, so the count comes
    // from the cap: a sweep of 10⁻⁹ rad is its share of a whole turn's 4,096 chords, one.
    let path = parsed("M0 0 L1e9 0 L2e9 1")
    let outline = try Stroker.stroke(path, style: StrokeStyle(width: 1e9, join: .round), tolerance: 1e-8)
    #expect(outline.points.count < 20)
  }

  @Test func curveMeetingALineAtACornerStillMiters() throws {
    // A cubic leaving a line at a right angle: the corner is a real join, so the miter
    // reaches the outer corner (−1, −1) of the frame.
    let path = parsed("M0 10 L0 0 C3 0 7 0 10 0")
    let region = NonzeroRegion(try Stroker.stroke(path, style: StrokeStyle(width: 2)))
    #expect(region.contains(Point(-0.9, -0.9)))
    let bevelled = NonzeroRegion(try Stroker.stroke(path, style: StrokeStyle(width: 2, join: .bevel)))
    #expect(!bevelled.contains(Point(-0.9, -0.9)))
  }
}
