import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// Renders an `SVGDocument`'s simplified tree with our scanline filler.
///
/// The render stage of the SVG pipeline (read → simplified tree → render): groups with
/// opacity below 1 or a mask are painted into an offscreen layer, holding only the pixels
/// their content can reach (see `SVGLayerBounds`), and composited as a whole (a mask's
/// content into a layer of its own, whose luminance or alpha scales the group's inside the
/// mask's region); a clip that is an upright rectangle in pixels is passed to every fill
/// inside it and clipped geometrically by the filler (other clips are masks, see
/// `SVGDrawList`); fills use their fill rule, strokes are turned into outlines by the
/// stroker and filled non-zero, and a `currentColor` that no `color` property resolved
/// takes `currentColor` from the options.
public struct SVGRenderer: Sendable {
  /// What the renderer needs beyond the document.
  public struct Options: Hashable, Sendable {
    /// The initial value of the `color` property: what `currentColor` paints with where no
    /// element sets `color` (the reader resolves it wherever one does).
    public var currentColor: Color
    /// The colour under the drawing; transparent by default.
    public var background: Color
    /// The flattening tolerance for strokes, in output pixels.
    public var strokeTolerance: Double
    /// The most path points the whole drawing may paint: the points of every fill and
    /// stroke outline, counted each time an element is drawn (each `use` of it again).
    /// A document of a few kilobytes can `use` a finely dashed path a thousand times, an
    /// outline of millions of points each; past this budget it is refused, naming the
    /// element that reached it, rather than built in tens of gigabytes.
    public var maximumPathPoints: Int
    /// The most area the whole drawing may paint, in multiples of the image's area: the
    /// box of every fill and stroke outline within the image (or its clip), rounded out to
    /// whole pixels, counted each time it is drawn. The filler's time grows with the pixels
    /// it covers, and a few kilobytes of nested `use` can draw a paint the size of the image
    /// tens of thousands of times; past this budget the drawing is refused, naming the
    /// element that reached it, before anything is drawn.
    public var maximumPaintedArea: Double
    /// The most rows of pixels the edges of the whole drawing may cross: every segment of
    /// every fill and stroke outline counted over the rows it spans within the image (at
    /// least one), each time it is drawn. The filler steps each edge row by row, so a
    /// finely dashed stroke, a million thin dashes each as tall as the image, costs seconds
    /// while it covers little area; past this budget the drawing is refused, naming the
    /// element that reached it, before anything is drawn.
    public var maximumEdgeRows: Int

    /// The default ``maximumPathPoints``: 64,000,000, four times what the filler takes in one
    /// path, about a gigabyte of outlines.
    public static let defaultMaximumPathPoints = 64_000_000

    /// The default ``maximumPaintedArea``: 64 times the image. Of 3,000 icons from Adwaita
    /// and Breeze, the most any painted was 9 times its area, and one in a hundred more than
    /// twice; at 1024 px the limit is about half a second of translucent fills.
    public static let defaultMaximumPaintedArea = 64.0

    /// The area a drawing may always paint, whatever ``maximumPaintedArea`` allows for its
    /// size: 2²⁴ pixels (4096 × 4096), about 60 ms of translucent fills. Each paint counts
    /// at least one pixel, so at 16 px a document of a few thousand small elements would
    /// otherwise be refused for work that takes milliseconds.
    public static let minimumPaintedPixels = Double(1 << 24)

    /// The most area a drawing may paint, whatever ``maximumPaintedArea`` allows for its
    /// size: 2³¹ pixels, about six seconds of translucent fills. At 8192 px, 64 images were
    /// 30 s; this is 32 of them.
    public static let maximumPaintedPixels = Double(1 << 31)

    /// The default ``maximumEdgeRows``: 2²⁷ (134,217,728), about a second of the filler's
    /// row stepping (6–10 ns a row for thin dashes). An icon of a thousand segments at
    /// 8192 px crosses a few million.
    public static let defaultMaximumEdgeRows = 1 << 27

