import Foundation
import SymbolGeometry
import SymbolRaster
import SymbolTestSupport

/// What one case gave: its findings and how far the filler was from the exact coverage.
struct FuzzOutcome: Sendable {
  /// What was wrong; empty when the case passed.
  var findings: [FuzzFinding] = []
  /// The largest difference from the exact coverage (or between the two fills compared),
  /// in levels of 255.
  var worstLevels = 0.0
}

/// Runs the campaign's cases. It keeps one rasterizer per tolerance for every case, as a
/// caller reusing one would, and checks each fill against a fresh rasterizer too, so that
/// state one fill leaves behind shows up in a later one.
final class FuzzChecker {
  /// The levels a pixel may be off the reference for each edge beyond two that can move
  /// it (see `edgesThrough`):
  /// every edge's points and row crossings are rounded to 1/1024 px, which moves a pixel
  /// by about 1/8 of a level an edge (README, "Points and row crossings are rounded"), and
  /// where many edges share a pixel (stacked copies, high windings) these add up.
  static let levelsPerExtraEdge = 0.25

  /// The reference's flattening tolerance: far below a level, and the fast filler's floor.
  static let referenceTolerance = 1.0 / 4096

  /// The levels a pixel reached by at most two edges may be off the exact coverage, for
  /// cases that set no allowance of their own.
  let allowedLevels: Double
  private var shared: [Double: Rasterizer] = [:]
  /// The fonts of the `glyphs` category, opened as cases first need them.
  private let glyphs = FuzzGlyphSource()

  /// A checker holding cases without an allowance of their own to `allowedLevels`.
  init(allowedLevels: Double = 1) { self.allowedLevels = allowedLevels }

  /// The reused rasterizer for `tolerance`.
  func reused(_ tolerance: Double) throws(RasterError) -> Rasterizer {
    if let rasterizer = shared[tolerance] { return rasterizer }
    let rasterizer = try Rasterizer(tolerance: tolerance)
    shared[tolerance] = rasterizer
    return rasterizer
  }

  /// Makes and checks the case of `category` that `seed` draws.
  func run(_ category: FuzzCategory, seed: UInt64) -> FuzzOutcome {
    var random = SplitMix64(seed: seed)
    let report = FindingReporter(category: category, seed: seed, allowedLevels: allowedLevels)
    do {
      switch category {
      case .shift: return try checkShift(&random, report)
      case .canvas: return try checkCanvas(&random, report)
      case .invalid: return try checkInvalid(&random, report)
      case .glyphs:
        let fill: FuzzCase
        do {
          fill = try glyphs.makeCase(&random)
        } catch {
          let message =
            "could not read a glyph: \(error) (the category needs fonts-dejavu-core, fonts-liberation and fonts-freefont-otf)"
          return FuzzOutcome(findings: [report.finding("font", message, nil)])
        }
        var outcome = try checkAgainstReference(fill, report)
        if random.chance(0.25) {
          // Real outlines moved by whole pixels through the transform, as text is placed.
          var (dx, dy) = (random.int(0...40), random.int(0...40))
          if dx == 0 && dy == 0 { dy = 1 }
          outcome.findings += try checkMove(of: fill, by: dx, dy, inItsCoordinates: false, report).findings
        }
        return outcome
      default:
        guard let fill = category.makeCase(&random) else { return FuzzOutcome() }
        return try checkAgainstReference(fill, report)
      }
    } catch {
      // The generators make only valid cases (but for `invalid`, which catches its own).
      return FuzzOutcome(findings: [report.finding("error", "valid input refused: \(error)", nil)])
    }
  }

  /// The reused and a fresh rasterizer must agree bit for bit, and both must be within
  /// the case's allowance of the exact coverage at the worst pixel.
  func checkAgainstReference(_ fill: FuzzCase, _ report: FindingReporter) throws(RasterError) -> FuzzOutcome {
    let fast = try fill.render(with: reused(fill.tolerance))
    var outcome = FuzzOutcome()
    if let finding = compareWithFresh(fast, fill, report) { outcome.findings.append(finding) }
    let exact = try ReferenceRasterizer.coverage(
      of: fill.path, rule: fill.rule, transform: fill.transform, clip: fill.clip, width: fill.width,
      height: fill.height, tolerance: Self.referenceTolerance)
    var (worst, worstIndex) = (0.0, 0)
    for i in exact.indices {
      let difference = abs(Double(fast.pixels[i]) - exact[i] * 255)
      if difference > worst { (worst, worstIndex) = (difference, i) }
    }
    outcome.worstLevels = worst
    let base = fill.allowedLevels ?? allowedLevels
    guard worst > base else { return outcome }
    let (x, y) = (worstIndex % fill.width, worstIndex / fill.width)
    let edges = Self.edgesThrough(fill, x: x, y: y)
    var allowed = base + Double(max(0, edges - 2)) * Self.levelsPerExtraEdge
    var flattening = ""
    if fill.allowsFlatteningError {
      let length = Self.outlineLength(fill, x: x, y: y, margin: 2 * fill.tolerance)
      allowed += 255 * fill.tolerance * length
      flattening =
        " and \(String(format: "%.3f", length)) px of outline lie within \(2 * fill.tolerance) px of it"
    }
    if worst > allowed {
      let message =
        "pixel (\(x), \(y)) is \(String(format: "%.4f", worst)) levels off the exact coverage "
        + "(fast \(fast.pixels[worstIndex]), exact \(String(format: "%.4f", exact[worstIndex] * 255))); "
        + "\(edges) edges cross it\(flattening), so \(String(format: "%.2f", allowed)) levels are allowed"
      outcome.findings.append(report.finding("reference", message, fill))
    }
    return outcome
  }

