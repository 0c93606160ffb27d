import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// `<mask>` in the render stage and in the normalised SVG output, and the limit on layers.
@Suite struct SVGRendererMaskTests {
  func render(_ svg: String, size: Int = 20) throws -> RGBACanvas {
    try SVGRenderer().render(try SVGReader.read(svg), width: size, height: size)
  }

  @Test func aLuminanceMaskScalesByTheContentsLuminanceInsideItsRegion() throws {
    // Left half white (keeps), right half mid grey (#808080: luminance 128), and a black
    // square (hides); the region stops at y = 16.
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="20" height="16">
          <rect width="10" height="20" fill="white"/><rect x="10" width="10" height="20" fill="#808080"/>
          <rect x="2" y="2" width="4" height="4" fill="black"/>
        </mask>
        <rect width="20" height="20" fill="#ff0000" mask="url(#m)"/>
      </svg>
      """
    let canvas = try render(svg)
    #expect(canvas[7, 10] == (255, 0, 0, 255))
    #expect(canvas[15, 10] == (128, 0, 0, 128))
    #expect(canvas[4, 4].alpha == 0)
    #expect(canvas[7, 18].alpha == 0, "outside the region")
  }

  @Test func anAlphaMaskUsesTheContentsAlphaAndBoundingBoxUnitsFollowTheShape() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <mask id="m" style="mask-type:alpha" maskContentUnits="objectBoundingBox" x="0" y="0" width="1" height="1">
          <rect width="0.5" height="1" fill="black" fill-opacity="0.5"/>
        </mask>
        <rect x="4" y="4" width="12" height="12" fill="#0000ff" mask="url(#m)"/>
      </svg>
      """
    let canvas = try render(svg)
    // Black content at half alpha: the left half of the shape at half alpha, the rest hidden.
    #expect(canvas[6, 10] == (0, 0, 128, 128))
    #expect(canvas[13, 10].alpha == 0)
    #expect(canvas[2, 10].alpha == 0)
  }

