import SymbolGeometry
import SymbolRaster

/// One fill the campaign checks: a path, the target it is filled into and how.
struct FuzzCase: Sendable {
  /// The outline, in the target's pixels once `transform` is applied.
  var path: Path
  /// The target's width in pixels.
  var width: Int
  /// The target's height in pixels.
  var height: Int
  /// Applied by the rasterizer, as callers pass it.
  var transform = Transform.identity
  /// Nonzero or even-odd.
  var rule = FillRule.nonZero
  /// The rectangle the fill is clipped to, in the target's pixels, if any.
  var clip: Rect?
  /// The filler's flattening tolerance: 1/4096 px (its floor) wherever the result is held to
  /// one level of the exact reference, the default 1/20 px where its documented bound is.
  var tolerance = 1.0 / 4096
  /// How many levels of 255 the filler may be off the exact coverage where at most two
  /// edges reach the pixel; `nil` for the run's `--allowed-levels`.
  var allowedLevels: Double?
  /// Whether a pixel may also be off by the flattening's own error: 255 × the tolerance ×
  /// the length of outline within twice the tolerance of the pixel
  /// (`FuzzChecker.outlineLength`), for fills at a coarse tolerance where several curves
  /// can share a pixel.
  var allowsFlatteningError = false
  /// What the generator made, for the report (`stacked 300`, `grid`, …).
  var notes: [String] = []

  /// The levels the default tolerance's documented bound allows a pixel that one curve
  /// crosses: chords up to τ = 1/20 px from the curve move its coverage by at most √2·τ of
  /// its area, plus a level of rounding.
  static let defaultToleranceLevels = 255 * 2.0.squareRoot() * Rasterizer.defaultTolerance + 1

  /// One line for the report: size, rule, tolerance, transform, verbs and notes.
  var summary: String {
    var text = "\(width)×\(height) \(rule.rawValue), tolerance \(tolerance)"
    if transform != .identity {
      let t = transform
      text += ", transform [\(t.a) \(t.b) \(t.c) \(t.d) \(t.e) \(t.f)]"
    }
    if let clip { text += ", clip [\(clip.minX) \(clip.minY) \(clip.maxX) \(clip.maxY)]" }
    text += ", \(path.verbs.count) verbs"
    return notes.isEmpty ? text : text + " (" + notes.joined(separator: ", ") + ")"
  }

  /// The path in the target's pixels, as the rasterizer sees it.
  var mappedPath: Path { transform == .identity ? path : path.transformed(by: transform) }

  /// The path as SVG path data whose numbers read back exactly.
  var pathData: String { SVGPathWriter.write(path, precision: SVGPathWriter.exactPrecision) }

  /// Fills the case with `rasterizer` into a cleared mask of its size.
  func render(with rasterizer: Rasterizer) throws(RasterError) -> CoverageMask {
    var mask = try CoverageMask(width: width, height: height)
    try rasterizer.fill(path, rule: rule, transform: transform, clip: clip, into: &mask)
    return mask
  }
}

/// What one case found wrong.
struct FuzzFinding: Codable, Sendable {
  /// The category that made the case.
  var category: String
  /// The case's seed, in hexadecimal, as `--case` takes it.
  var seed: String
  /// `reference` (off the exact coverage), `reused` (a reused rasterizer differs from a fresh
  /// one), `shift` (a whole-pixel move changed pixels), `canvas` (the RGBA fill differs from
  /// the mask's coverage composited exactly), `error` (valid input refused or invalid input
  /// accepted), `font` (the `glyphs` category could not read its fonts).
  var kind: String
  /// What was wrong, with the pixel and the values.
  var message: String
  /// The case's size, rule, tolerance and transform.
  var fill: String
  /// The path, as SVG path data that reads back exactly.
  var path: String
  /// The command that checks this case alone again.
  var rerun: String
}
