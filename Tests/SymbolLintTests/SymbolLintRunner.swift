import Foundation
import SymbolTestSupport

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

  /// Runs `symbol-lint` with `arguments` in `directory` (the current one by default), its
  /// standard output captured, or sent to the file `outputPath` (such as `/dev/full`), with
  /// the variables of `environment` set (`nil` removes one).
  static func run(
    _ arguments: [String], in directory: String? = nil, outputPath: String? = nil,
    environment: [String: String?] = [:]
  ) throws -> Result {
    let result = try BuiltTool.run(
      "symbol-lint", arguments, in: directory.map { URL(fileURLWithPath: $0) }, outputPath: outputPath,
      environment: environment)
    return Result(
      status: result.status, output: String(decoding: result.output, as: UTF8.self), error: result.error)
  }
}
