import Foundation
import SymbolGeometry
import SymbolRaster
import SymbolTestSupport

extension FuzzChecker {
  /// A random path on a target and the same path moved by whole pixels onto a target
  /// larger by the move, sometimes crossing into several bands (`checkMove`).
  func checkShift(_ random: inout SplitMix64, _ report: FindingReporter) throws(RasterError) -> FuzzOutcome {
    var (w, h) = FuzzPathMaker.size(&random, maxArea: 300_000)
    var (dx, dy) =
      random.chance(0.3)
      ? (random.int(0...400), random.int(0...400)) : (random.int(0...40), random.int(0...40))
    if random.chance(0.25) {
      (w, dx, dy) = (random.int(200...500), random.int(0...5), random.int(1...60))
      h = max(1, Rasterizer.singleBandCellLimit / (w + 2) - random.int(0...30))
    }
    if dx == 0 && dy == 0 { dx = 1 }
    let inside = random.chance(0.6)
    var maker = FuzzPathMaker(random: SplitMix64(seed: random.next()), width: Double(w), height: Double(h))
    let curves = random.chance(0.5)
    maker.kinds = curves ? (1, 1, 1) : (1, 0, 0)
    maker.spreads = inside ? [.inside, .grid] : [.inside, .margin, .grid, .edgeHugging]
    var fill = FuzzCase(
      path: maker.path(subpaths: random.int(1...4), maxSegments: random.int(2...10)), width: w, height: h,
      rule: random.rule())
    fill.tolerance = random.pick([1.0 / 4096, Rasterizer.defaultTolerance])
    return try checkMove(of: fill, by: dx, dy, inItsCoordinates: !random.chance(0.5), report)
  }

  /// Fills `fill`, and the same moved by (dx, dy) onto a target larger by the move, through
  /// the transform or in its coordinates (for a path with no transform of its own): the
  /// overlap must match exactly when no point lies outside the first target, and otherwise
  /// within the allowance `checkAgainstReference` gives the worst pixel plus twice the
  /// flattening's error along the outline near it.
  func checkMove(
    of fill: FuzzCase, by dx: Int, _ dy: Int, inItsCoordinates: Bool, _ report: FindingReporter
  ) throws(RasterError) -> FuzzOutcome {
    let (w, h) = (fill.width, fill.height)
    var moved = fill
    (moved.width, moved.height) = (w + dx, h + dy)
    let move = Transform.translation(Double(dx), Double(dy))
    if inItsCoordinates && fill.transform == .identity {
      moved.path = fill.path.transformed(by: move)
    } else {
      moved.transform = fill.transform.then(move)
    }
    let rasterizer = try reused(fill.tolerance)
    let (a, b) = (try fill.render(with: rasterizer), try moved.render(with: rasterizer))
    var worst = 0
    var worstPixel: (x: Int, y: Int)?
    for y in 0..<h {
      for x in 0..<w where abs(Int(a[x, y]) - Int(b[x + dx, y + dy])) > worst {
        worst = abs(Int(a[x, y]) - Int(b[x + dx, y + dy]))
        worstPixel = (x, y)
      }
    }
    var outcome = FuzzOutcome(worstLevels: Double(worst))
    guard let (x, y) = worstPixel else { return outcome }
    // A clipped path is clipped, and its curves flattened, in double precision on the moved
    // coordinates, which rounds them differently: each edge through a pixel can move it, as
    // against the reference. And there curves are flattened from unrounded points, halved
    // and capped in segments by the target's size (`EdgeBuilder.addClippedCubic`), which
    // the move changes, as it can change the route: a curve's chords may differ, each fill
    // within the flattening's error, so the two may be twice that apart (11 levels at
    // 1/20 px in glyphs of 7 to 1,200 px).
    let mapped = fill.mappedPath
    let clipped = !mapped.points.allSatisfy {
      (0...Double(w)).contains($0.x) && (0...Double(h)).contains($0.y)
    }
    let edges = clipped ? Self.edgesThrough(fill, x: x, y: y) : 0
    let length = clipped ? Self.outlineLength(fill, x: x, y: y, margin: 2 * fill.tolerance) : 0
    let allowed =
      clipped
      ? 1 + Double(max(0, edges - 2)) * Self.levelsPerExtraEdge + 2 * 255 * fill.tolerance * length : 0
    if Double(worst) > allowed {
      let message =
        "moved by (\(dx), \(dy)) onto \(moved.width)×\(moved.height)"
        + (moved.transform == fill.transform ? " in its coordinates" : " through the transform")
        + ": pixel (\(x), \(y)) is \(a[x, y]) and \(b[x + dx, y + dy]) moved ("
        + (clipped
          ? "clipped; \(edges) edges cross it and \(String(format: "%.3f", length)) px of outline lie within "
            + "\(2 * fill.tolerance) px of it, so \(String(format: "%.2f", allowed)) levels are allowed)"
          : "nothing is clipped, so the pixels must match exactly)")
      outcome.findings.append(report.finding("shift", message, fill))
    }
    return outcome
  }

