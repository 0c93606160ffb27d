import Foundation
import SymbolFont
import SymbolGeometry
import Synchronization
import XCTest

/// Shaping with HarfBuzz, checked against `hb-shape` (package libharfbuzz-bin).
///
/// The literal expectations were printed by `hb-shape --no-glyph-names FONT TEXT`, which
/// also shapes in font units with HarfBuzz's own OpenType functions; the `hb-shape` test
/// repeats the comparison live when the tool is installed.
final class TextShaperTests: XCTestCase {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"

  private func shaper(_ path: String) throws -> TextShaper {
    try TextShaper(face: FontFace(path: path))
  }

  func testHelloMatchesHBShape() throws {
    // [43=0+1479|72=1+1139|79=2+455|79=3+455|82=4+1139]
    let run = try shaper(Self.liberationSans).shape("Hello")
    XCTAssertEqual(run.glyphIndices, [43, 72, 79, 79, 82])
    XCTAssertEqual(run.glyphs.map(\.advance.dx), [1479, 1139, 455, 455, 1139])
    XCTAssertEqual(run.clusters, [0, 1, 2, 3, 4])
    XCTAssertEqual(run.advance, Vector(4667, 0))
    XCTAssertEqual(run.direction, .leftToRight)
    // [43=0+1540|72=1+1260|79=2+569|79=3+569|82=4+1253]
    XCTAssertEqual(try shaper(Self.dejaVuSans).shape("Hello").advance.dx, 5191)
  }

  func testAgreesWithTheInstalledHBShape() throws {
    let tool = "/usr/bin/hb-shape"
    // A missing tool fails rather than skips, so the cross-check cannot silently vanish.
    let installed = FileManager.default.isExecutableFile(atPath: tool)
    guard installed else {
      XCTFail("hb-shape is not installed; install it with `apt-get install libharfbuzz-bin`")
      return
    }
    let samples = [
      (Self.liberationSans, "Hello"), (Self.liberationSans, "AV"), (Self.dejaVuSans, "ffi"),
      (Self.dejaVuSans, "x\u{301}"), (Self.dejaVuSans, "שלום"),
    ]
    for (path, text) in samples {
      let expected = try Self.hbShape(tool, path, text)
      let run = try shaper(path).shape(text)
      XCTAssertEqual(run.glyphIndices, expected.map(\.glyph), "\(text) in \(path)")
      XCTAssertEqual(run.clusters, expected.map(\.cluster), "\(text) in \(path)")
      XCTAssertEqual(run.glyphs.map(\.advance.dx), expected.map(\.advance), "\(text) in \(path)")
    }
  }

  func testKerningTightensAV() throws {
    let shaper = try shaper(Self.liberationSans)
    let pair = try shaper.shape("AV").advance.dx
    let separate = try shaper.shape("A").advance.dx + shaper.shape("V").advance.dx
    // Liberation Sans kerns A and V by -152 units: [A=0+1214|V=1+1366].
    XCTAssertEqual(pair, 2580)
    XCTAssertEqual(separate, 2732)
    XCTAssertEqual(try shaper.shape("AV", features: ["-kern"]).advance.dx, separate)
  }

  func testLigatureIsOneGlyphUnlessTurnedOff() throws {
    let shaper = try shaper(Self.dejaVuSans)
    let ligature = try shaper.shape("ffi")
    XCTAssertEqual(ligature.glyphs.count, 1)
    XCTAssertEqual(ligature.clusters, [0])
    XCTAssertEqual(ligature.advance.dx, 1980)
    let separate = try shaper.shape("ffi", features: ["-liga"])
    XCTAssertEqual(separate.clusters, [0, 1, 2])
    XCTAssertEqual(separate.advance.dx, 721 + 721 + 569)
  }

  func testCombiningMarkSharesTheClusterAndIsOffset() throws {
    // [91=0+1212|690=0@-90,0+0]: the acute does not advance and is drawn 90 units left.
    let run = try shaper(Self.dejaVuSans).shape("x\u{301}")
    XCTAssertEqual(run.glyphIndices, [91, 690])
    XCTAssertEqual(run.clusters, [0, 0])
    XCTAssertEqual(run.glyphs.last?.advance, Vector(0, 0))
    XCTAssertEqual(run.glyphs.last?.offset, Vector(-90, 0))
    XCTAssertEqual(run.glyphOrigins(), [Point(0, 0), Point(1212 - 90, 0)])
  }

