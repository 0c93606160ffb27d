import SymbolGeometry
import SymbolSVG

extension TemplateWalker {
  /// Builds the raw record of a drawable element: classes, layer properties, paint and
  /// geometry in canvas coordinates. `opacity` is the element's own `opacity` times its
  /// groups'.
  mutating func makeElement(
    _ element: XMLElement, _ name: String, _ transform: Transform, _ properties: [String: String],
    _ classes: [String], opacity: Double
  ) -> SymbolTemplate.Element {
    var drawable = SymbolTemplate.Element(
      name: name, location: location(of: element), classes: classes, path: Path())
    readAnnotations(element, classes, into: &drawable)
    drawable.variableThreshold = properties[TemplateStyle.variableThresholdProperty]
    drawable.clearBehind = properties[TemplateStyle.clearBehindProperty]
    readPaint(element, properties, transform, into: &drawable)
    readOpacity(element, properties, opacity, into: &drawable)
    if let local = geometry(element, name) {
      let path = local.transformed(by: transform)
      if path.isFinite {
        drawable.path = path
      } else {
        fail(element, .unreadableMarkup, "<\(name)> has coordinates that are not finite numbers")
      }
    }
    return drawable
  }

  private mutating func readAnnotations(
    _ element: XMLElement, _ classes: [String], into drawable: inout SymbolTemplate.Element
  ) {
    for className in classes {
      guard let (kind, result) = SymbolTemplate.Annotation.parse(className: className) else { continue }
      switch result {
      case .failure(let malformed):
        // An error, as an unknown level is: the element's layer would otherwise be guessed.
        fail(element, .layerProperties, malformed.message)
      case .success(let annotation):
        let existing: SymbolTemplate.Annotation? =
          switch kind {
          case .monochrome: drawable.monochrome
          case .hierarchical: drawable.hierarchical
          case .multicolor: drawable.multicolor
          }
        if existing != nil {
          warn(
            element, .layerProperties,
            "second \(kind.rawValue) class '\(className)' is ignored; the first one counts")
          continue
        }
        switch kind {
        case .monochrome: drawable.monochrome = annotation
        case .hierarchical: drawable.hierarchical = annotation
        case .multicolor: drawable.multicolor = annotation
        }
      }
    }
  }

  /// Reads fill, stroke and the stroke properties from the computed values. Values that
  /// change the geometry (widths, caps, joins, fill rule) are errors when malformed; colours
  /// only warn, because the catalog does not use the colour a file paints with.
  private mutating func readPaint(
    _ element: XMLElement, _ properties: [String: String], _ transform: Transform,
    into drawable: inout SymbolTemplate.Element
  ) {
    // A <line> has no inside, so SVG never fills it whatever its fill says.
    drawable.isFilled = drawable.name != "line" && paints(element, properties, "fill", default: true)
    var style = StrokeStyle()
    let scale = transform.meanScale
    let scales = transform.axisScales
    // A range's bounds must be ordered numbers: an overflowing transform gives neither.
    drawable.transformScales =
      scales.smaller.isFinite && scales.larger.isFinite && scales.smaller <= scales.larger
      ? scales.smaller...scales.larger : nil
    let diagonal = canvasDiagonal
    if let value = properties["stroke-width"] {
      if let width = propertyLength(element, "stroke-width", value, percentOf: diagonal), width >= 0 {
        style.width = width * scale
      } else {
        fail(
          element, .unreadableMarkup,
          "stroke-width: \(value) is not accepted; expected a length of 0 or more")
      }
    } else {
      style.width = scale
    }
    if let value = properties["stroke-linecap"].map(TemplateStyle.trimmed) {
      switch value.lowercased() {
      case "butt": style.cap = .butt
      case "round": style.cap = .round
      case "square": style.cap = .square
      default:
        fail(
          element, .unreadableMarkup,
          "stroke-linecap: \(value) is not accepted; expected butt, round or square")
      }
    }
    if let value = properties["stroke-linejoin"].map(TemplateStyle.trimmed) {
      switch value.lowercased() {
      case "miter", "miter-clip", "arcs": style.join = .miter
      case "round": style.join = .round
      case "bevel": style.join = .bevel
      default:
        fail(
          element, .unreadableMarkup,
          "stroke-linejoin: \(value) is not accepted; expected miter, round or bevel")
      }
    }
    if let value = properties["stroke-miterlimit"] {
      if let limit = TemplateStyle.number(value), limit >= 1 {
        style.miterLimit = limit
      } else {
        fail(
          element, .unreadableMarkup,
          "stroke-miterlimit: \(value) is not accepted; expected a number of 1 or more, written in decimal")
      }
    }
    if let value = properties["stroke-dasharray"], TemplateStyle.trimmed(value) != "none" {
      let items = value.split(whereSeparator: { $0 == "," || $0.isWhitespace })
      let dashes = items.compactMap {
        propertyLength(element, "stroke-dasharray", String($0), percentOf: diagonal)
      }
      if dashes.count == items.count, dashes.allSatisfy({ $0 >= 0 }) {
        style.dashes = dashes.map { $0 * scale }
      } else {
        fail(
          element, .unreadableMarkup,
          "stroke-dasharray: \(value) is not accepted; expected none or lengths of 0 or more")
      }
    }
    if let value = properties["stroke-dashoffset"] {
      if let offset = propertyLength(element, "stroke-dashoffset", value, percentOf: diagonal) {
        style.dashOffset = offset * scale
      } else {
        fail(element, .unreadableMarkup, "stroke-dashoffset: \(value) is not accepted; expected a length")
      }
    }
    drawable.strokeStyle = style
    drawable.isStroked =
      paints(element, properties, "stroke", default: false) && style.width > 0 && style.width.isFinite
    if let value = properties["fill-rule"].map(TemplateStyle.trimmed) {
      switch value.lowercased() {
      case "nonzero": drawable.isEvenOdd = false
      case "evenodd": drawable.isEvenOdd = true
      default:
        fail(element, .unreadableMarkup, "fill-rule: \(value) is not accepted; expected nonzero or evenodd")
      }
    }
  }

