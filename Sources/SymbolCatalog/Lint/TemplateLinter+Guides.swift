extension TemplateLinter {
  /// The guides of a template by what they mark, every copy kept in document order so that
  /// the lint can report each repeat (the reader stops at the first).
  struct GuideTable {
    /// `Baseline-<X>` lines by scale.
    var baselines: [SymbolScale: [SymbolTemplate.Guide]] = [:]
    /// `Capline-<X>` lines by scale.
    var caplines: [SymbolScale: [SymbolTemplate.Guide]] = [:]
    /// `left-margin-<Master>` lines by master key (``TemplateLinter/masterKey(_:_:)``).
    var leftMargins: [String: [SymbolTemplate.Guide]] = [:]
    /// `right-margin-<Master>` lines by master key.
    var rightMargins: [String: [SymbolTemplate.Guide]] = [:]
    /// Margin lines whose master part is no `<Weight>-<S|M|L>`.
    var unparsedMargins: [SymbolTemplate.Guide] = []

    /// Sorts the template's guides by kind.
    init(_ template: SymbolTemplate) {
      for guide in template.guides {
        switch guide.kind {
        case .baseline(let scale): baselines[scale, default: []].append(guide)
        case .capline(let scale): caplines[scale, default: []].append(guide)
        case .leftMargin(let master):
          guard let key = Self.key(master) else {
            unparsedMargins.append(guide)
            continue
          }
          leftMargins[key, default: []].append(guide)
        case .rightMargin(let master):
          guard let key = Self.key(master) else {
            unparsedMargins.append(guide)
            continue
          }
          rightMargins[key, default: []].append(guide)
        }
      }
    }

    private static func key(_ master: String) -> String? {
      SymbolTemplate.MasterGroup.parseID(master).map { TemplateLinter.masterKey($0.weight, $0.scale) }
    }

    /// Every guide given more than once, as (repeat, first) pairs.
    var repeats: [(SymbolTemplate.Guide, SymbolTemplate.Guide)] {
      let lists =
        Array(baselines.values) + Array(caplines.values) + Array(leftMargins.values)
        + Array(rightMargins.values)
      return lists.flatMap { list in list.dropFirst().map { ($0, list[0]) } }
    }
  }

  /// Every guide on the canvas (within the margin tolerance): a baseline at y 1e200 passed,
  /// and the symbol then drew nothing, or was 2147483647 px wide for a margin at -1e300.
  private func checkGuidesLieOnTheCanvas(into findings: inout [LintFinding]) {
    for guide in template.guides {
      guard let problem = TemplateGuideTable.offCanvasProblem(guide, in: template) else { continue }
      findings.append(finding(guide.location, .guides, problem))
    }
  }

  /// Baseline and Capline for every drawn scale, the capline above; both margins for every
  /// master, right of left; each guide once; margin guides that name no drawn master (a
  /// warning: the reader ignores them, which is rarely what was meant).
  func checkGuides(_ ordered: [SymbolTemplate.MasterGroup], into findings: inout [LintFinding]) {
    let table = GuideTable(template)
    for (guide, first) in table.repeats {
      findings.append(
        finding(
          guide.location, .guides,
          "guide '\(guide.id)' is given twice (first at line \(first.location.line)); keep one line per"
            + " guide"))
    }
    checkGuidesLieOnTheCanvas(into: &findings)
    for scale in SymbolScale.allCases {
      guard let group = ordered.first(where: { $0.scale == scale }) else { continue }
      let letter = scale.templateLetter
      let baseline = table.baselines[scale]?.first
      let capline = table.caplines[scale]?.first
      if baseline == nil { findings.append(missing("a Baseline-\(letter) guide", for: group, "y1")) }
      if capline == nil { findings.append(missing("a Capline-\(letter) guide", for: group, "y1")) }
      if let baseline, let capline, capline.position >= baseline.position {
        findings.append(
          finding(
            capline.location, .guides,
            "Capline-\(letter) (y \(Self.format(capline.position))) is not above Baseline-\(letter) (y"
              + " \(Self.format(baseline.position))); the capline must have a smaller y than the baseline"))
      } else if let baseline, let capline,
        let problem = TemplateGuideTable.smallCapHeightProblem(
          baseline: baseline.position, capline: capline.position, canvasHeight: template.canvasHeight,
          scale: letter)
      {
        findings.append(finding(capline.location, .guides, problem))
      }
    }
    var drawn: Set<String> = []
    for group in ordered {
      let key = Self.masterKey(group.weight, group.scale)
      drawn.insert(key)
      let left = table.leftMargins[key]?.first
      let right = table.rightMargins[key]?.first
      if left == nil { findings.append(missing("a left-margin-\(group.id) guide", for: group, "x1")) }
      if right == nil { findings.append(missing("a right-margin-\(group.id) guide", for: group, "x1")) }
      if let left, let right, right.position <= left.position {
        findings.append(
          finding(
            right.location, .guides,
            "right-margin-\(group.id) (x \(Self.format(right.position))) is not right of"
              + " left-margin-\(group.id) (x \(Self.format(left.position))); the right margin must have a"
              + " larger x"))
      }
    }
    let stray = template.guides.filter { guide in
      switch guide.kind {
      case .leftMargin(let master), .rightMargin(let master):
        // Unparseable names are reported below, with their own message.
        guard let (weight, scale) = SymbolTemplate.MasterGroup.parseID(master) else { return false }
        return !drawn.contains(Self.masterKey(weight, scale))
      case .baseline, .capline:
        return false
      }
    }
    for guide in stray {
      findings.append(
        finding(
          guide.location, .guides,
          "guide '\(guide.id)' names a master this file does not draw and is ignored; remove it or draw"
            + " the master", severity: .warning))
    }
    for guide in table.unparsedMargins {
      findings.append(
        finding(
          guide.location, .guides,
          "guide '\(guide.id)' names no master and is ignored; margin guides are named"
            + " left-margin-<Master> or right-margin-<Master> with <Master> like Regular-S",
          severity: .warning))
    }
  }

  private func missing(
    _ what: String, for group: SymbolTemplate.MasterGroup, _ attribute: String
  ) -> LintFinding {
    let line = attribute == "y1" ? "a horizontal <line>" : "a vertical <line>"
    return finding(
      group.location, .guides,
      "master '\(group.id)' needs \(what): \(line) with that id in the 'Guides' group, placed by its"
        + " \(attribute)")
  }
}
