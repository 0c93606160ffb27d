import SymbolCatalog
import SymbolGeometry
import SymbolRaster

/// Chooses each layer's colour and opacity for a rendering mode and variable value and
/// turns placed geometry into draw steps (DESIGN.md, "Rendering modes", "Variable values").
struct SymbolPainter {
  var mode: RenderingMode
  var foreground: Color
  var palette: [Color]
  var appearance: Appearance
  /// The clamped variable value, or `nil` to light every layer.
  var variableValue: Double?
  var hidesInactiveLayers: Bool

  /// Whether variable layer `index` of `count` is lit at `value` with `threshold`.
  ///
  /// Layer 0 lights when v > 0; layer k ≥ 1 when v ≥ (round(100·k/n) + 1) / 100; an
  /// explicit threshold t lights the layer when v ≥ t (and v > 0). The formula lives in
  /// ``SymbolLayer/VariableThreshold/isActive(index:count:value:)``, which the lint's
  /// threshold-order check shares.
  static func isActive(
    index: Int, count: Int, threshold: SymbolLayer.VariableThreshold, value: Double
  ) -> Bool {
    threshold.isActive(index: index, count: count, value: value)
  }

  /// The colour and opacity of a layer at `level` for a shape with `multicolor` paint.
  func paint(level: HierarchyLevel, multicolor: MulticolorPaint?) -> (Color, Double) {
    switch mode {
    case .monochrome:
      return (foreground, 1)
    case .hierarchical:
      return (foreground, level.hierarchicalOpacity)
    case .palette:
      if palette.count <= 1 { return (palette.first ?? foreground, level.hierarchicalOpacity) }
      return (palette[min(level.rawValue, palette.count - 1)], 1)
    case .multicolor:
      return ((multicolor ?? .tint).color(foreground: foreground, appearance: appearance), 1)
    }
  }

  /// The draw steps and the per-layer descriptions for `geometry`.
  func paint(_ geometry: GlyphGeometry) -> (steps: [SymbolDrawStep], layers: [SymbolImageLayer]) {
    let variableCount = geometry.layers.count { $0.threshold != nil }
    let layered = mode == .hierarchical || mode == .palette
    var steps: [SymbolDrawStep] = []
    var layers: [SymbolImageLayer] = []
    var variableIndex = 0
    for (index, layer) in geometry.layers.enumerated() {
      var active = true
      var thisVariableIndex: Int?
      var thisThreshold: Double?
      if let threshold = layer.threshold {
        thisVariableIndex = variableIndex
        thisThreshold = threshold.effectiveValue(index: variableIndex, count: variableCount)
        if let value = variableValue {
          active = Self.isActive(
            index: variableIndex, count: variableCount, threshold: threshold, value: value)
        }
        variableIndex += 1
      }
      let hidden = !active && hidesInactiveLayers
      let opacityFactor = active ? 1.0 : 0.25
      var erases = layer.clearsBehind
      var paints = true
      // The colour a knocked-out outline must differ from to be painted back in multicolor
      // mode: painted in the enclosure's own colour it would vanish, so it stays a hole.
      var hiddenColor: Color?
      if case .knockout(let revealed, let enclosurePaint) = layer.role {
        erases = true
        if mode == .multicolor {
          hiddenColor = paint(level: layer.level, multicolor: enclosurePaint).0
        } else {
          paints = revealed && layered
        }
      }
      if !hidden && erases {
        for shape in layer.shapes {
          steps.append(
            SymbolDrawStep(
              path: shape.path, fillRule: shape.rule, operation: .clear(opacity: opacityFactor),
              layerIndex: index))
        }
      }
      var firstColor: Color?
      var layerOpacity = 0.0
      if !hidden && paints {
        for shape in layer.shapes {
          let (color, opacity) = paint(level: layer.level, multicolor: shape.multicolor)
          if color == hiddenColor { continue }
          let effective = opacity * opacityFactor
          if firstColor == nil {
            firstColor = color
            layerOpacity = effective
          }
          steps.append(
            SymbolDrawStep(
              path: shape.path, fillRule: shape.rule, operation: .fill(color, opacity: effective),
              layerIndex: index))
        }
      }
      layers.append(
        SymbolImageLayer(
          level: layer.level, variableIndex: thisVariableIndex, variableThreshold: thisThreshold,
          isActive: active, opacity: layerOpacity,
          color: firstColor, isSynthesised: layer.isSynthesised, erases: erases))
    }
    return (steps, layers)
  }
}
