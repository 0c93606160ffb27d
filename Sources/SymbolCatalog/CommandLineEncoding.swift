import Glibc

/// Finds command-line arguments that are not UTF-8, for the tools (`symbolctl`,
/// `symbol-lint`) to refuse before parsing.
///
/// Swift hands a program its arguments as `String`s, and decodes bytes that are not UTF-8
/// (a file named in Latin-1, `caf\xE9.ttf`) into U+FFFD replacement characters. Such a path
/// no longer names the file, which would then be "not found" although it exists. The tools
/// read names and paths as UTF-8 only, so they say that instead, naming the argument and
/// the byte.
public enum CommandLineEncoding {
  /// The problem with the first argument in `arguments` (the program's name excluded) that
  /// is not valid UTF-8, or `nil` when every one is; arguments are counted from 1.
  public static func problem(in arguments: [[UInt8]]) -> String? {
    for (index, bytes) in arguments.enumerated().dropFirst() {
      guard let offset = firstFault(in: bytes) else { continue }
      return "argument \(index) ('\(escaped(bytes))') is not UTF-8 (at byte \(offset + 1)); arguments are "
        + "read as UTF-8, so name a file by a UTF-8 path (rename it, or link to it under such a name)"
    }
    return nil
  }

  /// The problem with this process's own arguments, read as the bytes the system passed.
  public static func problemInProcessArguments() -> String? {
    var arguments: [[UInt8]] = []
    for index in 0..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      arguments.append(bytes(of: argument))
    }
    return problem(in: arguments)
  }

  /// The problem with the environment variable `name` when it is set to bytes that are not
  /// valid UTF-8 (a folder named in Latin-1 in `SYMBOL_CATALOG`), or `nil`.
  public static func problem(inEnvironment name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let bytes = bytes(of: value)
    guard let offset = firstFault(in: bytes) else { return nil }
    return "the environment variable \(name) ('\(escaped(bytes))') is not UTF-8 (at byte \(offset + 1));"
      + " name a folder by a UTF-8 path (rename it, or link to it under such a name)"
  }

  /// The bytes of a C string the system passed (an argument, an environment value).
  private static func bytes(of string: UnsafePointer<CChar>) -> [UInt8] {
    UnsafeBufferPointer(start: string, count: strlen(string)).map(UInt8.init(bitPattern:))
  }

  /// The offset of the first byte of `bytes` that is not part of valid UTF-8, or `nil`.
  private static func firstFault(in bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Printable ASCII as it is, every other byte as `\xHH`, so the message is one plain line.
  private static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    for byte in bytes {
      if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = String(byte, radix: 16, uppercase: true)
        text += "\\x" + (digits.count == 1 ? "0" : "") + digits
      }
    }
    return text
  }
}
