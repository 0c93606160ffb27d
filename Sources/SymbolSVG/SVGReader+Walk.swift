import SymbolGeometry

/// The reader's single pass over the element tree, with explicit stacks instead of recursion
/// so that tens of thousands of nested elements cannot overflow the call stack.
struct SVGReaderWalk {
  /// Elements whose content the reader cannot draw; each is skipped with a warning.
  static let unsupportedElements: Set<String> = [
    "linearGradient", "radialGradient", "pattern", "filter", "text",
    "image", "foreignObject", "marker", "animate", "animateTransform", "animateMotion",
    "set", "script",
  ]
  /// The elements a `url()` paint may refer to (SVG 2's included), none of which is drawn.
  static let paintServers: Set<String> = [
    "linearGradient", "radialGradient", "pattern", "meshgradient", "hatch",
  ]
  /// Elements that carry no drawing; skipped without a warning. `defs` and `symbol` content is
  /// reached through `use` only, `mask` content through a `mask` property and `clipPath`
  /// content through a `clip-path` property; `style` was collected before the walk.
  static let silentElements: Set<String> = [
    "title", "desc", "metadata", "defs", "symbol", "style", "mask", "clipPath",
  ]

  /// What an element inherits from where it is drawn.
  struct Context {
    /// The parent's computed property strings.
    var properties: [String: String]
    /// Maps the parent's user space into the coordinates of the group being built.
    var placement: Transform
    /// The nearest viewport in user units, for percentages.
    var viewport: SVGViewportSize
  }

  /// The size a `use` imposes on the `symbol` or `svg` it instantiates.
  struct InstanceSize {
    var width: Double?
    var height: Double?
  }

  enum Task {
    case visit(XMLElement, Context, instance: InstanceSize?)
    /// Closes the group opened last; `measured` when its bounding box matters (it is masked,
    /// or clipped in bounding-box units).
    case closeGroup(measured: Bool)
    /// Closes the group that clips to a viewport, `bounds` placed by `placement` in the
    /// group's coordinates; the clip is dropped when nothing reaches outside it.
    case closeClip(bounds: Rect, placement: Transform)
    /// Leaves the `use` entered last, once everything it instantiates has been read.
    case leaveReference
    /// Starts reading the content of a mask (an empty mask of its settings) for the group
    /// open below it; `id` stays entered until `closeMask`, to find cycles.
    case openMask(SVGMask, id: String)
    /// Gives the mask read since `openMask` to the group it masks.
    case closeMask
  }

  let options: SVGReadOptions
  /// Every element's own specified values, cascaded once before the walk.
  let specified: SVGSpecifiedValues
  let elementsByID: [String: XMLElement]
  private(set) var warnings: [SVGWarning] = []
  /// The elements instantiated through references so far, and the bytes of their
  /// attributes read again (see `countExpansion(_:)`).
  private var expandedElements = 0
  private var expandedAttributeBytes = 0
  /// The geometry of each shape read so far, by element and the context its lengths take:
  /// an element drawn again through a reference shares it. 100,000 `use`s of a 2,000-point
  /// path parsed it each time, 4 GB of copies.
  private var geometry: [GeometryKey: Path?] = [:]
  /// The warnings given so far: an element drawn again through a reference does not repeat
  /// them (100,000 `use`s of an element gave 100,000 identical lines).
  private var warned: Set<SVGWarning> = []
  /// The elements whose own declarations were checked: their warnings are given once.
  private var checkedDeclarations: Set<Int> = []
  /// Groups under construction; the first is the document's root.
  private var openGroups: [SVGGroup] = []
  /// What each group in `openGroups` paints so far, in its coordinates.
  private var openReaches: [SVGPaintReach] = []
  /// The ids followed through `use` to reach the element being read, outermost first, to
  /// detect cycles. The set beside them answers whether an id is among them at once: the
  /// chain can run thousands deep before the expansion limit stops it, and a search of
  /// the list at every `use` made such a file take seconds to reject.
  var references: [String] = []
  var activeReferences: Set<String> = []
  var tasks: [Task] = []
  /// Masks whose content is being read, innermost last.
  private var openMasks: [SVGMask] = []
  /// How many open groups need their bounding box (masked ones, and those clipped in
  /// bounding-box units): inside one, shapes that paint nothing are kept for the box, which
  /// is the geometry whatever its paint.
  private var measuredDepth = 0
  /// The computed properties of each ancestor of a mask or clip path, by element index, once
  /// computed: what their content inherits (see `inherited(byReferenced:)`).
  var ancestorProperties: [Int: [String: String]] = [:]

