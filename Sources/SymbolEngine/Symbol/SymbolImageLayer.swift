import SymbolCatalog
import SymbolGeometry

/// One layer of a symbol image as drawn: its hierarchy level, variable state and the
/// paint the rendering mode gave it.
public struct SymbolImageLayer: Hashable, Sendable {
  /// The hierarchy level.
  public var level: HierarchyLevel
  /// The layer's position among the symbol's variable layers, or `nil` when the layer is
  /// always drawn.
  public var variableIndex: Int?
  /// The lowest variable value that lights the layer (its explicit threshold, or the one
  /// computed for `auto`), or `nil` when the layer is always drawn.
  public var variableThreshold: Double?
  /// Whether the layer is lit by the variable value (always true for non-variable layers).
  public var isActive: Bool
  /// The opacity the layer is drawn at (0 when hidden or when it only erases).
  public var opacity: Double
  /// The colour of the layer's first painted outline, or `nil` for layers that only erase.
  public var color: Color?
  /// Whether the engine added the layer (an enclosure, a slash or its gap).
  public var isSynthesised: Bool
  /// Whether the layer erases what lies beneath it (a knockout or clear-behind layer).
  public var erases: Bool

  /// Creates a layer description.
  public init(
    level: HierarchyLevel, variableIndex: Int?, variableThreshold: Double? = nil, isActive: Bool,
    opacity: Double, color: Color?, isSynthesised: Bool, erases: Bool
  ) {
    self.level = level
    self.variableIndex = variableIndex
    self.variableThreshold = variableThreshold
    self.isActive = isActive
    self.opacity = opacity
    self.color = color
    self.isSynthesised = isSynthesised
    self.erases = erases
  }
}
