/// The cascade of one element during the walk: its specified values (attributes, style
/// rules, `style`), computed against its parent's, and typed.
extension SVGReaderWalk {
  /// The element's computed property strings and their typed values; also warns about
  /// `url()` paints the element itself specifies (inheritors stay quiet).
  mutating func computedStyle(
    _ element: XMLElement, parent: [String: String], viewport: SVGViewportSize
  ) throws(SVGReadError) -> ([String: String], SVGReaderStyle) {
    let properties = try computedProperties(element, parent: parent)
    return (properties, try typedStyle(element, properties, viewport: viewport))
  }

  /// The element's computed property strings, its `font-size` made absolute (in px) so that
  /// children inherit the size rather than the relative value.
  mutating func computedProperties(
    _ element: XMLElement, parent: [String: String]
  ) throws(SVGReadError) -> [String: String] {
    var own = specifiedValues(of: element)
    let isFirst = checksDeclarationsFirst(of: element)
    if specified.substitutes(element) {
      let (values, problems) = Self.substitutingVariables(own, parent: parent)
      own = values
      if isFirst {
        for problem in problems { try warn(SVGReaderAttributes.propertyWarning(element, problem)) }
      }
    }
    if isFirst { try warnAboutOwnDeclarations(of: element, own) }
    return try Self.cascade(element, own: own, parent: parent)
  }

  /// `own`, an element's specified values, with its `var()` replaced against `parent`, its
  /// parent's computed values (``CSSVariableSubstitution/substituting(own:parent:invalidity:)``),
  /// and the problems met.
  static func substitutingVariables(
    _ own: [String: String], parent: [String: String]
  ) -> (values: [String: String], problems: [SVGStyleValueError]) {
    let (values, problems) = CSSVariableSubstitution.substituting(own: own, parent: parent) {
      property, value in
      if property == "font-size", CSSCascade.cssWideKeyword(value) == nil {
        do throws(SVGStyleValueError) {
          _ = try SVGFontSize.computed(value, parent: SVGFontSize.initial)
          return nil
        } catch {
          return error.message
        }
      }
      return SVGReaderStyle.invalidityReason(property: property, value: value, origin: .styleAttribute)
    }
    // `color: var(--c)` may become `currentColor` only now.
    return (SVGReaderStyle.resolvingCurrentColor(values), problems)
  }

  /// Warns about the declarations `element` gives that are dropped, and the `url()` paints
  /// it gives itself (inheritors stay quiet).
  private mutating func warnAboutOwnDeclarations(
    of element: XMLElement, _ own: [String: String]
  ) throws(SVGReadError) {
    for problem in specified.ignoredDeclarations(of: element) {
      try warn(SVGReaderAttributes.propertyWarning(element, problem))
    }
    for property in ["fill", "stroke"] {
      guard let value = own[property], let (reference, fallback) = SVGReaderStyle.paintServerReference(value)
      else { continue }
      let id = Self.urlReference(reference)
      let target = id.flatMap { elementsByID[$0] }.map(SVGReaderAttributes.localName(of:))
      let problem =
        switch (id, target) {
        case (let id?, nil): "refers to \(MessageQuotation.quoted("#" + id)), which does not exist"
        case (let id?, let name?) where !Self.paintServers.contains(name):
          "refers to \(MessageQuotation.quoted("#" + id)), a \(MessageQuotation.tag(name)), which is not a paint server"
        default: "refers to a paint server, which is not supported"
        }
      // A malformed fallback is not announced here: the property's error names it.
      let outcome =
        if let fallback, fallback.lowercased() != "none" {
          "painted with the fallback \(MessageQuotation.quoted(fallback))"
        } else {
          "painted as none"
        }
      try warn(
        element,
        "\(property) \(MessageQuotation.quoted(CSSDeclarationParser.trimmed(value))) \(problem); \(outcome)")
    }
  }

  /// `own`, the values `element` specifies, cascaded over its parent's computed `parent`,
  /// with the font size and the font-relative lengths computed (`SVGFontSize.makeAbsolute`);
  /// a font size that cannot be computed is an error naming the element.
  static func cascade(
    _ element: XMLElement, own: [String: String], parent: [String: String]
  ) throws(SVGReadError) -> [String: String] {
    var properties = CSSCascade.resolve(parent: parent, own: own)
    do {
      try SVGFontSize.makeAbsolute(&properties, own: own, parent: parent)
    } catch {
      throw SVGReaderAttributes.propertyError(element, error)
    }
    return properties
  }

  /// `properties` read as typed values; an error names `element`.
  func typedStyle(
    _ element: XMLElement, _ properties: [String: String], viewport: SVGViewportSize
  ) throws(SVGReadError) -> SVGReaderStyle {
    do {
      return try SVGReaderStyle(properties: properties, viewport: viewport)
    } catch {
      throw SVGReaderAttributes.propertyError(element, error)
    }
  }

  /// The element's own specified property strings: presentation attributes, style rules and
  /// its `style` attribute, by the cascade's order, without invalid declarations (computed
  /// before the walk).
  func specifiedValues(of element: XMLElement) -> [String: String] {
    specified[element]
  }
}
