import SymbolGeometry

/// What an element's `clip-path` property asks for.
enum ClipReference {
  /// No clip (`none`, absent, or a value that could not be used, after a warning).
  case unclipped
  /// A `<clipPath>` without a shape to clip to: SVG draws nothing of the element.
  case hidden
  /// The clip read from the `<clipPath>`.
  case clip(SVGClip)

  /// The clip to apply, if any.
  var clip: SVGClip? {
    if case .clip(let clip) = self { return clip }
    return nil
  }
}

extension SVGClip {
  /// The box holding every shape, to trim the paint reach of the group it clips; `nil` in
  /// bounding-box units (the box is not known while reading) and when a shape is not
  /// finite, which leaves the reach as it is: larger than needed, never smaller.
  var userSpaceBounds: Rect? {
    guard units == .userSpaceOnUse else { return nil }
    var bounds: Rect?
    for shape in shapes {
      guard shape.path.isFinite else { return nil }
      guard let box = shape.path.controlBounds else { continue }
      bounds = bounds.map { $0.union(box) } ?? box
    }
    return bounds
  }
}

/// Reads `clip-path` references and the `<clipPath>` elements they name.
///
/// A clip path's content is read whole at every reference, straight into an `SVGClip`:
/// it holds only shapes (and `use`s of one), none of which may be clipped or masked in turn
/// here, so no reference can lead back into it and no task needs scheduling.
extension SVGReaderWalk {
  /// Reads the element's `clip-path` property: `url(#id)` naming a `<clipPath>`. Anything
  /// else (CSS shapes such as `inset()`, a reference to another element or to none) is
  /// drawn unclipped after a warning (an error with `strict`).
  ///
  /// `viewport` is the one the element is drawn in, which percentages in a clip path in user
  /// space refer to.
  mutating func clipReference(
    _ element: XMLElement, _ properties: [String: String], _ viewport: SVGViewportSize
  ) throws(SVGReadError) -> ClipReference {
    guard
      let (id, target) = try referencedElement(
        element, properties, property: "clip-path", expected: "clipPath",
        unsupported: " (CSS shapes are not supported)", outcome: "drawn unclipped")
    else { return .unclipped }
    let clip = try readClip(target, id: id, viewport: viewport)
    // SVG: a clip path without content clips everything away.
    return clip.shapes.isEmpty ? .hidden : .clip(clip)
  }

  /// The `<clipPath>` `clipPath` (id `id`) read into a clip: its shapes placed by their own
  /// transforms and then the clip path's, in its units.
  ///
  /// Properties cascade from the clip path and its ancestors, where it is defined, not from
  /// the element it clips. In bounding-box units the shapes' user space is the unit box, so
  /// percentages in them are of a 1 × 1 viewport (50% is 0.5, as in the box's own
  /// fractions); SVG 2 leaves them to the general rules for percentages, which name the
  /// nearest viewport, but a viewport's size means nothing in units of the box.
  private mutating func readClip(
    _ clipPath: XMLElement, id: String, viewport: SVGViewportSize
  ) throws(SVGReadError) -> SVGClip {
    let properties = try clipProperties(clipPath, parent: inherited(byReferenced: id))
    if Self.hasClipPath(properties) {
      try warn(clipPath, "clip-path on a <clipPath> is not supported; ignored")
    }
    let units = try units(clipPath, "clipPathUnits", default: .userSpaceOnUse)
    let transform = try transform(of: clipPath, properties, viewport: viewport)
    let contentViewport = units == .objectBoundingBox ? SVGViewportSize(width: 1, height: 1) : viewport
    var shapes: [SVGClip.Shape] = []
    // `display` does not apply to the clip path itself (SVG 1.1 §14.3.5): one that is
    // `display: none`, or inside such an element, still clips.
    for child in clipPath.childElements {
      guard let shape = try clipShape(child, inheriting: properties, placement: transform, contentViewport)
      else { continue }
      shapes.append(shape)
    }
    return SVGClip(
      shapes: shapes, units: units,
      source: SVGElementLocation(element: "clipPath", line: clipPath.line, column: clipPath.column))
  }

