import SymbolGeometry

/// A CSS property value the reader cannot use; the caller adds the element and position.
struct SVGStyleValueError: Error {
  var property: String
  var message: String
  /// Where the value was written, when the cascade knows it: a warning about an ignored
  /// declaration points at the attribute that holds it, or at the element for a sheet's.
  var origin: CSSCascade.Origin?
}

/// The typed values of the properties the reader draws with, parsed from an element's
/// computed (cascaded and inherited) property strings.
struct SVGReaderStyle {
  var fill: SVGPaint = .color(.black)
  var fillOpacity: Double = 1
  var fillRule: SVGFillRule = .nonzero
  var stroke: SVGPaint = .none
  var strokeOpacity: Double = 1
  var strokeStyle = StrokeStyle()
  /// Not inherited: the element's own group opacity.
  var opacity: Double = 1
  /// `visibility: hidden | collapse` hides the element's own painting only.
  var isVisible = true
  /// SVG 2's `paint-order`, of which only the fill and stroke order matters: markers are
  /// not drawn.
  var paintOrder = SVGPaintOrder.fillThenStroke
  /// The `color` property, or `nil` where no element sets it: `currentColor` then stays
  /// symbolic, for the renderer's colour (the initial value of `color`) to paint it.
  var color: Color?

  /// Parses `properties`; percentages in lengths refer to `viewport`'s normalised diagonal.
  /// With several bad values, the first property by name is the one reported, the same on
  /// every run (a dictionary's order changes from one process to the next).
  init(properties: [String: String], viewport: SVGViewportSize) throws(SVGStyleValueError) {
    // `em` and `ex` lengths below are of the element's font size, computed by the walk.
    let fontSize = SVGFontSize.of(properties)
    // Custom properties type nothing: sorting the 254 an element may inherit was two thirds
    // of reading 200,000 `<g/>`s under them.
    for (property, rawValue) in properties.lazy.filter({ !CSSVariableSubstitution.isCustomProperty($0.key) })
      .sorted(by: { $0.key < $1.key })
    {
      try apply(property, CSSDeclarationParser.trimmed(rawValue), viewport: viewport, fontSize: fontSize)
    }
    // Resolved here, against the element's own color, because currentColor inherits as a
    // keyword (CSS Color 4, as rsvg draws it): a child with another color paints with it.
    if let color {
      if fill == .currentColor { fill = .color(color) }
      if stroke == .currentColor { stroke = .color(color) }
    }
  }

  /// The initial values, for `invalidity(of:origin:)` to try one value against.
  private init() {}

  /// Sets `property` from its trimmed `value`.
  private mutating func apply(
    _ property: String, _ value: String, viewport: SVGViewportSize, fontSize: Double
  ) throws(SVGStyleValueError) {
    switch property {
    case "fill": fill = try Self.paint(value, property)
    case "stroke": stroke = try Self.paint(value, property)
    case "fill-opacity": fillOpacity = try Self.opacity(value, property)
    case "stroke-opacity": strokeOpacity = try Self.opacity(value, property)
    case "opacity": opacity = try Self.opacity(value, property)
    case "fill-rule": fillRule = try Self.keyword(value, property, SVGFillRule.self)
    case "stroke-width":
      strokeStyle.width = try Self.length(value, property, viewport.diagonal, fontSize, nonNegative: true)
    case "stroke-miterlimit":
      strokeStyle.miterLimit = try Self.number(value, property)
    case "stroke-dashoffset":
      strokeStyle.dashOffset = try Self.length(
        value, property, viewport.diagonal, fontSize, nonNegative: false)
    case "stroke-dasharray": strokeStyle.dashes = try Self.dashes(value, viewport.diagonal, fontSize)
    case "stroke-linecap": strokeStyle.cap = try Self.lineCap(value)
    case "stroke-linejoin": strokeStyle.join = try Self.lineJoin(value)
    case "paint-order":
      guard let order = SVGPaintOrder(cssValue: value) else {
        throw SVGStyleValueError(
          property: property,
          message:
            "\(MessageQuotation.quoted(value)) is not normal, nor fill, stroke and markers each at most once"
        )
      }
      paintOrder = order
    case "visibility":
      let keyword = value.lowercased()
      isVisible = keyword != "hidden" && keyword != "collapse"
    // Invalid values were dropped with a warning before the cascade reached here.
    case "color": color = try? SVGColorParser.parseColor(value)
    default: break
    }
  }

