import SymbolSVG

extension CatalogNameLinter {
  /// The characters of every manifest name, and names given twice: symbols, aliases that
  /// repeat or clash with a symbol, deprecated names that repeat or clash with either.
  func checkManifestNames(_ manifest: CatalogManifest, into findings: inout [LintFinding]) {
    func checkCharacters(_ name: Located<String>, _ what: String) {
      if let problem = Self.nameProblem(name.value) {
        findings.append(
          LintFinding(
            location: name.location, message: "\(what) \(MessageQuotation.quoted(name.value)) \(problem)",
            rule: .invalidName))
      }
    }
    func duplicate(_ name: Located<String>, _ message: String) {
      findings.append(LintFinding(location: name.location, message: message, rule: .duplicateName))
    }
    var symbols: [String: SourceLocation] = [:]
    for entry in manifest.symbols {
      checkCharacters(entry.name, "symbol name")
      if let first = symbols[entry.name.value] {
        duplicate(
          entry.name,
          "symbol \(MessageQuotation.quoted(entry.name.value)) is listed twice (first at line \(first.line)); merge the entries"
        )
      } else {
        symbols[entry.name.value] = entry.name.location
      }
    }
    // A symbol named as another symbol plus variant words (pencil.circle beside pencil)
    // makes the name mean two things: pencil with circle, and a base of its own. So does an
    // alias or a deprecated name spelt so: resolution replaces it before looking for the
    // variant, so the variant's file or synthesis could never be reached by that name. The
    // same holds for an alias or deprecated name spelt as another alias or deprecated name
    // plus variant words (home.fill beside the alias home of house): resolution follows a
    // name that is itself replaced before it splits off variant words, so home.fill would no
    // longer mean house.fill.
    let bases = Set(symbols.keys)
    var replacedBy: [String: String] = [:]
    for entry in manifest.symbols {
      for alias in entry.aliases where replacedBy[alias.value] == nil {
        replacedBy[alias.value] = "an alias of \(MessageQuotation.quoted(entry.name.value))"
      }
    }
    for deprecation in manifest.deprecated where replacedBy[deprecation.name.value] == nil {
      replacedBy[deprecation.name.value] =
        "deprecated in favour of \(MessageQuotation.quoted(deprecation.replacement.value))"
    }
    var replacedNames = Set(replacedBy.keys)
    // The lengths of the names in the sets below (which lose one name at a time, so these
    // may hold one length too many).
    let baseLengths = Set(bases.map(\.utf8.count))
    let replacedLengths = Set(replacedNames.map(\.utf8.count))
    func variantClash(_ name: Located<String>, _ what: String) {
      func words(after base: String) -> String {
        name.value.dropFirst(base.count + 1).split(separator: ".").joined(separator: " and ")
      }
      if case .variant(let base, known: true) = Self.role(
        of: name.value, bases: bases, baseLengths: baseLengths)
      {
        duplicate(
          name,
          "\(what) \(MessageQuotation.quoted(name.value)) is also \(MessageQuotation.quoted(base)) with \(words(after: base)): the \(what) would hide that"
            + " variant of \(MessageQuotation.quoted(base)); choose a name without variant words")
        return
      }
      // Every other alias and deprecated name, without copying the set for each name.
      let own = replacedNames.remove(name.value)
      defer { if let own { replacedNames.insert(own) } }
      guard
        case .variant(let base, known: true) = Self.role(
          of: name.value, bases: replacedNames, baseLengths: replacedLengths),
        let meaning = replacedBy[base]
      else { return }
      duplicate(
        name,
        "\(what) \(MessageQuotation.quoted(name.value)) is also \(MessageQuotation.quoted(base)) (\(meaning)) with \(words(after: base)): the \(what)"
          + " would hide that variant of \(MessageQuotation.quoted(base)); choose a name without variant words"
      )
    }
    var others = bases
    for entry in manifest.symbols {
      // Every other symbol, without copying the set for each entry.
      others.remove(entry.name.value)
      defer { others.insert(entry.name.value) }
      if case .variant(let base, known: true) = Self.role(
        of: entry.name.value, bases: others, baseLengths: baseLengths)
      {
        let words = entry.name.value.dropFirst(base.count + 1).split(separator: ".").joined(
          separator: " and ")
        duplicate(
          entry.name,
          "symbol \(MessageQuotation.quoted(entry.name.value)) is also \(MessageQuotation.quoted(base)) with \(words): a request for \(MessageQuotation.quoted(base)) with \(words)"
            + " and one for \(MessageQuotation.quoted(entry.name.value)) name the same file; draw it as a variant of \(MessageQuotation.quoted(base))"
            + " (\(entry.name.value).svg without a manifest entry), or rename it")
      }
    }
    var aliases: [String: (target: String, location: SourceLocation)] = [:]
    for entry in manifest.symbols {
      for alias in entry.aliases {
        checkCharacters(alias, "alias")
        let owner =
          "alias \(MessageQuotation.quoted(alias.value)) of \(MessageQuotation.quoted(entry.name.value))"
        variantClash(alias, "alias")
        if let symbol = symbols[alias.value] {
          duplicate(
            alias, "\(owner) is also a symbol name (line \(symbol.line)); an alias must be a new name")
        } else if let first = aliases[alias.value] {
          duplicate(
            alias,
            "\(owner) is already an alias of \(MessageQuotation.quoted(first.target)) (line \(first.location.line)); an alias"
              + " names one symbol")
        } else {
          aliases[alias.value] = (entry.name.value, alias.location)
        }
      }
    }
    var deprecated: [String: SourceLocation] = [:]
    for deprecation in manifest.deprecated {
      let name = deprecation.name
      checkCharacters(name, "deprecated name")
      checkCharacters(deprecation.replacement, "replacement")
      variantClash(name, "deprecated name")
      if let symbol = symbols[name.value] {
        duplicate(
          name,
          "deprecated name \(MessageQuotation.quoted(name.value)) is also a symbol (line \(symbol.line)); a deprecated name must"
            + " not be listed as a symbol")
      } else if let alias = aliases[name.value] {
        duplicate(
          name,
          "deprecated name \(MessageQuotation.quoted(name.value)) is also an alias of \(MessageQuotation.quoted(alias.target)) (line"
            + " \(alias.location.line)); keep one of them")
      } else if let first = deprecated[name.value] {
        duplicate(
          name,
          "deprecated name \(MessageQuotation.quoted(name.value)) is listed twice (first at line \(first.line))"
        )
      } else {
        deprecated[name.value] = name.location
      }
    }
  }

