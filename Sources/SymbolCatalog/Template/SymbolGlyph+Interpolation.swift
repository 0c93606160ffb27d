import SymbolGeometry

extension SymbolGlyph {
  /// The glyph at one weight and scale: exactly one master, and one path per shape.
  ///
  /// - The masters drawn at `scale` are used when there are any, else those of the nearest
  ///   drawn scale (ties prefer medium, then small, then large). The result's master keeps
  ///   the scale actually drawn, because the engine applies the size factor itself.
  /// - Outline masters interpolate piecewise-linearly in weight value between the nearest
  ///   lighter and heavier masters, points and guides alike; weights outside the drawn range
  ///   take the lightest or heaviest master.
  /// - Centre-line designs return their master of that scale unchanged (the nearest in
  ///   weight should a scale have several); the engine sets the stroke width.
  ///
  /// The master's weight is `weight` for outline masters and the drawn weight for
  /// centre-lines, whose stroke widths are those of the drawn weight.
  ///
  /// A glyph without masters is returned unchanged. A shape whose paths do not share the
  /// commands of the master pair (possible only for glyphs built by hand, the template
  /// reader rejects them) keeps the path of the lighter master.
  public func interpolated(weight: SymbolWeight, scale: SymbolScale) -> SymbolGlyph {
    guard let drawn = Self.drawnScale(for: scale, among: Set(masters.map(\.scale))) else { return self }
    let candidates = masters.indices.filter { masters[$0].scale == drawn }
      .sorted { masters[$0].weight < masters[$1].weight }
    guard let lightest = candidates.first, let heaviest = candidates.last else { return self }
    var lower = lightest
    var upper = lightest
    var fraction = 0.0
    switch design {
    case .centerline:
      let nearest = candidates.min { lhs, rhs in
        abs(masters[lhs].weight.value - weight.value) < abs(masters[rhs].weight.value - weight.value)
      }
      lower = nearest ?? lightest
      upper = lower
    case .outlineMasters:
      if weight >= masters[heaviest].weight {
        (lower, upper) = (heaviest, heaviest)
      } else if weight > masters[lightest].weight {
        lower = candidates.last { masters[$0].weight <= weight } ?? lightest
        upper = candidates.first { masters[$0].weight >= weight } ?? heaviest
        let span = masters[upper].weight.value - masters[lower].weight.value
        fraction = span > 0 ? (weight.value - masters[lower].weight.value) / span : 0
      }
    }
    // Centre-lines keep the drawn weight: their stroke width is that weight's width.
    let resultWeight = design == .centerline ? masters[lower].weight : weight
    return blended(lower, upper, fraction: fraction, weight: resultWeight)
  }

  /// One master at `fraction` of the way from master `lower` to master `upper`, points and
  /// guides alike, labelled `weight`; a fraction outside 0...1 extrapolates.
  func blended(_ lower: Int, _ upper: Int, fraction: Double, weight: SymbolWeight) -> SymbolGlyph {
    var result = self
    let low = masters[lower]
    let guides = low.guides.interpolated(to: masters[upper].guides, fraction: fraction)
    result.masters = [SymbolMaster(weight: weight, scale: low.scale, guides: guides)]
    result.layers = layers.map { layer in
      var copy = layer
      copy.shapes = layer.shapes.map { shape in
        var single = shape
        single.paths = Self.path(of: shape, lower, upper, fraction).map { [$0] } ?? []
        return single
      }
      return copy
    }
    return result
  }

  /// The scale whose masters draw `scale`: itself when drawn, else the nearest drawn scale,
  /// ties broken in the order medium, small, large.
  static func drawnScale(for scale: SymbolScale, among drawn: Set<SymbolScale>) -> SymbolScale? {
    if drawn.contains(scale) { return scale }
    let order: [SymbolScale] = [.small, .medium, .large]
    let position = order.firstIndex(of: scale) ?? 1
    let preference: [SymbolScale] = [.medium, .small, .large]
    return preference.filter(drawn.contains).min { lhs, rhs in
      abs((order.firstIndex(of: lhs) ?? 1) - position) < abs((order.firstIndex(of: rhs) ?? 1) - position)
    }
  }

  /// The shape's path at `fraction` of the way from master `lower` to master `upper`, or
  /// `nil` when the shape has no path there. A fraction outside 0...1 extrapolates along the
  /// same line (see ``interpolated(matchingStemWidth:scale:)``).
  static func path(of shape: SymbolShape, _ lower: Int, _ upper: Int, _ fraction: Double) -> Path? {
    guard lower < shape.paths.count else { return shape.paths.first }
    let start = shape.paths[lower]
    guard fraction != 0, upper != lower, upper < shape.paths.count else { return start }
    let end = shape.paths[upper]
    guard start.verbs == end.verbs, start.points.count == end.points.count else { return start }
    let points = zip(start.points, end.points).map { $0.lerp(to: $1, fraction) }
    var elements: [PathElement] = []
    elements.reserveCapacity(start.verbs.count)
    var index = 0
    for verb in start.verbs {
      switch verb {
      case .move: elements.append(.move(points[index]))
      case .line: elements.append(.line(points[index]))
      case .quad: elements.append(.quad(points[index], points[index + 1]))
      case .cubic: elements.append(.cubic(points[index], points[index + 1], points[index + 2]))
      case .close: elements.append(.close)
      }
      index += verb.pointCount
    }
    return Path(elements)
  }
}
