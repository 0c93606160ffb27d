/// A catalog held as plain sets and maps; useful for tests and small embedded catalogs.
public struct InMemoryCatalog: SymbolCatalogSource, Hashable {
  /// Full names with an authored drawing.
  public var authored: Set<String>
  /// Full names the engine may synthesise.
  public var synthesisable: Set<String>
  /// Every base name the catalog knows.
  public var baseNames: Set<String>
  /// Deprecated names mapped to their replacements.
  public var deprecations: [String: String]
  /// Alternative names mapped to canonical names.
  public var aliases: [String: String]

  /// Creates a catalog. When `baseNames` is nil, every authored name is a base unless it
  /// is another authored name plus grammar-valid suffixes (so `bell.fill` is not a base
  /// when `bell` is authored, but `square.on.square` is, since `square.on` is not).
  public init(
    authored: Set<String>, synthesisable: Set<String> = [], baseNames: Set<String>? = nil,
    deprecations: [String: String] = [:], aliases: [String: String] = [:]
  ) {
    self.authored = authored
    self.synthesisable = synthesisable
    self.baseNames =
      baseNames
      ?? authored.filter { name in
        !SymbolName.splits(of: name).dropFirst().contains { authored.contains($0.base) }
      }
    self.deprecations = deprecations
    self.aliases = aliases
  }

  /// Authored if the name is authored (even when also synthesisable), then synthesisable.
  public func availability(of name: String) -> SymbolAvailability {
    if authored.contains(name) { return .authored }
    if synthesisable.contains(name) { return .synthesisable }
    return .unavailable
  }
}
