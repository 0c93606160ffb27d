import Glibc

/// Reads an input file whole with POSIX calls, so that failures carry the system's reason
/// ("No such file or directory", "Permission denied", "Is a directory").
enum InputFile {
  /// The largest input accepted; SVG icons are kilobytes, so this only stops accidents
  /// such as pointing the tool at a disk image.
  static let maximumBytes = 256 * 1_048_576

  /// The bytes of the file at `path`.
  ///
  /// - Throws: `CommandFailure` naming the path and the reason.
  static func read(_ path: String) throws(CommandFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system("cannot open", path: path, code: errno) }
    defer { _ = close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(descriptor, base, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system("cannot read", path: path, code: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maximumBytes else {
        throw CommandFailure("\(path): the file is larger than \(maximumBytes / 1_048_576) MiB")
      }
    }
  }
}
