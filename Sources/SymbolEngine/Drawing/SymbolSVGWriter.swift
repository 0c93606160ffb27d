import SymbolGeometry
import SymbolRaster

/// Writes a ``SymbolDrawing`` as a standalone SVG document made only of filled paths,
/// groups and masks, which any SVG consumer draws like ``SymbolDrawing/rasterize(scale:background:)``.
/// It uses nothing beyond SVG 1.1 to draw, and carries no `version`: the layers' `data-layer`
/// attributes are SVG 2, which a strict SVG 1.1 validator would refuse.
///
/// - The root's `width` and `height` are the PNG's pixel size at `scale` (points × `scale`
///   rounded up) and its `viewBox` is that size divided by `scale` (to 9 decimals, whatever
///   ``precision`` is), so every coordinate stays in points and a renderer drawing the SVG
///   at its own size produces the PNG's pixels, without stretching the drawing to whole
///   pixels.
/// - A fill step is one `<path d fill fill-opacity fill-rule/>`, the colour's own alpha
///   folded into `fill-opacity`.
/// - Consecutive fill steps of one symbol layer share a `<g class="layer-N" data-layer="N">`
///   (`class="layer-none"` for steps without a layer), so editors can find the layers.
/// - A layer group (``SymbolDrawing/groups``) of several paths below full opacity is a
///   `<g ... opacity="O">` of its own, so its paths are composited together and do not
///   darken where they overlap; a single path takes the opacity in its `fill-opacity`.
/// - A ``SymbolDrawStep/Operation/clear`` step cannot be drawn as paint: it becomes a
///   luminance `<mask>` (a white canvas rectangle with the step's path in black) applied to
///   a `<g>` that wraps everything drawn before it. The clear steps of one
///   ``SymbolDrawGroup/clear(_:opacity:)`` group share one mask; several clears nest.
/// - Mask ids are `clear-N-DIGEST`: counted in document order and ending in a digest of the
///   document, so that SVGs inlined together in one HTML page do not take each other's
///   masks (ids are global to the page).
///
/// The output depends only on the drawing and the options: equal input gives identical
/// bytes.
public struct SymbolSVGWriter: Hashable, Sendable {
  /// The most digits written after the decimal point of a coordinate, in points; one more
  /// is written for each tenfold of the scale above 100 pixels per point (up to 9), so a
  /// coordinate stays within a two-hundredth of a pixel.
  public var precision: Int

  /// Creates a writer. Four decimals keep coordinates within 1/20 000 pt, a two-hundredth
  /// of a pixel at up to 100 pixels per point; larger scales get more (``precision``).
  public init(precision: Int = 4) {
    self.precision = precision
  }

  /// The SVG document for `drawing` with a default writer; see ``write(_:scale:)``.
  public static func svg(for drawing: SymbolDrawing, scale: Double = 1) throws(SymbolDrawingError) -> String {
    try SymbolSVGWriter().write(drawing, scale: scale)
  }

  /// The SVG document for `drawing`, sized `scale` output units per point.
  ///
  /// - Throws: the errors ``SymbolDrawing/rasterize(scale:background:)`` throws for the
  ///   same scale, so every output refuses the same requests.
  public func write(_ drawing: SymbolDrawing, scale: Double = 1) throws(SymbolDrawingError) -> String {
    // Past 100 pixels per point, `precision` decimals of a point are too coarse for the
    // pixels: more are written (DrawingNumberFormat.coordinatePlaces).
    try SymbolSVGWriter(precision: DrawingNumberFormat.coordinatePlaces(precision, scale: scale))
      .document(drawing, scale: scale)
  }

