import Foundation
import SymbolGeometry
import SymbolRaster
import SymbolTestSupport

/// The kinds of case `symbol-bench fuzz` makes. Each seed makes one case of one category.
enum FuzzCategory: String, CaseIterable, Codable, Sendable {
  /// Polygons of lines on targets of every size, compared with the exact reference.
  case lines
  /// Quadratics and cubics at 1/4096 px, compared with the exact reference.
  case curves
  /// Lines and curves under random affine transforms, compared with the exact reference.
  case transforms
  /// Targets of more than 131,072 cells, filled in several bands, compared with the reference.
  case bands
  /// Paths of more than 1,023 lines (64-bit cells), stacked copies and high windings.
  case manyLines = "many-lines"
  /// Points up to 10⁹ px beyond the target (curves up to 10⁴), compared with the reference.
  case far
  /// Curves whose control points reach far beyond a small target, at the default 1/20 px,
  /// held to the documented bound of 255·√2/20 + 1 levels.
  case farCurves = "far-curves"
  /// Glyphs of the fonts of fonts-dejavu-core, fonts-liberation and fonts-freefont-otf at 3
  /// to 3,000 px, now and then slanted, rotated, mirrored or clipped, compared with the
  /// exact reference; one in four also moved by whole pixels, as `shift` moves paths.
  case glyphs
  /// A path and the same path moved by whole pixels onto a larger target: the pixels must
  /// move with it, exactly when nothing is clipped, within one level otherwise.
  case shift
  /// The RGBA canvas fill against the mask's coverage composited exactly.
  case canvas
  /// Non-finite points and overflowing transforms must be refused, and the rasterizer must
  /// then fill as a fresh one does.
  case invalid
  /// Fills of the other generators' paths through a clip rectangle (sides anywhere: whole
  /// or half pixels, slivers, beyond the target, infinite), compared with the reference of
  /// the path cut to the rectangle.
  case clips

  /// Makes the case a reference-compared category draws from `random`; `nil` for the
  /// categories with checks of their own (`shift`, `canvas`, `invalid`) and for `glyphs`,
  /// whose cases need the checker's fonts (`FuzzGlyphSource`).
  func makeCase(_ random: inout SplitMix64) -> FuzzCase? {
    switch self {
    case .lines: Self.polygonCase(&random, curves: false)
    case .curves: Self.polygonCase(&random, curves: true)
    case .transforms: Self.transformCase(&random)
    case .bands: Self.bandCase(&random)
    case .manyLines: Self.manyLinesCase(&random)
    case .far: Self.farCase(&random)
    case .farCurves: Self.farCurveCase(&random)
    case .clips: Self.clipCase(&random)
    case .glyphs, .shift, .canvas, .invalid: nil
    }
  }

