/// What a ``VariantResolver`` needs to know about a symbol catalog.
public protocol SymbolCatalogSource: Sendable {
  /// Every base name the catalog knows (names that can be requested without variants).
  var baseNames: Set<String> { get }
  /// Deprecated names mapped to their replacements.
  var deprecations: [String: String] { get }
  /// Alternative names mapped to the canonical names they stand for.
  var aliases: [String: String] { get }
  /// How the catalog provides the full name `name`.
  ///
  /// When a name is both authored and synthesisable, implementations must return
  /// ``SymbolAvailability/authored``: an authored variant always beats a synthesised one.
  func availability(of name: String) -> SymbolAvailability
}

extension SymbolCatalogSource {
  /// Every full name of `base` the catalog provides, authored or synthesisable, the base
  /// itself included when it is drawn; sorted. Empty for an unknown base.
  public func allVariantNames(of base: String) -> [String] {
    guard baseNames.contains(base) else { return [] }
    return SymbolVariants.all.map { SymbolName.name(base: base, variants: $0) }
      .filter { availability(of: $0) != .unavailable }.sorted()
  }
}
