import SymbolGeometry

extension SymbolGlyph {
  /// How far ``interpolated(matchingStemWidth:scale:)`` may extrapolate beyond the end
  /// masters, as factors of their stems: down to a quarter of the lightest master's stem and
  /// up to twice the heaviest's.
  ///
  /// Inside these bounds a stem never reaches zero and the outlines of the shipped designs
  /// keep their structure (counters open, caps round); further out a real design starts to
  /// collapse or to overlap itself, so the stem stops there and the caller reports the stem
  /// actually drawn.
  public static let stemExtrapolationLimits: (lightest: Double, heaviest: Double) = (0.25, 2)

  /// The glyph with one master whose estimated stem (``estimatedStemWidth()``) is `target`
  /// design units at `scale`, and that stem as measured on the result.
  ///
  /// Between the lightest and the heaviest master the weight comes from
  /// ``weight(matchingStemWidth:scale:preferring:)``, which among weights sharing the stem
  /// takes the one nearest to `preferred`. Beyond them the masters are extrapolated linearly
  /// along the end segment (the lightest master away from the next one, the heaviest away
  /// from the previous one), points and guides alike, so that a symbol can be lighter than
  /// its Ultralight or heavier than its Black master: enlarging a glyph for a larger symbol
  /// scale, or matching a heavy font, needs thinner or thicker stems in design units than
  /// the designer drew. The extrapolation stops at ``stemExtrapolationLimits``, so the stem
  /// returned differs from `target` only outside those bounds (and by the estimator's
  /// precision), or where the end pair does not behave as a weight axis: where some point
  /// or guide moves more than ``extrapolationMoveLimit`` times as far between them as the
  /// stem changes, the drawn weight with the thinnest (or thickest) stem is drawn as it
  /// is. The master keeps the end master's weight as its label.
  ///
  /// - Returns: `nil` for centre-line designs (their stroke width is set when stroking), for
  ///   a target that is not finite, and for a glyph without a measurable stem.
  public func interpolated(
    matchingStemWidth target: Double, scale: SymbolScale, preferring preferred: SymbolWeight? = nil
  ) -> (glyph: SymbolGlyph, stemWidth: Double)? {
    var memo = StemMemo()
    guard design == .outlineMasters, target.isFinite,
      let drawn = Self.drawnScale(for: scale, among: Set(masters.map(\.scale)))
    else { return nil }
    let candidates = masters.indices.filter { masters[$0].scale == drawn }
      .sorted { masters[$0].weight < masters[$1].weight }
    guard let lightest = candidates.first, let heaviest = candidates.last,
      let endStems = stemWidths(
        at: [masters[lightest].weight, masters[heaviest].weight], scale: scale, memo: &memo),
      let lightStem = endStems.first, let heavyStem = endStems.last
    else { return nil }
    var beyond: (glyph: SymbolGlyph, stemWidth: Double)?
    if target < lightStem, !Self.stemsMatch(target, lightStem), candidates.count > 1 {
      beyond = extrapolated(
        from: lightest, awayFrom: candidates[1], endStem: lightStem, scale: scale,
        target: max(target, lightStem * Self.stemExtrapolationLimits.lightest), memo: &memo)
    } else if target > heavyStem, !Self.stemsMatch(target, heavyStem), candidates.count > 1 {
      beyond = extrapolated(
        from: heaviest, awayFrom: candidates[candidates.count - 2], endStem: heavyStem, scale: scale,
        target: min(target, heavyStem * Self.stemExtrapolationLimits.heaviest), memo: &memo)
    }
    if let beyond { return beyond }
    let result = interpolated(
      weight: weight(matchingStemWidth: target, scale: scale, preferring: preferred, memo: &memo) ?? .regular,
      scale: scale)
    guard let stem = memo.stem(of: result) else { return nil }
    return (result, stem)
  }

  /// Master `end` moved linearly away from master `neighbour` until its stem is `target`,
  /// and the stem measured on it; `nil` when the stems do not grow towards `target` along
  /// that line (a design whose end masters share a stem, or whose stems shrink with weight)
  /// or the pair does not behave as a weight axis, and the caller matches among the drawn
  /// weights instead (the thinnest or the thickest stem, for a target beyond them all).
  ///
  /// The line is drawn through the two masters' stems as estimated, so it can only be
  /// followed where the stem changes about as much as the drawing does. Where it does not
  /// (end masters whose stems differ by a sliver while their outlines differ a lot, or
  /// outlines whose most frequent span is not a stroke, such as a serrated edge), the
  /// fraction comes out huge and the outlines are carried far past anything drawn: a stem
  /// of 10¹³ points was once reported for a ring, and a `plus` whose Black arms were 2
  /// units longer than Regular's but its bars 0.1 thicker was drawn at more than twice
  /// its width. So the pair is followed only when no point or guide moves more than
  /// ``extrapolationMoveLimit`` times as far as the stem changes (the catalog's designs
  /// move about 1.0 to 1.07 times as far).
  private func extrapolated(
    from end: Int, awayFrom neighbour: Int, endStem: Double, scale: SymbolScale, target: Double,
    memo: inout StemMemo
  ) -> (glyph: SymbolGlyph, stemWidth: Double)? {
    guard let neighbourStem = stemWidths(at: [masters[neighbour].weight], scale: scale, memo: &memo)?.first
    else { return nil }
    let fraction = (target - endStem) / (neighbourStem - endStem)
    // Moving away from the neighbour means a negative fraction along end → neighbour.
    guard fraction.isFinite, fraction < 0,
      largestMove(between: end, and: neighbour) <= Self.extrapolationMoveLimit * abs(neighbourStem - endStem)
    else { return nil }
    let glyph = blended(end, neighbour, fraction: fraction, weight: masters[end].weight)
    return glyph.estimatedStemWidth().map { (glyph, $0) }
  }

  /// How much further than the stem changes a point or guide may move between the end pair
  /// of masters for ``interpolated(matchingStemWidth:scale:preferring:)`` to extrapolate
  /// along them.
  public static let extrapolationMoveLimit = 3.0

  /// The largest distance any point or guide lies apart between masters `a` and `b`: how far
  /// one unit of fraction along them moves the drawing.
  func largestMove(between a: Int, and b: Int) -> Double {
    let (guidesA, guidesB) = (masters[a].guides, masters[b].guides)
    var largest = max(
      abs(guidesA.capHeight - guidesB.capHeight), abs(guidesA.leftMargin - guidesB.leftMargin),
      abs(guidesA.rightMargin - guidesB.rightMargin))
    for shape in layers.lazy.flatMap(\.shapes) where a < shape.paths.count && b < shape.paths.count {
      for (p, q) in zip(shape.paths[a].points, shape.paths[b].points) {
        largest = max(largest, (p - q).length)
      }
    }
    return largest
  }
}
