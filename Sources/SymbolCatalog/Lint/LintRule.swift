/// The rules of the catalog lint (`symbol-lint`), each with a stable kebab-case id that
/// tools print after every finding (`[master-mismatch]`) and scripts may filter on.
///
/// The ids are part of the tool's interface: a rule may be refined, but its id keeps its
/// meaning, so suppression lists and CI filters written against it stay valid.
public enum LintRule: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// File or manifest names outside the grammar, or variant suffixes out of order.
  case invalidName = "invalid-name"
  /// A variant file whose base has no file or no manifest entry.
  case missingBase = "missing-base"
  /// A base file without a manifest entry, or a manifest entry without a file.
  case missingManifestEntry = "missing-manifest-entry"
  /// Masters that are missing (the design's required ones included: Ultralight-S, Regular-S
  /// and Black-S for outline masters, a single Regular-S for centre-lines), drawn twice, or
  /// that cannot interpolate.
  case masterMismatch = "master-mismatch"
  /// Guides missing, given twice, misplaced or naming no master.
  case guides
  /// `hierarchical-N:<level>` with a level that is not primary, secondary or tertiary.
  case unknownHierarchyLevel = "unknown-hierarchy-level"
  /// `multicolor-N:<colour>` with no colour or one the catalog does not know.
  case unknownColour = "unknown-colour"
  /// Layer classes or properties that are malformed or disagree within a layer or between
  /// masters (the reader's rules that no narrower rule covers).
  case layerProperties = "layer-properties"
  /// Gaps in the monochrome, hierarchical, multicolor or layer indices.
  case layerIndexGap = "layer-index-gap"
  /// A variable threshold that is not `auto` or in 0...1, disagrees within a layer, or does
  /// not increase with the layer index (`auto` counted at the value the engine computes).
  case variableThreshold = "variable-threshold"
  /// A stroked element in a file with several weight masters.
  case strokeInOutlineMaster = "stroke-in-outline-master"
  /// A stroke under a transform that scales unevenly or skews (a warning): a browser draws
  /// it thinner in some directions than in others, the engine at one width.
  case distortedStroke = "distorted-stroke"
  /// Geometry beyond the left or right margin guide (a warning).
  case outsideMargins = "outside-margins"
  /// Geometry beyond the template's canvas (an error: a coordinate typed wrong, such as
  /// 1e30, would otherwise surface only as an image too large to draw).
  case outsideCanvas = "outside-canvas"
  /// Several layers, every one primary, so hierarchical mode looks monochrome (a warning).
  case flatHierarchy = "flat-hierarchy"
  /// A manifest entry's `preferredMode` that its symbol's file, or an authored variant file of
  /// it, cannot draw, so a request without a mode falls back to monochrome with a warning
  /// every time (a warning).
  case unsupportedPreferredMode = "unsupported-preferred-mode"
  /// An element that paints nothing: no fill and no stroke, an empty path, a fill that
  /// encloses no area or a stroke without width (a warning: often a shape half deleted).
  case paintsNothing = "paints-nothing"
  /// A master none of whose elements paints anything, so the symbol cannot be drawn (an
  /// error: the renderer refuses it).
  case drawsNothing = "draws-nothing"
  /// A master of more path points than a master may have
  /// (``SymbolTemplate/MasterGroup/maximumPoints``), or a stroke whose outline, at the lint's
  /// tolerance, would pass the stroker's limit of points (a centre-line of many thousands of
  /// vertices with round joins): it cannot be measured, and drawing it would need as large
  /// an outline.
  case tooComplex = "too-complex"
  /// Outline masters whose stems do not grow with the weight, or grow by a sliver while the
  /// drawing moves a lot, so that weight matching cannot follow them (a warning).
  case weightAxis = "weight-axis"
  /// A name given twice: manifest entries, aliases, deprecated names or files, or a symbol,
  /// alias or deprecated name spelt as another symbol's variant, or an alias or deprecated
  /// name spelt as another alias or deprecated name plus variant words.
  case duplicateName = "duplicate-name"
  /// A deprecation pointing nowhere or to another deprecated name, or shadowing a file.
  case deprecatedTarget = "deprecated-target"
  /// A file that is not readable SVG, or that the template reader rejects or skips in part
  /// for a reason no other rule covers.
  case unreadableSVG = "unreadable-svg"
  /// `manifest.json` missing, not JSON, or breaking the schema.
  case manifest

  /// The stable id printed with findings, e.g. `master-mismatch`.
  public var id: String { rawValue }

  /// The id.
  public var description: String { rawValue }

  /// The severity of the rule's own findings. What the template reader skips or reads
  /// anyway is a warning under whichever rule it concerns, so an error rule can also
  /// report warnings.
  public var severity: LintFinding.Severity {
    switch self {
    case .outsideMargins, .flatHierarchy, .paintsNothing, .unsupportedPreferredMode, .weightAxis,
      .distortedStroke:
      .warning
    default: .error
    }
  }

  /// One line saying what the rule checks, for `symbol-lint --rules` and `--help`.
  public var summary: String {
    switch self {
    case .invalidName:
      "names use lowercase letters, digits and dots without empty components; variant suffixes"
        + " follow [.slash][.circle|.square|.rectangle][.fill]"
    case .missingBase: "a variant file (bell.fill.svg) needs its base file and manifest entry"
    case .missingManifestEntry: "every base file has a manifest entry and every entry a file"
    case .masterMismatch:
      "masters exist once each and match: element count, path commands and point counts, paint,"
        + " layer classes; outline designs draw Ultralight-S, Regular-S and Black-S, centre-lines a"
        + " single Regular-S"
    case .guides:
      "Baseline/Capline per drawn scale (capline above by at least 1/100 of the canvas height),"
        + " left/right margins per master (left of right), each once, all on the canvas"
    case .unknownHierarchyLevel: "hierarchical-N:<level> names primary, secondary or tertiary"
    case .unknownColour: "multicolor-N:<colour> names tint, a system colour or a CSS colour"
    case .layerProperties:
      "layer classes are well-formed; -sfsymbols-clear-behind is true|false; elements of a layer"
        + " and masters agree"
    case .layerIndexGap: "monochrome, hierarchical, multicolor and layer indices start at 0 without gaps"
    case .variableThreshold:
      "-sfsymbols-variable-threshold is auto or in 0...1, agrees within a layer, and increases"
        + " with the layer index (auto counted at the value the engine computes for it)"
    case .strokeInOutlineMaster: "files with several weight masters draw filled outlines, no strokes"
    case .distortedStroke:
      "no stroke lies under a transform that scales unevenly or skews, where a browser draws it"
        + " thinner in some directions and the engine at one width"
    case .outsideMargins:
      "geometry stays within the margins, 0.5 units of slack (strokes: their outer edge)"
    case .outsideCanvas:
      "geometry stays within the canvas (the viewBox, else width × height), 0.5 units of slack"
    case .flatHierarchy:
      "a symbol drawn in several layers gives secondary parts a secondary or tertiary level, or"
        + " merges parts of one level into one layer"
    case .unsupportedPreferredMode:
      "a symbol's preferredMode is one its file and its variant files support: hierarchical and palette need"
        + " hierarchical-N classes, multicolor needs multicolor-N classes"
    case .paintsNothing:
      "every drawn element paints something: a fill enclosing an area or a stroke with a width"
    case .drawsNothing:
      "every master paints something: at least one element with a fill enclosing an area or a"
        + " stroke with a width"
    case .tooComplex:
      "each master holds at most \(SymbolTemplate.MasterGroup.maximumPoints) path points, and a"
        + " stroke's outline at the lint's tolerance (0.01 units) fits the stroker's limit of 16000000 points"
    case .weightAxis:
      "outline masters' stems grow with the weight, each heavier master's by at least a third of"
        + " the furthest its points move from the lighter one's"
    case .duplicateName:
      "manifest names, aliases, deprecated names and file names are unique, none but a variant"
        + " file is named as a symbol with variant words, and no alias or deprecated name is another"
        + " alias or deprecated name with variant words"
    case .deprecatedTarget:
      "a deprecated name has no file and points to an existing, non-deprecated name"
    case .unreadableSVG:
      "files are readable SVG templates; other reader errors and warnings land here"
    case .manifest: "manifest.json exists, is JSON and follows the schema"
    }
  }

  /// Orders rules by id, so findings at one location sort the same on every run.
  public static func < (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
