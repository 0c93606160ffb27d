import SymbolGeometry

/// The part of a target a clipped fill may paint: a clip rectangle intersected with the
/// target, in pixels, its sides anywhere between pixel boundaries.
///
/// A fill through a clip region covers each pixel by the area of the path's intersection
/// with the region: partly covered pixels on the region's sides get their exact share,
/// once, however many rectangles were intersected to make it.
struct ClipRegion: Equatable {
  let left: Double
  let top: Double
  let right: Double
  let bottom: Double

  /// How a clip rectangle meets a target.
  enum Reach: Equatable {
    /// The rectangle holds the whole target: the fill needs no clip.
    case wholeTarget
    /// The rectangle leaves no area of the target: the fill paints nothing.
    case nothing
    /// The rectangle holds part of the target.
    case part(ClipRegion)
  }

  /// How `clip` meets a `width`×`height` target. Infinite sides reach as far as the target.
  ///
  /// - Throws: `RasterError.invalidClip` when a side is NaN.
  static func reach(of clip: Rect, width: Int, height: Int) throws(RasterError) -> Reach {
    try RasterError.validate(clip: clip)
    let (w, h) = (Double(width), Double(height))
    let left = max(clip.minX, 0)
    let top = max(clip.minY, 0)
    let right = min(clip.maxX, w)
    let bottom = min(clip.maxY, h)
    guard right > left, bottom > top else { return .nothing }
    if left == 0, top == 0, right == w, bottom == h { return .wholeTarget }
    return .part(ClipRegion(left: left, top: top, right: right, bottom: bottom))
  }
}
