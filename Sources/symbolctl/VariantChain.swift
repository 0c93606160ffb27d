import ArgumentParser
import SymbolEngine

/// Repeated `--variant` options applied in order, the first closest to the symbol, as
/// `render`, `info` and `resolve` take them.
///
/// The words chain as `SymbolVariants` properties do (`--variant square --variant circle`
/// is `SymbolVariants.square.circle`), so that what the chain leaves out (a shape after
/// another, variants before a `none`) is the library's to warn about when resolving.
struct VariantChain {
  /// The variants composed so far.
  private(set) var variants = SymbolVariants()

  /// No variants.
  init() {}

  /// What `--variant` accepts, for messages.
  static let acceptedWords = SymbolVariants.acceptedWords.joined(separator: ", ")

  /// Chains the `--variant` words in order, in any case as the other named values.
  ///
  /// - Throws: a `ValidationError` (exit 64) naming the first word that is no variant and
  ///   what is accepted.
  init(parsing words: [String]) throws(ValidationError) {
    do {
      variants = try SymbolVariants(chaining: words)
    } catch {
      switch error {
      case .unknownWord(let word, _):
        // `--variant slash,fill` or `--variant slash.fill` names several: one a flag.
        let several = word.contains(",") || word.contains(".") || word.contains(" ")
        let hint = several ? " (one per --variant: --variant slash --variant fill)" : ""
        throw ValidationError(
          "--variant \(MessageQuotation.quoted(word)) is not a variant; accepted: \(Self.acceptedWords)\(hint)"
        )
      }
    }
  }
}
