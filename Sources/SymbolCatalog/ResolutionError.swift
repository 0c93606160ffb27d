import SymbolSVG

/// Why a symbol name could not be resolved.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The base name is not in the catalog; `suggestions` are the closest names it provides
  /// (base and variant names, and aliases with their targets).
  case unknownSymbol(name: String, suggestions: [SymbolSuggestion])
  /// `name` is a known base with variant suffixes in the wrong order; `canonical` is the
  /// same request in grammar order (`bell.fill.slash` → `bell.slash.fill`).
  case misorderedSuffixes(name: String, canonical: String)
  /// `base` is a symbol of the catalog, but neither `name` nor any fallback of it is
  /// authored or synthesisable: the catalog lists the symbol without its file.
  case undrawable(name: String, base: String)
  /// Following `name`'s deprecations and aliases leads to `target`, a name the catalog
  /// does not have: the catalog is at fault, not the name asked for.
  case missingTarget(name: String, target: String)
  /// Following `name`'s deprecations and aliases comes back to a name already passed:
  /// `cycle` lists them from that name round to it again.
  case referenceCycle(name: String, cycle: [String])

  /// A message naming the symbol and offering suggestions or the canonical order.
  ///
  /// Control and bidirectional characters in names are escaped (`\x01`): a name may hold
  /// any text, and the message is printed on a terminal.
  public var description: String { MessageQuotation.escapingControlCharacters(message) }

  private var message: String {
    switch self {
    case .unknownSymbol(let name, let suggestions):
      if suggestions.isEmpty {
        "unknown symbol \(MessageQuotation.quoted(name)); no similar symbol names in the catalog"
      } else {
        "unknown symbol \(MessageQuotation.quoted(name)); did you mean "
          + suggestions.map(\.description).joined(separator: ", ") + "?"
      }
    case .misorderedSuffixes(let name, let canonical):
      "unknown symbol \(MessageQuotation.quoted(name)): its variant suffixes are in the wrong order; did you mean"
        + " \(MessageQuotation.quoted(canonical))? (suffixes follow the base as [.slash][.circle|.square|.rectangle][.fill])"
    case .undrawable(let name, let base):
      "symbol \(MessageQuotation.quoted(name)) is in the catalog, but nothing draws it: \(MessageQuotation.quoted(base)) has no file, so neither it nor"
        + " a variant can be drawn (symbol-lint reports what the catalog is missing)"
    case .missingTarget(let name, let target):
      "symbol \(MessageQuotation.quoted(name)) cannot be resolved: the catalog's deprecations and aliases lead from it"
        + " to \(MessageQuotation.quoted(target)), which the catalog does not have (symbol-lint reports it)"
    case .referenceCycle(let name, let cycle):
      "symbol \(MessageQuotation.quoted(name)) cannot be resolved: the catalog's deprecations and aliases "
        + cycle.map { MessageQuotation.quoted($0) }.joined(separator: " → ")
        + " form a cycle, so no name is drawn (symbol-lint reports it as deprecated-target)"
    }
  }
}
