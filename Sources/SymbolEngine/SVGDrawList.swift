import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// One step of drawing an SVG document: what every output (pixels, SVG text) consumes.
enum SVGDrawStep {
  /// Later steps, up to the matching `endGroup`, form a group composited at `opacity`;
  /// when `masked`, its mask's steps come last, between `beginMask` and `endMask`.
  case beginGroup(opacity: Double, masked: Bool)
  /// Closes the innermost open group.
  case endGroup
  /// Later steps, up to the matching `endMask`, draw the mask of the innermost open group:
  /// its `kind` of value, inside `region` (a polygon in output pixels), scales the group's
  /// pixels before the group is composited. Comes after the group's own steps.
  case beginMask(region: Path, kind: SVGMask.Kind)
  /// Closes the mask begun last.
  case endMask
  /// Fills `path` (user space) mapped by `transform` (to output pixels), only inside `clip`
  /// (an upright rectangle in output pixels) when there is one; `reach` holds every pixel
  /// it may cover (within the image and the clip; empty for a path the raster stage will
  /// refuse), and `origin` is the element and paint it draws, for errors.
  case fill(
    Path, transform: Transform, color: Color, opacity: Double, rule: FillRule, clip: Rect?, reach: Rect,
    origin: SVGPaintOrigin)
}

/// The element and the paint (its fill or its stroke's outline) a fill step draws.
struct SVGPaintOrigin {
  var element: SVGElementLocation?
  var part: SVGRenderError.Part
}

