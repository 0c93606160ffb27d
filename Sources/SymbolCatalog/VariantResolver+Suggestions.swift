extension VariantResolver {
  /// The closest names to `name` the catalog provides, at most ``maximumSuggestions``,
  /// nearest first and alphabetical on ties: base names, every available variant name
  /// (authored or synthesised, so `bell.slashh` finds `bell.slash`), aliases, which are
  /// shown with their targets, and the replacements of deprecated names, found by the old
  /// spelling (`speaker.33` finds `speaker.wave.3` through `speaker.3`). Only names within
  /// an edit distance of `max(2, name.count / 3)`, and at most ``maximumSuggestionDistance``,
  /// are offered, letter case aside (`BELL` finds `bell`); the name itself (an alias of an
  /// unknown symbol, say) never is. Names that
  /// continue `name` with dotted parts (`chevron` finds `chevron.right`, `battery` the alias
  /// `battery.full`) are offered too, after the typos within that distance, and so is the
  /// longest known name its leading dotted parts spell (`bell` for `bell.foo`): the list
  /// ``resolve(_:variants:)`` gives in ``ResolutionError/unknownSymbol(name:suggestions:)``.
  /// A ``maximumSuggestions`` of 0 or less offers none.
  public func suggestions(for name: String) -> [SymbolSuggestion] {
    suggestions(for: name, base: split(name).base)
  }

  /// The names closest to `name` by spelling, and those continuing it, ranked as
  /// ``suggestions(for:)`` describes, at most ``maximumSuggestions``.
  private func closestNames(to name: String) -> [SymbolSuggestion] {
    // Counted once: `String.count` walks the whole string, and counting the typed name again
    // for each of the catalog's names took 6 s for a 60,000-character name against 3,000
    // symbols (the product of the two).
    let length = name.count
    let limit = min(max(2, length / 3), Self.maximumSuggestionDistance)
    let typed = name.lowercased()
    var best: [SymbolSuggestion: Int] = [:]
    func consider(_ suggestion: SymbolSuggestion, spelled spelling: String? = nil) {
      let spelling = spelling ?? suggestion.name
      // The length difference bounds the distance from below and is cheap.
      guard abs(spelling.count - length) <= limit, suggestion.name != name else { return }
      guard let distance = EditDistance.distance(typed, spelling.lowercased(), atMost: limit),
        best[suggestion].map({ distance < $0 }) ?? true
      else { return }
      best[suggestion] = distance
    }
    for base in catalog.baseNames {
      for variants in SymbolVariants.all {
        let full = SymbolName.name(base: base, variants: variants)
        guard abs(full.count - length) <= limit else { continue }
        if variants.isEmpty || catalog.availability(of: full) != .unavailable {
          consider(SymbolSuggestion(full))
        }
      }
    }
    for (alias, target) in catalog.aliases { consider(SymbolSuggestion(alias, aliasTarget: target)) }
    // A name cut short of its dotted parts is far from them by edit distance; it ranks as
    // the farthest accepted typo, so a real typo still comes first.
    let stem = typed + "."
    func extend(_ suggestion: SymbolSuggestion) {
      guard suggestion.name.lowercased().hasPrefix(stem), best[suggestion].map({ limit < $0 }) ?? true else {
        return
      }
      best[suggestion] = limit
    }
    for base in catalog.baseNames { extend(SymbolSuggestion(base)) }
    for (alias, target) in catalog.aliases { extend(SymbolSuggestion(alias, aliasTarget: target)) }
    // Offered as the name it ends at, and only when that can be drawn: a replacement the
    // catalog lacks, or a cycle, was offered as if it would resolve.
    for (old, current) in currentNamesOfDeprecations() {
      consider(SymbolSuggestion(current), spelled: old)
    }
    let ranked = best.sorted { lhs, rhs in
      lhs.value != rhs.value ? lhs.value < rhs.value : lhs.key.name < rhs.key.name
    }
    return ranked.prefix(max(0, maximumSuggestions)).map(\.key)
  }

  /// The error for a request whose base is not in the catalog: the canonical order when
  /// `name` is a known base plus variant words out of order, else `name` as typed with the
  /// closest names to both it and its unknown `base`, and the longest known name its
  /// leading dotted parts spell (`bell` for `bell.foo`). A base that is itself a name the
  /// catalog draws comes first: the parse takes a repeated variant word or a second shape
  /// into the base (`bell.fill.fill` has the base `bell.fill`), so naming that base as the
  /// unknown symbol would name a valid one.
  func unknown(_ name: String, base: String) -> ResolutionError {
    if let canonical = canonicalOrder(of: name) {
      return .misorderedSuffixes(name: name, canonical: canonical)
    }
    return .unknownSymbol(name: name, suggestions: suggestions(for: name, base: base))
  }

  /// What ``unknown(_:base:)`` offers for `name`, whose parsed base is `base`.
  private func suggestions(for name: String, base: String) -> [SymbolSuggestion] {
    // A caller that only asks whether a name resolves (the lint, once per deprecation) wants
    // none: measuring the whole catalog for each made the lint quadratic.
    guard maximumSuggestions > 0 else { return [] }
    var suggestions: [SymbolSuggestion] = []
    if base != name, catalog.availability(of: base) != .unavailable {
      suggestions.append(SymbolSuggestion(base))
    }
    // A known name followed by unknown dotted parts (`bell.foo`, `bell.wave.2`) is far from
    // it by edit distance: the longest such name is offered after the typos.
    let prefix = knownPrefix(of: name).map { [$0] } ?? []
    let close = closestNames(to: name) + prefix + (base != name ? closestNames(to: base) : [])
    for suggestion in close where !suggestions.contains(suggestion) {
      suggestions.append(suggestion)
    }
    var shown = Array(suggestions.prefix(maximumSuggestions))
    // Typos close to a long name (`speaker.wave.3.foo.bar`: `speaker.wave.3.square`, …) could
    // fill every place; the name its parts spell keeps the last one.
    if let known = prefix.first, !shown.contains(known), let last = shown.indices.last {
      shown[last] = known
    }
    return shown
  }

  /// The longest name made of `name`'s leading dotted parts (not all of them) that the
  /// catalog provides, or an alias of one, shown with its target, or a deprecated name, as
  /// the name it leads to; `nil` when there is none.
  func knownPrefix(of name: String) -> SymbolSuggestion? {
    // A known name is a base, alias or deprecated name with at most three variant words, so
    // no longer prefix can be one: only the dots before that length are tried. Parsing the
    // prefix at every dot of a name of 20,000 dotted parts took over a minute.
    let lengths =
      catalog.baseNames.map(\.utf8.count) + catalog.aliases.keys.map(\.utf8.count)
      + catalog.deprecations.keys.map(\.utf8.count)
    let longest = (lengths.max() ?? 0) + ".slash.rectangle.fill".utf8.count
    let dots = name.utf8.indices.prefix(longest + 1).filter { name.utf8[$0] == UInt8(ascii: ".") }
    for dot in dots.reversed() {
      let prefix = String(name[..<dot])
      if let target = catalog.aliases[prefix] { return SymbolSuggestion(prefix, aliasTarget: target) }
      if catalog.baseNames.contains(prefix) || catalog.availability(of: prefix) != .unavailable {
        return SymbolSuggestion(prefix)
      }
      if let current = currentName(ofDeprecated: prefix) { return SymbolSuggestion(current) }
    }
    return nil
  }

  /// The most edits a suggestion may be from the name asked for, however long that is: the
  /// catalog's names are short, and a third of a 30,000-character name allowed 10,000.
  static var maximumSuggestionDistance: Int { 16 }

  /// ``currentName(ofDeprecated:)`` of every deprecated name that leads to a name the catalog
  /// draws, each chain followed once: following each name's chain on its own took 18 s for a
  /// chain of 15,000 deprecations.
  func currentNamesOfDeprecations() -> [String: String] {
    // The end of each name's chain; `.some(nil)` once known to end nowhere or go round.
    var ends: [String: String?] = [:]
    for start in catalog.deprecations.keys where ends[start] == nil {
      var chain: [String] = []
      var onChain: Set<String> = []
      var current = start
      var end: String??
      while end == nil {
        if let known = ends[current] {
          end = known
        } else if let next = catalog.deprecations[current] {
          guard onChain.insert(current).inserted else {
            end = .some(nil)
            break
          }
          chain.append(current)
          current = next
        } else {
          let drawn = catalog.baseNames.contains(current) || catalog.availability(of: current) != .unavailable
          end = drawn || catalog.aliases[current] != nil ? current : .some(nil)
        }
      }
      let resolved: String? = end.flatMap { $0 }
      for name in chain { ends[name] = .some(resolved) }
    }
    return ends.compactMapValues { $0 }
  }

  /// The name the deprecated `name` leads to through the catalog's deprecations (`speaker.3`
  /// → `speaker.wave.3`), when that is a name the catalog draws or an alias of one; `nil`
  /// when `name` is not deprecated, or its deprecations end at a missing name or go round.
  func currentName(ofDeprecated name: String) -> String? {
    guard var current = catalog.deprecations[name] else { return nil }
    var seen: Set<String> = [name]
    while let next = catalog.deprecations[current] {
      guard seen.insert(current).inserted else { return nil }
      current = next
    }
    let drawn = catalog.baseNames.contains(current) || catalog.availability(of: current) != .unavailable
    return drawn || catalog.aliases[current] != nil ? current : nil
  }

  /// `name` in grammar order when it is a known base (or alias, or deprecated name)
  /// followed only by variant words, each at most once and one shape at most, in another
  /// order (`bell.fill.slash` → `bell.slash.fill`); `nil` otherwise.
  func canonicalOrder(of name: String) -> String? {
    let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    // At most three variant words follow the base (fill, slash and one shape), so only the
    // last three splits can succeed; trying every one joined the name again for each, which
    // took 11 s for a name of 20,000 parts.
    for count in stride(from: components.count - 1, through: max(1, components.count - 3), by: -1) {
      let base = components[..<count].joined(separator: ".")
      guard
        catalog.baseNames.contains(base) || catalog.aliases[base] != nil || catalog.deprecations[base] != nil
      else { continue }
      var variants = SymbolVariants.none
      var seen: Set<String> = []
      for word in components[count...] {
        guard seen.insert(word).inserted else { return nil }
        if word == "fill" {
          variants = variants.fill
        } else if word == "slash" {
          variants = variants.slash
        } else if let shape = SymbolVariants.Shape(rawValue: word), variants.shape == nil {
          variants = variants.adding(SymbolVariants(shape: shape))
        } else {
          return nil
        }
      }
      let canonical = SymbolName.name(base: base, variants: variants)
      return canonical == name ? nil : canonical
    }
    return nil
  }
}
