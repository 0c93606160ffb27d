import ArgumentParser
import Foundation
import Glibc
import SymbolCatalog

/// `symbol-bench catalog`: how long opening a folder catalog and resolving names takes,
/// in process and as a whole `symbolctl resolve` process, against the start-up cost of
/// `symbolctl --help` measured in the same run.
struct CatalogBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Time catalog loading and name resolution, in process and through symbolctl.",
    discussion: """
      Generates a catalog of N base symbols (a small SVG each, some variant files, a \
      manifest with categories, keywords, aliases, synthesis rules and deprecations) in a \
      temporary folder, then measures, as medians of \(CatalogBenchmark.runs) runs: (a) \
      FolderCatalog(directory:) plus \(CatalogBenchmark.requests.count) resolutions in \
      this process; (b) the wall time of a symbolctl resolve process on that catalog; (c) \
      the wall time of symbolctl --help, the start-up reference of the same run. (b) and \
      (c) alternate so that machine noise hits both. symbolctl is looked for next to this \
      executable; build both in release with the same scratch path.
      """)

  /// Runs per measurement; the median is reported.
  static let runs = 15

  /// The requests resolved in process (a synthesised slash, an authored enclosure, a
  /// deprecated name, an alias, two shapes) and the variants applied.
  static let requests: [(name: String, variants: SymbolVariants)] = [
    ("symbol0", .fill.slash), ("symbol1", .circle.fill), ("old50", .none), ("alias10", .fill),
    ("symbol7", .square.circle),
  ]

  @Option(help: "The number of base symbols in the generated catalog.")
  var symbols = 1000

  @Flag(help: "Print the results as a JSON object.")
  var json = false

  func validate() throws {
    guard (100...100_000).contains(symbols) else {
      throw ValidationError("--symbols must be 100...100000 (the requests use symbols up to number 50)")
    }
  }

  func run() throws {
    do throws(CatalogBenchFailure) {
      let symbolctl = try Self.symbolctlPath()
      let directory = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let files = try Self.generate(symbols: symbols, in: directory)
      Progress.finish("generated \(symbols) symbols (\(files) files) in \(directory)")
      var inProcessTimes: [Double] = []
      for _ in 0..<Self.runs { inProcessTimes.append(try Self.loadAndResolve(directory)) }
      let inProcess = try Self.median(inProcessTimes)
      var resolveTimes: [Double] = []
      var helpTimes: [Double] = []
      let resolveArguments = [
        "resolve", "symbol0", "--variant", "fill", "--variant", "slash", "--catalog", directory,
      ]
      for index in 0..<Self.runs {
        Progress.update("process run \(index + 1)/\(Self.runs)")
        resolveTimes.append(try Self.spawn(symbolctl, resolveArguments))
        helpTimes.append(try Self.spawn(symbolctl, ["--help"]))
      }
      let resolve = try Self.median(resolveTimes)
      let help = try Self.median(helpTimes)
      Progress.finish("timed \(Self.runs) runs each")
      print(
        json
          ? jsonReport(files: files, inProcess: inProcess, resolve: resolve, help: help)
          : textReport(files: files, inProcess: inProcess, resolve: resolve, help: help))
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }

  private func textReport(files: Int, inProcess: Double, resolve: Double, help: Double) -> String {
    """
    catalog: \(symbols) base symbols, \(files) files; medians of \(Self.runs) runs
    (a) in process, FolderCatalog load + \(Self.requests.count) resolves: \(Self.format(inProcess)) ms
    (b) symbolctl resolve process:                   \(Self.format(resolve)) ms
    (c) symbolctl --help process (reference):        \(Self.format(help)) ms
    ratio (b)/(c): \(Self.format(resolve / help))
    """
  }

  private func jsonReport(files: Int, inProcess: Double, resolve: Double, help: Double) -> String {
    """
    {"symbols": \(symbols), "files": \(files), "runs": \(Self.runs), \
    "inProcessLoadAndResolveMs": \(Self.format(inProcess)), "resolveProcessMs": \(Self.format(resolve)), \
    "helpProcessMs": \(Self.format(help)), "resolveToHelpRatio": \(Self.format(resolve / help))}
    """
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  /// Opens the catalog and resolves every request; returns milliseconds.
  private static func loadAndResolve(_ directory: String) throws(CatalogBenchFailure) -> Double {
    let start = now()
    do {
      let catalog = try FolderCatalog(directory: directory)
      let resolver = VariantResolver(catalog: catalog)
      for request in requests {
        _ = try resolver.resolve(request.name, variants: request.variants)
      }
    } catch {
      throw CatalogBenchFailure("in-process resolution failed: \(error)")
    }
    return (now() - start) * 1000
  }

  private static func median(_ values: [Double]) throws(CatalogBenchFailure) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { throw CatalogBenchFailure("no measurements") }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Runs `executable` with output discarded and returns its wall time in milliseconds,
  /// from `posix_spawn` to `waitpid` (Foundation's `Process` polls in 50 ms steps on Linux).
  private static func spawn(_ executable: String, _ arguments: [String]) throws(CatalogBenchFailure) -> Double
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = now()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw CatalogBenchFailure("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw CatalogBenchFailure("waitpid: \(String(cString: strerror(errno)))") }
    }
    let elapsed = (now() - start) * 1000
    // WIFEXITED and WEXITSTATUS by hand: the C macros are not imported.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw CatalogBenchFailure(
        "symbolctl \(arguments.joined(separator: " ")) failed with wait status \(status)")
    }
    return elapsed
  }

  /// `symbolctl` in the directory of this executable (`/proc/self/exe` resolved).
  private static func symbolctlPath() throws(CatalogBenchFailure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { throw CatalogBenchFailure("cannot read /proc/self/exe") }
    let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    let path = directory + "/symbolctl"
    guard access(path, X_OK) == 0 else {
      throw CatalogBenchFailure(
        "symbolctl not found at \(path); build it with the same scratch path: "
          + "swift build -c release --product symbolctl")
    }
    return path
  }

  private static func temporaryDirectory() throws(CatalogBenchFailure) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "symbol-bench-catalog-\(UUID().uuidString)"
    ).path
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw CatalogBenchFailure("cannot create a temporary directory: \(error.localizedDescription)")
    }
    return path
  }

  /// Writes the catalog; returns the number of files written.
  private static func generate(symbols: Int, in directory: String) throws(CatalogBenchFailure) -> Int {
    var files: [(name: String, text: String)] = []
    var entries: [String] = []
    var deprecated: [String] = []
    for index in 0..<symbols {
      let base = "symbol\(index)"
      var names = [base]
      if index % 2 == 0 { names.append(base + ".fill") }
      if index % 3 == 0 { names.append(base + ".slash") }
      if index % 5 == 0 { names.append(base + ".circle.fill") }
      for name in names { files.append((name + ".svg", svg)) }
      let synthesize = index % 4 == 3 ? "" : #", "synthesize": ["slash", "circle", "square", "rectangle"]"#
      let alias = index % 10 == 0 ? #""alias\#(index)""# : ""
      let lists = #""categories": ["category\#(index % 20)"], "keywords": ["word\#(index % 50)"]"#
      entries.append(
        #"    {"name": "\#(base)", \#(lists), "aliases": [\#(alias)], "preferredMode": "hierarchical""#
          + synthesize + "}")
      if index % 50 == 0 { deprecated.append(#"    {"name": "old\#(index)", "replacement": "\#(base)"}"#) }
    }
    let manifest =
      "{\n  \"symbols\": [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"deprecated\": [\n"
      + deprecated.joined(separator: ",\n") + "\n  ]\n}\n"
    files.append(("manifest.json", manifest))
    for file in files {
      let path = directory + "/" + file.name
      guard FileManager.default.createFile(atPath: path, contents: Data(file.text.utf8)) else {
        throw CatalogBenchFailure("cannot write \(path)")
      }
    }
    return files.count
  }

  /// A small valid symbol template in the Symbols/README.md format.
  private static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="180" height="120" viewBox="0 0 180 120">
      <g id="Guides">
        <line id="Baseline-S" x1="0" y1="90" x2="180" y2="90" stroke="#27aae1" stroke-width="0.5"/>
        <line id="Capline-S" x1="0" y1="19.541" x2="180" y2="19.541" stroke="#27aae1" stroke-width="0.5"/>
        <line id="left-margin-Regular-S" x1="20" y1="0" x2="20" y2="120" stroke="#00aeef" stroke-width="0.5"/>
        <line id="right-margin-Regular-S" x1="100" y1="0" x2="100" y2="120" stroke="#00aeef"
          stroke-width="0.5"/>
      </g>
      <g id="Symbols">
        <g id="Regular-S">
          <path class="monochrome-0 hierarchical-0:primary" d="M30 55 H90 M60 25 V85"
            fill="none" stroke="black" stroke-width="6.2" stroke-linecap="round"/>
        </g>
      </g>
    </svg>

    """
}

/// Why `symbol-bench catalog` could not finish; printed after `error: `.
struct CatalogBenchFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
