import SymbolCatalog
import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// A layer is one visual unit: its shapes are composited together at the layer's opacity,
/// so two overlapping shapes of a secondary layer give the same 0.5 alpha where they overlap
/// as where they do not, in the PNG and in the SVG and PDF as other programs draw them.
final class LayerOpacityTests: XCTestCase {
  /// Two squares of layer 1 at opacity 0.5 overlapping in 10...14 × 10...14 points, and a
  /// primary square of layer 0 beside them.
  private static let overlapping = SymbolDrawing(
    width: 24, height: 24,
    steps: [
      SymbolDrawStep(
        path: DrawingFixtures.rect(0, 20, 4, 4), operation: .fill(.black, opacity: 1), layerIndex: 0),
      SymbolDrawStep(
        path: DrawingFixtures.rect(2, 2, 12, 12), operation: .fill(.black, opacity: 0.5), layerIndex: 1),
      SymbolDrawStep(
        path: DrawingFixtures.rect(10, 10, 12, 12), operation: .fill(.black, opacity: 0.5), layerIndex: 1),
    ])

  /// Pixel centres at 2 px/pt: only the first square, the overlap, only the second square.
  private static let probes = [(8, 8), (24, 24), (40, 40)]

  func testOverlappingShapesOfOneLayerKeepTheLayerOpacity() throws {
    let canvas = try Self.overlapping.rasterize(scale: 2)
    for (x, y) in Self.probes {
      XCTAssertTrue(canvas[x, y] == (0, 0, 0, 128), "(\(x), \(y)): \(canvas[x, y])")
    }
    XCTAssertEqual(canvas[2, 44].alpha, 255)
  }

