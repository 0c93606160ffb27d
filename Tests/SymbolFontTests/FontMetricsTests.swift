import SymbolGeometry
import XCTest

@testable import SymbolFont

/// Metrics of the fonts Debian ships in fonts-dejavu-core and fonts-liberation.
///
/// The expected values were read by hand with fontTools (`TTFont(path)['hhea']`, `['OS/2']`,
/// `['post']`, and the glyph bounds from `BoundsPen`): DejaVu Sans has an OS/2 table of
/// version 1, so its cap height and x-height must be measured; Liberation Sans has version
/// 3 and stores them. The stem of `l` is a plain rectangle in both families: x 193...377 in
/// DejaVu Sans Book (184 units), 172...530 in Bold (358), 138...318 in Liberation Sans (180).
final class FontMetricsTests: XCTestCase {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
  static let liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
  static let liberationSansBold = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
  static let liberationSansItalic = "/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf"

  private func metrics(_ path: String) throws -> FontMetrics {
    try FontFace(path: path).metrics()
  }

  func testDejaVuSansReadsTheTablesAndMeasuresTheHeights() throws {
    let metrics = try metrics(Self.dejaVuSans)
    XCTAssertEqual(metrics.unitsPerEm, 2048)
    XCTAssertEqual(metrics.ascender, 1901)
    XCTAssertEqual(metrics.descender, -483)
    XCTAssertEqual(metrics.lineGap, 0)
    XCTAssertEqual(metrics.lineHeight, 2384)
    XCTAssertEqual(metrics.weightClass, 400)
    XCTAssertEqual(metrics.os2Version, 1)
    XCTAssertEqual(metrics.italicAngle, 0)
    // Version 1 has no sCapHeight, so the top of H is measured: its flat top is at 1493.
    XCTAssertEqual(metrics.capHeightSource, .measured)
    XCTAssertEqual(metrics.capHeight, 1493, accuracy: 0.5)
    XCTAssertEqual(metrics.xHeightSource, .measured)
    XCTAssertEqual(try XCTUnwrap(metrics.xHeight), 1120, accuracy: 0.5)
  }

  func testLiberationSansTakesTheHeightsFromOS2() throws {
    let metrics = try metrics(Self.liberationSans)
    XCTAssertEqual(metrics.unitsPerEm, 2048)
    XCTAssertGreaterThanOrEqual(metrics.os2Version, 3)
    XCTAssertEqual(metrics.capHeightSource, .os2)
    XCTAssertEqual(metrics.capHeight, 1409)
    XCTAssertEqual(metrics.xHeightSource, .os2)
    XCTAssertEqual(metrics.xHeight, 1082)
    XCTAssertEqual(metrics.ascender, 1854)
    XCTAssertEqual(metrics.descender, -434)
    XCTAssertEqual(metrics.lineGap, 67)
    XCTAssertEqual(metrics.weightClass, 400)
  }

  func testStoredAndMeasuredCapHeightsAgreeForLiberationSans() throws {
    // The OS/2 value must describe the font's own H, or the measurement fallback would give
    // different layouts for fonts that differ only in their OS/2 version.
    let top = try XCTUnwrap(FontFace(path: Self.liberationSans).glyphOutline(for: "H").bounds).minY
    XCTAssertEqual(-top, try metrics(Self.liberationSans).capHeight, accuracy: 0.5)
  }

  func testBoldStemIsThickerAndCloseToTheDrawnStem() throws {
    let regular = try metrics(Self.dejaVuSans)
    let bold = try metrics(Self.dejaVuSansBold)
    XCTAssertEqual(regular.stemWidth, 184, accuracy: 2)
    XCTAssertEqual(bold.stemWidth, 358, accuracy: 2)
    XCTAssertGreaterThan(bold.stemWidth, regular.stemWidth * 1.5)
    XCTAssertEqual(bold.weightClass, 700)
    XCTAssertEqual(try metrics(Self.liberationSans).stemWidth, 180, accuracy: 2)
    XCTAssertEqual(try metrics(Self.liberationSansBold).stemWidth, 281, accuracy: 2)
  }

  func testItalicAngleIsReadFromThePostTable() throws {
    // post.italicAngle is -12.0 in Liberation Sans Italic: leaning right is negative.
    XCTAssertEqual(try metrics(Self.liberationSansItalic).italicAngle, -12, accuracy: 0.001)
  }

