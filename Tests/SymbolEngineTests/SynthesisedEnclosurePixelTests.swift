import Foundation
import SymbolCatalog
import SymbolEngine
import SymbolGeometry
import SymbolRaster
import XCTest

/// Pixels of synthesised filled enclosures on the shipped catalog: glyph parts stay
/// distinguishable in the layered modes, and a slash's gap leaves no seam.
final class SynthesisedEnclosurePixelTests: XCTestCase {
  private let catalogFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Symbols").path

  private func probe(_ name: String, _ configuration: SymbolConfiguration) throws -> SymbolPixelProbe {
    let catalog = try FolderCatalog(directory: catalogFolder)
    var configuration = configuration
    configuration.pointSize = 48
    return try SymbolPixelProbe(SymbolImage(named: name, in: catalog, configuration: configuration), scale: 2)
  }

  /// The steps of the layers `matching` selects.
  private func steps(
    of probe: SymbolPixelProbe, _ matching: (SymbolImageLayer) -> Bool
  ) -> [SymbolDrawStep] {
    probe.image.drawing.steps.filter { step in
      guard let index = step.layerIndex else { return false }
      return matching(probe.image.layers[index])
    }
  }

  /// Pixels of the speaker, the waves and the bare enclosure of `speaker.wave.3.circle.fill`,
  /// each well inside its shape (fully covered, and for the enclosure, clear of the glyph).
  private func speakerRegions(
    _ probe: SymbolPixelProbe
  ) throws -> (speaker: [(x: Int, y: Int)], waves: [(x: Int, y: Int)], enclosure: [(x: Int, y: Int)]) {
    let layers = probe.image.layers
    XCTAssertEqual(layers.first?.isSynthesised, true)
    XCTAssertEqual(layers.map(\.level), [.primary, .primary, .secondary, .secondary, .secondary])
    let speaker = try probe.coverage(of: steps(of: probe) { !$0.isSynthesised && $0.level == .primary })
    // The paint steps only: a wave's erase step covers the same outline, and painting both
    // would count edge pixels as fully covered.
    let waves = try probe.coverage(
      of: steps(of: probe) { $0.level == .secondary }.filter { $0.operation != .clear })
    let glyph = try probe.coverage(of: steps(of: probe) { !$0.isSynthesised })
    let enclosure = try probe.coverage(of: steps(of: probe) { $0.isSynthesised })
    let pixels = probe.pixels
    return (
      pixels.filter { speaker[$0.x, $0.y].alpha == 255 }, pixels.filter { waves[$0.x, $0.y].alpha == 255 },
      pixels.filter { enclosure[$0.x, $0.y].alpha == 255 && glyph[$0.x, $0.y].alpha == 0 }
    )
  }

  /// The transparent pixels inside the outermost opaque ones of each row: the holes the
  /// glyph leaves in a filled enclosure.
  private func holeCount(_ probe: SymbolPixelProbe) -> Int {
    var holes = 0
    for y in 0..<probe.canvas.height {
      let opaque = (0..<probe.canvas.width).filter { probe.alpha($0, y) == 255 }
      guard let first = opaque.first, let last = opaque.last else { continue }
      holes += (first...last).filter { probe.alpha($0, y) == 0 }.count
    }
    return holes
  }

  /// A slashed glyph in a filled enclosure is knocked out as the filled slashed glyph, as
  /// the unslashed one is: `bell.slash.circle.fill` cut only the outline bell out of its
  /// disc (a fifth of the hole), because `bell.slash.fill` is synthesised, not authored.
  func testASlashedGlyphInAFilledEnclosureIsTheFilledGlyph() throws {
    for base in ["bell", "heart"] {
      let plain = try probe("\(base).circle.fill", SymbolConfiguration())
      let slashed = try probe("\(base).slash.circle.fill", SymbolConfiguration())
      let (plainHoles, slashedHoles) = (holeCount(plain), holeCount(slashed))
      XCTAssertGreaterThan(plainHoles, 1000, base)
      // The slash's own cut and gap move some pixels either way, not most of them.
      XCTAssertGreaterThan(Double(slashedHoles), 0.8 * Double(plainHoles), "\(base): \(slashedHoles) holes")
      XCTAssertLessThan(Double(slashedHoles), 1.25 * Double(plainHoles), "\(base): \(slashedHoles) holes")
    }
  }