  /// A finding when a fresh rasterizer fills `fill` differently from the reused one.
  private func compareWithFresh(
    _ reusedMask: CoverageMask, _ fill: FuzzCase, _ report: FindingReporter
  )
    -> FuzzFinding?
  {
    let fresh: CoverageMask
    do {
      fresh = try fill.render(with: Rasterizer(tolerance: fill.tolerance))
    } catch {
      return report.finding("reused", "a fresh rasterizer refused what the reused one filled: \(error)", fill)
    }
    guard let i = reusedMask.pixels.indices.first(where: { reusedMask.pixels[$0] != fresh.pixels[$0] }) else {
      return nil
    }
    let message =
      "pixel (\(i % fill.width), \(i / fill.width)) is \(reusedMask.pixels[i]) from the reused rasterizer "
      + "and \(fresh.pixels[i]) from a fresh one: an earlier fill left state behind"
    return report.finding("reused", message, fill)
  }

  /// How many edges of the path, flattened at 1/1024 px, can move pixel (x, y) by their
  /// rounding: those that cross it, and those left of it that end inside its row, whose
  /// cover of the row is rounded there. An edge left of the pixel that spans the whole row
  /// adds exact cover and is not counted.
  static func edgesThrough(_ fill: FuzzCase, x: Int, y: Int) -> Int {
    let mapped = fill.mappedPath
    let clip = fill.clip
    let (left, top, right, bottom) = (Double(x), Double(y), Double(x + 1), Double(y + 1))
    var count = 0
    for polygon in mapped.flattened(tolerance: 1.0 / 1024) where polygon.count > 1 {
      for i in polygon.indices {
        let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
        guard a.y != b.y, max(a.y, b.y) > top, min(a.y, b.y) < bottom, min(a.x, b.x) < right else { continue }
        let crosses = max(a.x, b.x) > left
        let endsInRow = (top < a.y && a.y < bottom) || (top < b.y && b.y < bottom)
        if crosses || endsInRow { count += 1 }
      }
    }
    // The filler collapses what lies beside a clip onto its sides: one more edge in each
    // pixel a side crosses.
    if let clip, clip.maxY > top, clip.minY < bottom {
      for side in [clip.minX, clip.maxX] where side >= left && side < right { count += 1 }
    }
    return count
  }
}

extension FuzzChecker {
  /// The length of the path's outline (flattened at 1/1024 px) inside pixel (x, y) grown
  /// by `margin` on every side.
  ///
  /// Flattening at tolerance τ replaces each piece of curve with chords at most τ away, so
  /// the region gains or loses slivers at most τ wide along the chords. The slivers inside
  /// a pixel lie along chords within τ of it, which are no longer than the outline within
  /// 2τ of it: a margin of 2τ bounds a pixel's change by τ × this length, whatever the fill
  /// rule and however many curves meet there.
  static func outlineLength(_ fill: FuzzCase, x: Int, y: Int, margin: Double) -> Double {
    let mapped = fill.mappedPath
    let box = Rect(
      minX: Double(x) - margin, minY: Double(y) - margin, maxX: Double(x + 1) + margin,
      maxY: Double(y + 1) + margin)
    var length = 0.0
    for polygon in mapped.flattened(tolerance: 1.0 / 1024) where polygon.count > 1 {
      for i in polygon.indices {
        length += clippedLength(polygon[i], polygon[(i + 1) % polygon.count], to: box)
      }
    }
    return length
  }

  /// The length of segment a–b inside `box` (Liang–Barsky clipping).
  static func clippedLength(_ a: Point, _ b: Point, to box: Rect) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    var (t0, t1) = (0.0, 1.0)
    for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
      if p == 0 {
        if q < 0 { return 0 }
      } else if p < 0 {
        t0 = max(t0, q / p)
      } else {
        t1 = min(t1, q / p)
      }
    }
    return t1 > t0 ? (t1 - t0) * (dx * dx + dy * dy).squareRoot() : 0
  }
}

/// Makes findings that name the case's category and seed.
struct FindingReporter {
  /// The category of the case being checked.
  let category: FuzzCategory
  /// The seed that made it.
  let seed: UInt64
  /// The checker's `allowedLevels`, which the command rerunning the case must repeat.
  let allowedLevels: Double

  /// A finding of `kind` about `fill` (or about no single fill, when `nil`).
  func finding(_ kind: String, _ message: String, _ fill: FuzzCase?) -> FuzzFinding {
    let option = allowedLevels == 1 ? "" : " --allowed-levels \(allowedLevels)"
    return FuzzFinding(
      category: category.rawValue, seed: FuzzSeed.text(seed), kind: kind, message: message,
      fill: fill?.summary ?? "", path: fill?.pathData ?? "",
      rerun: "symbol-bench fuzz --case \(category.rawValue):\(FuzzSeed.text(seed))\(option)")
  }
}
