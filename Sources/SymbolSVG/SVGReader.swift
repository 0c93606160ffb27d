import SymbolGeometry

/// How strictly `SVGReader` reads and how much work it accepts.
public struct SVGReadOptions: Hashable, Sendable {
  /// Whether the first warning fails the read with `SVGReadError.strict`, for catalog lint
  /// and other places where skipped content is a bug.
  public var strict: Bool
  /// The most elements that `use` expansion may instantiate (a mask's or clip path's
  /// content counts at every reference too); a document whose references multiply beyond
  /// it (a "use bomb") fails with `SVGReadError.expansionLimitExceeded`.
  public var maximumExpandedElements: Int
  /// The default ``maximumExpandedElements``: 100,000. Reading and drawing an instantiated
  /// element costs up to about 20 µs (a stroked shape at 1024 px), so a few kilobytes of
  /// nested references stay within about two seconds; at a million, such a file took 20 s.
  public static let defaultMaximumExpandedElements = 100_000
  /// The most bytes of attributes (names and values) that `use` expansion may read again,
  /// counted as elements are: each instance reads its element's styles and references again,
  /// so 100,000 instances of an element of 10 KB of attributes were a gigabyte to read, and
  /// 10,000 of one with a million empty ones did not finish in 90 s. The path data and
  /// points of paths and polygons are read once per element and not counted. The default
  /// is 64 MiB, as much as the largest document the XML parser reads.
  public var maximumExpandedAttributeBytes: Int
  /// Limits for the underlying XML parser.
  public var xmlLimits: XMLParser.Limits
  /// The most style-sheet selector tests styling the document's elements may take (see
  /// `CSSCascade.maximumSelectorTests`); past it the read fails with
  /// `SVGReadError.styleSheetTooCostly` before any element is styled.
  public var maximumSelectorTests: Int
  /// The most custom property values the document's elements may specify in all (each
  /// element counting the custom properties it declares, by attribute, rule or `style`);
  /// past it the custom properties of later elements are not read (they inherit their
  /// parent's), with a warning.
  public var maximumCustomPropertyValues: Int
  /// The default ``maximumCustomPropertyValues``: a million, about a second. Each value is
  /// kept with its element and substituted where the element is styled, so a 92 KB document
  /// of 20,000 `<g/>` under `* { --a0: …; …; --a253: … }` (5 million) took 8 s and 350 MB.
  public static let defaultMaximumCustomPropertyValues = 1_000_000

  /// Creates options; by default warnings are collected, expansion stops at
  /// ``defaultMaximumExpandedElements`` elements or 64 MiB of attributes read again, and
  /// styling at `CSSCascade.maximumSelectorTests` selector tests.
  public init(
    strict: Bool = false, maximumExpandedElements: Int = defaultMaximumExpandedElements,
    xmlLimits: XMLParser.Limits = .standard, maximumSelectorTests: Int = CSSCascade.maximumSelectorTests,
    maximumExpandedAttributeBytes: Int = 64 << 20,
    maximumCustomPropertyValues: Int = defaultMaximumCustomPropertyValues
  ) {
    self.strict = strict
    self.maximumExpandedElements = maximumExpandedElements
    self.maximumExpandedAttributeBytes = maximumExpandedAttributeBytes
    self.xmlLimits = xmlLimits
    self.maximumSelectorTests = maximumSelectorTests
    self.maximumCustomPropertyValues = maximumCustomPropertyValues
  }
}

/// Reads an SVG document into the simplified tree the renderer draws: groups with a transform
/// and an opacity, and paths with a resolved fill and stroke.
///
/// Styles are cascaded from presentation attributes, every `<style>` element (collected from
/// the whole document before any element is styled) and `style` attributes, and inherited per
/// SVG. Supported: `svg` (also nested, as a viewport that clips its content unless
/// `overflow` is `visible` or `auto`), `g`, `a` (as a group), `path`, the basic shapes,
/// `defs`, `symbol` (only through `use`, clipped like a nested `svg`), `use`, `style`,
/// `mask` (through the `mask` property) and `clipPath` (through `clip-path`: basic shapes,
/// paths and a `use` of one, in either `clipPathUnits`, with transforms and `clip-rule`).
/// Percentages refer to the nearest viewport in user units (the root's view box, not its
/// size in px); `em` is the element's computed `font-size` (inherited, 16 px by default)
/// and `ex` half of it, as no font metrics are consulted.
/// Unsupported content (gradients, patterns, filters, text, images, markers, `url()`
/// paints, which draw their fallback colour instead if they give one, CSS shapes as
/// `clip-path`, groups and text inside a `clipPath`) is skipped with an `SVGWarning`;
/// `title`, `desc`, `metadata` and elements with a foreign namespace prefix (such as
/// `inkscape:`) are skipped silently.
///
/// Transforms never reach into path coordinates: a `<g>` without opacity is dissolved and its
/// transform handed to its children, and each element with a transform or opacity below 1
/// is wrapped in a group carrying them. So the tree stays shallow however deep the source
/// nests, and every walk over it (the reader's included) uses explicit stacks.
public enum SVGReader {
  /// SVG's namespace, which an `xmlns` attribute may name; elements an `xmlns` places in
  /// another are not drawn.
  public static let namespace = "http://www.w3.org/2000/svg"

