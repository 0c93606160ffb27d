extension SymbolTemplate.MasterGroup {
  /// The most path points a master may hold, over all its elements (each curve's control
  /// points count, as do the points a `rect`, `circle` or `ellipse` becomes).
  ///
  /// The catalog's masters hold at most a few hundred points. Matching an outline design's
  /// weight estimates its stem about ten times a render, each estimate crossing the
  /// outlines with 193 scanlines in eight directions, so its cost grows with the points and
  /// with how many scanlines each edge crosses: a comb of 100,000 points a master took 8 s
  /// to describe with `symbolctl info`, and a 64 MiB file (the largest the catalog reads)
  /// would take minutes. At this limit the worst shape measured, a comb whose every tooth
  /// crosses every scanline, is described in under 2 s; refusing beyond it keeps every
  /// symbol file quick to draw, as DESIGN.md asks of oversized requests.
  public static let maximumPoints = 20_000

  /// Why the master is too complex to draw, at the element whose points pass
  /// ``maximumPoints``; `nil` when it is within the limit.
  public var complexityProblem: (location: SourceLocation, message: String)? {
    var total = 0
    var passing: SymbolTemplate.Element?
    for element in elements {
      total += element.path.points.count
      if passing == nil, total > Self.maximumPoints { passing = element }
    }
    guard let passing else { return nil }
    return (
      passing.location,
      "master '\(id)' has \(total) path points, more than the \(Self.maximumPoints) a master may have"
        + " (the <\(passing.name)> here passes it); symbols are drawn with a few hundred,"
        + " and weight matching slows down with many more"
    )
  }
}
