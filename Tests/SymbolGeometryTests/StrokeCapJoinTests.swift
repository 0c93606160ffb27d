import Foundation
import SymbolGeometry
import Testing

@Suite("Stroking: caps, joins and zero-length sub-paths")
struct StrokeCapJoinTests {
  static let tolerance = 0.01

  private func line(length: Double) -> Path { parsed("M3 4 L\(3 + length) 4") }

  private func square(side: Double) -> Path { parsed("M0 0 H\(side) V\(side) H0 Z") }

  /// Round pieces are chords inside arcs: each loses at most tolerance × chord.
  private func roundSlack(arcLength: Double) -> Double { Self.tolerance * arcLength + 1e-3 }

  @Test func buttCapLineCoversLengthTimesWidth() throws {
    #expect(try abs(strokedArea(line(length: 10), StrokeStyle(width: 2)) - 20) < 1e-3)
  }

  @Test func squareCapExtendsByHalfWidthAtEachEnd() throws {
    #expect(try abs(strokedArea(line(length: 10), StrokeStyle(width: 2, cap: .square)) - 24) < 1e-3)
  }

  @Test func roundCapAddsACircle() throws {
    let area = try strokedArea(line(length: 10), StrokeStyle(width: 2, cap: .round))
    let expected = 20 + Double.pi
    #expect(area <= expected + 1e-3)
    #expect(abs(area - expected) < roundSlack(arcLength: 2 * Double.pi))
  }

  @Test func closedSquareWithMiterJoinsIsAFullFrame() throws {
    let area = try strokedArea(square(side: 10), StrokeStyle(width: 2, join: .miter))
    #expect(abs(area - (144 - 64)) < 1e-3)
  }

  @Test func bevelJoinsCutATriangleOfLegsHalfWidthAtEachCorner() throws {
    let area = try strokedArea(square(side: 10), StrokeStyle(width: 2, join: .bevel))
    #expect(abs(area - (80 - 4 * 4.0 / 8)) < 1e-3)
  }

  @Test func roundJoinsLieBetweenBevelAndMiter() throws {
    let area = try strokedArea(square(side: 10), StrokeStyle(width: 2, join: .round))
    #expect(abs(area - (76 + Double.pi)) < roundSlack(arcLength: 2 * Double.pi))
  }

  @Test func windingDirectionOfTheSquareDoesNotMatter() throws {
    let reversed = parsed("M0 0 V10 H10 V0 Z")
    #expect(try abs(strokedArea(reversed, StrokeStyle(width: 2)) - 80) < 1e-3)
  }

  @Test func miterLimitBelowTheCornerRatioBevels() throws {
    // A right angle has miter length / width = √2.
    let bevelled = try strokedArea(square(side: 10), StrokeStyle(width: 2, miterLimit: 1.4))
    let mitered = try strokedArea(square(side: 10), StrokeStyle(width: 2, miterLimit: 1.5))
    #expect(abs(bevelled - 78) < 1e-3)
    #expect(abs(mitered - 80) < 1e-3)
  }

  @Test func sharpTenDegreeCornerBevelsUnderTheDefaultLimit() throws {
    let angle = 10 * Double.pi / 180
    let path = parsed("M0 0 L20 0 L\(20 - 20 * cos(angle)) \(20 * sin(angle))")
    let defaultLimit = try strokedArea(path, StrokeStyle(width: 2))
    let bevel = try strokedArea(path, StrokeStyle(width: 2, join: .bevel))
    let highLimit = try strokedArea(path, StrokeStyle(width: 2, miterLimit: 12))
    #expect(abs(defaultLimit - bevel) < 1e-3)
    // The miter tip beyond the bevel: the kite d²·tan(θ/2) minus the bevel triangle
    // ½·d²·sin θ, for a turn θ of 170° and d = 1.
    let turn = 170 * Double.pi / 180
    #expect(abs(highLimit - bevel - (tan(turn / 2) - 0.5 * sin(turn))) < 2e-3)
  }

  @Test func reversingLineWithRoundJoinIsAStadium() throws {
    let area = try strokedArea(parsed("M0 0 L10 0 L0 0"), StrokeStyle(width: 2, cap: .round, join: .round))
    #expect(abs(area - (20 + Double.pi)) < roundSlack(arcLength: 2 * Double.pi))
  }