  /// The parent of each `<mask>` and `<clipPath>` with an id and of each of their ancestors
  /// below the root, by element index.
  let referencedParents: [Int: XMLElement]

  /// The namespace of each element (by tree index) that an `xmlns` places outside SVG.
  let foreignNamespaces: [Int: String]

  init(
    options: SVGReadOptions, specified: SVGSpecifiedValues, elementsByID: [String: XMLElement],
    foreignNamespaces: [Int: String] = [:], referencedParents: [Int: XMLElement] = [:]
  ) {
    self.options = options
    self.specified = specified
    self.elementsByID = elementsByID
    self.foreignNamespaces = foreignNamespaces
    self.referencedParents = referencedParents
  }

  /// Whether `element` belongs to another vocabulary than SVG's, and so is not drawn; one
  /// that an `xmlns` places there is warned about (a prefixed one, `inkscape:…`, is skipped
  /// silently, as editors' metadata).
  mutating func isForeign(_ element: XMLElement) throws(SVGReadError) -> Bool {
    if element.name.contains(":") && !element.name.hasPrefix("svg:") { return true }
    guard let namespace = foreignNamespaces[element.index] else { return false }
    try warn(
      element,
      "\(MessageQuotation.tag(element.name)) is in the namespace \(MessageQuotation.quoted(namespace)), not"
        + " SVG's; skipped with its content")
    return true
  }

  /// Records a warning, or fails with it in strict mode; a warning given already (the same
  /// element drawn again through a reference) is not repeated.
  mutating func warn(_ warning: SVGWarning) throws(SVGReadError) {
    if options.strict { throw .strict(warning) }
    if warned.insert(warning).inserted { warnings.append(warning) }
  }

  /// Whether `element`'s own declarations are checked for the first time, so that their
  /// warnings (values dropped, `url()` paints) are worked out once per element, however many
  /// references draw it.
  mutating func checksDeclarationsFirst(of element: XMLElement) -> Bool {
    checkedDeclarations.insert(element.index).inserted
  }

  /// The shapes whose geometry is their attribute alone (`d`, `points`), read once per
  /// element: those attributes are not counted again when a reference draws the element.
  static let contextFreeShapes: Set<String> = ["path", "polyline", "polygon"]

  /// What a shape's geometry depends on besides the element: the viewport and font size its
  /// lengths may refer to.
  struct GeometryKey: Hashable {
    var element: Int
    var viewportWidth: Double
    var viewportHeight: Double
    var fontSize: Double
  }

  mutating func warn(_ element: XMLElement, _ message: String) throws(SVGReadError) {
    try warn(
      SVGWarning(
        element: SVGReaderAttributes.localName(of: element), line: element.line,
        column: element.column, message: message))
  }

  /// The geometry of a shape or path element (`SVGReaderShapes.path`), warning at its `d`
  /// when the path data is malformed and only drawn up to its first error; `isShared` when
  /// the element is read for each of several elements (a clip path's content), so that it is
  /// kept as under a reference.
  mutating func shapePath(
    of element: XMLElement, named name: String, viewport: SVGViewportSize, fontSize: Double,
    isShared: Bool = false
  ) throws(SVGReadError) -> Path? {
    // Path data and points take no lengths from the context: one entry whatever it is, so
    // that no context reads them twice (their bytes are not counted again per instance).
    let key =
      Self.contextFreeShapes.contains(name)
      ? GeometryKey(element: element.index, viewportWidth: 0, viewportHeight: 0, fontSize: 0)
      : GeometryKey(
        element: element.index, viewportWidth: viewport.width, viewportHeight: viewport.height,
        fontSize: fontSize)
    if let known = geometry[key] { return known }
    let path = try readShapePath(of: element, named: name, viewport: viewport, fontSize: fontSize)
    // Kept where the element may be read again (through a reference, or as a clip path's
    // content, read for every element it clips) only: elsewhere each element is drawn once,
    // and keeping every shape of a large drawing cost a dictionary entry each. An element
    // drawn directly and then through a reference is read twice at most, with the same
    // result (and warnings, which are not repeated).
    if isShared || !references.isEmpty { geometry[key] = path }
    return path
  }

