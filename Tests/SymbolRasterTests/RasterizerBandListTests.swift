import Foundation
import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// A banded target lists each band's lines in one pass (`Rasterizer.bucketLines`), with
/// room for two links a line to start with; lines that reach more bands grow the list.
@Suite struct RasterizerBandListTests {
  /// Long lines over a tall target of several bands: most lines reach every band, so the
  /// list outgrows its first reservation and its memory, and every band must still get
  /// all of its lines.
  @Test(arguments: FillRule.allCases)
  func linesReachingManyBandsAreAllListed(rule: FillRule) throws {
    let (width, height) = (300, 1500)
    #expect((width + 2) * height > Rasterizer.singleBandCellLimit, "the target must need several bands")
    let (w, h) = (Double(width), Double(height))
    var builder = PathBuilder()
    // A five-pointed star over the whole target (overlapping, so even-odd leaves a hole).
    let points = (0..<5).map { k -> Point in
      let angle = Double(k * 2) * 2 * Double.pi / 5 - Double.pi / 2
      return Point(w / 2 + 0.49 * w * cos(angle), h / 2 + 0.49 * h * sin(angle))
    }
    builder.move(to: points[0])
    for point in points.dropFirst() { builder.line(to: point) }
    builder.close()
    // A comb of 70 slanted slivers from top to bottom, crossing the star.
    for k in 0..<70 {
      let x = 2.3 + 4.1 * Double(k)
      builder.move(to: Point(x, 0.6))
      builder.line(to: Point(x + 9.45, h - 0.2))
      builder.line(to: Point(x + 8.1, h - 0.7))
      builder.close()
    }
    let path = builder.path
    let rasterizer = try Rasterizer(tolerance: 1.0 / 1024)
    let reference = try ReferenceRasterizer.mask(of: path, rule: rule, width: width, height: height)
    var mask = try CoverageMask(width: width, height: height)
    try rasterizer.fill(path, rule: rule, into: &mask)
    #expect(maxDifference(mask, reference) <= 1)
    // 214 lines (one of the star's is horizontal and adds none) over seven bands of 216
    // rows, most reaching all seven: the list outgrew both the two links a line reserved
    // first and the 1,024 words the rasterizer starts with, so its memory moved.
    #expect(rasterizer.lines.count == 214)
    let links = rasterizer.bandLinks.count / 2
    #expect(links > 2 * rasterizer.lines.count)
    #expect(rasterizer.bandLinks.capacity > 1024)

    // Past the limit on links nothing is listed and every band scans every line: the same
    // pixels, since a band drops the lines that miss it and the order of additions does
    // not matter.
    rasterizer.bandLinkLimit = links - 1
    var scanned = try CoverageMask(width: width, height: height)
    try rasterizer.fill(path, rule: rule, into: &scanned)
    #expect(rasterizer.bandLinks.count == 0, "the lines must not have been listed")
    #expect(scanned == mask)
  }
}
