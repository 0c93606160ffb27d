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
  /// properties. Then the `em` and `ex` lengths the element sets on inherited properties
  /// (`stroke-width`, `stroke-dashoffset`, `stroke-dasharray`) become px at its own font
  /// size, as CSS computes them: a child with another `font-size` inherits the length, not
  /// the factor (`stroke-width="0.1em"` on a group of font-size 20 is 2 px for every child).
  /// Percentages stay percentages, as CSS keeps them; a value that does not parse is left
  /// for the style's own check to report.
  static func makeAbsolute(
    _ properties: inout [String: String], own: [String: String], parent: [String: String]
  ) throws(SVGStyleValueError) {
    if own["font-size"] != nil, let value = properties["font-size"] {
      properties["font-size"] = "\(try computed(value, parent: of(parent)))px"
    }
    let fontSize = of(properties)
    for name in inheritedLengths where own[name] != nil {
      guard let value = properties[name],
        let absolute = absoluteLengths(value, fontSize: fontSize, list: name == "stroke-dasharray")
      else { continue }
      properties[name] = absolute
    }
  }

  /// The inherited properties whose values are lengths (or a list of them).
  private static let inheritedLengths = ["stroke-width", "stroke-dashoffset", "stroke-dasharray"]

  /// `value`, a length or (with `list`) a list of lengths separated by commas or spaces,
  /// with every `em` and `ex` length in px at `fontSize`; `nil` when it has none, or when
  /// it is not such a value (an empty item, an item that does not parse, a length that
  /// overflows), which is left as written for the style's own check to report.
  private static func absoluteLengths(_ value: String, fontSize: Double, list: Bool) -> String? {
    // Without an `e` there is no `em` or `ex` (units are read in any case), so nothing to
    // change: most stroke widths are plain numbers, not worth splitting and parsing.
    guard value.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return nil }
    var items: [Substring] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let words = part.split(whereSeparator: \.isWhitespace)
      guard !words.isEmpty else { return nil }
      items += words
    }
    guard list || items.count == 1 else { return nil }
    var changed = false
    var written: [String] = []
    for item in items {
      guard let length = try? SVGLength.parse(String(item)) else { return nil }
      guard length.unit == .em || length.unit == .ex else {
        written.append(String(item))
        continue
      }
      guard let pixels = length.pixels(fontSize: fontSize), pixels.isFinite else { return nil }
      written.append("\(pixels)px")
      changed = true
    }
    return changed ? written.joined(separator: ",") : nil
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
          message:
            "\(MessageQuotation.quoted(value)): \(error.problem); expected a length, a percentage, a keyword from xx-small "
            + "to xxx-large, larger or smaller")
      }
    }
    // A size relative to a huge parent can overflow; stored as "infpx" it would read back
    // as no size at all and silently become the initial 16 px.
    guard size.isFinite else {
      throw SVGStyleValueError(
        property: "font-size",
        message:
          "\(MessageQuotation.quoted(value)) of the inherited \(parent) px is out of range; use a finite size"
      )
    }
    return size
  }
}
