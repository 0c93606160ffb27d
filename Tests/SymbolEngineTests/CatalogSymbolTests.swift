import Foundation
import SymbolCatalog
import SymbolGeometry
import SymbolRaster
import XCTest

@testable import SymbolEngine

/// The published rules on the shipped catalog: variable thresholds of `speaker.wave.3`,
/// synthesised enclosures and slashes at every weight, authored variants winning, and
/// every symbol drawable in every mode.
final class CatalogSymbolTests: XCTestCase {
  private let catalogFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Symbols").path

  private func catalog() throws -> FolderCatalog { try FolderCatalog(directory: catalogFolder) }

  func testSpeakerWaveThresholds() throws {
    let expected: [(Double, [Bool])] = [
      (0.0, [false, false, false]), (0.33, [true, false, false]), (0.34, [true, true, false]),
      (0.36, [true, true, false]), (0.67, [true, true, false]), (0.68, [true, true, true]),
      (1.0, [true, true, true]),
    ]
    let catalog = try catalog()
    for (value, waves) in expected {
      let image = try SymbolImage(
        named: "speaker.wave.3", in: catalog,
        configuration: SymbolConfiguration(renderingMode: .hierarchical, variableValue: value))
      XCTAssertEqual(image.layers.map(\.isActive), [true] + waves, "value \(value)")
      XCTAssertEqual(image.layers.map(\.level), [.primary, .secondary, .secondary, .secondary])
      XCTAssertEqual(image.layers.map(\.opacity), [1] + waves.map { $0 ? 0.5 : 0.125 }, "value \(value)")
      let hidden = try SymbolImage(
        named: "speaker.wave.3", in: catalog,
        configuration: SymbolConfiguration(variableValue: value, hidesInactiveLayers: true))
      let drawnLayers = Set(hidden.drawing.steps.compactMap(\.layerIndex))
      XCTAssertEqual(drawnLayers.count, 1 + waves.count { $0 }, "value \(value) with inactive layers hidden")
    }
  }

  /// `wifi`'s dot is a filled and stroked circle, two overlapping outlines in one variable
  /// layer. In `wifi.circle.fill` at value 0 it is an inactive knockout, which erases a
  /// quarter of the disc: 191 of 255 where both outlines cover it, as elsewhere (erased once
  /// per outline, it kept 143 there).
  func testInactiveKnockoutWithOverlappingOutlinesErasesAQuarterOnce() throws {
    let image = try SymbolImage(
      named: "wifi.circle.fill", in: try catalog(),
      configuration: SymbolConfiguration(renderingMode: .monochrome, variableValue: 0, rasterizationScale: 12)
    )
    let dotLayer = try XCTUnwrap(image.layers.firstIndex { $0.variableIndex == 0 })
    let dot = try XCTUnwrap(
      image.drawing.steps.filter { $0.layerIndex == dotLayer }.compactMap(\.path.bounds).reduce(nil) {
        (union: Rect?, box) in union.map { $0.union(box) } ?? box
      })
    let canvas = try image.rgba()
    // Between the centre and the edge, where the disc and the stroke's ring both lie (the
    // stroke's outline leaves a speck at the very centre).
    let probe = canvas[Int((dot.center.x - dot.width / 4) * 12), Int(dot.center.y * 12)]
    XCTAssertEqual(Int(probe.alpha), 191, accuracy: 1)
  }

  func testFilledEnclosuresHaveRealHolesAtEveryWeight() throws {
    let catalog = try catalog()
    for weight in [SymbolWeight.ultralight, .regular, .black] {
      for shape in [SymbolVariants.circle, .square, .rectangle] {
        let image = try SymbolImage(
          named: "plus", in: catalog,
          configuration: SymbolConfiguration(weight: weight, variants: shape.fill, rasterizationScale: 12))
        XCTAssertTrue(image.resolution.isSynthesised)
        // At 12 px a point even the ultralight bars (0.12 pt) hold a whole pixel where they
        // cross; at 4 they cover 0.86 of the middle pixel, which keeps the rest.
        let canvas = try image.drawing.rasterize(scale: 12)
        // The middle of a plus is its crossing: a hole in the filled enclosure.
        XCTAssertEqual(canvas[canvas.width / 2, canvas.height / 2].alpha, 0, "\(weight) \(shape)")
        // Near the enclosure's edge, inside it, the fill is solid.
        XCTAssertEqual(canvas[canvas.width / 2, canvas.height / 12 + 2].alpha, 255, "\(weight) \(shape)")
      }
    }
  }

