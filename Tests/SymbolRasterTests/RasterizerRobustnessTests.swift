import SymbolGeometry
import Testing

@testable import SymbolRaster

/// Inputs that break naive fillers: none may crash, hang or overflow.
@Suite struct RasterizerRobustnessTests {
  @Test(arguments: [1e6, 1e12, 1e30])
  func hugeCoordinatesAreClippedCorrectly(magnitude m: Double) throws {
    // A huge triangle whose visible part is the half-plane below the line y = x.
    let path = Path([.move(Point(-m, -m)), .line(Point(m, m)), .line(Point(-m, m)), .close])
    let mask = try render(path, width: 16, height: 16)
    for y in 0..<16 {
      for x in 0..<16 {
        let expected: UInt8 = x < y ? 255 : (x == y ? 128 : 0)
        #expect(abs(Int(mask[x, y]) - Int(expected)) <= 1, "pixel \(x),\(y) at \(m)")
      }
    }
  }

  @Test func hugeCurvesFinishQuickly() throws {
    let m = 1e30
    let path = Path([
      .move(Point(5, 5)), .cubic(Point(m, -m), Point(-m, m), Point(10, 10)),
      .quad(Point(-m, -m), Point(5, 12)), .close,
    ])
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try render(path, width: 64, height: 64) }
    #expect(elapsed < .seconds(2))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteCoordinatesAreRejected(bad: Double) throws {
    let path = Path([.move(Point(1, 1)), .line(Point(bad, 3)), .line(Point(4, 4)), .close])
    #expect(throws: RasterError.self) { try render(path, width: 8, height: 8) }
    var canvas = try RGBACanvas(width: 8, height: 8)
    #expect(throws: RasterError.self) { try Rasterizer().fill(path, color: .black, into: &canvas) }
  }

  /// Edges are accumulated as they are made, so an error late in a path must not leave the
  /// earlier edges behind for the next fill of the same rasterizer.
  @Test func anErrorMidPathLeavesTheRasterizerClean() throws {
    let rasterizer = try Rasterizer()
    let broken = Path([
      .move(Point(1, 1)), .line(Point(30, 2)), .line(Point(28, 30)), .line(Point(.nan, 5)), .close,
    ])
    for size in [32, 600] {
      var scratch = try CoverageMask(width: size, height: size)
      #expect(throws: RasterError.self) { try rasterizer.fill(broken, into: &scratch) }
      var reused = try CoverageMask(width: size, height: size)
      try rasterizer.fill(circlePath(16, 16, 9), into: &reused)
      #expect(reused == (try render(circlePath(16, 16, 9), width: size, height: size)), "size \(size)")
    }
  }

  @Test func errorsNameThePointAndWhatIsAccepted() throws {
    let path = Path([.move(Point(1, 1)), .line(Point(.nan, 3))])
    var mask = try CoverageMask(width: 8, height: 8)
    do {
      try Rasterizer().fill(path, into: &mask)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("point 1"))
      #expect(error.description.contains("finite"))
    }
  }

  @Test func emptyAndDegeneratePathsDrawNothing() throws {
    let cases: [Path] = [
      Path(), Path([.move(Point(3, 3))]), Path([.move(Point(3, 3)), .close]),
      Path([.move(Point(3, 3)), .line(Point(3, 3)), .close]),
      Path([.move(Point(1, 1)), .line(Point(6, 6)), .close]),
      Path([.move(Point(1, 4)), .line(Point(7, 4)), .line(Point(2, 4)), .close]),
    ]
    for path in cases {
      let mask = try render(path, width: 8, height: 8)
      #expect(mask.pixels.allSatisfy { $0 == 0 }, "\(path.elements)")
    }
  }

  @Test func invalidSizesAndTolerancesAreRejected() {
    #expect(throws: RasterError.self) { try CoverageMask(width: 0, height: 5) }
    #expect(throws: RasterError.self) { try CoverageMask(width: 20_000, height: 5) }
    #expect(throws: RasterError.self) { try RGBACanvas(width: 16_384, height: 16_384) }
    #expect(throws: RasterError.self) { try RGBACanvas(width: 16_385, height: 4) }
    #expect(throws: RasterError.self) { try Rasterizer(tolerance: 0) }
    #expect(throws: RasterError.self) { try Rasterizer(tolerance: .nan) }
  }

  /// Code inside the module can still change a buffer's length; the fills must refuse it
  /// rather than write through raw pointers past its end.
  @Test func fillsRefuseBuffersThatDoNotMatchTheirSize() throws {
    var mask = try CoverageMask(width: 64, height: 64)
    mask.pixels = [0, 0]
    #expect(throws: RasterError.sizeMismatch(expected: "4096 bytes", got: "2 bytes")) {
      try Rasterizer().fill(rectPath(0, 0, 64, 64), into: &mask)
    }
    var canvas = try RGBACanvas(width: 64, height: 64)
    canvas.pixels = [0, 0, 0, 0]
    #expect(throws: RasterError.sizeMismatch(expected: "16384 bytes", got: "4 bytes")) {
      try Rasterizer().fill(rectPath(0, 0, 64, 64), color: .black, into: &canvas)
    }
  }

  @Test(arguments: [(1, 1), (1, 3), (3, 1), (2, 2), (5, 3)])
  func tinyTargetsMatchTheReference(width: Int, height: Int) throws {
    let path = circlePath(Double(width) / 2, Double(height) / 2, 1.3)
    let fast = try render(path, width: width, height: height, tolerance: 1.0 / 1024)
    let reference = try ReferenceRasterizer.mask(of: path, width: width, height: height)
    #expect(maxDifference(fast, reference) <= 1)
  }

  @Test func windingsOfAThousandAndMore() throws {
    // Non-zero on pixel-aligned edges: a partly covered pixel under 1000 coincident edges
    // saturates (as in every accumulation filler), so only whole pixels compare exactly.
    var aligned = PathBuilder()
    for _ in 0..<1000 { aligned.rect(Rect(minX: 2, minY: 2, maxX: 12, maxY: 12)) }
    let alignedSingle = try render(rectPath(2, 2, 12, 12), width: 16, height: 16)
    #expect(try render(aligned.path, width: 16, height: 16) == alignedSingle)
    // Even-odd folds exactly, partial pixels included: an even count cancels, and one more
    // makes it odd again.
    var stacked = PathBuilder()
    for _ in 0..<1000 { stacked.rect(Rect(minX: 2.5, minY: 2.5, maxX: 12.5, maxY: 12.5)) }
    #expect(try render(stacked.path, rule: .evenOdd, width: 16, height: 16).pixels.allSatisfy { $0 == 0 })
    stacked.rect(Rect(minX: 2.5, minY: 2.5, maxX: 12.5, maxY: 12.5))
    let single = try render(rectPath(2.5, 2.5, 12.5, 12.5), width: 16, height: 16)
    #expect(try render(stacked.path, rule: .evenOdd, width: 16, height: 16) == single)
  }

  @Test func evenOddIsExactForWindingsBeyondTheNonZeroLimit() throws {
    var b = PathBuilder()
    for _ in 0..<20_001 { b.rect(Rect(minX: 1, minY: 1, maxX: 3, maxY: 3)) }
    let mask = try render(b.path, rule: .evenOdd, width: 4, height: 4)
    #expect(mask[1, 1] == 255 && mask[2, 2] == 255 && mask[0, 0] == 0)
  }

  @Test func sliversKeepTheirArea() throws {
    // A triangle 0.01 px tall and 60 px long: area 0.3 px², spread along a row.
    let path = Path([.move(Point(2, 5.5)), .line(Point(62, 5.5)), .line(Point(62, 5.51)), .close])
    let mask = try render(path, width: 64, height: 8)
    #expect(abs(mask.coveredArea - 0.3) < 0.2)
    let needle = Path([.move(Point(4.5, 0)), .line(Point(4.51, 0)), .line(Point(4.505, 60)), .close])
    #expect(abs(try render(needle, width: 8, height: 64).coveredArea - 0.3) < 0.2)
  }

  @Test func nearHorizontalEdgesMatchTheReference() throws {
    let path = Path([
      .move(Point(0.3, 10)), .line(Point(250.7, 10.9)), .line(Point(250, 30)),
      .line(Point(0, 11.2)), .close,
    ])
    let fast = try render(path, width: 256, height: 40, tolerance: 1.0 / 1024)
    let reference = try ReferenceRasterizer.mask(of: path, width: 256, height: 40)
    #expect(maxDifference(fast, reference) <= 1)
  }

  @Test func manyTinySubpathsAddUp() throws {
    var b = PathBuilder()
    for i in 0..<10_000 {
      let x = Double(i % 100) * 1.3 + 0.1
      let y = Double(i / 100) * 1.3 + 0.1
      b.rect(Rect(minX: x, minY: y, maxX: x + 0.5, maxY: y + 0.5))
    }
    let mask = try render(b.path, width: 132, height: 132)
    #expect(abs(mask.coveredArea - 2500) < 2500 * 0.01)
  }

  @Test func shapesPartlyOutsideEverySideAreClipped() throws {
    for (dx, dy) in [(-30.0, 0.0), (30, 0), (0, -30), (0, 30), (-30, -30), (30, 30)] {
      let path = circlePath(20 + dx, 20 + dy, 18)
      let fast = try render(path, width: 40, height: 40, tolerance: 1.0 / 1024)
      let reference = try ReferenceRasterizer.mask(of: path, width: 40, height: 40)
      #expect(maxDifference(fast, reference) <= 1, "offset \(dx),\(dy)")
    }
  }
}
