import SymbolCatalog
import SymbolGeometry

/// A catalog of hand-built glyphs for engine tests, independent of the files in Symbols/.
struct TestGlyphCatalog: SymbolGlyphSource {
  var glyphs: [String: SymbolGlyph]
  var synthesisable: Set<String> = []
  var preferredModes: [String: RenderingMode] = [:]
  var deprecations: [String: String] = [:]
  var aliases: [String: String] = [:]

  /// Every glyph without a dot is a base; the tests name variants `base.suffix`.
  var baseNames: Set<String> { Set(glyphs.keys.filter { !$0.contains(".") }) }

  func availability(of name: String) -> SymbolAvailability {
    if glyphs[name] != nil { return .authored }
    return synthesisable.contains(name) ? .synthesisable : .unavailable
  }

  func glyph(named name: String) throws(CatalogError) -> SymbolGlyph {
    guard let glyph = glyphs[name] else {
      throw CatalogError(
        .noDrawing, location: SourceLocation(file: name + ".svg"), message: "no such test glyph")
    }
    return glyph
  }

  func preferredMode(ofBase base: String) -> RenderingMode? { preferredModes[base] }

  /// The template's small-scale cap height.
  static let capHeight = 70.459

  /// A centre-line glyph whose layers are the given stroked paths (design units, baseline
  /// at y = 0), all in the Regular-S master with margins 0...width.
  static func centerline(
    _ name: String, width: Double = 60, strokeWidth: Double = 7,
    layers: [(
      path: String, level: HierarchyLevel, threshold: SymbolLayer.VariableThreshold?, paint: MulticolorPaint?
    )],
    hierarchical: Bool = true, multicolor: Bool = false, clearsBehind: Set<Int> = []
  ) -> SymbolGlyph {
    let master = SymbolMaster(
      weight: .regular, scale: .small,
      guides: SymbolGuides(capHeight: capHeight, leftMargin: 0, rightMargin: width))
    var built: [SymbolLayer] = []
    for (index, layer) in layers.enumerated() {
      let path = (try? SVGPathParser.parse(layer.path)) ?? Path()
      let shape = SymbolShape(
        paths: [path], style: .stroke(StrokeStyle(width: strokeWidth, cap: .round, join: .round)),
        monochromeIndex: 0, multicolor: layer.paint, multicolorIndex: layer.paint == nil ? nil : index,
        location: SourceLocation(file: name + ".svg"))
      built.append(
        SymbolLayer(
          index: index, level: layer.level, variableThreshold: layer.threshold,
          clearsBehind: clearsBehind.contains(index), shapes: [shape]))
    }
    return SymbolGlyph(
      name: name, design: .centerline, masters: [master], layers: built,
      hasHierarchicalAnnotations: hierarchical, hasMulticolorAnnotations: multicolor,
      source: SourceLocation(file: name + ".svg"))
  }
}