  /// Beside the bar, on the upper right, the glyph is cut away where it would be drawn; on
  /// the lower left it runs up to the bar. Checked against the unslashed glyph drawn on the
  /// same pixels, at the lightest and heaviest weights.
  /// Every synthesised enclosure is centred on the cap-height band, as the text beside it
  /// is, whatever glyph it holds and at every weight: the glyph moves to the enclosure's
  /// centre, the baseline does not. (The baseline used to follow the glyph's optical
  /// centring: `questionmark.circle` sat 1.5 pt lower than `plus.circle` at 100 pt.)
  func testEnclosuresSitOnTheCapBandWhateverTheirGlyph() throws {
    let catalog = try catalog()
    for name in ["plus", "questionmark", "house", "info", "bell", "heart.fill"] {
      for variants in [
        SymbolVariants.circle, .square, .rectangle, SymbolVariants(shape: .circle, fill: true),
      ] {
        for weight in [SymbolWeight.ultralight, .regular, .black] {
          let image = try SymbolImage(
            named: name, in: catalog,
            configuration: SymbolConfiguration(pointSize: 100, weight: weight, variants: variants))
          let metrics = image.metrics
          let enclosure = try XCTUnwrap(image.drawing.steps.first?.path.bounds)
          let centreAboveBaseline =
            (metrics.alignmentRect.height - metrics.baselineOffset) - enclosure.center.y
          XCTAssertEqual(
            centreAboveBaseline, metrics.capHeight / 2, accuracy: 1e-6,
            "\(image.resolution.resolvedName) \(weight): the enclosure's centre above the baseline")
        }
      }
    }
  }

  func testSynthesisedSlashKeepsAGapAtEveryWeight() throws {
    let catalog = try catalog()
    for weight in [SymbolWeight.ultralight, .regular, .black] {
      let configuration = SymbolConfiguration(pointSize: 48, weight: weight, variants: .slash)
      let image = try SymbolImage(named: "star", in: catalog, configuration: configuration)
      XCTAssertEqual(image.resolution.resolvedName, "star.slash")
      XCTAssertTrue(image.resolution.isSynthesised)
      let plain = try SymbolImage(
        named: "star", in: catalog, configuration: SymbolConfiguration(pointSize: 48, weight: weight))
      XCTAssertEqual(
        image.metrics.alignmentRect.width, plain.metrics.alignmentRect.width, accuracy: 1e-9,
        "\(weight): the slash stays within the margins, so the two images line up")
      let probe = try SymbolPixelProbe(image, scale: 3)
      let gap = try probe.besideSlash(gapSide: true, depth: 3, drawnIn: plain)
      XCTAssertGreaterThan(gap.count, 3, "\(weight): the star runs through the gap")
      for (x, y) in gap {
        XCTAssertEqual(probe.alpha(x, y), 0, "\(weight): pixel (\(x), \(y)) in the gap is cleared")
      }
      let other = try probe.besideSlash(gapSide: false, depth: 3, drawnIn: plain)
      XCTAssertGreaterThan(other.count, 3, "\(weight): the star meets the bar on the lower left")
      XCTAssertTrue(
        other.allSatisfy { probe.alpha($0.x, $0.y) >= 250 }, "\(weight): no gap on the lower left")
    }
  }

  /// On a wide glyph the bar is as tall as the cap-height band, not as the glyph is wide:
  /// it stays between the capline and the baseline (the catalog draws the small scale, so
  /// at medium the band is the text's cap height scaled by 1 / 0.783 about its middle).
  func testSynthesisedSlashStaysInTheCapHeightBand() throws {
    let catalog = try catalog()
    for weight in [SymbolWeight.ultralight, .black] {
      let image = try SymbolImage(
        named: "speaker.wave.3", in: catalog,
        configuration: SymbolConfiguration(weight: weight, variants: .slash))
      XCTAssertEqual(image.resolution.resolvedName, "speaker.wave.3.slash")
      let bar = try XCTUnwrap(image.drawing.steps.last?.path.bounds)
      let metrics = image.metrics
      let baseline = metrics.alignmentRect.height - metrics.baselineOffset
      let middle = baseline - metrics.capHeight / 2
      let band = metrics.capHeight * SymbolScale.medium.factor / SymbolScale.small.factor
      XCTAssertEqual(bar.width, bar.height, accuracy: 0.01, "\(weight): at 45°")
      XCTAssertEqual(bar.height, band, accuracy: 0.01, "\(weight): as tall as the band")
      XCTAssertGreaterThanOrEqual(bar.minY, middle - band / 2 - 0.01, "\(weight): not above the capline")
      XCTAssertLessThanOrEqual(bar.maxY, middle + band / 2 + 0.01, "\(weight): not below the baseline")
    }
  }

