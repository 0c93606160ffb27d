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

  /// Chains `steps` in order; `nil` stands for `none`.
  init(_ steps: [SymbolVariants?] = []) {
    for step in steps { apply(step) }
  }

  /// Applies `next` outside the variants so far; `nil` (`none`) clears everything.
  mutating func apply(_ next: SymbolVariants?) {
    guard let next else {
      self = VariantChain()
      return
    }
    if let kept = variants.shape, let ignored = variants.shapeIgnored(adding: next) {
      warnings.append(.shapeIgnored(ignored: ignored, kept: kept))
    }
    variants = variants.adding(next)
  }
}