/// Turns an `SVGDocument`'s tree into an ordered list of fills and group brackets: paints
/// resolved (a `currentColor` left symbolic, where no element set `color`, from the
/// options), strokes converted to outlines, transforms
/// accumulated, invisible groups and paints that lie wholly outside the output (or their
/// clip) dropped.
///
/// Clips become one of two things. A clip that is one upright rectangle in output pixels
/// (a viewport, a `<clipPath>` of one `rect`, unrotated) is intersected with the clips
/// around it and given to each fill, which the raster stage clips geometrically: no layer,
/// and a pixel on a side shared by nested clips is covered by its share once. Any other
/// clip becomes a group whose mask is its shapes painted white, as a `<mask>` would be.
///
/// `SVGRenderer` and `SVGOutputWriter` both draw from this list, so the two outputs cannot
/// drift apart. The tree is walked with an explicit stack: documents with tens of
/// thousands of nested groups must not exhaust the call stack.
enum SVGDrawList {
  static func steps(
    for document: SVGDocument, width: Int, height: Int, options: SVGRenderer.Options
  ) throws(SVGRenderError) -> [SVGDrawStep] {
    var steps: [SVGDrawStep] = []
    var budget = SVGDrawBudget(options: options, width: width, height: height)
    let scale = Transform.scale(Double(width) / document.width, Double(height) / document.height)
    let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    // Each frame is a group being walked: its accumulated transform, the next child,
    // whether leaving it closes a bracket, the mask still to draw once its children are
    // done (with the region and the content's placement resolved), and whether the frame is
    // a mask's content.
    struct Frame {
      var group: SVGGroup
      var transform: Transform
      var next = 0
      var bracketed = false
      var mask: (mask: SVGMask, region: Rect, placement: Transform)?
      var isMaskContent = false
      /// The intersection of the rectangular clips around the group and the canvas, in output
      /// pixels; `nil` when it is the whole canvas.
      var clip: Rect?
      /// The bounds of the group's content and of every group inside it, once some group
      /// here or above needed them (a clip or mask in bounding-box units).
      var content: SVGContentBounds?
    }
    guard var root = document.root.opacity > 0 ? document.root : nil else { return [] }
    let rootTransform = root.transform.then(scale)
    var rootClip: Rect?
    var rootContent = measuresContent(root) ? SVGContentBounds(of: root.children) : nil
    if let clip = root.clip {
      switch resolve(clip, box: rootContent?.bounds, transform: rootTransform, canvas: canvas) {
      case .hidden: return []
      case .rectangle(let rect):
        guard let meeting = canvas.intersection(rect), meeting.width > 0, meeting.height > 0 else {
          return []
        }
        rootClip = meeting == canvas ? nil : meeting
      case .mask(let mask):
        root = SVGGroup(
          transform: root.transform, children: [.group(withoutClipOrTransform(root))], mask: mask)
        rootContent = rootContent?.wrapped
      }
    }
    var stack = [Frame(group: root, transform: rootTransform, clip: rootClip, content: rootContent)]
    // The root's opacity and mask: drawn like a group's, around everything.
    if let mask = root.mask {
      guard let resolved = mask.resolved(box: rootContent?.bounds) else { return [] }
      stack[0].mask = (mask, resolved.region, resolved.content)
    }
    if root.opacity < 1 || root.mask != nil {
      steps.append(.beginGroup(opacity: root.opacity, masked: root.mask != nil))
      stack[0].bracketed = true
    }
    while let top = stack.last {
      guard top.next < top.group.children.count else {
        if let pending = top.mask {
          // The group's children are drawn: now its mask, in the same coordinates.
          stack[stack.count - 1].mask = nil
          steps.append(
            .beginMask(
              region: outline(of: pending.region).transformed(by: top.transform), kind: pending.mask.kind))
          // A mask's content is not clipped: the group it scales is, once.
          stack.append(
            Frame(
              group: SVGGroup(children: pending.mask.content),
              transform: pending.placement.then(top.transform), isMaskContent: true))
          continue
        }
        stack.removeLast()
        if top.isMaskContent { steps.append(.endMask) }
        if top.bracketed { steps.append(.endGroup) }
        continue
      }
      stack[stack.count - 1].next += 1
      switch top.group.children[top.next] {
      case .group(let inner) where inner.opacity <= 0:
        continue
      case .group(var inner):
        var clip = top.clip
        var content = top.content?.group(at: top.next)
        if content == nil, measuresContent(inner) { content = SVGContentBounds(of: inner.children) }
        if let innerClip = inner.clip {
          switch resolve(
            innerClip, box: content?.bounds, transform: inner.transform.then(top.transform), canvas: canvas)
          {
          case .hidden: continue
          case .rectangle(let rect):
            // Nested rectangles meet in one: a side they share is antialiased once.
            guard let meeting = (clip ?? canvas).intersection(rect), meeting.width > 0, meeting.height > 0
            else { continue }
            clip = meeting == canvas ? nil : meeting
            inner.clip = nil
          case .mask(let mask):
            // The clip's mask goes on a group of its own around the inner one, which keeps
            // its own opacity and mask: the pixels are their product either way.
            inner = SVGGroup(
              transform: inner.transform, children: [.group(withoutClipOrTransform(inner))], mask: mask)
            content = content?.wrapped
          }
        }
        var frame = Frame(
          group: inner, transform: inner.transform.then(top.transform), clip: clip, content: content)
        if let mask = inner.mask {
          // A mask in bounding-box units over content without area hides the group.
          guard let resolved = mask.resolved(box: content?.bounds) else { continue }
          frame.mask = (mask, resolved.region, resolved.content)
        }
        frame.bracketed = inner.opacity < 1 || inner.mask != nil
        if frame.bracketed { steps.append(.beginGroup(opacity: inner.opacity, masked: frame.mask != nil)) }
        stack.append(frame)
      case .path(let node):
        try appendPaint(
          of: node, transform: top.transform, clip: top.clip, canvas: canvas, options: options,
          budget: &budget,
          to: &steps)
      }
    }
    return steps
  }

  /// Appends the fill and stroke of `node`, in its paint order, inside `clip` (output
  /// pixels) when there is one.
  private static func appendPaint(
    of node: SVGPathNode, transform: Transform, clip: Rect?, canvas: Rect, options: SVGRenderer.Options,
    budget: inout SVGDrawBudget, to steps: inout [SVGDrawStep]
  ) throws(SVGRenderError) {
    // What lies outside the clip is dropped as what lies outside the canvas is.
    let visible = clip.flatMap { $0.intersection(canvas) } ?? canvas
    let order: [SVGRenderError.Part] =
      node.paintOrder == .fillThenStroke ? [.fill, .stroke] : [.stroke, .fill]
    for part in order {
      switch part {
      case .fill:
        try appendFill(
          of: node, transform: transform, clip: clip, visible: visible, options: options, budget: &budget,
          to: &steps)
      case .stroke:
        try appendStroke(
          of: node, transform: transform, clip: clip, visible: visible, options: options, budget: &budget,
          to: &steps)
      }
    }
  }

