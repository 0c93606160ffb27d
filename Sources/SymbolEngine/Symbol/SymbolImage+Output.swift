import SymbolGeometry
import SymbolRaster

extension SymbolImage {
  /// Checks that the image's pixel size (``SymbolImageMetrics/pixelWidth`` ×
  /// ``SymbolImageMetrics/pixelHeight``) is within ``SymbolImageError/outputSizeLimit``,
  /// which every output enforces; call it to refuse an oversized request before rendering.
  ///
  /// - Throws: ``SymbolImageError/tooLarge(pixelWidth:pixelHeight:)``.
  public func validateOutputSize() throws(SymbolImageError) {
    do {
      try RasterError.validate(width: metrics.pixelWidth, height: metrics.pixelHeight)
    } catch {
      throw .tooLarge(pixelWidth: metrics.pixelWidth, pixelHeight: metrics.pixelHeight)
    }
  }

  /// The image as premultiplied RGBA pixels at the configured rasterisation scale, over
  /// `background` (transparent by default).
  public func rgba(background: Color = .clear) throws(SymbolDrawingError) -> RGBACanvas {
    try drawing.rasterize(scale: metrics.rasterizationScale, background: background)
  }

  /// The image as a PNG file (8-bit RGBA, straight alpha) at the rasterisation scale.
  public func pngData() throws(SymbolDrawingError) -> [UInt8] {
    try drawing.pngData(scale: metrics.rasterizationScale)
  }

  /// The image as an SVG document: one group per layer, knockouts as masks, sized in pixels
  /// at the rasterisation scale with a view box in points.
  public func svgText() throws(SymbolDrawingError) -> String {
    try SymbolSVGWriter.svg(for: drawing, scale: metrics.rasterizationScale)
  }

  /// The image as a one-page PDF 1.4 file of vector paths, the page sized in points times
  /// the rasterisation scale.
  public func pdfData() throws(SymbolDrawingError) -> [UInt8] {
    try SymbolPDFWriter.pdf(for: drawing, scale: metrics.rasterizationScale)
  }
}
