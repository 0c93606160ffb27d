import SymbolGeometry

extension SymbolTemplate {
  /// Checks the catalog rules and builds the glyph this template draws.
  ///
  /// Rules, each reported at the offending element, guide or group:
  /// - no diagnostic of severity error (malformed path data, lengths, transforms);
  /// - at least one master group, no master drawn twice;
  /// - `Baseline-<X>` and `Capline-<X>` guides for every scale X that has masters, each
  ///   guide given once, the capline above the baseline;
  /// - `left-margin-<Master>` and `right-margin-<Master>` guides for every master, right of
  ///   left;
  /// - at most ``MasterGroup/maximumPoints`` path points in each master;
  /// - identical structure in every master: the same number of elements and, element by
  ///   element, the same path commands (hence point counts) and the same fill and stroke;
  /// - either outline masters (every element filled, no stroke) or centre-lines (some
  ///   elements stroked) with a single master per scale;
  /// - layer annotations: indices without gaps, known levels and colours, thresholds `auto` or
  ///   0...1 and increasing, clear-behind `true` or `false` (see `Symbols/README.md`).
  ///
  /// Coordinates become design units per master: `y − Baseline(scale)` and
  /// `x − left-margin(master)`, so the guides are
  /// `SymbolGuides(capHeight: baseline − capline, leftMargin: 0, rightMargin: right − left)`.
  public func glyph(name: String) throws(CatalogError) -> SymbolGlyph {
    if let error = diagnostics.first(where: { $0.severity == .error }) {
      throw CatalogError(error.problem, location: error.location, message: error.message)
    }
    let ordered = try orderedMasters()
    if let problem = ordered.lazy.compactMap(\.complexityProblem).first {
      throw CatalogError(.tooComplex, location: problem.location, message: problem.message)
    }
    let guides = try TemplateGuideTable(self)
    var placements: [(master: SymbolMaster, transform: Transform)] = []
    for group in ordered {
      let (master, transform) = try guides.placement(of: group, in: self)
      placements.append((master, transform))
    }
    let design = try checkDesign(ordered)
    try checkStructure(ordered)
    try checkPaints(ordered[0])
    let reference = ordered[0]
    var merged = reference.elements
    for group in ordered.dropFirst() {
      for (index, element) in group.elements.enumerated() {
        try merge(element, from: group, into: &merged[index], reference: reference)
      }
    }
    let paths = merged.indices.map { index in
      zip(ordered, placements).map { group, placement in
        group.elements[index].path.transformed(by: placement.transform)
      }
    }
    return SymbolGlyph(
      name: name, design: design, masters: placements.map(\.master),
      layers: try layers(of: merged, paths: paths),
      hasHierarchicalAnnotations: merged.contains { $0.hierarchical != nil },
      hasMulticolorAnnotations: merged.contains { $0.multicolor != nil },
      source: SourceLocation(file: file))
  }

  /// The master groups sorted by scale (S, M, L), then weight; at least one, none twice.
  private func orderedMasters() throws(CatalogError) -> [MasterGroup] {
    guard !masters.isEmpty else {
      throw CatalogError(
        .masterMismatch, location: rootLocation,
        message: "the file has no master group; draw the symbol in a group named "
          + "\(MasterGroup.acceptedSyntax) (e.g. Regular-S) inside the 'Symbols' group")
    }
    var seen: [String: MasterGroup] = [:]
    for group in masters {
      let key = "\(group.weight.value)-\(group.scale)"
      if let first = seen[key] {
        throw CatalogError(
          .masterMismatch, location: group.location,
          message: "master '\(group.id)' is drawn twice (first at line \(first.location.line)); "
            + "each <Weight>-<Scale> group may appear once")
      }
      seen[key] = group
    }
    let scaleOrder = SymbolScale.allCases
    return masters.sorted { lhs, rhs in
      let (left, right) = (
        scaleOrder.firstIndex(of: lhs.scale) ?? 0, scaleOrder.firstIndex(of: rhs.scale) ?? 0
      )
      return left != right ? left < right : lhs.weight < rhs.weight
    }
  }

  /// Outline masters when nothing is stroked; centre-lines need one master per scale.
  private func checkDesign(_ ordered: [MasterGroup]) throws(CatalogError) -> SymbolGlyph.Design {
    let stroked = ordered.lazy.flatMap(\.elements).first { $0.isStroked }
    guard let stroked else { return .outlineMasters }
    for scale in SymbolScale.allCases {
      let atScale = ordered.filter { $0.scale == scale }
      guard atScale.count > 1 else { continue }
      let names = atScale.map(\.id).joined(separator: ", ")
      let what = stroked.isStrokeOnly ? "stroke-only <\(stroked.name)>" : "stroked <\(stroked.name)>"
      throw CatalogError(
        .strokeInOutlineMaster, location: stroked.location,
        message: "\(what) in a file with several weight masters (\(names)); outline masters must be"
          + " filled shapes without stroke (fill, stroke=\"none\"), or draw stroked centre-lines in a"
          + " single master per scale")
    }
    return .centerline
  }

