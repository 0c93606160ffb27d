/// Every element's own specified property strings (presentation attributes, style rules and
/// `style`, by the cascade's order, each the strongest valid declaration of its property),
/// computed once for each element of the document before the walk, with the invalid
/// declarations that were ignored on the way.
///
/// The walk asks for an element's values each time it draws the element, and a `use` draws
/// its target again for every reference (up to `SVGReadOptions.maximumExpandedElements`),
/// so cascading on demand paid the selector matching again for every instance. Computed
/// here, the cascade costs what the document's elements ask of the style sheet, counted
/// first against ``CSSCascade/maximumSelectorTests``.
struct SVGSpecifiedValues: Sendable {
  /// By the element's position in its document's tree.
  private var values: [[String: String]]
  /// The ignored declarations of the few elements that have any, by position in the tree.
  private var ignored: [Int: [SVGStyleValueError]] = [:]
  /// The elements, by position in the tree, that specify a custom property or a value
  /// holding `var()`, whose values are to be substituted where they are styled (none in a
  /// document without `var()`, which so costs nothing more).
  private var substituted: Set<Int> = []
  /// How many custom property values the elements specify in all, up to the limit.
  private var customPropertyValues = 0
  /// Whether some element's custom properties were not read, past the limit.
  private(set) var droppedCustomProperties = false

  /// The values of `elements`, every element of one document; with `readsVariables`, the
  /// elements to substitute are noted, and the custom properties past `customPropertyLimit`
  /// values in all are dropped.
  ///
  /// - Throws: ``SVGReadError/styleSheetTooCostly(tests:limit:line:column:)`` at
  ///   `styleElement` (the document's first `<style>`) when styling `elements` would test
  ///   more selectors than `limit`, before any is tested.
  init(
    elements: [XMLElement], cascade: CSSCascade, styleElement: XMLElement?, limit: Int,
    readsVariables: Bool = false, customPropertyLimit: Int = SVGReadOptions.defaultMaximumCustomPropertyValues
  ) throws(SVGReadError) {
    var cascade = cascade
    var tests = 0
    for element in elements {
      tests += cascade.candidateCount(
        typeName: SVGReaderAttributes.localName(of: element), id: element.attribute("id"),
        classes: CSSCascade.classList(element.attribute("class")))
    }
    if tests > limit, let styleElement {
      throw .styleSheetTooCostly(
        tests: tests, limit: limit, line: styleElement.line, column: styleElement.column)
    }
    values = Array(repeating: [:], count: elements.first?.tree.records.count ?? 0)
    for element in elements {
      // The attributes as the element holds them: a dictionary of them, sorted, for every
      // element was a tenth of reading a large drawing.
      let (specifiedOwn, problems) = cascade.specifiedValues(
        typeName: SVGReaderAttributes.localName(of: element), id: element.attribute("id"),
        classes: CSSCascade.classList(element.attribute("class")),
        attributeList: element.attributes.lazy.map { ($0.name, $0.value) },
        style: element.attribute("style"),
        validating: {
          SVGReaderStyle.invalidity(of: $0, origin: $1, readsVariables: readsVariables)
        })
      var own = specifiedOwn
      if readsVariables {
        let custom = own.keys.count { CSSVariableSubstitution.isCustomProperty($0) }
        if customPropertyValues + custom > customPropertyLimit {
          own = own.filter { !CSSVariableSubstitution.isCustomProperty($0.key) }
          if !droppedCustomProperties {
            // The later elements' custom properties are not even cascaded: filtering them
            // out of each element still took 0.1 ms an element under a rule of 254.
            droppedCustomProperties = true
            var withoutCustom = CSSCascade(
              styleSheet: cascade.styleSheet,
              properties: cascade.properties.filter { !CSSVariableSubstitution.isCustomProperty($0) },
              isValid: cascade.isValid)
            withoutCustom.keepingEmptyValuesOf = cascade.keepingEmptyValuesOf
            cascade = withoutCustom
          }
        } else {
          customPropertyValues += custom
        }
      }
      values[element.index] = SVGReaderStyle.resolvingCurrentColor(own)
      if !problems.isEmpty { ignored[element.index] = problems }
      if readsVariables,
        own.contains(where: {
          CSSVariableSubstitution.isCustomProperty($0.key) || CSSVariableSubstitution.containsVar($0.value)
        })
      {
        substituted.insert(element.index)
      }
    }
  }

  /// Whether `element` specifies a custom property or a value holding `var()`.
  func substitutes(_ element: XMLElement) -> Bool {
    !substituted.isEmpty && substituted.contains(element.index)
  }

  /// The specified values of `element`, an element of the document read.
  subscript(element: XMLElement) -> [String: String] {
    element.index < values.count ? values[element.index] : [:]
  }

  /// The declarations of `element` ignored as invalid that would otherwise have given a
  /// property its value, by property name.
  func ignoredDeclarations(of element: XMLElement) -> [SVGStyleValueError] {
    ignored[element.index] ?? []
  }
}
