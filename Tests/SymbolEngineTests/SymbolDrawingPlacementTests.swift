import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// `SymbolDrawing.draw(into:scale:at:)`: a symbol drawn onto a canvas that already holds
/// something (text, a background), where `rasterize` makes a canvas of its own.
final class SymbolDrawingPlacementTests: XCTestCase {
  /// A blue disc with a hole knocked out of it, so that what shows through can be seen.
  private let knockedOut = SymbolDrawing(
    width: 10, height: 10,
    steps: [
      SymbolDrawStep(
        path: DrawingFixtures.circle(5, 5, 4.5), operation: .fill(DrawingFixtures.blue, opacity: 1)),
      SymbolDrawStep(path: DrawingFixtures.rect(3, 3, 4, 4), operation: .clear),
    ])

  func testAtWholePixelsItIsTheRasterizedImageComposited() throws {
    var canvas = try RGBACanvas(width: 40, height: 30, background: DrawingFixtures.red)
    try knockedOut.draw(into: &canvas, scale: 2, at: Point(7, 4))
    let alone = try knockedOut.rasterize(scale: 2)
    var expected = try RGBACanvas(width: 40, height: 30, background: DrawingFixtures.red)
    expected.composite(alone, x: 7, y: 4)
    XCTAssertEqual(canvas.pixels, expected.pixels)
    // The knockout erased the symbol's own paint only: the red beneath shows in the hole.
    XCTAssertTrue(canvas[7 + 10, 4 + 10] == (red: 255, green: 0, blue: 0, alpha: 255))
    XCTAssertEqual(canvas[7 + 10, 4 + 2].blue, 200)
  }

  /// A fraction of a pixel moves the drawing by that fraction: its covered area stays.
  func testAFractionOfAPixelMovesTheDrawing() throws {
    func coverage(at origin: Point) throws -> Int {
      var canvas = try RGBACanvas(width: 30, height: 30)
      try knockedOut.draw(into: &canvas, scale: 2, at: origin)
      return stride(from: 3, to: canvas.pixels.count, by: 4).reduce(0) { $0 + Int(canvas.pixels[$1]) }
    }
    let whole = try coverage(at: Point(5, 5))
    for origin in [Point(5.5, 5), Point(5.25, 5.75), Point(4.9, 6.1)] {
      XCTAssertEqual(
        Double(try coverage(at: origin)), Double(whole), accuracy: Double(whole) * 0.002, "\(origin)")
    }
    var half = try RGBACanvas(width: 30, height: 30)
    try knockedOut.draw(into: &half, scale: 2, at: Point(5.5, 5))
    var whole5 = try RGBACanvas(width: 30, height: 30)
    try knockedOut.draw(into: &whole5, scale: 2, at: Point(5, 5))
    XCTAssertNotEqual(half.pixels, whole5.pixels)
  }

  /// Off the canvas in part or whole, the rest is cut off; an origin that is no point is an
  /// error naming it, and the canvas is left as it was.
  func testOriginsOffTheCanvasAndUnusableOnes() throws {
    var canvas = try RGBACanvas(width: 12, height: 12, background: DrawingFixtures.red)
    let before = canvas.pixels
    try knockedOut.draw(into: &canvas, scale: 2, at: Point(-15, 3))
    XCTAssertNotEqual(canvas.pixels, before)
    var untouched = try RGBACanvas(width: 12, height: 12, background: DrawingFixtures.red)
    try knockedOut.draw(into: &untouched, scale: 2, at: Point(500, -800))
    XCTAssertEqual(untouched.pixels, before)
    for origin in [Point(.nan, 0), Point(0, .infinity), Point(2e9, 0)] {
      XCTAssertThrowsError(try knockedOut.draw(into: &untouched, scale: 2, at: origin)) { error in
        // Matched by case: a NaN coordinate equals nothing, itself included.
        guard case .invalidOrigin = error as? SymbolDrawingError else { return XCTFail("\(error)") }
        XCTAssertTrue("\(error)".contains("finite point"), "\(error)")
      }
    }
    XCTAssertThrowsError(try knockedOut.draw(into: &untouched, scale: 0, at: Point(1, 1)))
    XCTAssertEqual(untouched.pixels, before)
  }
}
