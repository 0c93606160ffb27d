import Foundation
import SymbolGeometry
import SymbolRaster
import SymbolTestSupport

extension SplitMix64 {
  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
  /// A whole number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  /// A number in `range`.
  mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
  /// One of `choices`, which must not be empty.
  mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }
  /// 10 to a power uniform in `exponents`: spreads values over orders of magnitude.
  mutating func logUniform(_ exponents: ClosedRange<Double>) -> Double { pow(10, double(exponents)) }
  /// +1 or −1.
  mutating func sign() -> Double { chance(0.5) ? 1 : -1 }
  /// Nonzero or even-odd, evenly.
  mutating func rule() -> FillRule { chance(0.5) ? .nonZero : .evenOdd }
}

/// Makes random targets, paths and transforms that reach the filler's edge cases: sides
/// around its layout limits, points on and beyond the target's sides, slivers, nearly
/// horizontal and vertical edges, zero-length segments, far control points.
struct FuzzPathMaker {
  /// Widths and heights at the filler's boundaries: word and strip sizes (multiples of 64
  /// cells less the two hidden columns), the one-band limit, tiny targets.
  static let specialSides = [
    1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 61, 62, 63, 64, 65, 66, 127, 128, 129, 130,
    255, 256, 257, 360, 361, 362, 509, 510, 511, 512, 513, 1023, 1024, 1025,
  ]

  /// Where a sub-path's points lie relative to a `width` × `height` target.
  enum Spread: CaseIterable {
    /// Anywhere inside.
    case inside
    /// Up to 3 px beyond the sides.
    case margin
    /// Up to 10^`farExponent` px beyond them.
    case far
    /// On a grid of 1 to 1/2048 px, sometimes exactly on a side.
    case grid
    /// Within a small distance of one centre: sub-pixel shapes.
    case tiny
    /// On the sides or a hair (down to 1e−9 px) to either side of them.
    case edgeHugging
  }

  /// The random source; every choice comes from it, so a seed makes the same case.
  var random: SplitMix64
  /// The width of the space the points are placed in.
  let width: Double
  /// The height of the space the points are placed in.
  let height: Double
  /// Relative weights of lines, quadratics and cubics.
  var kinds = (line: 1.0, quadratic: 0.0, cubic: 0.0)
  /// How far `.far` points may reach, as a power of ten in pixels.
  var farExponent = 6.0
  /// The spreads a sub-path picks from.
  var spreads = Spread.allCases

  /// A maker placing points in a `width` × `height` space.
  init(random: SplitMix64, width: Double, height: Double) {
    self.random = random
    self.width = width
    self.height = height
  }

  /// A target size: small, at a special side, or any up to `maxSide`, within `maxArea` pixels.
  static func size(_ random: inout SplitMix64, maxSide: Int = 1024, maxArea: Int = 400_000) -> (Int, Int) {
    func side() -> Int {
      switch random.int(0...9) {
      case 0...2: random.int(1...70)
      case 3...5: random.pick(specialSides)
      case 6...7: random.int(1...300)
      default: random.int(1...maxSide)
      }
    }
    var (w, h) = (min(side(), maxSide), min(side(), maxSide))
    if random.chance(0.08) { w = 1 }
    if random.chance(0.08) { h = 1 }
    while w * h > maxArea {
      if w > h { w = max(1, w / 2) } else { h = max(1, h / 2) }
    }
    return (w, h)
  }

  /// One point of `spread`; `centre` and `scale` place `.tiny` points.
  mutating func point(_ spread: Spread, centre: Point, scale: Double) -> Point {
    switch spread {
    case .inside:
      return Point(random.double(0...width), random.double(0...height))
    case .margin:
      return Point(random.double(-3...(width + 3)), random.double(-3...(height + 3)))
    case .far:
      func far(_ extent: Double) -> Double {
        let distance = random.logUniform(-3...farExponent)
        return random.chance(0.5) ? -distance : extent + distance
      }
      let x = random.chance(0.5) ? far(width) : random.double(-1...(width + 1))
      let y = random.chance(0.5) ? far(height) : random.double(-1...(height + 1))
      return Point(x, y)
    case .grid:
      let step = random.pick([1.0, 2, 4, 8, 64, 1024, 2048])
      let x =
        random.chance(0.15) ? random.pick([0, width]) : (random.double(0...width) * step).rounded() / step
      let y =
        random.chance(0.15) ? random.pick([0, height]) : (random.double(0...height) * step).rounded() / step
      return Point(x, y)
    case .tiny:
      return Point(centre.x + scale * random.double(-1...1), centre.y + scale * random.double(-1...1))
    case .edgeHugging:
      let hair = random.pick([0.0, 1e-9, 1e-6, 1e-3, 0.25, 0.5, 1])
      let x =
        random.chance(0.5)
        ? random.pick([-hair, hair, width - hair, width + hair]) : random.double(0...width)
      let y =
        random.chance(0.5)
        ? random.pick([-hair, hair, height - hair, height + hair]) : random.double(0...height)
      return Point(x, y)
    }
  }

