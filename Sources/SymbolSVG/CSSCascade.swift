/// Computes an element's specified property values from its presentation attributes, the
/// document's style sheet and its `style` attribute, and applies inheritance from its parent.
///
/// Precedence, weakest first:
/// 1. presentation attributes (`fill="red"`), which SVG treats as author rules of specificity 0
///    that precede every style sheet;
/// 2. style-sheet rules, ordered by specificity and then by source order;
/// 3. the `style` attribute;
/// 4. `!important` style-sheet rules (again by specificity, then order);
/// 5. `!important` declarations in the `style` attribute.
public struct CSSCascade: Sendable {
  /// The SVG 1.1 presentation attributes this reader honours, and SVG 2's `paint-order`,
  /// `transform`, `transform-origin` and `transform-box`: SVG 2 makes the `transform`
  /// attribute the presentation attribute of CSS's property, so a style sheet or `style`
  /// overrides it (`style="transform: rotate(30deg)"`), as in browsers and rsvg-convert.
  public static let presentationAttributes: Set<String> = [
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity",
    "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
    "stroke-dashoffset", "opacity", "display", "visibility", "color", "mask", "mask-type", "overflow",
    "font-size", "paint-order", "clip-path", "clip-rule", "transform", "transform-origin", "transform-box",
  ]

  /// The properties a child takes from its parent when it does not specify them. `opacity`,
  /// `display`, `mask` and `clip-path` are not inherited: they apply to the element as a
  /// group instead; nor is `overflow`, which only the element establishing a viewport uses,
  /// nor are the `transform` properties, which place the element and so its children.
  public static let inheritedProperties: Set<String> = [
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity",
    "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
    "stroke-dashoffset", "visibility", "color", "font-size", "paint-order", "clip-rule",
  ]

  /// The document's style sheet (empty when the document has no `<style>`).
  public var styleSheet: CSSStyleSheet {
    didSet { index = CSSRuleIndex(rules: styleSheet.rules, properties: properties, isValid: isValid) }
  }

  /// Whether a style-sheet declaration's value can be used; it must agree with the
  /// `validating` closure given to ``specifiedValues(typeName:id:classes:attributes:style:validating:)``
  /// for the sheet's origin.
  ///
  /// The sheet's rules are filed once per document, keeping of each rule's declarations of
  /// a property only those that can still win; an invalid declaration cannot, so what it
  /// would have replaced (`fill: #e33; fill: var(--accent, #e33)`) is kept for it.
  public let isValid: @Sendable (CSSDeclaration) -> Bool

  /// The properties the reader uses: declarations of any other property, in the sheet or a
  /// `style` attribute, are dropped before the cascade, and so never specified. The SVG
  /// reader adds the custom properties (`--name`) that some `var()` of the document refers
  /// to, and no others (`CSSVariableSubstitution.maximumNames` at most).
  ///
  /// Nothing reads the others, and carrying them cost every element they reach: one rule
  /// of 5,000 made-up properties on 2,000 `<rect>`s (100 KB) took 3.9 s to read, and ten
  /// times both (1 MB) minutes.
  public let properties: Set<String>
  /// The properties whose empty declarations in a `style` attribute are kept, with an empty
  /// value, for the reader to report (``CSSDeclarationParser/parse(_:keepingEmptyValuesOf:)``);
  /// a style sheet's are kept when it was parsed so.
  public var keepingEmptyValuesOf: Set<String> = []

  /// The sheet's rules filed by selector key, so that an element is tested only against the
  /// rules that could match it rather than against every rule.
  private var index: CSSRuleIndex

  /// Creates a cascade over `styleSheet` for `properties` (by default the presentation
  /// attributes, which are every property an SVG document is drawn with here), whose
  /// style-sheet declarations `isValid` tells apart (by default every one is valid).
  public init(
    styleSheet: CSSStyleSheet = CSSStyleSheet(), properties: Set<String> = presentationAttributes,
    isValid: @escaping @Sendable (CSSDeclaration) -> Bool = { _ in true }
  ) {
    self.styleSheet = styleSheet
    self.properties = properties
    self.isValid = isValid
    index = CSSRuleIndex(rules: styleSheet.rules, properties: properties, isValid: isValid)
  }

  /// Where a declaration came from; a later case beats an earlier one at equal importance.
  public enum Origin: Int, Comparable, Sendable {
    /// A presentation attribute such as `fill="red"`.
    case presentationAttribute
    /// A rule of the document's style sheet.
    case styleSheet
    /// The element's `style` attribute.
    case styleAttribute