    /// Creates options; the defaults are black `currentColor`, a transparent background, a
    /// stroke tolerance of 1/64 px, ``defaultMaximumPathPoints``,
    /// ``defaultMaximumPaintedArea`` and ``defaultMaximumEdgeRows``.
    public init(
      currentColor: Color = .black, background: Color = .clear, strokeTolerance: Double = 1.0 / 64,
      maximumPathPoints: Int = defaultMaximumPathPoints,
      maximumPaintedArea: Double = defaultMaximumPaintedArea, maximumEdgeRows: Int = defaultMaximumEdgeRows
    ) {
      self.currentColor = currentColor
      self.background = background
      self.strokeTolerance = strokeTolerance
      self.maximumPathPoints = maximumPathPoints
      self.maximumPaintedArea = maximumPaintedArea
      self.maximumEdgeRows = maximumEdgeRows
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
      rasterizer.overlapStepsRemaining = Rasterizer.overlapStepsPerPicture
    } catch {
      throw SVGRenderError(error: error)
    }
    // Open groups and masks as a stack of layers, so nesting depth costs no call stack. A
    // group's mask is drawn after its content, into a layer of its own, and turned into
    // levels that scale the group when it closes. Each layer holds only the pixels its
    // content can reach (`SVGLayerBounds`), and is drawn in its own coordinates.
    var layers = [Layer(canvas: base, box: SVGLayerBox(x: 0, y: 0, width: width, height: height))]
    var regions: [(region: Path, kind: SVGMask.Kind)] = []
    let steps = try SVGDrawList.steps(for: document, width: width, height: height, options: options)
    let boxes = SVGLayerBounds.boxes(for: steps, width: width, height: height)
    try Self.checkLayerBudget(steps, boxes: boxes, image: width * height)
    var nextBox = boxes.makeIterator()
    for step in steps {
      switch step {
      case .beginGroup(let opacity, _):
        let box = nextBox.next() ?? .minimal
        do {
          layers.append(
            Layer(canvas: try RGBACanvas(width: box.width, height: box.height), box: box, opacity: opacity))
        } catch {
          throw SVGRenderError(error: error)
        }
      case .beginMask(let region, let kind):
        let box = nextBox.next() ?? .minimal
        regions.append((region, kind))
        do {
          layers.append(Layer(canvas: try RGBACanvas(width: box.width, height: box.height), box: box))
        } catch {
          throw SVGRenderError(error: error)
        }
      case .endMask:
        let content = layers.removeLast()
        guard let (region, kind) = regions.popLast() else { continue }
        do {
          var levels = try content.canvas.maskLevels(kind == .alpha ? .alpha : .luminance)
          var inside = try CoverageMask(width: content.box.width, height: content.box.height)
          try rasterizer.fill(region, transform: content.placing(.identity), into: &inside)
          try levels.multiply(by: inside)
          layers[layers.count - 1].mask = levels
        } catch {
          throw SVGRenderError(error: error)
        }
      case .endGroup:
        var group = layers.removeLast()
        if let mask = group.mask {
          do {
            try group.canvas.applyMask(mask)
          } catch {
            throw SVGRenderError(error: error)
          }
        }
        let under = layers[layers.count - 1].box
        layers[layers.count - 1].canvas.composite(
          group.canvas, x: group.box.x - under.x, y: group.box.y - under.y, opacity: group.opacity)
      case .fill(let path, let transform, let color, let opacity, let rule, let clip, _, let origin):
        let layer = layers[layers.count - 1]
        do {
          try rasterizer.fill(
            path, rule: rule, transform: layer.placing(transform), color: color, opacity: opacity,
            clip: clip.map { layer.placed($0) }, overlap: .union, into: &layers[layers.count - 1].canvas)
        } catch {
          throw SVGRenderError(error, drawing: path, origin: origin)
        }
      }
    }
    return layers[0].canvas
  }

  /// Refuses, before any work, a drawing whose layers (`boxes`, one per group and mask)
  /// need more pixels than the raster stage allows: in all (each is cleared and
  /// composited), or held at once by layers open inside one another, with the image's
  /// `image` pixels.
  private static func checkLayerBudget(
    _ steps: [SVGDrawStep], boxes: [SVGLayerBox], image: Int
  ) throws(SVGRenderError) {
    let total = boxes.reduce(0) { $0 + $1.area }
    guard total <= RasterError.maximumLayerPixels else {
      throw SVGRenderError(error: .tooManyLayers(layers: boxes.count, pixels: total))
    }
    var open: [Int] = []
    var held = image
    var next = 0
    for step in steps {
      switch step {
      case .beginGroup, .beginMask:
        let area = next < boxes.count ? boxes[next].area : 1
        next += 1
        open.append(area)
        held += area
        guard held <= RasterError.maximumOpenLayerPixels else {
          throw SVGRenderError(error: .layersTooDeep(depth: open.count, pixels: held))
        }
      case .endGroup, .endMask:
        held -= open.popLast() ?? 0
      case .fill:
        break
      }
    }
  }

  /// A group or mask being drawn: its pixels, the part of the image they stand for, the
  /// opacity it is composited at, and the levels of its mask once that is drawn.
  private struct Layer {
    var canvas: RGBACanvas
    var box: SVGLayerBox
    var opacity = 1.0
    var mask: CoverageMask?

    /// `transform` (to output pixels) followed by the move into the layer's pixels, by whole
    /// pixels so that its pixels are the image's; unchanged for a layer at the image's corner.
    func placing(_ transform: Transform) -> Transform {
      box.x == 0 && box.y == 0 ? transform : transform.then(.translation(Double(-box.x), Double(-box.y)))
    }

    /// `clip`, in output pixels, in the layer's.
    func placed(_ clip: Rect) -> Rect {
      Rect(
        minX: clip.minX - Double(box.x), minY: clip.minY - Double(box.y), maxX: clip.maxX - Double(box.x),
        maxY: clip.maxY - Double(box.y))
    }
  }
}
