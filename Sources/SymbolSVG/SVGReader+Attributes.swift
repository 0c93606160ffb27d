import SymbolGeometry

/// The size of the nearest viewport, which percentages in lengths refer to.
struct SVGViewportSize {
  var width: Double
  var height: Double

  /// SVG's reference for percentages that are neither horizontal nor vertical (a circle's
  /// radius, a stroke width): the diagonal divided by √2.
  var diagonal: Double {
    // Scaled by the larger side, so that sides near the largest double do not overflow.
    let larger = max(abs(width), abs(height))
    guard larger > 0, larger.isFinite else { return larger }
    let (x, y) = (width / larger, height / larger)
    return larger * ((x * x + y * y) / 2).squareRoot()
  }
}

/// Reads typed attribute values from an element, reporting malformed ones as
/// `SVGReadError.attribute` at the attribute's own position.
enum SVGReaderAttributes {
  /// The element name without an `svg:` prefix; other prefixes name foreign vocabularies.
  static func localName(of element: XMLElement) -> String {
    let name = element.name
    return name.hasPrefix("svg:") ? String(name.dropFirst(4)) : name
  }

  /// The error for a bad value of `attribute`, positioned at the attribute when present.
  static func error(_ element: XMLElement, _ attribute: String, _ message: String) -> SVGReadError {
    let source = element.attributes.first { $0.name == attribute }
    return .attribute(
      element: localName(of: element), attribute: attribute, line: source?.line ?? element.line,
      column: source?.column ?? element.column, message: message)
  }

  /// The error for a bad CSS property value, positioned at the presentation attribute that
  /// set it, else the `style` attribute, else the element (a style-sheet rule).
  static func propertyError(_ element: XMLElement, _ failure: SVGStyleValueError) -> SVGReadError {
    let source =
      element.attributes.first { $0.name == failure.property }
      ?? element.attributes.first { $0.name == "style" }
    return .attribute(
      element: localName(of: element), attribute: failure.property,
      line: source?.line ?? element.line, column: source?.column ?? element.column,
      message: failure.message)
  }

  /// A warning about a property value the reader ignores, placed like `propertyError`'s.
  /// A declaration ignored by the cascade is placed at the attribute that holds it, or at the
  /// element when a style sheet's rule gave it.
  static func propertyWarning(_ element: XMLElement, _ problem: SVGStyleValueError) -> SVGWarning {
    let source: XMLAttribute? =
      switch problem.origin {
      case .presentationAttribute: element.attributes.first { $0.name == problem.property }
      case .styleAttribute: element.attributes.first { $0.name == "style" }
      case .styleSheet: nil
      case nil:
        element.attributes.first { $0.name == problem.property }
          ?? element.attributes.first { $0.name == "style" }
      }
    return SVGWarning(
      element: localName(of: element), line: source?.line ?? element.line,
      column: source?.column ?? element.column, message: problem.message)
  }

  /// A length attribute in px, `nil` when absent; percentages take `reference`, `em` and
  /// `ex` the element's `fontSize`.
  static func length(
    _ element: XMLElement, _ name: String, reference: Double, fontSize: Double
  ) throws(SVGReadError) -> Double? {
    guard let length = try rawLength(element, name) else { return nil }
    return length.resolved(percentageOf: reference, fontSize: fontSize)
  }

  /// A length attribute as written, `nil` when absent.
  static func rawLength(_ element: XMLElement, _ name: String) throws(SVGReadError) -> SVGLength? {
    guard let text = element.attribute(name) else { return nil }
    do {
      return try SVGLength.parse(text)
    } catch {
      throw self.error(element, name, "\(MessageQuotation.quoted(text)): \(error.description)")
    }
  }

  /// The `viewBox` attribute, `nil` when absent.
  static func viewBox(_ element: XMLElement) throws(SVGReadError) -> SVGViewBox? {
    guard let text = element.attribute("viewBox") else { return nil }
    do {
      return try SVGViewBox.parse(text)
    } catch {
      throw self.error(element, "viewBox", "\(MessageQuotation.quoted(text)): \(error.description)")
    }
  }

  /// The `preserveAspectRatio` attribute, SVG's default (`xMidYMid meet`) when absent.
  static func aspectRatio(_ element: XMLElement) throws(SVGReadError) -> SVGViewBox.AspectRatio {
    guard let text = element.attribute("preserveAspectRatio") else { return .init() }
    do {
      return try SVGViewBox.AspectRatio.parse(text)
    } catch {
      throw self.error(
        element, "preserveAspectRatio", "\(MessageQuotation.quoted(text)): \(error.description)")
    }
  }

  /// The id a `use` element refers to (`href`, else `xlink:href`), without the `#`, or `nil`
  /// when it has no local reference.
  static func referencedID(_ element: XMLElement) -> String? {
    guard let href = element.attribute("href") ?? element.attribute("xlink:href") else { return nil }
    let trimmed = CSSDeclarationParser.trimmed(href)
    guard trimmed.hasPrefix("#"), trimmed.count > 1 else { return nil }
    return String(trimmed.dropFirst())
  }
}
