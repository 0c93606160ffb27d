import Foundation
import SymbolTestSupport

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

  /// Runs `symbolctl` with `arguments` in the scratch directory, its standard output
  /// captured or sent to the file `outputPath`.
  func run(_ arguments: [String], outputPath: String? = nil) throws -> Result {
    let result = try BuiltTool.run("symbolctl", arguments, in: directory, outputPath: outputPath)
    return Result(status: result.status, output: result.output, error: result.error)
  }

  /// Runs `symbolctl` with `arguments` in the scratch directory, its standard input a pipe
  /// that stays open and is never written or read by anyone else (as in `sleep 20 |
  /// symbolctl …`), its standard output discarded. A run still going after `timeout`
  /// seconds is terminated and reported with `timedOut`, so that a command waiting
  /// forever on its own input fails the test instead of hanging the suite.
  func runReadingAnOpenPipe(
    _ arguments: [String], timeout: TimeInterval
  ) throws -> (
    result: Result, timedOut: Bool
  ) {
    guard let binary = BuiltTool.locate("symbolctl") else { throw BuiltTool.Failure.notBuilt("symbolctl") }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let input = Pipe()
    // The write end stays open in this process until the run is over, so the tool never
    // sees the end of its input.
    defer { try? input.fileHandleForWriting.close() }
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    // Outside the scratch directory, whose listing the tests check.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("symbolctl-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer { try? errorHandle.close() }
    process.standardError = errorHandle
    try process.run()
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    let timedOut = process.isRunning
    if timedOut { process.terminate() }
    process.waitUntilExit()
    let error = String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
    return (Result(status: process.terminationStatus, output: [], error: error), timedOut)
  }

  /// Removes the scratch directory.
  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }
}