  private static func appendFill(
    of node: SVGPathNode, transform: Transform, clip: Rect?, visible: Rect, options: SVGRenderer.Options,
    budget: inout SVGDrawBudget, to steps: inout [SVGDrawStep]
  ) throws(SVGRenderError) {
    // A paint off the canvas draws nothing; dropped here, it costs no outline, and the SVG
    // output does not carry it (a 500-byte icon scaled by 1e300 wrote 37 MB of outline).
    // Nor does a paint of no alpha, or a fill of a path that encloses nothing (a `<line>`):
    // left out, they are not counted as work either.
    guard let fill = node.fill, fill.opacity > 0, !encloses(nothing: node.path),
      let box = reach(of: node.path, within: 0, transform, visible),
      let color = color(of: fill.paint, options: options),
      color.alpha > 0
    else { return }
    let origin = SVGPaintOrigin(element: node.source, part: .fill)
    try budget.spend(node.path, covering: box, transform: transform, visible: visible, drawing: origin)
    let rule: FillRule = fill.rule == .evenodd ? .evenOdd : .nonZero
    steps.append(
      .fill(
        node.path, transform: transform, color: color, opacity: fill.opacity, rule: rule, clip: clip,
        reach: box, origin: origin))
  }

  private static func appendStroke(
    of node: SVGPathNode, transform: Transform, clip: Rect?, visible: Rect, options: SVGRenderer.Options,
    budget: inout SVGDrawBudget, to steps: inout [SVGDrawStep]
  ) throws(SVGRenderError) {
    guard let stroke = node.stroke, stroke.opacity > 0,
      reach(of: node.path, within: stroke.style.reach, transform, visible) != nil,
      let color = color(of: stroke.paint, options: options), color.alpha > 0
    else { return }
    // Outline in user space so a non-uniform transform distorts the stroke as SVG draws
    // it; the tolerance shrinks by the transform's scale to stay fine in pixels.
    let scale = max(transform.meanScale, 1e-12)
    let origin = SVGPaintOrigin(element: node.source, part: .stroke)
    let outline: Path
    let tolerance = options.strokeTolerance / scale
    // A rotation's scale is 1 only to a rounding error, so the tolerances are compared
    // relatively: 31 rotated `use`s of a finely dashed path stroked it 31 times.
    if let last = budget.lastOutline, last.path == node.path, last.style == stroke.style,
      abs(last.tolerance - tolerance) <= 1e-9 * tolerance
    {
      // The same element drawn again (a `use` of it, at the same scale) has the same outline.
      outline = last.outline
    } else {
      // The stroker stops at what is left of the drawing's budget, so that no outline is
      // built past it.
      let limit = min(Stroker.maxOutlinePoints, budget.remainingPoints)
      do {
        outline = try Stroker.stroke(node.path, style: stroke.style, tolerance: tolerance, pointLimit: limit)
      } catch {
        let cause: SVGRenderError.Cause =
          limit < Stroker.maxOutlinePoints ? budget.pointRefusal : .stroke(error)
        throw SVGRenderError(cause, drawing: origin)
      }
      budget.lastOutline = (node.path, stroke.style, tolerance, outline)
    }
    // The path's box grown by the stroke's reach can hold the canvas while the outline
    // misses it (a ring around it, say), so the outline is checked too.
    guard let box = reach(of: outline, within: 0, transform, visible) else { return }
    try budget.spend(outline, covering: box, transform: transform, visible: visible, drawing: origin)
    steps.append(
      .fill(
        outline, transform: transform, color: color, opacity: stroke.opacity, rule: .nonZero, clip: clip,
        reach: box, origin: origin))
  }

