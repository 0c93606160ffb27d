import Glibc
import SymbolEngine

/// Standard output or standard error, written with plain `write(2)` so that binary output
/// (a PNG on standard output) passes through byte for byte, unbuffered and untranslated.
struct StandardStream {
  /// Standard output, for image data written with `-o -`.
  static let output = StandardStream(descriptor: STDOUT_FILENO)
  /// Standard error, for warnings and errors.
  static let error = StandardStream(descriptor: STDERR_FILENO)

  /// The file descriptor written to.
  let descriptor: Int32

  /// Writes `text` as UTF-8; failures are ignored since there is nowhere left to report them.
  func write(_ text: String) {
    _ = write(bytes: Array(text.utf8))
  }

  /// Writes every byte, resuming after short writes; returns the `errno` of a failure.
  @discardableResult
  func write(bytes: [UInt8]) -> Int32? {
    AtomicFileWriter.writeFully(bytes, to: descriptor)
  }
}
