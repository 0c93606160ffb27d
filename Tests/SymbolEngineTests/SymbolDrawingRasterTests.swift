import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// Hand-built drawings shared by the drawing tests.
enum DrawingFixtures {
  static let red = Color(red: 255, green: 0, blue: 0)
  static let blue = Color(red: 20, green: 60, blue: 200)
  static let green = Color(red: 30, green: 170, blue: 60, alpha: 200)

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Path {
    var builder = PathBuilder()
    builder.rect(Rect(x: x, y: y, width: width, height: height))
    return builder.path
  }

  static func circle(_ x: Double, _ y: Double, _ radius: Double) -> Path {
    var builder = PathBuilder()
    builder.circle(center: Point(x, y), radius: radius)
    return builder.path
  }

  /// A frame: a rectangle with a smaller one inside, a hole under even-odd.
  static func frame(_ x: Double, _ y: Double, _ size: Double, inset: Double) -> Path {
    var path = rect(x, y, size, size)
    path.append(rect(x + inset, y + inset, size - 2 * inset, size - 2 * inset))
    return path
  }

  /// A teardrop of quadratic curves, so that writers must convert them (PDF has none).
  static let drop = Path([
    .move(Point(22, 3)), .quad(Point(30, 10), Point(22, 14)), .quad(Point(14, 10), Point(22, 3)), .close,
  ])

  /// Several layers, opacities, a colour alpha, the even-odd rule and curves; no clears.
  static let layered = SymbolDrawing(
    width: 32, height: 24,
    steps: [
      SymbolDrawStep(
        path: frame(2, 2, 20, inset: 5), fillRule: .evenOdd, operation: .fill(blue, opacity: 1),
        layerIndex: 0),
      SymbolDrawStep(path: circle(17, 14, 8), operation: .fill(red, opacity: 0.6), layerIndex: 1),
      SymbolDrawStep(path: rect(8, 16, 20, 6), operation: .fill(green, opacity: 0.8), layerIndex: 1),
      SymbolDrawStep(path: drop, operation: .fill(.black, opacity: 1)),
    ])

  /// Fills interleaved with three clears (one even-odd, one inside a layer run) and a fill
  /// after each, so later steps must survive earlier knockouts.
  static let knockouts = SymbolDrawing(
    width: 32, height: 24,
    steps: [
      SymbolDrawStep(path: circle(12, 12, 10), operation: .fill(blue, opacity: 1), layerIndex: 0),
      SymbolDrawStep(path: circle(12, 12, 4), operation: .clear, layerIndex: 0),
      SymbolDrawStep(path: rect(16, 4, 14, 16), operation: .fill(red, opacity: 0.7), layerIndex: 1),
      SymbolDrawStep(path: frame(18, 6, 10, inset: 3), fillRule: .evenOdd, operation: .clear, layerIndex: 1),
      SymbolDrawStep(path: circle(27, 17, 2.5), operation: .fill(green, opacity: 1), layerIndex: 1),
      SymbolDrawStep(path: rect(0, 20.5, 32, 1.5), operation: .clear),
      SymbolDrawStep(path: circle(12, 12, 2), operation: .fill(.black, opacity: 0.5), layerIndex: 2),
    ])
}

/// Pixels of hand-built drawings: coverage, colour, opacity and knockouts.
final class SymbolDrawingRasterTests: XCTestCase {
  private func square(opacity: Double = 1, color: Color = DrawingFixtures.red) -> SymbolDrawing {
    SymbolDrawing(
      width: 20, height: 20,
      steps: [
        SymbolDrawStep(path: DrawingFixtures.rect(5, 5, 10, 10), operation: .fill(color, opacity: opacity))
      ])
  }

  private func alphaSum(_ canvas: RGBACanvas) -> Double {
    var total = 0
    for i in stride(from: 3, to: canvas.pixels.count, by: 4) { total += Int(canvas.pixels[i]) }
    return Double(total) / 255
  }

  func testFilledSquareHasExactCoverageAndColour() throws {
    let canvas = try square().rasterize(scale: 1)
    XCTAssertEqual(canvas.width, 20)
    XCTAssertEqual(canvas.height, 20)
    for y in 0..<20 {
      for x in 0..<20 {
        let inside = (5..<15).contains(x) && (5..<15).contains(y)
        let pixel = canvas[x, y]
        XCTAssertTrue(
          inside ? pixel == (255, 0, 0, 255) : pixel == (0, 0, 0, 0), "pixel \(x),\(y) is \(pixel)")
      }
    }
  }

  func testScaleMultipliesSizeAndHalfPixelEdgesGetHalfCoverage() throws {
    // At 1.5 px/pt the square spans 7.5...22.5 px: edge columns and rows half covered.
    let canvas = try square().rasterize(scale: 1.5)
    XCTAssertEqual(canvas.width, 30)
    XCTAssertEqual(canvas[15, 15].alpha, 255)
    XCTAssertEqual(Int(canvas[7, 15].alpha), 128, accuracy: 1)
    XCTAssertEqual(Int(canvas[22, 15].alpha), 128, accuracy: 1)
    XCTAssertEqual(Int(canvas[7, 7].alpha), 64, accuracy: 1)
    XCTAssertEqual(alphaSum(canvas), 225, accuracy: 0.5)
  }

  func testOpacityAndColourAlphaMultiply() throws {
    XCTAssertTrue(try square(opacity: 0.5).rasterize(scale: 1)[10, 10] == (128, 0, 0, 128))
    let half = Color(red: 255, green: 0, blue: 0, alpha: 128)
    XCTAssertTrue(try square(opacity: 0.5, color: half).rasterize(scale: 1)[10, 10] == (64, 0, 0, 64))
    XCTAssertTrue(try square(opacity: 0).rasterize(scale: 1)[10, 10] == (0, 0, 0, 0))
  }

