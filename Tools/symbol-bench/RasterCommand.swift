import ArgumentParser
import Foundation
import Glibc
import SymbolRaster

/// `symbol-bench raster`: our scanline filler against FreeType's smooth rasterizer.
struct RasterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "raster",
    abstract: "Time our filler against FreeType on identical outlines and measure both errors.",
    discussion: """
      Workloads: \(BenchWorkload.allNames.joined(separator: ", ")). For each workload and size, \
      every outline is rendered by both rasterizers, compared with the exact reference \
      rasterizer, then timed in alternating runs; the median time per outline is reported. \
      Run a release build: swift run -c release symbol-bench raster
      """)

  /// The fewest runs whose median is still robust against a few disturbed runs.
  static let minimumRuns = 11

  @Flag(help: "Print the results as a JSON array instead of a table.")
  var json = false

  @Option(help: "Runs per workload and size (at least \(Self.minimumRuns)).")
  var runs = Self.minimumRuns

  @Option(
    help: "Sizes in pixels per em or icon box, comma-separated.",
    transform: { text in
      try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
        if item.allSatisfy(\.isWhitespace) {
          throw ValidationError("'\(text)' has an empty entry; give sizes such as 16,32")
        }
        guard let size = Int(item.trimmingCharacters(in: .whitespaces)) else {
          throw ValidationError("'\(item)' is not a whole number of pixels")
        }
        return size
      }
    })
  var sizes: [Int] = [16, 32, 64, 128, 256, 1024, 2048]

  @Option(help: "The clock for timing runs: monotonic (elapsed time) or thread-cpu (on a busy machine).")
  var clock = BenchClock.monotonic

  @Option(
    name: .customLong("workload"),
    help: "Workloads to run, comma-separated or repeated (default: all).")
  var workloadOptions: [String] = []

  @Option(
    name: .customLong("font"),
    help: """
      The font the glyph workload reads its printable ASCII from (default: DejaVu Sans); \
      with another font the workload is reported as ascii:FILE.
      """)
  var fontPath = BenchWorkload.dejaVuSansPath

  @Option(
    help: """
      Sub-pixel positions of each outline, 1...64 (1 is the table's). With more, each \
      outline is also drawn moved by fractions of a pixel, every copy a different polygon \
      filled in turn, so that the processor's branch predictors do not meet the same \
      outline's branches again and again, as they do when it is filled thousands of times.
      """)
  var phases = 1

  /// The largest size accepted: canvases must stay within the mask size limit even for
  /// glyphs that reach beyond the em.
  static let maximumSize = 8192

  func validate() throws {
    guard runs >= Self.minimumRuns else {
      throw ValidationError("--runs must be at least \(Self.minimumRuns), so that the median is robust")
    }
    guard !sizes.isEmpty else { throw ValidationError("--sizes needs at least one size") }
    guard (1...64).contains(phases) else {
      throw ValidationError("--phases \(phases) is not accepted; give 1...64 sub-pixel positions")
    }
    for size in sizes where !(1...Self.maximumSize).contains(size) {
      throw ValidationError("size \(size) is not accepted; sizes must be 1...\(Self.maximumSize) px")
    }
    for name in workloadNames where !BenchWorkload.allNames.contains(name) {
      throw ValidationError(
        "unknown workload '\(name)'; choose from \(BenchWorkload.allNames.joined(separator: ", "))")
    }
  }

  private var workloadNames: [String] {
    let names = commaSeparatedNames(workloadOptions)
    return names.isEmpty ? BenchWorkload.allNames : names
  }

  func run() throws {
    let workloads = try workloadNames.map { name throws(BenchError) in
      try BenchWorkload.load(named: name, fontPath: fontPath)
    }
    let rasterizer: Rasterizer
    do {
      rasterizer = try Rasterizer()
    } catch {
      throw BenchError.raster(name: "(none)", message: "\(error)")
    }
    let freeType = try FreeTypeRaster()
    // Every scene's outlines first, so that one too large for memory stops the run before
    // its first row rather than after rows it would have to discard.
    let scenes = try workloads.flatMap { workload throws(BenchError) in
      try sizes.map { size throws(BenchError) in
        (workload.name, size, try RasterScene.outlines(of: workload, size: size, phases: phases))
      }
    }
    var results: [RasterResult] = []
    for (name, size, outlines) in scenes {
      var scene = try RasterScene(name, size: size, outlines: outlines)
      results.append(try measure(&scene, rasterizer: rasterizer, freeType: freeType))
    }
    print(json ? try RasterResult.json(results) : RasterResult.table(results))
  }

  private func measure(
    _ scene: inout RasterScene, rasterizer: Rasterizer, freeType: FreeTypeRaster
  ) throws(BenchError) -> RasterResult {
    let label = "\(scene.workload) \(scene.size) px"
    let started = Date()
    let quality = try RasterQuality(scene: &scene, rasterizer: rasterizer, freeType: freeType) {
      done, total in
      Progress.update("\(label): reference \(done)/\(total)")
    }
    let checkSeconds = Date().timeIntervalSince(started)
    Progress.update("\(label): timing \(runs) runs")
    let timing = try RasterTiming(
      scene: &scene, runs: runs, clock: clock, rasterizer: rasterizer, freeType: freeType)
    Progress.finish(
      String(
        format: "%@: %d outlines, %.0f kpx, errors checked in %.1f s, %d passes per run",
        label, scene.count, Double(scene.totalPixels) / 1000, checkSeconds, timing.repeats))
    return RasterResult(
      workload: scene.workload, size: scene.size, oursNanoseconds: timing.oursNanoseconds,
      freeTypeNanoseconds: timing.freeTypeNanoseconds, oursMaximumError: quality.oursMaximum,
      freeTypeMaximumError: quality.freeTypeMaximum, oursMeanError: quality.oursMean,
      freeTypeMeanError: quality.freeTypeMean, phases: phases)
  }
}

/// Progress lines on standard error, so that standard output stays clean for the table or
/// the JSON. A status line is rewritten in place on a terminal and printed only when it is
/// final otherwise, so that logs are not flooded.
enum Progress {
  private static let isTerminal = isatty(STDERR_FILENO) != 0

  /// Replaces the current status line (terminals only).
  static func update(_ message: String) {
    guard isTerminal else { return }
    write("\r\u{1B}[K" + message)
  }

  /// Prints a final line for the current step.
  static func finish(_ message: String) {
    write((isTerminal ? "\r\u{1B}[K" : "") + message + "\n")
  }

  private static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
