import Testing

@testable import SymbolCatalog

@Suite("Variant resolution and fallback")
struct VariantResolverTests {
  private let everyVariant: SymbolVariants = .slash.circle.fill

  /// Resolves `bell` with every variant against a catalog holding `names` authored.
  private func resolveBell(authored names: Set<String>) throws -> Resolution {
    let catalog = InMemoryCatalog(authored: names.union(["bell"]), baseNames: ["bell"])
    return try VariantResolver(catalog: catalog).resolve("bell", variants: everyVariant)
  }

  @Test(
    arguments: [
      ("bell.slash.circle.fill", 1), ("bell.slash.circle", 2), ("bell.slash.fill", 3), ("bell.slash", 4),
      ("bell.circle.fill", 5), ("bell.circle", 6), ("bell.fill", 7), ("bell", 8),
    ])
  func eachFallbackStepIsTakenInOrder(name: String, step: Int) throws {
    let order = [
      "bell.slash.circle.fill", "bell.slash.circle", "bell.slash.fill", "bell.slash",
      "bell.circle.fill", "bell.circle", "bell.fill", "bell",
    ]
    // The catalog holds this candidate and every later one; earlier ones are missing.
    let resolution = try resolveBell(authored: Set(order[(step - 1)...]))
    #expect(resolution.resolvedName == name)
    #expect(resolution.trace.count == step)
    #expect(resolution.trace.map(\.candidate) == Array(order[..<step]))
    #expect(resolution.trace.dropLast().allSatisfy { $0.outcome == .notInCatalog })
    #expect(resolution.trace.last?.outcome == .takenAuthored)
    #expect(resolution.trace.last?.step == step)
    #expect(!resolution.isSynthesised)
  }

