import Foundation
import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// The SVG and PDF writers checked by other programs: `rsvg-convert` (librsvg) draws our
/// SVG and `pdftoppm` (poppler) our PDF, and both must match our own pixels.
///
/// Tolerances, in 8-bit premultiplied levels per channel. Pixels whose 3×3 neighbourhood
/// is uniform in our image ("interior") may differ by rounding only. Pixels on or next to
/// an edge depend on each renderer's anti-aliasing (poppler's Splash samples a 4×4 grid,
/// cairo a grid of 15 rows per pixel where we compute exact areas, which matters most at
/// the thin tips of the random triangles), so single edge pixels get a wide bound; the mean
/// over every channel of every pixel and the share of pixels far off keep edges honest.
final class SymbolDrawingExternalRenderTests: XCTestCase {
  /// The drawings compared: layers, opacities, even-odd, curves, clears, and a seeded
  /// random pile of everything.
  static let drawings: [(name: String, drawing: SymbolDrawing)] = [
    ("layered", DrawingFixtures.layered), ("knockouts", DrawingFixtures.knockouts),
    ("random", RandomDrawing.make(seed: 7)),
  ]

  func testSVGDrawnByRSVGMatchesOurPixels() throws {
    for (name, drawing) in Self.drawings {
      for scale in [2.0, 3.0] {
        let size = drawing.pixelSize(scale: scale)
        let svg = try SymbolSVGWriter.svg(for: drawing, scale: scale)
        let image = try ExternalTool.render(
          tool: "rsvg-convert", package: "librsvg2-bin", input: Array(svg.utf8), inputName: "in.svg",
          arguments: { input, output in
            ["-w", "\(size.width)", "-h", "\(size.height)", input, "-o", output]
          }, outputName: "out.png")
        let difference = try RenderDifference(ours: drawing.rasterize(scale: scale), theirs: image)
        difference.assertWithin(
          mean: 0.5, interior: 2, edge: 96, farOff: 0.01, "\(name) SVG at scale \(scale) through rsvg-convert"
        )
      }
    }
  }

  func testPDFDrawnByPdftoppmMatchesOurPixels() throws {
    for (name, drawing) in Self.drawings {
      // The page is points × scale units, drawn at 72 dpi; or 1 unit per point, drawn at
      // 72 × scale dpi. Both must give our pixels at that scale.
      for (pageScale, dpi) in [(2.0, 72), (1.0, 144), (3.0, 72)] {
        let scale = pageScale * Double(dpi) / 72
        let pdf = try SymbolPDFWriter.pdf(for: drawing, scale: pageScale)
        let image = try ExternalTool.render(
          tool: "pdftoppm", package: "poppler-utils", input: pdf, inputName: "in.pdf",
          arguments: { input, output in
            ["-png", "-r", "\(dpi)", "-singlefile", input, String(output.dropLast(4))]
          }, outputName: "out.png")
        // pdftoppm paints the page on white.
        let ours = try drawing.rasterize(scale: scale, background: .white)
        let difference = try RenderDifference(ours: ours, theirs: image)
        difference.assertWithin(
          mean: 1.5, interior: 3, edge: 96, farOff: 0.02,
          "\(name) PDF at page scale \(pageScale), \(dpi) dpi, through pdftoppm")
      }
    }
  }

  /// The tolerances above must still catch a real mistake: an SVG whose knockouts are
  /// missing fails them by far.
  func testComparisonCatchesMissingKnockouts() throws {
    var unmasked = DrawingFixtures.knockouts
    unmasked.steps.removeAll {
      if case .clear(_) = $0.operation { true } else { false }
    }
    let svg = try SymbolSVGWriter.svg(for: unmasked, scale: 2)
    let image = try ExternalTool.render(
      tool: "rsvg-convert", package: "librsvg2-bin", input: Array(svg.utf8), inputName: "in.svg",
      arguments: { input, output in ["-w", "64", "-h", "48", input, "-o", output] }, outputName: "out.png")
    let difference = try RenderDifference(ours: DrawingFixtures.knockouts.rasterize(scale: 2), theirs: image)
    XCTAssertGreaterThan(difference.interiorMaximum, 200, difference.description)
    XCTAssertGreaterThan(difference.farOffShare, 0.05, difference.description)
  }

  func testAMissingToolFailsWithTheInstallHint() {
    XCTAssertThrowsError(try ExternalTool.path(of: "no-such-renderer-h6", package: "librsvg2-bin")) { error in
      XCTAssertTrue("\(error)".contains("apt-get install librsvg2-bin"), "\(error)")
    }
  }
}

/// How far another renderer's image is from ours.
struct RenderDifference {
  var description: String
  /// The mean absolute difference per channel over every pixel.
  var mean: Double
  /// The largest channel difference among pixels whose 3×3 neighbourhood is uniform in ours.
  var interiorMaximum: Int
  /// The largest channel difference among the other pixels.
  var edgeMaximum: Int
  /// The share of pixels with a channel more than 32 levels off: a shifted or missing
  /// edge shows up here even where single pixels are within the edge bound.
  var farOffShare: Double