    /// Whether `lhs` loses to `rhs` at equal importance.
    public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private struct Candidate {
    var declaration: CSSDeclaration
    var origin: Origin
    var specificity: CSSSpecificity
    /// Source order within the origin, as the rule's position in the sheet (0 outside the
    /// sheet) and then the declaration's position within the rule or attribute; ties are
    /// impossible because the pair is unique per candidate of a property.
    var rule: Int
    var order: Int

    func isWeaker(than other: Candidate) -> Bool {
      let lhsImportance = declaration.isImportant ? 1 : 0
      let rhsImportance = other.declaration.isImportant ? 1 : 0
      if lhsImportance != rhsImportance { return lhsImportance < rhsImportance }
      if origin != other.origin { return origin < other.origin }
      if specificity != other.specificity { return specificity < other.specificity }
      return (rule, order) < (other.rule, other.order)
    }
  }

  /// The winning value of every property of ``properties`` specified for the element (not
  /// inherited ones).
  ///
  /// - Parameters:
  ///   - typeName: the element name, e.g. `path`.
  ///   - id: the `id` attribute, if any.
  ///   - classes: the `class` attribute split on whitespace (see `classList(_:)`).
  ///   - attributes: the element's XML attributes; only names in `presentationAttributes` are
  ///     used, so passing all attributes is fine.
  ///   - style: the `style` attribute, if any.
  public func specifiedValues(
    typeName: String, id: String?, classes: [String], attributes: [String: String], style: String?
  ) -> [String: String] {
    specifiedValues(
      typeName: typeName, id: id, classes: classes, attributes: attributes, style: style,
      validating: { _, _ -> Never? in nil }
    ).values
  }

  /// The winning value of every property of ``properties`` specified for the element, among
  /// the declarations `problem` finds valid, and the problem of each invalid declaration that
  /// would otherwise have won: the strongest invalid declaration of a property, when it is
  /// stronger than the winner.
  ///
  /// CSS ignores a declaration with an invalid value where it is parsed (CSS 2.1 §4.2), and
  /// SVG 2 a presentation attribute with one, so the next strongest valid declaration of the
  /// property applies: `fill="red" style="fill:#value_dark"` fills red, as browsers and rsvg
  /// draw it. An invalid declaration that a valid one beats anyway is not reported, nor one
  /// that a stronger invalid one would have beaten.
  ///
  /// - Parameters:
  ///   - problem: why a declaration, written where its origin says, cannot be used, or `nil`
  ///     when it can.
  /// - Returns: the values, and the problems by property name.
  public func specifiedValues<Problem>(
    typeName: String, id: String?, classes: [String], attributes: [String: String], style: String?,
    validating problem: (CSSDeclaration, Origin) -> Problem?
  ) -> (values: [String: String], ignored: [Problem]) {
    specifiedValues(
      typeName: typeName, id: id, classes: classes,
      attributeList: attributes.sorted(by: { $0.key < $1.key }).lazy.map { ($0.key, $0.value) }, style: style,
      validating: problem)
  }

