extension SymbolVariants {
  /// The words ``init(chaining:)`` and ``init(parsing:)`` accept, in any case.
  public static let acceptedWords = ["none", "fill", "slash"] + Shape.allCases.map(\.rawValue)

  /// Chains variant words in order, the first closest to the symbol, as the properties chain:
  /// `["square", "circle"]` is `SymbolVariants.square.circle` (the circle is left out, and
  /// ``ignoredShapes`` says so), and `none` clears the words before it
  /// (``clearedEarlierVariants``). Words are read in any case; no words is ``none``.
  ///
  /// This is how a command line's repeated `--variant` options or a settings file's list
  /// become a set, with what the chain left out kept for resolution to warn about.
  ///
  /// - Throws: ``SymbolVariantsParseError/unknownWord(_:position:)`` for the first word that
  ///   is none of ``acceptedWords``.
  public init(chaining words: some Sequence<some StringProtocol>) throws(SymbolVariantsParseError) {
    self = .none
    for (position, word) in words.enumerated() {
      guard let variant = Self.variant(named: word) else {
        throw .unknownWord(String(word), position: position)
      }
      // `none` clears what came before it, and the set remembers that it did.
      self = variant.map(adding) ?? self.none
    }
  }

  /// Reads a set as ``description`` writes it: suffix words joined by `.`
  /// (`slash.circle.fill`), or `none`. The words chain in the order written, as
  /// ``init(chaining:)`` chains them, so `SymbolVariants(parsing: v.description) == v`.
  ///
  /// - Throws: ``SymbolVariantsParseError/unknownWord(_:position:)`` for the first part
  ///   that is none of ``acceptedWords`` (an empty text or part, as in `fill..slash`,
  ///   included).
  public init(parsing text: some StringProtocol) throws(SymbolVariantsParseError) {
    try self.init(chaining: text.split(separator: ".", omittingEmptySubsequences: false))
  }

  /// The set a word names; `.some(nil)` for `none`, `nil` for a word that is no variant.
  private static func variant(named word: some StringProtocol) -> SymbolVariants?? {
    switch word.lowercased() {
    case "none": return .some(nil)
    case "fill": return .fill
    case "slash": return .slash
    case let other:
      guard let shape = Shape(rawValue: other) else { return nil }
      return SymbolVariants(shape: shape)
    }
  }
}