  private func document(_ drawing: SymbolDrawing, scale: Double) throws(SymbolDrawingError) -> String {
    let pixels = try drawing.validatedPixelSize(scale: scale)
    // The view box (and the masks' canvas, which must hold it) gets the most decimals
    // DrawingNumberFormat writes, whatever `precision` is: it sets the scale from points to
    // the root's whole pixels, and rounded to `precision` it rescaled the whole picture and
    // moved it off the PNG's pixels (at 0 decimals and scale 3, 97 px over a view box of
    // 32 pt instead of 32.333: the drawing shrank by 1.4 %, was centred 1.2 px to the right,
    // and a knockout's mask, 32 pt wide, hid what the symbol drew beyond it).
    let width = DrawingNumberFormat.string(Double(pixels.width) / scale, places: 9)
    let height = DrawingNumberFormat.string(Double(pixels.height) / scale, places: 9)
    var document = Document()
    for group in drawing.groups {
      switch group {
      case .clear(let steps, let opacity):
        // Black keeps nothing of what the mask covers; at an opacity over the white, it keeps
        // 1 − opacity, as the raster's partial clear does. Several outlines are black in a
        // group at that opacity, so where they overlap the mask keeps 1 − opacity too.
        let spelled = DrawingNumberFormat.string(opacity, places: 4)
        let partial = opacity < 1
        let grouped = partial && steps.count > 1
        let strength = partial && !grouped ? " fill-opacity=\"\(spelled)\"" : ""
        let indent = grouped ? "    " : "  "
        let paths = steps.map { step in
          indent + "<path d=\"\(step.path.svgPathData(precision: precision))\" fill=\"#000000\"\(strength) "
            + "fill-rule=\"\(step.fillRule.rawValue)\"/>"
        }
        let body = grouped ? ["  <g opacity=\"\(spelled)\">"] + paths + ["  </g>"] : paths
        document.clear(
          maskLines: { id in
            [
              "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" maskContentUnits=\"userSpaceOnUse\" "
                + "x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\">",
              "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
            ] + body + ["</mask>"]
          })
      case .layer(let layer, let opacity, let fills) where group.needsGroup:
        let spelled = DrawingNumberFormat.string(opacity, places: 4)
        guard spelled != "0" else { continue }
        document.group(fills.compactMap { pathElement($0, opacity: 1) }, layer: layer, opacity: spelled)
      case .layer(let layer, let opacity, let fills):
        for fill in fills {
          guard let element = pathElement(fill, opacity: opacity) else { continue }
          document.fill(element, layer: layer)
        }
      }
    }
    document.closeRun()

    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    output += "width=\"\(pixels.width)\" height=\"\(pixels.height)\" "
    output += "viewBox=\"0 0 \(width) \(height)\">\n"
    if !document.masks.isEmpty {
      output += "  <defs>\n"
      for line in document.masks { output += "    " + line + "\n" }
      output += "  </defs>\n"
    }
    for line in document.body {
      output += String(repeating: "  ", count: line.depth + 1) + line.text + "\n"
    }
    output += "</svg>\n"
    return DocumentIDSuffix.resolve(output)
  }

  /// `<path d fill fill-opacity fill-rule/>` with the colour's alpha times `opacity` as the
  /// fill opacity, or `nil` when that rounds to nothing.
  private func pathElement(_ fill: SymbolDrawGroup.Fill, opacity: Double) -> String? {
    let spelled = DrawingNumberFormat.string(
      DrawingNumberFormat.opacity(opacity, alpha: fill.color.alpha), places: 4)
    guard spelled != "0" else { return nil }
    var rgb = fill.color
    rgb.alpha = 255
    return "<path d=\"\(fill.path.svgPathData(precision: precision))\" fill=\"\(rgb)\" "
      + "fill-opacity=\"\(spelled)\" fill-rule=\"\(fill.fillRule.rawValue)\"/>"
  }
}

/// The document being built: finished content as indented lines, the open layer run, and
/// the mask definitions made so far.
private struct Document {
  struct Line {
    var depth: Int
    var text: String
  }

  /// The layer a run of fills belongs to; `nil` inside means engine-made steps.
  struct Run {
    var layer: Int?
    var paths: [String]
  }

  var body: [Line] = []
  var masks: [String] = []
  var maskCount = 0
  var run: Run?

  /// Adds a fill path to the current run, starting a new one when the layer changes.
  mutating func fill(_ path: String, layer: Int?) {
    if let current = run, current.layer != layer { closeRun() }
    if run == nil { run = Run(layer: layer, paths: []) }
    run?.paths.append(path)
  }

  /// Writes the open run, if any, as one layer group.
  mutating func closeRun() {
    guard let current = run else { return }
    run = nil
    append(current.paths, layer: current.layer, opacity: nil)
  }

  /// Writes `paths` as a group of their own, composited at `opacity`.
  mutating func group(_ paths: [String], layer: Int?, opacity: String) {
    closeRun()
    guard !paths.isEmpty else { return }
    append(paths, layer: layer, opacity: opacity)
  }

  private mutating func append(_ paths: [String], layer: Int?, opacity: String?) {
    var attributes =
      layer.map { "class=\"layer-\($0)\" data-layer=\"\($0)\"" } ?? "class=\"layer-none\""
    if let opacity { attributes += " opacity=\"\(opacity)\"" }
    body.append(Line(depth: 0, text: "<g \(attributes)>"))
    body += paths.map { Line(depth: 1, text: $0) }
    body.append(Line(depth: 0, text: "</g>"))
  }

  /// Wraps everything drawn so far in a group masked by a new mask; does nothing when
  /// nothing has been drawn, since there is nothing to erase.
  mutating func clear(maskLines: (String) -> [String]) {
    closeRun()
    guard !body.isEmpty else { return }
    // Ids count masks in document order and end in the document's digest
    // (DocumentIDSuffix), so they are stable for equal drawings and do not collide with
    // another drawing's when SVGs are inlined in one page.
    maskCount += 1
    let id = "clear-\(maskCount)\(DocumentIDSuffix.marker)"
    masks += maskLines(id)
    var wrapped = [Line(depth: 0, text: "<g mask=\"url(#\(id))\">")]
    wrapped += body.map { Line(depth: $0.depth + 1, text: $0.text) }
    wrapped.append(Line(depth: 0, text: "</g>"))
    body = wrapped
  }
}
