import SymbolCatalog
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// The README's symbol example, kept compiling and checked for what it claims.
final class ReadmeSymbolExampleTests: XCTestCase {
  func testReadmeExampleDrawsTheKnockedOutCircle() throws {
    let catalog = try FolderCatalog()
    let font = try SymbolFontMetrics(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    let text = SymbolConfiguration(pointSize: 17, font: font)
    let configuration = text.applying(
      SymbolConfiguration(
        weight: .semibold, scale: .large, renderingMode: .palette,
        paletteColors: [.white, SystemColor.systemBlue.color(in: .light)], rasterizationScale: 2))
    let image = try SymbolImage(named: "multiply.circle.fill", in: catalog, configuration: configuration)
    let png = try image.pngData()

    XCTAssertEqual(configuration.pointSize, 17)
    XCTAssertEqual(image.resolution.resolvedName, "multiply.circle.fill")
    XCTAssertEqual(image.resolution.trace.last?.outcome, .takenSynthesised)
    XCTAssertEqual(image.layers.map(\.level), [.secondary, .primary])
    XCTAssertEqual(image.metrics.alignmentRect.minX, 0)
    let decoded = try PNGDecoder.decode(png)
    XCTAssertEqual(decoded.width, image.metrics.pixelWidth)
    // The centre of the cross is white, painted into the hole; near the circle's rim, blue.
    let centre = decoded[decoded.width / 2, decoded.height / 2]
    XCTAssertTrue(centre == (255, 255, 255, 255), "\(centre)")
    let rim = decoded[decoded.width / 2, 3]
    XCTAssertTrue(rim == (0, 122, 255, 255), "\(rim)")
  }
}
