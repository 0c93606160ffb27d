import SymbolFont

extension SymbolFontMetrics {
  /// The cap height, stem and weight class of a font read through FreeType (see
  /// `FontMetrics`: cap height from OS/2 when its version carries it, else measured from
  /// `H`; stem measured from `l` or `I`). A stem thicker than any text font's (see
  /// ``isImplausibleStem(_:capHeight:)``, as a dingbat font's disc is) is not used: it is
  /// kept in ``implausibleStemWidth`` and `stemWidth` is `nil`.
  public init(metrics: FontMetrics) {
    self.init(
      unitsPerEm: metrics.unitsPerEm, capHeight: metrics.capHeight, measuredStem: metrics.stemWidth,
      weightClass: metrics.weightClass)
  }

  /// Reads face `faceIndex` of the font file at `path` (0, the only face of a plain font
  /// file, unless the file is a collection); throws when it cannot be opened, has no such
  /// face, or its cap height or stem cannot be measured. A font without an x-height
  /// (capitals only) serves: symbols do not use it. A stem thicker than a text font's is
  /// not used, as in ``init(metrics:)``; `file` is `path`, for the warning that says so.
  public init(contentsOfFile path: String, faceIndex: Int = 0) throws(FontError) {
    let face = try FontFace(path: path, faceIndex: faceIndex)
    let measured = try face.capHeightStemAndWeight()
    self.init(
      unitsPerEm: face.unitsPerEm, capHeight: measured.capHeight, measuredStem: measured.stemWidth,
      weightClass: measured.weightClass)
    file = path
  }

  /// The metrics as a font gives them; a stem measured as 0 means none was found, and one
  /// too thick for a text font's is set aside.
  private init(unitsPerEm: Int, capHeight: Double, measuredStem: Double, weightClass: Int) {
    let implausible = Self.isImplausibleStem(measuredStem, capHeight: capHeight)
    self.init(
      unitsPerEm: Double(unitsPerEm), capHeight: capHeight,
      stemWidth: measuredStem > 0 && !implausible ? measuredStem : nil, weightClass: Double(weightClass))
    implausibleStemWidth = implausible ? measuredStem : nil
  }
}
