/// Resolves a requested symbol name plus variants to a name the catalog can draw.
///
/// Resolution follows the published fallback order and takes the first candidate the
/// catalog provides, authored or synthesised:
/// 1 slash + shape + fill, 2 slash + shape, 3 slash + fill, 4 slash,
/// 5 shape + fill, 6 shape, 7 fill, 8 base.
/// Candidates needing a variant that was not requested are skipped. A symbol without the
/// requested variant therefore falls back to its base unaffected (`list.bullet` with fill
/// is `list.bullet`). Deprecated names resolve to their replacement with a warning;
/// aliases resolve silently; a symbol's own name is never replaced by either.
public struct VariantResolver<Catalog: SymbolCatalogSource>: Sendable {
  /// The catalog consulted.
  public var catalog: Catalog
  /// The most suggestions offered for an unknown symbol; with 0, none are looked for.
  public var maximumSuggestions: Int

  /// Creates a resolver over `catalog`.
  public init(catalog: Catalog, maximumSuggestions: Int = 3) {
    self.catalog = catalog
    self.maximumSuggestions = maximumSuggestions
  }

  /// The fallback candidates as (slash, shape, fill) flags, in order.
  static var candidateOrder: [(slash: Bool, shape: Bool, fill: Bool)] {
    [
      (true, true, true), (true, true, false), (true, false, true), (true, false, false),
      (false, true, true), (false, true, false), (false, false, true), (false, false, false),
    ]
  }

  /// Resolves `name` with `variants` applied outside the name's own suffixes.
  ///
  /// - Throws: ``ResolutionError/misorderedSuffixes(name:canonical:)`` when the name is a
  ///   known base with variant suffixes out of order, else
  ///   ``ResolutionError/unknownSymbol(name:suggestions:)`` when the base name is not in the
  ///   catalog (``ResolutionError/missingTarget(name:target:)`` when a deprecation or alias
  ///   led there), else ``ResolutionError/undrawable(name:base:)`` when the catalog lists the
  ///   base but cannot draw it or any fallback; ``ResolutionError/referenceCycle(name:cycle:)``
  ///   when its deprecations and aliases go round in a cycle.
  public func resolve(_ name: String, variants requested: SymbolVariants = .none) throws -> Resolution {
    var warnings: [ResolutionWarning] = []
    let fullName = try followed(name, warnings: &warnings)
    let bases = catalog.baseNames
    var parsed = split(fullName)
    // A replacement may itself carry variant words on an alias or deprecated name
    // (`old` → `notification.bell.fill`), so the base is followed until it is a symbol:
    // following it once left `old.slash` unknown while `old` resolved. Variant words can
    // hide a cycle from ``followed(_:warnings:)`` (`a` → `b.fill`, `b` → `a.fill`), so the
    // bases followed are remembered.
    var passed: [String] = []
    var seen: Set<String> = []
    while !bases.contains(parsed.base) {
      let target: String
      do {
        target = try followed(parsed.base, warnings: &warnings)
      } catch {
        // Named as asked (`ring.fill`), as the cycle found on the whole name is.
        guard case .referenceCycle(_, let cycle) = error else { throw error }
        throw ResolutionError.referenceCycle(name: name, cycle: cycle)
      }
      guard target != parsed.base else { break }
      guard seen.insert(parsed.base).inserted else {
        let start = passed.firstIndex(of: parsed.base) ?? 0
        throw ResolutionError.referenceCycle(name: name, cycle: Array(passed[start...]) + [parsed.base])
      }
      passed.append(parsed.base)
      parsed = replaced(parsed, by: target, warnings: &warnings)
    }
    guard bases.contains(parsed.base) else {
      // Suggestions for the name a deprecation or alias led to would not help whoever asked
      // for `name`; the catalog is to be mended.
      if fullName != name || !passed.isEmpty {
        throw ResolutionError.missingTarget(name: name, target: parsed.base)
      }
      throw unknown(fullName, base: parsed.base)
    }
    let wanted = parsed.variants.adding(requested)
    if let kept = parsed.variants.shape, let ignored = parsed.variants.shapeIgnored(adding: requested) {
      warnings.append(.shapeIgnored(ignored: ignored, kept: kept))
    }
    var trace: [Resolution.TraceStep] = []
    for (index, flags) in Self.candidateOrder.enumerated() {
      let candidateVariants = SymbolVariants(
        shape: flags.shape ? wanted.shape : nil, fill: flags.fill, slash: flags.slash)
      // A shape step without a requested shape names no real candidate, so it says so.
      let candidate =
        flags.shape && wanted.shape == nil
        ? Resolution.TraceStep.noShapeRequested
        : SymbolName.name(base: parsed.base, variants: candidateVariants)
      let step = index + 1
      var missing: [String] = []
      if flags.slash && !wanted.isSlashed { missing.append("slash") }
      if flags.shape && wanted.shape == nil { missing.append("a shape") }
      if flags.fill && !wanted.isFilled { missing.append("fill") }
      if !missing.isEmpty {
        trace.append(
          Resolution.TraceStep(
            step: step, candidate: candidate, variants: candidateVariants, outcome: .notRequested,
            reason:
              "skipped: needs \(missing.joined(separator: " and ")), not requested"
              + (wanted.isEmpty ? " (no variants requested)" : " (requested \(wanted))")))
        continue
      }
      let availability = catalog.availability(of: candidate)
      if availability != .unavailable {
        let synthesised = availability == .synthesisable
        trace.append(
          Resolution.TraceStep(
            step: step, candidate: candidate, variants: candidateVariants,
            outcome: synthesised ? .takenSynthesised : .takenAuthored,
            reason: synthesised
              ? "taken: not authored, synthesised by the engine" : "taken: authored in the catalog"))
        return Resolution(
          resolvedName: candidate, base: parsed.base, variants: candidateVariants,
          droppedVariants: wanted.removing(candidateVariants), isSynthesised: synthesised, trace: trace,
          warnings: Self.chainWarnings(requested, name: name, base: parsed.base) + warnings)
      }
      trace.append(
        Resolution.TraceStep(
          step: step, candidate: candidate, variants: candidateVariants, outcome: .notInCatalog,
          reason: "not in catalog: neither authored nor synthesisable"))
    }
    // The base is known (checked above) yet not even it can be drawn.
    throw ResolutionError.undrawable(name: fullName, base: parsed.base)
  }