  /// Appends one sub-path of up to `maxSegments` segments: a sliver now and then, otherwise
  /// segments of the weighted kinds, some nearly or exactly axis-aligned or of zero length;
  /// most are closed, a few twice.
  mutating func appendSubpath(to path: inout Path, maxSegments: Int) {
    let spread = random.pick(spreads)
    let centre = Point(random.double(-2...(width + 2)), random.double(-2...(height + 2)))
    let scale = random.logUniform(-3...0.5)
    var current = point(spread, centre: centre, scale: scale)
    path.move(to: current)
    if random.chance(0.08) {
      // A sliver: the third point a hair off the line through the first two.
      let end = point(spread, centre: centre, scale: scale)
      let (dx, dy) = (end.x - current.x, end.y - current.y)
      let length = max((dx * dx + dy * dy).squareRoot(), 1e-12)
      let (t, offset) = (random.double(0...1), random.logUniform(-6...(-1)) * random.sign())
      path.line(to: end)
      path.line(
        to: Point(current.x + t * dx - dy / length * offset, current.y + t * dy + dx / length * offset))
      path.close()
      return
    }
    for _ in 0..<random.int(1...max(1, maxSegments)) {
      var next = point(spread, centre: centre, scale: scale)
      switch random.double(0...1) {
      case ..<0.08: next = Point(next.x, current.y + random.sign() * random.logUniform(-12...(-1)))
      case ..<0.16: next = Point(current.x + random.sign() * random.logUniform(-12...(-1)), next.y)
      case ..<0.19: next = Point(next.x, current.y)
      case ..<0.22: next = Point(current.x, next.y)
      case ..<0.24: next = current
      default: break
      }
      let pick = random.double(0...(kinds.line + kinds.quadratic + kinds.cubic))
      if pick < kinds.line {
        path.line(to: next)
      } else if pick < kinds.line + kinds.quadratic {
        path.quad(to: next, control: point(spread, centre: centre, scale: scale))
      } else {
        path.cubic(
          to: next, control1: point(spread, centre: centre, scale: scale),
          control2: point(spread, centre: centre, scale: scale))
      }
      current = next
    }
    let ending = random.double(0...1)
    if ending < 0.75 { path.close() }
    if ending >= 0.7 && ending < 0.75 { path.close() }
  }

  /// A path of `subpaths` random sub-paths.
  mutating func path(subpaths: Int, maxSegments: Int) -> Path {
    var path = Path()
    for _ in 0..<subpaths { appendSubpath(to: &path, maxSegments: maxSegments) }
    return path
  }

  /// A transform mapping the square `0...side` roughly onto a `width` × `height` target:
  /// scaled, rotated, sheared, mirrored, nearly axis-aligned, or scaled by up to 1000 either
  /// way, and placed about the target's centre (sometimes partly outside it).
  static func transform(_ random: inout SplitMix64, side: Double, width: Double, height: Double) -> Transform
  {
    let fit = max(width, height) / side
    let linear: Transform
    switch random.int(0...5) {
    case 0:
      linear = .scale(
        fit * random.double(0.2...1.3) * random.sign(), fit * random.double(0.2...1.3) * random.sign())
    case 1:
      linear = Transform.scale(fit * random.double(0.2...1.3)).then(.rotation(random.double(-.pi ... .pi)))
    case 2:
      linear = Transform.scale(fit * random.double(0.2...1.3), fit * random.double(0.2...1.3))
        .then(.skewX(random.double(-1...1))).then(.rotation(random.double(-.pi ... .pi)))
    case 3:
      linear = Transform.scale(fit * random.double(0.3...1.2))
        .then(.rotation(random.sign() * random.logUniform(-9...(-2))))
    case 4:
      let s = random.logUniform(-3...3)
      linear = .scale(s * random.sign(), s * random.double(0.5...2))
    default:
      linear = Transform(
        a: fit * random.double(-1.2...1.2), b: fit * random.double(-1.2...1.2),
        c: fit * random.double(-1.2...1.2), d: fit * random.double(-1.2...1.2), e: 0, f: 0)
    }
    let cx = width / 2 + random.double(-0.6...0.6) * width
    let cy = height / 2 + random.double(-0.6...0.6) * height
    return Transform.translation(-side / 2, -side / 2).then(linear).then(.translation(cx, cy))
  }
}