  /// Deprecations point to a name the catalog has that is not deprecated itself, and no
  /// file draws a deprecated name (resolution replaces the name before looking for files,
  /// so such a file is never used).
  func checkDeprecations(_ manifest: CatalogManifest, into findings: inout [LintFinding]) {
    let stemSet = Set(stems)
    let catalog = FolderCatalog(directory: directory, manifest: manifest, authoredNames: stemSet)
    var ends: [String: String] = [:]
    for deprecation in manifest.deprecated {
      let (name, replacement) = (deprecation.name.value, deprecation.replacement.value)
      if let next = catalog.deprecations[replacement] {
        findings.append(
          LintFinding(
            location: deprecation.replacement.location,
            message:
              "deprecated name \(MessageQuotation.quoted(name)) points to \(MessageQuotation.quoted(replacement)), which is itself deprecated (in"
              + " favour of \(MessageQuotation.quoted(next))); "
              + Self.advice(following: name, in: catalog, ends: &ends),
            rule: .deprecatedTarget))
      } else if let base = Self.deprecatedBase(of: replacement, in: catalog) {
        // Found before resolving: each such replacement would be followed to its end, and a
        // chain of n of them resolved from each of its names is quadratic.
        findings.append(
          LintFinding(
            location: deprecation.replacement.location,
            message:
              "deprecated name \(MessageQuotation.quoted(name)) points to \(MessageQuotation.quoted(replacement)), which is \(MessageQuotation.quoted(base)) with variant"
              + " words, and \(MessageQuotation.quoted(base)) is itself deprecated (in favour of"
              + " \(MessageQuotation.quoted(catalog.deprecations[base] ?? ""))); point to a current name",
            rule: .deprecatedTarget))
      } else if !Self.resolvesExactly(replacement, in: catalog) {
        findings.append(
          LintFinding(
            location: deprecation.replacement.location,
            message:
              "deprecated name \(MessageQuotation.quoted(name)) points to \(MessageQuotation.quoted(replacement)), which the catalog does not have"
              + " (no symbol, alias, file or synthesisable variant of that name)",
            rule: .deprecatedTarget))
      }
      // A deprecated name that is also a symbol is one duplicate-name finding, not two.
      if stemSet.contains(name), !catalog.baseNames.contains(name) {
        findings.append(
          fileFinding(
            name, .deprecatedTarget,
            "\(MessageQuotation.quoted(name)) is deprecated in favour of \(MessageQuotation.quoted(replacement)) (manifest.json line"
              + " \(deprecation.name.location.line)), so this file is never used; delete it or remove the"
              + " deprecation"))
      }
    }
  }

