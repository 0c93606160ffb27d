import SymbolSVG

extension FolderCatalog {
  /// The drawing of the authored full name `name`, read from its file now (the catalog
  /// parses no SVG at load time, and keeps none: callers that draw a name repeatedly
  /// should keep the glyph).
  ///
  /// - Throws: ``CatalogError`` when no file draws `name` (synthesisable names have no
  ///   file; the engine builds them from the authored name they derive from), or when the
  ///   file cannot be read or is not a valid symbol template (with file, line and column), or
  ///   when two files draw `name` (``fileClashes``).
  public func glyph(named name: String) throws(CatalogError) -> SymbolGlyph {
    if let clash = fileClashes[name] { throw clash }
    guard authoredNames.contains(name) else {
      let reason =
        availability(of: name) == .synthesisable
        ? "it is synthesised by the engine, not drawn by a file"
        : "no file \(name).svg in the catalog"
      throw CatalogError(
        .noDrawing, location: SourceLocation(file: directory), message: "no drawing of '\(name)': \(reason)")
    }
    let path = path(of: name)
    let bytes = try CatalogFiles.read(path)
    let text: String
    do {
      text = try UTF8Fault.decode(bytes)
    } catch {
      throw CatalogError(
        .unreadableFile, location: SourceLocation(file: path, line: error.line, column: error.column),
        message: "the file is not UTF-8 text (\(error))")
    }
    return try SymbolTemplateReader.readGlyph(text, file: path, name: name)
  }
}
