import Glibc
import SymbolEngine

/// Reads an input file whole with POSIX calls, so that failures carry the system's reason
/// ("No such file or directory", "Permission denied", "Is a directory").
enum InputFile {
  /// The largest input accepted: the XML parser's own limit, so that a file the parser would
  /// refuse is refused here, before it is read, rather than after reading up to four times as
  /// much (`render-svg` is the only reader). SVG icons are kilobytes, so this only stops
  /// accidents such as pointing the tool at a disk image or a device.
  static let maximumBytes = XMLParser.Limits.standard.maximumInputBytes

  /// The bytes of the file at `path`, at most ``maximumBytes`` of them.
  ///
  /// A regular file is judged by its size before anything is read; a stream or a device
  /// (a FIFO, `/dev/stdin`, `/dev/zero`) has no size, so reading stops one byte past the limit.
  /// - Throws: `CommandFailure` naming the path and the reason, or the limit and the size.
  static func read(_ path: String) throws(CommandFailure) -> [UInt8] {
    let limit = maximumBytes
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system("cannot open", path: path, code: errno) }
    defer { _ = close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system("cannot read", path: path, code: errno) }
    let isRegular = info.st_mode & S_IFMT == S_IFREG
    if isRegular && info.st_size > limit {
      throw CommandFailure(
        "\(path): the file is \(info.st_size) bytes, more than the limit of \(describe(limit)) for SVG input")
    }
    var bytes: [UInt8] = []
    // The size is a hint only: the file may still grow, which the limit below catches.
    if isRegular { bytes.reserveCapacity(Int(info.st_size)) }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      // One byte past the limit is enough to know the input is too large.
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(descriptor, base, wanted)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system("cannot read", path: path, code: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= limit else {
        throw CommandFailure(
          "\(path): the input is more than the limit of \(describe(limit)) for SVG input; reading stopped there"
        )
      }
    }
  }

  /// `limit` in MiB when it is a whole number of them, with the exact count of bytes.
  private static func describe(_ limit: Int) -> String {
    let mebibyte = 1_048_576
    guard limit % mebibyte == 0 else { return "\(limit) bytes" }
    return "\(limit / mebibyte) MiB (\(limit) bytes)"
  }
}