  private mutating func readShapePath(
    of element: XMLElement, named name: String, viewport: SVGViewportSize, fontSize: Double
  ) throws(SVGReadError) -> Path? {
    var pathDataError: PathDataError?
    let path = try SVGReaderShapes.path(
      of: element, named: name, viewport: viewport, fontSize: fontSize, pathDataError: &pathDataError)
    if let pathDataError {
      let data = MessageQuotation.quoted(element.attribute("d") ?? "")
      let extent = path == nil ? "nothing is drawn" : "the segments before it are drawn"
      try warn(
        SVGReaderAttributes.propertyWarning(
          element,
          SVGStyleValueError(
            property: "d", message: "path data \(data) is malformed: \(pathDataError); \(extent)")
        ))
    }
    return path
  }

  /// Counts `element`, instantiated through a reference (a `use`, a mask, a clip path), against
  /// the expansion limit: each reference reads the content again, so references can
  /// multiply a small file into a huge drawing.
  mutating func countExpansion(_ element: XMLElement) throws(SVGReadError) {
    expandedElements += 1
    guard expandedElements <= options.maximumExpandedElements else {
      throw .expansionLimitExceeded(
        limit: options.maximumExpandedElements, line: element.line, column: element.column)
    }
    // Each attribute is read again (its name too: a million empty ones cost as much to walk),
    // except the geometry of a path or polygon, which is read once (`shapePath`).
    let geometry = Self.contextFreeShapes.contains(SVGReaderAttributes.localName(of: element))
    for attribute in element.attributes
    where !(geometry && (attribute.name == "d" || attribute.name == "points")) {
      expandedAttributeBytes += attribute.name.utf8.count + attribute.value.utf8.count
    }
    guard expandedAttributeBytes <= options.maximumExpandedAttributeBytes else {
      throw .expandedAttributesTooLarge(
        limit: options.maximumExpandedAttributeBytes, line: element.line, column: element.column)
    }
  }

  /// The root's `clip`, given in the coordinates outside its view box, in those of the
  /// content the root group holds. A clip in bounding-box units needs no change: the view
  /// box maps the content's box onto its box outside, fractions and all. A view box that
  /// cannot be inverted shows nothing, and neither does the clip then.
  static func outsideViewBox(_ clip: SVGClip, _ viewBoxTransform: Transform) -> SVGClip {
    guard clip.units == .userSpaceOnUse, viewBoxTransform != .identity else { return clip }
    var placed = clip
    guard let inverse = viewBoxTransform.inverted else {
      placed.shapes = []
      return placed
    }
    placed.shapes = clip.shapes.map { SVGClip.Shape(path: $0.path.transformed(by: inverse), rule: $0.rule) }
    return placed
  }

  /// The root's `mask`, given in the coordinates outside its view box, in those of the
  /// content the root group holds: a region or content in user space is mapped back
  /// through the view box, one in bounding-box units needs no change (see
  /// `outsideViewBox(_:_:)` for clips).
  static func outsideViewBox(_ mask: SVGMask, _ viewBoxTransform: Transform) -> SVGMask {
    guard viewBoxTransform != .identity else { return mask }
    var placed = mask
    guard let inverse = viewBoxTransform.inverted else {
      placed.content = []
      return placed
    }
    if mask.regionUnits == .userSpaceOnUse, let region = mask.region.transformed(by: inverse) {
      placed.region = region
    }
    if mask.contentUnits == .userSpaceOnUse {
      placed.content = [.group(SVGGroup(transform: inverse, children: mask.content))]
    }
    return placed
  }

