/// A non-fatal note produced while resolving a symbol name.
public enum ResolutionWarning: Hashable, Sendable, CustomStringConvertible {
  /// `name` is deprecated and was replaced by `replacement`.
  case deprecated(name: String, replacement: String)

  /// A readable message naming the symbol and its replacement.
  public var description: String {
    switch self {
    case .deprecated(let name, let replacement):
      "symbol '\(name)' is deprecated; using '\(replacement)' instead"
    }
  }
}
