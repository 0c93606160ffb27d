import SymbolGeometry

/// The guides of a template by what they mark, with the rules that involve them.
struct TemplateGuideTable {
  /// The smallest cap height (Baseline − Capline) a template may have, as a fraction of the
  /// canvas height: the renderer scales the cap height to the point size, so geometry
  /// spanning the canvas is drawn at most 100 cap heights tall. Apple's template (cap height
  /// 70.459 on a 2200-unit canvas) exceeds it three times over, the catalog's files (70.46 on
  /// 120) nearly sixty times; a capline typed a hair above the baseline does not.
  static let minimumCapHeightFraction = 0.01

  /// Why the cap height between `baseline` and `capline` (the capline above) is too small
  /// for a canvas `canvasHeight` tall, `nil` when it is not; the render and the lint say it
  /// alike.
  static func smallCapHeightProblem(
    baseline: Double, capline: Double, canvasHeight: Double, scale letter: Character
  ) -> String? {
    let floor = canvasHeight * minimumCapHeightFraction
    guard baseline - capline < floor else { return nil }
    let format = TemplateLinter.format
    return "the cap height Baseline-\(letter) − Capline-\(letter) is"
      + " \(format(baseline - capline)) units (y \(format(baseline)) − \(format(capline))), under 1/100 of the"
      + " canvas height (\(format(floor)) units): the symbol is sized by its cap height, so this one would be"
      + " drawn far too large; place Capline-\(letter) at the top of capital letters (70.459 units above the"
      + " baseline in Apple's template)"
  }

  /// Why `guide` does not lie on `template`'s canvas (within `TemplateLinter.marginTolerance`),
  /// `nil` when it does; the render and the lint say it alike. A baseline at y 1e200 made
  /// the symbol draw nothing, one at y 1e7 a 1 × 1 px image, and a margin at -1e300 a symbol
  /// 2147483647 px wide.
  static func offCanvasProblem(_ guide: SymbolTemplate.Guide, in template: SymbolTemplate) -> String? {
    let origin = template.canvasOrigin
    let (axis, low, length): (String, Double, Double)
    switch guide.kind {
    case .baseline, .capline: (axis, low, length) = ("y", origin.y, template.canvasHeight)
    case .leftMargin, .rightMargin: (axis, low, length) = ("x", origin.x, template.canvasWidth)
    }
    let tolerance = TemplateLinter.marginTolerance
    guard !(guide.position >= low - tolerance && guide.position <= low + length + tolerance) else {
      return nil
    }
    let format = TemplateLinter.format
    return "guide '\(guide.id)' is at \(axis) \(format(guide.position)), outside the canvas (\(axis)"
      + " \(format(low))...\(format(low + length))); guides lie on the canvas"
  }

  private var baselines: [SymbolScale: SymbolTemplate.Guide] = [:]
  private var caplines: [SymbolScale: SymbolTemplate.Guide] = [:]
  private var leftMargins: [String: SymbolTemplate.Guide] = [:]
  private var rightMargins: [String: SymbolTemplate.Guide] = [:]

  /// Sorts the guides by kind; a guide given twice is an error at the second one, because
  /// a designer moving one of two copies would see nothing change.
  init(_ template: SymbolTemplate) throws(CatalogError) {
    for guide in template.guides {
      switch guide.kind {
      case .baseline(let scale): try Self.insert(guide, key: scale, into: &baselines)
      case .capline(let scale): try Self.insert(guide, key: scale, into: &caplines)
      case .leftMargin(let master):
        // Margins of masters the file does not draw are harmless; only parseable names count.
        guard let key = Self.key(master) else { continue }
        try Self.insert(guide, key: key, into: &leftMargins)
      case .rightMargin(let master):
        guard let key = Self.key(master) else { continue }
        try Self.insert(guide, key: key, into: &rightMargins)
      }
    }
  }

  /// The key of a master: weight value and scale, so that spelling differences in the case
  /// of the weight name do not matter.
  private static func key(_ master: String) -> String? {
    SymbolTemplate.MasterGroup.parseID(master).map { "\($0.weight.value)-\($0.scale)" }
  }

  private static func insert<Key: Hashable>(
    _ guide: SymbolTemplate.Guide, key: Key, into table: inout [Key: SymbolTemplate.Guide]
  ) throws(CatalogError) {
    if let first = table[key] {
      throw CatalogError(
        .guides, location: guide.location,
        message: "guide '\(guide.id)' is given twice (first at line \(first.location.line)); "
          + "keep one line per guide")
    }
    table[key] = guide
  }

  /// The master's guides in design units and the transform from canvas to design
  /// coordinates: `x − left-margin`, `y − baseline`.
  func placement(
    of group: SymbolTemplate.MasterGroup, in template: SymbolTemplate
  ) throws(CatalogError) -> (SymbolMaster, Transform) {
    let letter = group.scale.templateLetter
    guard let baseline = baselines[group.scale] else {
      throw missing("a Baseline-\(letter) guide", for: group, example: "y1")
    }
    guard let capline = caplines[group.scale] else {
      throw missing("a Capline-\(letter) guide", for: group, example: "y1")
    }
    guard capline.position < baseline.position else {
      throw CatalogError(
        .guides, location: capline.location,
        message: "Capline-\(letter) (y \(capline.position)) is not above Baseline-\(letter) (y "
          + "\(baseline.position)); the capline must have a smaller y than the baseline")
    }
    if let problem = Self.smallCapHeightProblem(
      baseline: baseline.position, capline: capline.position, canvasHeight: template.canvasHeight,
      scale: letter)
    {
      throw CatalogError(.guides, location: capline.location, message: problem)
    }
    let key = "\(group.weight.value)-\(group.scale)"
    guard let left = leftMargins[key] else {
      throw missing("a left-margin-\(group.id) guide", for: group, example: "x1")
    }
    guard let right = rightMargins[key] else {
      throw missing("a right-margin-\(group.id) guide", for: group, example: "x1")
    }
    guard right.position > left.position else {
      throw CatalogError(
        .guides, location: right.location,
        message: "right-margin-\(group.id) (x \(right.position)) is not right of left-margin-\(group.id)"
          + " (x \(left.position)); the right margin must have a larger x")
    }
    for guide in [baseline, capline, left, right] {
      if let problem = Self.offCanvasProblem(guide, in: template) {
        throw CatalogError(.guides, location: guide.location, message: problem)
      }
    }
    let guides = SymbolGuides(
      capHeight: baseline.position - capline.position, leftMargin: 0,
      rightMargin: right.position - left.position)
    let master = SymbolMaster(weight: group.weight, scale: group.scale, guides: guides)
    return (master, .translation(-left.position, -baseline.position))
  }

  private func missing(
    _ what: String, for group: SymbolTemplate.MasterGroup, example attribute: String
  ) -> CatalogError {
    let line = attribute == "y1" ? "a horizontal <line>" : "a vertical <line>"
    return CatalogError(
      .guides, location: group.location,
      message: "master '\(group.id)' needs \(what): \(line) with that id in the 'Guides' group, "
        + "placed by its \(attribute)")
  }
}