  /// Reads the document whose root `<svg>` is `root`.
  mutating func read(root: XMLElement) throws(SVGReadError) -> SVGDocument {
    let properties = try computedProperties(root, parent: [:])
    // The root's transform would move the image in its own frame, which renderers place
    // differently (Chromium about its centre, rsvg-convert about its corner).
    if let transform = properties["transform"], (try? SVGTransformParser.parse(transform)) != .identity {
      try warn(root, "transform on the root <svg> is not drawn; put the drawing in a <g> with the transform")
    }
    let (size, viewBoxTransform, viewport) = try SVGReaderViewport.root(
      root, fontSize: SVGFontSize.of(properties))
    let style = try typedStyle(root, properties, viewport: viewport)
    pushGroup(SVGGroup(transform: viewBoxTransform, opacity: style.opacity))
    let context = Context(properties: properties, placement: .identity, viewport: viewport)
    if properties["display"].map(CSSDeclarationParser.trimmed)?.lowercased() != "none" {
      // The root's own clip goes on the root group at once; its mask is read after
      // everything it masks, into the root group. Both lie in the coordinates the root is
      // placed in, outside its view box (as rsvg and browsers place them), and their
      // percentages refer to that viewport.
      let clip = try clipReference(root, properties, size)
      let mask = try maskReference(root, properties, size)
      if case .hidden = clip {
        return SVGDocument(width: size.width, height: size.height, root: SVGGroup(), warnings: warnings)
      }
      if case .hidden = mask {
        return SVGDocument(width: size.width, height: size.height, root: SVGGroup(), warnings: warnings)
      }
      openGroups[0].clip = clip.clip.map { Self.outsideViewBox($0, viewBoxTransform) }
      // Everything is inside the root: never closed, the count stays raised.
      if Self.isMeasured(mask: mask, clip: clip.clip) { measuredDepth += 1 }
      scheduleMask(mask, size)
      schedule(children: root.childElements, context)
    }
    while let task = tasks.popLast() {
      switch task {
      case .closeGroup(let measured):
        if measured { measuredDepth -= 1 }
        let (group, reach) = popGroup()
        appendClosed(group, reach)
      case .closeClip(let bounds, let placement):
        let (closed, reach) = popGroup()
        var group = closed
        // A clip that nothing crosses is dropped; one that stays trims the reach as it
        // closes, like any clip in user space.
        if reach.fits(inside: bounds, placedBy: placement) { group.clip = nil }
        appendClosed(group, reach)
      case .visit(let element, let context, let instance):
        try visit(element, context, instance: instance)
      case .leaveReference:
        if let id = references.popLast() { activeReferences.remove(id) }
      case .openMask(let mask, let id):
        references.append(id)
        activeReferences.insert(id)
        openMasks.append(mask)
        pushGroup(SVGGroup())
      case .closeMask:
        if let id = references.popLast() { activeReferences.remove(id) }
        let (content, _) = popGroup()
        if var mask = openMasks.popLast() {
          mask.content = content.children
          openGroups[openGroups.count - 1].mask = mask
        }
      }
    }
    var rootGroup = openGroups.first ?? SVGGroup()
    if let mask = rootGroup.mask { rootGroup.mask = Self.outsideViewBox(mask, viewBoxTransform) }
    return SVGDocument(width: size.width, height: size.height, root: rootGroup, warnings: warnings)
  }

  mutating func schedule(children: [XMLElement], _ context: Context) {
    for child in children.reversed() { tasks.append(.visit(child, context, instance: nil)) }
  }

  private mutating func pushGroup(_ group: SVGGroup) {
    openGroups.append(group)
    openReaches.append(SVGPaintReach())
  }

  private mutating func popGroup() -> (SVGGroup, SVGPaintReach) {
    (openGroups.removeLast(), openReaches.removeLast())
  }

  private mutating func append(_ node: SVGNode, reach: SVGPaintReach) {
    openGroups[openGroups.count - 1].children.append(node)
    openReaches[openReaches.count - 1].add(reach)
  }

  /// Adds a group that has been read to the group below it; one that changes nothing (a
  /// clip found unneeded) is dissolved into it, keeping the tree shallow.
  ///
  /// A clip in user space trims the reach to its box, so that a viewport clip around the
  /// group is not kept for content this clip already holds inside.
  private mutating func appendClosed(_ group: SVGGroup, _ reach: SVGPaintReach) {
    guard !group.children.isEmpty else { return }
    guard !group.isTransparentWrapper else {
      openGroups[openGroups.count - 1].children.append(contentsOf: group.children)
      openReaches[openReaches.count - 1].add(reach)
      return
    }
    var reach = reach
    if let bounds = group.clip?.userSpaceBounds { reach = reach.clipped(to: bounds) }
    append(.group(group), reach: reach.mapped(by: group.transform))
  }