  /// At an exact 180° turn both sides of the outline saw the turn as their outer corner, so
  /// the round join's half disc was in the outline twice: the filler adds coverage where an
  /// outline overlaps itself, and its rim was drawn up to twice as dark (139 of 255 levels
  /// against Chromium and rsvg-convert on `M20 50 L80 50 L20 50` at width 16).
  @Test(arguments: ["M0 0 L10 0 L0 0", "M0 0 L10 0 Z"])
  func roundJoinOfAReversalIsCoveredOnce(_ data: String) throws {
    let region = NonzeroRegion(
      try Stroker.stroke(parsed(data), style: StrokeStyle(width: 2, join: .round), tolerance: Self.tolerance))
    // Beyond the tip only the join's half disc covers.
    #expect(abs(region.winding(at: Point(10.5, 0.1))) == 1)
    #expect(abs(region.winding(at: Point(10.5, -0.1))) == 1)
    #expect(!region.contains(Point(11.1, 0)))
  }

  /// Round caps where sub-paths meet overlapped, and where their rims coincide the filler,
  /// which adds coverage where an outline overlaps itself, drew them up to 103 levels too
  /// dark (against rsvg-convert). A round-capped stroke is a union of discs, so ends that
  /// meet are joined (in either direction), an open sub-path that ends where it starts is
  /// closed, and an end on a round corner of another sub-path loses its cap: each point
  /// inside both caps (`corner`) is covered once, and the area is what the sub-paths
  /// stroked one by one cover together.
  @Test(arguments: [
    ("M0 0 H10 M10 0 V10", LineJoin.miter, Point(10.5, -0.5)),
    ("M10 0 V10 M0 0 H10", LineJoin.miter, Point(10.5, -0.5)),
    ("M0 0 H10 M10 10 V0", LineJoin.bevel, Point(10.5, -0.5)),
    ("M0 0 H10 V10 H0 V0", LineJoin.round, Point(-0.5, -0.5)),
    ("M0 0 H10 M10 0 V10 M10 10 H0 M0 10 V0", LineJoin.miter, Point(-0.5, -0.5)),
    // An arrow whose shaft ends on the head's round corner.
    ("M12 20 V4 M5 11 L12 4 L19 11", LineJoin.round, Point(12, 3.2)),
    // With round joins, an end inside a segment less than half the width from its end,
    // and a third end where two chained ones meet beside a short segment.
    ("M0 10 H40 M0.5 10 V30", LineJoin.round, Point(0.5, 9.2)),
    ("M0 10 H20 M20 10 V10.5 M20 10 L35 25", LineJoin.round, Point(19.5, 9.6)),
  ])
  func roundCapsWhereSubpathsMeetAreCoveredOnce(data: String, join: LineJoin, corner: Point) throws {
    let style = StrokeStyle(width: 2, cap: .round, join: join)
    let region = NonzeroRegion(try Stroker.stroke(parsed(data), style: style, tolerance: Self.tolerance))
    #expect(abs(region.winding(at: corner)) == 1, "inside both caps")
    var separately = Path()
    for subpath in data.split(separator: "M") {
      separately.append(try Stroker.stroke(parsed("M" + subpath), style: style, tolerance: Self.tolerance))
    }
    #expect(abs(region.area() - NonzeroRegion(separately).area()) < 0.05)
  }

  /// A stroke ending on another's side (a T) had its cap's rim or far edge on the crossbar's
  /// edge, drawn up to 38 levels too dark: the crossbar's rectangle holds the cap, which
  /// goes, for round caps and for square ones that meet the crossbar square-on.
  @Test(arguments: [LineCap.round, .square])
  func aCapHeldByAnotherSegmentIsCoveredOnce(cap: LineCap) throws {
    let style = StrokeStyle(width: 4, cap: cap)
    let data = ["M0 10 H40", "M20 10 V30"]
    let region = NonzeroRegion(
      try Stroker.stroke(parsed(data.joined(separator: " ")), style: style, tolerance: Self.tolerance))
    #expect(abs(region.winding(at: Point(20, 8.2))) == 1, "inside the crossbar and the cap")
    var separately = Path()
    for subpath in data {
      separately.append(try Stroker.stroke(parsed(subpath), style: style, tolerance: Self.tolerance))
    }
    #expect(abs(region.area() - NonzeroRegion(separately).area()) < 1e-6)
  }

