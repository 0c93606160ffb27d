import Foundation
import Testing

@testable import SymbolRaster

/// Decodes a PNG written by another program. Runs only where `rsvg-convert` is installed;
/// the trait says so in the test report rather than passing silently.
@Suite struct PNGExternalRendererTests {
  static let rsvgConvert = "/usr/bin/rsvg-convert"

  @Test(
    "decodes a PNG produced by rsvg-convert",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: rsvgConvert),
      "needs /usr/bin/rsvg-convert to produce the PNG"))
  func decodesRSVGOutput() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">
        <rect x="10" y="5" width="20" height="20" fill="#ff0000"/>
        <circle cx="35" cy="25" r="4" fill="#0000ff" fill-opacity="0.5"/>
      </svg>
      """
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "png-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("input.svg")
    let output = directory.appendingPathComponent("output.png")
    try Data(svg.utf8).write(to: input)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.rsvgConvert)
    process.arguments = ["--format=png", "--output", output.path, input.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: output)))
    #expect(image.width == 40 && image.height == 30)
    #expect(image[20, 15] == (255, 0, 0, 255))
    #expect(image[2, 2].alpha == 0)
    let blue = image[35, 25]
    #expect(blue.blue == 255 && blue.red == 0 && (126...129).contains(blue.alpha))
  }
}
