import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// Writes an `SVGDocument` back out as a normalised SVG made only of filled paths, sized
/// and positioned exactly like the canvas `SVGRenderer` would produce.
///
/// Every coordinate is in output pixels (the view box is `0 0 width height`), every painted
/// path that reaches the image becomes one `<path d fill fill-opacity fill-rule/>` (those
/// wholly outside it are left out, as they draw nothing), strokes are converted to their
/// outlines (filled non-zero, as the renderer fills them), `currentColor` is resolved from
/// the options, a colour's own alpha is folded into `fill-opacity`, and only group opacity
/// and masks survive, as `<g opacity mask>`, because they cannot be pushed down onto
/// overlapping children. Each mask is written in output pixels (`userSpaceOnUse`, the whole
/// image), its region, when it does not hold the image, as a second mask around its content.
/// A path clipped to an upright rectangle names a `<clipPath>` of that rectangle in output
/// pixels (`clip-path`), one per distinct rectangle, in `<defs>` with the masks.
/// Their ids (`mask-N-DIGEST`, `clip-N-DIGEST`) end in a digest of the document, so SVGs
/// inlined together in one HTML page do not take each other's masks or clips.
/// The result is therefore simple for any other SVG consumer to draw identically.
public struct SVGOutputWriter: Sendable {
  /// The colours and stroke tolerance, shared with `SVGRenderer` so both outputs agree.
  public var options: SVGRenderer.Options
  /// The most digits written after the decimal point of a coordinate, in pixels.
  public var precision: Int
  /// The most bytes the SVG may hold; past it the drawing is refused, naming the element
  /// whose path reached it. By default the most the XML parser reads
  /// (`XMLParser.Limits.maximumInputBytes`, 64 MiB), so that the output reads back: a
  /// 1.2 KB drawing of dashes wrote a 1 GB SVG in 38 s.
  public var maximumOutputBytes: Int

  /// Creates a writer; three decimals keep coordinates within 1/1000 px of the renderer's.
  public init(
    options: SVGRenderer.Options = .init(), precision: Int = 3,
    maximumOutputBytes: Int = XMLParser.Limits.standard.maximumInputBytes
  ) {
    self.options = options
    self.precision = precision
    self.maximumOutputBytes = maximumOutputBytes
  }