  /// The shape a child of a clip path contributes, placed by `placement` and its own
  /// transform; `nil` for one that contributes nothing (not displayed, invisible, without
  /// geometry) and, after a warning, for content that is not supported.
  private mutating func clipShape(
    _ element: XMLElement, inheriting parent: [String: String], placement: Transform,
    _ viewport: SVGViewportSize
  ) throws(SVGReadError) -> SVGClip.Shape? {
    try countExpansion(element)
    // Foreign vocabularies and elements that never draw are skipped, as elsewhere.
    if try isForeign(element) { return nil }
    let name = SVGReaderAttributes.localName(of: element)
    if Self.silentElements.contains(name) { return nil }
    let properties = try clipProperties(element, parent: parent)
    guard Self.isDisplayed(properties) else { return nil }
    let isShape = SVGReaderShapes.names.contains(name)
    if (isShape || name == "use") && Self.hasClipPath(properties) {
      try warn(element, "clip-path inside a <clipPath> is not supported; ignored")
    }
    let placement = placement.concatenating(
      try transform(of: element, properties, viewport: viewport))
    if isShape {
      return try clipOutline(element, name, properties, placement: placement, viewport)
    }
    guard name == "use" else {
      try warn(
        element,
        "\(MessageQuotation.tag(name)) inside a <clipPath> is not supported (only shapes, paths and a use of one); skipped"
      )
      return nil
    }
    // SVG 1.1 §14.3.5: a `use` in a clip path must refer directly to a shape.
    guard let id = SVGReaderAttributes.referencedID(element), let target = elementsByID[id] else {
      try warn(element, "<use> inside a <clipPath> refers to no element of this document; skipped")
      return nil
    }
    let targetName = SVGReaderAttributes.localName(of: target)
    guard SVGReaderShapes.names.contains(targetName) else {
      try warn(
        element,
        "<use> inside a <clipPath> refers to a \(MessageQuotation.tag(targetName)), not to a shape or path; skipped"
      )
      return nil
    }
    try countExpansion(target)
    let fontSize = SVGFontSize.of(properties)
    let x = try SVGReaderAttributes.length(element, "x", reference: viewport.width, fontSize: fontSize) ?? 0
    let y = try SVGReaderAttributes.length(element, "y", reference: viewport.height, fontSize: fontSize) ?? 0
    // The target inherits from the `use`, as an instance does.
    let targetProperties = try clipProperties(target, parent: properties)
    guard Self.isDisplayed(targetProperties) else { return nil }
    if Self.hasClipPath(targetProperties) {
      try warn(target, "clip-path inside a <clipPath> (through <use>) is not supported; ignored")
    }
    let targetPlacement = placement.concatenating(.translation(x, y)).concatenating(
      try transform(of: target, targetProperties, viewport: viewport))
    return try clipOutline(target, targetName, targetProperties, placement: targetPlacement, viewport)
  }

  /// A shape's outline, placed, with its `clip-rule`; `nil` when hidden by `visibility` or
  /// when SVG does not render the shape (no `d`, a zero size).
  private mutating func clipOutline(
    _ element: XMLElement, _ name: String, _ properties: [String: String], placement: Transform,
    _ viewport: SVGViewportSize
  ) throws(SVGReadError) -> SVGClip.Shape? {
    let visibility = properties["visibility"].map(CSSDeclarationParser.trimmed)?.lowercased()
    guard visibility != "hidden" && visibility != "collapse" else { return nil }
    let rule: SVGFillRule
    let ruleValue = properties["clip-rule"].map(CSSDeclarationParser.trimmed) ?? "nonzero"
    if let parsed = SVGFillRule(rawValue: ruleValue.lowercased()) {
      rule = parsed
    } else {
      throw SVGReaderAttributes.propertyError(
        element,
        SVGStyleValueError(
          property: "clip-rule",
          message: "\(MessageQuotation.quoted(ruleValue)) is not one of nonzero, evenodd"))
    }
    guard
      let path = try shapePath(
        of: element, named: name, viewport: viewport, fontSize: SVGFontSize.of(properties), isShared: true)
    else { return nil }
    return SVGClip.Shape(path: path.transformed(by: placement), rule: rule)
  }

  /// The computed property strings of an element inside a clip path. Only the cascade and
  /// `font-size` are checked: paints, opacities and strokes do not matter to a clip, so
  /// their values are neither parsed nor warned about, nor are their `var()`.
  private func clipProperties(
    _ element: XMLElement, parent: [String: String]
  ) throws(SVGReadError) -> [String: String] {
    var own = specifiedValues(of: element)
    if specified.substitutes(element) { own = Self.substitutingVariables(own, parent: parent).values }
    return try Self.cascade(element, own: own, parent: parent)
  }

  private static func isDisplayed(_ properties: [String: String]) -> Bool {
    properties["display"].map(CSSDeclarationParser.trimmed)?.lowercased() != "none"
  }

  private static func hasClipPath(_ properties: [String: String]) -> Bool {
    guard let value = properties["clip-path"].map(CSSDeclarationParser.trimmed) else { return false }
    return value.lowercased() != "none"
  }
}
