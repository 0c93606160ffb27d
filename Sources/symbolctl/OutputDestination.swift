import SymbolEngine

/// Where a command's output goes: `-` for standard output, else a file written through
/// `AtomicFileWriter` (a temporary file renamed over the target on success, so a failure
/// never leaves a partial file or damages an existing one; links are followed, devices and
/// FIFOs written in place, directories refused).
enum OutputDestination {
  /// Writes `bytes` to `path`.
  static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
    if path == "-" {
      if let code = StandardStream.output.write(bytes: bytes) {
        throw CommandFailure.system("cannot write", path: "standard output", code: code)
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
