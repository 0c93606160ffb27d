import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// Small curves on the one-band route are stepped evenly in `t`: with few steps their
/// points are evaluated one by one, with more by forward differences from a table of step
/// reciprocals.
@Suite struct UniformStepTests {
  /// The step reciprocals are written out as literals; each must be exactly the double
  /// that dividing would give.
  @Test func eachReciprocalIsOneOverItsIndex() {
    let table = UniformStep.reciprocals
    #expect(table.count == 65)
    #expect(table.first == 1)
    for k in 1..<table.count { #expect(table[k] == 1 / Double(k), "1/\(k)") }
  }

  /// Two-step curves find their midpoint in integers, dividing by 4 (quadratics) or 8
  /// (cubics): the quotient must round as `Fixed.round` rounds the same point in doubles,
  /// ties to even.
  @Test func integerMidpointsRoundLikeDoubles() {
    typealias Direct = DirectAccumulator<RowWordMarks, Int32>
    let large = [1 << 30, -(1 << 30), (1 << 30) + 12, -(1 << 30) - 12, (1 << 30) + 4, (1 << 30) + 2]
    for v in Array(-100...100) + large {
      #expect(Direct.dividedToEven(v, shift: 2) == Fixed.round(Double(v) / 4), "\(v) / 4")
      #expect(Direct.dividedToEven(v, shift: 3) == Fixed.round(Double(v) / 8), "\(v) / 8")
    }
  }

  /// Segment counts to test: the evaluated cases (2–4) and the forward differences (6).
  static let counts = [2, 3, 4, 6]

  /// A quadratic bulging up from y = 12 between x = 2 and x = 14 whose Wang bound at the
  /// default tolerance (1/20 px) asks for `count` segments: n² = |p0 − 2c + p2| / (4 · 1/20),
  /// with n half-way between count − 1 and count.
  static func quadratic(count: Int) -> (Point, Point, Point) {
    let n = Double(count) - 0.5
    let height = n * n / 10  // |p0 − 2c + p2| = 2 · height
    return (Point(2, 12), Point(8, 12 - height), Point(14, 12))
  }

  /// A cubic with the same ends whose second differences are (−2k, 0) and (k, 3k), so
  /// that Wang's bound, n² = ¾ · √10 · k / (1/20), asks for `count` segments. Its cubic
  /// term, (3k, 3k), is not zero in either coordinate.
  static func cubic(count: Int) -> (Point, Point, Point, Point) {
    let n = Double(count) - 0.5
    let k = n * n / (15 * 10.0.squareRoot())
    return (Point(2, 12), Point(6 + k, 12 - k), Point(10, 12 - 2 * k), Point(14, 12))
  }

  /// The shape between an edge from (2, 12) to (14, 12), drawn by `edge`, and y = 15.
  static func shapeUnder(_ edge: (inout PathBuilder) -> Void) -> Path {
    var b = PathBuilder()
    b.move(to: Point(2, 12))
    edge(&b)
    b.line(to: Point(14, 15))
    b.line(to: Point(2, 15))
    b.close()
    return b.path
  }

  /// The fill of the curve equals the fill of its chords at `count` even steps in `t`
  /// (within one level, from where the points are rounded), and differs from the fill of
  /// `count + 1` steps: each stepping case puts its points where they belong.
  @Test(arguments: counts)
  func smallQuadraticsBecomeTheirChordsAtEvenSteps(count: Int) throws {
    let (p0, c, p2) = Self.quadratic(count: count)
    let curve = Self.shapeUnder { $0.quad(to: p2, control: c) }
    try expectChords(of: curve, count: count) { quadraticPoint(p0, c, p2, $0) }
  }

  @Test(arguments: counts)
  func smallCubicsBecomeTheirChordsAtEvenSteps(count: Int) throws {
    let (p0, c1, c2, p3) = Self.cubic(count: count)
    let curve = Self.shapeUnder { $0.cubic(to: p3, control1: c1, control2: c2) }
    try expectChords(of: curve, count: count) { cubicPoint(p0, c1, c2, p3, $0) }
  }

  /// Compares the fill of `curve` with the fills of its chords through `at(k / n)` for
  /// n = `count` and n = `count + 1`.
  private func expectChords(of curve: Path, count: Int, _ at: (Double) -> Point) throws {
    func chords(_ n: Int) -> Path {
      Self.shapeUnder { b in
        for k in 1...n { b.line(to: at(Double(k) / Double(n))) }
      }
    }
    let fast = try render(curve, width: 16, height: 16, tolerance: 1.0 / 20)
    #expect(maxDifference(fast, try render(chords(count), width: 16, height: 16)) <= 1, "\(count) steps")
    #expect(
      maxDifference(fast, try render(chords(count + 1), width: 16, height: 16)) > 1,
      "\(count + 1) steps should differ")
  }
}

/// Targets of several bands flatten curves through `EdgeBuilder` and `Flattener`, in even
/// steps up to the same limit as the one-band route, so both routes draw the same lines.
@Suite struct BandedUniformStepTests {
  /// A quadratic and a cubic whose Wang bounds ask for 20 and 43 steps (above `Flattener`'s
  /// default limit of 16, below the rasterizer's 64), filled on a one-band target and on a
  /// target of several bands: the pixels they share agree within one level.
  @Test func bandedTargetsStepCurvesLikeTheOneBandRoute() throws {
    var b = PathBuilder()
    // n² = |p0 − 2c + p2| / (4 · 1/20), with p0 − 2c + p2 = (0, 77.6): n ≈ 19.7.
    b.move(to: Point(20, 120))
    b.quad(to: Point(260, 120), control: Point(140, 81.2))
    // n² = ¾ · max|Δ²p| / (1/20), with Δ²p = (−120, −17.5) and (0, −75): n ≈ 42.7.
    b.cubic(to: Point(20, 250), control1: Point(260, 200), control2: Point(140, 262.5))
    b.close()
    let oneBand = try render(b.path, width: 300, height: 300, tolerance: 1.0 / 20)
    let banded = try render(b.path, width: 400, height: 400, tolerance: 1.0 / 20)
    var worst = 0
    for y in 0..<300 {
      for x in 0..<300 {
        worst = max(worst, abs(Int(oneBand.pixels[y * 300 + x]) - Int(banded.pixels[y * 400 + x])))
      }
    }
    #expect(worst <= 1, "worst \(worst)")
  }
}