  /// Applies what a browser would fade: the layers take their opacity from the rendering
  /// mode, so a translucent paint is drawn opaque (with a warning, since the file then opens
  /// in a browser other than it renders), and one of opacity 0 is not drawn at all, as a
  /// browser shows nothing of it (the lint's paints-nothing rule names why).
  private mutating func readOpacity(
    _ element: XMLElement, _ properties: [String: String], _ opacity: Double,
    into drawable: inout SymbolTemplate.Element
  ) {
    var invisible: [String] = []
    var faded: [String] = []
    for (property, painted) in [("fill", drawable.isFilled), ("stroke", drawable.isStroked)] where painted {
      let own = properties["\(property)-opacity"].flatMap(TemplateStyle.opacity) ?? 1
      let alpha = Self.colourAlpha(properties[property])
      let value = opacity * own * alpha
      guard value < 1 else { continue }
      var sources: [String] = []
      if opacity < 1 { sources.append("opacity \(TemplateLinter.format(opacity))") }
      if own < 1 { sources.append("\(property)-opacity \(TemplateLinter.format(own))") }
      if alpha < 1 { sources.append("its colour's alpha \(TemplateLinter.format(alpha))") }
      let origin = sources.joined(separator: ", ")
      if value <= 0 {
        invisible.append("its \(property) is transparent (\(origin))")
        if property == "fill" { drawable.isFilled = false } else { drawable.isStroked = false }
      } else {
        faded.append("its \(property) at \(TemplateLinter.format(value)), from \(origin)")
      }
    }
    if !invisible.isEmpty {
      drawable.transparentPaint = invisible.joined(separator: " and ") + ", so a browser shows nothing of it"
    }
    if !faded.isEmpty {
      warn(
        element, .layerProperties,
        "<\(drawable.name)> is drawn opaque where a browser shows it translucent"
          + " (\(faded.joined(separator: "; "))): a symbol's layers take their opacity from the rendering"
          + " mode; give the part a secondary or tertiary level instead, or remove the opacity")
    }
  }

  /// The alpha, in 0...1, of a paint that is a colour; 1 for any other paint.
  private static func colourAlpha(_ value: String?) -> Double {
    guard let value, case .color(let colour)? = try? SVGColorParser.parsePaint(value) else { return 1 }
    return Double(colour.alpha) / 255
  }

