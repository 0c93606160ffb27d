import SymbolGeometry

/// Composites a colour through coverage onto premultiplied RGBA rows, each channel rounded
/// once.
///
/// With the colour's straight channels C, its alpha A at opacity o, and coverage c (all in
/// levels of 255), src-over is exactly `C·A·o·c/255² + dst·(1 − A·o·c/255²)`. The paint's
/// weight `w = A·o·65536/255`, rounded once to an integer in 0...65536, puts both terms over
/// the common denominator 255·65536: `(C·w·c + dst·(255·65536 − w·c)) / (255·65536)`, which
/// is rounded once. Rounding the paint to 8 premultiplied bits and each term on its own, as
/// this sink once did, erred by up to 1.85 levels; this errs by at most half a level plus
/// 255/65536 from `w`. Destination-out keeps only the second term.
struct CanvasSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt8>
  let width: Int
  /// Scratch for the coverage of four rows, `width` bytes each, which the sweep writes
  /// together (see `CoverageSink`).
  let coverage: UnsafeMutablePointer<UInt8>
  /// The colour's straight channels (r, g, b) and 255 for alpha, times `weight`.
  let scaledPaint: SIMD4<UInt64>
  /// The paint's alpha at its opacity in units of 255/65536 (65536 is opaque).
  let weight: UInt64
  /// The four bytes an opaque paint at full coverage stores (r, g, b, 255).
  let opaqueBytes: UInt32
  let blend: BlendMode

  /// The common denominator of both terms.
  private static let denominator: UInt64 = 255 * 65536

  init(
    pixels: UnsafeMutablePointer<UInt8>, width: Int, coverage: UnsafeMutablePointer<UInt8>, color: Color,
    opacity: Double, blend: BlendMode
  ) {
    self.pixels = pixels
    self.width = width
    self.coverage = coverage
    self.blend = blend
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    let weight = UInt64((Double(color.alpha) * o * 65536 / 255).rounded())
    self.weight = weight
    scaledPaint = SIMD4(UInt64(color.red), UInt64(color.green), UInt64(color.blue), 255) &* weight
    opaqueBytes =
      UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000
  }

  @inline(__always)
  func rowBuffer(_ y: Int) -> UnsafeMutablePointer<UInt8> { coverage + (y & 3) &* width }

  @inline(__always)
  func blend(_ y: Int, _ x0: Int, _ x1: Int) {
    let row = pixels + (y * width) * 4
    let coverage = rowBuffer(y)
    for x in x0..<x1 {
      let c = coverage[x]
      if c != 0 { apply(row + x * 4, UInt64(c)) }
    }
  }

  @inline(__always)
  func fill(_ y: Int, _ x0: Int, _ x1: Int, _ c: UInt8) {
    let row = pixels + (y * width) * 4
    if c == 255 && weight == 65536 && blend == .sourceOver {
      // Opaque paint at full coverage replaces the pixels: one 32-bit store each.
      UnsafeMutableRawPointer(row + x0 * 4).bindMemory(to: UInt32.self, capacity: x1 - x0)
        .update(repeating: UInt32(littleEndian: opaqueBytes), count: x1 - x0)
      return
    }
    // The paint's terms are the same across the gap: only the destination varies, so
    // each channel is one multiply-add and one division by the constant denominator (the
    // per-pixel checks and sums of `apply` made translucent fills 3.8 ns a pixel).
    let covered = weight &* UInt64(c)
    if covered == 0 { return }
    let keep = Self.denominator &- covered
    let half = Self.denominator / 2
    let paint =
      blend == .sourceOver
      ? scaledPaint &* UInt64(c) &+ SIMD4(repeating: half) : SIMD4(repeating: half)
    // Dividing by 255·65536 is dividing by 65536, then by 255 (for whole numbers, the floor
    // of a floor is the floor of the whole quotient): a shift and a 32-bit division by a
    // constant, cheaper than a 64-bit one.
    for x in x0..<x1 {
      let p = row + x &* 4
      for k in 0..<4 {
        let shifted = UInt32(truncatingIfNeeded: (paint[k] &+ UInt64(p[k]) &* keep) &>> 16)
        p[k] = UInt8(truncatingIfNeeded: shifted / 255)
      }
    }
  }

  @inline(__always)
  private func apply(_ p: UnsafeMutablePointer<UInt8>, _ c: UInt64) {
    let covered = weight &* c
    if covered == 0 { return }
    // What the destination keeps, over the denominator. Every term is below 2^32, and with
    // each colour at most its alpha (as the canvas guarantees) no sum exceeds 255 levels.
    let keep = Self.denominator &- covered
    let half = Self.denominator / 2
    switch blend {
    case .sourceOver:
      for k in 0..<4 {
        let sum = scaledPaint[k] &* c &+ UInt64(p[k]) &* keep &+ half
        p[k] = UInt8(truncatingIfNeeded: sum / Self.denominator)
      }
    case .clear:
      for k in 0..<4 {
        p[k] = UInt8(truncatingIfNeeded: (UInt64(p[k]) &* keep &+ half) / Self.denominator)
      }
    }
  }
}
