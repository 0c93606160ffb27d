import Glibc

extension SVGReader {
  /// Reads the SVG document in the file at `path`.
  ///
  /// The file is read whole with POSIX calls, so that failures carry the system's reason
  /// ("No such file or directory", "Is a directory"), and no further than the XML parser's
  /// input limit (`options.xmlLimits.maximumInputBytes`): a regular file is judged by its
  /// size before anything is read, and a stream or a device (a FIFO, `/dev/stdin`,
  /// `/dev/zero`), which has no size, is read one byte past the limit at most. So pointing
  /// a reader at a disk image or a device fails at once instead of filling memory. The
  /// text must be UTF-8.
  ///
  /// - Throws: ``SVGFileError``: the file cannot be opened or read, is above the limit, is
  ///   not UTF-8 (with the place of the first faulty byte), or is not a document `read(_:options:)`
  ///   reads (with its `SVGReadError`).
  public static func read(
    contentsOfFile path: String, options: SVGReadOptions = .init()
  ) throws(SVGFileError) -> SVGDocument {
    let bytes = try bytes(ofFile: path, limit: options.xmlLimits.maximumInputBytes)
    let text: String
    do {
      text = try UTF8Fault.decode(bytes)
    } catch {
      throw .notUTF8(path: path, error)
    }
    do {
      return try read(text, options: options)
    } catch {
      throw .document(path: path, error)
    }
  }

  /// The bytes of the file at `path`, at most `limit` of them.
  private static func bytes(ofFile path: String, limit: Int) throws(SVGFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, code: errno) }
    defer { _ = close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path: path, code: errno) }
    let isRegular = info.st_mode & S_IFMT == S_IFREG
    if isRegular && info.st_size > limit {
      throw .fileTooLarge(path: path, bytes: Int(info.st_size), limit: limit)
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
        throw .cannotRead(path: path, code: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= limit else { throw .inputTooLarge(path: path, limit: limit) }
    }
  }
}