  /// Hierarchical: the enclosure is solid, the speaker a hole, and the waves sit in their
  /// holes at the secondary opacity, so all three read apart.
  func testLayeredGlyphInAFilledEnclosureHierarchical() throws {
    let probe = try probe("speaker.wave.3.circle.fill", SymbolConfiguration(renderingMode: .hierarchical))
    let (speaker, waves, enclosure) = try speakerRegions(probe)
    XCTAssertGreaterThan(speaker.count, 50)
    XCTAssertGreaterThan(waves.count, 50)
    XCTAssertGreaterThan(enclosure.count, 500)
    for (x, y) in speaker { XCTAssertEqual(probe.alpha(x, y), 0, "speaker hole at (\(x), \(y))") }
    for (x, y) in waves {
      let pixel = probe.canvas[x, y]
      XCTAssertTrue((127...128).contains(pixel.alpha), "wave at (\(x), \(y)): \(pixel)")
      XCTAssertEqual(pixel.red, 0, "wave at (\(x), \(y)) in the foreground colour")
    }
    for (x, y) in enclosure { XCTAssertEqual(probe.alpha(x, y), 255, "enclosure at (\(x), \(y))") }
  }

  /// Palette: the enclosure takes the first colour, the waves the second, the speaker is a
  /// hole; nothing shares a colour with what surrounds it.
  func testLayeredGlyphInAFilledEnclosurePalette() throws {
    let blue = SystemColor.systemBlue.color(in: .light)
    let probe = try probe(
      "speaker.wave.3.circle.fill",
      SymbolConfiguration(renderingMode: .palette, paletteColors: [.white, blue]))
    let (speaker, waves, enclosure) = try speakerRegions(probe)
    for (x, y) in speaker { XCTAssertEqual(probe.alpha(x, y), 0, "speaker hole at (\(x), \(y))") }
    for (x, y) in waves {
      let pixel = probe.canvas[x, y]
      XCTAssertTrue(pixel == (blue.red, blue.green, blue.blue, 255), "wave at (\(x), \(y)): \(pixel)")
    }
    for (x, y) in enclosure {
      XCTAssertTrue(probe.canvas[x, y] == (255, 255, 255, 255), "enclosure at (\(x), \(y))")
    }
  }

  /// A glyph drawn at one level keeps SF Symbols' look: painted into its hole at full
  /// strength over a secondary enclosure (a dark cross on a light disc).
  func testSingleLevelGlyphInAFilledEnclosureIsPaintedOverALighterEnclosure() throws {
    let probe = try probe("multiply.circle.fill", SymbolConfiguration(renderingMode: .hierarchical))
    XCTAssertEqual(probe.image.layers.map(\.level), [.secondary, .primary])
    let cross = try probe.coverage(
      of: steps(of: probe) { !$0.isSynthesised }.filter { $0.operation != .clear })
    let crossPixels = probe.pixels.filter { cross[$0.x, $0.y].alpha == 255 }
    XCTAssertGreaterThan(crossPixels.count, 50)
    for (x, y) in crossPixels { XCTAssertEqual(probe.alpha(x, y), 255, "cross at (\(x), \(y))") }
    XCTAssertTrue((127...128).contains(probe.alpha(probe.canvas.width / 2, 6)), "the disc near its rim")
  }

  /// The gap beside a slash inside a filled enclosure is part of the knockout geometry, so
  /// the enclosure around it is solid: no partially transparent pixel lies where every
  /// pixel nearby is (nearly) opaque, which is what a hairline seam looks like.
  func testSlashGapInAFilledEnclosureLeavesNoSeam() throws {
    for weight in [SymbolWeight.regular, .black] {
      let catalog = try FolderCatalog(directory: catalogFolder)
      let image = try SymbolImage(
        named: "star.slash.circle.fill", in: catalog,
        configuration: SymbolConfiguration(pointSize: 200, weight: weight, renderingMode: .monochrome))
      let canvas = try image.drawing.rasterize(scale: 1)
      var seams: [(Int, Int, UInt8)] = []
      for y in 2..<(canvas.height - 2) {
        for x in 2..<(canvas.width - 2) {
          let alpha = canvas[x, y].alpha
          guard alpha > 0, alpha < 250 else { continue }
          let nearbyIsOpaque = (-2...2).allSatisfy { dy in
            (-2...2).allSatisfy { dx in canvas[x + dx, y + dy].alpha >= 180 }
          }
          if nearbyIsOpaque { seams.append((x, y, alpha)) }
        }
      }
      XCTAssertTrue(seams.isEmpty, "\(weight): seam pixels (x, y, alpha) \(seams.prefix(10))")
    }
  }
}
