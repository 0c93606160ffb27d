/// A line segment in the filler's fixed-point space: 1/1024 px, already clipped to the
/// target (x in 0...width·1024, y in 0...height·1024) and never horizontal.
struct FixedLine {
  var x0: Int32
  var y0: Int32
  var x1: Int32
  var y1: Int32

  /// The first pixel row the line touches.
  @inline(__always)
  var topRow: Int { Int(min(y0, y1)) &>> Fixed.shift }
  /// The last pixel row the line touches (the row holding its lower end, exclusive of an
  /// end lying exactly on a row boundary).
  @inline(__always)
  var bottomRow: Int { (Int(max(y0, y1)) - 1) &>> Fixed.shift }
}

/// The fixed-point format of the filler: 10 fractional bits.
///
/// 1/1024 px keeps the rounding of vertices below 1/8 of a level of 255 per edge; a pixel
/// row's cover is at most 1024 and a cell's doubled area at most 1024 · 2048 = 2²¹, the
/// value of a fully covered pixel. Cells are wide enough for any winding (`CellWord`).
enum Fixed {
  // Computed constants rather than stored `static let`s: those are lazily initialised
  // globals, which the hot loops would otherwise check on every use.
  @inline(__always) static var shift: Int { 10 }
  @inline(__always) static var one: Int { 1 << 10 }
  @inline(__always) static var mask: Int { (1 << 10) - 1 }
  /// The running-sum value of a fully covered pixel, 2·one².
  @inline(__always) static var full: Int { 1 << 21 }
  /// Converts a clipped pixel coordinate (so within 0...8192 px) to the nearest step, ties
  /// to even as the direct route converts its points (see `round(_:)`), so that both routes
  /// put a point on the same step.
  @inline(__always)
  static func from(_ v: Double) -> Int32 { Int32(truncatingIfNeeded: round(v * 1024)) }

  /// Rounds to the nearest integer (ties to even) for |v| < 2⁵¹, which every clipped
  /// fixed-point quantity is. Adding 1.5·2⁵² leaves the integer in the low bits of the
  /// mantissa: one addition and one subtraction, where `Int(_:)` adds range checks that
  /// trap and `rounded()` is a libm call on baseline x86-64. It never traps.
  @inline(__always)
  static func round(_ v: Double) -> Int {
    let magicBits = Int(truncatingIfNeeded: roundingMagic.bitPattern)
    return Int(truncatingIfNeeded: (v + roundingMagic).bitPattern) &- magicBits
  }

  /// 1.5·2⁵², the constant `round(_:)` adds.
  @inline(__always) static var roundingMagic: Double { 6_755_399_441_055_744.0 }
}

/// Receives the edges the `EdgeBuilder` produces.
protocol EdgeSink {
  /// How many edges were added so far (checked against `RasterError.maximumSegments`).
  var count: Int { get }
  /// Adds one clipped, non-horizontal edge.
  mutating func add(_ line: FixedLine)
}

/// Keeps edges in a list, for targets of several bands that need them bucketed first.
struct EdgeList: EdgeSink {
  let lines: ScratchBuffer<FixedLine>
  var count: Int { lines.count }
  @inline(__always)
  func add(_ line: FixedLine) { lines.append(line) }
}

/// Accumulates edges straight into the only band of a small target, skipping the list.
struct BandEdges<Marks: TouchMarks, Cell: CellWord>: EdgeSink {
  let accumulator: CellAccumulator<Marks, Cell>
  var count = 0
  @inline(__always)
  mutating func add(_ line: FixedLine) {
    // The only band spans the target, and edges are clipped to it: no cutting needed.
    accumulator.add(Int(line.x0), Int(line.y0), Int(line.x1), Int(line.y1))
    count &+= 1
  }
}
