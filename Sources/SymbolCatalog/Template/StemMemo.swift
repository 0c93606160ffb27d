/// Stem estimates already made during one weight match, by the shapes estimated.
///
/// A match asks for the same drawing several times (the end masters, then every named
/// weight, then the weight found), and an estimate scans the outlines in eight directions,
/// which for masters of 100,000 points takes most of a second.
struct StemMemo {
  private var entries: [(layers: [SymbolLayer], stem: Double?)] = []

  /// ``SymbolGlyph/estimatedStemWidth()`` of `glyph`, estimated once for its shapes (the
  /// estimate reads nothing else; its master's label may differ).
  mutating func stem(of glyph: SymbolGlyph) -> Double? {
    if let known = entries.first(where: { $0.layers == glyph.layers }) { return known.stem }
    let stem = glyph.estimatedStemWidth()
    entries.append((glyph.layers, stem))
    return stem
  }
}