  /// Reads `text`, a complete SVG document.
  ///
  /// - Throws: `SVGReadError` for malformed XML, malformed attribute values, `use` cycles,
  ///   runaway `use` expansion, a style sheet too costly to match against the document
  ///   (`SVGReadOptions.maximumSelectorTests`), or (in strict mode) the first warning.
  public static func read(
    _ text: String, options: SVGReadOptions = .init()
  ) throws(SVGReadError)
    -> SVGDocument
  {
    let parsed: XMLElement
    do {
      parsed = try XMLParser.parse(text, limits: options.xmlLimits)
    } catch {
      throw .xml(error)
    }
    let root = XMLNamespacePrefixes.resolvingPrefixes(of: parsed)
    guard SVGReaderAttributes.localName(of: root) == "svg" else {
      throw .notSVG(element: root.name, line: root.line, column: root.column)
    }
    let index = DocumentIndex(root: root)
    if let namespace = index.foreignNamespaces[root.index] {
      throw .foreignRoot(namespace: namespace, line: root.line, column: root.column)
    }
    let variables = Self.customPropertyNames(text, index)
    let specified = try SVGSpecifiedValues(
      elements: index.elements,
      cascade: CSSCascade(
        styleSheet: index.styleSheet,
        properties: CSSCascade.presentationAttributes.union(
          variables.names.prefix(CSSVariableSubstitution.maximumNames)),
        isValid: {
          SVGReaderStyle.invalidity(of: $0, origin: .styleSheet, readsVariables: variables.containsVar) == nil
        }),
      styleElement: index.firstStyle, limit: options.maximumSelectorTests,
      readsVariables: variables.containsVar, customPropertyLimit: options.maximumCustomPropertyValues)
    var walk = SVGReaderWalk(
      options: options, specified: specified, elementsByID: index.elementsByID,
      foreignNamespaces: index.foreignNamespaces,
      referencedParents: index.referencedParents)
    for warning in index.styleWarnings { try walk.warn(warning) }
    if variables.names.count > CSSVariableSubstitution.maximumNames {
      try walk.warn(
        root,
        "the document refers to \(variables.names.count) custom properties with var(); only the first "
          + "\(CSSVariableSubstitution.maximumNames) are read, and a var() of another takes its fallback or "
          + "leaves its property unset")
    }
    if specified.droppedCustomProperties {
      try walk.warn(
        root,
        "the document's elements specify more than \(options.maximumCustomPropertyValues) "
          + "custom property values in all; the custom properties of the elements past that are not read "
          + "(they inherit their parent's)")
    }
    return try walk.read(root: root)
  }

  /// The custom property names that the `var()` of `text`'s style sheet and attributes refer
  /// to, in document order, and whether any `var(` is there at all. Only these are cascaded:
  /// declaring others costs nothing, as for any property the reader does not use.
  ///
  /// The source is searched first, so that a document without `var(` (nearly all) is not
  /// searched attribute by attribute; a character reference could spell one, so a document
  /// with `&` is searched too.
  private static func customPropertyNames(
    _ text: String, _ index: DocumentIndex
  ) -> (names: [String], containsVar: Bool) {
    guard CSSVariableSubstitution.mayHoldVar(source: text) else { return ([], false) }
    var names: [String] = []
    var seen: Set<String> = []
    var containsVar = false
    func collect(_ value: String) {
      guard CSSVariableSubstitution.containsVar(value) else { return }
      containsVar = true
      CSSVariableSubstitution.collectNames(in: value, into: &names, seen: &seen)
    }
    for rule in index.styleSheet.rules {
      for declaration in rule.declarations { collect(declaration.value) }
    }
    for element in index.elements {
      for attribute in element.attributes { collect(attribute.value) }
    }
    return (names, containsVar)
  }

