import ArgumentParser
import SymbolEngine

/// Repeated `--variant` options applied in order, the first closest to the symbol, as
/// `render`, `info` and `resolve` take them.
///
/// A symbol takes one shape, so a shape after another is not drawn; it is kept as a
/// warning rather than dropped without a word. `none` clears the variants and their
/// warnings both.
struct VariantChain {
  /// The variants composed so far.
  private(set) var variants = SymbolVariants.none
  /// One warning for each shape an earlier shape overrode.
  private(set) var warnings: [ResolutionWarning] = []
  /// Whether `none` was among the words: it clears what came before it, not the variants
  /// the symbol's name spells, which `warnings(resolving:asked:)` says.
  private(set) var cleared = false

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
      apply(variant)
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

  /// The chain's warnings for `resolution` of the asked `name`: a `none` asked for with a
  /// name that spells variants (`bell.fill --variant none`) is said to keep them, which the
  /// resolution did without a word.
  func warnings(resolving resolution: Resolution, asked name: String) -> [ResolutionWarning] {
    let spelled = SymbolName(parsing: name) { $0 == resolution.base }
    guard cleared, spelled.base == resolution.base, spelled.variants != .none else { return warnings }
    return warnings + [.noneKeepsNamedVariants(name: name, base: resolution.base)]
  }

  /// Applies `next` outside the variants so far; `nil` (`none`) clears everything.
  private mutating func apply(_ next: SymbolVariants?) {
    guard let next else {
      self = VariantChain()
      cleared = true
      return
    }
    if let kept = variants.shape, let ignored = variants.shapeIgnored(adding: next) {
      warnings.append(.shapeIgnored(ignored: ignored, kept: kept))
    }
    variants = variants.adding(next)
  }
}
