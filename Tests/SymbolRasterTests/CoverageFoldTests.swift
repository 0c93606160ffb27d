import Testing

@testable import SymbolRaster

/// The sweep's last step: running sums to coverage under each rule (`CoverageFold`), and
/// coverage to levels of 255 in single precision (`CoverageLevels`).
@Suite struct CoverageFoldTests {
  /// Coverage rounded to levels and packed, as the sweep does.
  private func packed(_ coverage: SIMD4<Int32>) -> UInt32 {
    Int32.packedLevels(CoverageLevels.levels(coverage))
  }

  /// The four levels packed in `word`, lane 0 lowest.
  private func lanes(_ word: UInt32) -> [Int] {
    (0..<4).map { Int((word >> UInt32(8 * $0)) & 0xff) }
  }

  /// Every coverage from 0 to a full pixel rounds to its exact level, `(255·c + 2²⁰) >> 21`,
  /// except the few whose exact level lies within 2⁻¹⁶ of a half, which the float product
  /// may round the other way: there are exactly 16 of those (as `CoverageLevels` documents).
  @Test func everyCoverageRoundsToItsNearestLevel() {
    let full = Fixed.full
    var otherWay: [Int] = []
    var c = 0
    while c <= full {
      let quad = SIMD4<Int32>(Int32(c), Int32(c + 1), Int32(c + 2), Int32(c + 3))
      let levels = lanes(packed(quad))
      for k in 0..<4 where c + k <= full {
        let value = c + k
        let exact = (255 * value + full / 2) >> 21
        if levels[k] == exact { continue }
        // How far 255·c lies from the nearest half level, in units of 2⁻²¹ of a level.
        let aboveHalf = (255 * value - full / 2) & (full - 1)
        let fromHalf = min(aboveHalf, full - aboveHalf)
        if abs(levels[k] - exact) == 1 && fromHalf * 65536 <= full {
          otherWay.append(value)
        } else {
          Issue.record("coverage \(value): level \(levels[k]), exact \(exact)")
          return
        }
      }
      c += 4
    }
    #expect(otherWay.count == 16, "rounded the other way: \(otherWay)")
  }

  @Test func levelsAtWholeAndHalfPixels() {
    let full = Int32(Fixed.full)
    let word = packed(SIMD4<Int32>(0, full / 2, full, full / 4))
    #expect(lanes(word) == [0, 128, 255, 64])
  }

  /// Running sums around and far beyond a pixel, of both signs: windings of 0 to 1023, the
  /// most 32-bit cells allow, and every remainder near the edges of a full pixel.
  private var sums: [Int32] {
    let full = Int(Fixed.full)
    var values: [Int] = []
    for winding in [0, 1, 2, 3, 7, 8, 100, 1022, 1023] {
      for offset in [-4097, -2048, -1025, -3, -1, 0, 1, 2, 3, 1025, 4097, full / 2, full / 3] {
        values.append(winding * full + offset)
      }
    }
    values += [1 << 24, (1 << 24) + 1, (1 << 24) - 1, Int(Int32.max), 12_345, 999_999]
    let inRange = values.filter { abs($0) <= Int(Int32.max) }
    return (inRange + inRange.map { -$0 }).map { Int32($0) }
  }

  /// Every four consecutive `sums`, as the lanes of one column.
  private var quads: [SIMD4<Int32>] {
    let values = sums
    return (0..<(values.count - 3)).map { SIMD4(values[$0], values[$0 + 1], values[$0 + 2], values[$0 + 3]) }
  }

  /// The non-zero fold's fast path (magnitude in single precision, saturation by the
  /// packs) gives the levels of the plain fold, `coverage` then `CoverageLevels`, and so
  /// do 64-bit cells.
  @Test func nonZeroFastPathMatchesThePlainFold() {
    for quad in quads {
      let plain = packed(NonZeroFold.coverage(quad))
      #expect(NonZeroFold.packedLevels(quad) == plain, "sums \(quad)")
      #expect(NonZeroFold.packedLevels(SIMD4<Int64>(truncatingIfNeeded: quad)) == plain, "sums \(quad)")
    }
  }

  /// Levels the non-zero rule must give: magnitude saturated at a full pixel.
  @Test func nonZeroSaturatesAtAFullPixel() {
    let full = Int32(Fixed.full)
    let word = NonZeroFold.packedLevels(SIMD4<Int32>(-full / 2, -3 * full, 1023 * full, Int32.max))
    #expect(lanes(word) == [128, 255, 255, 255])
    let partial = NonZeroFold.packedLevels(SIMD4<Int32>(-full / 4, full / 4, -(full + 1), 0))
    #expect(lanes(partial) == [64, 64, 255, 0])
  }

  /// Levels the even-odd rule must give: odd windings cover, even ones do not, for both
  /// widths of cell.
  @Test func evenOddFoldsWindingsModuloTwo() {
    let full = Int32(Fixed.full)
    let quad = SIMD4<Int32>(full, 2 * full, -3 * full, 1022 * full + full / 4)
    #expect(lanes(EvenOddFold.packedLevels(quad)) == [255, 0, 255, 64])
    #expect(lanes(EvenOddFold.packedLevels(SIMD4<Int64>(truncatingIfNeeded: quad))) == [255, 0, 255, 64])
    for narrow in quads {
      let wide = SIMD4<Int64>(truncatingIfNeeded: narrow)
      #expect(EvenOddFold.packedLevels(narrow) == EvenOddFold.packedLevels(wide), "sums \(narrow)")
    }
  }

  /// Two columns' levels interleave row by row, so that each row's pair is one store.
  @Test func twoColumnsInterleaveRowByRow() {
    let word = Int32.interleavedLevels(SIMD4(1, 2, 3, 4), SIMD4(250, 251, 252, 253))
    let bytes = (0..<8).map { Int((word >> UInt64(8 * $0)) & 0xff) }
    #expect(bytes == [1, 250, 2, 251, 3, 252, 4, 253])
  }
}
