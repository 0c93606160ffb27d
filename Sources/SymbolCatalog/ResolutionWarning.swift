import SymbolSVG

/// A non-fatal note produced while resolving a symbol name.
public enum ResolutionWarning: Hashable, Sendable, CustomStringConvertible {
  /// `name` is deprecated and was replaced by `replacement`.
  case deprecated(name: String, replacement: String)
  /// Two shapes were requested; `kept` is closer to the symbol and wins, so `ignored` is
  /// not drawn. A symbol takes one enclosure.
  case shapeIgnored(ignored: SymbolVariants.Shape, kept: SymbolVariants.Shape)
  /// The variant `none` was asked for with `name`, which spells variants itself (`bell.fill`):
  /// `none` clears the variants asked for before it, not the name's own, so `base` plus
  /// them is still resolved.
  case noneKeepsNamedVariants(name: String, base: String)

  /// A readable message naming what was replaced or left out, and why.
  ///
  /// Control and bidirectional characters in names are escaped (`\x01`): a name may hold
  /// any text, and the message is printed on a terminal.
  public var description: String { MessageQuotation.escapingControlCharacters(message) }

  private var message: String {
    switch self {
    case .deprecated(let name, let replacement):
      "symbol \(MessageQuotation.quoted(name)) is deprecated; using \(MessageQuotation.quoted(replacement)) instead"
    case .shapeIgnored(let ignored, let kept):
      "variant '\(ignored)' ignored: '\(kept)' is closer to the symbol, and a symbol takes one shape"
    case .noneKeepsNamedVariants(let name, let base):
      "variant 'none' clears the variants asked for before it, not those the name"
        + " \(MessageQuotation.quoted(name)) spells; ask for \(MessageQuotation.quoted(base)) to leave them out"
    }
  }
}
