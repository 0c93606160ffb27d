import SymbolGeometry
import Testing

@testable import symbol_bench

/// `symbol-bench raster --phases`: each outline again at sub-pixel positions, every copy a
/// different polygon on the 1/64 px grid both rasterizers are given.
@Suite struct RasterSceneTests {
  private func heart() throws -> BenchWorkload {
    try BenchWorkload.load(named: "heart", fontPath: BenchWorkload.dejaVuSansPath)
  }

  @Test func onePhaseIsTheOutlineAsPlaced() throws {
    let workload = try heart()
    let scale = 16 / workload.unitsPerSize
    let outlines = try RasterScene.outlines(of: workload, size: 16, phases: 1)
    #expect(outlines.map(\.path) == workload.outlines.map { PixelOutline($0, scale: scale).path })
  }

  @Test func everyPhaseIsAnotherPolygonOnTheGrid() throws {
    let workload = try heart()
    let outlines = try RasterScene.outlines(of: workload, size: 16, phases: 64)
    #expect(outlines.count == 64 * workload.outlines.count)
    #expect(Set(outlines.map(\.path)).count == outlines.count)
    // All copies keep FreeType's 26.6 grid, and no two share their first point's
    // position within a pixel (a whole-pixel move alone would not change the branches).
    let phases = outlines.map { outline -> Point in
      let first = outline.path.points[0]
      return Point(first.x - first.x.rounded(.down), first.y - first.y.rounded(.down))
    }
    #expect(Set(phases.map { "\($0.x),\($0.y)" }).count == 64)
    for point in outlines.flatMap(\.path.points) {
      #expect(point.x * 64 == (point.x * 64).rounded() && point.y * 64 == (point.y * 64).rounded())
    }
    #expect(PixelOutline.phaseOffset(0) == Vector(0, 0))
  }
}
