/// Computes `font-size`, which `em` and `ex` lengths are multiples of.
///
/// The computed value is what children inherit: the reader stores it back into an
/// element's properties in px, so that `2em` doubles the parent's size once rather than at
/// every level below.
enum SVGFontSize {
  /// The size when no element sets one: CSS's `medium`.
  static let initial = SVGLength.defaultFontSize

  /// CSS Fonts' absolute-size keywords, as factors of `medium`.
  private static let keywords: [String: Double] = [
    "xx-small": 3.0 / 5, "x-small": 3.0 / 4, "small": 8.0 / 9, "medium": 1, "large": 6.0 / 5,
    "x-large": 3.0 / 2, "xx-large": 2, "xxx-large": 3,
  ]

  /// The ratio `larger` and `smaller` step by, as CSS suggests and browsers use.
  private static let relativeStep = 1.2

  /// The font size in px of an element whose computed properties are `properties`.
  static func of(_ properties: [String: String]) -> Double {
    // Always the px value written by `computed(_:parent:)`, or absent.
    guard let text = properties["font-size"], let length = try? SVGLength.parse(text) else { return initial }
    return length.pixels(fontSize: initial) ?? initial
  }

  /// Replaces the `font-size` among an element's cascaded `properties` by its computed value
  /// in px, when the element itself (`own`) sets one; `parent` is the parent's computed
  /// properties.
  static func makeAbsolute(
    _ properties: inout [String: String], own: [String: String], parent: [String: String]
  ) throws(SVGStyleValueError) {
    guard own["font-size"] != nil, let value = properties["font-size"] else { return }
    properties["font-size"] = "\(try computed(value, parent: of(parent)))px"
  }

  /// The font size `value` specifies, in px, for an element whose parent's is `parent`:
  /// lengths (`em`, `ex` and `%` of the parent's), the absolute-size keywords and
  /// `larger`/`smaller`. Negative sizes are refused, as CSS refuses them.
  static func computed(_ value: String, parent: Double) throws(SVGStyleValueError) -> Double {
    let text = CSSDeclarationParser.trimmed(value).lowercased()
    if let factor = keywords[text] { return factor * initial }
    let size: Double
    if text == "larger" {
      size = parent * relativeStep
    } else if text == "smaller" {
      size = parent / relativeStep
    } else {
      do {
        size = try SVGLength.parseNonNegative(text).resolved(percentageOf: parent, fontSize: parent)
      } catch {
        throw SVGStyleValueError(
          property: "font-size",
          message: "'\(value)': \(error.problem); expected a length, a percentage, a keyword from xx-small "
            + "to xxx-large, larger or smaller")
      }
    }
    // A size relative to a huge parent can overflow; stored as "infpx" it would read back
    // as no size at all and silently become the initial 16 px.
    guard size.isFinite else {
      throw SVGStyleValueError(
        property: "font-size",
        message: "'\(value)' of the inherited \(parent) px is out of range; use a finite size")
    }
    return size
  }
}
