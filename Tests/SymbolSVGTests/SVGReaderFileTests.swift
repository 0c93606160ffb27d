import SymbolTestSupport
import Testing

@testable import SymbolSVG

/// `SVGReader.read(contentsOfFile:options:)` reads a file within the parser's input limit,
/// and names the path, the place and the reason for whatever it refuses.
@Suite struct SVGReaderFileTests {
  static let square = Array(
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\"><rect width=\"5\" height=\"5\"/></svg>"
      .utf8)

  @Test func aFileIsReadAsItsText() throws {
    let document = try TemporaryFile.with(Self.square, suffix: ".svg") { path in
      try SVGReader.read(contentsOfFile: path)
    }
    #expect(document.width == 20)
    #expect(document.height == 10)
  }

  @Test func aFileThatCannotBeOpenedOrReadNamesThePathAndTheReason() {
    let missing = "/nonexistent-\(Self.self)/icon.svg"
    #expect(throws: SVGFileError.cannotOpen(path: missing, code: 2)) {
      try SVGReader.read(contentsOfFile: missing)
    }
    #expect(
      SVGFileError.cannotOpen(path: missing, code: 2).description
        == "\(missing): cannot open: No such file or directory")
    // A directory opens, but reading it fails.
    #expect(throws: SVGFileError.cannotRead(path: "/", code: 21)) { try SVGReader.read(contentsOfFile: "/") }
    #expect(SVGFileError.cannotRead(path: "/", code: 21).description == "/: cannot read: Is a directory")
  }

  /// Reads `bytes` from a file of their own: its path, and the document or the error.
  private func reading(
    _ bytes: [UInt8], options: SVGReadOptions = .init()
  ) throws -> (path: String, error: SVGFileError?) {
    try TemporaryFile.with(bytes, suffix: ".svg") { path in
      let result = Result { () throws(SVGFileError) in
        try SVGReader.read(contentsOfFile: path, options: options)
      }
      guard case .failure(let error) = result else { return (path, nil) }
      return (path, error)
    }
  }

  @Test func aRegularFileOverTheLimitIsRefusedFromItsSize() throws {
    var options = SVGReadOptions()
    options.xmlLimits.maximumInputBytes = 10
    let (path, error) = try reading(Self.square, options: options)
    #expect(error == .fileTooLarge(path: path, bytes: Self.square.count, limit: 10))
    #expect(
      error?.description
        == "\(path): the file is \(Self.square.count) bytes, more than the limit of 10 bytes for SVG input")
  }

  @Test func anEndlessDeviceIsRefusedAtTheLimit() {
    var options = SVGReadOptions()
    options.xmlLimits.maximumInputBytes = 1 << 20
    #expect(throws: SVGFileError.inputTooLarge(path: "/dev/zero", limit: 1 << 20)) {
      try SVGReader.read(contentsOfFile: "/dev/zero", options: options)
    }
    #expect(
      SVGFileError.inputTooLarge(path: "/dev/zero", limit: 1 << 20).description
        == "/dev/zero: the input is more than the limit of 1 MiB (1048576 bytes) for SVG input; reading stopped there"
    )
  }

  @Test func textThatIsNotUTF8OrNotSVGIsNamedWithItsPlace() throws {
    let (path, fault) = try reading(Array("<svg>\n <!-- ".utf8) + [0xE9])
    guard case .notUTF8 = fault else {
      Issue.record("read as UTF-8: \(String(describing: fault))")
      return
    }
    #expect(
      fault?.description
        == "\(path):2:7: the file is not UTF-8 text: byte 0xE9 does not begin a valid UTF-8 sequence")
    let (htmlPath, error) = try reading(Array("<html/>".utf8))
    guard case .document = error else {
      Issue.record("read as SVG: \(String(describing: error))")
      return
    }
    #expect(error?.description == "\(htmlPath):1:1: the root element is <html>, expected <svg>")
  }
}
