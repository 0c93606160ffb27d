import SymbolGeometry

extension Rasterizer {
  /// How a fill covers a pixel where its path overlaps itself.
  public enum Overlap: Hashable, Sendable {
    /// As the filler adds areas: exact where the winding number is the same across a pixel;
    /// where it is not (a contour drawn twice, a stroke's pieces meeting at a join,
    /// contours of opposite directions abutting), the areas of the pixel's regions add with
    /// their windings, so an edge pixel of a doubled contour is covered twice over, up to
    /// full. The fastest, and what `fill` without `overlap:` does.
    case accumulated
    /// The area the fill rule covers, each part once, as browsers and rsvg-convert draw
    /// it: a path that overlaps itself is first turned into one that does not (trapezoids
    /// between its edges, exact to the rounding of where its edges cross), at the cost of
    /// a sweep over the path's edges. A path that does not overlap itself, or one whose
    /// sweep would take more than ``maximumOverlapPieces`` steps (or than
    /// ``overlapStepsRemaining``), is filled as it is.
    case union
  }

  /// The most steps a ``Overlap/union`` fill's sweep takes (an edge, a vertex, an edge
  /// crossing the sweep line at a vertex, a crossing of two edges queued or taken), and the
  /// most points its path may flatten to, before it fills the path as it is: 0.1–0.3 s and
  /// 40–150 MB, where an icon's paths take thousands and 200 random triangles overlapping at
  /// 1024 px 413,000.
  public static let maximumOverlapPieces = 1 << 22

  /// What a renderer gives ``overlapStepsRemaining`` for one picture: 16 fills' budget,
  /// enough for every overlapping path of a large icon many times over, while a costly path
  /// `use`d thousands of times is swept only until it is spent.
  public static let overlapStepsPerPicture = 16 * maximumOverlapPieces

  /// Paints `path` onto `canvas` as ``fill(_:rule:transform:color:opacity:blend:clip:into:)``
  /// does, covering pixels where the path overlaps itself as `overlap` says.
  public func fill(
    _ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
    color: Color, opacity: Double = 1, blend: BlendMode = .sourceOver, clip: Rect? = nil,
    overlap: Overlap, into canvas: inout RGBACanvas
  ) throws(RasterError) {
    if overlap == .union,
      let outline = unionOutline(path, rule: rule, transform: transform, height: canvas.height, clip: clip)
    {
      try fill(outline, color: color, opacity: opacity, blend: blend, clip: clip, into: &canvas)
    } else {
      try fill(
        path, rule: rule, transform: transform, color: color, opacity: opacity, blend: blend, clip: clip,
        into: &canvas)
    }
  }

  /// Fills `path` into `mask` as ``fill(_:rule:transform:clip:into:)`` does, covering
  /// pixels where the path overlaps itself as `overlap` says.
  public func fill(
    _ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity, clip: Rect? = nil,
    overlap: Overlap, into mask: inout CoverageMask
  ) throws(RasterError) {
    if overlap == .union,
      let outline = unionOutline(path, rule: rule, transform: transform, height: mask.height, clip: clip)
    {
      try fill(outline, clip: clip, into: &mask)
    } else {
      try fill(path, rule: rule, transform: transform, clip: clip, into: &mask)
    }
  }

  /// The outline covering what `path` covers, in the target's pixels, within the rows a
  /// target of `height` and `clip` leave; `nil` when the path is to be filled as it is.
  /// Spends the steps it takes from ``overlapStepsRemaining``.
  private func unionOutline(
    _ path: Path, rule: FillRule, transform: Transform, height: Int, clip: Rect?
  ) -> Path? {
    // A clip whose sides are not numbers is refused by the fill itself.
    let top = max(0, clip.map { $0.minY.isNaN ? 0 : $0.minY } ?? 0)
    let bottom = min(Double(height), clip.map { $0.maxY.isNaN ? Double(height) : $0.maxY } ?? Double(height))
    let limit = min(Self.maximumOverlapPieces, overlapStepsRemaining)
    guard limit > 0 else { return nil }
    let (outline, steps) = UnionOutline.outline(
      of: path, rule: rule, transform: transform, tolerance: tolerance, top: top, bottom: bottom,
      stepLimit: limit)
    overlapStepsRemaining -= min(steps, overlapStepsRemaining)
    return outline
  }
}
