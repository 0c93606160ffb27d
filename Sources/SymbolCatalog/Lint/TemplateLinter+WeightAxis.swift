extension TemplateLinter {
  /// Reports outline masters that do not behave as a weight axis (``LintRule/weightAxis``):
  /// at each drawn scale, every heavier master's stem (the engine's estimate, the most
  /// frequent width across its outlines) must be thicker than the next lighter one's, by at
  /// least 1/``SymbolGlyph/extrapolationMoveLimit`` of the furthest any point or guide
  /// moves between them.
  ///
  /// The engine keeps strokes at the weight's or the font's stem by matching stems across
  /// the masters and extrapolating beyond the end pair; stems that shrink with weight make
  /// a heavier weight draw thinner strokes, and a pair whose stems barely differ while its
  /// drawing moves a lot is not extrapolated (a font or scale asking for a stem beyond it
  /// gets the thinnest or thickest drawing as it is). Designs without a stem (solid shapes,
  /// see `StemEstimator`) have nothing to check.
  func checkWeightAxis(
    _ glyph: SymbolGlyph, _ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]
  ) {
    guard glyph.design == .outlineMasters else { return }
    for scale in SymbolScale.allCases {
      let indices = glyph.masters.indices.filter { glyph.masters[$0].scale == scale }
        .sorted { glyph.masters[$0].weight < glyph.masters[$1].weight }
      guard indices.count > 1,
        let stems = glyph.stemWidths(at: indices.map { glyph.masters[$0].weight }, scale: scale)
      else { continue }
      for k in indices.indices.dropFirst() {
        let (lighter, heavier) = (indices[k - 1], indices[k])
        let (thin, thick) = (stems[k - 1], stems[k])
        let move = glyph.largestMove(between: lighter, and: heavier)
        guard thick <= thin || move > SymbolGlyph.extrapolationMoveLimit * (thick - thin) else { continue }
        let (light, heavy) = (glyph.masters[lighter], glyph.masters[heavier])
        guard let group = ordered.first(where: { $0.weight == heavy.weight && $0.scale == scale }),
          let lightName = ordered.first(where: { $0.weight == light.weight && $0.scale == scale })?.id
        else { continue }
        let stemsText =
          "\(group.id)'s stem is \(Self.format(thick)) units (the most frequent width across its"
          + " outlines) and \(lightName)'s \(Self.format(thin))"
        let message =
          thick <= thin
          ? "\(stemsText): it does not grow with the weight, so a heavier weight draws thinner strokes,"
            + " and a font or scale asking for a thinner stem than every master's gets the thinnest"
            + " drawing as it is"
          : "\(stemsText): it grows by \(Self.format(thick - thin)) while points move up to"
            + " \(Self.format(move)) units between them (more than"
            + " \(Self.format(SymbolGlyph.extrapolationMoveLimit)) times as far), so the engine does not"
            + " extrapolate beyond the pair: a font or scale asking for a stem beyond it gets the thinnest"
            + " or thickest drawing as it is"
        findings.append(finding(group.location, .weightAxis, message, severity: .warning))
      }
    }
  }
}
