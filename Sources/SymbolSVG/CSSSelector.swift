/// How specific a selector is, as the CSS triple (ids, classes, types), compared lexicographically.
public struct CSSSpecificity: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number of id selectors.
  public var ids: Int
  /// The number of class selectors (attribute selectors and pseudo-classes would count here too).
  public var classes: Int
  /// The number of type selectors; `*` counts for nothing.
  public var types: Int

  /// Creates a specificity from its three counts.
  public init(ids: Int, classes: Int, types: Int) {
    self.ids = ids
    self.classes = classes
    self.types = types
  }

  /// Lexicographic: any number of classes loses to one more id.
  public static func < (lhs: CSSSpecificity, rhs: CSSSpecificity) -> Bool {
    (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
  }

  /// "(a, b, c)".
  public var description: String { "(\(ids), \(classes), \(types))" }
}

/// A compound selector this reader can evaluate: an optional type or `*`, then any number of
/// `.class` and `#id` parts, all of which must match the same element.
///
/// Type names are compared case-sensitively because SVG is XML (`linearGradient`), and so are
/// classes and ids, as in browsers' standards mode.
public struct CSSSelector: Hashable, Sendable, CustomStringConvertible {
  /// The element name required, or nil for `*` or an omitted type.
  public var typeName: String?
  /// The ids required; more than one can only match if they are equal.
  public var ids: [String]
  /// The classes required.
  public var classes: [String]

  /// Creates a selector from its parts.
  public init(typeName: String? = nil, ids: [String] = [], classes: [String] = []) {
    self.typeName = typeName
    self.ids = ids
    self.classes = classes
  }

  /// The CSS specificity of this selector.
  public var specificity: CSSSpecificity {
    CSSSpecificity(ids: ids.count, classes: classes.count, types: typeName == nil ? 0 : 1)
  }

  /// Whether an element with this name, id and class list is selected.
  public func matches(
    typeName elementType: String, id elementID: String?, classes elementClasses: [String]
  )
    -> Bool
  {
    // Searching the list for each required class would cost their product: `.b` written
    // 200,000 times against an element of 200,000 classes took over a minute.
    matches(typeName: elementType, id: elementID, classes: Set(elementClasses))
  }

  /// Whether an element with this name, id and set of classes is selected.
  public func matches(
    typeName elementType: String, id elementID: String?, classes elementClasses: Set<String>
  )
    -> Bool
  {
    if let typeName, typeName != elementType { return false }
    if !ids.allSatisfy({ $0 == elementID }) { return false }
    return classes.allSatisfy(elementClasses.contains)
  }

  /// The selector written back in CSS syntax.
  public var description: String {
    let base = typeName ?? (ids.isEmpty && classes.isEmpty ? "*" : "")
    return base + ids.map { "#" + $0 }.joined() + classes.map { "." + $0 }.joined()
  }

  /// Parses one selector of a selector list, already stripped of comments and outer whitespace.
  ///
  /// - Returns: the selector, or why it cannot be evaluated (which becomes a `CSSWarning`).
  static func parse(_ text: String) -> Result<CSSSelector, UnsupportedSelector> {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return .failure(UnsupportedSelector(reason: "empty selector")) }
    var selector = CSSSelector()
    var index = 0
    if scalars[0] == "*" {
      index = 1
    } else if isNameStart(scalars[0]) {
      let name = identifier(scalars, from: &index)
      selector.typeName = name
    }
    while index < scalars.count {
      let marker = scalars[index]
      guard marker == "." || marker == "#" else {
        return .failure(UnsupportedSelector(reason: reason(for: marker, followedBy: scalars[index...])))
      }
      index += 1
      guard index < scalars.count, isNameStart(scalars[index]) else {
        return .failure(UnsupportedSelector(reason: "'\(marker)' must be followed by a name"))
      }
      let name = identifier(scalars, from: &index)
      if marker == "." { selector.classes.append(name) } else { selector.ids.append(name) }
    }
    return .success(selector)
  }

  /// What the reader can evaluate, named when a combinator is refused: the likeliest
  /// selectors to be rewritten into ones it can.
  static let supportedSelectors = "only compound selectors are: a type or *, .class and #id, such as rect.a#b"

  /// Why the selector stops being evaluable at `scalar`, the first of `rest`.
  private static func reason(
    for scalar: Unicode.Scalar, followedBy rest: ArraySlice<Unicode.Scalar>
  ) -> String {
    let combinator: String
    switch scalar {
    case " ", "\t", "\n", "\r", "\u{0C}":
      // Whitespace around '>', '+' or '~' belongs to that combinator: only whitespace
      // followed by anything else is the descendant combinator.
      let next = rest.first { !isCSSWhitespace($0) }
      if let next, [">", "+", "~"].contains(next) { return reason(for: next, followedBy: []) }
      combinator = "descendant combinator (' ')"
    case ">": combinator = "child combinator ('>')"
    case "+": combinator = "next-sibling combinator ('+')"
    case "~": combinator = "subsequent-sibling combinator ('~')"
    case "[": return "attribute selectors are not supported"
    case ":": return "pseudo-classes and pseudo-elements are not supported"
    case "|": return "namespace prefixes are not supported"
    case "\\": return "escapes in selectors are not supported"
    default: return "unexpected '\(scalar)' in selector"
    }
    return "the \(combinator) is not supported; \(supportedSelectors)"
  }

  /// CSS identifiers may not start with a digit, nor with `-` followed by a digit.
  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "_", "-": return true
    default: return !scalar.isASCII
    }
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || ("0"..."9").contains(scalar)
  }

  private static func identifier(_ scalars: [Unicode.Scalar], from index: inout Int) -> String {
    let start = index
    while index < scalars.count, isNameScalar(scalars[index]) { index += 1 }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }
}

/// Why a selector was skipped.
struct UnsupportedSelector: Error, Hashable {
  var reason: String
}
