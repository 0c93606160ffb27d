import SymbolGeometry

extension Rasterizer {
  /// Paints `path` in `color` at `opacity` onto `canvas`.
  ///
  /// With `.sourceOver` the paint is composited on top (premultiplied sRGB src-over); with
  /// `.clear` the path's coverage × the paint's alpha erases the canvas (destination-out),
  /// which is how knockouts are made.
  ///
  /// With a `clip` rectangle (in the canvas's pixels) only the path's intersection with it
  /// is painted, each pixel by its exact share (see `fill(_:rule:transform:clip:into:)`).
  public func fill(
    _ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
    color: Color, opacity: Double = 1, blend: BlendMode = .sourceOver, clip: Rect? = nil,
    into canvas: inout RGBACanvas
  ) throws(RasterError) {
    let (width, height) = (canvas.width, canvas.height)
    // The sweep writes through raw pointers: never trust the buffer to match the size.
    guard canvas.pixels.count == width * height * 4 else {
      throw .sizeMismatch(expected: "\(width * height * 4) bytes", got: "\(canvas.pixels.count) bytes")
    }
    coverageRow.reserve(4 * width + 2)
    let coverage = coverageRow.base
    try canvas.pixels.withUnsafeMutableBufferPointer { (buffer) throws(RasterError) -> Void in
      guard let base = buffer.baseAddress else { return }
      var sink = CanvasSink(
        pixels: base, width: width, coverage: coverage, color: color, opacity: opacity, blend: blend)
      try render(
        path, rule: rule, transform: transform, width: width, height: height, clip: clip, into: &sink)
    }
  }
}
