import SymbolSVG

extension TemplateLinter {
  private typealias Element = SymbolTemplate.Element
  private typealias Annotation = SymbolTemplate.Annotation

  /// The annotation kinds with their class prefixes (computed: key paths are not
  /// `Sendable`, so they cannot be stored in a static constant).
  private static var annotationKinds: [(WritableKeyPath<Element, Annotation?>, String)] {
    [(\.monochrome, "monochrome"), (\.hierarchical, "hierarchical"), (\.multicolor, "multicolor")]
  }

  /// The layer properties with their CSS names.
  private static var layerProperties: [(WritableKeyPath<Element, String?>, String)] {
    [
      (\.variableThreshold, TemplateStyle.variableThresholdProperty),
      (\.clearBehind, TemplateStyle.clearBehindProperty),
    ]
  }

  /// Layer annotations and properties: values on every element of every master (so each
  /// occurrence is reported where it is written), then, on the elements merged across
  /// masters as the reader merges them, agreement between masters, index gaps, agreement
  /// within a layer and the order of explicit thresholds.
  func checkLayers(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) {
    for element in ordered.flatMap(\.elements) {
      checkValues(of: element, into: &findings)
    }
    let merged = merge(ordered, into: &findings)
    for (path, kind) in Self.annotationKinds {
      checkGaps(merged, kind: kind, into: &findings) { element in
        element[keyPath: path].map { (Self.className(kind, $0), $0.index) }
      }
    }
    let gapLocations = Set(findings.filter { $0.rule == .layerIndexGap }.map(\.location))
    var layerGaps: [LintFinding] = []
    checkGaps(merged, kind: "layer", into: &layerGaps) { element in
      let index = Self.layerIndex(of: element)
      return ("layer \(index) (hierarchical-N, else monochrome-N)", index)
    }
    // A gap in one kind's indices usually is the layer gap too; one finding says it.
    findings += layerGaps.filter { !gapLocations.contains($0.location) }
    checkAgreement(merged, into: &findings)
    checkHierarchy(merged, into: &findings)
  }

  /// Several layers that are all primary (a warning): hierarchical and palette modes then
  /// draw the symbol exactly like monochrome, which is almost always a missing annotation.
  /// Reported at the first element of the second layer, where a level would be written.
  private func checkHierarchy(_ elements: [Element], into findings: inout [LintFinding]) {
    let layers = Set(elements.map(Self.layerIndex(of:))).sorted()
    guard layers.count > 1,
      elements.allSatisfy({ element in element.hierarchical.map { Self.level($0) == .primary } ?? true }),
      let second = elements.first(where: { Self.layerIndex(of: $0) == layers[1] })
    else { return }
    findings.append(
      finding(
        second.location, .flatHierarchy,
        "the symbol draws \(layers.count) layers and every one is primary, so hierarchical and palette"
          + " modes look like monochrome; give secondary parts a level (hierarchical-\(layers[1]):secondary"
          + " or :tertiary), or put parts that share a level in one layer",
        severity: .warning))
  }

  private func checkValues(of element: Element, into findings: inout [LintFinding]) {
    if let annotation = element.hierarchical, let name = annotation.value, HierarchyLevel(name: name) == nil {
      findings.append(
        finding(
          element.location, .unknownHierarchyLevel,
          "unknown hierarchy level '\(name)' in class '\(Self.className("hierarchical", annotation))';"
            + " accepted: primary, secondary, tertiary"))
    }
    if let annotation = element.multicolor {
      let written = Self.className("multicolor", annotation)
      if let name = annotation.value, !name.isEmpty {
        if !Self.isKnownColour(name) {
          findings.append(
            finding(
              element.location, .unknownColour,
              "unknown colour '\(name)' in class '\(written)'; accepted: \(MulticolorPaint.acceptedSyntax)"))
        }
      } else {
        findings.append(
          finding(
            element.location, .unknownColour,
            "class '\(written)' names no colour; write multicolor-\(annotation.index):<colour> with <colour>"
              + " one of: \(MulticolorPaint.acceptedSyntax)"))
      }
    }
    if let text = element.variableThreshold, let problem = TemplateStyle.variableThresholdProblem(text) {
      findings.append(finding(element.location, .variableThreshold, problem))
    }
    if let text = element.clearBehind, Self.clearBehind(text) == nil {
      findings.append(
        finding(
          element.location, .layerProperties,
          "\(TemplateStyle.clearBehindProperty): \(text) is not accepted; expected true or false"))
    }
  }

  /// The reference master's elements with the annotations and properties that later masters
  /// add; a later master that contradicts one is reported at its element.
  private func merge(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) -> [Element]
  {
    let reference = ordered[0]
    var merged = reference.elements
    for group in ordered.dropFirst() {
      for (index, element) in group.elements.enumerated() where index < merged.count {
        func conflict(_ what: String, _ mine: String, _ theirs: String) {
          findings.append(
            finding(
              element.location, .layerProperties,
              "\(what) '\(mine)' of this <\(element.name)> in \(group.id) differs from '\(theirs)' on the"
                + " same element in \(reference.id) (line \(merged[index].location.line)); layer classes"
                + " and properties must agree between masters"))
        }
        for (path, kind) in Self.annotationKinds {
          guard let mine = element[keyPath: path] else { continue }
          if let theirs = merged[index][keyPath: path] {
            if mine != theirs { conflict("class", Self.className(kind, mine), Self.className(kind, theirs)) }
          } else {
            merged[index][keyPath: path] = mine
          }
        }
        for (path, name) in Self.layerProperties {
          guard let mine = element[keyPath: path] else { continue }
          if let theirs = merged[index][keyPath: path] {
            if mine != theirs { conflict(name, mine, theirs) }
          } else {
            merged[index][keyPath: path] = mine
          }
        }
      }
    }
    return merged
  }

