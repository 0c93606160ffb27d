import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// Writes an `SVGDocument` back out as a normalised SVG made only of filled paths, sized
/// and positioned exactly like the canvas `SVGRenderer` would produce.
///
/// Every coordinate is in output pixels (the view box is `0 0 width height`), every painted
/// path becomes one `<path d fill fill-opacity fill-rule/>`, strokes are converted to their
/// outlines (filled non-zero, as the renderer fills them), `currentColor` is resolved from
/// the options, a colour's own alpha is folded into `fill-opacity`, and only group opacity
/// survives as `<g opacity>` because it cannot be pushed down onto overlapping children.
/// The result is therefore trivial for any other SVG consumer to draw identically.
public struct SVGOutputWriter: Sendable {
  /// The colours and stroke tolerance, shared with `SVGRenderer` so both outputs agree.
  public var options: SVGRenderer.Options
  /// The most digits written after the decimal point of a coordinate, in pixels.
  public var precision: Int

  /// Creates a writer; three decimals keep coordinates within 1/1000 px of the renderer's.
  public init(options: SVGRenderer.Options = .init(), precision: Int = 3) {
    self.options = options
    self.precision = precision
  }

  /// The SVG text for `document` drawn into a `width`×`height` pixel box (mapped
  /// non-uniformly when the aspect ratios differ, as `SVGRenderer.render` maps it).
  ///
  /// - Throws: `RasterError.invalidSize` for a size the renderer would refuse, and
  ///   `RasterError.nonFiniteCoordinate` for geometry that has no SVG spelling.
  public func write(_ document: SVGDocument, width: Int, height: Int) throws(RasterError) -> String {
    guard width >= 1, height >= 1, width <= RasterError.maximumSide, height <= RasterError.maximumSide,
      width * height <= RasterError.maximumPixels
    else { throw .invalidSize(width: width, height: height) }
    var output = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">

      """
    if options.background.alpha > 0 {
      let box = "M0 0 L\(width) 0 L\(width) \(height) L0 \(height) Z"
      appendPath(data: box, color: options.background, opacity: 1, evenOdd: false, depth: 1, to: &output)
    }
    let scale = Transform.scale(Double(width) / document.width, Double(height) / document.height)
    try append(document.root, parent: scale, depth: 1, to: &output)
    output += "</svg>\n"
    return output
  }

  private func append(
    _ group: SVGGroup, parent: Transform, depth: Int, to output: inout String
  ) throws(RasterError) {
    let transform = group.transform.then(parent)
    for child in group.children {
      switch child {
      case .group(let inner) where inner.opacity <= 0:
        continue
      case .group(let inner) where inner.opacity < 1:
        output += indent(depth) + "<g opacity=\"\(Self.number(inner.opacity))\">\n"
        try append(inner, parent: transform, depth: depth + 1, to: &output)
        output += indent(depth) + "</g>\n"
      case .group(let inner):
        try append(inner, parent: transform, depth: depth, to: &output)
      case .path(let node):
        try append(node, transform: transform, depth: depth, to: &output)
      }
    }
  }

  private func append(
    _ node: SVGPathNode, transform: Transform, depth: Int, to output: inout String
  ) throws(RasterError) {
    if let fill = node.fill, let color = color(of: fill.paint) {
      let data = try pathData(node.path.transformed(by: transform))
      appendPath(
        data: data, color: color, opacity: fill.opacity, evenOdd: fill.rule == .evenodd, depth: depth,
        to: &output)
    }
    if let stroke = node.stroke, let color = color(of: stroke.paint) {
      // Outline in user space, exactly as the renderer does, so that a non-uniform transform
      // distorts the stroke width the way SVG specifies.
      let scale = max(transform.meanScale, 1e-12)
      let outline = node.path.stroked(stroke.style, tolerance: options.strokeTolerance / scale)
      let data = try pathData(outline.transformed(by: transform))
      appendPath(data: data, color: color, opacity: stroke.opacity, evenOdd: false, depth: depth, to: &output)
    }
  }

  private func appendPath(
    data: String, color: Color, opacity: Double, evenOdd: Bool, depth: Int, to output: inout String
  ) {
    let effectiveOpacity = min(max(opacity, 0), 1) * Double(color.alpha) / 255
    guard effectiveOpacity > 0, !data.isEmpty else { return }
    var opaque = color
    opaque.alpha = 255
    output += indent(depth) + "<path d=\"\(data)\" fill=\"\(opaque)\" "
    output +=
      "fill-opacity=\"\(Self.number(effectiveOpacity))\" fill-rule=\"\(evenOdd ? "evenodd" : "nonzero")\"/>\n"
  }

  private func pathData(_ path: Path) throws(RasterError) -> String {
    for (index, point) in path.points.enumerated() where !(point.x.isFinite && point.y.isFinite) {
      throw .nonFiniteCoordinate(pointIndex: index, point: point)
    }
    return path.svgPathData(precision: precision)
  }

  private func color(of paint: SVGPaint) -> Color? {
    switch paint {
    case .none: nil
    case .color(let color): color
    case .currentColor: options.currentColor
    }
  }

  private func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }

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