  /// What to point to instead, found by following the deprecations from `name`: the
  /// current name where they end, or why there is none (a cycle, or a name the catalog does
  /// not have), so that the advice never names a deprecated or missing name.
  ///
  /// `ends` remembers the advice for every name of a chain that ends (every name on it
  /// gets the same), so that a chain of n deprecations is followed once rather than from
  /// each of its names, each step searching the names before it (cubic: 8,000 took over a
  /// minute).
  private static func advice(
    following name: String, in catalog: FolderCatalog, ends: inout [String: String]
  ) -> String {
    var chain = [name]
    var seen: Set<String> = [name]
    while let last = chain.last, let next = catalog.deprecations[last] {
      if let known = ends[next] {
        for link in chain { ends[link] = known }
        return known
      }
      if seen.contains(next), let start = chain.firstIndex(of: next) {
        let cycle = (chain[start...] + [next]).map { MessageQuotation.quoted($0) }.joined(separator: " → ")
        return "the deprecations \(cycle) form a cycle; point to a current name"
      }
      chain.append(next)
      seen.insert(next)
    }
    let advice: String
    if let end = chain.last, resolvesExactly(end, in: catalog) {
      advice = "point to \(MessageQuotation.quoted(end))"
    } else {
      advice =
        "the chain ends at \(MessageQuotation.quoted(chain.last ?? "")), which the catalog does not have; point to a current name"
    }
    for link in chain { ends[link] = advice }
    return advice
  }

  /// The deprecated name that `name` spells with variant words after it (`old.fill` for the
  /// deprecated `old`), as resolution splits it: a split with a symbol as its base comes
  /// first; `nil` when there is none.
  private static func deprecatedBase(of name: String, in catalog: FolderCatalog) -> String? {
    let bases = catalog.baseNames
    guard !bases.contains(SymbolName(parsing: name, isKnownBase: bases.contains).base) else { return nil }
    let parsed = SymbolName(parsing: name) { bases.contains($0) || catalog.deprecations[$0] != nil }
    guard !parsed.variants.isEmpty, catalog.deprecations[parsed.base] != nil else { return nil }
    return parsed.base
  }

  /// Whether `name` resolves to itself or through an alias, with every variant it names
  /// drawn (`notification.bell.fill`, an alias with a variant, does; a fallback does not).
  private static func resolvesExactly(_ name: String, in catalog: FolderCatalog) -> Bool {
    // Without suggestions: an unknown name's were compared with every name of the catalog,
    // deprecated names included, so n deprecations pointing nowhere took n² edit distances
    // (5,000 took 32 s).
    guard let resolution = try? VariantResolver(catalog: catalog, maximumSuggestions: 0).resolve(name) else {
      return false
    }
    return resolution.droppedVariants.isEmpty && resolution.warnings.isEmpty
  }
}
