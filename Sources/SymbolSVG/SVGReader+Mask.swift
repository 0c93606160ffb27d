import SymbolGeometry

/// What an element's `mask` property asks for.
enum MaskReference {
  /// No mask (`none`, absent, or a reference that could not be used, after a warning).
  case unmasked
  /// A mask region of zero width or height: SVG draws nothing of the element.
  case hidden
  /// The `<mask>` element `target` (id `id`), with its settings and its computed
  /// properties (which its content inherits) read.
  case mask(SVGMask, target: XMLElement, id: String, properties: [String: String])

  var isMask: Bool {
    if case .mask = self { return true }
    return false
  }
}

extension SVGReaderWalk {
  /// Reads the element's `mask` property: `url(#id)` naming a `<mask>`. Anything else is
  /// drawn unmasked after a warning (an error with `strict`); a reference back into a mask
  /// being read is a cycle.
  mutating func maskReference(
    _ element: XMLElement, _ properties: [String: String], _ viewport: SVGViewportSize
  ) throws(SVGReadError) -> MaskReference {
    guard
      let (id, target) = try referencedElement(
        element, properties, property: "mask", expected: "mask", outcome: "drawn unmasked")
    else { return .unmasked }
    if activeReferences.contains(id) {
      throw .referenceCycle(ids: references + [id], line: element.line, column: element.column)
    }
    let (properties, _) = try computedStyle(target, parent: inherited(byReferenced: id), viewport: viewport)
    guard let settings = try maskSettings(target, properties, viewport) else { return .hidden }
    return .mask(settings, target: target, id: id, properties: properties)
  }

  /// The element that `property` (`mask`, `clip-path`) names with `url(#id)` when it is a
  /// `<expected>` of this document, with its id; `nil` for `none` or no value, and, after a
  /// warning (an error with `strict`) ending in `outcome`, for any other value or target.
  /// `unsupported` says what else the property may hold that is not read.
  mutating func referencedElement(
    _ element: XMLElement, _ properties: [String: String], property: String, expected: String,
    unsupported: String = "", outcome: String
  ) throws(SVGReadError) -> (id: String, target: XMLElement)? {
    guard let value = properties[property].map(CSSDeclarationParser.trimmed), value.lowercased() != "none"
    else { return nil }
    guard let id = Self.urlReference(value) else {
      try warn(
        element,
        "\(property) \(MessageQuotation.quoted(value)) is not a url(#id) reference\(unsupported); \(outcome)")
      return nil
    }
    guard let target = elementsByID[id], SVGReaderAttributes.localName(of: target) == expected else {
      try warn(
        element,
        "\(property) refers to \(MessageQuotation.quoted("#" + id)), which is not a <\(expected)> in this document; \(outcome)"
      )
      return nil
    }
    return (id, target)
  }

  /// Queues the reading of `target`'s content after the masked element's own: `openMask`
  /// runs first, so the tasks go on the stack in the opposite order.
  mutating func scheduleMask(_ reference: MaskReference, _ viewport: SVGViewportSize) {
    guard case .mask(let settings, let target, let id, let properties) = reference else { return }
    tasks.append(.closeMask)
    let context = Context(properties: properties, placement: .identity, viewport: viewport)
    schedule(children: target.childElements, context)
    tasks.append(.openMask(settings, id: id))
  }

