import SymbolCatalog
import SymbolGeometry
import SymbolRaster

/// A symbol drawing placed in points (y down, not yet moved to the image origin): the
/// layers with their outlines, the margins, the baseline and the stroke width used.
///
/// This is the stage between the catalog's design units and the draw list: weight,
/// scale and point size are applied, strokes are outlines, paints are not chosen yet.
struct GlyphGeometry {
  /// One outline with its multicolor paint.
  struct Shape {
    var path: Path
    var rule: FillRule
    var multicolor: MulticolorPaint?
  }

  /// A layer of outlines and the annotations rendering modes need.
  struct Layer {
    var level: HierarchyLevel
    var threshold: SymbolLayer.VariableThreshold?
    var clearsBehind: Bool
    var shapes: [Shape]
    /// Set for layers the engine adds (enclosures, slashes).
    var isSynthesised = false
    /// What the layer's outlines do.
    var role = Role.paint
  }

  /// What a layer's outlines do to the image.
  enum Role: Equatable {
    /// Painted (after erasing beneath when the layer clears behind).
    case paint
    /// Erase what lies beneath (a glyph knocked out of a filled enclosure; a slash's gap is
    /// cut out of the geometry instead); when `revealedInLayeredModes`, hierarchical and
    /// palette modes paint the layer into the hole at its own level, so the glyph keeps its
    /// colour. `enclosurePaint` is the multicolor paint of the shape the hole is cut in:
    /// multicolor mode paints each outline of the layer whose own paint differs from it
    /// back into its hole, so a part coloured otherwise keeps its colour and a part that
    /// would vanish into the enclosure stays a hole.
    case knockout(revealedInLayeredModes: Bool, enclosurePaint: MulticolorPaint)
  }

  var layers: [Layer]
  var leftMargin: Double
  var rightMargin: Double
  /// The y of the baseline in points.
  var baselineY: Double
  /// The y of the middle of the (unscaled) cap-height band, the centre of scaling.
  var capCenterY: Double
  /// The cap height of the text in points (unscaled by the symbol scale).
  var capHeight: Double
  /// The stroke (stem) width in points.
  var stemWidth: Double
  var hasHierarchicalAnnotations: Bool
  var hasMulticolorAnnotations: Bool

  /// The bounds of every outline, or `nil` when nothing is drawn.
  var bounds: Rect? {
    var result: Rect?
    for layer in layers {
      for shape in layer.shapes {
        guard let box = shape.path.bounds else { continue }
        result = result.map { $0.union(box) } ?? box
      }
    }
    return result
  }

  /// The layers that are drawn (not knockouts), which define the alignment bounds.
  var visibleBounds: Rect? {
    var copy = self
    copy.layers.removeAll { $0.role != .paint }
    return copy.bounds
  }

  /// Every outline moved by `transform`; margins and guide positions follow. Only
  /// translations and uniform scales are passed here.
  func transformed(by transform: Transform) -> GlyphGeometry {
    var copy = self
    for i in copy.layers.indices {
      for j in copy.layers[i].shapes.indices {
        copy.layers[i].shapes[j].path = copy.layers[i].shapes[j].path.transformed(by: transform)
      }
    }
    copy.leftMargin = transform.apply(Point(leftMargin, 0)).x
    copy.rightMargin = transform.apply(Point(rightMargin, 0)).x
    copy.baselineY = transform.apply(Point(0, baselineY)).y
    copy.capCenterY = transform.apply(Point(0, capCenterY)).y
    return copy
  }
}
