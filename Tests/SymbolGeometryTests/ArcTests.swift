import SymbolGeometry
import SymbolTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Elliptical arcs")
struct ArcTests {
  /// The end points of every cubic (these lie exactly on the ellipse) and the cubics' own
  /// points at t = 0.5 (which carry the approximation error).
  private func cubicJoints(_ path: Path) -> (ends: [Point], middles: [Point]) {
    var ends: [Point] = []
    var middles: [Point] = []
    var current = Point.zero
    path.forEachElement { element in
      switch element {
      case .move(let p):
        current = p
      case .cubic(let c1, let c2, let p):
        ends.append(p)
        middles.append(cubicPoint(current, c1, c2, p, 0.5))
        current = p
      default:
        Issue.record("unexpected element \(element)")
      }
    }
    return (ends, middles)
  }

  /// The implicit-equation value of `p` for an ellipse: 1 on the ellipse.
  private func ellipseValue(_ p: Point, center: Point, rx: Double, ry: Double, rotation: Double) -> Double {
    let d = p - center
    let x = cos(rotation) * d.dx + sin(rotation) * d.dy
    let y = -sin(rotation) * d.dx + cos(rotation) * d.dy
    return (x / rx) * (x / rx) + (y / ry) * (y / ry)
  }

  @Test func semicircleEndsExactlyAndPassesThroughItsMidpoint() {
    let path = parsed("M0 0 A5 5 0 0 1 10 0")
    #expect(path.verbs == [.move, .cubic, .cubic])
    #expect(path.points.last == Point(10, 0))
    let (ends, middles) = cubicJoints(path)
    // Sweep 1 runs towards +angle, which from angle π passes through 3π/2: the top in y-down.
    #expect(ends[0].distance(to: Point(5, -5)) < 1e-6)
    for p in middles {
      // A quarter-turn cubic deviates from its circle by at most 0.027% of the radius.
      #expect(abs(p.distance(to: Point(5, 0)) - 5) < 5 * 3e-4)
    }
    let otherWay = parsed("M0 0 A5 5 0 0 0 10 0")
    #expect(cubicJoints(otherWay).ends[0].distance(to: Point(5, 5)) < 1e-6)
  }

  @Test func rotatedEllipseArcsStayOnTheirEllipse() {
    let center = Point(3, 4)
    let (rx, ry, rotation) = (10.0, 5.0, Double.pi / 6)
    func onEllipse(_ angle: Double) -> Point {
      let (x, y) = (rx * cos(angle), ry * sin(angle))
      return Point(
        center.x + cos(rotation) * x - sin(rotation) * y, center.y + sin(rotation) * x + cos(rotation) * y)
    }
    let start = onEllipse(0.3)
    let end = onEllipse(2.0)
    // Sweeping +1.7 rad is the small arc in the positive direction; the large arc with the
    // opposite sweep covers the rest of the same ellipse.
    for (largeArc, sweep, segments) in [(false, true, 2), (true, false, 3)] {
      var path = Path()
      path.move(to: start)
      path.arc(to: end, radii: Vector(rx, ry), xAxisRotation: rotation, largeArc: largeArc, sweep: sweep)
      #expect(path.points.last == end)
      #expect(path.verbs.count == 1 + segments)
      let (ends, middles) = cubicJoints(path)
      for p in ends {
        #expect(abs(ellipseValue(p, center: center, rx: rx, ry: ry, rotation: rotation) - 1) < 1e-9)
      }
      for p in middles {
        #expect(abs(ellipseValue(p, center: center, rx: rx, ry: ry, rotation: rotation) - 1) < 1e-3)
      }
    }
  }

  @Test func pathDataRotationIsInDegrees() {
    let fromData = parsed("M0 0 A10 5 30 0 1 8 6")
    var direct = Path()
    direct.move(to: .zero)
    direct.arc(
      to: Point(8, 6), radii: Vector(10, 5), xAxisRotation: Double.pi / 6, largeArc: false, sweep: true)
    #expect(pathsMatch(fromData, direct, within: 1e-12))
  }

  @Test func tooSmallRadiiAreScaledUp() {
    let small = parsed("M0 0 A1 1 0 0 1 10 0")
    let exact = parsed("M0 0 A5 5 0 0 1 10 0")
    #expect(pathsMatch(small, exact, within: 1e-9))
    // The ratio is kept: 2:1 radii become 5 and 2.5, so the apex is 2.5 above the chord.
    let elliptic = parsed("M0 0 A2 1 0 0 1 10 0")
    #expect(cubicJoints(elliptic).ends[0].distance(to: Point(5, -2.5)) < 1e-9)
    // Large-arc makes no difference once the arc is exactly a half ellipse.
    #expect(pathsMatch(parsed("M0 0 A1 1 0 1 1 10 0"), exact, within: 1e-9))
  }

  /// Radii whose squared ratio to the chord overflows (below 1e-154 of it) are scaled up
  /// like any others: this arc is the semicircle of radius 50 below the chord.
  @Test func radiiFarTooSmallAreScaledUpToo() {
    let tiny = parsed("M0 0 A1e-200 1e-200 0 0 1 100 0")
    #expect(pathsMatch(tiny, parsed("M0 0 A50 50 0 0 1 100 0"), within: 1e-9))
    let bounds = tiny.bounds ?? Rect(point: .zero)
    #expect(abs(bounds.minY + 50) < 1e-9, "\(bounds)")
  }

