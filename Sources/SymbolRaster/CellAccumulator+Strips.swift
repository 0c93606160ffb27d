#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

extension CellAccumulator {
  /// Adds a downward line (`y0 < y1`, not vertical) a strip of four rows at a time, the
  /// four rows as the lanes of single-precision vectors.
  ///
  /// Row by row, a line costs a piece per row: its crossing, its cells and its marks. Here
  /// one strip's four pieces are computed together, column by column: for the left side
  /// `L` of each column the strip touches, `G(L)` is the area of each row's piece that lies
  /// left of `L` (`∫ max(L − x(y), 0) dy` over the piece), and a column's own value is
  /// `G(right side) − G(left side)`, the part of each row's piece in or left of the column
  /// weighted as the exact-area scheme weights it. What the four pieces carry to the
  /// pixels on their right, their heights, goes into the last column's carries. A steep
  /// line thus costs about one column step per column it crosses in a strip rather than
  /// one piece per row.
  ///
  /// Every quantity is taken relative to the line's own start (its offsets within its
  /// first cell, rows and columns counted from it), so whole-pixel moves give the same
  /// values bit for bit. Heights are multiples of 1/1024 px and exact in single precision;
  /// the areas are rounded once to the cells' units (2²¹ a pixel) and can be off by about
  /// 2⁻²⁴ of the piece's width. Carries are exact, so every row still closes to zero.
  @inline(never)
  func strips(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64) {
    let unit: Float = 1.0 / Float(Fixed.one)
    let width = Float(x1 &- x0) * unit
    let height = Float(y1 &- y0) * unit
    let xPerY = width / height
    let yPerX = height / width
    let right = x1 > x0
    let ownScale = FloatLanes(repeating: Float(sign) * (right ? 1 : -1) * Float(Fixed.full))
    let carryScale = FloatLanes(repeating: Float(sign) * Float(Fixed.full))
    let halfXPerY = FloatLanes(repeating: xPerY * 0.5)
    let slope = FloatLanes(repeating: yPerX)
    let fixedXPerY = xPerY * Float(Fixed.one)
    let column0 = x0 &>> Fixed.shift
    let offset0 = Float(x0 & Fixed.mask) * unit
    let stripShift = Fixed.shift &+ 2
    var strip = y0 &>> stripShift
    let lastStrip = (y1 &- 1) &>> stripShift
    // Lane 0's row top, relative to y0.
    var top = Float((strip &<< stripShift) &- y0) * unit
    var stripCells = cells + strip &* stride
    var topColumn = column0
    let vector = MemoryLayout<SIMD4<Cell>>.size
    while true {
      let rowTops = FloatLanes(repeating: top) + FloatLanes.laneIndices
      let rowBottoms = rowTops + 1
      // Each row's piece, as heights relative to y0; a row the line misses has ya = yb.
      let ya = FloatLanes.min(FloatLanes.max(rowTops, .zero), rowBottoms)
      let yb = FloatLanes.min(FloatLanes.max(rowTops, FloatLanes(repeating: height)), rowBottoms)
      // Where each piece starts on the left: the left part of a piece is the part nearer
      // its start when the line goes right, and nearer its end when it goes left.
      let yStart = right ? ya : yb
      // The columns the strip's pieces span, from where the line leaves the strip, in
      // fixed point. Where a piece reaches a hair (a rounding) past them, that sliver's
      // area goes to the neighbouring column visited.
      let bottomColumn = (x0 &+ Self.rounded(Swift.min(top + 4, height) * fixedXPerY)) &>> Fixed.shift
      var j = Swift.max(Swift.min(topColumn, bottomColumn), 0)
      let last = Swift.max(topColumn, bottomColumn)
      let first = j
      // The left side of column j relative to x0; nothing of the strip lies left of it.
      var side = FloatLanes(repeating: Float(j &- column0) - offset0)
      let startShift = yStart * halfXPerY
      var previous = FloatLanes.zero
      var cell = UnsafeMutableRawPointer(stripCells + j &<< 3)
      while true {
        side += 1
        let area = Self.areaLeft(of: side, ya, yb, yStart, startShift, slope, halfXPerY)
        let own = FloatLanes.rounded((area - previous) * ownScale)
        previous = area
        let old = cell.loadUnaligned(as: SIMD4<Cell>.self)
        cell.storeBytes(of: old &+ SIMD4<Cell>(truncatingIfNeeded: own), as: SIMD4<Cell>.self)
        if j >= last { break }
        j &+= 1
        cell += 2 &* vector
      }
      let carry = FloatLanes.rounded((yb - ya) * carryScale)
      let old = cell.loadUnaligned(fromByteOffset: vector, as: SIMD4<Cell>.self)
      cell.storeBytes(
        of: old &+ SIMD4<Cell>(truncatingIfNeeded: carry), toByteOffset: vector, as: SIMD4<Cell>.self)
      marks.markRange(strip &<< 2, first, j)
      if strip == lastStrip { break }
      strip &+= 1
      top += 4
      stripCells += stride
      topColumn = bottomColumn
    }
  }

  /// The area of each lane's piece (from `ya` to `yb`, `yStart` its end on the left) lying
  /// left of the vertical `side`, all relative to the line's start, before the direction's
  /// sign: the piece's height left of the side times the mean distance to it.
  @inline(__always)
  private static func areaLeft(
    of side: FloatLanes, _ ya: FloatLanes, _ yb: FloatLanes, _ yStart: FloatLanes,
    _ startShift: FloatLanes, _ slope: FloatLanes, _ halfXPerY: FloatLanes
  ) -> FloatLanes {
    let y = FloatLanes.min(FloatLanes.max(side * slope, ya), yb)
    return (y - yStart) * (side - startShift - y * halfXPerY)
  }

  /// `v` rounded to the nearest integer; `v` is a fixed-point offset within ±2³¹.
  @inline(__always)
  private static func rounded(_ v: Float) -> Int {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      Int(_mm_cvtss_si32(_mm_set_ss(v)))
    #else
      Int(v.rounded(.toNearestOrEven))
    #endif
  }
}

/// Four single-precision lanes, one per row of a strip, with the operations the strip
/// kernel needs spelt as single SSE instructions on x86-64 (the generic forms compare and
/// blend).
typealias FloatLanes = SIMD4<Float>

extension SIMD4 where Scalar == Float {
  /// 0, 1, 2, 3.
  @inline(__always) static var laneIndices: Self { Self(0, 1, 2, 3) }

  /// The lane-wise minimum.
  @inline(__always)
  static func min(_ a: Self, _ b: Self) -> Self {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      _mm_min_ps(a, b)
    #else
      pointwiseMin(a, b)
    #endif
  }

  /// The lane-wise maximum.
  @inline(__always)
  static func max(_ a: Self, _ b: Self) -> Self {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      _mm_max_ps(a, b)
    #else
      pointwiseMax(a, b)
    #endif
  }

  /// Each lane rounded to the nearest integer, ties to even; lanes must be within ±2³¹.
  @inline(__always)
  static func rounded(_ v: Self) -> SIMD4<Int32> {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      unsafeBitCast(_mm_cvtps_epi32(v), to: SIMD4<Int32>.self)
    #else
      SIMD4<Int32>(v.rounded(.toNearestOrEven))
    #endif
  }
}
