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

  /// Removes the scratch directory.
  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }
}