  /// Compares premultiplied pixels; `theirs` is straight alpha, as decoded.
  ///
  /// `page`, the size in pixels of a PDF page drawn by `pdftoppm`, limits the comparison to
  /// the pixels wholly on the page: our raster rounds its size up to whole pixels, and
  /// poppler leaves the part of a last row or column that lies beyond the page unpainted.
  init(ours: RGBACanvas, theirs: PNGImage, page: (width: Double, height: Double)? = nil) throws {
    guard ours.width == theirs.width, ours.height == theirs.height else {
      throw ExternalTool.Failure(
        message: "size \(theirs.width)×\(theirs.height) differs from ours, \(ours.width)×\(ours.height)")
    }
    let expected = GoldenImageComparison.premultiply(theirs.pixels)
    let stride = ours.width
    let width = min(ours.width, page.map { Int(($0.width + 1e-9).rounded(.down)) } ?? ours.width)
    let height = min(ours.height, page.map { Int(($0.height + 1e-9).rounded(.down)) } ?? ours.height)
    var total = 0
    var interior = 0
    var edge = 0
    var worst = (x: 0, y: 0, difference: -1)
    var farOff = 0
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * stride + x) * 4
        var largest = 0
        for k in 0..<4 {
          let difference = abs(Int(ours.pixels[index + k]) - Int(expected[index + k]))
          total += difference
          largest = max(largest, difference)
        }
        if Self.isUniform(ours, x, y) { interior = max(interior, largest) } else { edge = max(edge, largest) }
        if largest > worst.difference { worst = (x, y, largest) }
        if largest > 32 { farOff += 1 }
      }
    }
    mean = Double(total) / Double(width * height * 4)
    interiorMaximum = interior
    edgeMaximum = edge
    farOffShare = Double(farOff) / Double(width * height)
    let index = (worst.y * stride + worst.x) * 4
    description =
      "mean \(mean), interior max \(interior), edge max \(edge), far off \(farOffShare); worst at \(worst.x),\(worst.y): "
      + "ours \(ours.pixels[index..<index + 4].map { $0 }), theirs \(expected[index..<index + 4].map { $0 })"
  }

  private static func isUniform(_ canvas: RGBACanvas, _ x: Int, _ y: Int) -> Bool {
    let centre = canvas[x, y]
    for ny in max(0, y - 1)...min(canvas.height - 1, y + 1) {
      for nx in max(0, x - 1)...min(canvas.width - 1, x + 1) where canvas[nx, ny] != centre {
        return false
      }
    }
    return true
  }

  func assertWithin(
    mean meanLimit: Double, interior: Int, edge: Int, farOff: Double, _ context: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    print("\(context): \(description)")
    XCTAssertLessThanOrEqual(mean, meanLimit, "\(context): \(description)", file: file, line: line)
    XCTAssertLessThanOrEqual(interiorMaximum, interior, "\(context): \(description)", file: file, line: line)
    XCTAssertLessThanOrEqual(edgeMaximum, edge, "\(context): \(description)", file: file, line: line)
    XCTAssertLessThanOrEqual(farOffShare, farOff, "\(context): \(description)", file: file, line: line)
  }
}

/// Runs an installed converter on a file and decodes the PNG it writes.
enum ExternalTool {
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  static func path(of tool: String, package: String) throws -> String {
    for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
      let candidate = directory + "/" + tool
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    // Missing tools fail the test rather than skip it, so the check cannot silently vanish.
    throw Failure(message: "\(tool) is not installed; install it with `apt-get install \(package)`")
  }

  static func render(
    tool: String, package: String, input: [UInt8], inputName: String,
    arguments: (_ input: String, _ output: String) -> [String], outputName: String
  ) throws -> PNGImage {
    let executable = try path(of: tool, package: package)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "symbol-drawing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent(inputName)
    let outputURL = directory.appendingPathComponent(outputName)
    try Data(input).write(to: inputURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments(inputURL.path, outputURL.path)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw Failure(message: "\(tool) exited with \(process.terminationStatus): \(stderr)")
    }
    return try PNGDecoder.decode([UInt8](try Data(contentsOf: outputURL)))
  }
}

/// A seeded pile of circles, triangles and quadratic blobs with random colours,
/// opacities, fill rules, layers and clears.
enum RandomDrawing {
  static func make(seed: UInt64) -> SymbolDrawing {
    var state = seed
    // A 64-bit LCG (Knuth's MMIX constants): deterministic on every platform.
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    func point() -> Point { Point(2 + next() * 36, 2 + next() * 26) }
    var steps: [SymbolDrawStep] = []
    for index in 0..<24 {
      var path: Path
      switch index % 3 {
      case 0:
        path = DrawingFixtures.circle(2 + next() * 36, 2 + next() * 26, 1 + next() * 8)
      case 1:
        // Two overlapping triangles: even-odd and non-zero differ where they overlap.
        path = Path([.move(point()), .line(point()), .line(point()), .close])
        path.append(Path([.move(point()), .line(point()), .line(point()), .close]))
      default:
        let start = point()
        path = Path([.move(start), .quad(point(), point()), .quad(point(), start), .close])
      }
      let rule: FillRule = next() < 0.5 ? .evenOdd : .nonZero
      let layer = index / 5
      if index % 7 == 6 {
        // Some erase a quarter, as an inactive knockout layer does.
        let strength = index % 2 == 0 ? 1 : 0.25
        steps.append(
          SymbolDrawStep(path: path, fillRule: rule, operation: .clear(opacity: strength), layerIndex: layer))
      } else {
        let color = Color(
          red: UInt8(next() * 255), green: UInt8(next() * 255), blue: UInt8(next() * 255),
          alpha: next() < 0.3 ? UInt8(100 + next() * 155) : 255)
        let opacity = next() < 0.5 ? 1 : 0.2 + next() * 0.8
        steps.append(
          SymbolDrawStep(
            path: path, fillRule: rule, operation: .fill(color, opacity: opacity), layerIndex: layer))
      }
    }
    return SymbolDrawing(width: 40, height: 30, steps: steps)
  }
}