  /// With round caps and joins, a piece of a sub-path lying on a segment drawn before it
  /// adds no area, and drawn, its band lay over the other's, whose edges the filler drew
  /// twice as dark (Heroicons' house, 136 levels off rsvg-convert): the piece goes, the
  /// polyline split there. Inside both bands (`inside`) the winding is 1, and the area is
  /// what the sub-paths stroked one by one cover together.
  @Test(arguments: [
    ("M0 10 H40 M10 10 H30", Point(20, 8.2)),
    // Inside the cap the cut at x = 20 would have had.
    ("M0 10 H20 M10 10 H30", Point(19.5, 8.2)),
    ("M0 10 H40 M30 10 H10", Point(20, 11.8)),
    ("M15 10 H25 M0 10 H40", Point(20, 8.2)),
    ("M0 10 H40 H20", Point(30, 11.8)),
    ("M0 0 L30 30 M20 20 L10 10 V0", Point(15, 15)),
    // Directions just either side of a half turn are one line's.
    ("M0 10 H40 M30 10 L10 10.000000000001", Point(20, 11.8)),
    // An open stretch before the closed outline it lies on.
    ("M40 20 V5 M0 0 H40 V30 H0 Z", Point(41.8, 10)),
  ])
  func aRetracedPieceIsCoveredOnce(data: String, inside: Point) throws {
    let style = StrokeStyle(width: 4, cap: .round, join: .round)
    let region = NonzeroRegion(try Stroker.stroke(parsed(data), style: style, tolerance: Self.tolerance))
    #expect(abs(region.winding(at: inside)) == 1)
    var separately = Path()
    for subpath in data.split(separator: "M") {
      separately.append(try Stroker.stroke(parsed("M" + subpath), style: style, tolerance: Self.tolerance))
    }
    #expect(abs(region.area() - NonzeroRegion(separately).area()) < 0.05)
  }

  /// A stretch retraced for less than the width stays: cut out, the caps at the cuts would
  /// overlap the stroke around them by more than it does.
  @Test func aRetracedStretchShorterThanTheWidthStays() throws {
    let style = StrokeStyle(width: 4, cap: .round, join: .round)
    let region = NonzeroRegion(
      try Stroker.stroke(parsed("M0 10 H20 H17"), style: style, tolerance: Self.tolerance))
    #expect(abs(region.winding(at: Point(18, 11.8))) == 2)
  }

  /// Finding retraced stretches compares parallel segments pairwise, so past
  /// `Stroker.maxEndSegmentTests` pairs segments are drawn whole: 2,000 copies of one line
  /// take 1,999,000 comparisons and are drawn once, 3,000 take 4,498,500 and the last ones
  /// are drawn again.
  @Test(arguments: [(2_000, true), (3_000, false)])
  func retracedStretchesAreLookedForWithinABound(count: Int, drawnOnce: Bool) throws {
    let data = String(repeating: "M0 10 H40 ", count: count)
    let style = StrokeStyle(width: 4, cap: .round, join: .round)
    let region = NonzeroRegion(try Stroker.stroke(parsed(data), style: style))
    #expect((abs(region.winding(at: Point(20, 8.2))) == 1) == drawnOnce)
  }

  /// The crossbar's rectangle holds a cap whose end lies exactly half the width from the
  /// crossbar's end, and the cap goes there too.
  @Test(arguments: [LineCap.round, .square])
  func aCapHalfTheWidthFromTheSegmentsEndIsHeld(cap: LineCap) throws {
    let style = StrokeStyle(width: 4, cap: cap, join: .miter)
    let region = NonzeroRegion(try Stroker.stroke(parsed("M0 10 H40 M2 10 V30"), style: style))
    #expect(abs(region.winding(at: Point(2, 8.2))) == 1)
  }

  /// Testing every end against every segment is quadratic, so a path of many sub-paths
  /// keeps its caps: 700 separate Ts make 3,920,000 pairs, within the bound, and 710 make
  /// 4,032,800, past it.
  @Test(arguments: [(700, 1), (710, 2)])
  func capsOnSegmentsAreLookedForWithinABound(count: Int, winding: Int) throws {
    #expect(Stroker.maxEndSegmentTests == 4_000_000)
    let data = (0..<count).map { "M\(100 * $0) 10 h40 m-20 0 v20" }.joined(separator: " ")
    let region = NonzeroRegion(try Stroker.stroke(parsed(data), style: StrokeStyle(width: 4, cap: .round)))
    #expect(abs(region.winding(at: Point(20, 8.2))) == winding)
  }

  /// A square cap that meets the crossbar aslant pokes out of its rectangle, and stays.
  @Test func aSlantedSquareCapOnASegmentStays() throws {
    let style = StrokeStyle(width: 4, cap: .square)
    let region = NonzeroRegion(try Stroker.stroke(parsed("M0 10 H40 M20 10 L30 30"), style: style))
    #expect(region.contains(Point(20.6, 7.7)))
  }

  /// A convex shape stroked wider than it is across has no hole: its inner offset turned
  /// inside out and covered the middle a second time, so a cut through it (a slash's gap)
  /// left edges the filler drew up to 141 levels too dark. Its outer ring alone covers the
  /// stroke; a shape with a hole keeps both rings.
  @Test(arguments: [
    ("M1.5 0 A1.5 1.5 0 0 1 -1.5 0 A1.5 1.5 0 0 1 1.5 0 Z", 7.0, Double.pi * 25, 0),
    ("M0 0 H2 V2 H0 Z", 6.0, 64.0, 1),
    ("M0 0 H10 V10 H0 Z", 2.0, 144.0 - 64.0, 5),
  ])
  func aConvexShapeStrokedAcrossItsHoleIsCoveredOnce(
    data: String, width: Double, area: Double, inside: Double
  ) throws {
    let outline = try Stroker.stroke(
      parsed(data), style: StrokeStyle(width: width, join: .miter), tolerance: Self.tolerance)
    let region = NonzeroRegion(outline)
    let hasHole = width < 3
    #expect(abs(region.winding(at: Point(inside, inside))) == (hasHole ? 0 : 1))
    #expect(abs(region.area() - area) < roundSlack(arcLength: 10 * Double.pi) + 0.2)
  }

