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
  ///
  /// What the file's author wrote (ids, class names, attribute values) appears in the
  /// messages in quotes and is left out of the match, so that a guide named
  /// `margin-notes` or a class `master-1` cannot pick the rule.
  public static func forReaderMessage(_ message: String) -> LintRule {
    let wording = withoutQuotedText(message)
    for (pattern, rule) in readerPatterns where wording.contains(pattern) {
      return rule
    }
    return .unreadableSVG
  }

  /// `message` with the text between each pair of single or double quotes removed (the
  /// quotes stay, so `class '…'` still reads as `class ''`).
  static func withoutQuotedText(_ message: String) -> String {
    var result = ""
    var closing: Character?
    for character in message {
      if let quote = closing {
        if character == quote {
          result.append(character)
          closing = nil
        }
      } else {
        result.append(character)
        if character == "'" || character == "\"" { closing = character }
      }
    }
    return result
  }

  /// Message fragments and their rules, most specific first: a conflict between masters
  /// or within a layer names the property concerned, so those come before the property's
  /// own rule; "not supported in a master" is markup, not a master problem.
  private static let readerPatterns: [(String, LintRule)] = [
    ("path points, more than the", .tooComplex),
    ("must agree between masters", .layerProperties),
    ("-sfsymbols-variable-threshold", .variableThreshold),
    ("variable threshold", .variableThreshold),
    ("all elements of a layer must agree", .layerProperties),
    ("unknown hierarchy level", .unknownHierarchyLevel),
    ("names no colour", .unknownColour),
    ("unknown colour", .unknownColour),
    ("start at 0 and have no gaps", .layerIndexGap),
    ("-sfsymbols-clear-behind", .layerProperties),
    ("class '", .layerProperties),
    ("layer classes", .layerProperties),
    ("several weight masters", .strokeInOutlineMaster),
    ("guide", .guides),
    ("Capline-", .guides),
    ("margin", .guides),
    ("is not supported in a master", .unreadableSVG),
    ("is not a master group and is ignored", .unreadableSVG),
    ("master", .masterMismatch),
  ]
}
