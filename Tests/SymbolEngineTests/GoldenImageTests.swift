import Foundation
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// resvg-style golden images: every `Golden/<name>.svg` is rendered at its intrinsic size
/// (black `currentColor`, transparent background) and compared with `Golden/<name>.png`.
///
/// To record or update the expected images, run with `SYMBOL_RECORD_GOLDENS=1`; the run then
/// writes the PNGs and reports an issue for each one, so a recording run never passes. Check
/// a new image against another renderer (for example `rsvg-convert`) before keeping it.
/// On a mismatch, `Failures/<name>.actual.png` and `Failures/<name>.diff.png` are written
/// beside the Golden folder (the folder is ignored by git).
@Suite struct GoldenImageTests {
  /// The largest per-channel difference accepted, in premultiplied 8-bit levels. Exact
  /// equality would break on harmless floating-point changes (a different flattening
  /// order moves edge coverage by a level); 2 levels still catches any real change, which
  /// moves whole edges or colours by far more.
  static let tolerance = 2

  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")
  static let failuresFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Failures")

  /// The case names: every `.svg` in the Golden folder, found at run time, sorted.
  static var caseNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)) ?? []
    return files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
  }

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["SYMBOL_RECORD_GOLDENS"] == "1"
  }

  @Test func theGoldenFolderHasCases() {
    #expect(!Self.caseNames.isEmpty, "no .svg files found in \(Self.goldenFolder.path)")
  }

  @Test(arguments: caseNames)
  func goldenImage(_ name: String) throws {
    let svgURL = Self.goldenFolder.appendingPathComponent("\(name).svg")
    let pngURL = Self.goldenFolder.appendingPathComponent("\(name).png")
    try Self.verify(try Self.render(svgURL), expected: pngURL, name: name)
  }

  /// Compares `canvas` with the PNG at `pngURL` (or records it when recording), reporting
  /// an issue and writing `Failures/<name>.actual.png` and `.diff.png` on a mismatch.
  static func verify(_ canvas: RGBACanvas, expected pngURL: URL, name: String) throws {
    let folder = pngURL.deletingLastPathComponent().lastPathComponent
    if isRecording {
      try Data(try canvas.pngData()).write(to: pngURL, options: .atomic)
      Issue.record(
        "Recorded \(pngURL.path) (SYMBOL_RECORD_GOLDENS=1); compare it with another renderer, then run without the variable."
      )
      return
    }

    guard FileManager.default.fileExists(atPath: pngURL.path) else {
      Issue.record(
        "Missing expected image \(folder)/\(name).png; record it with SYMBOL_RECORD_GOLDENS=1 swift test --filter Golden, then check it against another renderer."
      )
      return
    }
    let expected = try PNGDecoder.decode([UInt8](try Data(contentsOf: pngURL)))
    guard expected.width == canvas.width, expected.height == canvas.height else {
      try writeFailure(name, canvas: canvas, diff: nil)
      Issue.record(
        "\(folder)/\(name).png is \(expected.width)x\(expected.height) but the render is \(canvas.width)x\(canvas.height); see Failures/\(name).actual.png"
      )
      return
    }
    let comparison = GoldenImageComparison(actual: canvas, expected: expected, tolerance: tolerance)
    if comparison.maximum > tolerance {
      try writeFailure(name, canvas: canvas, diff: try comparison.diffImage(expected: expected))
      Issue.record(
        """
        \(folder)/\(name).png differs: max \(comparison.maximum) levels (tolerance \(tolerance)), \
        mean \(comparison.mean), \(comparison.failingPixels) pixels over; \
        see Failures/\(name).actual.png and Failures/\(name).diff.png in \(failuresFolder.path)
        """)
    }
  }

  /// Reads and renders one SVG at its intrinsic size, rounded up to whole pixels.
  static func render(_ url: URL) throws -> RGBACanvas {
    let document = try SVGReader.read(try String(contentsOf: url, encoding: .utf8))
    let width = Int(document.width.rounded(.up))
    let height = Int(document.height.rounded(.up))
    let options = SVGRenderer.Options(currentColor: .black, background: .clear)
    return try SVGRenderer(options: options).render(document, width: width, height: height)
  }

  static func writeFailure(_ name: String, canvas: RGBACanvas, diff: PNGImage?) throws {
    try FileManager.default.createDirectory(at: failuresFolder, withIntermediateDirectories: true)
    try Data(try canvas.pngData()).write(
      to: failuresFolder.appendingPathComponent("\(name).actual.png"), options: .atomic)
    if let diff {
      try Data(try PNGEncoder.encode(diff)).write(
        to: failuresFolder.appendingPathComponent("\(name).diff.png"), options: .atomic)
    }
  }
}
