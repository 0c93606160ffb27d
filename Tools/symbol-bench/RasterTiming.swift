import ArgumentParser
import Glibc
import SymbolRaster

/// Median time per outline of our filler and of FreeType on one scene, measured fairly:
/// one thread, the same outlines, targets cleared outside the timed region, and runs that
/// alternate between the two rasterizers, swapping which goes first every run, so that
/// drift in clock speed or in the load from other processes hits both alike.
struct RasterTiming {
  /// A run must last at least this long for the clock's resolution and overhead not to
  /// matter; shorter sets are repeated within a run.
  static let minimumRunNanoseconds = 2_000_000.0

  /// Median nanoseconds per outline, ours.
  let oursNanoseconds: Double
  /// Median nanoseconds per outline, FreeType.
  let freeTypeNanoseconds: Double
  /// How often the whole set was rendered within one run.
  let repeats: Int

  /// Times `runs` runs of each rasterizer over every outline of `scene`.
  ///
  /// When one pass over the set is shorter than `minimumRunNanoseconds`, a run renders the
  /// set `repeats` times between two clock reads; rendering the same outline again into the
  /// same target writes the same pixels, so only the first pass meets a zeroed target and
  /// the rest overwrite identical values, on both sides. When one pass is long enough, each
  /// outline is timed on its own right after its target is cleared, so every render meets
  /// a target that is in cache, as it would be after clearing it in real use, rather than
  /// one evicted by clearing the targets of all the other (large) outlines first.
  init(
    scene: inout RasterScene, runs: Int, clock: BenchClock, rasterizer: Rasterizer, freeType: FreeTypeRaster
  ) throws(BenchError) {
    // Calibration doubles as warm-up: scratch memory grows to its final size here.
    var fastestPass = Double.infinity
    for _ in 0..<2 {
      fastestPass = min(
        fastestPass, try Self.timeOurs(&scene, repeats: 1, individually: false, clock, rasterizer))
      fastestPass = min(
        fastestPass, try Self.timeFreeType(scene, repeats: 1, individually: false, clock, freeType))
    }
    let passes = Int((Self.minimumRunNanoseconds / max(fastestPass, 1)).rounded(.up))
    let individually = passes <= 1
    let repeats = max(1, passes)
    func oursRun() throws(BenchError) -> Double {
      try Self.timeOurs(&scene, repeats: repeats, individually: individually, clock, rasterizer)
    }
    func freeTypeRun() throws(BenchError) -> Double {
      try Self.timeFreeType(scene, repeats: repeats, individually: individually, clock, freeType)
    }

    var ours: [Double] = []
    var theirs: [Double] = []
    for run in 0..<runs {
      if run % 2 == 0 {
        ours.append(try oursRun())
        theirs.append(try freeTypeRun())
      } else {
        theirs.append(try freeTypeRun())
        ours.append(try oursRun())
      }
    }
    self.repeats = repeats
    let renders = Double(repeats * scene.count)
    oursNanoseconds = Self.median(ours) / renders
    freeTypeNanoseconds = Self.median(theirs) / renders
  }

  /// Nanoseconds for `repeats` passes of our filler over the set.
  private static func timeOurs(
    _ scene: inout RasterScene, repeats: Int, individually: Bool, _ clock: BenchClock,
    _ rasterizer: Rasterizer
  ) throws(BenchError) -> Double {
    if individually {
      var total: UInt64 = 0
      for index in 0..<scene.count {
        scene.masks[index].clear()
        let start = clock.now()
        try scene.renderOurs(index, with: rasterizer)
        total += clock.now() - start
      }
      return Double(total)
    }
    for index in 0..<scene.count { scene.masks[index].clear() }
    let start = clock.now()
    for _ in 0..<repeats {
      for index in 0..<scene.count { try scene.renderOurs(index, with: rasterizer) }
    }
    return Double(clock.now() - start)
  }

  /// Nanoseconds for `repeats` passes of FreeType over the set.
  private static func timeFreeType(
    _ scene: RasterScene, repeats: Int, individually: Bool, _ clock: BenchClock,
    _ freeType: FreeTypeRaster
  ) throws(BenchError) -> Double {
    if individually {
      var total: UInt64 = 0
      for index in 0..<scene.count {
        scene.bitmaps[index].clear()
        let start = clock.now()
        try scene.renderFreeType(index, with: freeType)
        total += clock.now() - start
      }
      return Double(total)
    }
    for bitmap in scene.bitmaps { bitmap.clear() }
    let start = clock.now()
    for _ in 0..<repeats {
      for index in 0..<scene.count { try scene.renderFreeType(index, with: freeType) }
    }
    return Double(clock.now() - start)
  }

  /// The middle value; the mean of the two middle values for an even count.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// The clock that times the runs.
///
/// The monotonic clock measures elapsed time, which is what a user waits for, but on a
/// machine shared with other busy processes it also counts the time the benchmark thread
/// was not running. The thread's CPU-time clock leaves that out (it still counts cache
/// misses caused by the neighbours), at the cost of a system call of a few hundred
/// nanoseconds per read instead of a vDSO call of about 20.
enum BenchClock: String, CaseIterable, ExpressibleByArgument {
  /// `CLOCK_MONOTONIC`: elapsed time, unaffected by changes to the wall-clock time.
  case monotonic
  /// `CLOCK_THREAD_CPUTIME_ID`: CPU time of the calling thread.
  case threadCPU = "thread-cpu"

  private var id: clockid_t {
    switch self {
    case .monotonic: CLOCK_MONOTONIC
    case .threadCPU: CLOCK_THREAD_CPUTIME_ID
    }
  }

  /// The clock's current reading in nanoseconds.
  @inline(__always)
  func now() -> UInt64 {
    var time = timespec()
    clock_gettime(id, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
