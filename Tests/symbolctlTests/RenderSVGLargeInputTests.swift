import Foundation
import Testing

/// `symbolctl render-svg` keeps its messages short whatever the size of the values in the
/// document.
@Suite struct RenderSVGLargeInputTests {
  private func withRunner(_ body: (SymbolctlRunner) throws -> Void) throws {
    let runner = try SymbolctlRunner()
    defer { runner.cleanUp() }
    try body(runner)
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
