import ArgumentParser
import Glibc

/// Standard output or standard error, written with plain `write(2)`: unbuffered, so the
/// findings and the summary interleave in the order they were written, and nothing is lost
/// when the process exits with a status of its own.
struct Output {
  /// Standard output, for findings and rule lists.
  static let standard = Output(descriptor: STDOUT_FILENO, name: "standard output")
  /// Standard error, for the summary and failures.
  static let error = Output(descriptor: STDERR_FILENO, name: "standard error")

  /// The file descriptor written to.
  let descriptor: Int32
  /// The stream's name in messages.
  let name: String

  /// Writes the command's result. Findings or rules that cannot be written (a full disk) are
  /// lost, and a script reading them would take an empty output for a clean catalog, so the
  /// failure is reported on standard error and the command exits with status 1, as
  /// `symbolctl` does.
  func writeResult(_ text: String) throws(ExitCode) {
    guard let code = write(text) else { return }
    Output.error.write("error: \(name): cannot write: \(String(cString: strerror(code)))\n")
    throw ExitCode.failure
  }

  /// Writes `text` as UTF-8, resuming after short writes; returns the `errno` of a failure,
  /// which callers writing to standard error ignore, since there is nowhere left to report
  /// it (a closed pipe ends the output by SIGPIPE, as for other tools).
  @discardableResult
  func write(_ text: String) -> Int32? {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.write(descriptor, base, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      // write(2) returns 0 only for an empty request; stop rather than loop.
      guard written > 0 else { return EIO }
      offset += written
    }
    return nil
  }
}
