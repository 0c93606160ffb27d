import SymbolCatalog
import Testing

@Suite("Command-line arguments that are not UTF-8")
struct CommandLineEncodingTests {
  @Test func validArgumentsHaveNoProblem() {
    let arguments = [Array("symbolctl".utf8), Array("font-info".utf8), Array("café €.ttf".utf8), []]
    #expect(CommandLineEncoding.problem(in: arguments) == nil)
  }

  @Test func theProgramNameIsNotChecked() {
    #expect(CommandLineEncoding.problem(in: [[0xFF], Array("list".utf8)]) == nil)
  }

  @Test func theFirstBadArgumentIsNamedWithItsByte() {
    let arguments: [[UInt8]] = [
      Array("symbolctl".utf8), Array("font-info".utf8), Array("caf".utf8) + [0xE9] + Array(".ttf".utf8),
      [0xFF],
    ]
    #expect(
      CommandLineEncoding.problem(in: arguments)
        == "argument 2 ('caf\\xE9.ttf') is not UTF-8 (at byte 4); arguments are read as UTF-8, so name "
        + "a file by a UTF-8 path (rename it, or link to it under such a name)")
  }

  /// Valid characters before the fault count in bytes, and are shown escaped like the rest.
  @Test func theOffsetCountsBytesAndControlCharactersAreEscaped() throws {
    let arguments: [[UInt8]] = [[], Array("é\n\\".utf8) + [0xC3]]
    let problem = try #require(CommandLineEncoding.problem(in: arguments))
    #expect(problem.hasPrefix("argument 1 ('\\xC3\\xA9\\x0A\\x5C\\xC3') is not UTF-8 (at byte 5)"))
  }

  /// Surrogates encoded in UTF-8 (CESU-8) and overlong forms are not UTF-8 either.
  @Test(arguments: [[0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]])
  func encodingsSwiftWouldRepairAreRefused(bytes: [UInt8]) {
    #expect(CommandLineEncoding.problem(in: [[], bytes])?.contains("at byte 1") == true)
  }
}
