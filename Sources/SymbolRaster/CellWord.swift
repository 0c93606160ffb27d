/// The integer type of the accumulation cells: 32 bits for paths of up to 1023 lines, 64
/// bits beyond.
///
/// A piece adds at most one full pixel, `Fixed.full` = 2²¹, to each of its cell's two
/// words, and no more pieces can fall in one cell than the path has lines (each line
/// crosses a pixel row once), so with at most 1023 lines no cell leaves ±2³¹. The sweep's
/// running sums (lanes of the same type) stay in range too: a line's pieces in a row move
/// any pixel's sum by at most one full pixel (their covers share one sign and add up to at
/// most a pixel's height), so no sum leaves ±1023 · 2²¹. Half the memory per cell fits twice the rows in a band's
/// memory, so a banded target has half the band cuts: 32-bit cells were 3–13% faster at
/// 1024–2048 px and 1–9% at 64–256 px (`symbol-bench raster`, six alternating rounds
/// against 64-bit cells). (`SIMDScalar` for the sweep's vectors brings `Codable` with it.)
protocol CellWord: FixedWidthInteger, SignedInteger, BitwiseCopyable, SIMDScalar, Codable {
  /// The most lines a path may have for its sums in one cell to stay in range.
  static var lineLimit: Int { get }
}

extension Int32: CellWord {
  @inline(__always) static var lineLimit: Int { 1023 }
}

extension Int64: CellWord {
  @inline(__always) static var lineLimit: Int { .max }
}