  /// One finding per gap in the indices `index` gives (0, 1, 2, ... expected), at the first
  /// element whose index follows the gap.
  private func checkGaps(
    _ elements: [Element], kind: String, into findings: inout [LintFinding],
    _ index: (Element) -> (written: String, index: Int)?
  ) {
    let present = Set(elements.compactMap { index($0)?.index }).sorted()
    var expected = 0
    for value in present {
      defer { expected = value + 1 }
      guard value > expected, let offender = elements.first(where: { index($0)?.index == value }),
        let written = index(offender)?.written
      else { continue }
      let skipped = value - expected == 1 ? "index \(expected)" : "indices \(expected)...\(value - 1)"
      findings.append(
        finding(
          offender.location, .layerIndexGap,
          "\(kind == "layer" ? written : "class '\(written)'") skips \(kind) \(skipped); indices start at 0"
            + " and have no gaps"))
    }
  }

  /// Elements of one layer agree on level, threshold and clear-behind; effective thresholds
  /// increase with the layer index.
  private func checkAgreement(_ elements: [Element], into findings: inout [LintFinding]) {
    var firstLevel: [Int: (HierarchyLevel, Element)] = [:]
    var firstThreshold: [Int: (SymbolLayer.VariableThreshold, Element)] = [:]
    var firstClear: [Int: (Bool, Element)] = [:]
    func disagree(_ element: Element, _ first: Element, _ what: String, _ mine: String, _ theirs: String) {
      let rule: LintRule =
        what == TemplateStyle.variableThresholdProperty ? .variableThreshold : .layerProperties
      findings.append(
        finding(
          element.location, rule,
          "\(what) '\(mine)' differs from '\(theirs)' given at line \(first.location.line) for the same"
            + " layer; all elements of a layer must agree"))
    }
    for element in elements {
      let layer = Self.layerIndex(of: element)
      if let annotation = element.hierarchical, let level = Self.level(annotation) {
        if let (first, owner) = firstLevel[layer] {
          if first != level { disagree(element, owner, "hierarchy level", "\(level)", "\(first)") }
        } else {
          firstLevel[layer] = (level, element)
        }
      }
      if let text = element.variableThreshold, let threshold = TemplateStyle.variableThreshold(text) {
        if let (first, owner) = firstThreshold[layer] {
          if first != threshold {
            disagree(
              element, owner, TemplateStyle.variableThresholdProperty, text, owner.variableThreshold ?? "")
          }
        } else {
          firstThreshold[layer] = (threshold, element)
        }
      }
      if let text = element.clearBehind, let clears = Self.clearBehind(text) {
        if let (first, owner) = firstClear[layer] {
          if first != clears { disagree(element, owner, TemplateStyle.clearBehindProperty, text, "\(first)") }
        } else {
          firstClear[layer] = (clears, element)
        }
      }
    }
    checkThresholdOrder(firstThreshold, into: &findings)
  }

  /// Effective thresholds increase with the layer index
  /// (``SymbolLayer/VariableThreshold/outOfOrder(_:)``, the template reader's rule too).
  private func checkThresholdOrder(
    _ thresholds: [Int: (SymbolLayer.VariableThreshold, Element)], into findings: inout [LintFinding]
  ) {
    /// How a threshold is written in a finding: `0.9`, or `auto (0.68)`.
    func written(_ threshold: SymbolLayer.VariableThreshold, _ value: Double) -> String {
      if case .explicit = threshold { return Self.format(value) }
      return "auto (\(Self.format(value)))"
    }
    let layers = thresholds.keys.sorted()
    let ordered = layers.compactMap { thresholds[$0] }
    for (position, value, previousValue) in SymbolLayer.VariableThreshold.outOfOrder(ordered.map(\.0)) {
      let (threshold, owner) = ordered[position]
      let (layer, previousLayer) = (layers[position], layers[position - 1])
      let previousThreshold = ordered[position - 1].0
      findings.append(
        finding(
          owner.location, .variableThreshold,
          "variable threshold \(written(threshold, value)) of layer \(layer) is not above"
            + " \(written(previousThreshold, previousValue)) of layer \(previousLayer), so layer \(layer)"
            + " lights no later than layer \(previousLayer); thresholds must increase with the layer index,"
            + " auto counting as the engine's value (0 for the first variable layer, (round(100·k/n) + 1)"
            + " / 100 for variable layer k of n)"))
    }
  }

  /// The layer an element belongs to: its hierarchical index, else its monochrome index, else 0.
  private static func layerIndex(of element: Element) -> Int {
    element.hierarchical?.index ?? element.monochrome?.index ?? 0
  }

  /// The class as written, e.g. `hierarchical-1:secondary`.
  private static func className(_ kind: String, _ annotation: Annotation) -> String {
    SymbolTemplate.className(kind, annotation)
  }

  /// The level a hierarchical class names (primary without a value), `nil` when unknown.
  private static func level(_ annotation: Annotation) -> HierarchyLevel? {
    guard let name = annotation.value else { return .primary }
    return HierarchyLevel(name: name)
  }

  /// Whether `name` is a multicolor paint: a tint name, a system colour or a CSS colour.
  private static func isKnownColour(_ name: String) -> Bool {
    if MulticolorPaint.tintNames.contains(name) { return true }
    if SystemColor(name: name) != nil { return true }
    return (try? SVGColorParser.parseColor(name)) != nil
  }

  /// A clear-behind value as the reader accepts it, `nil` when malformed.
  private static func clearBehind(_ text: String) -> Bool? {
    switch TemplateStyle.trimmed(text).lowercased() {
    case "true": true
    case "false": false
    default: nil
    }
  }
}
