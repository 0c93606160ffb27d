import Glibc
import SymbolEngine

/// Where a command's output goes: `-` for standard output, else a file written through
/// `AtomicFileWriter` (a temporary file renamed over the target on success, so a failure
/// never leaves a partial file or damages an existing one; links are followed, devices and
/// FIFOs written in place, directories refused).
enum OutputDestination {
  /// Refuses an output that is the same file as one of the command's `inputs` (named by
  /// `option`), links followed: `render-svg icon.svg --format svg` would otherwise replace
  /// its own source with the normalised copy, losing whatever was skipped.
  static func refuseOverwriting(
    _ inputs: [(path: String, option: String)], with output: String
  ) throws(CommandFailure) {
    guard output != "-", let written = identity(of: output) else { return }
    for input in inputs where identity(of: input.path) == written {
      throw CommandFailure(
        "\(output): the output is the same file as \(input.option) \(input.path), which writing would"
          + " replace; name another output with -o")
    }
  }

  /// The device and inode of the regular file `path` leads to, or nil when there is none.
  /// Devices such as /dev/null are left out: writing to them replaces nothing.
  private static func identity(of path: String) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// Writes `bytes` to `path`.
  static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
    if path == "-" {
      if let code = StandardStream.output.write(bytes: bytes) {
        throw CommandFailure.system("cannot write", path: StandardStream.output.name, code: code)
      }
      return
    }
    do {
      try AtomicFileWriter(destination: path).write(bytes)
    } catch {
      throw CommandFailure("\(path): \(error)")
    }
  }
}