  func testScaledConvertsFontUnitsToASize() throws {
    let metrics = try metrics(Self.dejaVuSans)
    XCTAssertEqual(metrics.scaled(1024, toSize: 20), 10, accuracy: 1e-12)
  }

  func testNewErrorsNameTheFileAndWhatFailed() {
    XCTAssertEqual(
      FontError.tableMissing(path: "/f.pfb", table: "hhea").description, "font has no 'hhea' table: /f.pfb")
    let metric = FontError.metricUnavailable(path: "/f.ttf", metric: "cap height", reason: "no H")
    XCTAssertEqual(metric.description, "cannot determine the cap height: no H: /f.ttf")
    XCTAssertEqual(metric.reason, "cannot determine the cap height: no H")
    XCTAssertTrue(FontError.invalidFeature("kern=").description.contains("'kern='"))
  }

  // MARK: - The scanline behind the stem width

  /// A rectangle from `minX` to `maxX` and y 0 to -100, wound clockwise or counter-clockwise.
  private func rectangle(_ minX: Double, _ maxX: Double, clockwise: Bool = true) -> Path {
    let corners = [Point(minX, 0), Point(minX, -100), Point(maxX, -100), Point(maxX, 0)]
    var path = Path()
    let ordered = clockwise ? corners : corners.reversed()
    path.move(to: ordered[0])
    for corner in ordered.dropFirst() { path.line(to: corner) }
    path.close()
    return path
  }

  func testScanlineFindsEachStemLeftToRight() {
    var path = rectangle(300, 340)
    path.append(rectangle(10, 30))
    let spans = OutlineScanline.insideSpans(of: path, atY: -50, tolerance: 0.01)
    XCTAssertEqual(spans, [10...30, 300...340])
  }

  func testScanlineMergesOverlappingContoursUnderTheNonZeroRule() {
    // Two overlapping contours of the same direction form one stem 10...50; under even-odd
    // the overlap 20...30 would be a hole.
    var path = rectangle(10, 30)
    path.append(rectangle(20, 50))
    XCTAssertEqual(OutlineScanline.insideSpans(of: path, atY: -50, tolerance: 0.01), [10...50])
  }

  func testScanlineLeavesACounterOut() {
    // An outer contour with an inner one of opposite direction: the counter is not inside.
    var path = rectangle(0, 100)
    path.append(rectangle(20, 80, clockwise: false))
    XCTAssertEqual(OutlineScanline.insideSpans(of: path, atY: -50, tolerance: 0.01), [0...20, 80...100])
  }

  func testScanlineThroughAVertexCountsItOnce() {
    // A diamond whose left and right corners lie on the scanline.
    var path = Path()
    path.move(to: Point(0, -50))
    path.line(to: Point(50, -100))
    path.line(to: Point(100, -50))
    path.line(to: Point(50, 0))
    path.close()
    XCTAssertEqual(OutlineScanline.insideSpans(of: path, atY: -50, tolerance: 0.01), [0...100])
    XCTAssertEqual(OutlineScanline.insideSpans(of: path, atY: -75, tolerance: 0.01), [25...75])
    XCTAssertEqual(OutlineScanline.insideSpans(of: path, atY: 10, tolerance: 0.01), [])
  }

  func testScanlineFollowsCurves() {
    // A circle of radius 50 around (0, 0) made of four cubic quarter arcs:
    // at y = 0 the chord is the full diameter, within the flattening tolerance.
    let k = 0.552_284_749_8 * 50
    var path = Path()
    path.move(to: Point(50, 0))
    path.cubic(to: Point(0, 50), control1: Point(50, k), control2: Point(k, 50))
    path.cubic(to: Point(-50, 0), control1: Point(-k, 50), control2: Point(-50, k))
    path.cubic(to: Point(0, -50), control1: Point(-50, -k), control2: Point(-k, -50))
    path.cubic(to: Point(50, 0), control1: Point(k, -50), control2: Point(50, -k))
    path.close()
    let spans = OutlineScanline.insideSpans(of: path, atY: 30, tolerance: 0.001)
    XCTAssertEqual(spans.count, 1)
    // The chord at distance 30 from the centre of a radius-50 circle is 2·40 long.
    XCTAssertEqual((spans.first?.upperBound ?? 0) - (spans.first?.lowerBound ?? 0), 80, accuracy: 0.1)
  }
}
