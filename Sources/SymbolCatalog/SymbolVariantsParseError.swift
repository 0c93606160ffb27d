import SymbolSVG

/// Why variant words could not be read as a ``SymbolVariants``.
public enum SymbolVariantsParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `word`, at `position` (counted from 0) among the words given, is no variant.
  case unknownWord(String, position: Int)

  /// The word, quoted, and what is accepted.
  public var description: String {
    switch self {
    case .unknownWord(let word, _):
      MessageQuotation.escapingControlCharacters(
        "\(MessageQuotation.quoted(word)) is not a variant; accepted: "
          + SymbolVariants.acceptedWords.joined(separator: ", "))
    }
  }
}
