import SymbolGeometry
import SymbolRaster

/// A resolved symbol image as an ordered list of drawing steps in points: what every
/// backend (RGBA and PNG, SVG, PDF) consumes, so the outputs cannot drift apart.
///
/// Coordinates are points with y growing downwards and the origin at the top-left corner
/// of the image; the image spans `width` × `height` points. Steps are applied in order
/// over a transparent background:
/// - ``SymbolDrawStep/Operation/fill(_:opacity:)`` paints the path source-over. Consecutive
///   fills of one layer at one opacity are a layer group (``groups``): they are painted
///   together and the group is composited at that opacity, so a layer's overlapping shapes
///   do not darken each other;
/// - ``SymbolDrawStep/Operation/clear`` erases everything drawn so far where the path
///   covers (destination-out): knockouts and clear-behind layers. Vector writers express
///   it as a mask over the content drawn before it.
public struct SymbolDrawing: Hashable, Sendable {
  /// The image width in points.
  public var width: Double
  /// The image height in points.
  public var height: Double
  /// The steps, bottom-most first.
  public var steps: [SymbolDrawStep]

  /// Creates a drawing.
  public init(width: Double, height: Double, steps: [SymbolDrawStep]) {
    self.width = width
    self.height = height
    self.steps = steps
  }
}

/// One step of a ``SymbolDrawing``: a path and what to do with it.
public struct SymbolDrawStep: Hashable, Sendable {
  /// What the step does with its path.
  public enum Operation: Hashable, Sendable {
    /// Paints the covered area with `color` (straight alpha) at `opacity` (0...1),
    /// premultiplied source-over; the opacity applies to the step's layer group as a whole
    /// (see ``SymbolDrawing/groups``).
    case fill(Color, opacity: Double)
    /// Erases what earlier steps drew where the path covers (destination-out), by
    /// `opacity` (0...1): all of it at 1, a quarter at 0.25 (an inactive knockout layer,
    /// DESIGN.md's "inactive layers keep their paint at opacity × 0.25").
    case clear(opacity: Double)

    /// Erases all of what earlier steps drew where the path covers.
    public static var clear: Operation { .clear(opacity: 1) }
  }

  /// The outline in points (strokes already converted to outlines).
  public var path: Path
  /// How the outline's winding decides inside.
  public var fillRule: FillRule
  /// What to do with the covered area.
  public var operation: Operation
  /// The index of the symbol layer this step belongs to (into the image's layer list),
  /// or `nil` for steps the engine adds itself (synthesised enclosures, slashes, holes).
  public var layerIndex: Int?

  /// Creates a step.
  public init(path: Path, fillRule: FillRule = .nonZero, operation: Operation, layerIndex: Int? = nil) {
    self.path = path
    self.fillRule = fillRule
    self.operation = operation
    self.layerIndex = layerIndex
  }
}
