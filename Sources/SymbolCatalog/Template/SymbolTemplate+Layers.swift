import SymbolGeometry
import SymbolSVG

extension SymbolTemplate {
  /// Groups the merged elements into layers and reads their annotations.
  ///
  /// - An element's layer is its `hierarchical-N` index, else its `monochrome-N` index,
  ///   else 0; layers are sorted by index. Indices of each class kind, and the layer
  ///   indices, start at 0 and have no gaps.
  /// - The level comes from `hierarchical-N:<level>` (primary when no level is written);
  ///   elements of one layer must agree on it.
  /// - `multicolor-N:<colour>` takes `tint`, `tintColor`, `accent`, `accentColor`, a system
  ///   colour or a CSS colour.
  /// - `-sfsymbols-variable-threshold` is `auto` or a number in 0...1, and explicit numbers
  ///   increase with the layer index; `-sfsymbols-clear-behind` is `true` or `false`. Elements
  ///   of one layer must agree on both.
  /// - A filled and stroked element gives two shapes, the fill first.
  func layers(of elements: [Element], paths: [[Path]]) throws(CatalogError) -> [SymbolLayer] {
    try checkIndices(elements, \.monochrome, "monochrome")
    try checkIndices(elements, \.hierarchical, "hierarchical")
    try checkIndices(elements, \.multicolor, "multicolor")
    var layers: [Int: SymbolLayer] = [:]
    var owners: [Int: (level: Element?, threshold: Element?, clear: Element?)] = [:]
    for (element, elementPaths) in zip(elements, paths) {
      let index = element.hierarchical?.index ?? element.monochrome?.index ?? 0
      // Taken out of the table while it grows, so that appending to its shapes does not copy
      // them (which made a file of 8,000 elements take 2 s to read, and 250,000 hours).
      var layer = layers.removeValue(forKey: index) ?? SymbolLayer(index: index, shapes: [])
      var owner = owners[index] ?? (nil, nil, nil)
      if let annotation = element.hierarchical {
        let level = try Self.level(annotation, element)
        if let first = owner.level, level != layer.level {
          throw disagreement(
            element, first, .layerProperties, "hierarchy level", "\(level)", "\(layer.level)")
        }
        layer.level = level
        owner.level = owner.level ?? element
      }
      if let text = element.variableThreshold {
        let threshold = try Self.threshold(text, element)
        if let first = owner.threshold, threshold != layer.variableThreshold {
          throw disagreement(
            element, first, .variableThreshold, TemplateStyle.variableThresholdProperty, text,
            first.variableThreshold ?? "")
        }
        layer.variableThreshold = threshold
        owner.threshold = owner.threshold ?? element
      }
      if let text = element.clearBehind {
        let clears = try Self.clearBehind(text, element)
        if let first = owner.clear, clears != layer.clearsBehind {
          throw disagreement(
            element, first, .layerProperties, TemplateStyle.clearBehindProperty, text,
            first.clearBehind ?? "")
        }
        layer.clearsBehind = clears
        owner.clear = owner.clear ?? element
      }
      let paint = try element.multicolor.map { annotation throws(CatalogError) in
        try Self.paint(annotation, element)
      }
      func shape(_ style: SymbolShape.Style) -> SymbolShape {
        SymbolShape(
          paths: elementPaths, style: style, monochromeIndex: element.monochrome?.index,
          multicolor: paint, multicolorIndex: element.multicolor?.index, location: element.location)
      }
      if element.isFilled { layer.shapes.append(shape(.fill(evenOdd: element.isEvenOdd))) }
      if element.isStroked { layer.shapes.append(shape(.stroke(element.strokeStyle))) }
      layers[index] = layer
      owners[index] = owner
    }
    let sorted = layers.values.sorted { $0.index < $1.index }
    try checkLayerIndices(sorted, elements)
    try checkThresholdOrder(sorted, owners)
    return sorted
  }

  /// `element` giving its layer another `what` than `first` did; `problem` is the property's
  /// own kind, so that a threshold's disagreement is a threshold problem.
  private func disagreement(
    _ element: Element, _ first: Element, _ problem: CatalogProblem, _ what: String, _ mine: String,
    _ theirs: String
  ) -> CatalogError {
    CatalogError(
      problem, location: element.location,
      message: "\(what) '\(mine)' differs from '\(theirs)' given at line \(first.location.line) for the"
        + " same layer; all elements of a layer must agree")
  }

