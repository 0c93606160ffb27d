import XCTest

@testable import SymbolGeometry

final class StemEstimatorTests: XCTestCase {
  private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    var builder = PathBuilder()
    builder.rect(Rect(x: x, y: y, width: w, height: h))
    return builder.path
  }

  func testLongBarGivesItsWidth() throws {
    let stem = try XCTUnwrap(StemEstimator.stemWidth(of: [rect(0, 0, 10, 100)]))
    XCTAssertEqual(stem, 10, accuracy: 0.2)
  }

  func testPlusGivesArmWidthNotAreaOverPerimeter() throws {
    // Two crossing bars 60 long, 7 wide; 2·area/perimeter would say about 6.6.
    let plus = [rect(0, 26.5, 60, 7), rect(26.5, 0, 7, 60)]
    let stem = try XCTUnwrap(StemEstimator.stemWidth(of: plus))
    XCTAssertEqual(stem, 7, accuracy: 0.15)
  }

  /// A ring about the origin between two radii.
  private func ring(outer: Double, inner: Double) -> Path {
    var outerCircle = PathBuilder()
    outerCircle.circle(center: Point(0, 0), radius: outer)
    var innerCircle = PathBuilder()
    innerCircle.circle(center: Point(0, 0), radius: inner)
    var ring = outerCircle.path
    // The inner circle reversed makes a hole under the non-zero rule.
    ring.append(innerCircle.path.reversedForTest())
    return ring
  }

  func testRingGivesRingWidth() throws {
    let stem = try XCTUnwrap(StemEstimator.stemWidth(of: [ring(outer: 32, inner: 27)]))
    XCTAssertEqual(stem, 5, accuracy: 0.05)
  }

  func testDiagonalCrossGivesBarWidth() throws {
    // An x of two 7-wide bars at ±45° (scanlines along the axes would measure 7·√2).
    let bar = rect(-40, -3.5, 80, 7)
    let cross = [
      bar.transformed(by: .rotation(Double.pi / 4)), bar.transformed(by: .rotation(-Double.pi / 4)),
    ]
    let stem = try XCTUnwrap(StemEstimator.stemWidth(of: cross))
    XCTAssertEqual(stem, 7, accuracy: 0.15)
  }

  func testBarAtAnAwkwardAngleIsWithinTwoPercent() throws {
    let bar = rect(-40, -5, 80, 10).transformed(by: .rotation(Double.pi * 11.25 / 180))
    let stem = try XCTUnwrap(StemEstimator.stemWidth(of: [bar]))
    XCTAssertEqual(stem, 10, accuracy: 0.21)
  }

  func testHeavyPlusWithShortRoundEndedArmsGivesItsStem() throws {
    // `plus` extrapolated beyond its Black master: arms barely longer than they are wide,
    // where a few chords through the round ends once out-voted the arms in one direction.
    let plus = try SVGPathParser.parse(
      "M6.9747 23.8819 L32.7992 23.8819 C35.8344 23.8819 38.2841 21.4323 38.2841 18.3971 "
        + "C38.2841 15.3619 35.8344 12.9122 32.7992 12.9122 L6.9747 12.9122 C3.9395 12.9122 1.4899 15.3619 "
        + "1.4899 18.3971 C1.4899 21.4323 3.9395 23.8819 6.9747 23.8819 Z M14.4021 5.4848 L14.4021 31.3093 "
        + "C14.4021 34.3445 16.8518 36.7942 19.887 36.7942 C22.9222 36.7942 25.3718 34.3445 25.3718 31.3093 "
        + "L25.3718 5.4848 C25.3718 2.4496 22.9222 0 19.887 0 C16.8518 0 14.4021 2.4496 14.4021 5.4848 Z")
    let stem = try XCTUnwrap(StemEstimator.stemWidth(of: [plus], tolerance: 1e-3))
    XCTAssertEqual(stem, 23.8819 - 12.9122, accuracy: 0.1)
  }

  /// A disc's or a square's most frequent span is its own width, and a triangle's chords
  /// spread evenly over every length: none of them has a stem.
  func testSolidShapesHaveNoStem() throws {
    var disc = PathBuilder()
    disc.circle(center: Point(0, 0), radius: 33)
    let triangle = try SVGPathParser.parse("M46 31 L94 55 L46 79 Z")
    for shape in [disc.path, rect(0, 0, 50, 50), rect(0, 0, 60, 40), triangle] {
      XCTAssertNil(StemEstimator.stemWidth(of: [shape]), "\(shape.bounds as Any)")
    }
  }

  /// Shapes near those limits that are strokes: a bar a quarter as thick as it is long, and
  /// a ring nearly half as wide as its radius, whose chords spread widely.
  func testThickStrokesKeepTheirStem() throws {
    XCTAssertEqual(try XCTUnwrap(StemEstimator.stemWidth(of: [rect(0, 0, 52, 14)])), 14, accuracy: 0.2)
    XCTAssertEqual(
      try XCTUnwrap(StemEstimator.stemWidth(of: [ring(outer: 30, inner: 16)])), 14, accuracy: 0.2)
  }

  func testEmptyAndDegenerateGiveNil() {
    XCTAssertNil(StemEstimator.stemWidth(of: []))
    var line = Path()
    line.move(to: Point(0, 0))
    line.line(to: Point(10, 0))
    XCTAssertNil(StemEstimator.stemWidth(of: [line]))
  }
}

extension Path {
  /// The polylines of the path traversed backwards (flattened), for making holes.
  fileprivate func reversedForTest() -> Path {
    var result = Path()
    for polyline in flattened(tolerance: 0.001) {
      let reversed = Array(polyline.reversed())
      guard let first = reversed.first else { continue }
      result.move(to: first)
      for point in reversed.dropFirst() { result.line(to: point) }
      result.close()
    }
    return result
  }
}
