/// A catalog that can also hand out drawings: what the engine renders from.
public protocol SymbolGlyphSource: SymbolCatalogSource {
  /// The drawing for an authored full name (one whose
  /// ``SymbolCatalogSource/availability(of:)`` is `.authored`).
  func glyph(named name: String) throws(CatalogError) -> SymbolGlyph
  /// The manifest's preferred rendering mode of a base symbol, if any.
  func preferredMode(ofBase base: String) -> RenderingMode?
}

extension FolderCatalog: SymbolGlyphSource {}
