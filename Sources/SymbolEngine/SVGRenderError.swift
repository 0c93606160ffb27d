import SymbolGeometry
import SymbolRaster
import SymbolSVG

/// Why `SVGRenderer` or `SVGOutputWriter` could not draw a document: the raster stage's or
/// the stroker's error, with the element and paint that caused it when one did.
///
/// A document the reader accepts can still fail to draw: numbers that are finite in the
/// file can overflow once the transforms above them are applied (`scale(1e300)` twice,
/// or a `scale(2)` nested a few thousand deep), a path can flatten to more lines than
/// the filler takes, and a stroke's outline to more points than the stroker builds. The
/// reader's errors name the line and column; these do too.
public struct SVGRenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which of an element's paints failed.
  public enum Part: String, Hashable, Sendable {
    /// The element's fill: point indices count the points of its geometry.
    case fill
    /// The outline of the element's stroke: point indices count the outline's points.
    case stroke
  }

  /// The element whose paint failed; `nil` for errors that concern no element (an
  /// invalid output size) or for paths built in code.
  public var element: SVGElementLocation?
  /// The paint that failed; `nil` when no element is concerned.
  public var part: Part?
  /// Which stage refused, and why.
  public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// The filler refused a path or the output size.
    case raster(RasterError)
    /// The stroker refused to outline a stroke.
    case stroke(StrokeError)
    /// The drawing as a whole would paint more than `limit` path points
    /// (`SVGRenderer.Options.maximumPathPoints`); the element named is the one that
    /// reached the limit.
    case drawingTooComplex(limit: Int)
    /// The drawing as a whole would paint more than `pixels` pixels: `limit` times the
    /// image's area (`SVGRenderer.Options.maximumPaintedArea`) within
    /// `SVGRenderer.Options.minimumPaintedPixels...maximumPaintedPixels`, the box of each fill
    /// and stroke outline within the image counted each time it is drawn. The element named
    /// is the one that reached the limit.
    case drawingTooLarge(limit: Double, pixels: Double)
    /// The edges of the drawing as a whole would cross more than `limit` rows of pixels
    /// (`SVGRenderer.Options.maximumEdgeRows`), each paint counted each time it is drawn.
    /// The element named is the one that reached the limit.
    case edgesTooLong(limit: Int)
    /// The SVG written would be more than `limit` bytes (`SVGOutputWriter.maximumOutputBytes`);
    /// the element named is the one whose path reached it.
    case outputTooLarge(limit: Int)

    /// `value` without a fraction when it has none.
    private static func number(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The stage's own message.
    public var description: String {
      switch self {
      case .raster(let error): error.description
      case .stroke(let error): error.description
      case .drawingTooComplex(let limit):
        "the drawing reaches more than \(limit) path points in all here (fills and stroke outlines,"
          + " an element counted each time it is drawn, each `use` again); at most \(limit) are accepted"
      case .drawingTooLarge(let limit, let pixels):
        "the drawing paints more than \(Self.number(pixels)) pixels in all here (the box of each fill and"
          + " stroke outline within the image, an element counted each time it is drawn, each `use` again);"
          + " at most \(Self.number(limit)) times the image's area is accepted, and never more than"
          + " \(Self.number(SVGRenderer.Options.maximumPaintedPixels)) pixels nor fewer than"
          + " \(Self.number(SVGRenderer.Options.minimumPaintedPixels))"
      case .edgesTooLong(let limit):
        "the drawing's edges cross more than \(limit) rows of pixels in all here (each segment of each fill"
          + " and stroke outline counted over the rows it spans, an element each time it is drawn, each `use`"
          + " again); at most \(limit) are accepted"
      case .outputTooLarge(let limit):
        "the SVG would be more than \(limit) bytes here, more than can be read back; write PNG, or draw"
          + " it with fewer or simpler paths"
      }
    }
  }

  /// What was refused.
  public var cause: Cause
  /// The raster stage's error, when it is the cause.
  public var error: RasterError? {
    if case .raster(let error) = cause { error } else { nil }
  }
  /// Whether the failing point was finite before the transforms placing the element were
  /// applied, so the transforms themselves overflowed.
  public var transformOverflowed: Bool

  /// Creates an error from its parts.
  public init(
    element: SVGElementLocation? = nil, part: Part? = nil, error: RasterError,
    transformOverflowed: Bool = false
  ) {
    self.element = element
    self.part = part
    self.cause = .raster(error)
    self.transformOverflowed = transformOverflowed
  }

  /// `cause`, met in drawing the paint `origin`.
  init(_ cause: Cause, drawing origin: SVGPaintOrigin) {
    self.element = origin.element
    self.part = origin.part
    self.cause = cause
    self.transformOverflowed = false
  }

  /// An error in drawing `path` (in the element's own coordinates), a paint of `origin`.
  init(_ error: RasterError, drawing path: Path, origin: SVGPaintOrigin) {
    var overflowed = false
    if case .nonFiniteCoordinate(let index, _) = error, path.points.indices.contains(index) {
      overflowed = path.points[index].isFinite
    }
    self.init(element: origin.element, part: origin.part, error: error, transformOverflowed: overflowed)
  }

  /// What failed without the element's position: "the fill of <path>: " and the raster
  /// stage's reason, with a word on overflowing transforms when they are the cause.
  public var message: String {
    var text = ""
    if let part { text += "the \(part.rawValue)" + (element.map { " of <\($0.element)>" } ?? "") + ": " }
    text += cause.description
    if transformOverflowed {
      text += " (the point is finite in the element's own coordinates: the transforms placing it overflow)"
    }
    return text
  }

  /// "line L, column C: " and the message, or the message alone when no element is
  /// concerned.
  public var description: String {
    element.map { "line \($0.line), column \($0.column): \(message)" } ?? message
  }
}