  func testClearMakesAHoleInACircle() throws {
    let drawing = SymbolDrawing(
      width: 20, height: 20,
      steps: [
        SymbolDrawStep(path: DrawingFixtures.circle(10, 10, 8), operation: .fill(.black, opacity: 1)),
        SymbolDrawStep(path: DrawingFixtures.circle(10, 10, 4), operation: .clear),
      ])
    let canvas = try drawing.rasterize(scale: 2)
    XCTAssertEqual(canvas[20, 20].alpha, 0)
    XCTAssertEqual(canvas[17, 20].alpha, 0)
    XCTAssertEqual(canvas[20, 8].alpha, 255)
    XCTAssertEqual(canvas[0, 0].alpha, 0)
    // The ring's area is π(16² − 8²) px² at 2 px/pt.
    XCTAssertEqual(alphaSum(canvas), Double.pi * (256 - 64), accuracy: 2)
  }

  func testSeveralClearsEraseOnlyEarlierSteps() throws {
    // At 2 px/pt: blue disc r 20 px at (24, 24) with a hole of r 8; red 0.7 over x 32...60,
    // y 8...40 with an even-odd frame (36...56 × 12...32 minus 42...50 × 18...26) erased;
    // a band y 41...44 erased; later fills on top.
    let canvas = try DrawingFixtures.knockouts.rasterize(scale: 2)
    XCTAssertTrue(canvas[24, 24] == (0, 0, 0, 128), "the half-opaque disc drawn after the hole")
    XCTAssertEqual(canvas[30, 24].alpha, 0, "the first hole, outside the later disc")
    XCTAssertEqual(canvas[38, 20].alpha, 0, "the frame erased both the red and the blue")
    // Red at 0.7: 255 × 0.7 is just below 178.5 for the double 0.7 (0.69999999999999996),
    // and the canvas rounds it once, to 178.
    XCTAssertEqual(canvas[46, 22].alpha, 178, "the frame's even-odd middle is kept")
    XCTAssertEqual(canvas[58, 10].alpha, 178, "red outside the frame is kept")
    XCTAssertGreaterThan(canvas[54, 34].alpha, 230, "the green disc drawn after the frame")
    XCTAssertEqual(canvas[24, 39].alpha, 255)
    XCTAssertEqual(canvas[24, 42].alpha, 0, "the last clear cuts a band through everything")
  }

  func testClearDoesNotEraseTheBackground() throws {
    let drawing = SymbolDrawing(
      width: 10, height: 10,
      steps: [
        SymbolDrawStep(
          path: DrawingFixtures.rect(0, 0, 10, 10), operation: .fill(DrawingFixtures.red, opacity: 1)),
        SymbolDrawStep(path: DrawingFixtures.rect(2, 2, 4, 4), operation: .clear),
      ])
    let canvas = try drawing.rasterize(scale: 1, background: .white)
    XCTAssertTrue(canvas[3, 3] == (255, 255, 255, 255))
    XCTAssertTrue(canvas[8, 8] == (255, 0, 0, 255))
  }

  func testPixelSizeRoundsUpButIgnoresFloatingPointNoise() {
    let drawing = SymbolDrawing(width: 20, height: 10.2, steps: [])
    XCTAssertTrue(drawing.pixelSize(scale: 1.1) == (22, 12))
    XCTAssertTrue(drawing.pixelSize(scale: 1) == (20, 11))
    XCTAssertTrue(SymbolDrawing(width: 0, height: 0.001, steps: []).pixelSize(scale: 1) == (1, 1))
    XCTAssertTrue(drawing.pixelSize(scale: .nan) == (1, 1))
    XCTAssertEqual(drawing.pixelSize(scale: .infinity).width, Int(Int32.max))
  }

  func testInvalidRequestsThrowClearErrors() {
    let drawing = square()
    for scale in [0, -1, .nan, .infinity] {
      XCTAssertThrowsError(try drawing.rasterize(scale: scale)) { error in
        guard case .invalidScale = error as? SymbolDrawingError else { return XCTFail("\(error)") }
        XCTAssertTrue("\(error)".contains("positive finite"))
      }
    }
    XCTAssertThrowsError(try drawing.rasterize(scale: 1000)) { error in
      guard case .raster(.invalidSize(20_000, 20_000)) = error as? SymbolDrawingError else {
        return XCTFail("\(error)")
      }
    }
    let broken = SymbolDrawing(
      width: 5, height: 5,
      steps: [
        SymbolDrawStep(path: DrawingFixtures.rect(0, 0, 1, 1), operation: .clear),
        SymbolDrawStep(
          path: Path([.move(Point(0, 0)), .line(Point(.nan, 1))]), operation: .fill(.black, opacity: 1)),
      ])
    XCTAssertThrowsError(try broken.rasterize(scale: 1)) { error in
      guard case .nonFiniteCoordinate(step: 1, _) = error as? SymbolDrawingError else {
        return XCTFail("\(error)")
      }
    }
    let negative = SymbolDrawing(width: -1, height: 5, steps: [])
    XCTAssertThrowsError(try negative.rasterize(scale: 1))
  }

  func testPNGDataDecodesToTheCanvas() throws {
    let drawing = DrawingFixtures.layered
    let canvas = try drawing.rasterize(scale: 2)
    let image = try PNGDecoder.decode(try drawing.pngData(scale: 2))
    XCTAssertEqual(image.width, 64)
    XCTAssertEqual(image.height, 48)
    XCTAssertEqual(GoldenImageComparison(actual: canvas, expected: image, tolerance: 1).maximum, 0)
  }
}
