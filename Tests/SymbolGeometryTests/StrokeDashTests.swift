import Testing

@testable import SymbolGeometry

@Suite("Stroking: dashes")
struct StrokeDashTests {
  /// A horizontal line of length 17 along y = 0, so that the "4 2" pattern ends mid-gap.
  private let line = parsed("M0 0 H17")

  private func style(
    _ dashes: [Double], offset: Double = 0, cap: LineCap = .butt, width: Double = 2
  ) -> StrokeStyle {
    StrokeStyle(width: width, cap: cap, dashes: dashes, dashOffset: offset)
  }

  private func region(_ path: Path, _ style: StrokeStyle) throws -> NonzeroRegion {
    NonzeroRegion(try Stroker.stroke(path, style: style))
  }

  @Test func fourTwoPatternCoversThreeDashes() throws {
    // Dashes at 0–4, 6–10 and 12–16; the gap 16–18 runs past the end at 17.
    let dashed = try region(line, style([4, 2]))
    #expect(abs(dashed.area() - 24) < 1e-3)
    #expect(dashed.contains(Point(2, 0)))
    #expect(!dashed.contains(Point(5, 0)))
    #expect(dashed.contains(Point(15.5, 0)))
    #expect(!dashed.contains(Point(16.5, 0)))
  }

  @Test func offsetShiftsThePattern() throws {
    // Starting 3 into the pattern: dashes at 0–1, 3–7, 9–13 and 15–17.
    let dashed = try region(line, style([4, 2], offset: 3))
    #expect(abs(dashed.area() - 22) < 1e-3)
    #expect(dashed.contains(Point(0.5, 0)))
    #expect(!dashed.contains(Point(2, 0)))
    #expect(dashed.contains(Point(16.5, 0)))
  }

  @Test func negativeOffsetWraps() throws {
    // −1 is 5 into the pattern: a gap until 1, then dashes at 1–5, 7–11 and 13–17.
    let shifted = StrokeStyle(width: 2, dashes: [4, 2], dashOffset: -1)
    #expect(shifted.resolvedDashPhase == 5)
    let dashed = try region(line, shifted)
    #expect(abs(dashed.area() - 24) < 1e-3)
    #expect(!dashed.contains(Point(0.5, 0)))
    #expect(dashed.contains(Point(1.5, 0)))
  }

  @Test func oddPatternIsRepeatedToEvenLength() throws {
    #expect(StrokeStyle(dashes: [3]).resolvedDashes == [3, 3])
    #expect(StrokeStyle(dashes: [1, 2, 3]).resolvedDashes == [1, 2, 3, 1, 2, 3])
    // [3] → on 0–3, 6–9, 12–15.
    #expect(try abs(region(line, style([3])).area() - 18) < 1e-3)
    // [1 2 3 1 2 3] → on 0–1, 3–6, 7–9, 12–13, 15–17: a gap of 3 after the second dash.
    let odd = try region(line, style([1, 2, 3]))
    #expect(abs(odd.area() - 18) < 1e-3)
    #expect(!odd.contains(Point(10.5, 0)))
  }

  @Test(arguments: [[-1.0, 2], [0.0, 0], [], [1.0, .nan], [1.0, .infinity]])
  func invalidPatternStrokesSolid(_ dashes: [Double]) throws {
    #expect(StrokeStyle(dashes: dashes).resolvedDashes == nil)
    #expect(try abs(region(line, style(dashes)).area() - 34) < 1e-3)
  }

  @Test func squareCapsExtendEveryDash() throws {
    // Each dash grows by 1 at both ends, so the three dashes touch and cover −1…17.
    #expect(try abs(region(line, style([4, 2], cap: .square)).area() - 36) < 1e-3)
  }

  @Test func zeroLengthDashesDrawRoundDots() throws {
    // Dots at 0, 4, 8, 12 and 16, each a circle of radius 1.
    let dots = try region(line, style([0, 4], cap: .round))
    let expected = 5 * Double.pi
    #expect(abs(dots.area() - expected) < 0.01 * 10 * Double.pi + 1e-3)
    #expect(dots.contains(Point(8, 0.9)))
    #expect(!dots.contains(Point(10, 0)))
    #expect(try region(line, style([0, 4], cap: .butt)).area() == 0)
  }

  @Test func dashThroughTheStartOfAClosedPathIsJoined() throws {
    // Square of side 10; [10 10] from 5 in: dashes 35–40 + 0–5 (through the start corner)
    // and 15–25 (through the opposite corner). An L of length 10 with a mitered right angle
    // covers 10 × 2 exactly; capping it at the start corner instead would lose 1.
    let square = parsed("M0 0 H10 V10 H0 Z")
    let dashed = try region(square, style([10, 10], offset: 5))
    #expect(abs(dashed.area() - 40) < 1e-3)
    #expect(dashed.contains(Point(-0.5, -0.5)))
    #expect(dashed.contains(Point(10.5, 10.5)))
    #expect(!dashed.contains(Point(10.5, -0.5)))
  }

  @Test func dashLongerThanAClosedPathStrokesItClosed() throws {
    let square = parsed("M0 0 H10 V10 H0 Z")
    #expect(try abs(region(square, style([100, 1])).area() - 80) < 1e-3)
  }

  @Test func absurdlyFinePatternFallsBackToSolid() throws {
    let fine = style([1e-9, 1e-9])
    #expect(try abs(region(line, fine).area() - 34) < 1e-3)
  }

  /// Zero-length round-capped dashes 0.005 apart on a stroke 1,000 wide: at the default
  /// tolerance each cap would take about 350 chords (282 million points, 8.5 GB and a
  /// minute over 2,000 units; found by a randomized campaign on the geometry). The caps
  /// share `Stroker.maxRoundCapPoints` instead, here 10 chords a turn.
  @Test func manyWideRoundCapsShareTheirPointBudget() throws {
    let path = parsed("M0 0 H2000")
    let wide = StrokeStyle(width: 1000, cap: .round, dashes: [0, 0.005])
    let outline = try Stroker.stroke(path, style: wide)
    // 400,001 dots, each a decagon and its closing point.
    #expect(outline.points.count <= Stroker.maxRoundCapPoints + 2 * 400_001)
    #expect(outline.points.count >= 400_001 * StrokeOutliner.minArcSegments)
    let bounds = outline.points.reduce(Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)) { $0.union($1) }
    // A decagon of radius 500 reaches within 500·(1 − cos 18°) ≈ 24.5 of the circle.
    #expect(bounds.minX <= -475 && bounds.maxX >= 2475 && bounds.minY <= -475 && bounds.maxY >= 475)
  }

  /// With a budget too small for octagons, the round-capped dashes give way to a solid
  /// stroke (area 17 × 2 plus two half discs); with one that allows them, dots remain.
  @Test func roundCapsPastTheBudgetStrokeSolid() throws {
    let dots = StrokeStyle(width: 2, cap: .round, dashes: [0, 4])  // five dots
    let solid = NonzeroRegion(
      try Stroker.stroke(
        line, style: dots, tolerance: 0.01, roundCapPoints: 39, pointLimit: Stroker.maxOutlinePoints))
    #expect(abs(solid.area() - (34 + Double.pi)) < 0.05)
    let kept = NonzeroRegion(
      try Stroker.stroke(
        line, style: dots, tolerance: 0.01, roundCapPoints: 40, pointLimit: Stroker.maxOutlinePoints))
    // Five octagons of radius 1: 5 × 2√2.
    #expect(abs(kept.area() - 5 * 2 * 2.0.squareRoot()) < 1e-3)
    #expect(!kept.contains(Point(10, 0)))
  }
}
