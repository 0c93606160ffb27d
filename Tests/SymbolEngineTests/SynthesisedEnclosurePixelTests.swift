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

  /// The pixels fully inside the outlines of the image layers `inside` selects and clear of
  /// those of the layers `outside` selects. A layer's outlines are its paint steps, or its
  /// erase steps when it paints nothing: a knockout painted back erases and paints the same
  /// outline, and covering both would count edge pixels as fully covered.
  private func region(
    _ probe: SymbolPixelProbe, inside: (Int) -> Bool, outside: (Int) -> Bool = { _ in false }
  ) throws -> [(x: Int, y: Int)] {
    func coverage(_ layers: (Int) -> Bool) throws -> RGBACanvas {
      let steps = probe.image.drawing.steps
      return try probe.coverage(
        of: probe.image.layers.indices.filter(layers).flatMap { index in
          let own = steps.filter { $0.layerIndex == index }
          let fills = own.filter { if case .fill = $0.operation { true } else { false } }
          return fills.isEmpty ? own : fills
        })
    }
    let (inner, outer) = (try coverage(inside), try coverage(outside))
    return probe.pixels.filter { inner[$0.x, $0.y].alpha == 255 && outer[$0.x, $0.y].alpha == 0 }
  }

  /// Asserts that every pixel of `pixels` (at least `minimum` of them) is `color`, opaque,
  /// or transparent when `color` is `nil`.
  private func assertPixels(
    _ probe: SymbolPixelProbe, _ pixels: [(x: Int, y: Int)], are color: Color?, minimum: Int, _ what: String,
    line: UInt = #line
  ) {
    XCTAssertGreaterThan(pixels.count, minimum, what, line: line)
    let wrong = pixels.filter { x, y in
      let pixel = probe.canvas[x, y]
      guard let color else { return pixel.alpha != 0 }
      return !(pixel == (color.red, color.green, color.blue, 255))
    }
    let expected = color.map { "\($0)" } ?? "a hole"
    XCTAssertTrue(
      wrong.isEmpty,
      "\(what): \(wrong.count) of \(pixels.count) pixels are not \(expected), such as "
        + wrong.prefix(3).map { "(\($0.x), \($0.y)) \(probe.canvas[$0.x, $0.y])" }.joined(separator: ", "),
      line: line)
  }

  /// Multicolor on a glyph of several colours: the enclosure takes the paint of the
  /// glyph's first layer (the trophy's orange cup), that layer stays a hole, and the brown
  /// base is painted back into its hole. Every part was only a hole in a tint shape, so
  /// multicolor drew exactly what monochrome draws.
  func testMulticolorEnclosureOfSeveralColoursPaintsTheOtherColoursBack() throws {
    let orange = SystemColor.systemOrange.color(in: .light)
    let brown = SystemColor.systemBrown.color(in: .light)
    for name in ["trophy.circle.fill", "trophy.square.fill"] {
      let probe = try probe(name, SymbolConfiguration(renderingMode: .multicolor))
      XCTAssertEqual(probe.image.renderingMode, .multicolor, name)
      // The enclosure, the cup (primary) and the base (secondary).
      XCTAssertEqual(probe.image.layers.map(\.color), [orange, nil, brown], name)
      XCTAssertEqual(probe.image.layers.map(\.erases), [false, true, true], name)
      assertPixels(
        probe, try region(probe, inside: { $0 == 0 }, outside: { $0 > 0 }), are: orange, minimum: 1000, name)
      assertPixels(
        probe, try region(probe, inside: { $0 == 1 }, outside: { $0 == 2 }), are: nil, minimum: 100, name)
      assertPixels(probe, try region(probe, inside: { $0 == 2 }), are: brown, minimum: 20, name)
      let monochrome = try self.probe(name, SymbolConfiguration(renderingMode: .monochrome))
      XCTAssertNotEqual(try probe.image.pngData(), try monochrome.image.pngData(), name)
    }
  }

  /// `calendar.circle.fill`: a tint outline and tint date dots around a red header. The
  /// disc takes the first layer's tint, so the outline and the dots are holes in it and the
  /// header is painted red into its hole; with a red foreground the tint disc is red too,
  /// and the header stays a hole rather than vanishing into it.
  func testMulticolorEnclosurePaintsBackOnlyWhatDiffersFromIt() throws {
    let red = SystemColor.systemRed.color(in: .light)
    let black = Color(red: 0, green: 0, blue: 0)
    let probe = try probe("calendar.circle.fill", SymbolConfiguration(renderingMode: .multicolor))
    XCTAssertEqual(probe.image.layers.map(\.color), [black, nil, red, nil])
    assertPixels(
      probe, try region(probe, inside: { $0 == 0 }, outside: { $0 > 0 }), are: black, minimum: 1000, "disc")
    assertPixels(
      probe, try region(probe, inside: { $0 == 1 }, outside: { $0 > 1 }), are: nil, minimum: 100, "outline")
    assertPixels(
      probe, try region(probe, inside: { $0 == 2 }, outside: { $0 == 3 }), are: red, minimum: 100, "header")
    assertPixels(probe, try region(probe, inside: { $0 == 3 }), are: nil, minimum: 20, "dots")

    let onRed = try self.probe(
      "calendar.circle.fill", SymbolConfiguration(renderingMode: .multicolor, foregroundColor: red))
    XCTAssertEqual(onRed.image.layers.map(\.color), [red, nil, nil, nil])
    assertPixels(
      onRed, try region(onRed, inside: { $0 == 2 }, outside: { $0 == 3 }), are: nil, minimum: 100, "header")
  }

  /// A glyph of one colour keeps what it drew: `heart.circle.fill` is a red disc with a
  /// heart-shaped hole, and nothing is painted into the hole.
  func testMulticolorEnclosureOfOneColourIsAPureKnockout() throws {
    let red = SystemColor.systemRed.color(in: .light)
    let probe = try probe("heart.circle.fill", SymbolConfiguration(renderingMode: .multicolor))
    XCTAssertEqual(probe.image.layers.map(\.color), [red, nil])
    let operations = probe.image.drawing.steps.map(\.operation)
    XCTAssertEqual(operations.first, .fill(red, opacity: 1))
    XCTAssertEqual(
      Array(operations.dropFirst()), Array(repeating: .clear(opacity: 1), count: operations.count - 1))
    assertPixels(
      probe, try region(probe, inside: { $0 == 0 }, outside: { $0 > 0 }), are: red, minimum: 1000, "disc")
    assertPixels(probe, try region(probe, inside: { $0 == 1 }), are: nil, minimum: 500, "heart")
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
