import SymbolGeometry

/// The fast path for the common case: a path that lies wholly inside a target of one band,
/// as a glyph or a symbol does on its own image. Nothing needs clipping, so every point is
/// converted to fixed point once, in one pass that also proves the path is inside, and the
/// verbs are then walked with the current point in registers: lines go straight into the
/// band, and curves small enough for even steps in `t` are flattened in place in
/// fixed-point units (see `step`).
///
/// Everything else (paths reaching outside the target, curves needing more than
/// `UniformStep.segmentLimit` segments) takes the general `EdgeBuilder` or
/// `Flattener` routes, which give the same lines.
struct DirectAccumulator<Marks: TouchMarks, Cell: CellWord> {
  /// The band's accumulator: a copy of the one at `accumulatorAddress`, which the narrow
  /// ones are used through (see `line`).
  let accumulator: CellAccumulator<Marks, Cell>
  /// Where the caller keeps the accumulator, which the wide ones are used through.
  let accumulatorAddress: UnsafePointer<CellAccumulator<Marks, Cell>>
  /// The flattening tolerance in fixed-point units, for the general flattener (large
  /// curves only). Kept rather than derived from `inverseToleranceSquared`: that round
  /// trip changes the last bit for about a fifth of tolerances, and the flattener must
  /// derive exactly this inverse square from it, as it does on `EdgeBuilder`'s route
  /// from the same tolerance in pixels, for both routes to count steps alike.
  private let tolerance: Double
  /// The inverse square of the flattening tolerance (in fixed-point units), so that a
  /// curve's segment count needs no division.
  private let inverseToleranceSquared: Double
  /// The target's longer side in pixels, which bounds how many segments a curve needs.
  let longerSide: Int
  /// Scratch for the points of one curve stepped here: room for `UniformStep.segmentLimit`
  /// points, x and y interleaved.
  let curvePoints: UnsafeMutablePointer<Int>

  /// Works on the accumulator at `accumulator`, which must stay there, unchanged, while
  /// this is used.
  ///
  /// The struct holds no reference (the points' scratch is an argument of `accumulate`),
  /// so it is never retained, released or destroyed. With the scratch a field, and a sixth
  /// field besides, it was destroyed out of line through its generic value witness, 70–90
  /// instructions a fill, 1% of `dejavu-ascii` at 16 px.
  init(
    accumulator: UnsafePointer<CellAccumulator<Marks, Cell>>, tolerance: Double, longerSide: Int,
    curvePoints: UnsafeMutablePointer<Int>
  ) {
    self.accumulator = accumulator.pointee
    accumulatorAddress = accumulator
    self.tolerance = tolerance
    inverseToleranceSquared = WangBound.inverseSquare(of: tolerance)
    self.longerSide = longerSide
    self.curvePoints = curvePoints
  }

  /// What `accumulate` did with a path.
  enum Outcome {
    /// The path is in the band.
    case accumulated
    /// Some point is outside the target or not finite; nothing was changed.
    case outside
    /// The path has more lines than `Cell.lineLimit`: the band holds part of it, which
    /// may have wrapped, and must be swept clean.
    case tooManyLines
  }

