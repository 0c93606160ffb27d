import SymbolGeometry

/// SVG 2's `transform-origin`: the point an element's `transform` is applied about, so that
/// `rotate(30)` with `transform-origin="44 9"` turns about (44, 9) rather than the origin.
///
/// Lengths are from the reference box's top left corner (`transform-box`: the view box,
/// from the user space's origin, or a shape's bounds), percentages and keywords of its
/// width or height, as browsers resolve them. One component sets x (or y, for `top` and
/// `bottom`) and centres the other; two are x then y, or keywords in either order
/// (`top left`); a third, the z offset, is read and has no effect on a flat drawing.
struct SVGTransformOrigin: Hashable, Sendable {
  /// One coordinate: a length (`10`, `2mm`, `50%`), or a keyword's fraction of the box.
  enum Component: Hashable, Sendable {
    case length(SVGLength)
    case fraction(Double)

    func resolved(extent: Double, fontSize: Double) -> Double {
      switch self {
      case .length(let length): length.resolved(percentageOf: extent, fontSize: fontSize)
      case .fraction(let fraction): fraction * extent
      }
    }
  }

  var x: Component
  var y: Component

  /// What the property accepts, for messages.
  static let acceptedSyntax =
    "one to three of left, center, right, top, bottom or a length or percentage (x, then y, then z)"

  /// Parses a value.
  ///
  /// - Throws: a message naming the part that cannot be read, or the order that is wrong.
  static func parse(_ text: String) throws(SVGAttributeError) -> SVGTransformOrigin {
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .map(String.init)
    func failure(_ problem: String) -> SVGAttributeError {
      SVGAttributeError(text: text, offset: 0, problem: problem, hint: "accepted: \(acceptedSyntax)")
    }
    guard (1...3).contains(tokens.count) else {
      throw failure("expected one to three values, found \(tokens.count)")
    }
    func component(_ token: String) throws(SVGAttributeError) -> (Component, axis: Character?) {
      switch token.lowercased() {
      case "left": return (.fraction(0), "x")
      case "right": return (.fraction(1), "x")
      case "top": return (.fraction(0), "y")
      case "bottom": return (.fraction(1), "y")
      case "center": return (.fraction(0.5), nil)
      default:
        do {
          return (.length(try SVGLength.parse(token)), nil)
        } catch {
          throw failure("\(MessageQuotation.quoted(token)) is neither a keyword nor a length")
        }
      }
    }
    let first = try component(tokens[0])
    guard tokens.count > 1 else {
      return first.axis == "y"
        ? SVGTransformOrigin(x: .fraction(0.5), y: first.0)
        : SVGTransformOrigin(x: first.0, y: .fraction(0.5))
    }
    let second = try component(tokens[1])
    if tokens.count == 3 {
      guard let depth = try? SVGLength.parse(tokens[2]), !depth.isPercentage else {
        throw failure(
          "the third value, \(MessageQuotation.quoted(tokens[2])), must be a length (not a percentage)")
      }
    }
    // Keywords may come in either order (`top left`); a length is always x then y.
    let swapped = first.axis == "y" || second.axis == "x"
    let (x, y) = swapped ? (second, first) : (first, second)
    guard x.axis != "y", y.axis != "x", !(swapped && (isLength(first.0) || isLength(second.0))) else {
      throw failure("\(MessageQuotation.quoted(text)) does not give x then y")
    }
    return SVGTransformOrigin(x: x.0, y: y.0)
  }

  private static func isLength(_ component: Component) -> Bool {
    if case .length = component { return true }
    return false
  }

  /// The origin in user units: lengths from the reference box's top left corner,
  /// percentages and keywords of its width and height.
  func point(in box: Rect, fontSize: Double) -> Point {
    Point(
      box.minX + x.resolved(extent: box.width, fontSize: fontSize),
      box.minY + y.resolved(extent: box.height, fontSize: fontSize))
  }
}
