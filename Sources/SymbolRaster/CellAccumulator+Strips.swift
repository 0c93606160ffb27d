#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

extension CellAccumulator {
  /// Adds a downward line (`y0 < y1`, not vertical) a strip of four rows at a time, the
  /// four rows as the lanes of single-precision vectors.
  ///
  /// Row by row, a line costs a piece per row: its crossing, its cells and its marks. Here
  /// one strip's four pieces are computed together, column by column. Each lane clamps the
  /// line's heights to its row (`ya...yb`); at each side of a column, the height where the
  /// line meets the side, clamped to the piece, splits the piece into the part left of the
  /// side, the part inside the column and the part right of it. A column's own value is
  /// the height left of it plus the height inside it times the mean distance from the
  /// line to the column's right side, as the exact-area scheme weights a piece; the four
  /// pieces' heights go to the last column's carries. A steep line thus costs about one
  /// column step per column it crosses in a strip rather than one piece per row.
  ///
  /// Every quantity is taken relative to the line's own start (its offset within its first
  /// cell, rows and columns counted from it), and a lane's values depend only on its own
  /// row, never on the rows it shares a strip with. Outside a row's piece they are exact:
  /// 0 left of it and its height right of it, whatever the strip's other rows add to the
  /// columns visited. So whole-pixel moves, which change how rows group into strips, give
  /// the same pixels bit for bit. Heights are multiples of 1/1024 px and exact in single
  /// precision, so every row closes exactly; the areas inside a column are rounded once
  /// to the cells' units (2²¹ a pixel), about 2⁻²⁴ of the distance to the line's start off.
  @inline(never)
  func strips(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64) {
    let stripShift = Fixed.shift &+ 2
    strips(x0, y0, x1, y1, sign, y0 &>> stripShift, (y1 &- 1) &>> stripShift, whole: true)
  }

  /// Adds strips `firstStrip...lastStrip` of a line that reaches past them, as `strips`
  /// adds them for the whole line: on a target of several bands, the strips of one band
  /// (see `rows(_:_:_:_:_:within:)`).
  @inline(never)
  func strips(
    _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64, from firstStrip: Int, through lastStrip: Int
  ) {
    strips(x0, y0, x1, y1, sign, firstStrip, lastStrip, whole: false)
  }

  /// The kernel of both entries; `whole` says that `firstStrip` is the line's first strip,
  /// where the line starts at x0, so that the whole line's route pays nothing for parts.
  @inline(__always)
  private func strips(
    _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ sign: Int64, _ firstStrip: Int, _ lastStrip: Int,
    whole: Bool
  ) {
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
    // Columns 0...width + 1 have cells (see `stride`).
    let lastCell = stride &>> 3 &- 1
    let stripShift = Fixed.shift &+ 2
    var strip = firstStrip
    // Lane 0's row top, relative to y0.
    var top = Float((strip &<< stripShift) &- y0) * unit
    var stripCells = cells + strip &* stride
    // Where the line enters the strip: its start in its first strip, else the crossing
    // the strip above computes as `bottomFixed`.
    var topFixed = whole ? x0 : x0 &+ Self.rounded(Swift.max(top, 0) * fixedXPerY)
    let vector = MemoryLayout<SIMD4<Cell>>.size
    while true {
      let rowTops = FloatLanes(repeating: top) + FloatLanes.laneIndices
      let rowBottoms = rowTops + 1
      // Each row's piece, as heights relative to y0; a row the line misses has ya = yb.
      let ya = FloatLanes.min(FloatLanes.max(rowTops, .zero), rowBottoms)
      let yb = FloatLanes.min(FloatLanes.max(rowTops, FloatLanes(repeating: height)), rowBottoms)
      // Where each piece starts on the left: the part of a piece left of a column side is
      // the part nearer its start when the line goes right, nearer its end when it goes left.
      let yStart = right ? ya : yb
      // The columns the pieces span, from where the line leaves the strip in fixed point,
      // widened by `margin` on each side: the lanes place the line within 2⁻²³ of its
      // width (2 units at most) and the crossing is within 2.5 units, so no lane's piece
      // reaches past the columns visited, whichever rows share the strip, and the first
      // column's left side is left of every piece, where each lane's line meets it at
      // `yStart`. A column visited past a piece gets exactly 0 or its height from it.
      let bottomFixed = x0 &+ Self.rounded(Swift.min(top + 4, height) * fixedXPerY)
      let leftmost = (Swift.min(topFixed, bottomFixed) &- Self.margin) &>> Fixed.shift
      var j = Swift.max(leftmost, 0)
      let end = Swift.min((Swift.max(topFixed, bottomFixed) &+ Self.margin) &>> Fixed.shift, lastCell)
      let firstColumn = j
      // The left side of column j relative to x0.
      var side = FloatLanes(repeating: Float(j &- column0) - offset0)
      var yLeft = yStart
      var leftHeight = FloatLanes.zero
      if leftmost < 0 {
        // The columns left of the target have no cells, but a line within `margin` of its
        // left edge must enter column 0 as it would from the columns before it, where its
        // height at column 0's left side comes from the slope: taken as `yStart` instead,
        // a line ending exactly on that side was a level off at a pixel or two from the
        // same line moved right by whole pixels (found by `symbol-bench fuzz`).
        yLeft = FloatLanes.min(FloatLanes.max(side * slope, ya), yb)
        leftHeight = yLeft - yStart
      }
      var cell = UnsafeMutableRawPointer(stripCells + j &<< 3)
      while true {
        side += 1
        let yRight = FloatLanes.min(FloatLanes.max(side * slope, ya), yb)
        // Height left of the column, plus the height inside it times the mean distance
        // from the line to its right side.
        let inside = (yRight - yLeft) * (side - (yLeft + yRight) * halfXPerY)
        let own = FloatLanes.rounded((leftHeight + inside) * ownScale)
        let old = cell.loadUnaligned(as: SIMD4<Cell>.self)
        cell.storeBytes(of: old &+ SIMD4<Cell>(truncatingIfNeeded: own), as: SIMD4<Cell>.self)
        if j >= end { break }
        yLeft = yRight
        leftHeight = yRight - yStart
        j &+= 1
        cell += 2 &* vector
      }
      let carry = FloatLanes.rounded((yb - ya) * carryScale)
      let old = cell.loadUnaligned(fromByteOffset: vector, as: SIMD4<Cell>.self)
      cell.storeBytes(
        of: old &+ SIMD4<Cell>(truncatingIfNeeded: carry), toByteOffset: vector, as: SIMD4<Cell>.self)
      marks.markRange(strip &<< 2, firstColumn, j)
      if strip == lastStrip { break }
      strip &+= 1
      top += 4
      stripCells += stride
      topFixed = bottomFixed
    }
  }

  /// How far (in fixed-point units) past the line's crossings of a strip's edges its
  /// columns are taken to reach: about twice the error of those crossings and of the
  /// lanes' own arithmetic at the widest line (2¹⁴ px).
  @inline(__always) private static var margin: Int { 8 }

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
