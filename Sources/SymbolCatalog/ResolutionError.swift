/// Why a symbol name could not be resolved.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The base name is not in the catalog; `suggestions` are the closest known names.
  case unknownSymbol(name: String, suggestions: [String])

  /// A message naming the symbol and offering suggestions.
  public var description: String {
    switch self {
    case .unknownSymbol(let name, let suggestions):
      if suggestions.isEmpty {
        "unknown symbol '\(name)'; no similar symbol names in the catalog"
      } else {
        "unknown symbol '\(name)'; did you mean "
          + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
      }
    }
  }
}