  /// The `<mask>` element's units, region and type (from its computed `properties`); `nil`
  /// when the region has no area.
  private func maskSettings(
    _ mask: XMLElement, _ properties: [String: String], _ viewport: SVGViewportSize
  ) throws(SVGReadError) -> SVGMask? {
    let fontSize = SVGFontSize.of(properties)
    let regionUnits = try units(mask, "maskUnits", default: .objectBoundingBox)
    let contentUnits = try units(mask, "maskContentUnits", default: .userSpaceOnUse)
    // In bounding-box units a percentage is a fraction of the box; in user space, of the
    // viewport.
    let (across, down) =
      regionUnits == .objectBoundingBox ? (1.0, 1.0) : (viewport.width, viewport.height)
    func length(_ name: String, _ fallback: Double, _ reference: Double) throws(SVGReadError) -> Double {
      let given = try SVGReaderAttributes.length(mask, name, reference: reference, fontSize: fontSize)
      return given ?? fallback * reference
    }
    let x = try length("x", -0.1, across)
    let y = try length("y", -0.1, down)
    let width = try length("width", 1.2, across)
    let height = try length("height", 1.2, down)
    for (name, value) in [("width", width), ("height", height)] where value < 0 {
      throw SVGReaderAttributes.error(mask, name, "'\(value)' is negative; a mask's size is 0 or more")
    }
    guard width > 0, height > 0 else { return nil }
    let kind: SVGMask.Kind
    switch properties["mask-type"].map(CSSDeclarationParser.trimmed)?.lowercased() ?? "luminance" {
    case "luminance": kind = .luminance
    case "alpha": kind = .alpha
    case let other:
      throw SVGReaderAttributes.error(
        mask, "mask-type", "\(MessageQuotation.quoted(other)) is not accepted; expected luminance or alpha")
    }
    return SVGMask(
      region: Rect(x: x, y: y, width: width, height: height), regionUnits: regionUnits,
      contentUnits: contentUnits, kind: kind,
      source: SVGElementLocation(element: "mask", line: mask.line, column: mask.column))
  }

  /// A units attribute (`maskUnits`, `clipPathUnits`…): `fallback` when absent, an error
  /// when neither keyword.
  func units(
    _ element: XMLElement, _ name: String, default fallback: SVGMask.Units
  ) throws(SVGReadError) -> SVGMask.Units {
    guard let text = element.attribute(name).map(CSSDeclarationParser.trimmed) else { return fallback }
    switch text {
    case "userSpaceOnUse": return .userSpaceOnUse
    case "objectBoundingBox": return .objectBoundingBox
    default:
      throw SVGReaderAttributes.error(
        element, name,
        "\(MessageQuotation.quoted(text)) is not accepted; expected userSpaceOnUse or objectBoundingBox")
    }
  }

  /// What the `<mask>` or `<clipPath>` with id `id` inherits: its ancestors' properties,
  /// cascaded from the root down (where it is defined, not where it is used), each
  /// ancestor's computed once however many masks lie below it (30,000 nested masks, each
  /// cascading its whole chain of ancestors, took 35 s).
  ///
  /// Only the property strings are cascaded (and `font-size` made absolute, for `em`): the
  /// ancestors' own values were checked, and warned about, where they are drawn (or do not
  /// matter where they are not).
  mutating func inherited(byReferenced id: String) -> [String: String] {
    guard let target = elementsByID[id], let parent = referencedParents[target.index] else { return [:] }
    // Up to the nearest ancestor computed already (or past the root), then down again.
    var chain: [XMLElement] = []
    var next: XMLElement? = parent
    var properties: [String: String] = [:]
    while let element = next {
      if let known = ancestorProperties[element.index] {
        properties = known
        break
      }
      chain.append(element)
      next = referencedParents[element.index]
    }
    for ancestor in chain.reversed() {
      var own = specifiedValues(of: ancestor)
      // Replaced silently: where the ancestor is drawn, its problems are reported.
      if specified.substitutes(ancestor) { own = Self.substitutingVariables(own, parent: properties).values }
      var cascaded = CSSCascade.resolve(parent: properties, own: own)
      // Inherited in px, as where the ancestors are drawn; a bad size, reported there, is
      // left out here.
      if (try? SVGFontSize.makeAbsolute(&cascaded, own: own, parent: properties)) == nil {
        cascaded["font-size"] = properties["font-size"]
      }
      properties = cascaded
      ancestorProperties[ancestor.index] = properties
    }
    return properties
  }

  /// The id in `url(#id)` (quotes allowed), or `nil`.
  static func urlReference(_ value: String) -> String? {
    guard value.lowercased().hasPrefix("url("), value.hasSuffix(")") else { return nil }
    var inner = CSSDeclarationParser.trimmed(String(value.dropFirst(4).dropLast()))
    if inner.count >= 2, let first = inner.first, first == "'" || first == "\"", inner.last == first {
      inner = String(inner.dropFirst().dropLast())
    }
    guard inner.hasPrefix("#"), inner.count > 1 else { return nil }
    return String(inner.dropFirst())
  }
}
