import Foundation

/// Runs the built `symbol-lint` binary and captures what it did.
struct SymbolLintRunner {
  /// What one run produced.
  struct Result {
    /// The exit status.
    var status: Int32
    /// Standard output as text.
    var output: String
    /// Standard error as text.
    var error: String

    /// The lines of standard output, without the final newline.
    var outputLines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  /// Why a test could not run the binary.
  enum Failure: Error {
    /// `symbol-lint` was not built next to the tests; build with `--build-tests`.
    case binaryNotFound
  }

  /// The binary, found next to the test bundle (SwiftPM builds every product into the same
  /// directory) or, failing that, in the usual build directories under the package root.
  static let binary: URL? = {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      var url = URL(fileURLWithPath: first).resolvingSymlinksInPath()
      // The runner may be the `.xctest` bundle itself or a file inside it.
      while url.path != "/" {
        url = url.deletingLastPathComponent()
        candidates.append(url.appendingPathComponent("symbol-lint"))
        if !url.path.contains(".xctest") { break }
      }
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("symbol-lint"))
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for scratch in [".build-h3", ".build"] {
      candidates.append(packageRoot.appendingPathComponent("\(scratch)/debug/symbol-lint"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs `symbol-lint` with `arguments` in `directory` (the current one by default).
  static func run(_ arguments: [String], in directory: String? = nil) throws -> Result {
    guard let binary else { throw Failure.binaryNotFound }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    // Standard error goes to a file, so that reading standard output to the end cannot
    // deadlock on a full error pipe.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("symbol-lint-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer { try? errorHandle.close() }
    let outputPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorHandle
    try process.run()
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let error = try Data(contentsOf: errorURL)
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }
}
