extension CatalogLinter {
  /// A warning for each manifest entry whose `preferredMode` its symbol's file cannot draw.
  ///
  /// A request without a mode takes the preferred one, and a mode the annotations do not
  /// support renders monochrome with a warning (DESIGN.md, "Rendering modes"), so such a
  /// preference only ever produces that warning. Hierarchical and palette need
  /// `hierarchical-N` classes, multicolor `multicolor-N`; monochrome is always drawable.
  /// Entries whose file is missing or has errors are left to the rules that report those.
  static func preferredModeFindings(
    _ manifest: CatalogManifest, glyphs: [String: SymbolGlyph]
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    for entry in manifest.symbols {
      guard let preferred = entry.preferredMode, let glyph = glyphs[entry.name.value] else { continue }
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
      findings.append(
        LintFinding(
          location: preferred.location, severity: .warning,
          message:
            "symbol '\(entry.name.value)' prefers \(preferred.value), but \(entry.name.value).svg has no"
            + " \(needed) classes, so a request without a mode draws it monochrome, with a warning;"
            + " annotate its layers or choose a mode it supports",
          rule: .unsupportedPreferredMode))
    }
    return findings
  }
}
