import SymbolGeometry

extension Rasterizer {
  /// Flattens, clips to `clip` and accumulates `path`, then sweeps it into `sink`; no clip,
  /// or one holding the whole target, takes the unclipped route, so it changes no pixel.
  ///
  /// The path's lines are listed first and rendered band by band, whatever the target's
  /// size: a clipped fill never takes the direct route, which clips nothing.
  func render<Sink: CoverageSink>(
    _ path: Path, rule: FillRule, transform: Transform, width: Int, height: Int, clip: Rect?,
    into sink: inout Sink
  ) throws(RasterError) {
    guard let clip else {
      try render(path, rule: rule, transform: transform, width: width, height: height, into: &sink)
      return
    }
    try RasterError.validate(width: width, height: height)
    let region: ClipRegion
    switch try ClipRegion.reach(of: clip, width: width, height: height) {
    case .wholeTarget:
      try render(path, rule: rule, transform: transform, width: width, height: height, into: &sink)
      return
    case .nothing:
      // The path is still checked, so that a clip never hides an error.
      try checkFinite(path, transform: transform)
      return
    case .part(let part): region = part
    }
    try renderListed(path, rule, transform, width, height, clip: region, into: &sink)
  }

  /// Throws the error filling would for a point of `path` that is not finite once mapped.
  private func checkFinite(_ path: Path, transform: Transform) throws(RasterError) {
    for (index, point) in path.points.enumerated() {
      let mapped = transform.apply(point)
      guard mapped.isFinite else { throw .nonFiniteCoordinate(pointIndex: index, point: mapped) }
    }
  }
}