  /// What chaining `requested` left out, said first: each shape an earlier one overrode, and
  /// a `none` chained with a `name` that spells variants (`bell.fill`), which keeps them
  /// since they are part of the name.
  static func chainWarnings(_ requested: SymbolVariants, name: String, base: String) -> [ResolutionWarning] {
    var warnings = requested.ignoredShapes.compactMap { ignored in
      requested.shape.map { ResolutionWarning.shapeIgnored(ignored: ignored, kept: $0) }
    }
    let spelled = SymbolName(parsing: name) { $0 == base }
    if requested.clearedEarlierVariants, spelled.base == base, !spelled.variants.isEmpty {
      warnings.append(.noneKeepsNamedVariants(name: name, base: base))
    }
    return warnings
  }

  /// `name` with a deprecated name replaced (with a warning) or an alias followed, again
  /// for as long as that leads to another such name (`d1` → `d2` → `bell`).
  ///
  /// - Throws: ``ResolutionError/referenceCycle(name:cycle:)`` when the chain comes round to
  ///   a name it has passed (which the lint refuses as `deprecated-target`, but a catalog
  ///   may still hold); it was reported as an unknown symbol, suggesting the names of the
  ///   cycle, which fail alike.
  private func followed(_ name: String, warnings: inout [ResolutionWarning]) throws(ResolutionError) -> String
  {
    var path = [name]
    var seen: Set<String> = [name]
    while let current = path.last {
      // A symbol is drawn as itself: an alias or deprecation spelt as a symbol's name (which
      // the lint's duplicate-name rule refuses) took it elsewhere, and an alias of a symbol
      // to itself made the symbol a reference cycle, so that the lint called deprecations
      // pointing to it names "the catalog does not have".
      if catalog.baseNames.contains(current) { return current }
      let next: String
      if let replacement = catalog.deprecations[current] {
        warnings.append(.deprecated(name: current, replacement: replacement))
        next = replacement
      } else if let target = catalog.aliases[current] {
        next = target
      } else {
        return current
      }
      guard seen.insert(next).inserted else {
        let start = path.firstIndex(of: next) ?? 0
        throw .referenceCycle(name: name, cycle: Array(path[start...]) + [next])
      }
      path.append(next)
    }
    return name
  }

  /// `name` split into a base and variant words, the base a symbol when a split gives one.
  ///
  /// A split whose base is a symbol of its own comes first: `pen.circle`, drawn by its own
  /// file, is not the alias `pen` with a circle, nor `old.fill` the deprecated `old` filled.
  /// Otherwise the base may be an alias or a deprecated name, which the caller follows.
  func split(_ name: String) -> SymbolName {
    let bases = catalog.baseNames
    let parsed = SymbolName(parsing: name) { bases.contains($0) }
    if bases.contains(parsed.base) { return parsed }
    return SymbolName(parsing: name) { candidate in
      bases.contains(candidate) || catalog.deprecations[candidate] != nil || catalog.aliases[candidate] != nil
    }
  }

  /// `name` with its base swapped for `replacement`; the replacement's own variants sit
  /// closest to the symbol, so a shape of `name`'s that they override is a warning.
  private func replaced(
    _ name: SymbolName, by replacement: String, warnings: inout [ResolutionWarning]
  ) -> SymbolName {
    let parsedReplacement = split(replacement)
    if let kept = parsedReplacement.variants.shape,
      let ignored = parsedReplacement.variants.shapeIgnored(adding: name.variants)
    {
      warnings.append(.shapeIgnored(ignored: ignored, kept: kept))
    }
    return parsedReplacement.adding(name.variants)
  }
}
