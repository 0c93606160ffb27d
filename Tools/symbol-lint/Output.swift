import Glibc

/// Standard output or standard error, written with plain `write(2)`: unbuffered, so the
/// findings and the summary interleave in the order they were written, and nothing is lost
/// when the process exits with a status of its own.
struct Output {
  /// Standard output, for findings and rule lists.
  static let standard = Output(descriptor: STDOUT_FILENO)
  /// Standard error, for the summary and failures.
  static let error = Output(descriptor: STDERR_FILENO)

  /// The file descriptor written to.
  let descriptor: Int32

  /// Writes `text` as UTF-8, resuming after short writes; failures are ignored since there
  /// is nowhere left to report them (a closed pipe ends the output, as for other tools).
  func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.write(descriptor, base, buffer.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
