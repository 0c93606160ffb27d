import SymbolGeometry
import SymbolSVG

/// Reads symbol template SVG files: our compact catalog files and full exported SF Symbols
/// templates (see `Symbols/README.md`).
///
/// Reading has two steps. ``parse(_:file:)`` turns the text into a ``SymbolTemplate`` that
/// records everything found, with locations, and fails only when the text is not XML with an
/// `<svg>` root; ``SymbolTemplate/glyph(name:)`` then checks the catalog rules and builds the
/// model. ``readGlyph(_:file:name:)`` does both.
public enum SymbolTemplateReader {
  /// Parses a template without checking catalog rules.
  ///
  /// - Throws: ``CatalogError`` at the XML error's line and column when the text is not
  ///   well-formed XML, at the root element when it is not `<svg>`, or at the first
  ///   `<style>` when its rules would cost more selector tests than
  ///   `CSSCascade.maximumSelectorTests` to match against the file's elements.
  public static func parse(_ text: String, file: String) throws(CatalogError) -> SymbolTemplate {
    try parse(text, file: file, selectorTestLimit: CSSCascade.maximumSelectorTests)
  }

  /// ``parse(_:file:)`` with another limit on selector tests (tests lower it).
  static func parse(
    _ text: String, file: String, selectorTestLimit: Int
  ) throws(CatalogError) -> SymbolTemplate {
    let root: XMLElement
    do {
      root = try XMLParser.parse(text)
    } catch {
      throw CatalogError(
        .unreadableMarkup, file: file, line: error.line, column: error.column,
        message: "not a readable SVG file: \(error.problem)")
    }
    guard localName(root) == "svg" else {
      throw CatalogError(
        .unreadableMarkup, file: file, line: root.line, column: root.column,
        message: "the root element is <\(root.name)>; a symbol template is an SVG file with an <svg> root")
    }
    var walker = TemplateWalker(file: file, root: root)
    let tests = TemplateStyle.selectorTests(under: root, walker.cascade)
    if tests > selectorTestLimit, let style = TemplateStyle.firstStyleElement(under: root) {
      throw CatalogError(
        .styleTooCostly, file: file, line: style.line, column: style.column,
        message: "styling the file would test \(tests) style-sheet selectors against its elements, more"
          + " than the limit of \(selectorTestLimit); catalog files style their layers with"
          + " a few rules, or none")
    }
    walker.walk()
    return walker.template
  }

  /// Parses a template and builds the glyph `name` from it (``SymbolTemplate/glyph(name:)``).
  ///
  /// - Throws: ``CatalogError`` for unreadable files and for every broken catalog rule.
  public static func readGlyph(_ text: String, file: String, name: String) throws(CatalogError) -> SymbolGlyph
  {
    try parse(text, file: file).glyph(name: name)
  }

  /// The element name without a namespace prefix (`svg:path` → `path`).
  static func localName(_ element: XMLElement) -> String {
    let name = element.name
    guard let colon = name.lastIndex(of: ":") else { return name }
    return String(name[name.index(after: colon)...])
  }
}

/// The single pass over the element tree that fills a ``SymbolTemplate``.
///
/// It uses an explicit stack rather than recursion, so deeply nested input cannot overflow
/// the call stack.
struct TemplateWalker {
  /// Where an element sits, which decides what it means.
  enum Region: Equatable {
    /// Outside the `Symbols` group: guides count, everything else is reference art.
    case outside
    /// Inside the `Symbols` group but no master group.
    case symbols
    /// Inside the master group at this index of `template.masters`.
    case master(Int)
  }

  /// One element to visit with what it inherits.
  struct Task {
    var element: XMLElement
    var transform: Transform
    var properties: [String: String]
    var region: Region
    /// The product of the ancestors' `opacity`, which is not inherited but fades everything
    /// inside a group in a browser.
    var opacity: Double = 1
  }

