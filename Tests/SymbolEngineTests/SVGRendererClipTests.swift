import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// Clips in the render stage, on trees built in code: upright rectangles go to the filler
/// as a clip of each fill, anything else through a mask.
@Suite struct SVGRendererClipTests {
  static let red = SVGFill(paint: .color(Color(red: 255, green: 0, blue: 0, alpha: 255)))

  static func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Path {
    var builder = PathBuilder()
    builder.rect(Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY))
    return builder.path
  }

  static func paint(_ path: Path) -> SVGNode {
    .path(SVGPathNode(path: path, fill: red, stroke: nil))
  }

  static func document(_ children: [SVGNode], size: Double = 20) -> SVGDocument {
    SVGDocument(width: size, height: size, root: SVGGroup(children: children))
  }

  static func steps(_ document: SVGDocument, size: Int = 20) throws -> [SVGDrawStep] {
    try SVGDrawList.steps(for: document, width: size, height: size, options: .init())
  }

  static func layerSteps(_ steps: [SVGDrawStep]) -> Int {
    steps.filter {
      switch $0 {
      case .beginGroup, .beginMask: true
      default: false
      }
    }.count
  }

  static func clips(_ steps: [SVGDrawStep]) -> [Rect?] {
    steps.compactMap {
      guard case .fill(_, _, _, _, _, let clip, _, _) = $0 else { return nil }
      return clip
    }
  }

  @Test func anUprightRectangleIsGivenToTheFillsWithoutALayer() throws {
    let clip = SVGClip(rect: Rect(minX: 2.5, minY: 0, maxX: 5.25, maxY: 8))
    let document = Self.document([
      .group(SVGGroup(transform: .scale(2, 2), children: [Self.paint(Self.rect(0, 0, 10, 10))], clip: clip))
    ])
    let steps = try Self.steps(document)
    #expect(Self.layerSteps(steps) == 0)
    #expect(Self.clips(steps) == [Rect(minX: 5, minY: 0, maxX: 10.5, maxY: 16)])
    let canvas = try SVGRenderer().render(document, width: 20, height: 20)
    #expect(canvas[4, 3].alpha == 0)
    #expect(canvas[5, 3] == (255, 0, 0, 255))
    #expect(canvas[10, 3].alpha == 128)
    #expect(canvas[11, 3].alpha == 0)
    #expect(canvas[7, 16].alpha == 0)
  }

  /// Each level of a luminance-mask clip multiplied the shared side's coverage again: four
  /// levels left 1/16 of it.
  @Test func nestedRectanglesSharingASideCoverItOnce() throws {
    var node = Self.paint(Self.rect(0, 0, 20, 20))
    for level in 0..<4 {
      node = .group(
        SVGGroup(
          children: [node], clip: SVGClip(rect: Rect(minX: Double(level), minY: 0, maxX: 10.5, maxY: 20))))
    }
    let document = Self.document([node])
    #expect(try Self.clips(Self.steps(document)) == [Rect(minX: 3, minY: 0, maxX: 10.5, maxY: 20)])
    let canvas = try SVGRenderer().render(document, width: 20, height: 20)
    #expect(canvas[10, 5].alpha == 128)
    #expect(canvas[2, 5].alpha == 0 && canvas[3, 5].alpha == 255)
  }

  /// A sprite sheet of clipped symbols whose strokes cross their cells: 1,600 clips at
  /// 1024 px, which as masks needed two image-sized layers each and were refused.
  @Test func aSheetOfManyClipsNeedsNoLayers() throws {
    var cells: [SVGNode] = []
    for row in 0..<40 {
      for column in 0..<40 {
        let (x, y) = (Double(column) * 25, Double(row) * 25)
        cells.append(
          .group(
            SVGGroup(
              children: [Self.paint(Self.rect(x - 5, y - 5, x + 30, y + 30))],
              clip: SVGClip(rect: Rect(minX: x + 2, minY: y + 2, maxX: x + 22, maxY: y + 22)))))
      }
    }
    let document = Self.document(cells, size: 1024)
    #expect(try Self.layerSteps(Self.steps(document, size: 1024)) == 0)
    let canvas = try SVGRenderer().render(document, width: 1024, height: 1024)
    #expect(canvas[12, 12] == (255, 0, 0, 255))
    #expect(canvas[23, 12].alpha == 0, "between two cells")
    #expect(canvas[987, 987] == (255, 0, 0, 255))
  }

  @Test func aRotatedRectangleBecomesAMask() throws {
    let center = Point(10, 10)
    let clip = SVGClip(rect: Rect(minX: 6, minY: 6, maxX: 14, maxY: 14))
    let document = Self.document([
      .group(
        SVGGroup(
          transform: .rotation(.pi / 4, about: center), children: [Self.paint(Self.rect(-10, -10, 30, 30))],
          clip: clip))
    ])
    let steps = try Self.steps(document)
    #expect(steps.contains { if case .beginMask = $0 { true } else { false } })
    #expect(Self.clips(steps) == [nil, nil])
    let canvas = try SVGRenderer().render(document, width: 20, height: 20)
    #expect(canvas[10, 10] == (255, 0, 0, 255))
    // The diamond reaches 10 ± 5.66 along the axes, not the corners of its box.
    #expect(canvas[15, 10].alpha > 0)
    #expect(canvas[14, 14].alpha == 0 && canvas[5, 5].alpha == 0)
  }

  @Test func severalShapesShowTheirUnionAndEachKeepsItsRule() throws {
    var ring = PathBuilder()
    ring.rect(Rect(minX: 11, minY: 2, maxX: 19, maxY: 10))
    ring.rect(Rect(minX: 13, minY: 4, maxX: 17, maxY: 8))
    let clip = SVGClip(shapes: [
      SVGClip.Shape(path: Self.rect(1, 2, 5, 10)), SVGClip.Shape(path: ring.path, rule: .evenodd),
    ])
    let document = Self.document([
      .group(SVGGroup(children: [Self.paint(Self.rect(0, 0, 20, 20))], clip: clip))
    ])
    let canvas = try SVGRenderer().render(document, width: 20, height: 20)
    #expect(canvas[3, 5] == (255, 0, 0, 255))
    #expect(canvas[8, 5].alpha == 0, "between the shapes")
    #expect(canvas[12, 5] == (255, 0, 0, 255))
    #expect(canvas[15, 6].alpha == 0, "the even-odd hole")
    #expect(canvas[3, 15].alpha == 0)
  }

  @Test func boundingBoxUnitsFollowTheContentAndAnEmptyClipHidesIt() throws {
    let half = SVGClip(shapes: [SVGClip.Shape(path: Self.rect(0, 0, 0.5, 1))], units: .objectBoundingBox)
    let clipped = Self.document([
      .group(SVGGroup(children: [Self.paint(Self.rect(4, 4, 16, 16))], clip: half))
    ])
    #expect(try Self.clips(Self.steps(clipped)) == [Rect(minX: 4, minY: 4, maxX: 10, maxY: 16)])
    let canvas = try SVGRenderer().render(clipped, width: 20, height: 20)
    #expect(canvas[9, 8] == (255, 0, 0, 255) && canvas[10, 8].alpha == 0)
    for clip in [SVGClip(shapes: []), SVGClip(rect: Rect(minX: 30, minY: 0, maxX: 40, maxY: 20))] {
      let hidden = Self.document([
        .group(SVGGroup(children: [Self.paint(Self.rect(4, 4, 16, 16))], clip: clip))
      ])
      #expect(try Self.steps(hidden).isEmpty)
    }
  }

  @Test func aClipHoldingTheImageIsDropped() throws {
    let document = Self.document([
      .group(
        SVGGroup(
          children: [Self.paint(Self.rect(4, 4, 16, 16))],
          clip: SVGClip(rect: Rect(minX: -5, minY: -5, maxX: 40, maxY: 40))))
    ])
    #expect(try Self.clips(Self.steps(document)) == [nil])
  }

  @Test func theNormalisedSVGNamesOneClipPathPerRectangle() throws {
    let clip = SVGClip(rect: Rect(minX: 2, minY: 2, maxX: 10.5, maxY: 12))
    let document = Self.document([
      .group(
        SVGGroup(
          children: [Self.paint(Self.rect(0, 0, 8, 8)), Self.paint(Self.rect(6, 6, 20, 20))], clip: clip)),
      Self.paint(Self.rect(15, 15, 19, 19)),
    ])
    let text = try SVGOutputWriter().write(document, width: 20, height: 20)
    #expect(text.components(separatedBy: "<clipPath").count == 2, "\(text)")
    // The id ends in the document's digest, so inlined SVGs do not share clips.
    let id = try #require(
      text.components(separatedBy: "<clipPath id=\"").dropFirst().first?.split(separator: "\"").first)
    #expect(id.hasPrefix("clip-1-") && id.count == "clip-1-".count + 16, "\(text)")
    #expect(
      text.contains("<clipPath id=\"\(id)\">\n      <path d=\"M2 2 L10.5 2 L10.5 12 L2 12 Z\"/>"), "\(text)")
    #expect(text.components(separatedBy: "clip-path=\"url(#\(id))\"").count == 3, "\(text)")
  }

  /// The root's clip and mask lie in the coordinates it is placed in, not in its view box
  /// (rsvg-convert and Chromium agree): a 5 × 5 clip on a 100 px image of view box 10 shows
  /// 5 × 5 px, not 50 × 50.
  @Test(arguments: [
    #"clip-path="url(#c)"><clipPath id="c"><rect width="5" height="5"/></clipPath>"#,
    #"mask="url(#m)"><mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">"#
      + #"<rect width="5" height="5" fill="white"/></mask>"#,
  ])
  func theRootsClipAndMaskLieOutsideItsViewBox(reference: String) throws {
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 10 10" "#
      + reference + #"<rect width="10" height="10" fill="red"/></svg>"#
    let document = try SVGReader.read(svg)
    let direct = try SVGRenderer().render(document, width: 100, height: 100)
    let text = try SVGOutputWriter().write(document, width: 100, height: 100)
    let again = try SVGRenderer().render(
      try SVGReader.read(text, options: SVGReadOptions(strict: true)), width: 100, height: 100)
    for canvas in [direct, again] {
      #expect(canvas[4, 4] == (255, 0, 0, 255))
      #expect(canvas[5, 4].alpha == 0 && canvas[4, 5].alpha == 0)
      #expect(canvas[40, 40].alpha == 0)
    }
  }
}