  /// The indices of one class kind are 0, 1, 2, ... without gaps.
  private func checkIndices(
    _ elements: [Element], _ path: KeyPath<Element, Annotation?>, _ kind: String
  ) throws(CatalogError) {
    let indices = Set(elements.compactMap { $0[keyPath: path]?.index })
    guard let missing = (0..<indices.count).first(where: { !indices.contains($0) }) else { return }
    let offender = elements.first { ($0[keyPath: path]?.index ?? -1) > missing }
    let written = offender.flatMap { element in element[keyPath: path].map { Self.className(kind, $0) } }
    throw CatalogError(
      .layerIndexGap, location: offender?.location ?? rootLocation,
      message: "class '\(written ?? kind)' skips \(kind) index \(missing); indices start at 0 and have"
        + " no gaps")
  }

  /// The layer indices (which mix hierarchical and monochrome indices) have no gaps either.
  private func checkLayerIndices(_ sorted: [SymbolLayer], _ elements: [Element]) throws(CatalogError) {
    for (position, layer) in sorted.enumerated() where layer.index != position {
      let offender = elements.first { ($0.hierarchical?.index ?? $0.monochrome?.index ?? 0) == layer.index }
      throw CatalogError(
        .layerIndexGap, location: offender?.location ?? rootLocation,
        message: "layer \(layer.index) follows layer \(position - 1) with no layer \(position) between;"
          + " layer indices (hierarchical-N, else monochrome-N) start at 0 and have no gaps")
    }
  }

  /// Effective thresholds increase with the layer index, `auto` counting as the engine's
  /// value (``SymbolLayer/VariableThreshold/outOfOrder(_:)``, the lint's rule too): out of
  /// order, a layer would light before the one beneath it.
  private func checkThresholdOrder(
    _ sorted: [SymbolLayer], _ owners: [Int: (level: Element?, threshold: Element?, clear: Element?)]
  ) throws(CatalogError) {
    let variable = sorted.compactMap { layer in layer.variableThreshold.map { (layer.index, $0) } }
    guard
      let (position, value, previousValue) = SymbolLayer.VariableThreshold.outOfOrder(variable.map(\.1)).first
    else { return }
    let (index, previousIndex) = (variable[position].0, variable[position - 1].0)
    throw CatalogError(
      .variableThreshold, location: owners[index]?.threshold?.location ?? rootLocation,
      message: "variable threshold \(value) of layer \(index) is not above \(previousValue) of layer"
        + " \(previousIndex); thresholds must increase with the layer index, auto counting as the value"
        + " the engine gives it")
  }

  private static func level(
    _ annotation: Annotation, _ element: Element
  ) throws(CatalogError) -> HierarchyLevel {
    guard let name = annotation.value else { return .primary }
    guard let level = HierarchyLevel(name: name) else {
      throw CatalogError(
        .unknownHierarchyLevel, location: element.location,
        message: "unknown hierarchy level '\(name)' in class '\(className("hierarchical", annotation))';"
          + " accepted: primary, secondary, tertiary")
    }
    return level
  }

  private static func paint(
    _ annotation: Annotation, _ element: Element
  ) throws(CatalogError) -> MulticolorPaint {
    let written = className("multicolor", annotation)
    guard let name = annotation.value, !name.isEmpty else {
      throw CatalogError(
        .unknownColour, location: element.location,
        message: "class '\(written)' names no colour; write multicolor-\(annotation.index):<colour> with"
          + " <colour> one of: \(MulticolorPaint.acceptedSyntax)")
    }
    if MulticolorPaint.tintNames.contains(name) { return .tint }
    if let system = SystemColor(name: name) { return .system(system) }
    if let color = try? SVGColorParser.parseColor(name) { return .fixed(color) }
    throw CatalogError(
      .unknownColour, location: element.location,
      message: "unknown colour '\(name)' in class '\(written)'; accepted: \(MulticolorPaint.acceptedSyntax)")
  }

  private static func threshold(
    _ text: String, _ element: Element
  ) throws(CatalogError) -> SymbolLayer.VariableThreshold {
    if let threshold = TemplateStyle.variableThreshold(text) { return threshold }
    throw CatalogError(
      .variableThreshold, location: element.location,
      message: TemplateStyle.variableThresholdProblem(text) ?? TemplateStyle.variableThresholdSyntax)
  }

  private static func clearBehind(_ text: String, _ element: Element) throws(CatalogError) -> Bool {
    switch TemplateStyle.trimmed(text).lowercased() {
    case "true": return true
    case "false": return false
    default:
      throw CatalogError(
        .layerProperties, location: element.location,
        message: "\(TemplateStyle.clearBehindProperty): \(text) is not accepted; expected true or false")
    }
  }
}
