/// A set of symbol variants: at most one enclosing shape plus optional fill and slash.
///
/// Variants compose like SwiftUI's `SymbolVariants`. Chaining applies variants
/// *inside-out*: in `SymbolVariants.square.circle` the square is applied first, so it
/// sits closest to the symbol and wins; the later circle is ignored. Adding `fill` or
/// `slash` accumulates, and the `none` property clears everything chained so far.
///
/// A set remembers what its chain left out (``ignoredShapes``, ``clearedEarlierVariants``)
/// so that resolution can warn about it rather than drop it without a word; equality and
/// hashing consider only the variants the set holds.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  /// An enclosing shape drawn around a symbol.
  public enum Shape: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A circle.
    case circle
    /// A rounded square.
    case square
    /// A rounded rectangle.
    case rectangle

    /// The name-suffix word for this shape (`circle`, `square`, `rectangle`).
    public var description: String { rawValue }
  }

  /// The enclosing shape, if any.
  public private(set) var shape: Shape?
  /// Whether the fill variant is present.
  public private(set) var isFilled: Bool
  /// Whether the slash variant is present.
  public private(set) var isSlashed: Bool
  /// The shapes chained after ``shape`` and left out for it, in the order chained
  /// (`SymbolVariants.square.circle` holds `[.circle]`): a symbol takes one shape.
  public private(set) var ignoredShapes: [Shape] = []
  /// Whether `none` was chained (`SymbolVariants.fill.none`): it clears the variants chained
  /// before it, not those a symbol's name spells, which resolution then says.
  public private(set) var clearedEarlierVariants = false

  /// Creates a variant set from its components.
  public init(shape: Shape? = nil, fill: Bool = false, slash: Bool = false) {
    self.shape = shape
    self.isFilled = fill
    self.isSlashed = slash
  }

  /// No variants.
  public static let none = SymbolVariants()
  /// The fill variant.
  public static let fill = SymbolVariants(fill: true)
  /// The slash variant.
  public static let slash = SymbolVariants(slash: true)
  /// The circle enclosure.
  public static let circle = SymbolVariants(shape: .circle)
  /// The rounded-square enclosure.
  public static let square = SymbolVariants(shape: .square)
  /// The rounded-rectangle enclosure.
  public static let rectangle = SymbolVariants(shape: .rectangle)

  /// Clears every variant chained so far; always returns an empty set, which remembers
  /// that it cleared them (``clearedEarlierVariants``).
  public var none: SymbolVariants {
    var cleared = SymbolVariants()
    cleared.clearedEarlierVariants = true
    return cleared
  }
  /// This set with fill added.
  public var fill: SymbolVariants { adding(.fill) }
  /// This set with slash added.
  public var slash: SymbolVariants { adding(.slash) }
  /// This set with a circle added, unless it already has a shape (which then wins).
  public var circle: SymbolVariants { adding(.circle) }
  /// This set with a square added, unless it already has a shape (which then wins).
  public var square: SymbolVariants { adding(.square) }
  /// This set with a rectangle added, unless it already has a shape (which then wins).
  public var rectangle: SymbolVariants { adding(.rectangle) }

  /// Every combination: no shape or one of the three, with and without fill and slash (24).
  public static let all: [SymbolVariants] = ([nil] + Shape.allCases).flatMap { shape in
    [false, true].flatMap { slash in
      [false, true].map { fill in SymbolVariants(shape: shape, fill: fill, slash: slash) }
    }
  }

  /// Whether the set is empty.
  public var isEmpty: Bool { shape == nil && !isFilled && !isSlashed }

  /// Returns this set with `other` applied outside it.
  ///
  /// Fill and slash accumulate. If both sets carry a shape, this set's shape is closer to
  /// the symbol and is kept; `other`'s shape is used only when this set has none. A shape
  /// left out joins ``ignoredShapes``, after this set's and before `other`'s own.
  public func adding(_ other: SymbolVariants) -> SymbolVariants {
    var sum = SymbolVariants(
      shape: shape ?? other.shape, fill: isFilled || other.isFilled, slash: isSlashed || other.isSlashed)
    let ignored = shapeIgnored(adding: other).map { [$0] } ?? []
    sum.ignoredShapes = (ignoredShapes + ignored + other.ignoredShapes).filter { $0 != sum.shape }
    sum.clearedEarlierVariants = clearedEarlierVariants || other.clearedEarlierVariants
    return sum
  }

  /// The shape that `adding(other)` leaves out: `other`'s, when both sets carry a shape
  /// and they differ; `nil` when nothing is lost.
  public func shapeIgnored(adding other: SymbolVariants) -> Shape? {
    guard let shape, let otherShape = other.shape, otherShape != shape else { return nil }
    return otherShape
  }

  /// Returns this set without any component present in `other`.
  ///
  /// A shape is removed only when `other` carries the same shape.
  public func removing(_ other: SymbolVariants) -> SymbolVariants {
    SymbolVariants(
      shape: other.shape == shape ? nil : shape,
      fill: isFilled && !other.isFilled,
      slash: isSlashed && !other.isSlashed)
  }

  /// Whether every component of `other` is present in this set.
  ///
  /// `contains(.none)` is true only for the empty set, so it answers "has no variants".
  public func contains(_ other: SymbolVariants) -> Bool {
    if other.isEmpty { return isEmpty }
    if let otherShape = other.shape, otherShape != shape { return false }
    if other.isFilled && !isFilled { return false }
    if other.isSlashed && !isSlashed { return false }
    return true
  }

  /// Whether both sets hold the same variants, however they were chained.
  public static func == (lhs: SymbolVariants, rhs: SymbolVariants) -> Bool {
    lhs.shape == rhs.shape && lhs.isFilled == rhs.isFilled && lhs.isSlashed == rhs.isSlashed
  }

  /// Hashes the variants held, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shape)
    hasher.combine(isFilled)
    hasher.combine(isSlashed)
  }

  /// The canonical suffix words in grammar order: `slash`, shape, `fill`.
  public var suffixes: [String] {
    var words: [String] = []
    if isSlashed { words.append("slash") }
    if let shape { words.append(shape.rawValue) }
    if isFilled { words.append("fill") }
    return words
  }

  /// The suffix words joined by `.` (e.g. `slash.circle.fill`), or `none` when empty.
  public var description: String {
    isEmpty ? "none" : suffixes.joined(separator: ".")
  }
}
