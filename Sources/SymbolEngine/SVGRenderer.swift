import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// Renders an `SVGDocument`'s simplified tree with our scanline filler.
///
/// The render stage of the SVG pipeline (read → simplified tree → render): groups with
/// opacity below 1 are painted into an offscreen layer and composited as a whole, fills use
/// their fill rule, strokes are turned into outlines by the stroker and filled non-zero,
/// and `currentColor` takes `currentColor` from the options.
public struct SVGRenderer: Sendable {
  /// What the renderer needs beyond the document.
  public struct Options: Hashable, Sendable {
    /// The colour `currentColor` paints with.
    public var currentColor: Color
    /// The colour under the drawing; transparent by default.
    public var background: Color
    /// The flattening tolerance for strokes, in output pixels.
    public var strokeTolerance: Double

    /// Creates options; the defaults are black `currentColor`, a transparent background and
    /// a stroke tolerance of 1/64 px.
    public init(currentColor: Color = .black, background: Color = .clear, strokeTolerance: Double = 1.0 / 64)
    {
      self.currentColor = currentColor
      self.background = background
      self.strokeTolerance = strokeTolerance
    }
  }

  /// The options used for every render.
  public var options: Options

  /// Creates a renderer.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Renders `document` into a `width`×`height` canvas; the document's own size maps onto
  /// the canvas (non-uniformly if the aspect ratios differ, so callers keep them equal).
  public func render(_ document: SVGDocument, width: Int, height: Int) throws(RasterError) -> RGBACanvas {
    var canvas = try RGBACanvas(width: width, height: height, background: options.background)
    let rasterizer = try Rasterizer()
    let scale = Transform.scale(Double(width) / document.width, Double(height) / document.height)
    try draw(document.root, parent: scale, rasterizer: rasterizer, into: &canvas)
    return canvas
  }

  private func draw(
    _ group: SVGGroup, parent: Transform, rasterizer: Rasterizer, into canvas: inout RGBACanvas
  ) throws(RasterError) {
    let transform = group.transform.then(parent)
    for child in group.children {
      switch child {
      case .group(let inner) where inner.opacity < 1:
        try canvas.withLayer(opacity: inner.opacity) { (layer) throws(RasterError) in
          try draw(inner, parent: transform, rasterizer: rasterizer, into: &layer)
        }
      case .group(let inner):
        try draw(inner, parent: transform, rasterizer: rasterizer, into: &canvas)
      case .path(let node):
        try paint(node, transform: transform, rasterizer: rasterizer, into: &canvas)
      }
    }
  }

  private func paint(
    _ node: SVGPathNode, transform: Transform, rasterizer: Rasterizer, into canvas: inout RGBACanvas
  ) throws(RasterError) {
    if let fill = node.fill, let color = color(of: fill.paint) {
      try rasterizer.fill(
        node.path, rule: fill.rule == .evenodd ? .evenOdd : .nonZero, transform: transform,
        color: color, opacity: fill.opacity, into: &canvas)
    }
    if let stroke = node.stroke, let color = color(of: stroke.paint) {
      // Stroke in user space so a non-uniform transform distorts the stroke as SVG draws
      // it; the tolerance shrinks by the transform's scale to stay fine in pixels.
      let scale = max(transform.meanScale, 1e-12)
      let outline = node.path.stroked(stroke.style, tolerance: options.strokeTolerance / scale)
      try rasterizer.fill(
        outline, rule: .nonZero, transform: transform, color: color, opacity: stroke.opacity, into: &canvas)
    }
  }

  private func color(of paint: SVGPaint) -> Color? {
    switch paint {
    case .none: nil
    case .color(let color): color
    case .currentColor: options.currentColor
    }
  }
}
