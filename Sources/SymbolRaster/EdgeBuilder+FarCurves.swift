import SymbolGeometry

extension EdgeBuilder {
  /// How far (in pixels, along either axis) a curve of a path that is not wholly inside
  /// the target may reach before it is halved: twice the target's longer side, so that
  /// `maxCurveSegments` leaves room for every piece flattened whole (Wang's bound asks
  /// about 2.1·√(side / tolerance) segments of such a piece, the cap allows 4·√ and more).
  var farCurveReach: Double { 2 * max(width, height) }

  /// How many halvings one curve may take: enough to bring a curve from ±1e30 down to a
  /// target's size along a few passes through it, while bounding the work (at most one
  /// more piece than halvings is flattened, each within `maxCurveSegments`).
  static var farCurveHalvings: Int { 256 }

  /// Adds a quadratic of a path that is not wholly inside the target, as `addClippedCubic`
  /// does, raised to the cubic that draws the same curve when it reaches far beyond the
  /// target (small ones are flattened as quadratics, whose segments are fewer).
  mutating func addClippedQuadratic(_ p0: Point, _ c: Point, _ p: Point) {
    let minX = min(min(p0.x, c.x), p.x)
    let maxX = max(max(p0.x, c.x), p.x)
    let minY = min(min(p0.y, c.y), p.y)
    let maxY = max(max(p0.y, c.y), p.y)
    if curveCanBeChord(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
      lineTo(p)
    } else if maxX - minX <= farCurveReach && maxY - minY <= farCurveReach {
      Flattener.quadratic(
        p0, c, p, tolerance: tolerance, maxSegments: maxCurveSegments,
        uniformLimit: UniformStep.segmentLimit, into: &self)
    } else {
      let c1 = Point(p0.x + 2.0 / 3.0 * (c.x - p0.x), p0.y + 2.0 / 3.0 * (c.y - p0.y))
      let c2 = Point(p.x + 2.0 / 3.0 * (c.x - p.x), p.y + 2.0 / 3.0 * (c.y - p.y))
      var budget = Self.farCurveHalvings
      addClippedCubic(p0, c1, c2, p, budget: &budget)
    }
  }

  /// Adds a cubic of a path that is not wholly inside the target: its chord if its control
  /// box misses the target (see `curveCanBeChord`), the curve flattened whole if it is
  /// within `farCurveReach`, and otherwise its two halves (de Casteljau at t = ½), each
  /// the same way.
  ///
  /// `maxCurveSegments` bounds a curve's segments by the target's size, not the curve's:
  /// flattened whole, a curve that reaches far beyond the target gets segments far longer
  /// than a pixel where it crosses the target. One whose controls lie 10⁵ px away
  /// (`M5 49 C-855 9 -2307 -239019 36 43 Z`) took 214 segments for some 3·10⁵ px and was
  /// 217 levels off in a 62×70 target. Halved, the pieces that miss the target cost a
  /// chord each and those that cross it are flattened at the target's scale; once
  /// `budget` halvings are spent, pieces are flattened whole.
  mutating func addClippedCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, budget: inout Int) {
    let minX = min(min(p0.x, p1.x), min(p2.x, p3.x))
    let maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
    let minY = min(min(p0.y, p1.y), min(p2.y, p3.y))
    let maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
    if curveCanBeChord(minX: minX, maxX: maxX, minY: minY, maxY: maxY) {
      lineTo(p3)
      return
    }
    let reach = farCurveReach
    if budget <= 0 || (maxX - minX <= reach && maxY - minY <= reach) {
      Flattener.cubic(
        p0, p1, p2, p3, tolerance: tolerance, maxSegments: maxCurveSegments,
        uniformLimit: UniformStep.segmentLimit, halvings: UniformStep.cubicHalvings, into: &self)
      return
    }
    budget -= 1
    func middle(_ a: Point, _ b: Point) -> Point { Point(0.5 * (a.x + b.x), 0.5 * (a.y + b.y)) }
    let (a, b, c) = (middle(p0, p1), middle(p1, p2), middle(p2, p3))
    let (d, e) = (middle(a, b), middle(b, c))
    let m = middle(d, e)
    addClippedCubic(p0, a, d, m, budget: &budget)
    addClippedCubic(m, e, c, p3, budget: &budget)
  }
}