  /// In a filled enclosure the gap gives the enclosure back: solid beside the bar on the
  /// upper right, while on the lower left the glyph's hole runs up to the bar.
  func testSynthesisedSlashGapInAFilledEnclosure() throws {
    let catalog = try catalog()
    for weight in [SymbolWeight.ultralight, .black] {
      let image = try SymbolImage(
        named: "star.slash.circle.fill", in: catalog,
        configuration: SymbolConfiguration(pointSize: 48, weight: weight, renderingMode: .monochrome))
      XCTAssertTrue(image.resolution.isSynthesised)
      let probe = try SymbolPixelProbe(image, scale: 3)
      let gap = try probe.besideSlash(gapSide: true, depth: 3)
      XCTAssertGreaterThan(gap.count, 20, "\(weight)")
      XCTAssertTrue(
        gap.allSatisfy { probe.alpha($0.x, $0.y) == 255 }, "\(weight): the gap is solid enclosure")
      let holes = try probe.besideSlash(gapSide: false, depth: 3).filter { probe.alpha($0.x, $0.y) == 0 }
      XCTAssertGreaterThan(holes.count, 3, "\(weight): the star's hole meets the bar on the lower left")
    }
  }

  func testAuthoredVariantsWinAndMissingOnesAreIgnored() throws {
    // The shipped catalog synthesises bell.slash; a copy of it with an authored
    // bell.slash.svg (here simply bell's drawing) must draw that file instead.
    let shipped = try SymbolImage(
      named: "bell", in: try catalog(), configuration: SymbolConfiguration(variants: .slash))
    XCTAssertEqual(shipped.resolution.resolvedName, "bell.slash")
    XCTAssertTrue(shipped.resolution.isSynthesised)

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("authored-slash-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: catalogFolder), to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("bell.svg"), to: folder.appendingPathComponent("bell.slash.svg"))
    let authoredCatalog = try FolderCatalog(directory: folder.path)
    let authored = try SymbolImage(
      named: "bell", in: authoredCatalog, configuration: SymbolConfiguration(variants: .slash))
    XCTAssertEqual(authored.resolution.resolvedName, "bell.slash")
    XCTAssertFalse(authored.resolution.isSynthesised)
    let plain = try SymbolImage(named: "bell", in: authoredCatalog)
    XCTAssertEqual(authored.drawing, plain.drawing, "the authored file is drawn as it is")
    XCTAssertNotEqual(shipped.drawing, plain.drawing)

    let list = try SymbolImage(
      named: "list.bullet", in: try catalog(), configuration: SymbolConfiguration(variants: .fill))
    XCTAssertEqual(list.resolution.resolvedName, "list.bullet")
  }

  func testEverySymbolDrawsInEveryModeAndWeight() throws {
    let catalog = try catalog()
    var multicolor = 0
    for entry in catalog.allEntries {
      let name = entry.name.value
      for mode in RenderingMode.allCases {
        for weight in [SymbolWeight.ultralight, .black] {
          let image = try SymbolImage(
            named: name, in: catalog, configuration: SymbolConfiguration(weight: weight, renderingMode: mode))
          XCTAssertFalse(image.drawing.steps.isEmpty, "\(name) \(mode) \(weight)")
          XCTAssertGreaterThan(image.metrics.alignmentRect.width, 0)
        }
      }
      let image = try SymbolImage(named: name, in: catalog)
      if image.supportedModes.contains(.multicolor) { multicolor += 1 }
    }
    XCTAssertGreaterThanOrEqual(catalog.allEntries.count, 40)
    XCTAssertGreaterThanOrEqual(multicolor, 10)
  }

  /// Every drawing of several layers, variants included, is annotated for hierarchical
  /// mode and uses more than the primary level there; otherwise hierarchical and palette
  /// modes would look exactly like monochrome.
  func testMultiLayerSymbolsHaveAHierarchy() throws {
    let catalog = try catalog()
    var multiLayer = 0
    for name in catalog.authoredNames.sorted() {
      let image = try SymbolImage(named: name, in: catalog)
      guard image.layers.count > 1 else { continue }
      multiLayer += 1
      XCTAssertTrue(image.supportedModes.contains(.hierarchical), "\(name) has several layers")
      XCTAssertTrue(image.layers.contains { $0.level != .primary }, "\(name): every layer is primary")
    }
    XCTAssertGreaterThan(multiLayer, 30)
  }
}