  /// A path drawn back to near its start and then closed had a closing line far shorter
  /// than the stroke is wide, turning sharply at both ends: its miters stuck out of the
  /// outline where rsvg-convert and Chromium draw none (Ionicons' balloon, 105 levels at
  /// 48 px). Within the tolerance the path closes at its last point as if it ended at the
  /// start; a longer closing line is drawn.
  @Test func aClosingLineWithinTheToleranceIsDropped() throws {
    let style = StrokeStyle(width: 2, join: .miter)
    let nearlyClosed = parsed("M5 0 L10 10 L0 10 L4.99 0 Z")
    let closed = parsed("M5 0 L10 10 L0 10 Z")
    let coarse = try Stroker.stroke(nearlyClosed, style: style, tolerance: 0.05)
    #expect(coarse.points == (try Stroker.stroke(closed, style: style, tolerance: 0.05)).points)
    let fine = try Stroker.stroke(nearlyClosed, style: style, tolerance: 0.001)
    #expect(fine.points != (try Stroker.stroke(closed, style: style, tolerance: 0.001)).points)
  }

  /// Butt caps are not round: two sub-paths meeting at a corner leave the notch a join would
  /// fill, so they stay two sub-paths.
  @Test func buttCapsWhereSubpathsMeetAreNotJoined() throws {
    let path = parsed("M0 0 H10 M10 0 V10")
    let butt = NonzeroRegion(try Stroker.stroke(path, style: StrokeStyle(width: 2, join: .round)))
    #expect(!butt.contains(Point(10.5, -0.5)))
  }

  /// A round cap ending on a corner keeps its cap unless the corner is round: a bevel leaves
  /// part of the disc to the cap.
  @Test func aCapOnACornerThatIsNotRoundStays() throws {
    let arrow = parsed("M12 20 V4 M5 11 L12 4 L19 11")
    let bevel = NonzeroRegion(
      try Stroker.stroke(arrow, style: StrokeStyle(width: 2, cap: .round, join: .bevel)))
    #expect(bevel.contains(Point(12, 3.1)))
  }

  @Test func crossingSubpathsDoNotCancel() throws {
    let path = parsed("M0 5 L10 5 M5 0 L5 10")
    #expect(try abs(strokedArea(path, StrokeStyle(width: 2)) - 36) < 1e-3)
    let region = NonzeroRegion(try Stroker.stroke(path, style: StrokeStyle(width: 2)))
    #expect(region.contains(Point(5, 5)))
  }

  @Test(arguments: ["M5 5 Z", "M5 5 L5 5", "M5 5 L5 5 Z"])
  func zeroLengthSubpathDrawsCapsOnly(_ data: String) throws {
    let path = parsed(data)
    let round = try strokedArea(path, StrokeStyle(width: 2, cap: .round))
    #expect(abs(round - Double.pi) < roundSlack(arcLength: 2 * Double.pi))
    let square = try Stroker.stroke(path, style: StrokeStyle(width: 2, cap: .square))
    #expect(abs(NonzeroRegion(square).area() - 4) < 1e-3)
    #expect(square.bounds == Rect(minX: 4, minY: 4, maxX: 6, maxY: 6))
    #expect(try Stroker.stroke(path, style: StrokeStyle(width: 2, cap: .butt)).isEmpty)
  }

  @Test func loneMoveDrawsNothing() throws {
    #expect(try Stroker.stroke(parsed("M5 5"), style: StrokeStyle(width: 2, cap: .round)).isEmpty)
  }

  @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
  func unusableWidthGivesAnEmptyPath(_ width: Double) throws {
    #expect(try line(length: 10).stroked(StrokeStyle(width: width, cap: .round)).isEmpty)
  }

  @Test func outlineIsMadeOfClosedPolygons() throws {
    let outline = try parsed("M0 0 C10 0 10 10 20 10").stroked(StrokeStyle(width: 3, cap: .round))
    #expect(!outline.isEmpty)
    #expect(outline.verbs.allSatisfy { $0 == .move || $0 == .line || $0 == .close })
    #expect(outline.verbs.last == .close)
    #expect(outline.isFinite)
  }
}
