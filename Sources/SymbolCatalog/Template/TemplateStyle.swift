import SymbolSVG

/// The CSS side of template reading: the document's style sheet, adapted to the class names
/// SF Symbols writes, and the cascade for one element.
///
/// SF Symbols classes contain a colon (`hierarchical-0:primary`), which CSS reads as a
/// pseudo-class unless escaped (`.hierarchical-0\:primary`), and exported templates write it
/// both ways. Before parsing, the colon of such selectors is replaced by ``colonPlaceholder``
/// (a run of identifier characters), and element classes are rewritten the same way when
/// matched, so rules for annotation classes apply as a designer expects.
enum TemplateStyle {
  /// The property that makes a layer variable.
  static let variableThresholdProperty = "-sfsymbols-variable-threshold"
  /// What ``variableThreshold(_:)`` accepts, for messages.
  static let variableThresholdSyntax = "auto or a number in 0...1, written in decimal"

  /// A `-sfsymbols-variable-threshold` value, `nil` when malformed; the reader and the lint
  /// share it.
  static func variableThreshold(_ text: String) -> SymbolLayer.VariableThreshold? {
    if trimmed(text).lowercased() == "auto" { return .automatic }
    guard let value = number(text), (0...1).contains(value) else { return nil }
    return .explicit(value)
  }

  /// A CSS number property's value (trimmed), `nil` unless it is a finite decimal number.
  /// A CSS number is decimal: `Double(_:)` alone also reads hexadecimal (`0x0.8p0` is 0.5)
  /// and `inf` or `nan`, which no CSS reader, SF Symbols included, takes.
  static func number(_ text: String) -> Double? {
    let trimmed = trimmed(text)
    guard trimmed.allSatisfy({ "0123456789.+-eE".contains($0) }), let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }

  /// The properties that make a shape translucent in a browser, which a template's layers
  /// cannot follow: a layer's opacity comes from the rendering mode.
  static let opacityProperties: Set<String> = ["opacity", "fill-opacity", "stroke-opacity"]

  /// An opacity property's value, a number or a percentage clamped to 0...1 as CSS clamps
  /// it; `nil` when it is neither.
  static func opacity(_ text: String) -> Double? {
    guard let length = try? SVGLength.parse(trimmed(text)), length.value.isFinite else { return nil }
    let fraction: Double
    switch length.unit {
    case .none: fraction = length.value
    case .percent: fraction = length.value / 100
    default: return nil
    }
    return min(max(fraction, 0), 1)
  }

  /// The property that makes a layer clear what lies behind it.
  static let clearBehindProperty = "-sfsymbols-clear-behind"
  /// The properties a template is read with: SVG's presentation attributes and the two
  /// SF Symbols properties above.
  static let properties = CSSCascade.presentationAttributes.union([
    variableThresholdProperty, clearBehindProperty,
  ])
  /// Stands for `:` inside class names while matching selectors.
  static let colonPlaceholder = "__colon__"
  /// Classes left out of style matching: SF Symbols styles its preview wireframes with
  /// `fill: none; stroke: black`, which would turn every exported master into thin strokes.
  static let ignoredStyleClasses: Set<String> = ["SFSymbolsPreviewWireframe"]
  /// The annotation prefixes whose unescaped colon is part of the class name.
  private static let annotationPrefixes = ["monochrome-", "hierarchical-", "multicolor-"]

  /// A style-sheet warning placed in the file.
  struct Warning {
    var line: Int
    var column: Int
    var message: String
  }

