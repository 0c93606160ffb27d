import SymbolEngine
import SymbolGeometry
import SymbolRaster

/// Pixel-level views of a rendered ``SymbolImage`` for tests of synthesised variants: the
/// image itself, where single draw steps cover, and the zones beside a synthesised slash.
/// Everything goes through the public API (the draw list and `rasterize`).
struct SymbolPixelProbe {
  let image: SymbolImage
  let scale: Double
  /// The image as drawn.
  let canvas: RGBACanvas

  init(_ image: SymbolImage, scale: Double) throws {
    self.image = image
    self.scale = scale
    canvas = try image.drawing.rasterize(scale: scale)
  }

  /// Every pixel position of the canvas.
  var pixels: [(x: Int, y: Int)] {
    (0..<canvas.height).flatMap { y in (0..<canvas.width).map { x in (x, y) } }
  }

  /// The alpha of a pixel.
  func alpha(_ x: Int, _ y: Int) -> UInt8 { canvas[x, y].alpha }

  /// Where `steps` cover, each painted opaque black on this image's canvas size: 255 means
  /// fully inside one of them.
  func coverage(of steps: [SymbolDrawStep]) throws -> RGBACanvas {
    let opaque = steps.map { step in
      SymbolDrawStep(path: step.path, fillRule: step.fillRule, operation: .fill(.black, opacity: 1))
    }
    return try SymbolDrawing(width: image.drawing.width, height: image.drawing.height, steps: opaque)
      .rasterize(scale: scale)
  }

  /// The pixels beside the slash (see ``besideSlash(gapSide:depth:)``) where `plain`, the
  /// same symbol without the slash, is fully drawn.
  func besideSlash(gapSide: Bool, depth: Double, drawnIn plain: SymbolImage) throws -> [(x: Int, y: Int)] {
    let unslashed = try aligned(plain)
    return try besideSlash(gapSide: gapSide, depth: depth).filter { unslashed[$0.x, $0.y].alpha == 255 }
  }

  /// `other` drawn on this image's canvas, aligned on the text baseline they share; the two
  /// must have the same width (same margins), which is checked by the caller.
  func aligned(_ other: SymbolImage) throws -> RGBACanvas {
    let baseline = image.metrics.alignmentRect.height - image.metrics.baselineOffset
    let otherBaseline = other.metrics.alignmentRect.height - other.metrics.baselineOffset
    let move = Transform.translation(0, baseline - otherBaseline)
    let steps = other.drawing.steps.map { step in
      var moved = step
      moved.path = step.path.transformed(by: move)
      return moved
    }
    return try SymbolDrawing(width: image.drawing.width, height: image.drawing.height, steps: steps)
      .rasterize(scale: scale)
  }

  /// The pixels just beside a synthesised slash's bar (the image's last step), up to
  /// `depth` pixels past its edge and within the middle 60 % of its length, on the upper
  /// right (`gapSide`, where the gap is) or on the lower left.
  func besideSlash(gapSide: Bool, depth: Double) throws -> [(x: Int, y: Int)] {
    guard let barStep = image.drawing.steps.last, let bounds = barStep.path.bounds else { return [] }
    let bar = try coverage(of: [barStep])
    let center = Point(bounds.center.x * scale, bounds.center.y * scale)
    let halfLength = 0.5 * bounds.width * scale * 2.0.squareRoot()
    // Axis from top-left to bottom-right; the normal points up and to the right (y down).
    let axis = Vector(0.5.squareRoot(), 0.5.squareRoot())
    let upRight = Vector(0.5.squareRoot(), -(0.5.squareRoot()))
    var halfWidth = 0.0
    for (x, y) in pixels where bar[x, y].alpha > 127 {
      let offset = abs((Point(Double(x) + 0.5, Double(y) + 0.5) - center).dot(upRight))
      halfWidth = max(halfWidth, offset)
    }
    return pixels.filter { x, y in
      guard bar[x, y].alpha == 0 else { return false }
      let relative = Point(Double(x) + 0.5, Double(y) + 0.5) - center
      let offset = relative.dot(upRight) * (gapSide ? 1 : -1)
      return offset > 0 && offset < halfWidth + depth && abs(relative.dot(axis)) < 0.6 * halfLength
    }
  }
}