  private mutating func visit(
    _ element: XMLElement, _ context: Context, instance: InstanceSize?
  ) throws(SVGReadError) {
    if !references.isEmpty { try countExpansion(element) }
    // Prefixed names (inkscape:, sodipodi:, rdf:) and other namespaces are other vocabularies.
    if try isForeign(element) { return }
    let name = SVGReaderAttributes.localName(of: element)
    // Not drawn where its conditions fail (`systemLanguage="fr"`), as in browsers.
    guard SVGConditions.hold(for: element) else { return }
    let isInstantiatedSymbol = name == "symbol" && instance != nil
    if name == "defs" { return try warnAboutUnsupportedDefinitions(in: element) }
    if Self.silentElements.contains(name) && !isInstantiatedSymbol { return }
    if Self.unsupportedElements.contains(name) {
      try warn(element, "\(MessageQuotation.tag(name)) is not supported; skipped with its content")
      return
    }
    let isContainer = ["g", "a", "svg", "use", "switch"].contains(name) || isInstantiatedSymbol
    guard isContainer || SVGReaderShapes.names.contains(name) else {
      try warn(element, "unknown element \(MessageQuotation.tag(name)); skipped with its content")
      return
    }
    let (properties, style) = try computedStyle(
      element, parent: context.properties, viewport: context.viewport)
    if properties["display"].map(CSSDeclarationParser.trimmed)?.lowercased() == "none" { return }
    let placement = context.placement.concatenating(
      try transform(of: element, properties, viewport: context.viewport))
    // The clip and the mask lie in the element's own user space: their percentages take
    // the viewport it is drawn in (a nested `svg`'s parent's, not its own).
    let clipping = try clipReference(element, properties, context.viewport)
    if case .hidden = clipping { return }
    let clip = clipping.clip
    let mask = try maskReference(element, properties, context.viewport)
    if case .hidden = mask { return }
    guard isContainer else {
      guard mask.isMask || clip != nil else {
        return try addShape(
          element, name, context, style: style, properties: properties, placement: placement)
      }
      // The shape is drawn into a group of its own, which carries the clip and the mask;
      // the group takes the shape's placement and opacity, so both lie in the shape's user
      // space, transform included, as SVG places them.
      var inner = context
      openContainer(style: style, transform: placement, mask: mask, clip: clip, context: &inner)
      // The group has the opacity; the shape inside draws opaque.
      var opaque = style
      opaque.opacity = 1
      return try addShape(
        element, name, inner, style: opaque, properties: properties, placement: inner.placement)
    }
    var inner = context
    inner.properties = properties
    switch name {
    case "use":
      guard let (target, id) = try resolveReference(element) else { return }
      let fontSize = SVGFontSize.of(properties)
      func length(_ name: String, _ reference: Double) throws(SVGReadError) -> Double? {
        try SVGReaderAttributes.length(element, name, reference: reference, fontSize: fontSize)
      }
      let x = try length("x", context.viewport.width) ?? 0
      let y = try length("y", context.viewport.height) ?? 0
      let size = InstanceSize(
        width: try SVGReaderViewport.nonNegative(element, "width", length("width", context.viewport.width)),
        height: try SVGReaderViewport.nonNegative(
          element, "height", length("height", context.viewport.height)))
      // Below everything the target schedules, so the id stays entered while it is read.
      tasks.append(.leaveReference)
      references.append(id)
      activeReferences.insert(id)
      openContainer(
        style: style, transform: placement.concatenating(.translation(x, y)), mask: mask, clip: clip,
        context: &inner)
      tasks.append(.visit(target, inner, instance: size))
    case "svg", "symbol":
      let (transform, viewport, bounds) = try SVGReaderViewport.nested(
        element, context.viewport, instance: instance, fontSize: SVGFontSize.of(properties))
      // The element's own mask and clip lie in its parent's user space, so their percentages
      // take the parent's viewport; only the content sees the new one.
      openContainer(style: style, transform: placement, mask: mask, clip: clip, context: &inner)
      inner.viewport = viewport
      if SVGReaderViewport.clipsOverflow(properties) {
        openClip(bounds, placement: inner.placement, source: element)
      }
      inner.placement = inner.placement.concatenating(transform)
      schedule(children: element.childElements, inner)
    case "switch":
      // A group that draws one child: the first whose conditions hold.
      openContainer(style: style, transform: placement, mask: mask, clip: clip, context: &inner)
      if let child = SVGConditions.chosenChild(of: element) { schedule(children: [child], inner) }
    default:
      openContainer(style: style, transform: placement, mask: mask, clip: clip, context: &inner)
      schedule(children: element.childElements, inner)
    }
  }

  /// Warns about gradients, patterns and the like kept in `defs`, although only a `url()`
  /// reference would draw them, so an icon that relies on one is flagged where it is defined.
  /// A `clipPath`'s content is judged where it is used, so it is warned about once.
  private mutating func warnAboutUnsupportedDefinitions(in defs: XMLElement) throws(SVGReadError) {
    var pending = Array(defs.childElements.reversed())
    while let element = pending.popLast() {
      let name = SVGReaderAttributes.localName(of: element)
      if Self.unsupportedElements.contains(name) {
        try warn(element, "\(MessageQuotation.tag(name)) is not supported; skipped with its content")
      } else if name != "clipPath" {
        pending.append(contentsOf: element.childElements.reversed())
      }
    }
  }

