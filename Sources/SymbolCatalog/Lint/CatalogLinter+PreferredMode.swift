extension CatalogLinter {
  /// A warning for each file drawing a manifest entry whose `preferredMode` that file cannot
  /// draw: the symbol's own file and its authored variant files (`bell.fill.svg`).
  ///
  /// A request without a mode takes the preferred one, and a mode the annotations do not
  /// support renders monochrome with a warning (DESIGN.md, "Rendering modes"), so such a
  /// preference only ever produces that warning. Hierarchical and palette need
  /// `hierarchical-N` classes, multicolor `multicolor-N`; monochrome is always drawable.
  /// The renderer takes the base's preference for every variant and checks the annotations
  /// of the file that draws it, so a variant file is checked as its base is (only the base
  /// was, and `render bell --variant fill` warned about a catalog the lint passed).
  /// Entries whose file is missing or has errors are left to the rules that report those.
  static func preferredModeFindings(
    _ manifest: CatalogManifest, glyphs: [String: SymbolGlyph]
  ) -> [LintFinding] {
    let bases = Set(manifest.symbols.map(\.name.value))
    let baseLengths = Set(bases.map(\.utf8.count))
    // The files drawing each base, the base's own first (it sorts before its variants).
    var files: [String: [String]] = [:]
    for stem in glyphs.keys.sorted() {
      switch CatalogNameLinter.role(of: stem, bases: bases, baseLengths: baseLengths) {
      case .base where bases.contains(stem): files[stem, default: []].append(stem)
      case .variant(let base, known: true): files[base, default: []].append(stem)
      default: continue
      }
    }
    var findings: [LintFinding] = []
    var checked: Set<String> = []
    for entry in manifest.symbols where checked.insert(entry.name.value).inserted {
      guard let preferred = entry.preferredMode else { continue }
      for stem in files[entry.name.value] ?? [] {
        guard let glyph = glyphs[stem] else { continue }
        let needed: String
        switch preferred.value {
        case .monochrome: continue
        case .hierarchical, .palette:
          guard !glyph.hasHierarchicalAnnotations else { continue }
          needed = "hierarchical-N"
        case .multicolor:
          guard !glyph.hasMulticolorAnnotations else { continue }
          needed = "multicolor-N"
        }
        let file = stem == entry.name.value ? "\(stem).svg" : "its variant \(stem).svg"
        let request = stem == entry.name.value ? "a request" : "a request for '\(stem)'"
        findings.append(
          LintFinding(
            location: preferred.location, severity: .warning,
            message:
              "symbol '\(entry.name.value)' prefers \(preferred.value), but \(file) has no"
              + " \(needed) classes, so \(request) without a mode draws it monochrome, with a warning;"
              + " annotate its layers or choose a mode it supports",
            rule: .unsupportedPreferredMode))
      }
    }
    return findings
  }
}
