import Foundation
import SymbolTestSupport
import XCTest

/// An argument that is not UTF-8 is refused before parsing (exit 64), naming it, by both
/// tools: decoded with replacement characters, a path no longer names its file.
final class ArgumentEncodingCommandTests: XCTestCase {
  private let latin1Name = Array("caf".utf8) + [0xE9] + Array(".ttf".utf8)

  func testSymbolctlRefusesAnArgumentThatIsNotUTF8() throws {
    let result = try BuiltTool.run("symbolctl", bytes: [Array("font-info".utf8), latin1Name])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.output, [])
    XCTAssertEqual(
      result.error,
      "error: argument 2 ('caf\\xE9.ttf') is not UTF-8 (at byte 4); arguments are read as UTF-8, so "
        + "name a file by a UTF-8 path (rename it, or link to it under such a name)\n")
  }

  func testSymbolLintRefusesAnArgumentThatIsNotUTF8() throws {
    let result = try BuiltTool.run("symbol-lint", bytes: [Array("/tmp/".utf8) + [0xFF]])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(
      result.error.hasPrefix("error: argument 1 ('/tmp/\\xFF') is not UTF-8 (at byte 6)"), result.error)
  }

  /// The same path in UTF-8 goes on to the command, which reports the missing file.
  func testAUTF8ArgumentReachesTheCommand() throws {
    let result = try BuiltTool.run("symbolctl", bytes: [Array("font-info".utf8), Array("café.ttf".utf8)])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.error, "error: café.ttf: font file not found\n")
  }

  /// `SYMBOL_CATALOG` set to a folder whose name is not UTF-8 is named as such, not as "no
  /// such directory" after decoding with replacement characters, and refused as a wrong
  /// command line is (64, as the README says; it was 1), the message alone; `--catalog` wins
  /// over it, and commands without a catalog do not look at it.
  func testACatalogFolderInTheEnvironmentThatIsNotUTF8IsNamed() throws {
    let binary = try XCTUnwrap(BuiltTool.locate("symbolctl"))
    func run(_ arguments: String) throws -> (status: Int32, error: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      // printf writes the Latin-1 byte, which a Swift String cannot carry into the environment.
      process.arguments = [
        "-c", "SYMBOL_CATALOG=\"$(printf '/tmp/cat\\351')\" exec \"$0\" \(arguments)", binary.path,
      ]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = Pipe()
      try process.run()
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    for command in ["info bell", "render bell -o out.png", "list", "resolve bell"] {
      let refused = try run(command)
      XCTAssertEqual(refused.status, 64, command)
      XCTAssertEqual(
        refused.error,
        "error: the environment variable SYMBOL_CATALOG ('/tmp/cat\\xE9') is not UTF-8 (at byte 9); name a"
          + " folder by a UTF-8 path (rename it, or link to it under such a name)\n", command)
    }
    XCTAssertEqual(try run("font-info /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").status, 0)
    let symbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Symbols").path
    XCTAssertEqual(try run("resolve bell --catalog '\(symbols)'").status, 0)
  }
}
