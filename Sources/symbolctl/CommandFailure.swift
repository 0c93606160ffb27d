import Glibc

/// Why a command failed after its options were accepted; printed as "error: " followed by
/// the description, with exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
  /// The full message, already naming the file concerned.
  let description: String

  /// Creates a failure with a message naming the file concerned.
  init(_ description: String) {
    self.description = description
  }

  /// A failure for a system call, with the system's reason for `code`.
  static func system(_ what: String, path: String, code: Int32) -> CommandFailure {
    CommandFailure("\(path): \(what): \(String(cString: strerror(code)))")
  }
}
