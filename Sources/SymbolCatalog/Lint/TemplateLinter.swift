import SymbolGeometry

/// The lint rules of one symbol template file, checked on the raw ``SymbolTemplate`` so that
/// every problem of the file is reported, not only the first one ``SymbolTemplate/glyph(name:)``
/// throws.
///
/// The checks follow the reader's rules (Symbols/README.md) and point where the reader would;
/// the reader's own diagnostics are passed on under the rule their kind of problem belongs to
/// (``LintRule/init(_:)``). As a last step, a file without lint errors is built
/// with ``SymbolTemplate/glyph(name:)``: if the reader still rejects it, that error is
/// reported too, so a file that lints clean of errors always loads.
public struct TemplateLinter: Sendable {
  /// How far geometry may reach past a margin guide, in canvas units, before
  /// ``LintRule/outsideMargins`` warns: rounding slack for hand-written coordinates.
  ///
  /// What is measured is what the master paints: a filled shape's outline, and for a stroked
  /// element its stroke's outer edge (the outline of the stroke with its width, caps and
  /// joins, half the width beyond a straight centre-line), as Symbols/README.md tells
  /// designers to place margins. The drawn master's own stroke width counts; other weights
  /// of a centre-line design move the edge with the weight while the margins stay.
  public static let marginTolerance = 0.5

  /// The template checked.
  public var template: SymbolTemplate
  /// The full symbol name the file draws (its file name without `.svg`).
  public var name: String
  /// The most points a stroke's outline may hold at ``strokeTolerance``: the stroker's own
  /// limit (tests lower it, so that a small fixture can pass it).
  var strokePointLimit = Stroker.maxOutlinePoints

  /// How finely the lint strokes centre-lines to measure them, in canvas units.
  static let strokeTolerance = 0.01

  /// Prepares the lint of `template`, which draws `name`.
  public init(template: SymbolTemplate, name: String) {
    self.template = template
    self.name = name
  }

  /// Every finding of the file, sorted by location.
  public func findings() -> [LintFinding] {
    findingsAndGlyph().findings
  }

  /// Every finding of the file, sorted by location, and the glyph the file draws when it has
  /// no errors: the checks across files (``CatalogLinter``) use it without building it again.
  public func findingsAndGlyph() -> (findings: [LintFinding], glyph: SymbolGlyph?) {
    var findings = template.diagnostics.map { diagnostic in
      LintFinding(
        location: diagnostic.location, severity: diagnostic.severity == .error ? .error : .warning,
        message: diagnostic.message, rule: LintRule(diagnostic.problem))
    }
    let ordered = orderedMasters(into: &findings)
    if !ordered.isEmpty {
      for problem in ordered.compactMap(\.complexityProblem) {
        findings.append(finding(problem.location, .tooComplex, problem.message))
      }
      checkGuides(ordered, into: &findings)
      checkRequiredMasters(ordered, into: &findings)
      checkStructure(ordered, into: &findings)
      checkStrokes(ordered, into: &findings)
      checkDistortedStrokes(ordered, into: &findings)
      checkExtents(ordered, into: &findings)
      checkLayers(ordered, into: &findings)
    }
    var glyph: SymbolGlyph?
    if findings.errorCount == 0 {
      do {
        let built = try template.glyph(name: name)
        checkWeightAxis(built, ordered, into: &findings)
        glyph = built
      } catch {
        findings.append(LintFinding(error, rule: LintRule(error.problem)))
      }
    }
    return (findings.sorted(), glyph)
  }

  /// A finding at `location` under `rule`.
  func finding(
    _ location: SourceLocation, _ rule: LintRule, _ message: String, severity: LintFinding.Severity = .error
  ) -> LintFinding {
    LintFinding(location: location, severity: severity, message: message, rule: rule)
  }