  /// Some element of `master` paints. Masters share their elements' paint and path
  /// commands (``checkStructure(_:)``), so one that paints nothing draws nothing at any
  /// weight or scale: refused here, at the master, rather than as an empty image at each
  /// request. The lint's draws-nothing rule reports every such master, and more (flat or
  /// zero-length shapes, which need stroking to tell).
  private func checkPaints(_ master: MasterGroup) throws(CatalogError) {
    let paints = master.elements.contains { $0.path.bounds != nil && ($0.isFilled || $0.isStroked) }
    guard !paints else { return }
    let reasons = master.elements.map { element in
      // No stroke is measured: every element here has an empty path or no stroke.
      let reason = TemplateLinter.emptiness(of: element, strokeBounds: nil) ?? "it paints nothing"
      return "<\(element.name)> on line \(element.location.line): \(reason)"
    }
    let why = reasons.isEmpty ? "it has no elements" : reasons.joined(separator: "; ")
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    throw CatalogError(
      .drawsNothing, location: master.location,
      message: "master '\(master.id)' paints nothing, so \(fileName) cannot be drawn at any weight or scale"
        + " (\(why)); give its elements a fill or a stroke with a width (symbol-lint reports every such"
        + " master, as draws-nothing)")
  }

  /// Every master has the reference's elements, commands and paint, in the same order.
  private func checkStructure(_ ordered: [MasterGroup]) throws(CatalogError) {
    let reference = ordered[0]
    let rule = "masters must have identical structure (same elements, same path commands and point"
    for group in ordered.dropFirst() {
      for (index, (mine, theirs)) in zip(group.elements, reference.elements).enumerated() {
        let what = "element \(index + 1) (<\(mine.name)>) of \(group.id)"
        if let command = Self.firstDifference(mine.path.verbs, theirs.path.verbs) {
          let found = command < mine.path.verbs.count ? "\(mine.path.verbs[command])" : "the end of the path"
          let expected =
            command < theirs.path.verbs.count ? "\(theirs.path.verbs[command])" : "the end of the path"
          throw CatalogError(
            .masterMismatch, location: mine.location,
            message: "\(what) differs from \(reference.id) at path command \(command + 1): found \(found),"
              + " \(reference.id) has \(expected) (line \(theirs.location.line)); \(rule)"
              + " counts, in the same order) to interpolate")
        }
        if mine.isFilled != theirs.isFilled || mine.isStroked != theirs.isStroked
          || mine.isEvenOdd != theirs.isEvenOdd
        {
          throw CatalogError(
            .masterMismatch, location: mine.location,
            message: "\(what) is painted differently from \(reference.id) (fill, stroke or fill-rule"
              + " differ, line \(theirs.location.line)); every master paints its elements alike")
        }
      }
      if group.elements.count != reference.elements.count {
        let extra = group.elements.count > reference.elements.count
        let location =
          extra ? group.elements[reference.elements.count].location : group.location
        throw CatalogError(
          .masterMismatch, location: location,
          message: "\(group.id) has \(group.elements.count) elements but \(reference.id) has "
            + "\(reference.elements.count); \(rule) counts, in the same order) to interpolate")
      }
    }
  }

  /// The first index where two verb lists differ, including where one ends first.
  private static func firstDifference(_ lhs: [PathVerb], _ rhs: [PathVerb]) -> Int? {
    if let index = zip(lhs, rhs).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      return index
    }
    return lhs.count == rhs.count ? nil : min(lhs.count, rhs.count)
  }

  /// Takes annotations a non-reference master gives for an element the reference leaves
  /// unannotated; conflicting annotations are an error, because only one set can apply.
  private func merge(
    _ element: Element, from group: MasterGroup, into merged: inout Element, reference: MasterGroup
  ) throws(CatalogError) {
    func conflict(_ what: String, _ mine: String, _ theirs: String) -> CatalogError {
      // Between masters, a conflict is a layer-properties problem whichever property it
      // concerns, the variable threshold included: what is wrong is that the masters differ.
      CatalogError(
        .layerProperties, location: element.location,
        message: "\(what) '\(mine)' of this <\(element.name)> in \(group.id) differs from '\(theirs)' on"
          + " the same element in \(reference.id) (line \(merged.location.line)); layer classes and"
          + " properties must agree between masters")
    }
    let pairs: [(WritableKeyPath<Element, Annotation?>, String)] = [
      (\.monochrome, "monochrome"), (\.hierarchical, "hierarchical"), (\.multicolor, "multicolor"),
    ]
    for (path, kind) in pairs {
      guard let mine = element[keyPath: path] else { continue }
      guard let theirs = merged[keyPath: path] else {
        merged[keyPath: path] = mine
        continue
      }
      if mine != theirs {
        throw conflict("class", Self.className(kind, mine), Self.className(kind, theirs))
      }
    }
    let properties: [(WritableKeyPath<Element, String?>, String)] = [
      (\.variableThreshold, TemplateStyle.variableThresholdProperty),
      (\.clearBehind, TemplateStyle.clearBehindProperty),
    ]
    for (path, name) in properties {
      guard let mine = element[keyPath: path] else { continue }
      guard let theirs = merged[keyPath: path] else {
        merged[keyPath: path] = mine
        continue
      }
      if mine != theirs { throw conflict(name, mine, theirs) }
    }
  }

  /// The class as written, e.g. `hierarchical-1:secondary`.
  static func className(_ kind: String, _ annotation: Annotation) -> String {
    "\(kind)-\(annotation.index)" + (annotation.value.map { ":" + $0 } ?? "")
  }
}
