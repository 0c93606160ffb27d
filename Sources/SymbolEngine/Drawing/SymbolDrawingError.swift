import SymbolGeometry
import SymbolRaster

/// Why a ``SymbolDrawing`` could not be turned into pixels, SVG or PDF; every case says
/// what was wrong and what is accepted.
public enum SymbolDrawingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scale (output pixels or units per point) is not a positive finite number.
  case invalidScale(Double)
  /// The drawing's width or height in points is negative or not finite.
  case invalidDimensions(width: Double, height: Double)
  /// A step's path has a NaN or infinite coordinate, which no output can spell.
  case nonFiniteCoordinate(step: Int, point: Point)
  /// The raster stage refused the request, typically an output size above its limits.
  case raster(RasterError)
  /// The PNG encoder failed.
  case png(PNGError)
  /// Where ``SymbolDrawing/draw(into:scale:at:)`` was asked to draw is not a finite point
  /// within a billion pixels of the canvas.
  case invalidOrigin(Point)

  /// A sentence naming the problem and what is accepted.
  public var description: String {
    switch self {
    case .invalidScale(let scale):
      "scale \(scale) is not accepted; it must be a positive finite number of pixels per point"
    case .invalidDimensions(let width, let height):
      "drawing size \(width)×\(height) pt is not accepted; both sides must be finite and not negative"
    case .nonFiniteCoordinate(let step, let point):
      "step \(step) has the point \(point); coordinates must be finite numbers"
    case .raster(let error):
      error.description
    case .png(let error):
      "cannot encode the PNG: \(error)"
    case .invalidOrigin(let point):
      "origin \(point) is not accepted; it must be a finite point within a billion pixels of the canvas"
    }
  }
}

extension SymbolDrawing {
  /// Checks the scale, the size and every coordinate, and returns the pixel size: the
  /// checks every output shares, so pixels, SVG and PDF refuse exactly the same inputs.
  func validatedPixelSize(scale: Double) throws(SymbolDrawingError) -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
      throw .invalidDimensions(width: width, height: height)
    }
    let size = pixelSize(scale: scale)
    do {
      try RasterError.validate(width: size.width, height: size.height)
    } catch {
      throw .raster(error)
    }
    for (index, step) in steps.enumerated() {
      if let point = step.path.points.first(where: { !$0.isFinite }) {
        throw .nonFiniteCoordinate(step: index, point: point)
      }
    }
    return size
  }
}