  /// The SVG text for `document` drawn into a `width`×`height` pixel box (mapped
  /// non-uniformly when the aspect ratios differ, as `SVGRenderer.render` maps it).
  ///
  /// - Throws: `SVGRenderError`: with no element for a size the renderer would refuse
  ///   (`RasterError.invalidSize`), and naming the element and paint whose geometry has no
  ///   SVG spelling (`RasterError.nonFiniteCoordinate`), that reaches a budget of the draw
  ///   list (`SVGRenderer.Options`), or whose path takes the text past
  ///   ``maximumOutputBytes``.
  public func write(_ document: SVGDocument, width: Int, height: Int) throws(SVGRenderError) -> String {
    do {
      try RasterError.validate(width: width, height: height)
    } catch {
      throw SVGRenderError(error: error)
    }
    var output = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">

      """
    // Everything streams into the document's text except a mask's content, which goes to
    // its `<mask>` in `<defs>` (`definitions`, with the clip paths): a masked group's `<g>`
    // names its mask before the content is drawn, and the content follows the group's own.
    // Nothing is copied twice, however deeply groups nest.
    var targets = [""]
    var definitions = ""
    var maskCount = 0
    // Clip rectangles written so far, by their path data, and their ids.
    var clipIDs: [String: String] = [:]
    var openGroups: [String?] = []
    var regions: [(region: Path, kind: SVGMask.Kind)] = []
    if options.background.alpha > 0 {
      let box = "M0 0 L\(width) 0 L\(width) \(height) L0 \(height) Z"
      appendPath(data: box, color: options.background, opacity: 1, evenOdd: false, depth: 1, to: &targets[0])
    }
    var depth = 1
    // The bytes written so far (a mask's content moves from its target into the
    // definitions: counted once).
    var written = output.utf8.count + targets[0].utf8.count
    for step in try SVGDrawList.steps(for: document, width: width, height: height, options: options) {
      switch step {
      case .beginGroup(let opacity, let masked):
        var attributes = ""
        if opacity < 1 { attributes += " opacity=\"\(Self.number(opacity))\"" }
        var id: String?
        if masked {
          maskCount += 1
          // Ids end in the document's digest (DocumentIDSuffix): inlined beside other
          // SVGs in one page, they must not name another document's mask.
          let name = "mask-\(maskCount)\(DocumentIDSuffix.marker)"
          id = name
          attributes += " mask=\"url(#\(name))\""
        }
        openGroups.append(id)
        let tag = indent(depth) + "<g\(attributes)>\n"
        written += tag.utf8.count
        targets[targets.count - 1] += tag
        depth += 1
      case .beginMask(let region, let kind):
        regions.append((region, kind))
        targets.append("")
      case .endMask:
        let content = targets.removeLast()
        guard let (region, kind) = regions.popLast(), let id = openGroups.last ?? nil else { continue }
        let before = definitions.utf8.count
        try defineMask(
          id, content: content, region: region, kind: kind, width: width, height: height, into: &definitions)
        written += definitions.utf8.count - before - content.utf8.count
      case .endGroup:
        depth -= 1
        openGroups.removeLast()
        let tag = indent(depth) + "</g>\n"
        written += tag.utf8.count
        targets[targets.count - 1] += tag
      case .fill(let path, let transform, let color, let opacity, let rule, let clip, _, let origin):
        let data: String
        do {
          data = try pathData(path.transformed(by: transform))
        } catch {
          throw SVGRenderError(error, drawing: path, origin: origin)
        }
        var clipID: String?
        if let clip {
          // The draw list keeps clips inside the image, so their corners are finite.
          var outline = PathBuilder()
          outline.rect(clip)
          let rect = outline.path.svgPathData(precision: precision)
          clipID = clipIDs[rect]
          if clipID == nil {
            let id = "clip-\(clipIDs.count + 1)\(DocumentIDSuffix.marker)"
            clipIDs[rect] = id
            clipID = id
            let definition = "    <clipPath id=\"\(id)\">\n      <path d=\"\(rect)\"/>\n    </clipPath>\n"
            written += definition.utf8.count
            definitions += definition
          }
        }
        let before = targets[targets.count - 1].utf8.count
        appendPath(
          data: data, color: color, opacity: opacity, evenOdd: rule == .evenOdd, clipID: clipID, depth: depth,
          to: &targets[targets.count - 1])
        written += targets[targets.count - 1].utf8.count - before
        guard written <= maximumOutputBytes else {
          throw SVGRenderError(.outputTooLarge(limit: maximumOutputBytes), drawing: origin)
        }
      }
    }
    if !definitions.isEmpty { output += "  <defs>\n" + definitions + "  </defs>\n" }
    output += targets[0]
    output += "</svg>\n"
    return DocumentIDSuffix.resolve(output)
  }

  /// Appends a `<mask>` with id `id` of `content` (in output pixels) to `masks`. The
  /// region, which a transform may have turned into any parallelogram, becomes a second
  /// mask around the content, unless it holds the whole image.
  private func defineMask(
    _ id: String, content: String, region: Path, kind: SVGMask.Kind, width: Int, height: Int,
    into masks: inout String
  ) throws(SVGRenderError) {
    let canvas = "maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\""
    var body = content
    if !Self.covers(region, width: width, height: height) {
      let regionID = "\(id)-region"
      let data: String
      do {
        data = try pathData(region)
      } catch {
        throw SVGRenderError(error: error)
      }
      masks += "    <mask id=\"\(regionID)\" \(canvas)>\n"
      masks += "      <path d=\"\(data)\" fill=\"#ffffff\"/>\n"
      masks += "    </mask>\n"
      body = "      <g mask=\"url(#\(regionID))\">\n" + content + "      </g>\n"
    }
    let type = kind == .alpha ? " style=\"mask-type:alpha\"" : ""
    masks += "    <mask id=\"\(id)\" \(canvas)\(type)>\n" + body + "    </mask>\n"
  }

  /// Whether `region` is an upright rectangle holding the whole `width`×`height` image.
  private static func covers(_ region: Path, width: Int, height: Int) -> Bool {
    guard let box = region.uprightRectangle else { return false }
    return box.minX <= 0 && box.minY <= 0 && box.maxX >= Double(width) && box.maxY >= Double(height)
  }

  private func appendPath(
    data: String, color: Color, opacity: Double, evenOdd: Bool, clipID: String? = nil, depth: Int,
    to output: inout String
  ) {
    let effectiveOpacity = min(max(opacity, 0), 1) * Double(color.alpha) / 255
    // Compared as written: an opacity that rounds to 0 draws nothing.
    guard Self.number(effectiveOpacity) != "0", !data.isEmpty else { return }
    var opaque = color
    opaque.alpha = 255
    output += indent(depth) + "<path d=\"\(data)\" fill=\"\(opaque)\" "
    output +=
      "fill-opacity=\"\(Self.number(effectiveOpacity))\" fill-rule=\"\(evenOdd ? "evenodd" : "nonzero")\""
    output += clipID.map { " clip-path=\"url(#\($0))\"/>\n" } ?? "/>\n"
  }

  private func pathData(_ path: Path) throws(RasterError) -> String {
    for (index, point) in path.points.enumerated() where !(point.x.isFinite && point.y.isFinite) {
      throw .nonFiniteCoordinate(pointIndex: index, point: point)
    }
    return path.svgPathData(precision: precision)
  }

  /// Two spaces a level, up to `maximumIndentDepth` levels: deeper levels are written at
  /// that depth, so that the output grows with the number of elements, not with the square
  /// of the nesting (10,000 nested groups took 200 MB, almost all of it spaces).
  private func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: min(depth, Self.maximumIndentDepth))
  }

  /// The deepest nesting shown by indentation.
  static let maximumIndentDepth = 32

  /// An opacity with at most four decimals and no trailing zeros: finer steps are invisible
  /// in 8-bit output.
  static func number(_ value: Double) -> String {
    let scaled = Int((value * 10_000).rounded())
    let whole = scaled / 10_000
    let fraction = scaled % 10_000
    guard fraction != 0 else { return String(whole) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 4 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}
