#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

extension Int32 {
  /// Four levels (0...255, one per lane) packed into the bytes of one word, lane 0 lowest.
  ///
  /// On x86-64 this is SSE2's two pack instructions and a move, written as intrinsics: the
  /// optimiser sees through a plain narrowing conversion and, since every byte is stored on
  /// its own, takes the whole column's arithmetic apart lane by lane, which took three times
  /// the instructions. The packs saturate, so lanes above 255 give 255 here (the fast path
  /// of `NonZeroFold` relies on it); elsewhere lanes must be in 0...255.
  @inline(__always)
  static func packedLevels(_ levels: SIMD4<Int32>) -> UInt32 {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      let vector = unsafeBitCast(levels, to: __m128i.self)
      let halves = _mm_packs_epi32(vector, vector)
      return UInt32(bitPattern: _mm_cvtsi128_si32(_mm_packus_epi16(halves, halves)))
    #else
      return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: levels), to: UInt32.self)
    #endif
  }

  /// Two columns' levels interleaved row by row: bytes 2r and 2r + 1 are lane r of `a`
  /// and of `b`, so each row's two pixels are one 16-bit store.
  @inline(__always)
  static func interleavedLevels(_ a: SIMD4<Int32>, _ b: SIMD4<Int32>) -> UInt64 {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      let (x, y) = (unsafeBitCast(a, to: __m128i.self), unsafeBitCast(b, to: __m128i.self))
      let halves = _mm_packs_epi32(_mm_unpacklo_epi32(x, y), _mm_unpackhi_epi32(x, y))
      return UInt64(bitPattern: _mm_cvtsi128_si64(_mm_packus_epi16(halves, halves)))
    #else
      let low = SIMD4<UInt16>(truncatingIfNeeded: a) | SIMD4<UInt16>(truncatingIfNeeded: b) &<< 8
      return unsafeBitCast(low, to: UInt64.self)
    #endif
  }
}