  /// ``specifiedValues(typeName:id:classes:attributes:style:validating:)`` of an element
  /// whose attributes are `attributeList`, names and values in any order, each name once (as
  /// XML has them): a reader passes an element's own, with no dictionary to build.
  ///
  /// Each property is offered at most once as an attribute, and a declaration competes only
  /// with those of its property, so the order of the attributes does not change the result.
  func specifiedValues<Problem, Attributes: Sequence<(String, String)>>(
    typeName: String, id: String?, classes: [String], attributeList: Attributes, style: String?,
    validating problem: (CSSDeclaration, Origin) -> Problem?
  ) -> (values: [String: String], ignored: [Problem]) {
    var winners: [String: Candidate] = [:]
    var invalid: [(candidate: Candidate, problem: Problem)] = []
    func offer(_ candidate: Candidate) {
      let property = candidate.declaration.property
      if let current = winners[property], !current.isWeaker(than: candidate) { return }
      if let reason = problem(candidate.declaration, candidate.origin) {
        invalid.append((candidate, reason))
        return
      }
      winners[property] = candidate
    }
    let zero = CSSSpecificity(ids: 0, classes: 0, types: 0)
    for (name, value) in attributeList where Self.presentationAttributes.contains(name) {
      let declaration = CSSDeclaration(property: name, value: CSSDeclarationParser.trimmed(value))
      offer(
        Candidate(
          declaration: declaration, origin: .presentationAttribute, specificity: zero, rule: 0, order: 0))
    }
    index.forEachDeclaration(typeName: typeName, id: id, classes: classes) { ranked in
      offer(
        Candidate(
          declaration: ranked.declaration, origin: .styleSheet, specificity: ranked.specificity,
          rule: ranked.ruleIndex, order: ranked.position))
    }
    for (order, declaration) in CSSDeclarationParser.parse(
      style ?? "", keepingEmptyValuesOf: keepingEmptyValuesOf
    )
    .enumerated()
    where properties.contains(declaration.property) {
      offer(
        Candidate(
          declaration: declaration, origin: .styleAttribute, specificity: zero, rule: 0, order: order))
    }
    // Declarations are offered in no order of strength, so an invalid one checked early may
    // have lost to a valid one offered later, or to a stronger invalid one.
    var strongestInvalid: [String: (candidate: Candidate, problem: Problem)] = [:]
    for entry in invalid {
      let property = entry.candidate.declaration.property
      if let winner = winners[property], !winner.isWeaker(than: entry.candidate) { continue }
      if let current = strongestInvalid[property], !current.candidate.isWeaker(than: entry.candidate) {
        continue
      }
      strongestInvalid[property] = entry
    }
    let ignored = strongestInvalid.sorted { $0.key < $1.key }.map(\.value.problem)
    return (winners.mapValues(\.declaration.value), ignored)
  }

  /// The most selector tests the style sheet may cost a whole document, summed over its
  /// elements (``candidateCount(typeName:id:classes:)``); a reader refuses a document past
  /// it before styling any element.
  ///
  /// Filing rules by id, class and type keeps the count near the number of elements for
  /// real sheets, but some sheets match no better however they are filed: 44,850 rules
  /// `.ci.cj` over 300 classes, against 500 elements that carry all 300 classes (1.6 MB),
  /// cost 22 million tests and 4.4 s, and a 64 MiB document could ask for hours. At this
  /// limit such a document costs about 2 s.
  public static let maximumSelectorTests = 10_000_000

  /// How many style-sheet selectors the cascade tests against an element of this type, id
  /// and classes: the rules filed under its id, one of its classes or its type, and those
  /// filed under none of these.
  public func candidateCount(typeName: String, id: String?, classes: [String]) -> Int {
    index.candidateCount(typeName: typeName, id: id, classes: classes)
  }

  /// Splits a `class` attribute into its class names (separated by any XML whitespace).
  public static func classList(_ attribute: String?) -> [String] {
    guard let attribute else { return [] }
    return attribute.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .map(String.init)
  }

  /// Combines an element's specified values with its parent's computed ones.
  ///
  /// Inherited properties the element leaves unspecified take the parent's value, as do
  /// custom properties (`--name`), which every element inherits. The
  /// CSS-wide keywords (any case) apply to any property: `inherit` takes the parent's value,
  /// `initial` none, and `unset` the parent's for an inherited property and none for
  /// another; where none is left, the caller falls back to the initial value.
  public static func resolve(parent: [String: String], own: [String: String]) -> [String: String] {
    // The parent's values less those not inherited: usually none, so the parent's storage
    // is shared, where copying each inherited property one by one hashed sixteen names for
    // every element.
    var result = parent
    for property in parent.keys
    where !inheritedProperties.contains(property) && !CSSVariableSubstitution.isCustomProperty(property) {
      result[property] = nil
    }
    for (property, value) in own {
      switch cssWideKeyword(value) {
      case "inherit": result[property] = parent[property]
      case "initial": result[property] = nil
      case "unset":
        let inherits =
          inheritedProperties.contains(property) || CSSVariableSubstitution.isCustomProperty(property)
        result[property] = inherits ? parent[property] : nil
      default: result[property] = value
      }
    }
    return result
  }

  /// `value` lowercased when it is one of the CSS-wide keywords `resolve(parent:own:)`
  /// applies (`inherit`, `initial`, `unset`), else `nil`; a reader accepts these for any
  /// property.
  public static func cssWideKeyword(_ value: String) -> String? {
    let trimmed = CSSDeclarationParser.trimmed(value)
    // The length test first spares lowercasing every value of every element.
    guard (5...7).contains(trimmed.utf8.count) else { return nil }
    let keyword = trimmed.lowercased()
    return ["inherit", "initial", "unset"].contains(keyword) ? keyword : nil
  }
}
