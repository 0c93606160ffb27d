import SymbolFont

extension SymbolFontMetrics {
  /// The cap height, stem and weight class of a font read through FreeType (see
  /// `FontMetrics`: cap height from OS/2 when its version carries it, else measured from
  /// `H`; stem measured from `l` or `I`).
  public init(metrics: FontMetrics) {
    self.init(
      unitsPerEm: metrics.unitsPerEm, capHeight: metrics.capHeight, measuredStem: metrics.stemWidth,
      weightClass: metrics.weightClass)
  }

  /// Reads face `faceIndex` of the font file at `path` (0, the only face of a plain font
  /// file, unless the file is a collection); throws when it cannot be opened, has no such
  /// face, or its cap height or stem cannot be measured. A font without an x-height
  /// (capitals only) serves: symbols do not use it.
  public init(contentsOfFile path: String, faceIndex: Int = 0) throws(FontError) {
    let face = try FontFace(path: path, faceIndex: faceIndex)
    let measured = try face.capHeightStemAndWeight()
    self.init(
      unitsPerEm: face.unitsPerEm, capHeight: measured.capHeight, measuredStem: measured.stemWidth,
      weightClass: measured.weightClass)
  }

  /// The metrics as a font gives them; a stem measured as 0 means none was found.
  private init(unitsPerEm: Int, capHeight: Double, measuredStem: Double, weightClass: Int) {
    self.init(
      unitsPerEm: Double(unitsPerEm), capHeight: capHeight, stemWidth: measuredStem > 0 ? measuredStem : nil,
      weightClass: Double(weightClass))
  }
}
