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
  static let acceptedWords = "none, fill, slash, circle, square, rectangle"

  /// Chains the `--variant` words in order, in any case as the other named values.
  ///
  /// - Throws: a `ValidationError` (exit 64) naming the first word that is no variant and
  ///   what is accepted.
  init(parsing words: [String]) throws(ValidationError) {
    for word in words {
      guard let variant = Self.variant(word) else {
        throw ValidationError(
          "--variant \(MessageQuotation.quoted(word)) is not a variant; accepted: \(Self.acceptedWords)")
      }
      // `none` clears what came before it, and the library remembers that it did.
      variants = variant.map(variants.adding) ?? variants.none
    }
  }

  /// The variant a `--variant` word names; `.some(nil)` for `none`, `nil` for no variant.
  private static func variant(_ word: String) -> SymbolVariants?? {
    switch word.lowercased() {
    case "none": .some(nil)
    case "fill": .fill
    case "slash": .slash
    case "circle": .circle
    case "square": .square
    case "rectangle": .rectangle
    default: nil
    }
  }
}
