/// Where the sweep delivers coverage: a mask, or a canvas that composites a paint.
///
/// The sweep writes the coverage of touched blocks into `rowBuffer(y)` and then calls
/// `blend`; for the constant-coverage gaps between touched blocks it calls `fill` instead,
/// which a sink can turn into a memset or an opaque copy. It sweeps four rows at a time
/// (a strip, see `Band`), so it holds the buffers of four consecutive rows at once.
protocol CoverageSink {
  /// A row of at least `width` bytes the sweep may write coverage into, not shared with
  /// the three rows either side of it.
  mutating func rowBuffer(_ y: Int) -> UnsafeMutablePointer<UInt8>
  /// Coverage for pixels `x0..<x1` of row `y` is now in the row buffer.
  mutating func blend(_ y: Int, _ x0: Int, _ x1: Int)
  /// Pixels `x0..<x1` of row `y` all have coverage `coverage` (never 0).
  mutating func fill(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8)
  /// Pixels `x0..<x1` of rows `y..<y + 4` all have coverage `coverage` (never 0): a gap
  /// inside a shape, the same in the four rows of a strip.
  mutating func fillStrip(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8)
}

extension CoverageSink {
  /// The four rows filled one by one.
  @inline(__always)
  mutating func fillStrip(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8) {
    for r in 0..<4 { fill(y &+ r, x0, x1, coverage) }
  }
}

/// Writes coverage straight into an 8-bit mask: the row buffer is the mask's own row.
struct MaskSink: CoverageSink {
  let base: UnsafeMutablePointer<UInt8>
  let width: Int

  @inline(__always)
  func rowBuffer(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y &* width }

  @inline(__always)
  func blend(_ y: Int, _ x0: Int, _ x1: Int) {}

  @inline(__always)
  func fill(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8) {
    let start = base + (y &* width &+ x0)
    let count = x1 &- x0
    // Short gaps are common between nearby edges, where a call to memset costs more than
    // two stores of 4 or 8 bytes that overlap in the middle, or three single bytes. (A
    // loop of single bytes would be turned back into a call to memset by the optimiser.)
    // Gaps of up to 128 pixels take 16-byte stores, the last one overlapping: a call also
    // makes the sweep save and reload its vector constants and running sums around it,
    // four times per gap. That was 2–5% faster at 256 px (`symbol-bench raster`,
    // alternating A/B runs) and no different elsewhere. A limit of 256 changed nothing;
    // one of 1,024 was 9% slower for `heart` at 1024 px, where memset's wider stores win.
    if count > Self.wideStoreLimit {
      start.update(repeating: coverage, count: count)
    } else if count > 16 {
      storeWide(start, count, coverage, rows: 1)
    } else if count >= 8 {
      let bytes = UInt64(coverage) &* 0x0101_0101_0101_0101
      let raw = UnsafeMutableRawPointer(start)
      raw.storeBytes(of: bytes, as: UInt64.self)
      raw.storeBytes(of: bytes, toByteOffset: count &- 8, as: UInt64.self)
    } else if count >= 4 {
      let bytes = UInt32(coverage) &* 0x0101_0101
      let raw = UnsafeMutableRawPointer(start)
      raw.storeBytes(of: bytes, as: UInt32.self)
      raw.storeBytes(of: bytes, toByteOffset: count &- 4, as: UInt32.self)
    } else if count > 0 {
      start[0] = coverage
      start[count &>> 1] = coverage
      start[count &- 1] = coverage
    }
  }

  /// Gaps of 17–128 pixels (the ones `fill` covers with 16-byte stores) take one loop for
  /// the four rows rather than four loops, each with its own set-up and branches: 3–5%
  /// fewer instructions at 256 px, 2–8% at 1024 px and 1–2% at 64 px (callgrind), and
  /// times within noise, most rows 0–3% faster (`symbol-bench raster`, alternating A/B
  /// runs). Other lengths go row by row.
  @inline(__always)
  func fillStrip(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8) {
    let count = x1 &- x0
    if count > 16 && count <= Self.wideStoreLimit {
      storeWide(base + (y &* width &+ x0), count, coverage, rows: 4)
    } else {
      for r in 0..<4 { fill(y &+ r, x0, x1, coverage) }
    }
  }

  /// The longest gap `fill` writes with 16-byte stores rather than memset (see there).
  @inline(__always) static var wideStoreLimit: Int { 128 }

  /// Writes `count` bytes (17 to `wideStoreLimit`) from `start` in each of `rows`
  /// consecutive rows with 16-byte stores, the last one overlapping. `rows` is a constant
  /// at each call, so the loop over rows unrolls.
  @inline(__always)
  private func storeWide(_ start: UnsafeMutablePointer<UInt8>, _ count: Int, _ coverage: UInt8, rows: Int) {
    let raw = UnsafeMutableRawPointer(start)
    let bytes = SIMD16<UInt8>(repeating: coverage)
    func store(at offset: Int) {
      for r in 0..<rows {
        raw.storeBytes(of: bytes, toByteOffset: offset &+ r &* width, as: SIMD16<UInt8>.self)
      }
    }
    var offset = 0
    repeat {
      store(at: offset)
      offset &+= 16
    } while offset &+ 16 < count
    store(at: count &- 16)
  }
}

/// Sweeps coverage into a scratch row and drops it: used to clear a band after an error.
/// Every row writes into the same scratch, since nothing written is read.
struct DiscardSink: CoverageSink {
  let scratch: ScratchBuffer<UInt8>
  let width: Int

  init(scratch: ScratchBuffer<UInt8>, width: Int) {
    scratch.reserve(width + 2)
    self.scratch = scratch
    self.width = width
  }

  func rowBuffer(_ y: Int) -> UnsafeMutablePointer<UInt8> { scratch.base }
  func blend(_ y: Int, _ x0: Int, _ x1: Int) {}
  func fill(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UInt8) {}
}
