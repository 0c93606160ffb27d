import SymbolGeometry

/// The `viewBox` attribute: the rectangle of user space that an `<svg>` (or `<symbol>`,
/// `<marker>`, `<pattern>`) stretches over its viewport.
///
/// Width and height must be positive: SVG disables rendering of the element for a zero size
/// and calls a negative one an error, so the parser rejects both and the caller decides
/// whether to skip the element or report it.
public struct SVGViewBox: Hashable, Sendable, CustomStringConvertible {
  /// The smallest x of the visible user space.
  public var minX: Double
  /// The smallest y of the visible user space.
  public var minY: Double
  /// The width of the visible user space, greater than zero.
  public var width: Double
  /// The height of the visible user space, greater than zero.
  public var height: Double

  /// Creates a view box; the caller keeps `width` and `height` positive.
  public init(minX: Double, minY: Double, width: Double, height: Double) {
    self.minX = minX
    self.minY = minY
    self.width = width
    self.height = height
  }

  /// The view box as a rectangle.
  public var rect: Rect { Rect(x: minX, y: minY, width: width, height: height) }

  /// The attribute value that would produce this view box.
  public var description: String { "\(minX) \(minY) \(width) \(height)" }

  /// Parses `min-x min-y width height`, separated by whitespace and/or single commas.
  public static func parse(_ text: String) throws(SVGAttributeError) -> SVGViewBox {
    let names = ["min-x", "min-y", "width", "height"]
    var scanner = SVGNumberScanner(text)
    var numbers: [Double] = []
    var offsets: [Int] = []
    scanner.skipWhitespace()
    for (index, name) in names.enumerated() {
      // A comma commits to another number, so "0,,0" is caught at the second comma.
      if index > 0, scanner.skipCommaWhitespace(), !scanner.startsNumber {
        throw scanner.error(
          "expected \(name) after ',' in viewBox, found "
            + scanner.quotedCharacter(at: scanner.position), at: scanner.position,
          hint: "expected 4 numbers: min-x min-y width height")
      }
      guard scanner.startsNumber else {
        throw scanner.error(
          "expected \(name) in viewBox, found \(scanner.quotedCharacter(at: scanner.position))",
          at: scanner.position, hint: "expected 4 numbers: min-x min-y width height")
      }
      offsets.append(scanner.position)
      numbers.append(try scanner.number("for \(name) in viewBox"))
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw scanner.error(
        "unexpected \(scanner.quotedCharacter(at: scanner.position)) after 4 numbers in viewBox",
        at: scanner.position)
    }
    for index in 2..<4 where !(numbers[index] > 0) {
      throw scanner.error(
        "viewBox \(names[index]) must be greater than 0, found \(numbers[index])",
        at: offsets[index], hint: "SVG disables rendering of an element with such a viewBox")
    }
    return SVGViewBox(minX: numbers[0], minY: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The transform from view-box coordinates to `viewport` coordinates, following SVG's
  /// "equivalent transform of an SVG viewport": scale (uniformly unless `aspectRatio` is
  /// `none`), then align the scaled box inside the viewport.
  ///
  /// With `meet` the whole view box is visible and may leave bands of viewport empty; with
  /// `slice` the viewport is covered and parts of the view box fall outside it (the caller
  /// clips). A zero-sized viewport yields a transform that collapses everything.
  public func transform(
    into viewport: Rect, aspectRatio: AspectRatio = AspectRatio()
  ) -> Transform {
    let scaleX = viewport.width / width
    let scaleY = viewport.height / height
    guard let (horizontal, vertical) = aspectRatio.alignment.axes else {
      return Transform(
        a: scaleX, b: 0, c: 0, d: scaleY, e: viewport.minX - minX * scaleX,
        f: viewport.minY - minY * scaleY)
    }
    let scale = aspectRatio.scaling == .meet ? min(scaleX, scaleY) : max(scaleX, scaleY)
    // The slack is what the uniformly scaled box leaves over (meet) or overhangs (slice);
    // the alignment decides which fraction of it goes before the box.
    let slackX = viewport.width - width * scale
    let slackY = viewport.height - height * scale
    return Transform(
      a: scale, b: 0, c: 0, d: scale,
      e: viewport.minX - minX * scale + horizontal.fraction * slackX,
      f: viewport.minY - minY * scale + vertical.fraction * slackY)
  }
}