  /// Random sub-paths of lines, or of curves, over a target of any size; one case in ten
  /// has 20–150 small sub-paths.
  static func polygonCase(_ random: inout SplitMix64, curves: Bool) -> FuzzCase {
    let (w, h) = FuzzPathMaker.size(&random)
    var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: Double(w), height: Double(h))
    if curves {
      maker.kinds = random.pick([(1.0, 1.0, 1.0), (0, 1, 0), (0, 0, 1), (1, 0, 1)])
    }
    maker.farExponent = random.pick([1.0, 3])
    if random.chance(0.4) { maker.spreads = [.inside, .grid, .tiny] }
    let many = random.chance(0.1)
    let path = maker.path(
      subpaths: many ? random.int(20...150) : random.int(1...6),
      maxSegments: many ? random.int(2...4) : random.int(2...14))
    return FuzzCase(path: path, width: w, height: h, rule: random.rule())
  }

  /// A path drawn in a square of side 1 to 1000 and mapped onto the target by a random
  /// transform; now and then a fractional translation of a path at the target's scale.
  static func transformCase(_ random: inout SplitMix64) -> FuzzCase {
    let (w, h) = FuzzPathMaker.size(&random, maxArea: 300_000)
    let side = random.pick([1.0, 10, 100, 1000])
    var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: side, height: side)
    maker.kinds = random.pick([(1.0, 0.0, 0.0), (1, 1, 1), (0, 0, 1)])
    maker.spreads = [.inside, .grid, .tiny, .margin]
    var fill = FuzzCase(
      path: maker.path(subpaths: random.int(1...5), maxSegments: random.int(2...10)), width: w, height: h)
    fill.transform = FuzzPathMaker.transform(&random, side: side, width: Double(w), height: Double(h))
    if random.chance(0.15) {
      fill.path = fill.path.transformed(by: .scale(Double(max(w, h)) / side))
      fill.transform = .translation(random.double(-50...50), random.double(-50...50))
    }
    fill.rule = random.rule()
    return fill
  }

  /// A case of lines, curves, transforms, bands or far points, filled through a random clip
  /// rectangle.
  static func clipCase(_ random: inout SplitMix64) -> FuzzCase {
    var fill: FuzzCase
    switch random.int(0...9) {
    case 0...3: fill = polygonCase(&random, curves: random.chance(0.5))
    case 4...5: fill = transformCase(&random)
    case 6...7: fill = bandCase(&random)
    default: fill = farCase(&random)
    }
    let (width, height) = (Double(fill.width), Double(fill.height))
    func side(_ extent: Double) -> Double {
      switch random.int(0...9) {
      case 0...1: Double(random.int(-2...(Int(extent) + 2)))
      case 2: Double(random.int(-2...(Int(extent) + 2))) + 0.5
      case 3: random.chance(0.5) ? -.infinity : .infinity
      default: random.double((-0.2 * extent)...(1.2 * extent))
      }
    }
    var (x0, x1, y0, y1) = (side(width), side(width), side(height), side(height))
    if x0 > x1 { swap(&x0, &x1) }
    if y0 > y1 { swap(&y0, &y1) }
    if random.chance(0.1) { x1 = x0 + random.double(0.001...0.5) }
    if random.chance(0.1) { y1 = y0 + random.double(0.001...0.5) }
    fill.clip = Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    return fill
  }

  /// Targets just over the one-band limit, very wide and short ones, narrow and tall ones.
  static func bandCase(_ random: inout SplitMix64) -> FuzzCase {
    var (w, h): (Int, Int)
    switch random.int(0...9) {
    case 0...5:
      w =
        random.chance(0.5) ? random.int(300...1200) : random.pick([320, 509, 510, 511, 512, 513, 1023, 1024])
      let minimum = Rasterizer.singleBandCellLimit / (w + 2) + 1
      h = random.chance(0.3) ? minimum + random.int(0...8) : random.int(minimum...1200)
    case 6...7:
      w = random.int(2000...16_384)
      h = random.int(max(8, Rasterizer.singleBandCellLimit / (w + 2) + 1)...max(9, 1_000_000 / w))
    default:
      w = random.int(8...100)
      h = random.int((Rasterizer.singleBandCellLimit / (w + 2) + 1)...16_384)
    }
    while w * h > 1_000_000 { h -= h / 4 + 1 }
    var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: Double(w), height: Double(h))
    maker.kinds = random.pick([(1.0, 0.0, 0.0), (1, 1, 1), (0, 0, 1)])
    maker.spreads = random.chance(0.5) ? [.inside, .margin, .grid] : FuzzPathMaker.Spread.allCases
    maker.farExponent = 3
    var fill = FuzzCase(
      path: maker.path(subpaths: random.int(1...4), maxSegments: random.int(2...12)), width: w,
      height: max(h, 1), rule: random.rule())
    if random.chance(0.2) { fill.transform = .translation(random.double(-3...3), random.double(-3...3)) }
    return fill
  }

  /// More than 1,023 lines once flattened: a polygon of about that many vertices, hundreds
  /// of small shapes, many circles, or hundreds of stacked (sometimes jittered) copies of
  /// one sub-path, whose winding numbers reach the hundreds.
  static func manyLinesCase(_ random: inout SplitMix64) -> FuzzCase {
    let (w, h) = FuzzPathMaker.size(&random, maxArea: 300_000)
    let (width, height) = (Double(w), Double(h))
    var path = Path()
    var notes: [String] = []
    switch random.int(0...3) {
    case 0:
      let n = random.chance(0.5) ? random.int(1015...1035) : random.int(1024...3000)
      notes.append("polygon of \(n)")
      let (cx, cy) = (width / 2 + random.double(-2...2), height / 2 + random.double(-2...2))
      for i in 0..<n {
        let angle = 2 * Double.pi * (Double(i) + random.double(0...0.9)) / Double(n)
        let radius = random.double(0.05...0.7) * max(width, height)
        let point = Point(cx + radius * cos(angle), cy + radius * sin(angle))
        if i == 0 { path.move(to: point) } else { path.line(to: point) }
      }
      path.close()
    case 1:
      let n = random.int(300...1500)
      notes.append("\(n) small shapes")
      for _ in 0..<n {
        let (x, y, s) = (
          random.double(-2...(width + 1)), random.double(-2...(height + 1)), random.logUniform(-2...1)
        )
        path.move(to: Point(x, y))
        path.line(to: Point(x + s * random.double(0.1...1), y + s * random.double(-0.3...0.3)))
        path.line(to: Point(x + s * random.double(-0.5...1), y + s * random.double(0.2...1)))
        path.close()
      }
    case 2:
      let n = random.int(3...120)
      notes.append("\(n) circles")
      var builder = PathBuilder()
      for _ in 0..<n {
        builder.circle(
          center: Point(random.double(-5...(width + 5)), random.double(-5...(height + 5))),
          radius: random.logUniform(-1...log10(max(1.0, max(width, height) / 2))))
      }
      path = builder.path
    default:
      var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: width, height: height)
      maker.spreads = [.inside, .margin, .grid]
      var one = Path()
      maker.appendSubpath(to: &one, maxSegments: random.int(3...8))
      let n = random.int(100...700)
      let jitter = random.chance(0.5) ? 0.01 : 0
      notes.append("\(n) stacked copies" + (jitter > 0 ? ", jittered" : ""))
      for _ in 0..<n {
        path.append(
          jitter > 0
            ? one.transformed(
              by: .translation(random.double(-jitter...jitter), random.double(-jitter...jitter)))
            : one)
      }
    }
    return FuzzCase(path: path, width: w, height: h, rule: random.rule(), notes: notes)
  }

  /// Points far beyond a target of up to 600 px a side: lines up to 10⁶ or 10⁹ px away,
  /// curves up to 10⁴ (beyond that the reference's own flattening is not exact).
  static func farCase(_ random: inout SplitMix64) -> FuzzCase {
    let (w, h) = FuzzPathMaker.size(&random, maxSide: 600, maxArea: 200_000)
    var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: Double(w), height: Double(h))
    let curves = random.chance(0.5)
    maker.kinds = curves ? (1, 1, 1) : (1, 0, 0)
    maker.farExponent = curves ? 4 : random.pick([6.0, 9])
    maker.spreads = [.far, .far, .margin, .edgeHugging]
    return FuzzCase(
      path: maker.path(subpaths: random.int(1...4), maxSegments: random.int(2...8)), width: w, height: h,
      rule: random.rule())
  }

  /// One quadratic or cubic from a point inside the target to another, its control points
  /// up to 10² to 10⁶ px away, closed by a line, at the default tolerance.
  static func farCurveCase(_ random: inout SplitMix64) -> FuzzCase {
    let (w, h) = FuzzPathMaker.size(&random, maxSide: 300, maxArea: 60_000)
    var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: Double(w), height: Double(h))
    maker.farExponent = random.pick([2.0, 3, 4, 5, 6])
    var path = Path()
    path.move(to: maker.point(.inside, centre: .zero, scale: 1))
    let end = maker.point(.inside, centre: .zero, scale: 1)
    let control1 = maker.point(.far, centre: .zero, scale: 1)
    if random.chance(0.5) {
      path.quad(to: end, control: control1)
    } else {
      path.cubic(to: end, control1: control1, control2: maker.point(.far, centre: .zero, scale: 1))
    }
    path.close()
    var fill = FuzzCase(path: path, width: w, height: h, rule: random.rule())
    fill.tolerance = Rasterizer.defaultTolerance
    fill.allowedLevels = FuzzCase.defaultToleranceLevels
    return fill
  }
}