  /// Three cases the fuzzing against rsvg-convert and Chromium found: a mask on the root
  /// was ignored; mask content inherited from the root, not from the mask's own
  /// ancestors; and geometry that paints nothing was left out of the bounding box.
  @Test(arguments: [
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" mask="url(#m)"><mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="20" height="20"><rect width="10" height="20" fill="white"/></mask><rect width="20" height="20" fill="red"/></svg>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><defs fill="white"><mask id="m"><rect width="10" height="20"/></mask></defs><rect width="20" height="20" fill="red" mask="url(#m)"/></svg>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><mask id="m" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="white"/></mask><g mask="url(#m)"><rect width="20" height="20" fill="none"/><rect width="10" height="20" fill="red"/></g></svg>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><mask id="m" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="white"/></mask><g mask="url(#m)"><rect width="20" height="20" visibility="hidden" fill="blue"/><rect width="10" height="20" fill="red"/></g></svg>"#,
  ])
  func theLeftHalfShowsThroughTheMask(svg: String) throws {
    let canvas = try render(svg)
    // In the last two the box is the unpainted square's (0...20, not the red half's), so
    // the mask's left half reaches x = 10.
    #expect(canvas[7, 10] == (255, 0, 0, 255))
    #expect(canvas[15, 10].alpha == 0)
  }

  @Test func groupOpacityAppliesAfterTheMask() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <mask id="m"><rect width="20" height="20" fill="white"/></mask>
        <g opacity="0.5" mask="url(#m)"><rect width="20" height="20"/><rect width="20" height="20"/></g>
      </svg>
      """
    let canvas = try render(svg)
    #expect(abs(Int(canvas[10, 10].alpha) - 128) <= 1)
  }

  /// Our own symbol SVG knocks holes out with masks: `render-svg` now draws it as the PNG
  /// is drawn (the hole used to be filled in, with a warning that the mask was skipped).
  @Test func aSymbolsSVGWithAKnockoutDrawsLikeItsPNG() throws {
    for name in ["heart.circle.fill", "multiply.circle.fill", "bell.slash"] {
      let catalog = try FolderCatalog(directory: FolderCatalog.defaultDirectory)
      let image = try SymbolImage(named: name, in: catalog, configuration: SymbolConfiguration(pointSize: 24))
      let png = try image.drawing.rasterize(scale: 2)
      let svg = try SymbolSVGWriter().write(image.drawing, scale: 2)
      let document = try SVGReader.read(svg)
      #expect(document.warnings.isEmpty, "\(document.warnings)")
      let drawn = try SVGRenderer().render(document, width: png.width, height: png.height)
      var worst = 0
      for y in 0..<png.height {
        for x in 0..<png.width {
          let (a, b) = (png[x, y], drawn[x, y])
          worst = max(worst, abs(Int(a.alpha) - Int(b.alpha)), abs(Int(a.red) - Int(b.red)))
        }
      }
      // The same outlines through the same filler; only the writer's rounding of
      // coordinates to 1/10 000 pt and the masks' rounding remain.
      #expect(worst <= 2, "\(name): \(worst)")
    }
  }

  @Test func theNormalisedSVGCarriesTheMaskAndItsRegion() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="20" height="16">
          <rect width="20" height="20" fill="white"/><rect x="2" y="2" width="4" height="4" fill="black"/>
        </mask>
        <g transform="rotate(10 10 10)"><rect width="20" height="20" fill="#ff0000" mask="url(#m)"/></g>
      </svg>
      """
    let document = try SVGReader.read(svg)
    let text = try SVGOutputWriter().write(document, width: 20, height: 20)
    let id = try #require(Self.maskIDs(text).first { !$0.hasSuffix("-region") })
    #expect(id.hasPrefix("mask-1-") && id.count == "mask-1-".count + 16, "\(text)")
    #expect(text.contains("<g mask=\"url(#\(id))\">"), "\(text)")
    #expect(text.contains("<mask id=\"\(id)-region\""), "\(text)")
    #expect(text.contains("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\""), "\(text)")
    // Read back, the output draws what the renderer draws.
    let again = try SVGRenderer().render(try SVGReader.read(text), width: 20, height: 20)
    let direct = try SVGRenderer().render(document, width: 20, height: 20)
    var worst = 0
    for y in 0..<20 {
      for x in 0..<20 { worst = max(worst, abs(Int(again[x, y].alpha) - Int(direct[x, y].alpha))) }
    }
    #expect(worst <= 1, "\(worst)")
  }

  /// The ids `mask="url(#…)"` names in `text`, in order.
  static func maskIDs(_ text: String) -> [String] {
    text.components(separatedBy: "mask=\"url(#").dropFirst().compactMap {
      $0.split(separator: ")", maxSplits: 1).first.map(String.init)
    }
  }

  /// Ids are global to an HTML page: two normalised SVGs inlined in one page, each with its
  /// `mask-1`, drew the second through the first one's mask. Different documents now name
  /// different masks, and equal documents the same ones.
  @Test func normalisedSVGsOfDifferentDocumentsNameDifferentMasks() throws {
    func normalised(_ hole: String) throws -> String {
      let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
          <mask id="m"><rect width="20" height="20" fill="white"/>\(hole)</mask>
          <rect width="20" height="20" fill="#ff0000" mask="url(#m)"/>
        </svg>
        """
      return try SVGOutputWriter().write(try SVGReader.read(svg), width: 20, height: 20)
    }
    let cross = try normalised("<rect x='9' y='2' width='2' height='16'/>")
    let dot = try normalised("<circle cx='10' cy='10' r='3'/>")
    let (crossIDs, dotIDs) = (Self.maskIDs(cross), Self.maskIDs(dot))
    #expect(crossIDs.count == 1 && dotIDs.count == 1)
    #expect(Set(crossIDs).isDisjoint(with: dotIDs), "\(crossIDs) \(dotIDs)")
    #expect(Self.maskIDs(try normalised("<circle cx='10' cy='10' r='3'/>")) == dotIDs)
    for (text, ids) in [(cross, crossIDs), (dot, dotIDs)] {
      #expect(text.contains("<mask id=\"\(ids[0])\""), "\(text)")
      #expect(!text.contains("\u{1}"))
    }
  }

  @Test func tooManyOffscreenLayersAreRefusedBeforeAnyWork() throws {
    // A few kilobytes expand through masks to 2^12 masked groups, each two layers: their
    // content, a pixel at two opposite corners, spans the image, so at 1024 px that is
    // 2^33 pixels to clear and composite, while the fills themselves, a pixel each, are far
    // within the painted area allowed.
    let corners =
      "<rect width='1' height='1' fill='white'/><rect x='1023' y='1023' width='1' height='1' fill='white'/>"
    var body = "<mask id='m0'>\(corners)</mask>"
    for level in 1...12 {
      let inner = "<g mask='url(#m\(level - 1))'>\(corners)</g>"
      body += "<mask id='m\(level)'>\(inner)\(inner)</mask>"
    }
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">\(body)\
      <g mask='url(#m12)'>\(corners)</g></svg>
      """
    let document = try SVGReader.read(svg)
    #expect {
      _ = try SVGRenderer().render(document, width: 1024, height: 1024)
    } throws: { error in
      guard let error = error as? SVGRenderError, case .tooManyLayers(let layers, let pixels) = error.error
      else {
        return false
      }
      return layers > RasterError.maximumLayerPixels / (1024 * 1024)
        && pixels > RasterError.maximumLayerPixels
        && error.description.contains("offscreen layers")
    }
    // Small enough, the same document draws.
    _ = try SVGRenderer().render(document, width: 4, height: 4)
  }