  /// Why CSS would ignore `declaration`, a declaration of an element, as invalid, or `nil`
  /// when the reader can use it: the cascade then takes the next strongest declaration of
  /// the property, else the inherited or initial value, as in browsers and rsvg, where
  /// failing the document would be harsher than they are.
  ///
  /// Invalid: an unparsable `color`, a `stroke-dasharray` with a negative length, and any
  /// value of the other properties the reader draws with that it cannot parse
  /// (`fill="#value_dark"`). `inherit` is the cascade's to resolve, not a value here. A
  /// custom property (`--name`) takes any value, and a value holding `var()` is valid until
  /// its references are replaced, where the element is styled
  /// (``CSSVariableSubstitution/substituting(own:parent:invalidity:)``).
  ///
  /// With `readsVariables` (the document has a `var(`), `var(` is looked for first: a paint
  /// `var(--fill-0, #D9D9D9)` refused by the colour parser cost 14,000 instructions to
  /// describe, for nothing.
  static func invalidity(
    of declaration: CSSDeclaration, origin: CSSCascade.Origin, readsVariables: Bool = false
  ) -> SVGStyleValueError? {
    let value = CSSDeclarationParser.trimmed(declaration.value)
    if readsVariables, CSSVariableSubstitution.containsVar(value) {
      // Browsers read the `transform` attribute as SVG's transform list, not as CSS, and
      // draw no transform for its `var()` (`style="transform: var(--t)"` is CSS and reads).
      guard declaration.property == "transform", origin == .presentationAttribute else { return nil }
      return SVGStyleValueError(
        property: declaration.property,
        message: "transform \(MessageQuotation.quoted(value)) is ignored: var() is not read in the transform "
          + "attribute, as in browsers (style='transform: …' reads it)",
        origin: origin)
    }
    guard let reason = invalidityReason(property: declaration.property, value: value, origin: origin) else {
      return nil
    }
    // Checked only for a value that does not parse, so that the valid ones, nearly all,
    // are not searched for `var(`.
    if CSSVariableSubstitution.containsVar(value) { return nil }
    return SVGStyleValueError(
      property: declaration.property,
      message: "\(declaration.property) \(MessageQuotation.quoted(value)) is ignored: \(reason)",
      origin: origin)
  }

  /// Why `value`, trimmed, is not a usable value of `property` written where `origin` says,
  /// or `nil` when it is (see ``invalidity(of:origin:)``); `var()` is not replaced here.
  @inline(__always)
  static func invalidityReason(property: String, value: String, origin: CSSCascade.Origin) -> String? {
    if CSSCascade.cssWideKeyword(value) != nil { return nil }
    /// `nil` when `parse` reads the value, else why not.
    func unreadable(_ parse: () throws -> Void) -> String? {
      do {
        try parse()
        return nil
      } catch {
        return "\(error)"
      }
    }
    switch property {
    case "color":
      guard value.lowercased() != "currentcolor" else { return nil }
      return unreadable { _ = try SVGColorParser.parseColor(value) }
    case "transform":
      // In CSS (`style`, a style sheet) CSS's grammar, whose breaches browsers drop so that
      // the next declaration applies. The attribute, read in SVG's wider grammar, is an
      // error where it is drawn, as other malformed geometry is.
      guard origin != .presentationAttribute else { return nil }
      return unreadable { _ = try SVGTransformParser.parse(value, syntax: .css) }
    case "transform-origin":
      return unreadable { _ = try SVGTransformOrigin.parse(value) }
    case "transform-box":
      // The reference box of `transform-origin`; SVG reads content-box as fill-box.
      guard !["view-box", "fill-box", "content-box"].contains(value.lowercased()) else { return nil }
      return "accepted: view-box, fill-box, content-box"
    case "stroke-dasharray":
      // A list that parses but has a negative length has its own message: SVG 2 calls it
      // invalid and rsvg ignores it; a malformed one is refused with the others below.
      let items = dashItems(value) ?? []
      let lengths = items.compactMap { try? SVGLength.parse($0) }
      if lengths.count == items.count, lengths.contains(where: \.isNegative) {
        return "dash lengths must not be negative (the stroke takes the inherited dashes, else is solid)"
      }
    default:
      // Papirus ships 374 icons with `style="fill:#value_dark"` (an unfilled template).
      guard typedProperties.contains(property) else { return nil }
    }
    // Validity does not depend on the viewport or the font size, only the lengths do.
    var probe = SVGReaderStyle()
    do {
      try probe.apply(property, value, viewport: SVGViewportSize(width: 1, height: 1), fontSize: 16)
      return nil
    } catch {
      return error.message
    }
  }

