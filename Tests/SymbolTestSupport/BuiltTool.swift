import Foundation

/// Finds a product of this package (`symbolctl`, `symbol-lint`) built next to the tests and
/// runs it, capturing its exit status, standard output and standard error.
public enum BuiltTool {
  /// What one run produced.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output, byte for byte.
    public var output: [UInt8]
    /// Standard error as text.
    public var error: String
  }

  /// Why a test could not run the tool.
  public enum Failure: Error, CustomStringConvertible {
    /// The tool was not built next to the tests.
    case notBuilt(String)

    /// Names the tool and how to build it.
    public var description: String {
      switch self {
      case .notBuilt(let name):
        "\(name) is not built next to the tests; build with `swift build --build-tests`"
      }
    }
  }

  /// The executable `name`, found next to the test bundle (SwiftPM builds every product into
  /// the same directory) or, failing that, in `.build/debug` under the package root.
  public static func locate(_ name: String) -> URL? {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      var url = URL(fileURLWithPath: first).resolvingSymlinksInPath()
      // The runner may be the `.xctest` bundle itself or a file inside it.
      while url.path != "/" {
        url = url.deletingLastPathComponent()
        candidates.append(url.appendingPathComponent(name))
        if !url.path.contains(".xctest") { break }
      }
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the tool `name` with `arguments` in `directory` (the current one when `nil`), its
  /// standard output captured, or sent to the file `outputPath` (such as `/dev/full`), with
  /// the variables of `environment` set (a `nil` value removes one).
  public static func run(
    _ name: String, _ arguments: [String], in directory: URL? = nil, outputPath: String? = nil,
    environment: [String: String?] = [:]
  ) throws -> Result {
    guard let binary = locate(name) else { throw Failure.notBuilt(name) }
    return try launch(
      binary, arguments, name: name, in: directory, outputPath: outputPath, environment: environment)
  }

  /// Runs the tool `name` with arguments given as bytes, which need not be UTF-8: `Process`
  /// takes `String`s only, so a shell passes them on, each written out by `printf` from octal
  /// escapes. (`printf` output loses trailing newlines; no test needs them.)
  public static func run(
    _ name: String, bytes arguments: [[UInt8]], in directory: URL? = nil
  ) throws -> Result {
    guard let binary = locate(name) else { throw Failure.notBuilt(name) }
    let quoted = arguments.map { bytes in
      " \"$(printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "')\""
    }
    let script = "exec \"$0\"" + quoted.joined()
    return try launch(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, binary.path], name: name, in: directory, outputPath: nil
    )
  }

  private static func launch(
    _ executable: URL, _ arguments: [String], name: String, in directory: URL?, outputPath: String?,
    environment: [String: String?] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      var variables = ProcessInfo.processInfo.environment
      for (name, value) in environment { variables[name] = value }
      process.environment = variables
    }
    if let directory { process.currentDirectoryURL = directory }
    // Standard error goes to a file outside any scratch directory, so that reading standard
    // output to the end cannot deadlock on a full error pipe and directory listings checked
    // by the tests hold only what the tool wrote.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer { try? errorHandle.close() }
    let outputPipe = Pipe()
    let outputFile = try outputPath.map { try FileHandle(forWritingTo: URL(fileURLWithPath: $0)) }
    defer { try? outputFile?.close() }
    process.standardOutput = outputFile ?? outputPipe
    process.standardError = errorHandle
    try process.run()
    try? outputPipe.fileHandleForWriting.close()
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let error = try Data(contentsOf: errorURL)
    return Result(
      status: process.terminationStatus, output: Array(output), error: String(decoding: error, as: UTF8.self))
  }
}