  /// The drawable elements of a master.
  static let drawableElements: Set<String> = [
    "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  ]
  /// Elements that draw nothing and are skipped without a warning.
  static let silentElements: Set<String> = ["title", "desc", "metadata", "style", "defs"]

  let file: String
  let root: XMLElement
  let cascade: CSSCascade
  var template: SymbolTemplate

  init(file: String, root: XMLElement) {
    self.file = file
    self.root = root
    let location = SourceLocation(file: file, line: root.line, column: root.column)
    template = SymbolTemplate(file: file, canvasWidth: 0, canvasHeight: 0, rootLocation: location)
    let sheet = TemplateStyle.styleSheet(of: root)
    cascade = TemplateStyle.cascade(sheet.sheet)
    for warning in sheet.warnings {
      let at = SourceLocation(file: file, line: warning.line, column: warning.column)
      template.diagnostics.append(
        .init(.unsupportedMarkup, severity: .warning, location: at, message: warning.message))
    }
  }

  func location(of element: XMLElement) -> SourceLocation {
    SourceLocation(file: file, line: element.line, column: element.column)
  }

  /// Notes something skipped or read in part at `element`.
  mutating func warn(_ element: XMLElement, _ problem: CatalogProblem, _ message: String) {
    template.diagnostics.append(
      .init(problem, severity: .warning, location: location(of: element), message: message))
  }

  /// Notes something at `element` that the glyph cannot be built without.
  mutating func fail(_ element: XMLElement, _ problem: CatalogProblem, _ message: String) {
    template.diagnostics.append(
      .init(problem, severity: .error, location: location(of: element), message: message))
  }

  mutating func walk() {
    readCanvas()
    var tasks = [Task(element: root, transform: .identity, properties: [:], region: .outside)]
    while let task = tasks.popLast() {
      guard let (transform, properties, region) = visit(task) else { continue }
      let opacity = task.opacity * Self.ownOpacity(properties)
      for child in task.element.childElements.reversed() {
        tasks.append(
          Task(element: child, transform: transform, properties: properties, region: region, opacity: opacity)
        )
      }
    }
  }

  /// The element's own `opacity` (1 when it gives none: the cascade dropped an unreadable one).
  static func ownOpacity(_ properties: [String: String]) -> Double {
    properties["opacity"].flatMap(TemplateStyle.opacity) ?? 1
  }

  /// Handles one element; returns what its children inherit, or `nil` to skip them.
  private mutating func visit(_ task: Task) -> (Transform, [String: String], Region)? {
    let element = task.element
    let name = SymbolTemplateReader.localName(element)
    if Self.silentElements.contains(name) { return nil }
    let isRoot = element.line == root.line && element.column == root.column
    let classes = CSSCascade.classList(element.attribute("class"))
    let (own, ignored) = TemplateStyle.specifiedValues(of: element, classes: classes, cascade)
    for problem in ignored { warn(element, .unsupportedMarkup, problem) }
    let properties = CSSCascade.resolve(parent: task.properties, own: own)
    var transform = task.transform
    // The attribute, or the CSS property SVG 2 makes of it (`style="transform: …"`), which
    // no element inherits.
    if !isRoot, let text = properties["transform"] {
      do {
        transform = task.transform.concatenating(try SVGTransformParser.parse(text))
      } catch {
        fail(element, .unreadableMarkup, "transform \"\(text)\" cannot be read: \(error.description)")
      }
      // Either moves the point the transform applies about (a fill box's corner is the
      // initial origin), which a template does not follow.
      for property in ["transform-origin", "transform-box"] where properties[property] != nil {
        warn(
          element, .unsupportedMarkup,
          "\(property) is not supported in a template and is ignored: the transform applies about the"
            + " origin of the user space; write the translation into the transform instead")
      }
    }
    let id = element.attribute("id")
    if properties["display"].map(TemplateStyle.trimmed)?.lowercased() == "none" {
      if case .master = task.region {
        warn(element, .unsupportedMarkup, "<\(name)> has display: none and is ignored")
      }
      return nil
    }
    // On any group, master groups and `Symbols` included, and on the root, layer classes are
    // lost: layers are made of shapes.
    if name == "g" || isRoot,
      classes.contains(where: { SymbolTemplate.Annotation.parse(className: $0) != nil })
    {
      let what = isRoot ? "the root <\(name)>" : "a group"
      warn(
        element, .layerProperties, "layer classes on \(what) are ignored; put them on the shapes inside it")
    }
    if case .master(let index) = task.region {
      return visitInMaster(element, name, index, transform, properties, classes, opacity: task.opacity)
    }
    if let id, let kind = SymbolTemplate.GuideKind(id: id) {
      addGuide(element, name, id, kind, transform)
      return nil
    }
    if let id, let intended = SymbolTemplate.GuideKind.intendedID(forNearMiss: id) {
      warn(
        element, .guides,
        "\(MessageQuotation.quoted(id)) is not read as a guide: guide ids are case-sensitive; did you mean"
          + " '\(intended)'?")
    }
    if let id, let (weight, scale) = SymbolTemplate.MasterGroup.parseID(id) {
      guard name == "g" else {
        warn(element, .misplacedMaster, "<\(name) id=\"\(id)\"> is ignored; a master must be a <g> group")
        return nil
      }
      if task.region == .outside {
        warn(
          element, .misplacedMaster, "master group '\(id)' is outside the 'Symbols' group; it is read anyway")
      }
      template.masters.append(
        .init(id: id, weight: weight, scale: scale, location: location(of: element)))
      return (transform, properties, .master(template.masters.count - 1))
    }
    if task.region == .symbols {
      let what = id.map { "'\($0)'" } ?? "<\(name)>"
      warn(
        element, .unsupportedMarkup,
        "\(what) in 'Symbols' is not a master group and is ignored; masters are groups named "
          + SymbolTemplate.MasterGroup.acceptedSyntax)
      // Its content is skipped with it: one warning says more than one per element inside.
      return nil
    }
    let region: Region = (name == "g" && id == "Symbols") ? .symbols : task.region
    return (transform, properties, region)
  }

  private mutating func visitInMaster(
    _ element: XMLElement, _ name: String, _ master: Int, _ transform: Transform,
    _ properties: [String: String], _ classes: [String], opacity: Double
  ) -> (Transform, [String: String], Region)? {
    if name == "g" {
      if let id = element.attribute("id"), SymbolTemplate.MasterGroup.parseID(id) != nil {
        warn(element, .misplacedMaster, "master group '\(id)' inside another master is ignored")
        return nil
      }
      return (transform, properties, .master(master))
    }
    guard Self.drawableElements.contains(name) else {
      warn(
        element, .unsupportedMarkup,
        "<\(name)> is not supported in a master and is ignored; masters draw with path, rect, "
          + "circle, ellipse, line, polyline, polygon and g")
      return nil
    }
    // Inherited, and a child may set it back to `visible`, so it is read on the shape: a
    // browser shows nothing of a hidden one, as of `display: none`.
    let visibility = properties["visibility"].map(TemplateStyle.trimmed)?.lowercased()
    if visibility == "hidden" || visibility == "collapse" {
      warn(element, .unsupportedMarkup, "<\(name)> has visibility: \(visibility ?? "") and is ignored")
      return nil
    }
    let drawable = makeElement(
      element, name, transform, properties, classes, opacity: opacity * Self.ownOpacity(properties))
    template.masters[master].elements.append(drawable)
    return nil
  }

  /// Records a guide line at its canvas position.
  private mutating func addGuide(
    _ element: XMLElement, _ name: String, _ id: String, _ kind: SymbolTemplate.GuideKind,
    _ transform: Transform
  ) {
    guard name == "line" else {
      warn(element, .guides, "guide '\(id)' is a <\(name)>, not a <line>, and is ignored")
      return
    }
    let start = transform.apply(Point(number(element, "x1"), number(element, "y1")))
    let end = transform.apply(Point(number(element, "x2"), number(element, "y2")))
    let position = kind.isHorizontal ? start.y : start.x
    let other = kind.isHorizontal ? end.y : end.x
    if abs(position - other) > 1e-6 {
      let direction = kind.isHorizontal ? "horizontal" : "vertical"
      warn(element, .guides, "guide '\(id)' is not \(direction); the position of its first point is used")
    }
    guard position.isFinite else {
      fail(element, .guides, "guide '\(id)' has a position that is not a finite number")
      return
    }
    template.guides.append(.init(id: id, kind: kind, position: position, location: location(of: element)))
  }

  /// Reads the canvas size from the root's `viewBox`, else its `width` and `height`.
  private mutating func readCanvas() {
    if let text = root.attribute("viewBox") {
      do {
        let box = try SVGViewBox.parse(text)
        template.canvasWidth = box.width
        template.canvasHeight = box.height
        template.canvasOrigin = Point(box.minX, box.minY)
        if box.minX != 0 || box.minY != 0 {
          warn(
            root, .unsupportedMarkup, "the viewBox does not start at 0 0; canvas coordinates keep its origin")
        }
        return
      } catch {
        fail(root, .unreadableMarkup, "viewBox=\"\(text)\" cannot be read: \(error.description)")
      }
    }
    template.canvasWidth = number(root, "width")
    template.canvasHeight = number(root, "height")
  }
}
