/// What kind of problem a ``CatalogError`` or a template's ``SymbolTemplate/Diagnostic``
/// reports, for tools that act on it without reading the message.
///
/// Messages are written for people and get reworded; tools that sort problems (the catalog
/// lint files each under a rule) read this instead, so that a clearer message cannot move a
/// problem to another rule. Every place that creates an error or a diagnostic names its
/// kind, and a switch over these cases has to say what a new one means.
///
/// Most cases are one rule of the catalog format (`Symbols/README.md`); the rest say how a
/// file could not be read at all.
public enum CatalogProblem: Hashable, Sendable, CaseIterable {
  /// A catalog file or folder that cannot be read: missing, not a regular file, too large,
  /// not UTF-8 text, or not a folder.
  case unreadableFile
  /// `manifest.json` missing, not JSON, or breaking the schema.
  case manifest
  /// A name that means two things in the catalog (listed twice, an alias of two symbols, an
  /// alias hiding a file or a variant), so which one a lookup finds would be chance.
  case duplicateName
  /// A name asked for that no file of the catalog draws.
  case noDrawing

  /// Template text that is not well-formed XML, a root element other than `<svg>`, or a
  /// value the reader cannot read or use: path data, a length, a transform, the `viewBox`,
  /// a stroke property, the fill rule, coordinates that overflow.
  case unreadableMarkup
  /// Template markup the reader skips or reads only in part: an element or style rule it
  /// does not support, a hidden element, a paint it draws as a plain colour, a `viewBox`
  /// not at 0 0, a path without data.
  case unsupportedMarkup
  /// A template style sheet whose rules would cost more selector tests than the reader
  /// allows (`CSSCascade.maximumSelectorTests`).
  case styleTooCostly
  /// A master of more path points than ``SymbolTemplate/MasterGroup/maximumPoints``.
  case tooComplex
  /// Masters missing, drawn twice, or unable to interpolate: different elements, path
  /// commands or paint.
  case masterMismatch
  /// A master group the reader ignores or finds out of place: not a `<g>`, outside the
  /// `Symbols` group, or inside another master.
  case misplacedMaster
  /// Guides missing, given twice, misplaced, not lines, or not straight.
  case guides
  /// Layer classes or properties that are malformed, repeated, on a group, or that disagree
  /// within a layer or between masters; `-sfsymbols-clear-behind` not `true` or `false`.
  case layerProperties
  /// A variable threshold that is not `auto` or in 0...1, disagrees within a layer, or does
  /// not increase with the layer index.
  case variableThreshold
  /// `hierarchical-N:<level>` with a level that is not primary, secondary or tertiary.
  case unknownHierarchyLevel
  /// `multicolor-N:<colour>` with no colour or one the catalog does not know.
  case unknownColour
  /// Gaps in the monochrome, hierarchical, multicolor or layer indices.
  case layerIndexGap
  /// A stroked element in a file with several weight masters.
  case strokeInOutlineMaster
  /// A master none of whose elements paints anything (no elements, no fill and no stroke,
  /// empty paths), so the symbol draws nothing at any weight or scale.
  case drawsNothing
}
