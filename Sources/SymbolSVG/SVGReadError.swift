/// Why `SVGReader` refused a document, with the position of the offending source.
public enum SVGReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not well-formed XML.
  case xml(XMLError)
  /// The root element is not `<svg>`.
  case notSVG(element: String, line: Int, column: Int)
  /// The root element is an `<svg>` of another vocabulary: its `xmlns` is `namespace`, not
  /// SVG's.
  case foreignRoot(namespace: String, line: Int, column: Int)
  /// An attribute (or a CSS property, reported under the property's name) has a value the
  /// reader cannot use. `line` and `column` point at the attribute when it is one, else at the
  /// `style` attribute or the element that received the value from a style sheet.
  case attribute(element: String, attribute: String, line: Int, column: Int, message: String)
  /// A `use` or a `mask` reference leads back to itself; `ids` lists the references in the
  /// order followed, ending with the one that closes the cycle.
  case referenceCycle(ids: [String], line: Int, column: Int)
  /// Expanding `use` and `mask` references would visit more elements than `SVGReadOptions`
  /// allows.
  case expansionLimitExceeded(limit: Int, line: Int, column: Int)
  /// Expanding references would read more bytes of attribute values again than
  /// `SVGReadOptions.maximumExpandedAttributeBytes` allows.
  case expandedAttributesTooLarge(limit: Int, line: Int, column: Int)
  /// Styling the document's elements would test more style-sheet selectors than
  /// `CSSCascade.maximumSelectorTests`; the position is the first `<style>` element's.
  case styleSheetTooCostly(tests: Int, limit: Int, line: Int, column: Int)
  /// A warning raised while `SVGReadOptions.strict` is on.
  case strict(SVGWarning)

  /// The 1-based line of the offending source.
  public var line: Int {
    switch self {
    case .xml(let error): error.line
    case .notSVG(_, let line, _), .foreignRoot(_, let line, _), .attribute(_, _, let line, _, _),
      .referenceCycle(_, let line, _),
      .expansionLimitExceeded(_, let line, _), .expandedAttributesTooLarge(_, let line, _),
      .styleSheetTooCostly(_, _, let line, _):
      line
    case .strict(let warning): warning.line
    }
  }

  /// The 1-based column of the offending source, in Unicode scalars.
  public var column: Int {
    switch self {
    case .xml(let error): error.column
    case .notSVG(_, _, let column), .foreignRoot(_, _, let column), .attribute(_, _, _, let column, _),
      .referenceCycle(_, _, let column), .expansionLimitExceeded(_, _, let column),
      .expandedAttributesTooLarge(_, _, let column), .styleSheetTooCostly(_, _, _, let column):
      column
    case .strict(let warning): warning.column
    }
  }

  /// A sentence naming the problem and its position.
  public var description: String {
    switch self {
    case .xml(let error): error.message
    case .attribute: "\(message) (line \(line), column \(column))"
    case .strict(let warning): "strict mode: \(warning)"
    case .notSVG, .foreignRoot, .referenceCycle, .expansionLimitExceeded, .expandedAttributesTooLarge,
      .styleSheetTooCostly:
      "\(message) at line \(line), column \(column)"
    }
  }

  /// The problem without its position, for callers that show `line` and `column` their
  /// own way (`FILE:LINE:COLUMN: message`).
  public var message: String {
    switch self {
    case .xml(let error): error.problem
    case .notSVG(let element, _, _): "the root element is \(MessageQuotation.tag(element)), expected <svg>"
    case .foreignRoot(let namespace, _, _):
      "the root <svg> is in the namespace \(MessageQuotation.quoted(namespace)), not SVG's"
        + " (xmlns=\"\(SVGReader.namespace)\")"
    case .attribute(let element, let attribute, _, _, let message):
      "\(MessageQuotation.tag(element)) \(MessageQuotation.quoted(attribute, opening: "", closing: "")): \(message)"
    case .referenceCycle(let ids, _, _):
      "reference cycle \(ids.map { MessageQuotation.quoted("#" + $0, opening: "", closing: "") }.joined(separator: " → ")) "
        + "(through use or mask)"
    case .expansionLimitExceeded(let limit, _, _):
      "expanding references (use, mask, clip-path) exceeds the limit of \(limit) elements"
    case .expandedAttributesTooLarge(let limit, _, _):
      "expanding references (use, mask, clip-path) reads the attributes of the elements they instantiate"
        + " again, more than the limit of \(limit) bytes in all"
    case .styleSheetTooCostly(let tests, let limit, _, _):
      "styling the document would test \(tests) style-sheet selectors against its elements, more than"
        + " the limit of \(limit) (each element is tested against the rules that name its id, one of"
        + " its classes, its type, or none of these); fewer rules, or rules naming rarer classes, cost less"
    case .strict(let warning): "strict mode: \(warning.message)"
    }
  }
}
