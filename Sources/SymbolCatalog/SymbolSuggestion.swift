import SymbolSVG

/// A name offered for an unknown symbol: a base or variant name the catalog provides, or an
/// alias shown with the name it stands for.
public struct SymbolSuggestion: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The name to type: a base name, a full variant name or an alias.
  public var name: String
  /// For an alias, the name it resolves to; `nil` otherwise.
  public var aliasTarget: String?

  /// Creates a suggestion; give `aliasTarget` when `name` is an alias.
  public init(_ name: String, aliasTarget: String? = nil) {
    self.name = name
    self.aliasTarget = aliasTarget
  }

  /// A suggestion of a plain name, so lists of names can be written as string literals.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// `'bell.slash'`, or for an alias `'help' → 'questionmark'`.
  public var description: String {
    guard let aliasTarget else { return MessageQuotation.quoted(name) }
    return "\(MessageQuotation.quoted(name)) → \(MessageQuotation.quoted(aliasTarget))"
  }
}