  /// Starts a group when the element has an opacity, a mask or a clip (which need offscreen
  /// compositing, and a clip and a mask the element's own coordinates); otherwise folds
  /// `transform` into the placement its children receive.
  ///
  /// One group carries all three, as SVG applies them to the same element: the renderer
  /// clips first, then masks, then applies the opacity.
  private mutating func openContainer(
    style: SVGReaderStyle, transform: Transform, mask: MaskReference, clip: SVGClip?, context: inout Context
  ) {
    if style.opacity < 1 || mask.isMask || clip != nil {
      pushGroup(SVGGroup(transform: transform, opacity: style.opacity, clip: clip))
      let measured = Self.isMeasured(mask: mask, clip: clip)
      tasks.append(.closeGroup(measured: measured))
      if measured { measuredDepth += 1 }
      scheduleMask(mask, context.viewport)
      context.placement = .identity
    } else {
      context.placement = transform
    }
  }

  /// Whether a group with `mask` and `clip` needs its content's bounding box: a mask always
  /// may (its region defaults to bounding-box units), a clip when in bounding-box units.
  private static func isMeasured(mask: MaskReference, clip: SVGClip?) -> Bool {
    mask.isMask || clip?.units == .objectBoundingBox
  }

  /// Starts a group that clips its content to a viewport, `bounds` placed by `placement`
  /// in the coordinates of the group open below it.
  ///
  /// The clip is the viewport's outline, placed, in user space: a rotated or skewed
  /// viewport clips to its true shape. The group keeps an identity transform, so if the
  /// clip turns out unneeded when it closes, the group dissolves into its parent.
  private mutating func openClip(_ bounds: Rect, placement: Transform, source element: XMLElement) {
    var builder = PathBuilder()
    builder.rect(bounds)
    let source = SVGElementLocation(
      element: SVGReaderAttributes.localName(of: element), line: element.line, column: element.column)
    let clip = SVGClip(shapes: [SVGClip.Shape(path: builder.path.transformed(by: placement))], source: source)
    pushGroup(SVGGroup(clip: clip))
    tasks.append(.closeClip(bounds: bounds, placement: placement))
  }

  private mutating func addShape(
    _ element: XMLElement, _ name: String, _ context: Context, style: SVGReaderStyle,
    properties: [String: String], placement: Transform
  ) throws(SVGReadError) {
    guard
      let path = try shapePath(
        of: element, named: name, viewport: context.viewport, fontSize: SVGFontSize.of(properties))
    else {
      return
    }
    let fill = style.isVisible ? style.resolvedFill : nil
    let stroke = style.isVisible ? style.resolvedStroke : nil
    // Unpainted geometry still counts towards a group's bounding box: kept where one is
    // measured (masked, or clipped in bounding-box units), as a node with neither fill nor
    // stroke, and dropped everywhere else.
    guard fill != nil || stroke != nil || measuredDepth > 0 else { return }
    let source = SVGElementLocation(element: name, line: element.line, column: element.column)
    let pathNode = SVGPathNode(
      path: path, fill: fill, stroke: stroke, source: source, paintOrder: style.paintOrder)
    let reach = SVGPaintReach(pathNode, transform: placement)
    if placement == .identity && style.opacity >= 1 {
      append(.path(pathNode), reach: reach)
    } else {
      append(
        .group(SVGGroup(transform: placement, opacity: style.opacity, children: [.path(pathNode)])),
        reach: reach)
    }
  }

  /// The element a `use` instantiates and its id; `nil` (after a warning) when the
  /// reference is missing or dangling.
  private mutating func resolveReference(
    _ element: XMLElement
  ) throws(SVGReadError) -> (XMLElement, String)? {
    guard let id = SVGReaderAttributes.referencedID(element) else {
      try warn(element, "<use> without a local reference ('#id'); skipped")
      return nil
    }
    guard let target = elementsByID[id] else {
      try warn(element, "<use> refers to \(MessageQuotation.quoted("#" + id)), which does not exist; skipped")
      return nil
    }
    if activeReferences.contains(id) {
      throw .referenceCycle(ids: references + [id], line: element.line, column: element.column)
    }
    return (target, id)
  }
}
