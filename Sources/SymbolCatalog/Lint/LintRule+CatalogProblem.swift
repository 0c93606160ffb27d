extension LintRule {
  /// The rule a problem of the catalog readers belongs to: a diagnostic of
  /// ``SymbolTemplateReader/parse(_:file:)`` or an error of ``SymbolTemplate/glyph(name:)``,
  /// by its ``CatalogProblem``.
  ///
  /// The lint checks most rules itself on the raw template, so that it reports every
  /// problem of a file rather than the first; this mapping covers what it takes from the
  /// reader as it is (malformed markup, ignored elements) and the reader's last word when
  /// it still rejects a file the lint's own checks passed. It reads the problem's kind, not
  /// its message, so rewording a message cannot move a finding to another rule; the switch
  /// has no default, so a new kind of problem must be given a rule here.
  public init(_ problem: CatalogProblem) {
    switch problem {
    // What a template file that cannot be read, or is read in part, breaks is that it is an
    // SVG template the reader understands: the one rule for it.
    case .unreadableFile, .unreadableMarkup, .unsupportedMarkup, .styleTooCostly: self = .unreadableSVG
    case .manifest: self = .manifest
    case .duplicateName: self = .duplicateName
    // A name without a drawing is a manifest entry without its file.
    case .noDrawing: self = .missingManifestEntry
    case .tooComplex: self = .tooComplex
    // A master group read from the wrong place, or ignored, leaves the masters other than
    // drawn: the masters rule tells the designer where to look.
    case .masterMismatch, .misplacedMaster: self = .masterMismatch
    case .guides: self = .guides
    case .layerProperties: self = .layerProperties
    case .variableThreshold: self = .variableThreshold
    case .unknownHierarchyLevel: self = .unknownHierarchyLevel
    case .unknownColour: self = .unknownColour
    case .layerIndexGap: self = .layerIndexGap
    case .strokeInOutlineMaster: self = .strokeInOutlineMaster
    case .drawsNothing: self = .drawsNothing
    }
  }
}