  func testATranslucentColourDoesNotDarkenOverlapsEither() throws {
    let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 128)
    var drawing = Self.overlapping
    drawing.steps = drawing.steps.map { step in
      var step = step
      step.operation = .fill(halfBlack, opacity: 1)
      return step
    }
    let canvas = try drawing.rasterize(scale: 2)
    for (x, y) in Self.probes {
      XCTAssertEqual(Int(canvas[x, y].alpha), 128, accuracy: 1, "(\(x), \(y))")
    }
  }

  func testGroupsFollowLayersOpacitiesAndClears() {
    let square = DrawingFixtures.rect(0, 0, 2, 2)
    let red = Color(red: 255, green: 0, blue: 0, alpha: 128)
    let drawing = SymbolDrawing(
      width: 4, height: 4,
      steps: [
        SymbolDrawStep(path: square, operation: .fill(.black, opacity: 0.5), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .fill(red, opacity: 0.5), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .clear, layerIndex: 1),
        SymbolDrawStep(path: square, operation: .fill(red, opacity: 0.5), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .fill(red, opacity: 0.5), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .fill(red, opacity: 0.25), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .fill(.black, opacity: 0.5)),
        SymbolDrawStep(path: square, operation: .fill(.black, opacity: 0.5)),
      ])
    let groups = drawing.groups
    let summary = groups.map { group -> String in
      switch group {
      case .clear: "clear"
      case .layer(let layer, let opacity, let fills):
        "\(layer.map(String.init) ?? "-") \(opacity) \(fills.map(\.color.alpha))"
      }
    }
    XCTAssertEqual(
      summary,
      [
        // Different alphas stay with their fills; one shared alpha moves into the opacity.
        "1 0.5 [255, 128]", "clear", "1 \(0.5 * 128 / 255) [255, 255]", "1 \(0.25 * 128 / 255) [255]",
        "- 0.5 [255]", "- 0.5 [255]",
      ])
    XCTAssertEqual(groups.map(\.needsGroup), [true, false, true, false, false, false])
  }

  /// A black square under two overlapping squares of layer 1 that each erase a quarter, as an
  /// inactive knockout layer's outlines do: the layer erases a quarter once, over their union,
  /// so the overlap keeps 0.75 like the rest (erased one by one it kept 0.75², 143 of 255).
  private static let overlappingClears = SymbolDrawing(
    width: 24, height: 24,
    steps: [
      SymbolDrawStep(
        path: DrawingFixtures.rect(0, 0, 24, 24), operation: .fill(.black, opacity: 1), layerIndex: 0),
      SymbolDrawStep(
        path: DrawingFixtures.rect(2, 2, 12, 12), operation: .clear(opacity: 0.25), layerIndex: 1),
      SymbolDrawStep(
        path: DrawingFixtures.rect(10, 10, 12, 12), operation: .clear(opacity: 0.25), layerIndex: 1),
    ])

  func testOverlappingClearsOfOneLayerEraseTheirOpacityOnce() throws {
    XCTAssertEqual(Self.overlappingClears.groups.count, 2)
    let canvas = try Self.overlappingClears.rasterize(scale: 2)
    for (x, y) in Self.probes {
      XCTAssertEqual(Int(canvas[x, y].alpha), 191, accuracy: 1, "(\(x), \(y))")
    }
    XCTAssertEqual(canvas[2, 44].alpha, 255)
  }

  func testOverlappingClearsOfOneLayerInSVGAndPDF() throws {
    let svg = try SymbolSVGWriter.svg(for: Self.overlappingClears, scale: 2)
    let fromSVG = try ExternalTool.render(
      tool: "rsvg-convert", package: "librsvg2-bin", input: Array(svg.utf8), inputName: "in.svg",
      arguments: { input, output in ["-w", "48", "-h", "48", input, "-o", output] }, outputName: "out.png")
    for (x, y) in Self.probes {
      XCTAssertEqual(Int(fromSVG.pixels[(y * 48 + x) * 4 + 3]), 191, accuracy: 1, "(\(x), \(y)) in SVG")
    }
    let pdf = try SymbolPDFWriter.pdf(for: Self.overlappingClears, scale: 2)
    let fromPDF = try ExternalTool.render(
      tool: "pdftoppm", package: "poppler-utils", input: pdf, inputName: "in.pdf",
      arguments: { input, output in ["-png", "-r", "72", "-singlefile", input, String(output.dropLast(4))] },
      outputName: "out.png")
    // Black at 0.75 over pdftoppm's white page: 64 in every channel.
    for (x, y) in Self.probes {
      XCTAssertEqual(Int(fromPDF.pixels[(y * 48 + x) * 4]), 64, accuracy: 1, "(\(x), \(y)) in PDF")
    }
  }

  func testClearsOfDifferentLayersOrOpacitiesStaySeparate() {
    let square = DrawingFixtures.rect(0, 0, 2, 2)
    let drawing = SymbolDrawing(
      width: 4, height: 4,
      steps: [
        SymbolDrawStep(path: square, operation: .clear(opacity: 0.25), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .clear(opacity: 0.25), layerIndex: 1),
        SymbolDrawStep(path: square, operation: .clear(opacity: 0.25), layerIndex: 2),
        SymbolDrawStep(path: square, operation: .clear(opacity: 1), layerIndex: 2),
        SymbolDrawStep(path: square, operation: .clear(opacity: 1)),
        SymbolDrawStep(path: square, operation: .clear(opacity: 1)),
      ])
    let counts = drawing.groups.map { group -> Int in
      if case .clear(let steps, _) = group { steps.count } else { 0 }
    }
    XCTAssertEqual(counts, [2, 1, 1, 1, 1])
  }

  func testHierarchicalSymbolWithOverlappingShapesInOneLayer() throws {
    // A primary bar and a secondary layer of two crossing bars.
    var glyph = TestGlyphCatalog.centerline(
      "cross",
      layers: [
        ("M5 -5 H55", .primary, nil, nil), ("M10 -35 H50", .secondary, nil, nil),
        ("M30 -60 V-15", .secondary, nil, nil),
      ])
    glyph.layers[1].shapes += glyph.layers[2].shapes
    glyph.layers.removeLast()
    let image = try SymbolImage(
      named: "cross", in: TestGlyphCatalog(glyphs: ["cross": glyph]),
      configuration: SymbolConfiguration(pointSize: 40, renderingMode: .hierarchical, rasterizationScale: 2))
    XCTAssertEqual(image.layers.map(\.opacity), [1, 0.5])
    let canvas = try image.rgba()
    // Where the secondary bars cross, and a point on the horizontal bar away from the
    // crossing, both in pixels.
    let bars = image.drawing.steps.filter { $0.layerIndex == 1 }.compactMap(\.path.bounds)
    XCTAssertEqual(bars.count, 2)
    let (horizontal, vertical) = (bars[0], bars[1])
    let crossing = (x: Int(vertical.center.x * 2), y: Int(horizontal.center.y * 2))
    let barOnly = (x: Int((horizontal.minX + horizontal.width / 4) * 2), y: crossing.y)
    XCTAssertTrue(
      canvas[crossing.x, crossing.y] == (0, 0, 0, 128), "crossing: \(canvas[crossing.x, crossing.y])")
    XCTAssertTrue(canvas[barOnly.x, barOnly.y] == (0, 0, 0, 128), "one bar: \(canvas[barOnly.x, barOnly.y])")
  }

  func testSVGDrawnByRSVGKeepsTheLayerOpacity() throws {
    let svg = try SymbolSVGWriter.svg(for: Self.overlapping, scale: 2)
    XCTAssertTrue(svg.contains("<g class=\"layer-1\" data-layer=\"1\" opacity=\"0.5\">"), svg)
    let theirs = try ExternalTool.render(
      tool: "rsvg-convert", package: "librsvg2-bin", input: Array(svg.utf8), inputName: "in.svg",
      arguments: { input, output in ["-w", "48", "-h", "48", input, "-o", output] }, outputName: "out.png")
    for (x, y) in Self.probes {
      let pixel = theirs.pixels[(y * 48 + x) * 4 + 3]
      XCTAssertEqual(Int(pixel), 128, accuracy: 1, "(\(x), \(y)) through rsvg-convert")
    }
  }

  func testPDFDrawnByPdftoppmKeepsTheLayerOpacity() throws {
    let pdf = try SymbolPDFWriter.pdf(for: Self.overlapping, scale: 2)
    let text = String(decoding: pdf, as: UTF8.self)
    XCTAssertTrue(text.contains("/Fg1 Do"), text)
    let theirs = try ExternalTool.render(
      tool: "pdftoppm", package: "poppler-utils", input: pdf, inputName: "in.pdf",
      arguments: { input, output in ["-png", "-r", "72", "-singlefile", input, String(output.dropLast(4))] },
      outputName: "out.png")
    XCTAssertEqual(theirs.width, 48)
    // Black at 0.5 over pdftoppm's white page: 127 or 128 in every channel.
    for (x, y) in Self.probes {
      let red = theirs.pixels[(y * 48 + x) * 4]
      XCTAssertEqual(Int(red), 128, accuracy: 1, "(\(x), \(y)) through pdftoppm")
    }
  }
}
