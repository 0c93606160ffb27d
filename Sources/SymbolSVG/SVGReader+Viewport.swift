import SymbolGeometry

/// Establishes viewports: the document's, and those of nested `svg` and instantiated
/// `symbol` elements.
enum SVGReaderViewport {
  /// The size of the root viewport in px, the transform from the view box into it, and the
  /// viewport its content sees, in user units.
  ///
  /// Rules, in order: a `width`/`height` in an absolute unit is used as is; a missing (or
  /// percentage) one is derived from the other through the view box's aspect ratio, else taken
  /// from the view box size; with neither attribute nor view box the viewport is 100 × 100.
  ///
  /// Percentages inside refer to the view box, not to the pixel size (SVG 1.1 §7.10: the
  /// nearest viewport measured in the user units of the content), so scaling the output
  /// never changes what a percentage covers.
  static func root(
    _ svg: XMLElement, fontSize: Double
  ) throws(SVGReadError) -> (
    size: SVGViewportSize, transform: Transform, content: SVGViewportSize
  ) {
    let viewBox = try SVGReaderAttributes.viewBox(svg)
    let width = try absoluteSize(svg, "width", fontSize: fontSize)
    let height = try absoluteSize(svg, "height", fontSize: fontSize)
    let ratio = viewBox.map { $0.width / $0.height }
    let resolvedWidth: Double
    let resolvedHeight: Double
    switch (width, height, ratio) {
    case (let width?, let height?, _): (resolvedWidth, resolvedHeight) = (width, height)
    case (let width?, nil, let ratio?): (resolvedWidth, resolvedHeight) = (width, width / ratio)
    case (nil, let height?, let ratio?): (resolvedWidth, resolvedHeight) = (height * ratio, height)
    default:
      resolvedWidth = width ?? viewBox?.width ?? 100
      resolvedHeight = height ?? viewBox?.height ?? 100
    }
    let size = SVGViewportSize(width: resolvedWidth, height: resolvedHeight)
    guard let viewBox else { return (size, .identity, size) }
    let viewport = Rect(x: 0, y: 0, width: resolvedWidth, height: resolvedHeight)
    try refuseOverflowingScale(viewBox, into: viewport, svg)
    let transform = viewBox.transform(into: viewport, aspectRatio: try SVGReaderAttributes.aspectRatio(svg))
    return (size, transform, SVGViewportSize(width: viewBox.width, height: viewBox.height))
  }

  /// A non-negative size attribute in px; `nil` when absent or a percentage (the root's
  /// percentages refer to a host viewport the reader does not know).
  private static func absoluteSize(
    _ element: XMLElement, _ name: String, fontSize: Double
  ) throws(SVGReadError) -> Double? {
    guard let length = try SVGReaderAttributes.rawLength(element, name), !length.isPercentage else {
      return nil
    }
    guard !length.isNegative else { throw SVGReaderAttributes.error(element, name, "must not be negative") }
    return length.pixels(fontSize: fontSize)
  }

  /// The transform from a nested `svg`'s or an instantiated `symbol`'s content into its
  /// parent's user space, the viewport its content sees, and the viewport's rectangle in
  /// the parent's user space, which the content is clipped to.
  ///
  /// The viewport is `x`, `y`, `width`, `height` (a `use` may impose the size; missing sizes
  /// are 100% of the parent viewport). With a `viewBox` the content is fitted into it per
  /// `preserveAspectRatio`; without one it is only translated.
  static func nested(
    _ element: XMLElement, _ parent: SVGViewportSize, instance: SVGReaderWalk.InstanceSize?,
    fontSize: Double
  ) throws(SVGReadError) -> (transform: Transform, viewport: SVGViewportSize, bounds: Rect) {
    func length(_ name: String, _ reference: Double) throws(SVGReadError) -> Double? {
      try SVGReaderAttributes.length(element, name, reference: reference, fontSize: fontSize)
    }
    let x = try length("x", parent.width) ?? 0
    let y = try length("y", parent.height) ?? 0
    // A size imposed by `use` wins over the element's own attribute.
    let ownWidth = try nonNegative(element, "width", length("width", parent.width))
    let ownHeight = try nonNegative(element, "height", length("height", parent.height))
    let width = instance?.width ?? ownWidth ?? parent.width
    let height = instance?.height ?? ownHeight ?? parent.height
    let bounds = Rect(x: x, y: y, width: width, height: height)
    guard let viewBox = try SVGReaderAttributes.viewBox(element) else {
      return (.translation(x, y), SVGViewportSize(width: width, height: height), bounds)
    }
    try refuseOverflowingScale(viewBox, into: bounds, element)
    let transform = viewBox.transform(
      into: bounds, aspectRatio: try SVGReaderAttributes.aspectRatio(element))
    return (transform, SVGViewportSize(width: viewBox.width, height: viewBox.height), bounds)
  }

  /// The largest scale accepted from a view box to its viewport, on either axis.
  ///
  /// A positive view box can still be so small (a subnormal `1e-320`) that the scale to its
  /// viewport overflows to infinity, and the placement then turns every point into NaN, which
  /// would be reported far from its cause. Well below the overflow, this limit also keeps the
  /// offsets computed from the scale finite; no drawing needs a scale anywhere near it.
  static let maximumViewBoxScale = 1e300

  /// Refuses, naming `element`'s `viewBox`, a view box whose width or height is too small for
  /// the scale to `viewport` to stay within `maximumViewBoxScale`.
  private static func refuseOverflowingScale(
    _ viewBox: SVGViewBox, into viewport: Rect, _ element: XMLElement
  ) throws(SVGReadError) {
    let axes = [("width", viewBox.width, viewport.width), ("height", viewBox.height, viewport.height)]
    // Written so that a NaN ratio is refused too.
    for (name, size, extent) in axes where !(extent / size <= maximumViewBoxScale) {
      let text = element.attribute("viewBox") ?? viewBox.description
      let shown = extent == extent.rounded() && extent < 1e15 ? String(Int(extent)) : "\(extent)"
      throw SVGReaderAttributes.error(
        element, "viewBox",
        "\(MessageQuotation.quoted(text)): its \(name) is too small for the viewport's \(name) of \(shown): "
          + "the scale from one to the other exceeds 1e300; accepted: a \(name) of at least \(shown) / 1e300")
    }
  }

  /// `value`, the `name` attribute of `element`, refused when negative: a viewport of
  /// negative size is an error in SVG 1.1 (§5.1.2, §5.6), and a view box fitted into one
  /// would be mirrored.
  static func nonNegative(
    _ element: XMLElement, _ name: String, _ value: Double?
  ) throws(SVGReadError) -> Double? {
    if let value, value < 0 { throw SVGReaderAttributes.error(element, name, "must not be negative") }
    return value
  }

  /// Whether an element that establishes a viewport clips its content to it: SVG 1.1
  /// §14.3.3 gives `svg` and `symbol` `overflow: hidden`, and only `visible` and `auto`
  /// (which SVG draws as visible) turn the clip off. `scroll` clips, as there is nothing
  /// to scroll.
  static func clipsOverflow(_ properties: [String: String]) -> Bool {
    switch properties["overflow"].map(CSSDeclarationParser.trimmed)?.lowercased() {
    case "visible", "auto": false
    default: true
    }
  }
}