  /// The rules of every `<style>` element of the document (in document order), and what was
  /// skipped in them.
  static func styleSheet(of root: XMLElement) -> (sheet: CSSStyleSheet, warnings: [Warning]) {
    var rules: [CSSRule] = []
    var warnings: [Warning] = []
    var pending = [root]
    var styles: [XMLElement] = []
    while let element = pending.popLast() {
      if SymbolTemplateReader.localName(element) == "style" {
        styles.append(element)
      } else {
        pending.append(contentsOf: element.childElements.reversed())
      }
    }
    for style in styles {
      // As in render-svg (and browsers): a sheet for print, or not CSS, styles nothing.
      if let reason = CSSStyleSheet.skipReason(type: style.attribute("type"), media: style.attribute("media"))
      {
        warnings.append(
          Warning(line: style.line, column: style.column, message: "style sheet skipped: \(reason)"))
        continue
      }
      let text = style.children.compactMap(\.text).joined()
      let escaped = escapingAnnotationColons(text)
      let sheet = CSSStyleSheet(parsing: escaped.text, keepingEmptyValuesOf: layerProperties)
      rules.append(contentsOf: sheet.rules)
      for warning in sheet.warnings {
        // Positions in the sheet are relative to its text, which starts inside the element;
        // columns are the author's, before the placeholders widened the selectors.
        let line = style.line + warning.line - 1
        let column =
          warning.line == 1
          ? style.column : escaped.originalColumn(line: warning.line, column: warning.column)
        let written = warning.text.replacing(colonPlaceholder, with: ":")
        warnings.append(
          Warning(
            line: line, column: column,
            message: "style rule '\(written)' is ignored: \(warning.reason)"))
      }
    }
    return (CSSStyleSheet(rules: rules), warnings)
  }

  /// How many style-sheet selectors styling every element under `root` tests, for
  /// ``CSSCascade/maximumSelectorTests`` (a template is styled element by element, once).
  static func selectorTests(under root: XMLElement, _ cascade: CSSCascade) -> Int {
    var tests = 0
    var pending = [root]
    while let element = pending.popLast() {
      tests += cascade.candidateCount(
        typeName: SymbolTemplateReader.localName(element), id: element.attribute("id"),
        classes: matchable(CSSCascade.classList(element.attribute("class"))))
      pending.append(contentsOf: element.childElements)
    }
    return tests
  }

  /// The first `<style>` element under `root`, in document order.
  static func firstStyleElement(under root: XMLElement) -> XMLElement? {
    var pending = [root]
    while let element = pending.popLast() {
      if SymbolTemplateReader.localName(element) == "style" { return element }
      pending.append(contentsOf: element.childElements.reversed())
    }
    return nil
  }

  /// `classes` as the style sheet matches them: without ``ignoredStyleClasses``, colons
  /// replaced.
  private static func matchable(_ classes: [String]) -> [String] {
    classes.filter { !ignoredStyleClasses.contains($0) }.map(placeholderClass)
  }

  /// The cascade of a template whose style sheet is `sheet`: a `fill` or `stroke` that is no
  /// paint is dropped there (``paintProblem(_:)``).
  static func cascade(_ sheet: CSSStyleSheet) -> CSSCascade {
    var cascade = CSSCascade(styleSheet: sheet, properties: properties, isValid: { paintProblem($0) == nil })
    cascade.keepingEmptyValuesOf = layerProperties
    return cascade
  }

  /// The SF Symbols properties, whose empty declarations are kept so that the reader and
  /// the lint report them: CSS drops them without a word, which made a layer silently not
  /// variable.
  static let layerProperties: Set<String> = [variableThresholdProperty, clearBehindProperty]

  /// Why `text` is no `-sfsymbols-variable-threshold`, `nil` when it is one; the reader and
  /// the lint share the message.
  static func variableThresholdProblem(_ text: String) -> String? {
    guard variableThreshold(text) == nil else { return nil }
    let written =
      trimmed(text).isEmpty
      ? " has no value (CSS would drop the declaration, and the layer would not be variable)"
      : ": \(text) is not accepted"
    return "\(variableThresholdProperty)\(written); expected \(variableThresholdSyntax)"
  }

  /// Why a `fill`, `stroke` or opacity declaration cannot be used, `nil` when it can (or
  /// is of another property).
  ///
  /// A template's colours come from its layers, but whether a shape is filled or stroked at
  /// all comes from these, and CSS drops a declaration it cannot parse, so the element's
  /// next strongest one applies, as in a browser: `fill="none" style="fill:#value_dark"`
  /// leaves an outline unfilled rather than filling it in black. A `url()` paint is kept:
  /// it paints, with the layer's colour. An opacity decides whether a browser shows the
  /// shape at all, so an unreadable one falls back the same way.
  static func paintProblem(_ declaration: CSSDeclaration) -> String? {
    let value = trimmed(declaration.value)
    if opacityProperties.contains(declaration.property) {
      if CSSCascade.cssWideKeyword(value) != nil || opacity(value) != nil { return nil }
      return
        "\(declaration.property): \(MessageQuotation.quoted(value)) is not a number or a percentage; it is"
        + " ignored, as browsers ignore it, and the element's next declaration of \(declaration.property)"
        + " applies, else the inherited or initial value"
    }
    guard declaration.property == "fill" || declaration.property == "stroke" else { return nil }
    if CSSCascade.cssWideKeyword(value) != nil || value.lowercased().hasPrefix("url(") { return nil }
    do {
      _ = try SVGColorParser.parsePaint(value)
      return nil
    } catch {
      return
        "\(declaration.property): \(value) is not a colour (\(error.description)); it is ignored, as browsers"
        + " ignore it, and the element's next declaration of \(declaration.property) applies, else the inherited one"
    }
  }

