import Foundation
import SymbolCatalog
import SymbolFont
import SymbolTestSupport
import XCTest

@testable import SymbolEngine

/// A font of capitals only has a cap height and a stem to match a symbol to, but no
/// x-height; symbols do not use the x-height, so it serves. `render --font` refused it
/// because the whole of `FontFace.metrics()` was asked for, and `FontFace.metrics()` (so
/// `font-info`) refused it for want of an x-height.
final class CapitalsOnlyFontTests: XCTestCase {
  func testAFontWithoutAnXHeightStillSizesSymbols() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("caps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Capitals.ttf").path
    try Data(CapitalsOnlyFont.bytes).write(to: URL(fileURLWithPath: path))

    // The font's full metrics, as font-info shows them, have no x-height, and say why.
    let metrics = try FontFace(path: path).metrics()
    XCTAssertNil(metrics.xHeight)
    XCTAssertNil(metrics.xHeightSource)
    XCTAssertEqual(
      metrics.xHeightUnavailable,
      "the OS/2 table (version 4) stores none and the font has no glyph for 'x' to measure it on")
    XCTAssertEqual(metrics.capHeight, 700)
    let font = try SymbolFontMetrics(contentsOfFile: path)
    XCTAssertEqual(font.unitsPerEm, 1000)
    XCTAssertEqual(font.capHeight, 700)  // the top of H, as the OS/2 table stores none
    XCTAssertEqual(try XCTUnwrap(font.stemWidth), 100, accuracy: 0.01)  // I's stem, as there is no l
    XCTAssertEqual(font.weightClass, 400)

    let image = try SymbolImage(
      named: "bell", in: try FolderCatalog(), configuration: SymbolConfiguration(pointSize: 20, font: font))
    XCTAssertEqual(image.metrics.capHeight, 14, accuracy: 1e-9)  // 20 pt × 700 / 1000
  }
}
