/// Shapes that share a hierarchical layer index: the unit that rendering modes colour and
/// variable values switch on and off.
public struct SymbolLayer: Hashable, Sendable {
  /// When a variable layer lights up.
  public enum VariableThreshold: Hashable, Sendable {
    /// The threshold DESIGN.md computes from the layer's variable index (`auto` in files).
    case automatic
    /// An explicit threshold in 0...1 (`-sfsymbols-variable-threshold: 0.4`).
    case explicit(Double)

    /// The lowest variable value that lights variable layer `index` of `count` (DESIGN.md,
    /// "Variable values"): the explicit threshold, else 0 for layer 0 (lit when v > 0) and
    /// (round(100·k/n) + 1) / 100 for layer k ≥ 1 of n (3 layers: 0, 0.34, 0.68).
    ///
    /// `index` counts variable layers only, in increasing layer index order, and `count` is
    /// the number of variable layers; the painter and the lint both use this one formula.
    public func effectiveValue(index: Int, count: Int) -> Double {
      switch self {
      case .explicit(let value):
        return value
      case .automatic:
        if index <= 0 { return 0 }
        let percent = (100.0 * Double(index) / Double(max(count, 1))).rounded()
        return (percent + 1) / 100
      }
    }

    /// Whether variable layer `index` of `count` is lit at variable value `value`: a layer
    /// lights when v > 0 and v reaches its ``effectiveValue(index:count:)``.
    public func isActive(index: Int, count: Int, value: Double) -> Bool {
      value > 0 && value >= effectiveValue(index: index, count: count)
    }

    /// The thresholds out of order among `thresholds`, the variable layers' in layer order:
    /// each position whose effective value is not above the previous one's, with both
    /// values. `auto` counts as the engine's value, so `auto 0.9 auto` (0, 0.9, 0.68) is out
    /// of order as surely as `0.2 0.9 0.5`; two `auto` thresholds are never compared, as the
    /// engine orders them itself. The template reader refuses such a file and the lint
    /// reports it, by this one rule.
    public static func outOfOrder(
      _ thresholds: [VariableThreshold]
    ) -> [(position: Int, value: Double, previousValue: Double)] {
      let values = thresholds.enumerated().map { $1.effectiveValue(index: $0, count: thresholds.count) }
      return values.indices.dropFirst().compactMap { position in
        guard values[position] <= values[position - 1],
          thresholds[position] != .automatic || thresholds[position - 1] != .automatic
        else { return nil }
        return (position, values[position], values[position - 1])
      }
    }
  }

  /// The layer index N from `hierarchical-N` (or `monochrome-N` when the file has no
  /// hierarchical classes); layers are drawn in increasing index order.
  public var index: Int
  /// The hierarchy level (primary when the file does not say).
  public var level: HierarchyLevel
  /// Whether the layer takes part in variable values, and its threshold; `nil` for layers
  /// that are always drawn.
  public var variableThreshold: VariableThreshold?
  /// Whether the layer erases what lies beneath it within the symbol before it is drawn
  /// (`-sfsymbols-clear-behind: true`).
  public var clearsBehind: Bool
  /// The shapes, in drawing order.
  public var shapes: [SymbolShape]

  /// Creates a layer.
  public init(
    index: Int, level: HierarchyLevel = .primary, variableThreshold: VariableThreshold? = nil,
    clearsBehind: Bool = false, shapes: [SymbolShape]
  ) {
    self.index = index
    self.level = level
    self.variableThreshold = variableThreshold
    self.clearsBehind = clearsBehind
    self.shapes = shapes
  }

  /// Whether the layer takes part in variable values.
  public var isVariable: Bool { variableThreshold != nil }
}
