import SymbolGeometry
import SymbolRaster

/// One workload at one size, prepared for both rasterizers: the pixel-space outlines, their
/// FreeType form, and one target image per outline and rasterizer.
///
/// Everything is allocated here, before any measurement, so that timed code only renders.
/// It is a struct held in a local variable so that the timed loops reach the masks without
/// the run-time exclusivity checks that class properties would need.
struct RasterScene {
  let workload: String
  let size: Int
  let outlines: [PixelOutline]
  let freeTypeOutlines: [FreeTypeRaster.Outline]
  /// Our targets, one per outline.
  var masks: [CoverageMask]
  /// FreeType's targets, one per outline.
  let bitmaps: [FreeTypeRaster.Bitmap]

  /// The most pixels one scene's targets may hold for each rasterizer (a byte each): the
  /// largest scene the options allow without positions, the glyphs at 8192 px, holds
  /// about 1,980 million, and 64 positions of them at 2048 px would hold 7,900 million.
  static let maximumPixels = 1 << 31

  /// Prepares the outlines of workload `workload` at `size`, as `outlines(of:size:phases:)`
  /// places them, with a target for each and each rasterizer.
  init(_ workload: String, size: Int, outlines: [PixelOutline]) throws(BenchError) {
    self.workload = workload
    self.size = size
    self.outlines = outlines
    var freeTypeOutlines: [FreeTypeRaster.Outline] = []
    var masks: [CoverageMask] = []
    var bitmaps: [FreeTypeRaster.Bitmap] = []
    for outline in outlines {
      freeTypeOutlines.append(try FreeTypeRaster.Outline(outline))
      do {
        masks.append(try CoverageMask(width: outline.width, height: outline.height))
      } catch {
        throw .raster(name: outline.name, message: "\(error)")
      }
      bitmaps.append(FreeTypeRaster.Bitmap(width: outline.width, height: outline.height))
    }
    self.freeTypeOutlines = freeTypeOutlines
    self.masks = masks
    self.bitmaps = bitmaps
  }

  /// The outlines of `workload` at `size`, each at `phases` sub-pixel positions
  /// (`PixelOutline.phaseOffset`) one after the other (one phase is the outline as placed),
  /// or an error when their targets would hold more than `maximumPixels`.
  static func outlines(
    of workload: BenchWorkload, size: Int, phases: Int
  ) throws(BenchError) -> [PixelOutline] {
    let scale = Double(size) / workload.unitsPerSize
    let outlines = workload.outlines.flatMap { outline in
      (0..<phases).map { PixelOutline(outline, scale: scale, offset: PixelOutline.phaseOffset($0)) }
    }
    let pixels = Self.pixels(of: outlines)
    guard pixels <= Self.maximumPixels else {
      throw .invalidOption(
        "\(workload.name) at \(size) px\(phases > 1 ? " at \(phases) positions" : "") needs "
          + "\(pixels / 1_000_000) million pixels of targets for each rasterizer, above the limit of "
          + "\(Self.maximumPixels / 1_000_000) million; give smaller sizes or fewer positions (--phases)")
    }
    return outlines
  }

  /// The number of outlines.
  var count: Int { outlines.count }

  /// The number of pixels of all canvases together.
  var totalPixels: Int { Self.pixels(of: outlines) }

  /// The pixels of the canvases of `outlines` together.
  private static func pixels(of outlines: [PixelOutline]) -> Int {
    outlines.reduce(0) { $0 + $1.pixelCount }
  }

  /// Renders outline `index` with our filler into its mask, which the caller has cleared.
  @inline(__always)
  mutating func renderOurs(_ index: Int, with rasterizer: Rasterizer) throws(BenchError) {
    do {
      try rasterizer.fill(outlines[index].path, rule: outlines[index].rule, into: &masks[index])
    } catch {
      throw .raster(name: outlines[index].name, message: "\(error)")
    }
  }

  /// Renders outline `index` with FreeType into its bitmap, which the caller has cleared.
  @inline(__always)
  func renderFreeType(_ index: Int, with freeType: FreeTypeRaster) throws(BenchError) {
    let status = freeType.render(freeTypeOutlines[index], into: bitmaps[index])
    if status != 0 {
      throw .freeType(operation: "FT_Outline_Get_Bitmap (\(outlines[index].name))", code: status)
    }
  }
}

/// An outline placed on its own canvas in pixel space, exactly as both rasterizers get it.
///
/// The outline is scaled so that the workload's size unit (the em, or the icon box) spans
/// `size` pixels, then moved by whole pixels so that its bounding box starts between 1 and
/// 2 px from the top-left corner. Moving by whole pixels keeps the sub-pixel phase the
/// outline has at its origin, as text laid out at integer pen positions has, instead of
/// aligning every left and top edge with the pixel grid. The canvas leaves at least 1 px of
/// margin on every side.
///
/// Every coordinate is then rounded to 1/64 px, the resolution of FreeType's 26.6 format, so
/// that our rasterizer and FreeType fill the identical polygon and curves.
struct PixelOutline {
  let name: String
  let path: Path
  let rule: FillRule
  let width: Int
  let height: Int

  /// The pixel count of the canvas.
  var pixelCount: Int { width * height }

  /// Places `outline` scaled by `scale` and moved by `offset` pixels before its bounding
  /// box is placed (so a fraction of a pixel in `offset` changes its sub-pixel phase).
  init(_ outline: BenchWorkload.Outline, scale: Double, offset: Vector = Vector(0, 0)) {
    let scaled = outline.path.transformed(by: Transform.scale(scale).then(.translation(offset.dx, offset.dy)))
    let box = Self.bounds(of: scaled.points)
    let shift = Vector(1 - box.minX.rounded(.down), 1 - box.minY.rounded(.down))
    let placed = Self.mapPoints(of: scaled) { Point(Self.snap($0.x + shift.dx), Self.snap($0.y + shift.dy)) }
    let snappedBox = Self.bounds(of: placed.points)
    name = outline.name
    path = placed
    rule = outline.rule
    width = Int(snappedBox.maxX.rounded(.up)) + 1
    height = Int(snappedBox.maxY.rounded(.up)) + 1
  }

  /// The sub-pixel offset of phase `k` (0..<64): multiples of 1/64 px whose x and y run
  /// through all 64 positions in different orders, so that every phase up to 64 is a
  /// different polygon. Phase 0 is no offset.
  static func phaseOffset(_ k: Int) -> Vector {
    Vector(Double(k * 37 % 64) / 64, Double(k * 23 % 64) / 64)
  }

  /// Rounds to the nearest 1/64, which is exact in binary floating point.
  static func snap(_ value: Double) -> Double { (value * 64).rounded() / 64 }

  /// The path with every point replaced by `transform(point)`; unlike `Path.transformed`,
  /// the mapping need not be affine, so rounding can be part of it.
  private static func mapPoints(of path: Path, _ transform: (Point) -> Point) -> Path {
    var mapped = Path()
    mapped.reserveCapacity(verbs: path.verbs.count, points: path.points.count)
    path.forEachElement { element in
      switch element {
      case .move(let p): mapped.move(to: transform(p))
      case .line(let p): mapped.line(to: transform(p))
      case .quad(let c, let p): mapped.quad(to: transform(p), control: transform(c))
      case .cubic(let c1, let c2, let p):
        mapped.cubic(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .close: mapped.close()
      }
    }
    return mapped
  }

  private static func bounds(of points: [Point]) -> Rect {
    guard let first = points.first else { return Rect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
    return points.dropFirst().reduce(Rect(point: first)) { $0.union($1) }
  }
}