  /// What the reader needs from the whole document before styling any element.
  private struct DocumentIndex {
    /// The first element carrying each id, as SVG resolves duplicate ids.
    var elementsByID: [String: XMLElement] = [:]
    /// The rules of every `<style>` element, in document order.
    var styleSheet = CSSStyleSheet()
    /// The first `<style>` element, where errors about the sheet point.
    var firstStyle: XMLElement?
    /// Every element of the document.
    var elements: [XMLElement] = []
    /// Style-sheet warnings, positioned in the document rather than in the sheet.
    var styleWarnings: [SVGWarning] = []
    /// The parent of each `<mask>` and `<clipPath>` that `elementsByID` names, and of each
    /// of their ancestors below the root, by element index: what their content inherits
    /// from. Links, not a chain per id: 30,000 nested groups each holding a mask kept
    /// 450 million ancestors, 7 GB.
    var referencedParents: [Int: XMLElement] = [:]
    /// The namespace of each element (by its index in the tree) that an `xmlns` places in
    /// another vocabulary than SVG's, which is not drawn.
    var foreignNamespaces: [Int: String] = [:]

    init(root: XMLElement) {
      // Every element visited, with the position of its parent in this list, so that a
      // mask's or clip path's ancestors can be found without keeping a path per element,
      // and the default namespace in scope at it (`nil` where no `xmlns` names one).
      var visited: [(element: XMLElement, parent: Int, namespace: String?)] = []
      var referenced: [Int] = []
      var pending = [(element: root, parent: -1)]
      while let (element, parent) = pending.popLast() {
        let position = visited.count
        let namespace = element.attribute("xmlns") ?? (parent >= 0 ? visited[parent].namespace : nil)
        visited.append((element, parent, namespace))
        // A prefixed name (`inkscape:x`) is another vocabulary whatever the default; `svg:`
        // is read as SVG's.
        if let namespace, namespace != SVGReader.namespace, !element.name.contains(":") {
          foreignNamespaces[element.index] = namespace
        }
        if let id = element.attribute("id"), elementsByID[id] == nil {
          elementsByID[id] = element
          if ["mask", "clipPath"].contains(SVGReaderAttributes.localName(of: element)) {
            referenced.append(position)
          }
        }
        if SVGReaderAttributes.localName(of: element) == "style" {
          firstStyle = firstStyle ?? element
          addStyle(element)
        }
        // Reversed so elements are indexed (and sheets collected) in document order.
        pending.append(contentsOf: element.childElements.reversed().map { ($0, position) })
      }
      elements = visited.map(\.element)
      // Each chain stops at the first element linked already, so every link is made once.
      for position in referenced {
        var child = position
        while visited[child].parent >= 0, referencedParents[visited[child].element.index] == nil {
          let parent = visited[child].parent
          referencedParents[visited[child].element.index] = visited[parent].element
          child = parent
        }
      }
    }

    /// Collects the rules of a `<style>` element whose sheet applies: of type `text/css` and
    /// for the screen (a `media` of `all` or `screen`, or none); another is skipped with a
    /// warning, as `@media` blocks are: browsers draw an image without its `media="print"`
    /// sheet.
    private mutating func addStyle(_ element: XMLElement) {
      if let reason = CSSStyleSheet.skipReason(
        type: element.attribute("type"), media: element.attribute("media"))
      {
        styleWarnings.append(
          SVGWarning(
            element: "style", line: element.line, column: element.column,
            message: "style sheet skipped: \(reason)"))
        return
      }
      let text = element.children.compactMap(\.text).joined()
      let sheet = CSSStyleSheet(parsing: text)
      styleSheet.rules.append(contentsOf: sheet.rules)
      for warning in sheet.warnings {
        // CSS positions count from the first character of the sheet's text, which starts
        // right after the start tag; the line is accurate, the column only on the first line.
        styleWarnings.append(
          SVGWarning(
            element: "style", line: element.line + warning.line - 1, column: warning.column,
            message: "style sheet: skipped \(MessageQuotation.quoted(warning.text)) (\(warning.reason))"))
      }
    }
  }
}
