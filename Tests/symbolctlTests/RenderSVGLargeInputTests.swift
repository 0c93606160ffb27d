import Foundation
import SymbolSVG
import Testing

/// `symbolctl render-svg` refuses input beyond the XML parser's limit before reading it, and
/// keeps its messages short whatever the size of the values in the document.
@Suite struct RenderSVGLargeInputTests {
  /// The XML parser's limit, which the command applies to the file.
  static let limit = SymbolSVG.XMLParser.Limits.standard.maximumInputBytes

  private func withRunner(_ body: (SymbolctlRunner) throws -> Void) throws {
    let runner = try SymbolctlRunner()
    defer { runner.cleanUp() }
    try body(runner)
  }

  /// A sparse file of `size` bytes (zeros, no disk space used) named `name`.
  private func sparseFile(_ name: String, size: Int, in runner: SymbolctlRunner) throws {
    #expect(FileManager.default.createFile(atPath: runner.url(name).path, contents: nil))
    let handle = try FileHandle(forWritingTo: runner.url(name))
    defer { try? handle.close() }
    try handle.truncate(atOffset: UInt64(size))
  }

  /// A regular file over the limit is refused from its size, before anything is read: the
  /// message gives the size and the limit in MiB, with no line and column, which a file that
  /// was not read has none of. (Before, the file was read whole and the XML parser refused it
  /// "at 1:1"; a 200 MB file took 406 MB of memory to be refused.)
  @Test(arguments: [104_857_600, RenderSVGLargeInputTests.limit + 1])
  func aRegularFileOverTheLimitIsRefusedFromItsSize(size: Int) throws {
    try withRunner { runner in
      try sparseFile("big.svg", size: size, in: runner)
      let result = try runner.run(["render-svg", "big.svg", "-o", "big.png"])
      #expect(result.status == 1)
      #expect(
        result.error
          == "error: big.svg: the file is \(size) bytes, more than the limit of 64 MiB (67108864 bytes) "
          + "for SVG input\n")
      #expect(try runner.files() == ["big.svg"])
    }
  }

  /// A device has no size: reading stops one byte past the limit, rather than at 256 MiB,
  /// four times what the parser would take.
  @Test func anEndlessDeviceIsRefusedAtTheLimit() throws {
    try withRunner { runner in
      let result = try runner.run(["render-svg", "/dev/zero", "-o", "zero.png"])
      #expect(result.status == 1)
      #expect(
        result.error
          == "error: /dev/zero: the input is more than the limit of 64 MiB (67108864 bytes) for SVG input; "
          + "reading stopped there\n")
      #expect(try runner.files() == [])
    }
  }

  /// One five-million-digit width gave a 10 MB error (the value twice); it is quoted cut
  /// short, still naming the element, the attribute, the value's length and the problem.
  @Test func aHugeValueMakesAShortError() throws {
    try withRunner { runner in
      let width = String(repeating: "9", count: 5_000_000)
      try runner.write(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">"
          + "<rect width=\"\(width)\" height=\"5\"/></svg>", to: "p7.svg")
      let result = try runner.run(["render-svg", "p7.svg", "-o", "p7.png"])
      #expect(result.status == 1)
      #expect(result.error.utf8.count < 400, "\(result.error.utf8.count) bytes")
      #expect(
        result.error.hasPrefix("error: p7.svg:1:72: <rect> width: '9999"), "\(result.error.prefix(500))")
      #expect(result.error.hasSuffix("(5000000 characters) in length is out of range at offset 0\n"))
    }
  }
}
