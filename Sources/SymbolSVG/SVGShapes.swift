import SymbolGeometry

/// SVG's basic shapes as paths, following the SVG 1.1 rules for their attributes.
///
/// Lengths arrive already resolved to user units. A shape that SVG says does not render
/// (a zero width, a zero radius) gives `nil`; a negative size is an error, as SVG 1.1
/// specifies. Every path is drawn the way SVG defines it (a rectangle starts on its top
/// edge where the corner radius ends, an ellipse at its right-most point, both clockwise
/// on screen), so that dashes start where other renderers start them.
public enum SVGShapes {
  /// Why a shape's attributes were refused.
  public struct ShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The element, such as `rect`.
    public var element: String
    /// The attribute at fault, such as `width`.
    public var attribute: String
    /// The offending value.
    public var value: Double
    /// A sentence naming the element, the attribute and what is accepted.
    public var description: String {
      "<\(element)> \(attribute): \(message(written: nil))"
    }

    /// Why the value is refused, quoting it as the document writes it (`text`), else as
    /// the number it resolved to; for messages that already name the element and attribute.
    public func message(written text: String?) -> String {
      let shown = MessageQuotation.quoted(text.map(CSSDeclarationParser.trimmed) ?? "\(value)")
      return value.isFinite
        ? "\(shown) is not accepted: \(attribute) must be a length of 0 or more"
        : "\(shown) is not accepted: it resolves to a length that is not a finite number"
    }
  }

  /// A rectangle, with rounded corners when `rx` or `ry` is given (`nil` when absent).
  ///
  /// SVG 1.1: a missing radius takes the other's value; both are clamped to half the
  /// width and height.
  public static func rect(
    x: Double, y: Double, width: Double, height: Double, rx: Double? = nil, ry: Double? = nil
  ) throws(ShapeError) -> Path? {
    try requireNonNegative("rect", "width", width)
    try requireNonNegative("rect", "height", height)
    if let rx { try requireNonNegative("rect", "rx", rx) }
    if let ry { try requireNonNegative("rect", "ry", ry) }
    guard width > 0, height > 0, x.isFinite, y.isFinite else { return nil }
    let radiusX = min(rx ?? ry ?? 0, width / 2)
    let radiusY = min(ry ?? rx ?? 0, height / 2)
    var builder = PathBuilder()
    builder.roundedRect(Rect(x: x, y: y, width: width, height: height), rx: radiusX, ry: radiusY)
    return builder.path
  }

  /// A circle; `nil` for a zero radius.
  public static func circle(cx: Double, cy: Double, r: Double) throws(ShapeError) -> Path? {
    try requireNonNegative("circle", "r", r)
    guard r > 0, cx.isFinite, cy.isFinite else { return nil }
    var builder = PathBuilder()
    builder.ellipse(center: Point(cx, cy), rx: r, ry: r)
    return builder.path
  }

  /// An ellipse; `nil` when either radius is zero. A radius that is `nil` (`auto` in SVG 2,
  /// or absent) takes the other's value, and both `nil` draw nothing.
  public static func ellipse(cx: Double, cy: Double, rx: Double?, ry: Double?) throws(ShapeError) -> Path? {
    if let rx { try requireNonNegative("ellipse", "rx", rx) }
    if let ry { try requireNonNegative("ellipse", "ry", ry) }
    guard let radiusX = rx ?? ry, let radiusY = ry ?? rx, radiusX > 0, radiusY > 0, cx.isFinite, cy.isFinite
    else { return nil }
    var builder = PathBuilder()
    builder.ellipse(center: Point(cx, cy), rx: radiusX, ry: radiusY)
    return builder.path
  }

  /// A line from (x1, y1) to (x2, y2): an open sub-path, which only a stroke shows.
  public static func line(x1: Double, y1: Double, x2: Double, y2: Double) -> Path {
    Path([.move(Point(x1, y1)), .line(Point(x2, y2))])
  }

  /// A polyline (open) or polygon (closed) through `points`; `nil` for no points.
  public static func poly(_ points: [Point], closed: Bool) -> Path? {
    guard let first = points.first else { return nil }
    var path = Path()
    path.move(to: first)
    for point in points.dropFirst() { path.line(to: point) }
    if closed { path.close() }
    return path
  }

  /// Parses a `points` attribute ("10,20 30 40 50-60"): numbers separated by white space
  /// and/or commas, in pairs. An odd number of coordinates drops the last one, as SVG 2
  /// specifies; a malformed number is an error whose offset points into `text`.
  public static func parsePoints(_ text: String) throws(PathDataError) -> [Point] {
    // The path-data scanner already reads every SVG number form, including compact ones
    // such as "1-2" and ".5.5"; after a move-to its coordinate pairs are implicit lines.
    guard text.contains(where: { !$0.isWhitespace && $0 != "," }) else { return [] }
    do {
      return try Path(svgPathData: "M" + text).points
    } catch {
      if case .expectedNumber = error.reason, error.found == nil {
        // Only the last pair's y is missing: complete it, then drop that point.
        let padded = try? Path(svgPathData: "M" + text + " 0").points
        if let padded { return Array(padded.dropLast()) }
      }
      var shifted = error
      shifted.offset = max(0, error.offset - 1)
      throw shifted
    }
  }

  private static func requireNonNegative(
    _ element: String, _ attribute: String, _ value: Double
  ) throws(ShapeError) {
    guard value.isFinite, value >= 0 else {
      throw ShapeError(element: element, attribute: attribute, value: value)
    }
  }
}
