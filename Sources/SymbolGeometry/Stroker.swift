/// Turns paths into the outlines of their strokes, to be filled with the nonzero rule.
///
/// Curves are flattened first; the outline is then built from straight offset segments,
/// joins and caps, following SVG's stroking rules (caps on zero-length sub-paths, miter
/// limit, dash arrays). The outline may overlap itself wherever the stroke does: all its
/// contours wind the same way, so nonzero filling covers exactly the stroked area, while
/// even-odd filling would leave holes. Round and square caps where sub-paths meet are drawn
/// once, the same area without two pieces overlapping there (see
/// `StrokePolyline.drawingMeetingEndsOnce`).
public enum Stroker {
  /// The most points the round caps of a dashed stroke may take in all (4,000,000, some
  /// 64 MB of outline): past it their arcs get fewer chords, down to 8 a turn, and past
  /// that the path is stroked solid.
  public static let maxRoundCapPoints = 4_000_000

  /// The most pairs of an open end and a segment the stroker tests to find caps that
  /// another segment's rectangle holds, which it then leaves out (a T's cap on the
  /// crossbar's edge was drawn too dark): a path of thousands of sub-paths keeps its caps
  /// rather than cost quadratic time. It bounds, separately, the pairs of parallel segments
  /// compared to find stretches that retrace an earlier segment (left out with round caps
  /// and joins); past it, segments are drawn whole.
  public static let maxEndSegmentTests = 4_000_000

  /// The most points an outline may hold (16,000,000, some 260 MB of path): the filler
  /// refuses paths of more segments than that (`RasterError.maximumSegments`), so a stroke
  /// that would reach it is refused here, before it is built. The flattened centre-line
  /// counts against the same limit.
  public static let maxOutlinePoints = 16_000_000

  /// The outline of `path` stroked with `style`, as closed polygons for nonzero filling.
  ///
  /// - Parameters:
  ///   - path: The path to stroke; sub-paths with non-finite coordinates are skipped.
  ///   - style: Width, caps, joins and dashes. A width that is not positive and finite
  ///     gives an empty path.
  ///   - tolerance: The largest distance, in the path's units, between the outline and the
  ///     exact stroke boundary. Half of it goes to flattening curves and half to the chords
  ///     of round joins and caps. A non-positive or NaN tolerance asks for the finest result,
  ///     within the flattener's and the arcs' segment caps. Round caps of many dashes get
  ///     fewer chords if they would need more than `maxRoundCapPoints` in all. A closing
  ///     line (`Z`) shorter than the tolerance is dropped, the last element ending at the
  ///     start instead: drawn, its two sharp joins stuck miters out of a smooth outline,
  ///     where browsers and rsvg-convert draw none.
  ///   - pointLimit: The most points the outline (and the flattened path) may hold.
  /// - Returns: Closed polygons (moves, lines and closes only).
  /// - Throws: `StrokeError.tooComplex` when the flattened path or its outline would hold
  ///   more than `pointLimit` points; memory stays bounded by the limit.
  public static func stroke(
    _ path: Path, style: StrokeStyle, tolerance: Double = 0.01, pointLimit: Int = maxOutlinePoints
  ) throws(StrokeError) -> Path {
    try stroke(
      path, style: style, tolerance: tolerance, roundCapPoints: maxRoundCapPoints, pointLimit: pointLimit)
  }

  /// `stroke(_:style:tolerance:)` with the round caps' budget and the point limit as
  /// parameters, so that tests can reach them with small paths.
  static func stroke(
    _ path: Path, style: StrokeStyle, tolerance: Double, roundCapPoints: Int, pointLimit: Int
  ) throws(StrokeError) -> Path {
    guard style.width > 0, style.width.isFinite else { return Path() }
    let tolerance = tolerance > 0 ? tolerance : Double.leastNormalMagnitude
    // Curves are flattened and the polygon offset: the offset of a polyline within e of a
    // curve is within e of the curve's offset, because joins at flattened vertices are
    // round. Arcs then cost at most the other half.
    var polylines = try StrokePolyline.polylines(
      from: path, tolerance: 0.5 * tolerance, pointLimit: pointLimit
    )
    .filter(\.isFinite)
    var arcSegmentsPerTurn = StrokeOutliner.maxArcSegments
    if let pattern = style.resolvedDashes,
      let dashes = StrokeDasher(pattern: pattern, phase: style.resolvedDashPhase).dash(polylines)
    {
      if style.cap != .round {
        polylines = dashes
      } else if dashes.count <= roundCapPoints / StrokeOutliner.minArcSegments {
        // A dash's two round caps make a whole turn. Tiny dashes on a wide stroke
        // (`dashes: [0, 0.005]` at width 1000) took hundreds of chords each, gigabytes and
        // a minute in all: their turns share the budget instead. Beyond what octagons
        // allow, the path is stroked solid, as for too many dashes of any cap.
        polylines = dashes
        arcSegmentsPerTurn = roundCapPoints / max(1, dashes.count)
      }
    }
    polylines = StrokePolyline.drawingMeetingEndsOnce(polylines, style: style)
    var outliner = StrokeOutliner(
      style: style, arcTolerance: 0.5 * tolerance, arcSegmentsPerTurn: arcSegmentsPerTurn,
      pointLimit: pointLimit)
    for polyline in polylines where !outliner.isOverLimit { outliner.add(polyline) }
    guard !outliner.isOverLimit else { throw .tooComplex(limit: pointLimit) }
    return outliner.path
  }
}

extension Path {
  /// The outline of this path stroked with `style`, for nonzero filling; see
  /// `Stroker.stroke(_:style:tolerance:)`.
  public func stroked(_ style: StrokeStyle, tolerance: Double = 0.01) throws(StrokeError) -> Path {
    try Stroker.stroke(self, style: style, tolerance: tolerance)
  }
}
