import Foundation

/// Runs the built `symbolctl` binary in a scratch directory and captures what it did.
struct SymbolctlRunner {
  /// What one run produced.
  struct Result {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output, byte for byte.
    var output: [UInt8]
    /// Standard error as text.
    var error: String
  }

  /// The scratch directory the binary runs in; files named in tests are relative to it.
  let directory: URL

  /// Creates a fresh scratch directory.
  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("symbolctl-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The binary, found next to the test bundle (SwiftPM builds every product into the same
  /// directory) or, failing that, in the usual build directories under the package root.
  static let binary: URL? = {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      var url = URL(fileURLWithPath: first).resolvingSymlinksInPath()
      // The runner may be the `.xctest` bundle itself or a file inside it.
      while url.path != "/" {
        url = url.deletingLastPathComponent()
        candidates.append(url.appendingPathComponent("symbolctl"))
        if !url.path.contains(".xctest") { break }
      }
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("symbolctl"))
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for scratch in [".build-cli", ".build"] {
      candidates.append(packageRoot.appendingPathComponent("\(scratch)/debug/symbolctl"))
    }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
  }()

  /// Writes `text` to `name` in the scratch directory.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url(name))
  }

  /// The URL of `name` in the scratch directory.
  func url(_ name: String) -> URL {
    directory.appendingPathComponent(name)
  }

  /// The bytes of `name`, or `nil` when it does not exist.
  func contents(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: url(name).path).map(Array.init)
  }

  /// The names in the scratch directory, hidden ones included.
  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// Runs `symbolctl` with `arguments` in the scratch directory.
  func run(_ arguments: [String]) throws -> Result {
    guard let binary = Self.binary else { throw RunnerError.binaryNotFound }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let outputPipe = Pipe()
    // Standard error goes to a file outside the scratch directory, so that reading standard
    // output to the end cannot deadlock on a full error pipe and the directory listing
    // checked by the tests holds only what the binary wrote.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("symbolctl-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer { try? errorHandle.close() }
    process.standardOutput = outputPipe
    process.standardError = errorHandle
    try process.run()
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let error = try Data(contentsOf: errorURL)
    return Result(
      status: process.terminationStatus, output: Array(output), error: String(decoding: error, as: UTF8.self))
  }

  /// Removes the scratch directory.
  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }
}

/// Why a test could not run the binary.
enum RunnerError: Error {
  /// `symbolctl` was not built next to the tests; build with `--build-tests`.
  case binaryNotFound
}
