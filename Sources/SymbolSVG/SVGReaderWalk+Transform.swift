import SymbolGeometry

/// An element's own transform during the walk: the `transform` attribute, or the CSS
/// property SVG 2 makes of it, about the element's `transform-origin`.
extension SVGReaderWalk {
  /// The transform of `element`, from its computed `properties`, applied about its
  /// `transform-origin`; identity when it has none.
  ///
  /// The origin's percentages and keywords are of the reference box `transform-box` names:
  /// the view box (the initial value: `viewport`, from the user space's origin), or for a
  /// shape its geometry's bounds (`fill-box`, and `content-box`, which SVG reads as it), as
  /// browsers draw `transform-origin: center; transform-box: fill-box`. Other elements have
  /// no fill box here, so theirs is the view box, with a warning.
  mutating func transform(
    of element: XMLElement, _ properties: [String: String], viewport: SVGViewportSize
  ) throws(SVGReadError) -> Transform {
    guard let text = properties["transform"] else { return .identity }
    let transform: Transform
    do {
      transform = try SVGTransformParser.parse(text)
    } catch {
      let message = "\(MessageQuotation.quoted(CSSDeclarationParser.trimmed(text))): \(error.description)"
      throw SVGReaderAttributes.propertyError(
        element, SVGStyleValueError(property: "transform", message: message, origin: nil))
    }
    // A malformed origin or box was dropped by the cascade (`SVGReaderStyle.invalidity`).
    // SVG's initial origin is `0 0`: the user space's origin in the view box, but the
    // corner of a fill box, which moves the transform even when no origin is given.
    let originText = properties["transform-origin"]
    let boxName = properties["transform-box"].map(CSSDeclarationParser.trimmed)?.lowercased()
    let isFillBox = boxName == "fill-box" || boxName == "content-box"
    guard transform != .identity, originText != nil || isFillBox,
      let origin = try? SVGTransformOrigin.parse(originText ?? "0 0")
    else { return transform }
    var box = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    if isFillBox {
      let name = SVGReaderAttributes.localName(of: element)
      if SVGReaderShapes.names.contains(name) {
        // Path data errors are warned about where the shape is drawn.
        var pathDataError: PathDataError?
        let path = try SVGReaderShapes.path(
          of: element, named: name, viewport: viewport, fontSize: SVGFontSize.of(properties),
          pathDataError: &pathDataError)
        box = path?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
      } else {
        try warn(
          element,
          "transform-box \(MessageQuotation.quoted(boxName ?? "")) is supported on shapes only; the view box applies"
        )
      }
    }
    let point = origin.point(in: box, fontSize: SVGFontSize.of(properties))
    return Transform.translation(-point.x, -point.y).then(transform).then(.translation(point.x, point.y))
  }
}
