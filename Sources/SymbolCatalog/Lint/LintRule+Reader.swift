extension LintRule {
  /// The rule a message of the template reader belongs to: a diagnostic of
  /// ``SymbolTemplateReader/parse(_:file:)`` or an error of ``SymbolTemplate/glyph(name:)``.
  ///
  /// The lint checks most rules itself on the raw template, so that it reports every
  /// problem of a file rather than the first; this mapping covers what it takes from the
  /// reader as it is (malformed markup, ignored elements) and the reader's last word when
  /// it still rejects a file the lint's own checks passed. Matching is on the wording of the
  /// reader's messages; a message no pattern knows falls back to ``unreadableSVG``, which
  /// still fails the lint for an error, so a reworded message can move a finding to another
  /// rule but never hide it.
  public static func forReaderMessage(_ message: String) -> LintRule {
    for (pattern, rule) in readerPatterns where message.contains(pattern) {
      return rule
    }
    return .unreadableSVG
  }

  /// Message fragments and their rules, most specific first: a conflict between masters
  /// or within a layer names the property concerned, so those come before the property's
  /// own rule; "not supported in a master" is markup, not a master problem.
  private static let readerPatterns: [(String, LintRule)] = [
    ("must agree between masters", .layerProperties),
    ("-sfsymbols-variable-threshold", .variableThreshold),
    ("variable threshold", .variableThreshold),
    ("all elements of a layer must agree", .layerProperties),
    ("unknown hierarchy level", .unknownHierarchyLevel),
    ("names no colour", .unknownColour),
    ("unknown colour", .unknownColour),
    ("start at 0", .layerIndexGap),
    ("-sfsymbols-clear-behind", .layerProperties),
    ("class '", .layerProperties),
    ("layer classes", .layerProperties),
    ("several weight masters", .strokeInOutlineMaster),
    ("guide", .guides),
    ("Capline-", .guides),
    ("margin", .guides),
    ("is not supported in a master", .unreadableSVG),
    ("master", .masterMismatch),
  ]
}