  func testHebrewIsRightToLeftWithUTF8Clusters() throws {
    // hb-shape --utf8-clusters: [1332=6+1359|1324=4+558|1331=2+1164|1344=0+1451]
    let run = try shaper(Self.dejaVuSans).shape("שלום")
    XCTAssertEqual(run.direction, .rightToLeft)
    XCTAssertEqual(run.glyphIndices, [1332, 1324, 1331, 1344])
    XCTAssertEqual(run.clusters, [6, 4, 2, 0])
  }

  func testInvalidFeatureIsRejected() throws {
    let shaper = try shaper(Self.dejaVuSans)
    XCTAssertThrowsError(try shaper.shape("Hello", features: ["kern=x"])) { error in
      XCTAssertEqual(error as? FontError, .invalidFeature("kern=x"))
    }
    XCTAssertThrowsError(try shaper.shape("Hello", features: [""])) { error in
      XCTAssertEqual(error as? FontError, .invalidFeature(""))
    }
  }

  func testEmptyTextGivesAnEmptyRunAndOutline() throws {
    let shaper = try shaper(Self.dejaVuSans)
    XCTAssertEqual(try shaper.shape("").glyphs, [])
    XCTAssertTrue(try shaper.outline(of: "").isEmpty)
  }

  func testRunOutlinePlacesGlyphsAlongTheBaseline() throws {
    let face = try FontFace(path: Self.dejaVuSans)
    let shaper = try TextShaper(face: face)
    // Each l is the rectangle x 193...377, y 0...-1556; the second starts one advance on.
    let outline = try shaper.outline(of: "ll")
    let bounds = try XCTUnwrap(outline.bounds)
    XCTAssertEqual(bounds, Rect(minX: 193, minY: -1556, maxX: 569 + 377, maxY: 0))
    XCTAssertEqual(outline.verbs.filter { $0 == .close }.count, 2)
    // A space adds no contour but moves the pen by its advance.
    let spaced = try shaper.shape(" l")
    let space = try XCTUnwrap(spaced.glyphs.first).advance.dx
    let single = try face.glyphOutline(for: "l").transformed(by: .translation(space, 0))
    XCTAssertEqual(try spaced.outline(using: face), single)
  }

  func testHelloOutlineHasEveryContourInsideTheAdvance() throws {
    let shaper = try shaper(Self.liberationSans)
    let outline = try shaper.outline(of: "Hello")
    // H 1, e 2, l 1, l 1, o 2 contours.
    XCTAssertEqual(outline.verbs.filter { $0 == .close }.count, 7)
    let bounds = try XCTUnwrap(outline.bounds)
    XCTAssertGreaterThan(bounds.minX, 0)
    XCTAssertLessThan(bounds.maxX, 4667)
    XCTAssertEqual(bounds.maxY, 0, accuracy: 40, "o overshoots the baseline only slightly")
  }

  func testOneShaperIsUsableFromManyThreads() throws {
    let shaper = try shaper(Self.liberationSans)
    let expected = try shaper.shape("Hello AV")
    let results = Mutex<[ShapedRun?]>(Array(repeating: nil, count: 16))
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      let run = try? shaper.shape("Hello AV")
      results.withLock { $0[index] = run }
    }
    XCTAssertEqual(results.withLock { $0 }, Array(repeating: expected, count: 16))
  }

  /// hb-shape's glyphs for `text`: `[43=0+1479|...]` as (glyph, cluster, x advance).
  private static func hbShape(
    _ tool: String, _ path: String, _ text: String
  ) throws -> [(glyph: Int, cluster: Int, advance: Double)] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--no-glyph-names", "--utf8-clusters", path, text]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let body = line.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    return try body.split(separator: "|").map { item in
      // `glyph=cluster+advance`, with `@dx,dy` before the `+` when the glyph is offset.
      let parts = item.split(whereSeparator: { "=@+".contains($0) }).map(String.init)
      guard parts.count >= 3, let glyph = Int(parts[0]), let cluster = Int(parts[1]),
        let advance = parts.last.flatMap(Double.init)
      else { throw HBShapeOutputError(line: line) }
      return (glyph, cluster, advance)
    }
  }
}

/// `hb-shape` printed something the test cannot read.
struct HBShapeOutputError: Error, CustomStringConvertible {
  var line: String
  var description: String { "unexpected hb-shape output: \(line)" }
}