  /// What a group's clip becomes once placed by `transform` (the group's content into
  /// output pixels).
  private enum ResolvedClip {
    /// Nothing of the group shows: no shapes, or units that need a box the content lacks.
    case hidden
    /// One upright rectangle in output pixels, for the raster stage to clip to.
    case rectangle(Rect)
    /// Anything else: a luminance mask of the shapes painted white, in the group's space.
    case mask(SVGMask)
  }

  /// What `clip` becomes on a group placed by `transform`, whose content's bounds are `box`
  /// (needed only by a clip in bounding-box units).
  private static func resolve(
    _ clip: SVGClip, box: Rect?, transform: Transform, canvas: Rect
  ) -> ResolvedClip {
    guard let shapes = clip.resolved(box: box), !shapes.isEmpty else { return .hidden }
    if shapes.count == 1, let rect = shapes[0].path.transformed(by: transform).uprightRectangle {
      return .rectangle(rect)
    }
    // The mask's region must hold the whole canvas in the group's space: the box of the
    // canvas's corners mapped back. A transform without an inverse shows nothing.
    guard let inverse = transform.inverted, let region = canvas.insetBy(-1).transformed(by: inverse) else {
      return .hidden
    }
    let white = shapes.map { shape in
      SVGNode.path(
        SVGPathNode(
          path: shape.path, fill: SVGFill(paint: .color(.white), rule: shape.rule), stroke: nil,
          source: clip.source))
    }
    return .mask(
      SVGMask(
        region: region, regionUnits: .userSpaceOnUse, contentUnits: .userSpaceOnUse, kind: .luminance,
        content: white, source: clip.source))
  }

  /// `group` without its clip and transform, to sit inside a group that carries both.
  private static func withoutClipOrTransform(_ group: SVGGroup) -> SVGGroup {
    var inner = group
    inner.clip = nil
    inner.transform = .identity
    return inner
  }

  /// Whether `group`'s clip or mask is sized by its content's bounds (bounding-box units).
  /// Only then are the bounds measured: they walk the whole group, and a viewport's clip
  /// (in user space) around every level of nested `svg` elements would walk each level again.
  private static func measuresContent(_ group: SVGGroup) -> Bool {
    if let clip = group.clip, clip.units == .objectBoundingBox { return true }
    guard let mask = group.mask else { return false }
    return mask.regionUnits == .objectBoundingBox || mask.contentUnits == .objectBoundingBox
  }

  /// The rectangle as a closed path.
  private static func outline(of rect: Rect) -> Path {
    var builder = PathBuilder()
    builder.rect(rect)
    return builder.path
  }

  /// What `path` in user space, grown by `distance` on every side and mapped by
  /// `transform`, may cover of `canvas`: the part of its box there, `nil` when it provably
  /// lies outside. The box of its points holds every curve (each lies in the hull of its
  /// control points), and the mapped corners' box holds the mapped box. A path with a
  /// non-finite point, or whose box maps to one, is kept (with an empty box at the canvas's
  /// corner), so that the renderer reports it.
  private static func reach(
    of path: Path, within distance: Double, _ transform: Transform, _ canvas: Rect
  ) -> Rect? {
    guard path.isFinite, let box = path.controlBounds?.insetBy(-distance),
      let mapped = box.transformed(by: transform)
    else { return Rect(x: canvas.minX, y: canvas.minY, width: 0, height: 0) }
    return mapped.intersection(canvas)
  }

  /// Whether `path` encloses no area: each sub-path is a point or one straight segment, as a
  /// `<line>` is, whose fill SVG draws as nothing.
  private static func encloses(nothing path: Path) -> Bool {
    var segments = 0
    for verb in path.verbs {
      switch verb {
      case .move: segments = 0
      case .line:
        segments += 1
        if segments > 1 { return false }
      case .quad, .cubic: return false
      case .close: break
      }
    }
    return true
  }

  private static func color(of paint: SVGPaint, options: SVGRenderer.Options) -> Color? {
    switch paint {
    case .none: nil
    case .color(let color): color
    case .currentColor: options.currentColor
    }
  }
}