  /// A 24 px black square inside `depth` nested groups of opacity 0.99.
  private func nestedTranslucentGroups(_ depth: Int) throws -> SVGDocument {
    try SVGReader.read(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\
      \(String(repeating: "<g opacity='0.99'>", count: depth))<rect width='24' height='24'/>\
      \(String(repeating: "</g>", count: depth))</svg>
      """)
  }

  /// Indentation stops deepening at `SVGOutputWriter.maximumIndentDepth` levels: ten
  /// thousand nested groups wrote 200 MB, almost all spaces, which the reader then refused.
  @Test func deepNestingIsWrittenInSpaceThatGrowsWithTheElements() throws {
    let depth = 2_000
    let document = try nestedTranslucentGroups(depth)
    let text = try SVGOutputWriter().write(document, width: 24, height: 24)
    let lines = text.split(separator: "\n")
    let widestIndent = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
    #expect(widestIndent == 2 * SVGOutputWriter.maximumIndentDepth)
    #expect(text.utf8.count < 200 * depth, "\(text.utf8.count) bytes for \(depth) groups")
    // What is written reads back, nesting and all, and draws as the source does.
    let again = try SVGRenderer().render(try SVGReader.read(text), width: 8, height: 8)
    let direct = try SVGRenderer().render(document, width: 8, height: 8)
    #expect(again[4, 4] == direct[4, 4] && again[0, 0] == direct[0, 0])
  }

  /// Nested layers are all held until they close: a hundred nested translucent groups of a
  /// 2048 px image would hold 1.6 GiB at once, although the layers in all are few enough.
  @Test func layersNestedTooDeepAreRefusedBeforeAnyWork() throws {
    let depth = 100
    let document = try nestedTranslucentGroups(depth)
    #expect(depth * 2048 * 2048 <= RasterError.maximumLayerPixels)
    #expect {
      _ = try SVGRenderer().render(document, width: 2048, height: 2048)
    } throws: { error in
      guard let error = error as? SVGRenderError, case .layersTooDeep(let nested, let pixels) = error.error
      else {
        return false
      }
      // Refused at the first layer past the limit, holding as many pixels as it says.
      return nested == RasterError.maximumOpenLayerPixels / (2048 * 2048)
        && pixels == (nested + 1) * 2048 * 2048
        && error.description.contains("nests \(nested) offscreen layers")
    }
    // Small enough, the same document draws: black at an opacity of 0.99 to the hundredth
    // power, 0.366 (each of the hundred composites rounds to a level: the drift is some 8).
    let canvas = try SVGRenderer().render(document, width: 64, height: 64)
    let expected = (0..<depth).reduce(255.0) { alpha, _ in alpha * 0.99 }
    #expect(abs(Double(canvas[32, 32].alpha) - expected) <= 12, "\(canvas[32, 32].alpha) against \(expected)")
  }
}
