/// Composites a premultiplied paint through coverage onto RGBA rows.
struct CanvasSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt8>
  let width: Int
  /// Scratch for the coverage of four rows, `width` bytes each, which the sweep writes
  /// together (see `CoverageSink`).
  let coverage: UnsafeMutablePointer<UInt8>
  /// Premultiplied paint, opacity already applied.
  let paint: SIMD4<UInt32>
  let blend: BlendMode

  @inline(__always)
  func rowBuffer(_ y: Int) -> UnsafeMutablePointer<UInt8> { coverage + (y & 3) &* width }

  @inline(__always)
  func blend(_ y: Int, _ x0: Int, _ x1: Int) {
    let row = pixels + (y * width) * 4
    let coverage = rowBuffer(y)
    for x in x0..<x1 {
      let c = coverage[x]
      if c != 0 { apply(row + x * 4, UInt32(c)) }
    }
  }

  @inline(__always)
  func fill(_ y: Int, _ x0: Int, _ x1: Int, _ c: UInt8) {
    let row = pixels + (y * width) * 4
    if c == 255 && paint[3] == 255 && blend == .sourceOver {
      // Opaque paint at full coverage replaces the pixels: one 32-bit store each.
      let value = UInt32(paint[0] | paint[1] << 8 | paint[2] << 16 | paint[3] << 24)
      UnsafeMutableRawPointer(row + x0 * 4).bindMemory(to: UInt32.self, capacity: x1 - x0)
        .update(repeating: UInt32(littleEndian: value), count: x1 - x0)
      return
    }
    for x in x0..<x1 { apply(row + x * 4, UInt32(c)) }
  }

  @inline(__always)
  private func apply(_ p: UnsafeMutablePointer<UInt8>, _ c: UInt32) {
    let sa = Premultiplied.divide255(paint[3] * c)
    if sa == 0 { return }
    let keep = 255 - sa
    switch blend {
    case .sourceOver:
      for k in 0..<3 {
        let source = Premultiplied.divide255(paint[k] * c)
        p[k] = UInt8(truncatingIfNeeded: source + Premultiplied.divide255(UInt32(p[k]) * keep))
      }
      p[3] = UInt8(truncatingIfNeeded: sa + Premultiplied.divide255(UInt32(p[3]) * keep))
    case .clear:
      for k in 0..<4 { p[k] = UInt8(truncatingIfNeeded: Premultiplied.divide255(UInt32(p[k]) * keep)) }
    }
  }
}
