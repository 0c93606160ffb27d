import SymbolGeometry
import SymbolRaster

extension SymbolDrawing {
  /// The pixel size of the image at `scale` pixels per point: each side is
  /// `ceil(points × scale)`, and at least 1.
  ///
  /// A product within a billionth of a pixel above a whole number counts as that number,
  /// so that rounding noise such as `20 × 1.1 = 22.000000000000004` does not add an empty
  /// column. Non-finite or enormous products saturate instead of trapping;
  /// ``rasterize(scale:background:)`` and the vector writers refuse such sizes.
  public func pixelSize(scale: Double) -> (width: Int, height: Int) {
    (Self.pixels(width * scale), Self.pixels(height * scale))
  }

  private static func pixels(_ extent: Double) -> Int {
    // Int32.max is far above any accepted side and far below where Int(_:) would trap.
    let ceiling = Double(Int32.max)
    guard !extent.isNaN else { return 1 }
    guard extent < ceiling else { return Int(Int32.max) }
    guard extent >= 1 else { return 1 }
    let snapped = (extent - 1e-9 * max(1, abs(extent))).rounded(.up)
    return Int(min(max(snapped, 1), ceiling))
  }

  /// Draws the image into a new canvas of ``pixelSize(scale:)`` pixels, `scale` pixels per
  /// point, over `background`.
  ///
  /// The steps are drawn in their ``groups`` (a layer's fills composited together at the
  /// layer's opacity) into a transparent canvas first, and the result is composited over
  /// the background afterwards, so a ``SymbolDrawStep/Operation/clear`` step erases only
  /// what earlier steps drew and lets the background show, as it does in the SVG and PDF
  /// outputs. Each outline covers what its fill rule covers once, where it overlaps itself
  /// too (a stroke's pieces at a join; `Rasterizer.Overlap.union`), as the SVG and PDF
  /// outputs are drawn by their readers.
  ///
  /// - Throws: ``SymbolDrawingError/invalidScale(_:)`` for a scale that is not a positive
  ///   finite number, ``SymbolDrawingError/raster(_:)`` when the pixel size is above
  ///   `RasterError`'s limits, and ``SymbolDrawingError/nonFiniteCoordinate(step:point:)``.
  public func rasterize(scale: Double, background: Color = .clear) throws(SymbolDrawingError) -> RGBACanvas {
    let size = try validatedPixelSize(scale: scale)
    let canvas = try drawn(transform: .scale(scale), width: size.width, height: size.height)
    guard background.alpha > 0 else { return canvas }
    do {
      var result = try RGBACanvas(width: size.width, height: size.height, background: background)
      result.composite(canvas)
      return result
    } catch {
      throw .raster(error)
    }
  }

  /// Draws the image onto `canvas`, `scale` pixels per point, its top-left corner at
  /// `origin` in the canvas's pixels (fractions allowed), as
  /// ``rasterize(scale:background:)`` draws it: into a transparent layer of its own,
  /// composited over what `canvas` holds, so that a ``SymbolDrawStep/Operation/clear``
  /// step erases only the image's own paint and lets the canvas show. Beside text, put
  /// `origin` where the image's top-left goes: the text baseline lies
  /// (`alignmentRect.height` − `baselineOffset`) × `scale` pixels below it. The part of the
  /// image outside `canvas` is cut off.
  ///
  /// - Throws: what ``rasterize(scale:background:)`` throws, and
  ///   ``SymbolDrawingError/invalidOrigin(_:)`` for an origin that is not finite or lies
  ///   more than a billion pixels away.
  public func draw(into canvas: inout RGBACanvas, scale: Double, at origin: Point) throws(SymbolDrawingError)
  {
    let size = try validatedPixelSize(scale: scale)
    guard origin.isFinite, abs(origin.x) < 1e9, abs(origin.y) < 1e9 else { throw .invalidOrigin(origin) }
    let corner = (x: origin.x.rounded(.down), y: origin.y.rounded(.down))
    // Whole pixels place the layer; the fraction moves the drawing inside it, which is one
    // pixel wider and taller to hold what it pushes over.
    let fraction = Transform.translation(origin.x - corner.x, origin.y - corner.y)
    let layer = try drawn(
      transform: Transform.scale(scale).then(fraction), width: size.width + 1, height: size.height + 1)
    canvas.composite(layer, x: Int(corner.x), y: Int(corner.y))
  }

  /// The steps in their ``groups``, mapped by `transform`, on a transparent canvas of
  /// `width`×`height` pixels (a size ``validatedPixelSize(scale:)`` accepted).
  private func drawn(transform: Transform, width: Int, height: Int) throws(SymbolDrawingError) -> RGBACanvas {
    do {
      var canvas = try RGBACanvas(width: width, height: height)
      let rasterizer = try Rasterizer()
      rasterizer.overlapStepsRemaining = Rasterizer.overlapStepsPerPicture
      for group in groups {
        switch group {
        case .clear(let steps, let opacity) where steps.count == 1:
          // An opaque paint with the clear blend removes coverage × opacity of every pixel.
          try rasterizer.fill(
            steps[0].path, rule: steps[0].fillRule, transform: transform, color: .black, opacity: opacity,
            blend: .clear, overlap: .union, into: &canvas)
        case .clear(let steps, let opacity):
          // The outlines' union, painted opaque into a layer, erases `opacity` once: erased one
          // by one, a pixel two of them cover would lose 1 − (1 − opacity)².
          try canvas.withLayer(opacity: opacity, blend: .clear) {
            (layer: inout RGBACanvas) throws(RasterError) in
            for step in steps {
              try rasterizer.fill(
                step.path, rule: step.fillRule, transform: transform, color: .black, overlap: .union,
                into: &layer)
            }
          }
        case .layer(_, let opacity, let fills) where group.needsGroup:
          try canvas.withLayer(opacity: opacity) { (layer: inout RGBACanvas) throws(RasterError) in
            for fill in fills {
              try rasterizer.fill(
                fill.path, rule: fill.fillRule, transform: transform, color: fill.color, overlap: .union,
                into: &layer)
            }
          }
        case .layer(_, let opacity, let fills):
          for fill in fills {
            try rasterizer.fill(
              fill.path, rule: fill.fillRule, transform: transform, color: fill.color, opacity: opacity,
              overlap: .union, into: &canvas)
          }
        }
      }
      return canvas
    } catch {
      throw .raster(error)
    }
  }

  /// The image at `scale` pixels per point as PNG bytes (transparent background).
  ///
  /// - Throws: what ``rasterize(scale:background:)`` throws, and
  ///   ``SymbolDrawingError/png(_:)`` if encoding fails.
  public func pngData(scale: Double) throws(SymbolDrawingError) -> [UInt8] {
    let canvas = try rasterize(scale: scale)
    do {
      return try canvas.pngData()
    } catch {
      throw .png(error)
    }
  }
}
