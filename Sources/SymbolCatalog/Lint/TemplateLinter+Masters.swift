import SymbolGeometry

extension TemplateLinter {
  /// The masters an outline design must draw: the engine interpolates weights between
  /// them, so without all three every weight beyond the drawn ones repeats the nearest.
  static let requiredOutlineMasters: [SymbolWeight] = [.ultralight, .regular, .black]

  /// The masters the design needs (Symbols/README.md, Weight): outline masters (filled, no
  /// stroke) draw `Ultralight-S`, `Regular-S` and `Black-S`, more weights and scales allowed;
  /// centre-lines draw a single `Regular` master per scale, `Regular-S` among them, since
  /// their stroke width is the Regular width whatever the group is named.
  ///
  /// A file that neither fills nor strokes anything has no design to check (the
  /// ``LintRule/drawsNothing`` check reports it), and one stroking several weights at a
  /// scale is reported by ``LintRule/strokeInOutlineMaster`` instead.
  func checkRequiredMasters(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) {
    let elements = ordered.flatMap(\.elements)
    let stroked = elements.contains { $0.isStroked }
    guard stroked || elements.contains(where: { $0.isFilled }), let first = ordered.first else { return }
    let drawn = Set(ordered.map { Self.masterKey($0.weight, $0.scale) })
    let found = ordered.map(\.id).joined(separator: ", ")
    if stroked {
      let crowded = SymbolScale.allCases.contains { scale in ordered.filter { $0.scale == scale }.count > 1 }
      guard !crowded else { return }
      let other = ordered.filter { $0.weight != .regular }
      let hasRegularS = drawn.contains(Self.masterKey(.regular, .small))
      guard !other.isEmpty || !hasRegularS else { return }
      let location = other.first?.location ?? first.location
      findings.append(
        finding(
          location, .masterMismatch,
          "\(fileName) is a centre-line design (stroked shapes), which is drawn in a single Regular-S"
            + " master whose stroke-width is the Regular width; found \(found), required Regular-S"
            + " (a Regular-M or Regular-L master may be added); rename the master, since every"
            + " weight is stroked from it"))
      return
    }
    let missing = Self.requiredOutlineMasters.filter { !drawn.contains(Self.masterKey($0, .small)) }
    guard !missing.isEmpty else { return }
    func names(_ weights: [SymbolWeight]) -> String {
      weights.map { SymbolMaster.groupName(weight: $0, scale: .small) }.joined(separator: ", ")
    }
    findings.append(
      finding(
        first.location, .masterMismatch,
        "\(fileName) draws outline masters (filled shapes, no stroke), which need"
          + " \(names(Self.requiredOutlineMasters)); found \(found), missing \(names(missing)); weights are"
          + " interpolated between the masters, so draw the missing ones with the same elements (more"
          + " weights and -M/-L masters are allowed)"))
  }

  /// The file's name as the lint prints it, without its folder.
  var fileName: String {
    String(template.file.split(separator: "/").last ?? Substring(template.file))
  }

  /// An error when no element of `group` paints anything (or it has none), so the symbol
  /// would draw nothing and the renderer would refuse it; `nil` otherwise, and when the
  /// reader refused an element in part (that error is reported, and what the element paints
  /// is unknown). The reasons of each element are given, so the finding replaces the
  /// elements' own ``LintRule/paintsNothing`` warnings. `strokes` holds each element's
  /// ``strokeBounds(of:)``; a stroke too complex to measure is taken to paint. `refused`
  /// holds the locations of the errors found so far.
  func drawsNothing(
    _ group: SymbolTemplate.MasterGroup, strokes: [Result<Rect?, StrokeError>], refused: Set<SourceLocation>
  ) -> LintFinding? {
    var reasons: [String] = []
    for (element, stroke) in zip(group.elements, strokes) {
      guard !refused.contains(element.location), case .success(let strokeBounds) = stroke,
        let reason = Self.emptiness(of: element, strokeBounds: strokeBounds)
      else { return nil }
      reasons.append("<\(element.name)> on line \(element.location.line): \(reason)")
    }
    let why = reasons.isEmpty ? "it has no elements" : reasons.joined(separator: "; ")
    return finding(
      group.location, .drawsNothing,
      "master '\(group.id)' paints nothing, so \(fileName) cannot be drawn at any configuration (\(why));"
        + " give its elements a fill or a stroke with a width")
  }
}