  /// Converts `path` through `transform` into `points` (x and y interleaved) and
  /// accumulates it into the band.
  func accumulate(
    _ path: Path, transform: Transform, width: Int, height: Int, points: ScratchBuffer<Int32>
  ) throws(RasterError) -> Outcome {
    guard convert(path.points, into: points, transform: transform, width: width, height: height) else {
      return .outside
    }
    let xy = points.base
    var segments = 0
    var (cx, cy) = (0, 0)
    var (sx, sy) = (0, 0)
    var open = false
    var index = 0
    for verb in path.verbs {
      switch verb {
      case .move:
        if open { line(cx, cy, sx, sy, &segments) }
        cx = Int(xy[index &<< 1])
        cy = Int(xy[index &<< 1 &+ 1])
        (sx, sy) = (cx, cy)
        open = true
      case .line:
        let x = Int(xy[index &<< 1])
        let y = Int(xy[index &<< 1 &+ 1])
        line(cx, cy, x, y, &segments)
        (cx, cy) = (x, y)
      case .quad:
        let c = (Int(xy[index &<< 1]), Int(xy[index &<< 1 &+ 1]))
        let p = (Int(xy[index &<< 1 &+ 2]), Int(xy[index &<< 1 &+ 3]))
        quadratic((cx, cy), c, p, &segments)
        (cx, cy) = p
      case .cubic:
        let c1 = (Int(xy[index &<< 1]), Int(xy[index &<< 1 &+ 1]))
        let c2 = (Int(xy[index &<< 1 &+ 2]), Int(xy[index &<< 1 &+ 3]))
        let p = (Int(xy[index &<< 1 &+ 4]), Int(xy[index &<< 1 &+ 5]))
        cubic((cx, cy), c1, c2, p, &segments)
        (cx, cy) = p
      case .close:
        if open { line(cx, cy, sx, sy, &segments) }
        (cx, cy) = (sx, sy)
        open = false
      }
      index &+= verb.pointCount
      if segments > Cell.lineLimit { return .tooManyLines }
      if segments > RasterError.maximumSegments {
        throw .tooComplex(segments: segments, limit: RasterError.maximumSegments)
      }
    }
    if open { line(cx, cy, sx, sy, &segments) }
    return segments > Cell.lineLimit ? .tooManyLines : .accumulated
  }

  /// Fills `points` with every point in fixed point, and reports whether all of them lie
  /// inside the target (``InsideCheck``, in fixed-point units).
  private func convert(
    _ source: [Point], into points: ScratchBuffer<Int32>, transform: Transform, width: Int, height: Int
  ) -> Bool {
    points.reserve(source.count &* 2)
    let out = points.base
    let scale = Double(Fixed.one)
    let m = SIMD2(transform.a, transform.b) * scale
    let n = SIMD2(transform.c, transform.d) * scale
    let t = SIMD2(transform.e, transform.f) * scale
    var check = InsideCheck()
    if transform.isTranslationAndScale {
      // The common case (symbols are placed by scale and offset): one multiplication and
      // one addition per point instead of two of each and the shuffles between them.
      let diagonal = SIMD2(m.x, n.y)
      for i in 0..<source.count {
        let p = source[i]
        store(SIMD2(p.x, p.y) * diagonal + t, at: i, in: out, &check)
      }
    } else {
      for i in 0..<source.count {
        let p = source[i]
        store(m * p.x + n * p.y + t, at: i, in: out, &check)
      }
    }
    return check.isInside(width: Double(width) * scale, height: Double(height) * scale)
  }

  /// Stores converted point `i` rounded to fixed point, and includes it in the inside check.
  @inline(__always)
  private func store(
    _ v: SIMD2<Double>, at i: Int, in out: UnsafeMutablePointer<Int32>, _ check: inout InsideCheck
  ) {
    check.include(v)
    // Adding 1.5·2⁵² leaves the rounded integer in the low bits of the mantissa, whose
    // low 32 bits are otherwise zero (see `Fixed.round`).
    let rounded = v + SIMD2<Double>(repeating: Fixed.roundingMagic)
    out[i &<< 1] = Int32(truncatingIfNeeded: rounded.x.bitPattern)
    out[i &<< 1 &+ 1] = Int32(truncatingIfNeeded: rounded.y.bitPattern)
  }

