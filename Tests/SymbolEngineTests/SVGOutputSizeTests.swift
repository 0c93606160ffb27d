import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// `SVGOutputSize` turns a size request and a document's intrinsic size into pixels, with
/// the aspect ratio kept where one side is asked for, and refuses sizes no canvas can take.
@Suite struct SVGOutputSizeTests {
  private func pixels(_ request: SVGOutputSize, _ width: Double, _ height: Double) throws -> [Int] {
    let size = try request.pixelSize(documentWidth: width, documentHeight: height)
    return [size.width, size.height]
  }

  @Test func oneSideAskedForKeepsTheAspectRatio() throws {
    #expect(try pixels(.intrinsic, 20.2, 10) == [21, 10])
    // Floating-point noise does not round up a whole pixel: 100 × 1.1 is 110.
    #expect(try pixels(.scale(1.1), 100, 50) == [110, 55])
    #expect(try pixels(.width(64), 100, 50) == [64, 32])
    #expect(try pixels(.height(10), 100, 50) == [20, 10])
    #expect(try pixels(.exact(width: 7, height: 9), 100, 50) == [7, 9])
    #expect(try pixels(.fit(64), 100, 50) == [64, 32])
    #expect(try pixels(.fit(64), 50, 100) == [32, 64])
    // A very thin drawing still gets a pixel across.
    #expect(try pixels(.width(100), 1000, 1) == [100, 1])
  }

  @Test func aDocumentIsSizedFromItsIntrinsicSize() throws {
    let document = try SVGReader.read("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30 15\"/>")
    let size = try SVGOutputSize.width(60).pixelSize(for: document)
    #expect([size.width, size.height] == [60, 30])
  }

  @Test func unusableDocumentSizesAreRefused() throws {
    // Read from text: a literal this small is a compiler warning.
    let tiny = try #require(Double("1e-320"))
    #expect(throws: SVGOutputSizeError.unusableDocumentSize(width: 0, height: 0)) {
      try pixels(.intrinsic, 0, 0)
    }
    #expect(throws: SVGOutputSizeError.unusableDocumentSize(width: .infinity, height: 1)) {
      try pixels(.width(10), .infinity, 1)
    }
    // Positive, but one pixel across would be an infinite factor.
    #expect(throws: SVGOutputSizeError.unusableDocumentSize(width: 1, height: tiny)) {
      try pixels(.intrinsic, 1, tiny)
    }
    #expect(
      SVGOutputSizeError.unusableDocumentSize(width: 1, height: tiny).description
        == "the document size 1×1e-320 px is not usable; the <svg> element's width and height (or else its"
        + " viewBox) must give a positive, finite size that scales to the output by a finite factor")
  }

  @Test func outputsAboveTheRasterLimitsAreRefused() {
    let side = Double(RasterError.maximumSide)
    #expect(throws: SVGOutputSizeError.tooLarge(width: side * 2, height: side * 2)) {
      try pixels(.scale(2), side, side)
    }
    // Each side within the limit, the area above it.
    #expect(throws: SVGOutputSizeError.tooLarge(width: side, height: side)) {
      try pixels(.exact(width: RasterError.maximumSide, height: RasterError.maximumSide), 1, 1)
    }
    let huge = SVGOutputSizeError.tooLarge(width: 1e308, height: 1e308)
    #expect(huge.problem.hasPrefix("the output would be 1e+308×1e+308 px, above the limit of"))
    #expect(huge.description == huge.problem + "; ask for a smaller size or scale")
  }
}
