#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

/// Turns the sweep's running sums into 8-bit levels under a fill rule, four rows at once.
///
/// A fold takes each lane's sum to its pixel's coverage, 0...`Fixed.full`, and
/// `CoverageLevels` rounds that to a level of 255. A fold may do both in one step where
/// that is cheaper, as long as the levels are the same.
protocol CoverageFold {
  /// Each lane's coverage, 0...`Fixed.full`.
  static func coverage<Cell: CellWord>(_ sums: SIMD4<Cell>) -> SIMD4<Cell>
  /// The four lanes' levels, 0...255 (on x86-64 possibly more, which the packs saturate).
  static func levels<Cell: CellWord>(_ sums: SIMD4<Cell>) -> SIMD4<Int32>
}

extension CoverageFold {
  @inline(__always)
  static func levels<Cell: CellWord>(_ sums: SIMD4<Cell>) -> SIMD4<Int32> {
    CoverageLevels.levels(coverage(sums))
  }

  /// The four lanes' levels packed into one word, lane 0 lowest.
  @inline(__always)
  static func packedLevels<Cell: CellWord>(_ sums: SIMD4<Cell>) -> UInt32 {
    Int32.packedLevels(levels(sums))
  }
}

extension SIMD4 where Scalar: CellWord {
  /// Each lane's magnitude, by shifts rather than comparisons, which SSE2 lacks for
  /// 32-bit lanes. No lane is the type's minimum (see `CellWord`).
  @inline(__always)
  var laneMagnitudes: Self {
    let sign = self &>> Scalar(Scalar.bitWidth &- 1)
    return (self ^ sign) &- sign
  }
}

/// Non-zero: the magnitude of the sum, saturated at one full pixel (`Fixed.full`).
enum NonZeroFold: CoverageFold {
  @inline(__always)
  static func coverage<Cell: CellWord>(_ sums: SIMD4<Cell>) -> SIMD4<Cell> {
    let over = sums.laneMagnitudes &- Cell(Fixed.full)
    // min(magnitude, full): `over` where it is negative, else nothing, added to full.
    return Cell(Fixed.full) &+ (over & (over &>> Cell(Cell.bitWidth &- 1)))
  }

  /// With 32-bit cells on x86-64, the magnitude is taken in single precision (an `and` of
  /// the sign bit) and the saturation is left to the pack instructions, which clamp to
  /// 0...255: 7 instructions from sums to packed levels against 15, and 4.5–5% fewer
  /// instructions for `heart` and `gear` at 1024 px. Once packed, the levels are those of
  /// `CoverageLevels.levels(coverage(sums))`: sums below 2²⁴ convert exactly, the
  /// magnitude is exact, and rounding is monotonic, so every sum beyond a full pixel
  /// reaches 255 or more (at most 2³¹ · 255 / 2²¹, far inside `Int32`), and below it
  /// nothing changes.
  @inline(__always)
  static func levels<Cell: CellWord>(_ sums: SIMD4<Cell>) -> SIMD4<Int32> {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      if Cell.self == Int32.self {
        let signless = unsafeBitCast(SIMD4<UInt32>(repeating: 0x7fff_ffff), to: __m128.self)
        let magnitudes = _mm_and_ps(_mm_cvtepi32_ps(unsafeBitCast(sums, to: __m128i.self)), signless)
        let scaled = _mm_mul_ps(magnitudes, CoverageLevels.scale)
        return unsafeBitCast(_mm_cvtps_epi32(scaled), to: SIMD4<Int32>.self)
      }
    #endif
    return CoverageLevels.levels(coverage(sums))
  }
}

/// Even-odd: the sum folded modulo two full pixels to its distance from an even winding,
/// `full − |full − (sum mod 2·full)|`. Exact for any winding, because wrapping arithmetic
/// preserves the sum modulo 2³² (or 2⁶⁴).
enum EvenOddFold: CoverageFold {
  @inline(__always)
  static func coverage<Cell: CellWord>(_ sums: SIMD4<Cell>) -> SIMD4<Cell> {
    Cell(Fixed.full) &- (Cell(Fixed.full) &- (sums & Cell(2 &* Fixed.full &- 1))).laneMagnitudes
  }
}

/// Rounds coverage, 0...`Fixed.full` in each lane, to levels of 255: the level is
/// `c · 255 / 2²¹` multiplied in single precision and rounded to the nearest integer, ties
/// to even (the only tie is 127.5, at half coverage, which goes to 128 either way).
///
/// Three SSE2 instructions (convert, multiply, convert back) where the exact integer
/// rounding, `(255·c + 2²⁰) >> 21`, took five. The product needs 29 bits and a float keeps
/// 24, so it can move by up to 2⁻¹⁷ of a level: 16 of the 2²¹ + 1 coverages, whose exact
/// level is within 2⁻¹⁶ of a half, round the other way (15 up and one down). The rounding
/// is the same IEEE arithmetic on every architecture, so the levels do not depend on the
/// machine.
enum CoverageLevels {
  /// 255 / 2²¹, exact in a float.
  @inline(__always) static var scale: SIMD4<Float> { SIMD4(repeating: 255.0 / 2_097_152) }

  /// The four lanes' levels.
  @inline(__always)
  static func levels<Cell: CellWord>(_ coverage: SIMD4<Cell>) -> SIMD4<Int32> {
    let lanes = SIMD4<Int32>(truncatingIfNeeded: coverage)
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      let product = _mm_mul_ps(_mm_cvtepi32_ps(unsafeBitCast(lanes, to: __m128i.self)), scale)
      return unsafeBitCast(_mm_cvtps_epi32(product), to: SIMD4<Int32>.self)
    #else
      let product = SIMD4<Float>(lanes) * scale
      return SIMD4<Int32>(product.rounded(.toNearestOrEven))
    #endif
  }
}