  @Test func skipsCandidatesNeedingUnrequestedVariants() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill", "bell.slash.fill", "bell.circle.fill"], baseNames: ["bell"])
    let resolution = try VariantResolver(catalog: catalog).resolve("bell", variants: .fill)
    #expect(resolution.resolvedName == "bell.fill")
    #expect(resolution.trace.map(\.step) == [1, 2, 3, 4, 5, 6, 7])
    #expect(resolution.trace.prefix(6).allSatisfy { $0.outcome == .notRequested })
    #expect(resolution.trace[6].outcome == .takenAuthored)
    #expect(resolution.droppedVariants == .none)
  }

  @Test func symbolWithoutRequestedVariantIsUnaffected() throws {
    let catalog = InMemoryCatalog(authored: ["list.bullet", "bell", "bell.fill"])
    let resolution = try VariantResolver(catalog: catalog).resolve("list.bullet", variants: .fill)
    #expect(resolution.resolvedName == "list.bullet")
    #expect(resolution.droppedVariants == .fill)
    #expect(resolution.trace.last?.step == 8)
    #expect(resolution.trace.dropLast().last?.outcome == .notInCatalog)
  }

  @Test func authoredBeatsSynthesisedForSameName() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.circle"], synthesisable: ["bell.circle", "bell.slash"], baseNames: ["bell"])
    let resolver = VariantResolver(catalog: catalog)
    let circle = try resolver.resolve("bell", variants: .circle)
    #expect(circle.resolvedName == "bell.circle")
    #expect(!circle.isSynthesised)
    #expect(circle.trace.last?.outcome == .takenAuthored)
    let slash = try resolver.resolve("bell", variants: .slash)
    #expect(slash.resolvedName == "bell.slash")
    #expect(slash.isSynthesised)
    #expect(slash.trace.last?.outcome == .takenSynthesised)
    #expect(slash.trace.last?.reason.contains("synthesised") == true)
  }

  @Test func earlierSynthesisedCandidateBeatsLaterAuthoredOne() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill"], synthesisable: ["bell.circle.fill"], baseNames: ["bell"])
    let resolution = try VariantResolver(catalog: catalog).resolve("bell", variants: .circle.fill)
    #expect(resolution.resolvedName == "bell.circle.fill")
    #expect(resolution.isSynthesised)
  }

  @Test func requestedNameSuffixesAreCanonicalised() throws {
    let catalog = InMemoryCatalog(authored: ["bell", "bell.fill", "bell.slash.fill"])
    let resolution = try VariantResolver(catalog: catalog).resolve("bell.fill", variants: .slash)
    #expect(resolution.resolvedName == "bell.slash.fill")
    #expect(resolution.base == "bell")
  }

  @Test func namesOwnShapeWinsOverRequestedShape() throws {
    let catalog = InMemoryCatalog(authored: ["bell", "bell.square", "bell.circle"])
    let resolution = try VariantResolver(catalog: catalog).resolve("bell.square", variants: .circle)
    #expect(resolution.resolvedName == "bell.square")
  }

  @Test func squareOnSquareIsABase() throws {
    let catalog = InMemoryCatalog(authored: ["square.on.square", "square.on.square.fill", "square"])
    #expect(catalog.baseNames.contains("square.on.square"))
    let resolver = VariantResolver(catalog: catalog)
    let plain = try resolver.resolve("square.on.square")
    #expect(plain.resolvedName == "square.on.square")
    #expect(plain.base == "square.on.square")
    let filled = try resolver.resolve("square.on.square", variants: .fill)
    #expect(filled.resolvedName == "square.on.square.fill")
  }

  @Test func deprecatedNameResolvesToReplacementWithWarning() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill"], deprecations: ["alarm.old": "bell"])
    let resolver = VariantResolver(catalog: catalog)
    let resolution = try resolver.resolve("alarm.old", variants: .fill)
    #expect(resolution.resolvedName == "bell.fill")
    #expect(resolution.warnings == [.deprecated(name: "alarm.old", replacement: "bell")])
    #expect(resolution.warnings.first?.description.contains("alarm.old") == true)
    let suffixed = try resolver.resolve("alarm.old.fill")
    #expect(suffixed.resolvedName == "bell.fill")
    #expect(suffixed.warnings == [.deprecated(name: "alarm.old", replacement: "bell")])
    #expect(try resolver.resolve("bell").warnings.isEmpty)
  }

  /// A symbol of its own whose name is an alias or a deprecated name plus variant words is
  /// drawn by its own file: `pen.circle` was taken for the alias `pen` with a circle, and
  /// `old.fill` for the deprecated `old` filled, with a warning about `old`.
  @Test func aSymbolOfItsOwnBeatsAnAliasOrDeprecatedNameWithSuffixes() throws {
    let catalog = InMemoryCatalog(
      authored: ["pencil", "pencil.circle", "pen.circle", "old.fill"], aliases: ["pen": "pencil"])
    let withOld = InMemoryCatalog(
      authored: ["pencil", "pen.circle", "old.fill"], baseNames: ["pencil", "pen.circle", "old.fill"],
      deprecations: ["old": "pencil"], aliases: ["pen": "pencil"])
    for catalog in [catalog, withOld] {
      let resolver = VariantResolver(catalog: catalog)
      let pen = try resolver.resolve("pen.circle")
      #expect(pen.resolvedName == "pen.circle" && pen.warnings.isEmpty)
      // Suffixes on the alias itself still reach its target.
      #expect(try resolver.resolve("pen").resolvedName == "pencil")
    }
    let old = try VariantResolver(catalog: withOld).resolve("old.fill")
    #expect(old.resolvedName == "old.fill" && old.warnings.isEmpty, "\(old.warnings)")
  }

  /// Deprecated names replaced by deprecated names are followed to the end, with a warning
  /// for each; a chain that comes round is a reference cycle, named from the name typed. Only the first
  /// step was taken, and the error named the second name, suggesting it too.
  @Test func deprecationChainsAreFollowedToTheEnd() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell"], deprecations: ["d1": "d2", "d2": "d3", "d3": "bell", "b": "c", "c": "b"])
    let resolver = VariantResolver(catalog: catalog)
    let chained = try resolver.resolve("d1.fill")
    #expect(chained.base == "bell")
    #expect(
      chained.warnings == [
        .deprecated(name: "d1", replacement: "d2"), .deprecated(name: "d2", replacement: "d3"),
        .deprecated(name: "d3", replacement: "bell"),
      ])
    #expect(try resolver.resolve("d1").resolvedName == "bell")
    #expect(throws: ResolutionError.referenceCycle(name: "b", cycle: ["b", "c", "b"])) {
      try resolver.resolve("b")
    }
    // Named as asked, with its variant words: it said `b`.
    #expect(throws: ResolutionError.referenceCycle(name: "b.fill", cycle: ["b", "c", "b"])) {
      try resolver.resolve("b.fill")
    }
  }

  /// A symbol's own name resolves to the symbol even where the catalog (wrongly, as the
  /// lint's duplicate-name rule says) also lists it as an alias or a deprecated name: `star`
  /// was drawn as `bell`, and `bell`, an alias of itself, was a reference cycle.
  @Test func aSymbolsOwnNameIsNotFollowedAsAnAliasOrDeprecatedName() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "star", "heart"], deprecations: ["heart": "bell"],
      aliases: ["star": "bell", "bell": "bell"])
    let resolver = VariantResolver(catalog: catalog)
    for name in ["bell", "star", "heart"] {
      let resolution = try resolver.resolve(name)
      #expect(resolution.resolvedName == name && resolution.warnings.isEmpty, "\(resolution)")
    }
  }

  /// A deprecated name replaced by an alias with a variant word (`old` → `chime.fill`, the
  /// lint accepts it) takes further variant words too: `old.slash` was an unknown symbol,
  /// since the replacement's alias base was not followed, while `old` resolved. A cycle
  /// through variant words (`a` → `b.fill`, `b` → `a.fill`) is named, not followed forever.
  @Test func aReplacementThatIsAnAliasWithVariantsTakesMoreVariants() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill", "bell.slash.fill"],
      deprecations: ["old": "chime.fill", "a": "b.fill", "b": "a.fill"], aliases: ["chime": "bell"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(try resolver.resolve("old").resolvedName == "bell.fill")
    let slashed = try resolver.resolve("old.slash")
    #expect(slashed.resolvedName == "bell.slash.fill")
    #expect(slashed.warnings == [.deprecated(name: "old", replacement: "chime.fill")])
    #expect(try resolver.resolve("old", variants: .slash).resolvedName == "bell.slash.fill")
    #expect(throws: ResolutionError.referenceCycle(name: "a", cycle: ["b", "a", "b"])) {
      try resolver.resolve("a")
    }
  }

  @Test func aShapeOverriddenByTheNamesOwnIsAWarning() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.circle", "bell.square"], deprecations: ["alarm.old": "bell.square"])
    let resolver = VariantResolver(catalog: catalog)
    let resolution = try resolver.resolve("bell.circle", variants: .square)
    #expect(resolution.resolvedName == "bell.circle")
    #expect(resolution.droppedVariants == .none)
    #expect(resolution.warnings == [.shapeIgnored(ignored: .square, kept: .circle)])
    #expect(
      resolution.warnings.first?.description
        == "variant 'square' ignored: 'circle' is closer to the symbol, and a symbol takes one shape")
    #expect(try resolver.resolve("bell.circle", variants: .circle).warnings.isEmpty)
    #expect(try resolver.resolve("bell", variants: .square).warnings.isEmpty)
    // A replacement's own shape sits closest, so the deprecated name's suffix is the one left out.
    let replaced = try resolver.resolve("alarm.old.circle")
    #expect(replaced.resolvedName == "bell.square")
    #expect(
      replaced.warnings == [
        .deprecated(name: "alarm.old", replacement: "bell.square"),
        .shapeIgnored(ignored: .circle, kept: .square),
      ])
  }

  /// What a chain of requested variants left out is said first, as the shape a name
  /// overrides is: a shape after another, and a `none` that keeps the name's own variants.
  @Test func whatTheRequestedChainLeftOutIsAWarning() throws {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill", "bell.circle", "bell.square"], deprecations: ["bell.old": "bell"])
    let resolver = VariantResolver(catalog: catalog)
    let chained = try resolver.resolve("bell", variants: SymbolVariants.square.circle)
    #expect(chained.resolvedName == "bell.square")
    #expect(chained.warnings == [.shapeIgnored(ignored: .circle, kept: .square)])
    #expect(try resolver.resolve("bell", variants: SymbolVariants.square.circle.none).warnings.isEmpty)
    let both = try resolver.resolve("bell.circle", variants: SymbolVariants.square.rectangle)
    #expect(
      both.warnings == [
        .shapeIgnored(ignored: .rectangle, kept: .square), .shapeIgnored(ignored: .square, kept: .circle),
      ])
    let cleared = try resolver.resolve("bell.fill", variants: SymbolVariants.circle.none)
    #expect(cleared.resolvedName == "bell.fill")
    #expect(cleared.warnings == [.noneKeepsNamedVariants(name: "bell.fill", base: "bell")])
    #expect(try resolver.resolve("bell", variants: SymbolVariants.fill.none).warnings.isEmpty)
    #expect(try resolver.resolve("bell.fill", variants: .none).warnings.isEmpty)
    #expect(
      try resolver.resolve("bell.old", variants: SymbolVariants.square.circle).warnings == [
        .shapeIgnored(ignored: .circle, kept: .square), .deprecated(name: "bell.old", replacement: "bell"),
      ])
  }

  @Test func aListedSymbolThatNothingDrawsIsNotCalledUnknown() throws {
    // The manifest lists bell but its file is missing: it used to be "unknown symbol 'bell'"
    // with suggestions of other names.
    let catalog = InMemoryCatalog(authored: ["bolt"], baseNames: ["bell", "bolt"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(throws: ResolutionError.undrawable(name: "bell", base: "bell")) { try resolver.resolve("bell") }
    #expect(throws: ResolutionError.undrawable(name: "bell.fill", base: "bell")) {
      try resolver.resolve("bell.fill", variants: .circle)
    }
    #expect(
      ResolutionError.undrawable(name: "bell", base: "bell").description.hasPrefix(
        "symbol 'bell' is in the catalog, but nothing draws it"))
  }

  /// Every deprecated name's chain is followed once for the suggestions, to the same end
  /// as `currentName(ofDeprecated:)` follows each on its own (18 s for a chain of 15,000):
  /// a chain to a drawn name, one to an alias, one to a missing name, and a cycle.
  @Test func deprecationChainsEndWhereEachLeadsOnItsOwn() {
    var deprecations: [String: String] = ["x1": "x2", "x2": "nowhere", "c1": "c2", "c2": "c3", "c3": "c1"]
    for index in 0..<3_000 { deprecations["d\(index)"] = index == 2_999 ? "bell" : "d\(index + 1)" }
    deprecations["a1"] = "pen"
    deprecations["t"] = "d10"
    let catalog = InMemoryCatalog(
      authored: ["bell", "pencil"], deprecations: deprecations, aliases: ["pen": "pencil"])
    let resolver = VariantResolver(catalog: catalog)
    let ends = resolver.currentNamesOfDeprecations()
    for old in deprecations.keys {
      #expect(ends[old] == resolver.currentName(ofDeprecated: old), "\(old)")
    }
    #expect(ends["d0"] == "bell" && ends["t"] == "bell" && ends["a1"] == "pen")
    #expect(ends["x1"] == nil && ends["c2"] == nil)
  }

  /// The edit distance within a limit agrees with the whole distance wherever that is
  /// within the limit, on seeded random pairs, and is `nil` past it; suggestions are at
  /// most 16 edits away however long the name (a third of 30,000 characters allowed 10,000,
  /// and the product of the lengths took 8 s).
  @Test func theBoundedEditDistanceAgreesWithTheWholeOne() {
    // A linear congruential generator, seeded, so that a failure can be replayed.
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let letters = Array("abcab.")
    for _ in 0..<2_000 {
      let a = String((0..<next(12)).map { _ in letters[next(6)] })
      let b = String((0..<next(12)).map { _ in letters[next(6)] })
      let limit = next(8)
      let whole = EditDistance.distance(a, b)
      #expect(
        EditDistance.distance(a, b, atMost: limit) == (whole <= limit ? whole : nil), "\(a) \(b) \(limit)")
    }
    #expect(VariantResolver<InMemoryCatalog>.maximumSuggestionDistance == 16)
    let long = String(repeating: "bell", count: 7_500)
    let catalog = InMemoryCatalog(authored: ["bell"], aliases: [long + "x": "bell"])
    #expect(
      VariantResolver(catalog: catalog).suggestions(for: long + String(repeating: "z", count: 17)).isEmpty)
    #expect(
      VariantResolver(catalog: catalog).suggestions(for: long) == [
        SymbolSuggestion(long + "x", aliasTarget: "bell")
      ])
  }

  @Test func unknownSymbolSuggestsClosestNames() {
    let catalog = InMemoryCatalog(authored: ["bell", "ball", "belt", "star", "bolt", "heart"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(throws: ResolutionError.unknownSymbol(name: "bel", suggestions: ["bell", "belt", "ball"])) {
      try resolver.resolve("bel", variants: .fill)
    }
    // The error names what was typed; the suggestions are the closest to its base too.
    #expect(
      throws: ResolutionError.unknownSymbol(name: "bel.slash.fill", suggestions: ["bell", "belt", "ball"])
    ) {
      try resolver.resolve("bel.slash.fill")
    }
    #expect(resolver.suggestions(for: "zzzzzzzz").isEmpty)
    #expect(resolver.suggestions(for: "haert") == ["heart"])
  }

  /// `suggestions(for:)` offered only names close by spelling, so a caller building its own
  /// message had nothing for `bell.foo` where `resolve`'s error offers `bell`; and a negative
  /// `maximumSuggestions` trapped ("Can't take a prefix of negative length").
  @Test func suggestionsAreWhatTheErrorOffers() throws {
    let catalog = InMemoryCatalog(authored: [
      "bell", "bolt", "heart", "bell.slash", "bolt.slash", "bell.fill",
    ])
    let resolver = VariantResolver(catalog: catalog)
    for name in ["bell.foo", "bell.slashh", "bel.slash.fill", "haert", "zzzz"] {
      var offered: [SymbolSuggestion]?
      do {
        _ = try resolver.resolve(name)
      } catch let error as ResolutionError {
        guard case .unknownSymbol(_, let suggestions) = error else { continue }
        offered = suggestions
      }
      #expect(resolver.suggestions(for: name) == offered, "\(name)")
    }
    #expect(resolver.suggestions(for: "bell.foo") == ["bell"])
    for count in [0, -1, Int.min] {
      let none = VariantResolver(catalog: catalog, maximumSuggestions: count)
      #expect(none.suggestions(for: "bel").isEmpty)
      #expect(throws: ResolutionError.unknownSymbol(name: "bel", suggestions: [])) { try none.resolve("bel") }
    }
  }

  /// A name cut short of its dotted parts (`chevron`, `battery`) is far from the full names
  /// by edit distance; they are offered after the typos, aliases with their targets.
  @Test func suggestionsIncludeNamesThatContinueTheTypedOne() {
    let catalog = InMemoryCatalog(
      authored: ["chevron.right", "chevron.left", "battery.100", "chevronx", "bell"],
      aliases: ["battery.full": "battery.100", "chevrons": "chevron.left"])
    let resolver = VariantResolver(catalog: catalog, maximumSuggestions: 5)
    #expect(
      resolver.suggestions(for: "chevron") == [
        SymbolSuggestion("chevrons", aliasTarget: "chevron.left"), "chevronx", "chevron.left",
        "chevron.right",
      ])
    #expect(
      resolver.suggestions(for: "Battery") == [
        "battery.100", SymbolSuggestion("battery.full", aliasTarget: "battery.100"),
      ])
    // Only whole dotted parts: `chev` is not cut short of `chevron.right`.
    #expect(!resolver.suggestions(for: "chev").contains("chevron.right"))
    #expect(
      throws: ResolutionError.unknownSymbol(
        name: "battery",
        suggestions: ["battery.100", SymbolSuggestion("battery.full", aliasTarget: "battery.100")])
    ) {
      try resolver.resolve("battery")
    }
  }

  /// A known name with unknown dotted parts after it is far from it by edit distance; the
  /// longest known name the leading parts spell is offered after the typos.
  @Test func aKnownNameWithUnknownPartsSuggestsThatName() {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill", "speaker", "speaker.wave.3"], aliases: ["chime": "bell"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(throws: ResolutionError.unknownSymbol(name: "bell.foo", suggestions: ["bell"])) {
      try resolver.resolve("bell.foo")
    }
    #expect(throws: ResolutionError.unknownSymbol(name: "bell.fill.xyz.q", suggestions: ["bell.fill"])) {
      try resolver.resolve("bell.fill.xyz.q")
    }
    #expect(
      throws: ResolutionError.unknownSymbol(
        name: "speaker.wave.9.foo", suggestions: ["speaker.wave.3", "speaker"])
    ) {
      try resolver.resolve("speaker.wave.9.foo")
    }
    // Only prefixes as long as a known name can be are tried: each of the 20,000 dots of
    // this name was tried in turn, the prefix parsed again each time (over a minute for a
    // name of 100 KB).
    let long = "bell" + String(repeating: ".zz", count: 20_000)
    #expect(throws: ResolutionError.unknownSymbol(name: long, suggestions: ["bell"])) {
      try resolver.resolve(long)
    }
    #expect(
      throws: ResolutionError.unknownSymbol(
        name: "chime.loud", suggestions: [SymbolSuggestion("chime", aliasTarget: "bell")])
    ) {
      try resolver.resolve("chime.loud")
    }
    // A typo within reach still comes first.
    let fil = #expect(throws: ResolutionError.self) { try resolver.resolve("bell.fil.x") }
    #expect(fil == .unknownSymbol(name: "bell.fil.x", suggestions: ["bell.fill", "bell"]))
  }

  /// Names close by edit distance could take every place, leaving out the name the leading
  /// parts spell: `speaker.wave.3.foo.bar` was offered `speaker.wave.3.square`, `.circle`
  /// and `.slash`, not `speaker.wave.3`.
  @Test func theNameTheLeadingPartsSpellKeepsItsPlace() {
    let catalog = InMemoryCatalog(
      authored: [
        "speaker", "speaker.wave.3", "speaker.wave.3.square", "speaker.wave.3.circle", "speaker.wave.3.slash",
      ])
    let resolver = VariantResolver(catalog: catalog)
    let error = #expect(throws: ResolutionError.self) { try resolver.resolve("speaker.wave.3.foo.bar") }
    guard case .unknownSymbol(_, let suggestions) = error else {
      Issue.record("expected an unknown symbol, got \(String(describing: error))")
      return
    }
    #expect(suggestions.count == resolver.maximumSuggestions)
    #expect(suggestions.last == "speaker.wave.3")
  }

  /// A deprecated name is offered as the current name it leads to, and only when that can
  /// be drawn: `speaker.3.fill.x` was offered nothing, and a deprecation to a missing name
  /// or round a cycle offered a name that does not resolve.
  @Test func deprecatedNamesAreOfferedAsCurrentNamesThatResolve() {
    let catalog = InMemoryCatalog(
      authored: ["speaker", "speaker.wave.3", "bell"],
      deprecations: ["speaker.3": "speaker.wave.3", "ring": "nonexistent", "gong": "gang", "gang": "gong"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(throws: ResolutionError.unknownSymbol(name: "speaker.3.fill.x", suggestions: ["speaker.wave.3"]))
    {
      try resolver.resolve("speaker.3.fill.x")
    }
    #expect(resolver.suggestions(for: "speaker.33").first == "speaker.wave.3")
    #expect(resolver.suggestions(for: "rinh").isEmpty)
    #expect(resolver.suggestions(for: "gonk").isEmpty)
  }

  /// A deprecation or alias leading to a name the catalog does not have is the catalog's
  /// fault: the error named only the missing name (`unknown symbol 'nonexistent'`, with
  /// suggestions for it), never the name asked for.
  @Test func aReplacementTheCatalogDoesNotHaveNamesBoth() {
    let catalog = InMemoryCatalog(
      authored: ["bell"], deprecations: ["ring": "nonexistent"], aliases: ["chime": "gone.fill"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(throws: ResolutionError.missingTarget(name: "ring", target: "nonexistent")) {
      try resolver.resolve("ring")
    }
    #expect(throws: ResolutionError.missingTarget(name: "ring.fill", target: "nonexistent")) {
      try resolver.resolve("ring.fill")
    }
    #expect(throws: ResolutionError.missingTarget(name: "chime", target: "gone")) {
      try resolver.resolve("chime")
    }
    #expect(
      ResolutionError.missingTarget(name: "ring", target: "nonexistent").description
        == "symbol 'ring' cannot be resolved: the catalog's deprecations and aliases lead from it to 'nonexistent',"
        + " which the catalog does not have (symbol-lint reports it)")
  }

  /// A name reaches the resolver as any text; printed raw, an escape sequence in it would
  /// act on the terminal, and U+202E would make the rest of the message read backwards.
  @Test func messagesEscapeControlCharactersInNames() {
    let catalog = InMemoryCatalog(authored: ["bell"], deprecations: ["old\u{1B}[2J": "bell"])
    let resolver = VariantResolver(catalog: catalog)
    let unknown = #expect(throws: ResolutionError.self) { try resolver.resolve("be\u{7}ll\u{202E}") }
    #expect(unknown?.description.hasPrefix("unknown symbol 'be\\x07ll\\u{202E}'") == true)
    let warning = try? resolver.resolve("old\u{1B}[2J").warnings.first
    #expect(warning?.description == "symbol 'old\\x1B[2J' is deprecated; using 'bell' instead")
    let cycle = ResolutionError.referenceCycle(name: "a\u{0}", cycle: ["a\u{0}", "b", "a\u{0}"])
    #expect(!cycle.description.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func suggestionsShowAliasesWithTheirTargets() {
    let catalog = InMemoryCatalog(authored: ["bell", "trash"], aliases: ["bin": "trash"])
    let resolver = VariantResolver(catalog: catalog)
    let alias = SymbolSuggestion("bin", aliasTarget: "trash")
    #expect(resolver.suggestions(for: "bim") == [alias])
    #expect(alias.description == "'bin' → 'trash'")
    #expect(throws: ResolutionError.unknownSymbol(name: "bim", suggestions: [alias])) {
      try resolver.resolve("bim")
    }
    #expect(
      ResolutionError.unknownSymbol(name: "bim", suggestions: [alias]).description
        == "unknown symbol 'bim'; did you mean 'bin' → 'trash'?")
  }

  /// Typos in a variant suffix or a base with suffixes find the full names the catalog
  /// provides, authored or synthesised.
  @Test func suggestionsIncludeVariantNames() {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.slash", "multiply"],
      synthesisable: ["multiply.circle", "multiply.circle.fill"],
      baseNames: ["bell", "multiply"])
    let resolver = VariantResolver(catalog: catalog)
    // The typo first, then the known base its first part spells.
    #expect(resolver.suggestions(for: "bell.slashh") == ["bell.slash", "bell"])
    #expect(resolver.suggestions(for: "multiply.cirle.fill").first == "multiply.circle.fill")
    #expect(throws: ResolutionError.unknownSymbol(name: "bell.slashh", suggestions: ["bell.slash", "bell"])) {
      try resolver.resolve("bell.slashh")
    }
    do {
      _ = try resolver.resolve("multiply.cirle.fill")
      Issue.record("multiply.cirle.fill resolved")
    } catch {
      #expect("\(error)".contains("did you mean 'multiply.circle.fill'"), "\(error)")
    }
    // Names the catalog does not provide are not offered, even when close.
    #expect(!resolver.suggestions(for: "bell.fil").contains("bell.fill"))
  }

  @Test(arguments: [
    ("bell.fill.slash", "bell.slash.fill"), ("bell.circle.slash", "bell.slash.circle"),
    ("bell.fill.circle.slash", "bell.slash.circle.fill"), ("chime.fill.slash", "chime.slash.fill"),
  ])
  func misorderedSuffixesNameTheCanonicalOrder(name: String, canonical: String) {
    let catalog = InMemoryCatalog(authored: ["bell", "bell.fill"], aliases: ["chime": "bell"])
    let error = ResolutionError.misorderedSuffixes(name: name, canonical: canonical)
    #expect(throws: error) { try VariantResolver(catalog: catalog).resolve(name) }
    #expect(error.description.contains("in the wrong order; did you mean '\(canonical)'?"), "\(error)")
  }

  /// Only the last three splits of a name can leave variant words alone after the base (at
  /// most fill, slash and one shape), so a base of several parts is still found, and a name
  /// of thousands of parts is an unknown symbol, found without trying every split.
  @Test func theCanonicalOrderIsLookedForInTheLastThreeSplitsOnly() {
    let resolver = VariantResolver(catalog: InMemoryCatalog(authored: ["list.bullet"]))
    for (name, canonical) in [
      ("list.bullet.fill.circle.slash", "list.bullet.slash.circle.fill"),
      ("list.bullet.fill.slash", "list.bullet.slash.fill"),
    ] {
      #expect(throws: ResolutionError.misorderedSuffixes(name: name, canonical: canonical)) {
        try resolver.resolve(name)
      }
    }
    let long = Array(repeating: "list", count: 20_000).joined(separator: ".") + ".fill.slash"
    #expect {
      try resolver.resolve(long)
    } throws: { error in
      guard case .unknownSymbol(let name, _) = error as? ResolutionError else { return false }
      return name == long
    }
  }

  /// Suggesting names for a long unknown name counts it once, not once for each name of
  /// the catalog: a 100,000-character name against 2,000 symbols took seconds (a
  /// 60,000-character one against 3,000 took 6 s in `symbolctl resolve`).
  @Test func suggestionsForALongNameDoNotCountItForEachCatalogName() {
    let names = Set((0..<2_000).map { "symbol\($0)" })
    let resolver = VariantResolver(catalog: InMemoryCatalog(authored: names))
    let long = "bell" + String(repeating: "x", count: 100_000) + ".fill"
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(throws: ResolutionError.unknownSymbol(name: long, suggestions: [])) {
        try resolver.resolve(long)
      }
    }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }

  /// Deprecations or aliases that go round in a cycle are named as such (they were an
  /// "unknown symbol" suggesting the other names of the cycle, which failed alike).
  @Test func aCycleOfDeprecationsOrAliasesIsNamed() {
    let catalog = InMemoryCatalog(
      authored: ["bell"], deprecations: ["aa": "bb", "bb": "aa"], aliases: ["x": "y", "y": "z", "z": "x"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(throws: ResolutionError.referenceCycle(name: "aa", cycle: ["aa", "bb", "aa"])) {
      try resolver.resolve("aa")
    }
    #expect(throws: ResolutionError.referenceCycle(name: "y.fill", cycle: ["y", "z", "x", "y"])) {
      try resolver.resolve("y.fill")
    }
    let message = ResolutionError.referenceCycle(name: "aa", cycle: ["aa", "bb", "aa"]).description
    #expect(message.contains("'aa' → 'bb' → 'aa' form a cycle"), "\(message)")
  }

  @Test func repeatedOrUnknownSuffixWordsAreNotAnOrderProblem() {
    let resolver = VariantResolver(catalog: InMemoryCatalog(authored: ["bell", "bell.fill"]))
    for name in ["bell.fill.fill", "bell.circle.square.slash", "bell.fill.blue"] {
      do {
        _ = try resolver.resolve(name)
        Issue.record("\(name) resolved")
      } catch {
        guard case .unknownSymbol = error as? ResolutionError else {
          Issue.record("\(name): \(error)")
          continue
        }
      }
    }
  }

  /// A repeated variant word or a second shape is taken into the base by the parse
  /// (`bell.fill.fill` has the base `bell.fill`); the error names what was typed, not that
  /// valid base, and offers the base first. Both named the base as the unknown symbol.
  @Test func aRepeatedVariantWordNamesTheWholeNameAndOffersTheValidPart() {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill"], synthesisable: ["bell.circle"], baseNames: ["bell"])
    let resolver = VariantResolver(catalog: catalog)
    for (name, first) in [("bell.fill.fill", "bell.fill"), ("bell.circle.square", "bell.circle")] {
      do {
        _ = try resolver.resolve(name)
        Issue.record("\(name) resolved")
      } catch {
        guard case .unknownSymbol(let named, let suggestions) = error as? ResolutionError else {
          Issue.record("\(name): \(error)")
          continue
        }
        #expect(named == name)
        #expect(suggestions.first == SymbolSuggestion(first), "\(name): \(suggestions)")
      }
    }
  }

  /// Letter case does not count against a suggestion, and a deprecated name leads to its
  /// replacement (it had no suggestion at all: `BELL`, `speaker.33`).
  @Test func suggestionsIgnoreCaseAndFollowDeprecatedNames() {
    let catalog = InMemoryCatalog(
      authored: ["bell", "bell.fill", "speaker.wave.3"], baseNames: ["bell", "speaker.wave.3"],
      deprecations: ["speaker.3": "speaker.wave.3"])
    let resolver = VariantResolver(catalog: catalog)
    #expect(resolver.suggestions(for: "BELL") == ["bell"])
    #expect(resolver.suggestions(for: "bell.FILL").first == "bell.fill")
    #expect(resolver.suggestions(for: "speaker.33").first == "speaker.wave.3")
    #expect(resolver.suggestions(for: "spaeker.3") == ["speaker.wave.3"])
  }

  @Test func errorMessageNamesSymbolAndSuggestions() {
    let error = ResolutionError.unknownSymbol(name: "bel", suggestions: ["bell"])
    #expect(error.description == "unknown symbol 'bel'; did you mean 'bell'?")
  }

  @Test func traceExplainsEveryCandidate() throws {
    let catalog = InMemoryCatalog(authored: ["bell", "bell.fill"])
    let resolution = try VariantResolver(catalog: catalog).resolve("bell", variants: .slash.fill)
    #expect(
      resolution.trace.map(\.description) == [
        "step 1 (no shape requested): skipped: needs a shape, not requested (requested slash.fill)",
        "step 2 (no shape requested): skipped: needs a shape, not requested (requested slash.fill)",
        "step 3 bell.slash.fill: not in catalog: neither authored nor synthesisable",
        "step 4 bell.slash: not in catalog: neither authored nor synthesisable",
        "step 5 (no shape requested): skipped: needs a shape, not requested (requested slash.fill)",
        "step 6 (no shape requested): skipped: needs a shape, not requested (requested slash.fill)",
        "step 7 bell.fill: taken: authored in the catalog",
      ])
    #expect(resolution.resolvedName == "bell.fill")
    #expect(resolution.droppedVariants == .slash)
  }

  /// With a shape requested, skipped steps name the real candidate and every missing variant.
  @Test func traceNamesTheRequestedShape() throws {
    let catalog = InMemoryCatalog(authored: ["bell", "bell.circle"])
    let resolution = try VariantResolver(catalog: catalog).resolve("bell", variants: .circle)
    #expect(
      resolution.trace.prefix(3).map(\.description) == [
        "step 1 bell.slash.circle.fill: skipped: needs slash and fill, not requested (requested circle)",
        "step 2 bell.slash.circle: skipped: needs slash, not requested (requested circle)",
        "step 3 bell.slash.fill: skipped: needs slash and fill, not requested (requested circle)",
      ])
    #expect(resolution.resolvedName == "bell.circle")
    let plain = try VariantResolver(catalog: catalog).resolve("bell")
    #expect(
      plain.trace.first?.reason
        == "skipped: needs slash and a shape and fill, not requested (no variants requested)")
  }
}
