import SymbolGeometry

extension SymbolGlyph {
  /// An estimate of the glyph's stem (stroke) thickness in design units, for matching a
  /// font's stem; `nil` when the glyph draws nothing measurable.
  ///
  /// Meant for a single-master glyph (``interpolated(weight:scale:)``); with several masters
  /// the first master's paths are measured.
  /// - Centre-line designs: the stroke width that draws the most centre-line length (the
  ///   widest among those of equal length). The widest width was taken once, so a dot drawn
  ///   as a zero-length round-capped stroke of width 12 beside lines of 7 made the 12 the
  ///   stem, and every line came out thinner than the font's stem.
  /// - Outline designs: `StemEstimator` over the fill shapes (the most frequent span across
  ///   the outlines, in eight directions), which is the bar width for straight, oblique,
  ///   crossing and curved strokes alike.
  public func estimatedStemWidth() -> Double? {
    let shapes = layers.flatMap(\.shapes)
    if design == .centerline {
      var lengths: [Double: Double] = [:]
      for shape in shapes {
        guard case .stroke(let style) = shape.style, style.width.isFinite, let path = shape.paths.first else {
          continue
        }
        lengths[style.width, default: 0] += Self.centreLineLength(of: path)
      }
      if let dominant = lengths.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) { return dominant.key }
    }
    var paths: [Path] = []
    var evenOdd: [Bool] = []
    for shape in shapes {
      guard case .fill(let rule) = shape.style, let path = shape.paths.first else { continue }
      paths.append(path)
      evenOdd.append(rule)
    }
    let tolerance = paths.compactMap(\.bounds).map { max($0.width, $0.height) * 1e-4 }.max() ?? 0.01
    return StemEstimator.stemWidth(of: paths, evenOdd: evenOdd, tolerance: max(tolerance, 1e-9))
  }

  /// The length of `path` (curves flattened to 1/1000 of its larger side), 0 for a path
  /// that does not move; a length that overflows counts as the largest finite one.
  private static func centreLineLength(of path: Path) -> Double {
    guard let bounds = path.bounds else { return 0 }
    let tolerance = max(max(bounds.width, bounds.height) * 1e-3, 1e-9)
    var length = 0.0
    for polyline in path.flattened(tolerance: tolerance) {
      for (a, b) in zip(polyline, polyline.dropFirst()) { length += (b - a).length }
    }
    return length.isFinite ? length : .greatestFiniteMagnitude
  }

  /// The stem the glyph has at `weight` and `scale`: the estimated stem of the outline
  /// interpolated there, or for centre-lines the drawn width scaled by
  /// ``SymbolWeight/strokeRatio`` relative to the drawn master's weight.
  public func stemWidth(at weight: SymbolWeight, scale: SymbolScale) -> Double? {
    stemWidths(at: [weight], scale: scale)?.first
  }

  /// ``stemWidth(at:scale:)`` at each of `weights`, or `nil` when one has no measurable
  /// stem. Weights that interpolate to the same drawing (every weight, for a glyph with one
  /// master) share one estimate: estimating scans the outlines in eight directions, the
  /// costly part of matching a weight.
  func stemWidths(at weights: [SymbolWeight], scale: SymbolScale) -> [Double]? {
    var memo = StemMemo()
    return stemWidths(at: weights, scale: scale, memo: &memo)
  }

  /// ``stemWidths(at:scale:)``, reusing and adding to the estimates in `memo`.
  func stemWidths(at weights: [SymbolWeight], scale: SymbolScale, memo: inout StemMemo) -> [Double]? {
    var stems: [Double] = []
    for weight in weights {
      let single = interpolated(weight: weight, scale: scale)
      guard let stem = memo.stem(of: single) else { return nil }
      guard design == .centerline, let drawn = single.masters.first?.weight else {
        stems.append(stem)
        continue
      }
      stems.append(stem * weight.strokeRatio / drawn.strokeRatio)
    }
    return stems
  }

  /// The weight in 100...900 whose stem (``stemWidth(at:scale:)``) equals `target`.
  ///
  /// Masters interpolate linearly in weight and so, nearly, do their stems; the stem is
  /// therefore measured at the master and named weights only and inverted piecewise-linearly,
  /// which keeps the search to a few measurements. A target below every stem gives the weight
  /// with the thinnest stem (Ultralight for masters whose stems grow with weight) and one
  /// above every stem the weight with the thickest (Black); `nil` when the glyph has no
  /// measurable stem or the target is not finite.
  ///
  /// Stems need not grow all the way: a shape that becomes wider than it is tall stops
  /// thickening once its width passes its height, so a range of weights can share a stem.
  /// Of the weights whose stem is `target`, the one nearest to `preferred` is taken (the
  /// weight asked for, so that a design matched to its own stem draws that weight); without
  /// one, the lightest.
  public func weight(
    matchingStemWidth target: Double, scale: SymbolScale, preferring preferred: SymbolWeight? = nil
  ) -> SymbolWeight? {
    var memo = StemMemo()
    return weight(matchingStemWidth: target, scale: scale, preferring: preferred, memo: &memo)
  }

  /// ``weight(matchingStemWidth:scale:preferring:)``, reusing and adding to the estimates in
  /// `memo`.
  func weight(
    matchingStemWidth target: Double, scale: SymbolScale, preferring preferred: SymbolWeight?,
    memo: inout StemMemo
  ) -> SymbolWeight? {
    guard target.isFinite else { return nil }
    let drawnScale = interpolated(weight: .regular, scale: scale).masters.first?.scale ?? scale
    // The named weights are the knots of the stroke-ratio table, and master weights those of
    // the interpolation: between knots the stem is linear (or nearly so).
    let knots = Set(
      masters.filter { $0.scale == drawnScale }.map(\.weight) + SymbolWeight.named.map(\.weight)
    )
    .sorted()
    guard let stems = stemWidths(at: knots, scale: scale, memo: &memo) else { return nil }
    let samples = zip(knots, stems).map { (weight: $0.value, stem: $1) }
    // Of weights sharing the thinnest stem the lightest, of those sharing the thickest the
    // heaviest: the ends of the range.
    guard let thinnest = samples.min(by: { $0.stem < $1.stem }),
      let thickest = samples.reversed().max(by: { $0.stem < $1.stem })
    else { return nil }
    func matches(_ stem: Double) -> Bool { Self.stemsMatch(stem, target) }
    if target < thinnest.stem, !matches(thinnest.stem) { return SymbolWeight(value: thinnest.weight) }
    if target > thickest.stem, !matches(thickest.stem) { return SymbolWeight(value: thickest.weight) }
    // Every weight whose stem is the target, as ranges (one point where the stem changes).
    var found: [ClosedRange<Double>] = samples.filter { matches($0.stem) }.map { $0.weight...$0.weight }
    for (a, b) in zip(samples, samples.dropFirst()) {
      if matches(a.stem), matches(b.stem) {
        found.append(a.weight...b.weight)
      } else if !matches(a.stem), !matches(b.stem), min(a.stem, b.stem) < target, target < max(a.stem, b.stem)
      {
        let weight = a.weight + (target - a.stem) / (b.stem - a.stem) * (b.weight - a.weight)
        found.append(weight...weight)
      }
    }
    guard let preferred else { return found.map(\.lowerBound).min().flatMap(SymbolWeight.init(value:)) }
    let nearest = found.map { min(max(preferred.value, $0.lowerBound), $0.upperBound) }
      .min { abs($0 - preferred.value) < abs($1 - preferred.value) }
    return nearest.flatMap(SymbolWeight.init(value:))
  }

  /// Whether two stems are the same: a target stem is the placed stem converted to points
  /// and back, so a stem the drawing has comes back a rounding step off it; equal here means
  /// within a billionth.
  static func stemsMatch(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(abs(a), abs(b))
  }
}