  /// The master groups sorted by scale (S, M, L), then weight, as the reader orders them;
  /// a group drawn twice is reported and left out.
  private func orderedMasters(into findings: inout [LintFinding]) -> [SymbolTemplate.MasterGroup] {
    guard !template.masters.isEmpty else {
      findings.append(
        finding(
          template.rootLocation, .masterMismatch,
          "the file has no master group; draw the symbol in a group named "
            + "\(SymbolTemplate.MasterGroup.acceptedSyntax) (e.g. Regular-S) inside the 'Symbols' group"))
      return []
    }
    var seen: [String: SymbolTemplate.MasterGroup] = [:]
    var unique: [SymbolTemplate.MasterGroup] = []
    for group in template.masters {
      let key = Self.masterKey(group.weight, group.scale)
      if let first = seen[key] {
        findings.append(
          finding(
            group.location, .masterMismatch,
            "master '\(group.id)' is drawn twice (first at line \(first.location.line)); each"
              + " <Weight>-<Scale> group may appear once"))
        continue
      }
      seen[key] = group
      unique.append(group)
    }
    let scales = SymbolScale.allCases
    return unique.sorted { lhs, rhs in
      let (left, right) = (scales.firstIndex(of: lhs.scale) ?? 0, scales.firstIndex(of: rhs.scale) ?? 0)
      return left != right ? left < right : lhs.weight < rhs.weight
    }
  }

  /// A key for a master that ignores how the weight name is spelled.
  static func masterKey(_ weight: SymbolWeight, _ scale: SymbolScale) -> String {
    "\(weight.value)-\(scale)"
  }

