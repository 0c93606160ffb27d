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

  /// Reads the font file at `path`; throws when it cannot be opened, or its cap height or
  /// stem cannot be measured. A font without an x-height (capitals only) serves: symbols do
  /// not use it.
  public init(contentsOfFile path: String) throws(FontError) {
    let face = try FontFace(path: path)
    let measured = try face.capHeightStemAndWeight()
    self.init(
      unitsPerEm: Double(face.unitsPerEm), capHeight: measured.capHeight,
      stemWidth: measured.stemWidth > 0 ? measured.stemWidth : nil, weightClass: Double(measured.weightClass))
  }
}