  /// Adds a line (none if it is horizontal) and counts it.
  ///
  /// Lines crossing rows go to out-of-line kernels (`rows`, `strips`, `walk`), which take
  /// an accumulator of more than three words (`WordMarks`, targets over 64 px wide) by
  /// address. Given the value, the loops that step curves stored a copy of it on the
  /// stack for every call, three for every line; given where the caller keeps it, they
  /// store none: 3–5% fewer instructions for `heart` and `venn` at 128–256 px. Three
  /// words (`RowWordMarks`) travel in registers, and taking them from memory for every
  /// line cost 1–3% at 16 px.
  @inline(__always)
  private func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ segments: inout Int) {
    if y0 != y1 {
      if MemoryLayout<CellAccumulator<Marks, Cell>>.size > 3 &* MemoryLayout<Int>.size {
        accumulatorAddress.pointee.add(x0, y0, x1, y1)
      } else {
        accumulator.add(x0, y0, x1, y1)
      }
    }
    segments &+= 1
  }

  /// A quadratic, in even steps when few are needed (Wang's bound: n steps keep it within
  /// |p0 − 2c + p2| / (4n²) of its chords), else by the parabola method.
  @inline(__always)
  private func quadratic(
    _ p0: (Int, Int), _ c: (Int, Int), _ p2: (Int, Int), _ segments: inout Int
  ) {
    let ddx = p0.0 &- 2 &* c.0 &+ p2.0
    let ddy = p0.1 &- 2 &* c.1 &+ p2.1
    let countToTheFourth = WangBound.quadraticCountToTheFourth(
      secondDifferenceSquared: Double(ddx &* ddx &+ ddy &* ddy),
      inverseToleranceSquared: inverseToleranceSquared)
    if let count = WangBound.evenStepCount(
      countToTheFourth: countToTheFourth, limit: UniformStep.segmentLimit)
    {
      if count == 1 {
        line(p0.0, p0.1, p2.0, p2.1, &segments)
        return
      }
      if count == 2 {
        // B(½) − p0 = (2c + p2 − 3p0) / 4, rounded as `step` rounds its points.
        let a = (
          p0.0 &+ Self.dividedToEven(2 &* c.0 &+ p2.0 &- 3 &* p0.0, shift: 2),
          p0.1 &+ Self.dividedToEven(2 &* c.1 &+ p2.1 &- 3 &* p0.1, shift: 2)
        )
        line(p0.0, p0.1, a.0, a.1, &segments)
        line(a.0, a.1, p2.0, p2.1, &segments)
        return
      }
      // B(t) − p0 = t·2(c − p0) + t²·(p0 − 2c + p2).
      step(
        from: p0, to: p2, count: count, cubic: Vector(0, 0),
        square: Vector(Double(ddx), Double(ddy)),
        linear: Vector(Double(2 &* (c.0 &- p0.0)), Double(2 &* (c.1 &- p0.1))), &segments)
      return
    }
    flattenLarge(p0, c, p2, &segments)
  }

  /// A quadratic too large for even steps, through `Flattener.quadratic`, relative to its
  /// start (see `FixedPointSink`). Out of line: such curves are rare and costly anyway,
  /// and inline, the set-up cost the verb loop of every fill some 60 instructions.
  @inline(never)
  private func flattenLarge(_ p0: (Int, Int), _ c: (Int, Int), _ p2: (Int, Int), _ segments: inout Int) {
    var sink = FixedPointSink(accumulator: accumulator, origin: p0, segments: segments)
    Flattener.quadratic(
      .zero, Self.offset(c, from: p0), Self.offset(p2, from: p0), tolerance: tolerance,
      maxSegments: maxCurveSegments, uniformLimit: UniformStep.segmentLimit, into: &sink)
    segments = sink.segments
  }

  /// A cubic, in even steps when few are needed (Wang's bound: n steps keep it within
  /// ¾·max|Δ²p| / n² of its chords), else through quadratics by `Flattener.cubic`.
  @inline(__always)
  private func cubic(
    _ p0: (Int, Int), _ c1: (Int, Int), _ c2: (Int, Int), _ p3: (Int, Int), _ segments: inout Int
  ) {
    let ax = p0.0 &- 2 &* c1.0 &+ c2.0
    let ay = p0.1 &- 2 &* c1.1 &+ c2.1
    let bx = c1.0 &- 2 &* c2.0 &+ p3.0
    let by = c1.1 &- 2 &* c2.1 &+ p3.1
    let countToTheFourth = WangBound.cubicCountToTheFourth(
      largestSecondDifferenceSquared: Double(max(ax &* ax &+ ay &* ay, bx &* bx &+ by &* by)),
      inverseToleranceSquared: inverseToleranceSquared)
    if let count = WangBound.evenStepCount(
      countToTheFourth: countToTheFourth, limit: UniformStep.segmentLimit)
    {
      if count == 1 {
        line(p0.0, p0.1, p3.0, p3.1, &segments)
        return
      }
      if count == 2 {
        // B(½) − p0 = (3c1 + 3c2 + p3 − 7p0) / 8, rounded as `step` rounds its points,
        // without converting the control points to doubles: 3–5% fewer instructions and
        // 4–7% faster for `gear` at 16–32 px (16 of its 20 cubics take two steps).
        let a = (
          p0.0 &+ Self.dividedToEven(3 &* (c1.0 &+ c2.0) &+ p3.0 &- 7 &* p0.0, shift: 3),
          p0.1 &+ Self.dividedToEven(3 &* (c1.1 &+ c2.1) &+ p3.1 &- 7 &* p0.1, shift: 3)
        )
        line(p0.0, p0.1, a.0, a.1, &segments)
        line(a.0, a.1, p3.0, p3.1, &segments)
        return
      }
      // B(t) − p0 = t·3(c1 − p0) + t²·3(c2 − 2c1 + p0) + t³·(p3 − p0 − the other two).
      let linear = Vector(Double(3 &* (c1.0 &- p0.0)), Double(3 &* (c1.1 &- p0.1)))
      let square = Vector(Double(3 &* (c2.0 &- 2 &* c1.0 &+ p0.0)), Double(3 &* (c2.1 &- 2 &* c1.1 &+ p0.1)))
      let cubic = Vector(
        Double(p3.0 &- p0.0) - linear.dx - square.dx, Double(p3.1 &- p0.1) - linear.dy - square.dy)
      step(from: p0, to: p3, count: count, cubic: cubic, square: square, linear: linear, &segments)
      return
    }
    flattenLarge(p0, c1, c2, p3, &segments)
  }

  /// A cubic too large for even steps, through `Flattener.cubic`, relative to its start
  /// (see `FixedPointSink`); out of line, as the quadratic's.
  @inline(never)
  private func flattenLarge(
    _ p0: (Int, Int), _ c1: (Int, Int), _ c2: (Int, Int), _ p3: (Int, Int), _ segments: inout Int
  ) {
    var sink = FixedPointSink(accumulator: accumulator, origin: p0, segments: segments)
    Flattener.cubic(
      .zero, Self.offset(c1, from: p0), Self.offset(c2, from: p0), Self.offset(p3, from: p0),
      tolerance: tolerance, maxSegments: maxCurveSegments, uniformLimit: UniformStep.segmentLimit,
      halvings: UniformStep.cubicHalvings, chordShortcut: false, into: &sink)
    segments = sink.segments
  }

  /// v / 2^`shift` rounded to the nearest integer, ties to even, as `Fixed.round` rounds:
  /// below a half rounds down, above rounds up, and a half goes up only from an odd
  /// quotient.
  @inline(__always)
  static func dividedToEven(_ v: Int, shift: Int) -> Int {
    (v &+ (1 &<< (shift &- 1)) &- 1 &+ ((v &>> shift) & 1)) &>> shift
  }

  /// Emits a curve given in power form relative to its start (see `ForwardDifferences`)
  /// as `count` even steps in `t`. Points are rounded relative to `start`, so that
  /// whole-pixel moves shift every one exactly; the last is `end` itself.
  ///
  /// Three and four steps evaluate their points at constant `t` and emit the lines
  /// straight away, with no loop whose trip count changes from curve to curve and no
  /// forward differences to set up; the callers take two steps, the commonest case, from
  /// the control points in integers. For two to four steps (most small curves at 16–32 px:
  /// `gear`'s corners, the glyphs' quadratics) this was 7–13% faster for `gear` and
  /// `dejavu-ascii` at 16–32 px (`symbol-bench raster`, alternating A/B runs), for 2–3%
  /// fewer instructions.
  @inline(__always)
  private func step(
    from start: (Int, Int), to end: (Int, Int), count: Int, cubic: Vector, square: Vector,
    linear: Vector, _ segments: inout Int
  ) {
    // The curve at a constant `t`, rounded relative to `start`; the powers of `t` fold
    // into constants.
    func point(_ t: Double) -> (Int, Int) {
      let (t2, t3) = (t * t, t * t * t)
      return (
        start.0 &+ Fixed.round(t * linear.dx + t2 * square.dx + t3 * cubic.dx),
        start.1 &+ Fixed.round(t * linear.dy + t2 * square.dy + t3 * cubic.dy)
      )
    }
    switch count {
    case 3:
      let a = point(1.0 / 3)
      let b = point(2.0 / 3)
      line(start.0, start.1, a.0, a.1, &segments)
      line(a.0, a.1, b.0, b.1, &segments)
      line(b.0, b.1, end.0, end.1, &segments)
      return
    case 4:
      let a = point(0.25)
      let b = point(0.5)
      let c = point(0.75)
      line(start.0, start.1, a.0, a.1, &segments)
      line(a.0, a.1, b.0, b.1, &segments)
      line(b.0, b.1, c.0, c.1, &segments)
      line(c.0, c.1, end.0, end.1, &segments)
      return
    default:
      break
    }
    var steps = ForwardDifferences(
      step: UniformStep.reciprocals[count], cubic: cubic, square: square, linear: linear)
    // The points first, then the lines: stepping keeps its state in registers, where a
    // call for a line crossing rows in between would spill and reload it every time.
    let xy = curvePoints
    for k in 1..<count {
      let offset = steps.next()
      xy[k &<< 1] = start.0 &+ Fixed.round(offset.dx)
      xy[k &<< 1 &+ 1] = start.1 &+ Fixed.round(offset.dy)
    }
    var (px, py) = start
    for k in 1..<count {
      let (nx, ny) = (xy[k &<< 1], xy[k &<< 1 &+ 1])
      line(px, py, nx, ny, &segments)
      (px, py) = (nx, ny)
    }
    line(px, py, end.0, end.1, &segments)
  }

  /// The most segments one curve may become (as `EdgeBuilder` allows); only large curves,
  /// which take the general flattener, need it.
  private var maxCurveSegments: Int {
    64 + Int(4 * (Double(longerSide) * Double(Fixed.one) / tolerance).squareRoot())
  }

  /// `p` relative to `origin`, in fixed-point units (exact: both are integers).
  @inline(__always)
  private static func offset(_ p: (Int, Int), from origin: (Int, Int)) -> Point {
    Point(Double(p.0 &- origin.0), Double(p.1 &- origin.1))
  }
}

/// Receives the points of a large curve flattened in fixed-point units and adds its lines.
///
/// The curve is flattened relative to its start, as the even steps are: on absolute
/// coordinates the flattener's rounding depended on where the curve lay, and a curve
/// moved by whole pixels could move a pixel by a level.
private struct FixedPointSink<Marks: TouchMarks, Cell: CellWord>: FlatteningSink {
  let accumulator: CellAccumulator<Marks, Cell>
  /// The curve's start, which the flattener's points are relative to.
  let origin: (x: Int, y: Int)
  var x: Int
  var y: Int
  var segments: Int

  init(accumulator: CellAccumulator<Marks, Cell>, origin: (Int, Int), segments: Int) {
    self.accumulator = accumulator
    self.origin = origin
    (x, y) = origin
    self.segments = segments
  }

  mutating func lineTo(_ p: Point) {
    let nx = origin.x &+ Fixed.round(p.x)
    let ny = origin.y &+ Fixed.round(p.y)
    if ny != y { accumulator.add(x, y, nx, ny) }
    segments &+= 1
    (x, y) = (nx, ny)
  }
}