  /// Every master has the reference master's elements, path commands and paint, in order.
  /// One finding per master, at its first difference: later differences often follow from
  /// the first (an element inserted shifts every element after it).
  private func checkStructure(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) {
    let reference = ordered[0]
    let rule =
      "masters must have identical structure (same elements, path commands and point counts,"
      + " in the same order) to interpolate"
    masters: for group in ordered.dropFirst() {
      for (index, (mine, theirs)) in zip(group.elements, reference.elements).enumerated() {
        let what = "element \(index + 1) (<\(mine.name)>) of \(group.id)"
        if let command = Self.firstDifference(mine.path.verbs, theirs.path.verbs) {
          findings.append(
            finding(
              mine.location, .masterMismatch,
              "\(what) differs from \(reference.id) at path command \(command + 1): found"
                + " \(Self.verb(mine.path, command)), \(reference.id) has \(Self.verb(theirs.path, command))"
                + " (line \(theirs.location.line); \(Self.counts(mine.path)) here, \(Self.counts(theirs.path))"
                + " there); \(rule)"))
          continue masters
        }
        if mine.isFilled != theirs.isFilled || mine.isStroked != theirs.isStroked
          || mine.isEvenOdd != theirs.isEvenOdd
        {
          findings.append(
            finding(
              mine.location, .masterMismatch,
              "\(what) is painted differently from \(reference.id) (fill, stroke or fill-rule differ,"
                + " line \(theirs.location.line)); every master paints its elements alike"))
          continue masters
        }
      }
      if group.elements.count != reference.elements.count {
        let extra = group.elements.count > reference.elements.count
        findings.append(
          finding(
            extra ? group.elements[reference.elements.count].location : group.location, .masterMismatch,
            "\(group.id) has \(group.elements.count) elements but \(reference.id) has"
              + " \(reference.elements.count)\(extra ? "; this is the first extra one" : ""); \(rule)"))
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

  /// The command at `index` with its point count, or the end of the path.
  private static func verb(_ path: Path, _ index: Int) -> String {
    guard index < path.verbs.count else { return "the end of the path" }
    let verb = path.verbs[index]
    return "\(verb) (\(verb.pointCount) point\(verb.pointCount == 1 ? "" : "s"))"
  }

  /// `12 commands, 30 points`.
  private static func counts(_ path: Path) -> String {
    "\(path.verbs.count) commands, \(path.points.count) points"
  }

  /// Outline masters (several weights at one scale) must not be stroked: every stroked
  /// element of such a file is reported, in every master.
  private func checkStrokes(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) {
    let crowded = SymbolScale.allCases.map { scale in ordered.filter { $0.scale == scale } }
      .filter { $0.count > 1 }
    guard let several = crowded.first else { return }
    let names = several.map(\.id).joined(separator: ", ")
    for group in ordered {
      for element in group.elements where element.isStroked {
        let what = element.isStrokeOnly ? "stroke-only <\(element.name)>" : "stroked <\(element.name)>"
        findings.append(
          finding(
            element.location, .strokeInOutlineMaster,
            "\(what) in \(group.id) of a file with several weight masters (\(names)); outline masters"
              + " must be filled shapes without stroke (fill, stroke=\"none\"), or draw stroked"
              + " centre-lines in a single master per scale"))
      }
    }
  }

  /// How much two scales of a transform may differ, relative to the larger, before its
  /// strokes are reported: exported matrices carry rounding (0.99999), and a tenth of a
  /// percent of a 7-unit stroke is far below a pixel at any size a symbol is drawn.
  static let distortionTolerance = 1e-3

  /// Strokes under transforms that scale unevenly or skew. A browser strokes in the
  /// element's own coordinates and transforms the outline, so `scale(1 0.5)` halves a
  /// horizontal line's thickness and leaves a vertical one's; the engine strokes centre-lines
  /// at one width after placement, since it re-strokes them at each weight's or the font's
  /// stem: the stroke-width times the transform's mean scale. The file then does not look
  /// in a browser as it draws.
  private func checkDistortedStrokes(
    _ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]
  ) {
    for group in ordered {
      for element in group.elements where element.isStroked {
        guard let scales = element.transformScales,
          scales.upperBound - scales.lowerBound > scales.upperBound * Self.distortionTolerance
        else { continue }
        let mean = (scales.lowerBound * scales.upperBound).squareRoot()
        guard mean > 0 else { continue }
        let width = element.strokeStyle.width / mean
        let f = Self.format
        findings.append(
          finding(
            element.location, .distortedStroke,
            "stroked <\(element.name)> in \(group.id) lies under a transform that scales unevenly or skews"
              + " (lengths × \(f(scales.lowerBound)) to × \(f(scales.upperBound))): a browser draws its"
              + " stroke-width of \(f(width)) between \(f(width * scales.lowerBound)) and"
              + " \(f(width * scales.upperBound)) thick by direction, the engine at one width,"
              + " \(f(element.strokeStyle.width)) (the transform's mean scale, \(f(mean)), times it);"
              + " apply the transform to the coordinates and give the stroke-width wanted",
            severity: .warning))
      }
    }
  }

  /// Where each element's painted bounds reach (measured once, as stroking costs): beyond
  /// the canvas by more than ``marginTolerance`` is an error, since every master and guide
  /// lies on the canvas and a point far off it is a typing mistake that would otherwise show
  /// only as a symbol too large to draw at any point size; beyond a master's margins by
  /// more than that is a warning. A master that paints nothing at all is one
  /// ``LintRule/drawsNothing`` error instead of a warning per element.
  private func checkExtents(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) {
    let guides = GuideTable(template)
    let origin = template.canvasOrigin
    let canvas = Rect(x: origin.x, y: origin.y, width: template.canvasWidth, height: template.canvasHeight)
      .insetBy(-Self.marginTolerance)
    for group in ordered {
      let key = Self.masterKey(group.weight, group.scale)
      var margins: (left: SymbolTemplate.Guide, right: SymbolTemplate.Guide)?
      if let left = guides.leftMargins[key]?.first, let right = guides.rightMargins[key]?.first,
        right.position > left.position
      {
        margins = (left, right)
      }
      let strokes = group.elements.map(strokeBounds(of:))
      // Elements the reader refused in part are reported for that, not for what is left;
      // a set, as a search of the findings for each element cost elements × findings
      // (80,000 erroneous elements took over a minute).
      var refusedElements = Set(findings.filter { $0.severity == .error }.map(\.location))
      // Coordinates far beyond the canvas can flatten a shape (1e308 + 30 is 1e308), which
      // then "encloses no area": such an element is reported where it lies, not as empty.
      var collapsed: Set<SourceLocation> = []
      for (element, stroke) in zip(group.elements, strokes) where !refusedElements.contains(element.location)
      {
        guard case .success(let strokeBounds) = stroke, let bounds = element.path.bounds,
          canvas.union(bounds) != canvas, Self.emptiness(of: element, strokeBounds: strokeBounds) != nil
        else { continue }
        findings.append(outsideCanvas(element, group, bounds))
        refusedElements.insert(element.location)
        collapsed.insert(element.location)
      }
      if let nothing = drawsNothing(group, strokes: strokes, refused: refusedElements) {
        findings.append(nothing)
        continue
      }
      for (element, stroke) in zip(group.elements, strokes) where !collapsed.contains(element.location) {
        let refused = refusedElements.contains(element.location)
        let strokeBounds: Rect?
        switch stroke {
        case .success(let bounds):
          strokeBounds = bounds
        case .failure(let error):
          if !refused {
            findings.append(
              finding(
                element.location, .tooComplex,
                "<\(element.name)> in \(group.id) cannot be measured: stroked at the lint's tolerance of"
                  + " \(Self.format(Self.strokeTolerance)) units, \(error)"))
          }
          continue
        }
        if !refused, let reason = Self.emptiness(of: element, strokeBounds: strokeBounds) {
          findings.append(
            finding(
              element.location, .paintsNothing,
              "<\(element.name)> in \(group.id) paints nothing: \(reason); "
                + (element.transparentPaint == nil ? "give it a shape" : "make it opaque") + " or remove it",
              severity: .warning))
          continue
        }
        guard let bounds = Self.paintedBounds(of: element, strokeBounds: strokeBounds) else { continue }
        if canvas.union(bounds) != canvas { findings.append(outsideCanvas(element, group, bounds)) }
        guard let (left, right) = margins else { continue }
        let overhangs = [
          (left.position - bounds.minX, "left of", left),
          (bounds.maxX - right.position, "right of", right),
        ]
        for (amount, side, guide) in overhangs where amount > Self.marginTolerance {
          let painted = element.isStroked ? " (the stroke's outer edge is measured)" : ""
          findings.append(
            finding(
              element.location, .outsideMargins,
              "<\(element.name)> in \(group.id) extends \(Self.format(amount)) units \(side) \(guide.id)"
                + " (x \(Self.format(guide.position)))\(painted); keep geometry within the margins"
                + " (slack \(Self.format(Self.marginTolerance))) or move the guide",
              severity: .warning))
        }
      }
    }
  }

  /// The ``LintRule/outsideCanvas`` error for `element` of `group`, which reaches `bounds`.
  private func outsideCanvas(
    _ element: SymbolTemplate.Element, _ group: SymbolTemplate.MasterGroup, _ bounds: Rect
  ) -> LintFinding {
    let origin = template.canvasOrigin
    return finding(
      element.location, .outsideCanvas,
      "<\(element.name)> in \(group.id) reaches x \(Self.format(bounds.minX))...\(Self.format(bounds.maxX)),"
        + " y \(Self.format(bounds.minY))...\(Self.format(bounds.maxY)), beyond the canvas"
        + " (\(Self.format(origin.x)) \(Self.format(origin.y)) \(Self.format(template.canvasWidth))"
        + " \(Self.format(template.canvasHeight))); check its coordinates")
  }

  /// What stroking `element` paints, measured once as stroking costs: the bounds of its
  /// stroke's outline (`nil` when it is not stroked or the stroke covers nothing), or the
  /// stroker's refusal when the outline would pass ``strokePointLimit``.
  func strokeBounds(of element: SymbolTemplate.Element) -> Result<Rect?, StrokeError> {
    guard element.isStroked else { return .success(nil) }
    do {
      return .success(
        try Stroker.stroke(
          element.path, style: element.strokeStyle, tolerance: Self.strokeTolerance,
          pointLimit: strokePointLimit
        ).bounds)
    } catch {
      return .failure(error)
    }
  }

  /// Why `element` paints nothing, or `nil` when it paints something; `strokeBounds` is
  /// what its stroke covers (``strokeBounds(of:)``).
  static func emptiness(of element: SymbolTemplate.Element, strokeBounds: Rect?) -> String? {
    let fills = element.isFilled && element.path.bounds != nil && !Self.isFlat(element.path)
    if fills || strokeBounds != nil { return nil }
    // Said first: a transform that flattens the element also takes its stroke's width, and
    // "neither a fill nor a stroke with a width" sent the author looking at the paint.
    if let scales = element.transformScales, scales.lowerBound == 0 {
      return "its transform flattens it to \(scales.upperBound == 0 ? "a point" : "a line") (a scale of 0, or"
        + " a matrix without an inverse), so it covers no area"
    }
    if !element.isFilled && !element.isStroked {
      return element.transparentPaint ?? "it has neither a fill nor a stroke with a width"
    }
    if element.path.bounds == nil { return "its path has no segments" }
    if element.isStroked && !(element.strokeStyle.width > 0) {
      return element.isFilled
        ? "its fill encloses no area and its stroke has no width" : "its stroke has no width"
    }
    return element.isStroked
      ? "its fill encloses no area and its stroke draws nothing" : "its fill encloses no area"
  }

  /// Whether every sub-path lies on one line, so that filling it covers no area. (A signed
  /// area would call a figure eight empty.)
  private static func isFlat(_ path: Path) -> Bool {
    path.flattened(tolerance: 0.01).allSatisfy { polyline in
      guard let first = polyline.first,
        let far = polyline.max(by: { ($0 - first).lengthSquared < ($1 - first).lengthSquared })
      else { return true }
      let axis = far - first
      let length = axis.length
      guard length > 0 else { return true }
      // Distances from the line through the first point and the one farthest from it, in
      // template units: a sliver 20 units wide and 1e30 long paints.
      return polyline.allSatisfy { point in
        let offset = point - first
        return abs(axis.dx * offset.dy - axis.dy * offset.dx) <= 1e-9 * length
      }
    }
  }

  /// The bounds of what `element` paints: its fill's outline and its stroke's outline
  /// (`strokeBounds`, from ``strokeBounds(of:)``).
  static func paintedBounds(of element: SymbolTemplate.Element, strokeBounds: Rect?) -> Rect? {
    let bounds = element.isFilled ? element.path.bounds : nil
    guard let strokeBounds else { return bounds }
    return bounds.map { $0.union(strokeBounds) } ?? strokeBounds
  }

  /// A number rounded to two decimals, without a trailing `.0`; one that would round to 0
  /// to two significant digits instead, and one beyond 10¹⁵ or below 10⁻³⁰⁰ as it is.
  static func format(_ value: Double) -> String {
    // Hundredths mean nothing past 10¹⁵ (and overflowed to "inf" near the largest doubles),
    // and scaling a value near the smallest ones up to two digits would overflow.
    guard abs(value) < 1e15, value == 0 || abs(value) > 1e-300 else { return "\(value)" }
    // A value that hundredths would show as 0 (a stem of 0.0004 units) keeps two digits.
    if value != 0, abs(value) < 0.005 {
      var scale = 1.0
      while abs(value) * scale < 10 { scale *= 10 }
      return "\((value * scale).rounded() / scale)"
    }
    let rounded = (value * 100).rounded() / 100
    let text = "\(rounded)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