  /// Whether `fill` or `stroke` paints: anything but `none` does.
  private mutating func paints(
    _ element: XMLElement, _ properties: [String: String], _ property: String, default initial: Bool
  ) -> Bool {
    guard let value = properties[property] else { return initial }
    if TemplateStyle.trimmed(value).lowercased().hasPrefix("url(") {
      warn(
        element, .unsupportedMarkup,
        "\(property): \(value) refers to a paint server; it is drawn as a plain colour")
      return true
    }
    // A value that is no paint was dropped by the cascade (`TemplateStyle.paintProblem`).
    if case SVGPaint.none? = try? SVGColorParser.parsePaint(value) { return false }
    return true
  }

  private var canvasDiagonal: Double {
    let (width, height) = (template.canvasWidth, template.canvasHeight)
    return (width * width + height * height).squareRoot() / 2.0.squareRoot()
  }

  private func propertyLength(
    _ element: XMLElement, _ property: String, _ value: String, percentOf reference: Double
  ) -> Double? {
    guard let length = try? SVGLength.parse(value) else { return nil }
    let result = length.resolved(percentageOf: reference)
    return result.isFinite ? result : nil
  }

  /// An attribute that is a length, in canvas units; 0 when absent, with an error
  /// diagnostic when malformed.
  mutating func number(_ element: XMLElement, _ name: String, percentOf reference: Double? = nil) -> Double {
    optionalNumber(element, name, percentOf: reference) ?? 0
  }

  private mutating func optionalNumber(
    _ element: XMLElement, _ name: String, percentOf reference: Double? = nil
  ) -> Double? {
    guard let text = element.attribute(name) else { return nil }
    let fallback = name.hasSuffix("x") || name.hasPrefix("x") || name == "width"
    let base = reference ?? (fallback ? template.canvasWidth : template.canvasHeight)
    do {
      let value = try SVGLength.parse(text).resolved(percentageOf: base)
      guard value.isFinite else {
        fail(element, .unreadableMarkup, "\(name)=\"\(text)\" is not a finite number")
        return nil
      }
      return value
    } catch {
      fail(element, .unreadableMarkup, "\(name)=\"\(text)\" is not a length: \(error.description)")
      return nil
    }
  }

  /// The element's geometry in its own coordinates, `nil` when it draws nothing or cannot
  /// be read (with a diagnostic).
  private mutating func geometry(_ element: XMLElement, _ name: String) -> Path? {
    do {
      switch name {
      case "path":
        guard let data = element.attribute("d") else {
          warn(element, .unsupportedMarkup, "<path> without a d attribute draws nothing")
          return nil
        }
        return try SVGPathParser.parse(data)
      case "rect":
        return try SVGShapes.rect(
          x: number(element, "x"), y: number(element, "y"), width: number(element, "width"),
          height: number(element, "height"), rx: optionalNumber(element, "rx"),
          ry: optionalNumber(element, "ry"))
      case "circle":
        return try SVGShapes.circle(
          cx: number(element, "cx"), cy: number(element, "cy"),
          r: number(element, "r", percentOf: canvasDiagonal))
      case "ellipse":
        return try SVGShapes.ellipse(
          cx: number(element, "cx"), cy: number(element, "cy"), rx: optionalNumber(element, "rx"),
          ry: optionalNumber(element, "ry"))
      case "line":
        return SVGShapes.line(
          x1: number(element, "x1"), y1: number(element, "y1"), x2: number(element, "x2"),
          y2: number(element, "y2"))
      default:
        let points = try SVGShapes.parsePoints(element.attribute("points") ?? "")
        return SVGShapes.poly(points, closed: name == "polygon")
      }
    } catch let failure as PathDataError {
      let attribute = name == "path" ? "d" : "points"
      fail(element, .unreadableMarkup, "\(attribute) of <\(name)> cannot be read: \(failure.description)")
    } catch let failure as SVGShapes.ShapeError {
      fail(
        element, .unreadableMarkup,
        "<\(name)> \(failure.attribute): \(failure.message(written: element.attribute(failure.attribute)))")
    } catch {
      fail(element, .unreadableMarkup, "<\(name)> cannot be read: \(error)")
    }
    return nil
  }
}
