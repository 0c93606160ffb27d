import Glibc

/// Why ``SVGReader/read(contentsOfFile:options:)`` could not read a document from a file.
///
/// Each description begins with the path, and with the line and column where the text is
/// at fault (`icon.svg:3:7: …`), as compilers name places, so that an editor can jump there.
public enum SVGFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened; `code` is the `errno` value.
  case cannotOpen(path: String, code: Int32)
  /// The file could not be read; `code` is the `errno` value.
  case cannotRead(path: String, code: Int32)
  /// The file is `bytes` long, more than `limit` (`XMLParser.Limits.maximumInputBytes`);
  /// nothing was read.
  case fileTooLarge(path: String, bytes: Int, limit: Int)
  /// A stream or device without a size (a FIFO, `/dev/stdin`) gave more than `limit`
  /// bytes; reading stopped one byte past it.
  case inputTooLarge(path: String, limit: Int)
  /// The bytes are not UTF-8 text.
  case notUTF8(path: String, UTF8Fault)
  /// The text is not a document `SVGReader` reads.
  case document(path: String, SVGReadError)

  /// The path of the file concerned.
  public var path: String {
    switch self {
    case .cannotOpen(let path, _), .cannotRead(let path, _), .fileTooLarge(let path, _, _),
      .inputTooLarge(let path, _), .notUTF8(let path, _), .document(let path, _):
      path
    }
  }

  /// The path, the place where there is one, and the problem with the system's reason or
  /// the limit.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let code): "\(path): cannot open: \(Self.reason(code))"
    case .cannotRead(let path, let code): "\(path): cannot read: \(Self.reason(code))"
    case .fileTooLarge(let path, let bytes, let limit):
      "\(path): the file is \(bytes) bytes, more than the limit of \(Self.describe(limit)) for SVG input"
    case .inputTooLarge(let path, let limit):
      "\(path): the input is more than the limit of \(Self.describe(limit)) for SVG input; reading stopped there"
    case .notUTF8(let path, let fault):
      "\(path):\(fault.line):\(fault.column): the file is not UTF-8 text: \(fault)"
    case .document(let path, let error): "\(path):\(error.line):\(error.column): \(error.message)"
    }
  }

  /// The system's text for `errno` value `code` ("No such file or directory").
  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// `limit` in MiB when it is a whole number of them, with the exact count of bytes.
  private static func describe(_ limit: Int) -> String {
    let mebibyte = 1_048_576
    guard limit % mebibyte == 0 else { return "\(limit) bytes" }
    return "\(limit / mebibyte) MiB (\(limit) bytes)"
  }
}