  /// `values`, an element's specified values, with `color: currentColor` as `inherit`,
  /// which is what CSS Color 4 makes it mean.
  static func resolvingCurrentColor(_ values: [String: String]) -> [String: String] {
    guard let color = values["color"], CSSDeclarationParser.trimmed(color).lowercased() == "currentcolor"
    else { return values }
    var resolved = values
    resolved["color"] = "inherit"
    return resolved
  }

  /// The properties `init(properties:viewport:)` parses and can refuse (`color` is checked
  /// above on its own, `visibility` takes any keyword).
  private static let typedProperties: Set<String> = [
    "fill", "fill-opacity", "fill-rule", "opacity", "paint-order", "stroke", "stroke-dasharray",
    "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity",
    "stroke-width",
  ]

  /// The fill to paint with, or `nil` when nothing would show.
  var resolvedFill: SVGFill? {
    if case .none = fill { return nil }
    return SVGFill(paint: fill, opacity: fillOpacity, rule: fillRule)
  }

  /// The stroke to paint with, or `nil` when nothing would show.
  var resolvedStroke: SVGStroke? {
    if case .none = stroke { return nil }
    guard strokeStyle.width > 0, strokeStyle.width.isFinite else { return nil }
    return SVGStroke(paint: stroke, opacity: strokeOpacity, style: strokeStyle)
  }

