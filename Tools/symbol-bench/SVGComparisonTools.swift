import Foundation
import Glibc

/// The two renderers `symbol-bench svg` compares, each run as its own process per icon.
struct SVGComparisonTools {
  /// Our `symbolctl` executable.
  let symbolctl: URL
  /// librsvg's `rsvg-convert` executable.
  let rsvgConvert: URL

  /// Finds both tools: `symbolctl` next to the running `symbol-bench`, `rsvg-convert` on
  /// `PATH`.
  ///
  /// - Throws: `SVGBenchError` saying how to install or build whichever is missing.
  static func locate() throws(SVGBenchError) -> SVGComparisonTools {
    let directory = executableDirectory()
    let symbolctl = directory.appendingPathComponent("symbolctl")
    guard FileManager.default.isExecutableFile(atPath: symbolctl.path) else {
      throw .symbolctlMissing(path: symbolctl.path)
    }
    guard let rsvg = searchPath(for: "rsvg-convert") else { throw .rsvgConvertMissing }
    return SVGComparisonTools(symbolctl: symbolctl, rsvgConvert: rsvg)
  }

  /// The directory of the running executable: `/proc/self/exe` resolved, else
  /// `CommandLine.arguments[0]`.
  private static func executableDirectory() -> URL {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: resolved).deletingLastPathComponent()
    }
    let argument = CommandLine.arguments.first ?? "."
    let path = argument.contains("/") ? argument : (searchPath(for: argument)?.path ?? argument)
    return URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
  }

  /// The first executable called `name` in a directory of `PATH`.
  private static func searchPath(for name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Renders `icon` with our tool into a `size`×`size` PNG at `output`.
  /// - Returns: The wall-clock seconds the process took, from launch to exit.
  func renderOurs(_ icon: URL, size: Int, output: URL) throws(SVGToolFailure) -> Double {
    try Self.run(
      symbolctl, arguments: ["render-svg", icon.path, "--size", "\(size)", "-o", output.path],
      errorLog: output.appendingPathExtension("log"))
  }

  /// Renders `icon` with `rsvg-convert` into a `size`×`size` PNG at `output`, keeping the
  /// aspect ratio as `symbolctl --size` does.
  /// - Returns: The wall-clock seconds the process took, from launch to exit.
  func renderTheirs(_ icon: URL, size: Int, output: URL) throws(SVGToolFailure) -> Double {
    try Self.run(
      rsvgConvert, arguments: ["-a", "-w", "\(size)", "-h", "\(size)", icon.path, "-o", output.path],
      errorLog: output.appendingPathExtension("log"))
  }

  /// Runs one process to completion with standard output discarded and standard error
  /// kept in a file for the failure message.
  ///
  /// Uses `posix_spawn` and `waitpid` directly: Foundation's `Process.waitUntilExit` polls
  /// its run loop in 50 ms steps on Linux, which would swamp a 10 ms process.
  private static func run(
    _ executable: URL, arguments: [String], errorLog: URL
  ) throws(SVGToolFailure) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorLog.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let started = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw SVGToolFailure(message: "cannot start \(executable.path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw SVGToolFailure(message: "waitpid failed: \(String(cString: strerror(errno)))")
      }
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    // WIFEXITED / WEXITSTATUS / WTERMSIG by hand: the C macros are not imported.
    let signal = status & 0x7f
    let exitStatus = (status >> 8) & 0xff
    guard signal == 0, exitStatus == 0 else {
      let text = ((try? String(contentsOf: errorLog, encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let how = signal == 0 ? "exit status \(exitStatus)" : "signal \(signal)"
      throw SVGToolFailure(
        message: "\(executable.lastPathComponent) failed (\(how))" + (text.isEmpty ? "" : ": \(text)"))
    }
    return elapsed
  }
}

/// Why one tool failed on one icon; reported in that icon's row.
struct SVGToolFailure: Error, CustomStringConvertible {
  /// What went wrong, with the tool's own standard error when it printed any.
  let message: String

  var description: String { message }
}

/// Why `symbol-bench svg` cannot run at all; it prints the description and exits non-zero.
enum SVGBenchError: Error, CustomStringConvertible {
  /// `rsvg-convert` is not on `PATH`.
  case rsvgConvertMissing
  /// `symbolctl` is not next to the running `symbol-bench`.
  case symbolctlMissing(path: String)
  /// The icon directory cannot be listed or holds no SVG files.
  case icons(String)
  /// A temporary file or directory cannot be made.
  case temporaryDirectory(String)

  var description: String {
    switch self {
    case .rsvgConvertMissing:
      "rsvg-convert not found on PATH; install librsvg2-bin (apt-get install librsvg2-bin)"
    case .symbolctlMissing(let path):
      "symbolctl not found at \(path); build it: swift build -c release --product symbolctl "
        + "(with the same --scratch-path as symbol-bench)"
    case .icons(let message):
      message
    case .temporaryDirectory(let message):
      "cannot create a temporary directory: \(message)"
    }
  }
}
