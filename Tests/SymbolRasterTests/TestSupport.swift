import SymbolGeometry

@testable import SymbolRaster

func rectPath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
  var b = PathBuilder()
  b.rect(Rect(minX: x0, minY: y0, maxX: x1, maxY: y1))
  return b.path
}

func circlePath(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
  var b = PathBuilder()
  b.circle(center: Point(cx, cy), radius: r)
  return b.path
}

func render(
  _ path: Path, rule: FillRule = .nonZero, width: Int, height: Int, tolerance: Double = 1.0 / 16,
  transform: Transform = .identity
) throws -> CoverageMask {
  var mask = try CoverageMask(width: width, height: height)
  try Rasterizer(tolerance: tolerance).fill(path, rule: rule, transform: transform, into: &mask)
  return mask
}

/// The exact overlap of pixel (x, y) with an axis-aligned rectangle.
func overlap(x: Int, y: Int, _ r: Rect) -> Double {
  let w = max(0, min(Double(x + 1), r.maxX) - max(Double(x), r.minX))
  let h = max(0, min(Double(y + 1), r.maxY) - max(Double(y), r.minY))
  return w * h
}

func maxDifference(_ a: CoverageMask, _ b: CoverageMask) -> Int {
  zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
}

/// The first pixel (x, y) of `base` that differs from `moved`'s pixel (x + dx, y + dy), if
/// any: a shape and the same shape moved by whole pixels must agree exactly. Every pixel
/// of `base` that lands on `moved` is compared, so the two may differ in size.
func firstShiftDifference(_ base: CoverageMask, _ moved: CoverageMask, dx: Int, dy: Int) -> (x: Int, y: Int)?
{
  for y in 0..<min(base.height, moved.height - dy) {
    for x in 0..<min(base.width, moved.width - dx) where base[x, y] != moved[x + dx, y + dy] {
      return (x, y)
    }
  }
  return nil
}

/// Zeroed 32-bit cells and touched bits for strips `strips` of a band `width` px wide, laid
/// out as `Band` lays them (eight words a column, a few words of bits a strip), handed to
/// `body` with the strip's stride in words and its words of bits; returns what `body` left
/// in them.
func bandMemory(
  width: Int, strips: Int,
  _ body: (
    _ cells: UnsafeMutablePointer<Int32>, _ touched: UnsafeMutablePointer<UInt64>, _ stride: Int, _ words: Int
  ) -> Void
) -> (cells: [Int32], touched: [UInt64]) {
  let stride = 2 * Band<Int32>.stripRows * (width + 2)
  let words = (width + 2 + 63) / 64
  var cells = [Int32](repeating: 0, count: stride * strips)
  var touched = [UInt64](repeating: 0, count: words * strips)
  cells.withUnsafeMutableBufferPointer { cellBuffer in
    touched.withUnsafeMutableBufferPointer { touchedBuffer in
      guard let cellBase = cellBuffer.baseAddress, let touchedBase = touchedBuffer.baseAddress else { return }
      body(cellBase, touchedBase, stride, words)
    }
  }
  return (cells, touched)
}
