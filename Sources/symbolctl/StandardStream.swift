import ArgumentParser
import Glibc
import SymbolEngine

/// Standard output or standard error, written with plain `write(2)` so that binary output
/// (a PNG on standard output) passes through byte for byte, unbuffered and untranslated.
struct StandardStream {
  /// Standard output, for image data written with `-o -`.
  static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
  /// Standard error, for warnings and errors.
  static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

  /// The file descriptor written to.
  let descriptor: Int32
  /// The stream's name in messages.
  let name: String

  /// Writes a command's result. A result that cannot be written (a full disk) is lost, so
  /// the failure is reported on standard error and the command exits with status 1.
  func writeResult(_ text: String) throws(ExitCode) {
    guard let code = write(bytes: Array(text.utf8)) else { return }
    StandardStream.error.write("error: \(CommandFailure.system("cannot write", path: name, code: code))\n")
    throw ExitCode.failure
  }

  /// Writes `text` as UTF-8; failures are ignored since there is nowhere left to report them.
  ///
  /// On standard error, which a terminal shows, control characters other than line breaks
  /// and tabs are escaped (``escapingControlCharacters(_:)``): messages quote names and
  /// arguments as given, and `render $'x\e[31m'` would otherwise send an escape sequence
  /// to the terminal. Long command-line values in messages are cut
  /// (``shortening(_:in:)``).
  func write(_ text: String) {
    guard descriptor == STDERR_FILENO else {
      _ = write(bytes: Array(text.utf8))
      return
    }
    let shortened = Self.shortening(CommandLine.arguments.dropFirst(), in: text)
    _ = write(bytes: Array(MessageQuotation.escapingControlCharacters(shortened).utf8))
  }

  /// `message` with every command-line value longer than `MessageQuotation` quotes whole
  /// cut as it cuts them (`'zzz…' (100000 characters)`) where the message quotes it: the
  /// parser's own messages ("The value '…' is invalid for '--point-size'") quoted it whole,
  /// and a 100,000-character value made a 100 KB message. Where a message names a path
  /// unquoted (`error: PATH: cannot …`), only a value longer than any path (`PATH_MAX`,
  /// 4096 bytes) is cut, so that a real path is always shown whole.
  static func shortening(_ arguments: some Sequence<String>, in message: String) -> String {
    var values = arguments.flatMap { argument -> [Substring] in
      // `--point-size=VALUE`: a message may quote the value, the option's name or both.
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return [argument[...]]
      }
      return [argument[...], argument[..<equals], argument[argument.index(after: equals)...]]
    }
    // Longest first, so that a value inside another is not cut out of it.
    values = values.filter { $0.unicodeScalars.count > MessageQuotation.maximumScalars }
      .sorted { $0.count > $1.count }
    var shortened = message
    for value in values {
      shortened = shortened.replacing("'\(value)'", with: MessageQuotation.quoted(value))
      if value.utf8.count > Int(PATH_MAX) {
        shortened = shortened.replacing(value, with: MessageQuotation.quoted(value, opening: "", closing: ""))
      }
    }
    return shortened
  }

  /// Writes every byte, resuming after short writes; returns the `errno` of a failure.
  @discardableResult
  func write(bytes: [UInt8]) -> Int32? {
    AtomicFileWriter.writeFully(bytes, to: descriptor)
  }
}
