import SymbolRaster

/// How far our filler's and FreeType's 8-bit coverage lie from the exact reference, in
/// levels of 255: the error of a pixel is `|value − exact · 255|`.
///
/// The reference (`ReferenceRasterizer`, curves flattened to 1/1024 px) computes exact
/// area coverage where the winding number is uniform inside a pixel. Where sub-paths overlap
/// or cross inside one pixel (the `venn` and `star-evenodd` icons), it combines the
/// pieces the same way the fast fillers do, so there the error measures agreement with that
/// model rather than with true coverage.
struct RasterQuality {
  /// The largest error of our filler over every pixel of every canvas.
  private(set) var oursMaximum = 0.0
  /// The largest error of FreeType over every pixel of every canvas.
  private(set) var freeTypeMaximum = 0.0
  private var oursSum = 0.0
  private var freeTypeSum = 0.0
  private var pixels = 0

  /// Our mean error over every pixel of every canvas.
  var oursMean: Double { pixels == 0 ? 0 : oursSum / Double(pixels) }
  /// FreeType's mean error over every pixel of every canvas.
  var freeTypeMean: Double { pixels == 0 ? 0 : freeTypeSum / Double(pixels) }

  /// Renders each outline of `scene` once with both rasterizers into cleared targets and
  /// compares both with the reference, reporting progress through `progress(done, total)`.
  init(
    scene: inout RasterScene, rasterizer: Rasterizer, freeType: FreeTypeRaster,
    progress: (Int, Int) -> Void
  ) throws(BenchError) {
    for index in 0..<scene.count {
      let outline = scene.outlines[index]
      scene.masks[index].clear()
      try scene.renderOurs(index, with: rasterizer)
      scene.bitmaps[index].clear()
      try scene.renderFreeType(index, with: freeType)
      let exact: [Double]
      do {
        exact = try ReferenceRasterizer.coverage(
          of: outline.path, rule: outline.rule, width: outline.width, height: outline.height,
          tolerance: 1.0 / 1024)
      } catch {
        throw .raster(name: outline.name, message: "reference: \(error)")
      }
      add(ours: scene.masks[index].pixels, freeType: scene.bitmaps[index].pixels, exact: exact)
      progress(index + 1, scene.count)
    }
  }

  private mutating func add(ours: [UInt8], freeType: [UInt8], exact: [Double]) {
    var oursMaximum = self.oursMaximum
    var freeTypeMaximum = self.freeTypeMaximum
    var oursSum = 0.0
    var freeTypeSum = 0.0
    for index in exact.indices {
      let target = exact[index] * 255
      let oursError = abs(Double(ours[index]) - target)
      let freeTypeError = abs(Double(freeType[index]) - target)
      oursSum += oursError
      freeTypeSum += freeTypeError
      oursMaximum = max(oursMaximum, oursError)
      freeTypeMaximum = max(freeTypeMaximum, freeTypeError)
    }
    self.oursMaximum = oursMaximum
    self.freeTypeMaximum = freeTypeMaximum
    self.oursSum += oursSum
    self.freeTypeSum += freeTypeSum
    pixels += exact.count
  }
}
