import SymbolFont

extension SymbolFontMetrics {
  /// The cap height, stem and weight class of a font read through FreeType (see
  /// `FontMetrics`: cap height from OS/2 when its version carries it, else measured from
  /// `H`; stem measured from `l` or `I`).
  public init(metrics: FontMetrics) {
    self.init(
      unitsPerEm: Double(metrics.unitsPerEm), capHeight: metrics.capHeight,
      stemWidth: metrics.stemWidth > 0 ? metrics.stemWidth : nil, weightClass: Double(metrics.weightClass))
  }

  /// Reads the font file at `path`; throws when it cannot be opened or measured.
  public init(contentsOfFile path: String) throws(FontError) {
    let face = try FontFace(path: path)
    self.init(metrics: try face.metrics())
  }
}
