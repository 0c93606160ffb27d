import SymbolGeometry

/// Converts the geometry elements (`path` and the basic shapes) into paths in user space.
enum SVGReaderShapes {
  /// The element names this type converts.
  static let names: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

  /// The element's geometry, or `nil` when SVG says it does not render (no `d`, a zero size).
  ///
  /// Malformed values are errors rather than partial geometry: an icon that silently loses
  /// half its outline is worse than one that fails to load with the position of the typo.
  /// Path data is the exception, as SVG specifies it and browsers and rsvg draw it: `d` is
  /// drawn up to its first error, which is returned in `pathDataError` for the caller to warn
  /// about (Breeze ships icons whose `d` ends in a bare `h`).
  static func path(
    of element: XMLElement, named name: String, viewport: SVGViewportSize, fontSize: Double,
    pathDataError: inout PathDataError?
  ) throws(SVGReadError) -> Path? {
    let horizontal = viewport.width
    let vertical = viewport.height
    do {
      switch name {
      case "path":
        guard let data = element.attribute("d") else { return nil }
        let (path, error) = SVGPathParser.parseLeniently(data)
        pathDataError = error
        return path.isEmpty ? nil : path
      case "rect":
        return try SVGShapes.rect(
          x: try length(element, "x", horizontal, fontSize), y: try length(element, "y", vertical, fontSize),
          width: try length(element, "width", horizontal, fontSize),
          height: try length(element, "height", vertical, fontSize),
          rx: try radius(element, "rx", horizontal, fontSize),
          ry: try radius(element, "ry", vertical, fontSize))
      case "circle":
        return try SVGShapes.circle(
          cx: try length(element, "cx", horizontal, fontSize),
          cy: try length(element, "cy", vertical, fontSize),
          r: try length(element, "r", viewport.diagonal, fontSize))
      case "ellipse":
        return try SVGShapes.ellipse(
          cx: try length(element, "cx", horizontal, fontSize),
          cy: try length(element, "cy", vertical, fontSize),
          rx: try radius(element, "rx", horizontal, fontSize),
          ry: try radius(element, "ry", vertical, fontSize))
      case "line":
        return SVGShapes.line(
          x1: try length(element, "x1", horizontal, fontSize),
          y1: try length(element, "y1", vertical, fontSize),
          x2: try length(element, "x2", horizontal, fontSize),
          y2: try length(element, "y2", vertical, fontSize))
      case "polyline", "polygon":
        return SVGShapes.poly(try points(element), closed: name == "polygon")
      default:
        return nil
      }
    } catch let failure as SVGShapes.ShapeError {
      throw SVGReaderAttributes.error(
        element, failure.attribute, failure.message(written: element.attribute(failure.attribute)))
    } catch let failure as SVGReadError {
      throw failure
    } catch {
      // Every call above throws one of the two types handled; this keeps the signature typed.
      throw SVGReaderAttributes.error(element, "", "\(error)")
    }
  }

  private static func points(_ element: XMLElement) throws(SVGReadError) -> [Point] {
    guard let text = element.attribute("points") else { return [] }
    do {
      return try SVGShapes.parsePoints(text)
    } catch {
      throw SVGReaderAttributes.error(element, "points", error.description)
    }
  }

  private static func length(
    _ element: XMLElement, _ name: String, _ reference: Double, _ fontSize: Double
  ) throws(SVGReadError) -> Double {
    try SVGReaderAttributes.length(element, name, reference: reference, fontSize: fontSize) ?? 0
  }

  /// A radius of a rectangle's corners or of an ellipse; `auto` (SVG 2) means the same as
  /// leaving it out: the other radius applies.
  private static func radius(
    _ element: XMLElement, _ name: String, _ reference: Double, _ fontSize: Double
  ) throws(SVGReadError) -> Double? {
    if element.attribute(name).map(CSSDeclarationParser.trimmed)?.lowercased() == "auto" { return nil }
    return try SVGReaderAttributes.length(element, name, reference: reference, fontSize: fontSize)
  }
}