  /// A paint value's `url(…)` reference and the fallback written after it (`nil` when
  /// none is), or `nil` when the value is not a reference.
  static func paintServerReference(_ value: String) -> (reference: String, fallback: String?)? {
    let trimmed = CSSDeclarationParser.trimmed(value)
    // `url(` in any case, tested on the bytes: lowercasing every paint to test it cost as
    // much as reading a hex colour (no other character lowercases to these letters).
    var bytes = trimmed.utf8.makeIterator()
    guard bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "u"),
      bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "r"),
      bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "l"), bytes.next() == UInt8(ascii: "(")
    else { return nil }
    // The reference ends at the first ')' outside quotes; an unclosed one takes the rest.
    var quote: Character?
    var end = trimmed.endIndex
    for index in trimmed.indices.dropFirst(4) {
      let character = trimmed[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == ")" {
        end = trimmed.index(after: index)
        break
      }
    }
    let fallback = CSSDeclarationParser.trimmed(String(trimmed[end...]))
    return (String(trimmed[..<end]), fallback.isEmpty ? nil : fallback)
  }

  private static func paint(_ value: String, _ property: String) throws(SVGStyleValueError) -> SVGPaint {
    var value = value
    if let (_, fallback) = paintServerReference(value) {
      // Gradients and patterns are not drawn, so the fallback is, as SVG 1.1 §11.2 has it
      // for a reference that cannot be used; the caller has already warned where the
      // reference was specified, so every inheritor is quiet.
      guard let fallback else { return .none }
      value = fallback
    }
    do {
      return try SVGColorParser.parsePaint(value)
    } catch {
      throw SVGStyleValueError(property: property, message: error.description)
    }
  }

  // The length parser reads the numbers, but its errors list length units, which these
  // properties do not take: the messages name what they do.
  private static func opacity(_ value: String, _ property: String) throws(SVGStyleValueError) -> Double {
    let fraction: Double
    switch try? SVGLength.parse(value) {
    case let length? where length.unit == .none: fraction = length.value
    case let length? where length.unit == .percent: fraction = length.value / 100
    default:
      throw SVGStyleValueError(
        property: property, message: "\(MessageQuotation.quoted(value)) is not a number or a percentage")
    }
    return min(max(fraction, 0), 1)
  }

  private static func number(_ value: String, _ property: String) throws(SVGStyleValueError) -> Double {
    guard let length = try? SVGLength.parse(value), length.unit == .none else {
      throw SVGStyleValueError(
        property: property, message: "\(MessageQuotation.quoted(value)) is not a number")
    }
    return length.value
  }

  private static func length(
    _ value: String, _ property: String, _ reference: Double, _ fontSize: Double, nonNegative: Bool
  ) throws(SVGStyleValueError) -> Double {
    let length = try parsedLength(value, property)
    if nonNegative && length.isNegative { throw negativeLength(value, property) }
    return length.resolved(percentageOf: reference, fontSize: fontSize)
  }

  private static func dashes(
    _ value: String, _ reference: Double, _ fontSize: Double
  ) throws(SVGStyleValueError) -> [Double] {
    if value.lowercased() == "none" { return [] }
    guard let items = dashItems(value) else {
      throw SVGStyleValueError(
        property: "stroke-dasharray",
        message:
          "\(MessageQuotation.quoted(value)) has an empty item; expected none, or lengths separated by commas or spaces"
      )
    }
    // Every item must be a length before any is judged negative, so that a malformed list
    // is named for what is malformed in it.
    var lengths: [SVGLength] = []
    for item in items { lengths.append(try parsedLength(item, "stroke-dasharray")) }
    if let negative = zip(items, lengths).first(where: { $0.1.isNegative }) {
      throw negativeLength(negative.0, "stroke-dasharray")
    }
    return lengths.map { $0.resolved(percentageOf: reference, fontSize: fontSize) }
  }

  private static func negativeLength(_ value: String, _ property: String) -> SVGStyleValueError {
    SVGStyleValueError(property: property, message: "\(MessageQuotation.quoted(value)) must not be negative")
  }

  /// The items of a dash list, split at commas and white space; `nil` when two commas have
  /// nothing between them, or a comma starts or ends the list (`5,,5` is not a list of two).
  static func dashItems(_ value: String) -> [String]? {
    let fields = value.split(separator: ",", omittingEmptySubsequences: false).map(
      CSSDeclarationParser.trimmed)
    if fields.count > 1, fields.contains(where: \.isEmpty) { return nil }
    return fields.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
  }

  private static func parsedLength(
    _ value: String, _ property: String
  ) throws(SVGStyleValueError)
    -> SVGLength
  {
    do {
      return try SVGLength.parse(value)
    } catch {
      throw SVGStyleValueError(
        property: property, message: "\(MessageQuotation.quoted(value)): \(error.description)")
    }
  }

  private static func keyword<Keyword: RawRepresentable & CaseIterable>(
    _ value: String, _ property: String, _ type: Keyword.Type
  ) throws(SVGStyleValueError) -> Keyword where Keyword.RawValue == String {
    guard let keyword = Keyword(rawValue: value.lowercased()) else {
      let accepted = Keyword.allCases.map(\.rawValue).joined(separator: ", ")
      throw SVGStyleValueError(
        property: property, message: "\(MessageQuotation.quoted(value)) is not one of \(accepted)")
    }
    return keyword
  }

  private static func lineCap(_ value: String) throws(SVGStyleValueError) -> LineCap {
    switch value.lowercased() {
    case "butt": return .butt
    case "round": return .round
    case "square": return .square
    default:
      throw SVGStyleValueError(
        property: "stroke-linecap",
        message: "\(MessageQuotation.quoted(value)) is not one of butt, round, square")
    }
  }

  private static func lineJoin(_ value: String) throws(SVGStyleValueError) -> LineJoin {
    switch value.lowercased() {
    // SVG 2's miter-clip and arcs fall back to miter, as browsers without them do.
    case "miter", "miter-clip", "arcs": return .miter
    case "round": return .round
    case "bevel": return .bevel
    default:
      throw SVGStyleValueError(
        property: "stroke-linejoin",
        message: "\(MessageQuotation.quoted(value)) is not one of miter, round, bevel")
    }
  }
}