  /// A very eccentric ellipse scaled up to a huge chord has radii beyond any double: the
  /// arc is a straight line, not a curve of NaN control points.
  @Test func radiiThatOverflowWhenScaledUpMakeALine() {
    #expect(parsed("M0 0 A1e20 1 0 0 1 0 1e300").elements == [.move(.zero), .line(Point(0, 1e300))])
  }

  /// Finite end points and radii near the largest double can still make an ellipse whose
  /// far side lies beyond it (the large arc from (0, 0) to (1, 0) on a circle of radius
  /// 1.7e308 bulges to y ≈ 3.4e308): no finite curve describes it, so it is a straight line,
  /// and the path stays finite and writes out as data that reads back.
  @Test(arguments: [
    "M0 0 A1e308 1e308 0 1 0 1 0", "M0 0 A1.7e308 1.7e308 0 1 0 1 0",
    "M1e308 0 A1.7e308 1.7e308 0 1 1 1.6e308 0",
  ])
  func arcsReachingBeyondTheLargestDoubleMakeALine(_ data: String) throws {
    let path = parsed(data)
    #expect(path.isFinite, "\(path.points)")
    #expect(path.verbs == [.move, .line])
    #expect(try Path(svgPathData: SVGPathWriter.write(path, precision: 17)) == path)
  }

  /// The same arcs at a tenth of those radii fit, and stay arcs.
  @Test func hugeArcsThatFitStayArcs() throws {
    let path = parsed("M0 0 A1e307 1e307 0 1 0 1 0")
    #expect(path.isFinite)
    #expect(path.verbs.dropFirst().allSatisfy { $0 == .cubic } && path.verbs.count > 2)
    let bounds = try #require(path.bounds)
    // A whole circle, but for the chord of 1: two radii below the chord (y-down, sweep 0).
    #expect(abs(bounds.maxY / 2e307 - 1) < 1e-9, "\(bounds)")
  }

  /// A large arc between end points a few ulps apart, or 1e-300 apart, is almost the whole
  /// ellipse, and the small arc is almost nothing.
  @Test(arguments: [(0.1, 0.10000000000000002), (0, 1e-300), (0.1, 0.1 + 1e-16)])
  func aLargeArcBetweenNearlyEqualEndPointsIsAlmostAWholeEllipse(startX: Double, endX: Double) {
    for sweep in ["0", "1"] {
      let large = parsed("M\(startX) 0 A1 1 0 1 \(sweep) \(endX) 0")
      let box = large.bounds ?? Rect(point: .zero)
      // The unit circle through the start, its centre one unit above or below it.
      #expect(abs(box.width - 2) < 1e-6 && abs(box.height - 2) < 1e-6, "sweep \(sweep): \(box)")
      #expect(large.verbs.count == 5, "sweep \(sweep): \(large.verbs)")
      let small = parsed("M\(startX) 0 A1 1 0 0 \(sweep) \(endX) 0")
      let smallBox = small.bounds ?? Rect(point: .zero)
      #expect(smallBox.width < 1e-6 && smallBox.height < 1e-6, "sweep \(sweep): \(smallBox)")
    }
  }

  @Test func zeroRadiusIsALineAndEqualEndpointsAreNothing() {
    #expect(parsed("M0 0 A0 5 0 0 1 10 0").elements == [.move(.zero), .line(Point(10, 0))])
    #expect(parsed("M0 0 A5 0 0 0 1 10 0").elements == [.move(.zero), .line(Point(10, 0))])
    #expect(parsed("M3 3 A5 5 0 1 1 3 3").elements == [.move(Point(3, 3))])
  }

  @Test func negativeRadiiActLikePositiveOnes() {
    #expect(parsed("M0 0 A-5 -5 0 0 1 10 0") == parsed("M0 0 A5 5 0 0 1 10 0"))
  }

  @Test func nearlyFullTurnUsesFourQuarterSegments() {
    var path = Path()
    path.move(to: Point(10, 0))
    let end = Point(10 * cos(-0.1), 10 * sin(-0.1))
    path.arc(to: end, radii: Vector(10, 10), xAxisRotation: 0, largeArc: true, sweep: true)
    #expect(path.verbs == [.move, .cubic, .cubic, .cubic, .cubic])
    for p in cubicJoints(path).ends {
      #expect(abs(p.distance(to: .zero) - 10) < 1e-9)
    }
    // Positive sweep from angle 0 passes through +y first.
    #expect(path.points[3].y > 9)
  }

  @Test func arcOnAnEmptyPathStartsAtTheOrigin() {
    var path = Path()
    path.arc(to: Point(2, 0), radii: Vector(1, 1), xAxisRotation: 0, largeArc: false, sweep: true)
    #expect(path.verbs.first == .move)
    #expect(path.points.first == .zero)
    #expect(path.points.last == Point(2, 0))
  }
}
