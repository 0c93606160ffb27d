import SymbolGeometry
import SymbolRaster

/// A run of a ``SymbolDrawing``'s steps that every backend composites as one unit: an
/// erase, or a layer's fills painted together and then made translucent as a whole.
///
/// A symbol layer is one visual unit (DESIGN.md, "Rendering modes": hierarchical is the
/// foreground at opacity 1.0 / 0.5 / 0.25 per level), so its shapes are painted into a
/// transparent group at full strength and the group is composited at the layer's opacity.
/// Painting each shape at that opacity instead would darken wherever two shapes of one
/// layer overlap (a folder's tab over its body, a bullet over its line).
public enum SymbolDrawGroup: Hashable, Sendable {
  /// One outline painted inside a ``layer(layerIndex:opacity:fills:)`` group.
  public struct Fill: Hashable, Sendable {
    /// The outline in points.
    public var path: Path
    /// How the outline's winding decides inside.
    public var fillRule: FillRule
    /// The paint inside the group (straight alpha).
    public var color: Color

    /// Creates a fill.
    public init(path: Path, fillRule: FillRule, color: Color) {
      self.path = path
      self.fillRule = fillRule
      self.color = color
    }
  }

  /// Erases `opacity` (0...1, never 0) of what earlier groups drew where the steps' paths
  /// cover (destination-out), once over their union: the clear steps of one layer erase
  /// together, so where two of its outlines overlap (a filled and stroked element gives
  /// two) an inactive layer's quarter is erased once, not twice (1 − 0.75², 44 %).
  case clear([SymbolDrawStep], opacity: Double)
  /// `fills` painted source-over into a transparent group, which is then composited over
  /// what lies beneath at `opacity` (0...1). `layerIndex` is the steps' layer.
  case layer(layerIndex: Int?, opacity: Double, fills: [Fill])

  /// Whether compositing needs a real group: several fills at an opacity below 1. A single
  /// fill, or any number at full opacity, gives the same pixels when each fill is painted
  /// directly at `opacity` × its colour's alpha, which every backend draws more cheaply.
  public var needsGroup: Bool {
    guard case .layer(_, let opacity, let fills) = self else { return false }
    return fills.count > 1 && opacity < 1
  }
}

extension SymbolDrawing {
  /// The steps as the backends composite them, in order; steps with an empty path are left
  /// out.
  ///
  /// Consecutive fill steps with the same non-nil `layerIndex` and the same opacity form
  /// one ``SymbolDrawGroup/layer(layerIndex:opacity:fills:)`` group; a clear step, another
  /// layer or another opacity starts the next group, and steps without a layer stay on
  /// their own. Consecutive clear steps of one layer at one opacity likewise form one
  /// ``SymbolDrawGroup/clear(_:opacity:)`` group. When the fills of a group share one
  /// colour alpha (always, for one colour per layer) that alpha moves into the group's
  /// opacity, so a translucent colour does not darken overlaps either; fills of different
  /// alphas keep their own.
  public var groups: [SymbolDrawGroup] {
    var result: [SymbolDrawGroup] = []
    var open: (layer: Int?, opacity: Double, fills: [SymbolDrawGroup.Fill])?
    func close() {
      guard let group = open else { return }
      open = nil
      let alphas = Set(group.fills.map(\.color.alpha))
      guard alphas.count == 1, let alpha = alphas.first, alpha < 255 else {
        result.append(.layer(layerIndex: group.layer, opacity: group.opacity, fills: group.fills))
        return
      }
      let opaque = group.fills.map { fill in
        var copy = fill
        copy.color.alpha = 255
        return copy
      }
      result.append(
        .layer(layerIndex: group.layer, opacity: group.opacity * Double(alpha) / 255, fills: opaque))
    }
    for step in steps where !step.path.isEmpty {
      switch step.operation {
      case .clear(let opacity):
        close()
        let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        // Erasing none of it is no step.
        guard clamped > 0 else { continue }
        if case .clear(let previous, let previousOpacity) = result.last, previousOpacity == clamped,
          let layer = step.layerIndex, previous.last?.layerIndex == layer
        {
          result[result.count - 1] = .clear(previous + [step], opacity: clamped)
        } else {
          result.append(.clear([step], opacity: clamped))
        }
      case .fill(let color, let opacity):
        let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let fill = SymbolDrawGroup.Fill(path: step.path, fillRule: step.fillRule, color: color)
        if let current = open, current.layer != nil, current.layer == step.layerIndex,
          current.opacity == clamped
        {
          open?.fills.append(fill)
        } else {
          close()
          open = (step.layerIndex, clamped, [fill])
        }
      }
    }
    close()
    return result
  }
}