  /// Fills a random path into an RGBA canvas over a random premultiplied background, in a
  /// random colour, opacity (some outside 0…1, which are clamped) and blend, and compares
  /// every channel with the mask's coverage composited exactly (premultiplied src-over or
  /// destination-out), to within half a level and the sink's 255/65536 of rounding. On a
  /// cleared canvas with an opaque colour at full opacity, alpha must equal the mask.
  func checkCanvas(_ random: inout SplitMix64, _ report: FindingReporter) throws(RasterError) -> FuzzOutcome {
    var fill = FuzzCategory.polygonCase(&random, curves: random.chance(0.5))
    (fill.width, fill.height) = (min(fill.width, 500), min(fill.height, 500))
    if random.chance(0.3) {
      fill.width = random.int(300...600)
      fill.height = Rasterizer.singleBandCellLimit / (fill.width + 2) + random.int(1...200)
    }
    let rasterizer = try reused(fill.tolerance)
    let mask = try fill.render(with: rasterizer)
    let plain = random.chance(0.3)
    let color = Color(
      red: UInt8(random.int(0...255)), green: UInt8(random.int(0...255)), blue: UInt8(random.int(0...255)),
      alpha: plain || random.chance(0.3) ? 255 : UInt8(random.int(0...255)))
    let opacity = plain ? 1 : random.pick([1.0, 0, 0.5, random.double(0...1), 1.5, -0.2])
    let blend: BlendMode = plain || random.chance(0.7) ? .sourceOver : .clear
    let count = fill.width * fill.height
    var background = [UInt8](repeating: 0, count: count * 4)
    if !plain {
      let noisy = random.chance(0.5)
      let flat = UInt8(random.int(0...255))
      for i in 0..<count {
        let alpha = noisy ? UInt8(truncatingIfNeeded: random.next()) : flat
        for k in 0..<3 { background[i * 4 + k] = UInt8(random.int(0...Int(alpha))) }
        background[i * 4 + 3] = alpha
      }
    }
    var canvas = try RGBACanvas(width: fill.width, height: fill.height, premultipliedPixels: background)
    try rasterizer.fill(
      fill.path, rule: fill.rule, transform: fill.transform, color: color, opacity: opacity, blend: blend,
      into: &canvas)
    let share = Double(color.alpha) * min(max(opacity, 0), 1) / (255 * 255)
    let paint = [Double(color.red), Double(color.green), Double(color.blue), 255]
    var worst = 0.0
    var firstWrong: String?
    for i in 0..<count {
      let covered = share * Double(mask.pixels[i])
      for k in 0..<4 {
        let below = Double(background[i * 4 + k])
        let expected = (blend == .sourceOver ? paint[k] * covered : 0) + below * (1 - covered)
        let got = canvas.pixels[i * 4 + k]
        let difference = abs(Double(got) - expected)
        worst = max(worst, difference)
        let alphaMismatch = plain && k == 3 && got != mask.pixels[i]
        if firstWrong == nil && (difference > 0.5 + 255.0 / 65536 + 1e-9 || alphaMismatch) {
          firstWrong =
            "pixel (\(i % fill.width), \(i / fill.width)) channel \(k) is \(got), expected \(expected) "
            + "(coverage \(mask.pixels[i]), below \(Int(below)))"
        }
      }
    }
    var outcome = FuzzOutcome(worstLevels: worst)
    if let firstWrong {
      let settings =
        "colour \(color), opacity \(opacity), \(blend.rawValue)\(plain ? " on a cleared canvas" : "")"
      outcome.findings.append(report.finding("canvas", "\(settings): \(firstWrong)", fill))
    }
    return outcome
  }

  /// Puts a NaN or infinite point somewhere in a random path, or gives finite points a
  /// transform that overflows them: the fill must throw, and the same rasterizer's next
  /// fill must equal a fresh rasterizer's.
  func checkInvalid(_ random: inout SplitMix64, _ report: FindingReporter) throws(RasterError) -> FuzzOutcome
  {
    var fill = FuzzCategory.polygonCase(&random, curves: random.chance(0.5))
    var elements = fill.path.elements
    if random.chance(0.25) {
      fill.transform = Transform.scale(1e300).then(.translation(1, 1))
      elements += [.move(Point(1e10, 1e10)), .line(Point(2e10, 1e10)), .line(Point(2e10, 3e10))]
    } else {
      let bad = random.pick([Double.nan, .infinity, -.infinity])
      let which = random.int(0...2)
      let point = Point(which == 1 ? 1 : bad, which == 0 ? 2 : bad)
      let position = random.int(0...elements.count)
      let element: PathElement =
        position == 0
        ? .move(point)
        : random.pick([.line(point), .quad(point, Point(3, 3)), .cubic(Point(1, 1), point, Point(4, 4))])
      elements.insert(element, at: position)
    }
    fill.path = Path(elements)
    var outcome = FuzzOutcome()
    do {
      _ = try fill.render(with: reused(fill.tolerance))
      outcome.findings.append(report.finding("error", "a non-finite point was filled without an error", fill))
    } catch {
      guard case .nonFiniteCoordinate = error else {
        outcome.findings.append(
          report.finding("error", "refused with \(error), not nonFiniteCoordinate", fill))
        return outcome
      }
    }
    var builder = PathBuilder()
    let (width, height) = (Double(fill.width), Double(fill.height))
    builder.circle(center: Point(width / 2 + 0.3, height / 2 + 0.1), radius: max(width, height) / 3)
    builder.rect(Rect(minX: 0.5, minY: 0.25, maxX: max(0.5, width - 0.75), maxY: height * 0.6))
    var after = FuzzCase(path: builder.path, width: fill.width, height: fill.height, rule: fill.rule)
    after.tolerance = fill.tolerance
    let afterError = try after.render(with: reused(fill.tolerance))
    if afterError != (try after.render(with: Rasterizer(tolerance: fill.tolerance))) {
      let message =
        "after refusing the path, the rasterizer fills a circle and a rectangle unlike a fresh one"
      outcome.findings.append(report.finding("reused", message, fill))
    }
    return outcome
  }
}
