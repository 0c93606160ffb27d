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
  ///
  /// - Throws: `SVGRenderError`, naming the element and paint that could not be drawn
  ///   (coordinates that overflow once transformed, a path too complex to fill), or with
  ///   no element for a size the raster stage refuses.
  public func render(_ document: SVGDocument, width: Int, height: Int) throws(SVGRenderError) -> RGBACanvas {
    let base: RGBACanvas
    let rasterizer: Rasterizer
    do {
      base = try RGBACanvas(width: width, height: height, background: options.background)
      rasterizer = try Rasterizer()
    } catch {
      throw SVGRenderError(error: error)
    }
    // Open groups as a stack of layers, so nesting depth costs no call stack.
    var layers = [(canvas: base, opacity: 1.0)]
    for step in SVGDrawList.steps(for: document, width: width, height: height, options: options) {
      switch step {
      case .beginGroup(let opacity):
        do {
          layers.append((try RGBACanvas(width: width, height: height), opacity))
        } catch {
          throw SVGRenderError(error: error)
        }
      case .endGroup:
        let group = layers.removeLast()
        layers[layers.count - 1].canvas.composite(group.canvas, opacity: group.opacity)
      case .fill(let path, let transform, let color, let opacity, let rule, let origin):
        do {
          try rasterizer.fill(
            path, rule: rule, transform: transform, color: color, opacity: opacity,
            into: &layers[layers.count - 1].canvas)
        } catch {
          throw SVGRenderError(error, drawing: path, origin: origin)
        }
      }
    }
    return layers[0].canvas
  }
}
