import SymbolSVG

/// A non-fatal note produced while resolving a symbol name.
public enum ResolutionWarning: Hashable, Sendable, CustomStringConvertible {
  /// `name` is deprecated and was replaced by `replacement`.
  case deprecated(name: String, replacement: String)
  /// Two shapes were requested; `kept` is closer to the symbol and wins, so `ignored` is
  /// not drawn. A symbol takes one enclosure.
  case shapeIgnored(ignored: SymbolVariants.Shape, kept: SymbolVariants.Shape)

  /// A readable message naming what was replaced or left out, and why.
  public var description: String {
    switch self {
    case .deprecated(let name, let replacement):
      "symbol \(MessageQuotation.quoted(name)) is deprecated; using \(MessageQuotation.quoted(replacement)) instead"
    case .shapeIgnored(let ignored, let kept):
      "variant '\(ignored)' ignored: '\(kept)' is closer to the symbol, and a symbol takes one shape"
    }
  }
}