  /// The element's own specified values (presentation attributes, matching rules, `style`),
  /// and why each `fill` or `stroke` declaration that would have won was dropped.
  static func specifiedValues(
    of element: XMLElement, classes: [String], _ cascade: CSSCascade
  ) -> (values: [String: String], ignored: [String]) {
    var attributes: [String: String] = [:]
    for attribute in element.attributes where attributes[attribute.name] == nil {
      attributes[attribute.name] = attribute.value
    }
    let matchable = matchable(classes)
    return cascade.specifiedValues(
      typeName: SymbolTemplateReader.localName(element), id: element.attribute("id"),
      classes: matchable, attributes: attributes, style: element.attribute("style"),
      validating: { declaration, _ in paintProblem(declaration) })
  }

  /// A class name as the rewritten style sheet spells it.
  static func placeholderClass(_ name: String) -> String {
    name.contains(":")
      ? name.split(separator: ":", omittingEmptySubsequences: false)
        .joined(separator: colonPlaceholder) : name
  }

  /// A style sheet with its annotation colons replaced, and where the replacements moved
  /// the columns of each line.
  struct EscapedSheet {
    /// The rewritten text.
    var text: String
    /// Per replacement: its line, the (rewritten) column just after the placeholder, and
    /// how many scalars longer the placeholder is than what it replaced.
    var shifts: [(line: Int, column: Int, added: Int)]

    /// The column in the author's text of `column` on `line` of the rewritten text.
    func originalColumn(line: Int, column: Int) -> Int {
      column - shifts.reduce(0) { $0 + ($1.line == line && $1.column <= column ? $1.added : 0) }
    }
  }

  /// Rewrites `\:` anywhere in selectors, and the unescaped colon after an annotation class
  /// (`.multicolor-0:tintColor`), to ``colonPlaceholder``. Declaration blocks are copied as
  /// they are.
  static func escapingAnnotationColons(_ text: String) -> EscapedSheet {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var shifts: [(line: Int, column: Int, added: Int)] = []
    // The position in the output, counted as CSSWarning counts (CR-LF is one break).
    var line = 1
    var column = 1
    var depth = 0
    var index = 0
    var annotationClassStart: Int?
    let placeholder = colonPlaceholder.unicodeScalars
    func replace(_ count: Int) {
      output.append(contentsOf: placeholder)
      column += placeholder.count
      shifts.append((line, column, placeholder.count - count))
      index += count
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if depth == 0 {
        if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == ":" {
          replace(2)
          continue
        }
        if scalar == "." {
          let rest = String(String.UnicodeScalarView(scalars[(index + 1)...].prefix(16)))
          annotationClassStart = annotationPrefixes.contains(where: rest.hasPrefix) ? index : nil
        } else if scalar == ":", annotationClassStart != nil {
          annotationClassStart = nil
          replace(1)
          continue
        } else if !isIdentifierScalar(scalar) {
          annotationClassStart = nil
        }
      }
      if scalar == "{" { depth += 1 }
      if scalar == "}" { depth = max(0, depth - 1) }
      output.append(scalar)
      if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
        line += 1
        column = 1
      } else if scalar != "\r" {
        column += 1
      }
      index += 1
    }
    return EscapedSheet(text: String(output), shifts: shifts)
  }

  /// The text without leading and trailing white space.
  static func trimmed(_ text: String) -> String {
    var slice = text[...]
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
    default: !scalar.isASCII
    }
  }
}
