import Glibc

/// The few POSIX file operations the folder catalog needs, with failures turned into
/// ``CatalogError`` carrying the system's reason ("No such file or directory").
enum CatalogFiles {
  /// The largest file read; catalog files are kilobytes, so this only stops accidents
  /// such as a catalog path pointing at a disk image.
  static let maximumBytes = 64 * 1_048_576

  /// The names in `directory` (not `.` and `..`), in no particular order.
  ///
  /// Names that are not UTF-8 come apart, in `notUTF8`, spelt with `\xHH` for each byte that
  /// is not: a path built from a decoded spelling (with U+FFFD) would name no file, and
  /// reading it would report a misleading "No such file or directory".
  static func names(in directory: String) throws(CatalogError) -> (names: [String], notUTF8: [String]) {
    guard let stream = opendir(directory) else {
      throw failure("cannot open the catalog folder", path: directory, code: errno)
    }
    defer { closedir(stream) }
    var names: [String] = []
    var notUTF8: [String] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if let name = String(validating: bytes, as: UTF8.self) {
        if name != ".", name != ".." { names.append(name) }
      } else {
        notUTF8.append(escapingInvalidUTF8(bytes))
      }
    }
    return (names, notUTF8)
  }

  /// `bytes` as text, with each byte outside a valid UTF-8 sequence written as `\xHH`.
  static func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          let hex = String(byte, radix: 16, uppercase: true)
          text += "\\x" + (hex.count < 2 ? "0" + hex : hex)
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }

  /// The whole contents of the regular file at `path`.
  ///
  /// Anything else is refused: a FIFO named `bell.svg` would block the reader until another
  /// process writes to it, and a device may never end. Opening without blocking keeps even
  /// the open of a FIFO from waiting for a writer.
  static func read(_ path: String) throws(CatalogError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure("cannot open", path: path, code: errno) }
    defer { _ = close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure("cannot read", path: path, code: errno) }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let what =
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      throw CatalogError(
        .unreadableFile, location: SourceLocation(file: path),
        message: "cannot read: \(what); catalog files must be regular files")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(descriptor, base, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read", path: path, code: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maximumBytes else {
        throw CatalogError(
          .unreadableFile, location: SourceLocation(file: path),
          message: "the file is larger than \(maximumBytes / 1_048_576) MiB; catalog files are small")
      }
    }
  }

  /// Whether `path` names a directory.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The error for a catalog folder that is not a directory, saying what it is instead.
  static func notAFolder(_ path: String) -> CatalogError {
    var info = stat()
    let what: String
    if path.isEmpty {
      // An empty path would be named by nothing before its position ("1:1: not a …").
      return CatalogError(
        .unreadableFile, location: SourceLocation(file: "''"),
        message: "not a catalog folder (an empty path); a catalog is a folder of SVG files and manifest.json")
    } else if stat(path, &info) != 0 {
      what = errno == ENOENT ? "no such directory" : String(cString: strerror(errno))
    } else {
      what = info.st_mode & S_IFMT == S_IFREG ? "it is a file" : "it is not a directory"
    }
    return CatalogError(
      .unreadableFile, location: SourceLocation(file: path),
      message: "not a catalog folder (\(what)); a catalog is a folder of SVG files and manifest.json")
  }

  /// The value of environment variable `name`, if set and not empty.
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  /// `directory/name`, without doubling a trailing slash.
  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func failure(_ what: String, path: String, code: Int32) -> CatalogError {
    CatalogError(
      .unreadableFile, location: SourceLocation(file: path),
      message: "\(what): \(String(cString: strerror(code)))")
  }
}
