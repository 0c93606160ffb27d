import SymbolGeometry
import SymbolRaster
import SymbolSVG
import Testing

@testable import SymbolEngine

/// The drawing's budget of path points (`SVGRenderer.Options.maximumPathPoints`): every fill
/// and stroke outline counts each time it is drawn, and a drawing past the budget is refused
/// naming the element that reached it. A review found a 2.7 KB file that `use`d a finely
/// dashed path 1,000 times heading for about 18 GB and two minutes.
@Suite struct SVGDrawBudgetTests {
  private func document(_ body: String) throws -> SVGDocument {
    try SVGReader.read("<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'>\n\(body)\n</svg>")
  }

  private func points(_ document: SVGDocument) throws -> Int {
    try SVGDrawList.steps(for: document, width: 20, height: 20, options: .init()).reduce(0) { total, step in
      guard case .fill(let path, _, _, _, _, _, _, _) = step else { return total }
      return total + path.points.count
    }
  }

  @Test func aDrawingWithinTheBudgetRendersAndOnePointMoreIsRefused() throws {
    let document = try document(
      """
      <rect width="10" height="10"/>
      <circle cx="14" cy="14" r="4" fill="none" stroke="red" stroke-width="2"/>
      """)
    let total = try points(document)
    #expect(total > 20)
    let exact = SVGRenderer(options: .init(maximumPathPoints: total))
    let unlimited = try SVGRenderer().render(document, width: 20, height: 20)
    #expect(try exact.render(document, width: 20, height: 20) == unlimited)
    let short = SVGRenderer(options: .init(maximumPathPoints: total - 1))
    #expect(throws: SVGRenderError.self) { try short.render(document, width: 20, height: 20) }
    do {
      _ = try short.render(document, width: 20, height: 20)
    } catch {
      // The circle's stroke reached the limit: it is named, on line 3.
      #expect(error.cause == .drawingTooComplex(limit: total - 1))
      #expect(error.element?.line == 3 && error.part == .stroke)
      #expect(
        error.message.hasPrefix(
          "the stroke of <circle>: the drawing reaches more than \(total - 1) path points in all here"),
        "\(error.message)")
    }
    // The SVG output draws from the same list, so it is refused alike.
    #expect(throws: SVGRenderError.self) {
      try SVGOutputWriter(options: .init(maximumPathPoints: total - 1)).write(document, width: 20, height: 20)
    }
  }

  /// A fill past the budget is named as the fill.
  @Test func aFillPastTheBudgetIsNamed() throws {
    let document = try document("<rect width='10' height='10'/>\n<rect x='10' width='10' height='10'/>")
    let renderer = SVGRenderer(options: .init(maximumPathPoints: try points(document) - 1))
    do {
      _ = try renderer.render(document, width: 20, height: 20)
      Issue.record("a drawing past the budget rendered")
    } catch {
      #expect(error.element?.line == 3 && error.part == .fill, "\(error)")
    }
  }

  /// Each `use` counts again, and drawing the same element again reuses its outline (the
  /// pixels are those of separate copies), while a `use` that gives it another stroke width
  /// gets its own outline.
  @Test func usesCountAgainAndShareTheirOutline() throws {
    let used = try document(
      """
      <defs><path id="p" d="M2 4 H18" stroke="black"/></defs>
      <use href="#p" stroke-width="2"/><use href="#p" y="4" stroke-width="2"/>
      <use href="#p" y="10" stroke-width="4"/>
      """)
    let copies = try document(
      """
      <path d="M2 4 H18" stroke="black" stroke-width="2"/><path d="M2 8 H18" stroke="black" stroke-width="2"/>
      <path d="M2 14 H18" stroke="black" stroke-width="4"/>
      """)
    #expect(try points(used) == points(copies))
    #expect(
      try SVGRenderer().render(used, width: 20, height: 20)
        == SVGRenderer().render(copies, width: 20, height: 20))
    let steps = try SVGDrawList.steps(for: used, width: 20, height: 20, options: .init())
    let outlines = steps.compactMap { step -> Path? in
      guard case .fill(let path, _, _, _, _, _, _, let origin) = step, origin.part == .stroke else {
        return nil
      }
      return path
    }
    #expect(outlines.count == 3)
    #expect(outlines[0] == outlines[1] && outlines[1] != outlines[2])
    // Not stroked twice: the second `use` draws the first one's outline, the same storage.
    let storage = outlines.map { $0.points.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    #expect(storage[0] == storage[1] && storage[1] != storage[2])
    #expect(outlines[2].bounds?.height == 4)
  }

  /// `count` copies of `element` drawn by `use` in a 1024 px image, whose 64 image areas
  /// are above the floor of `SVGRenderer.Options.minimumPaintedPixels`.
  private func copies(
    _ count: Int, of element: String, around: (String, String) = ("", "")
  ) throws -> SVGDocument {
    let uses = String(repeating: "<use href='#e'/>", count: count)
    return try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg' width='1024' height='1024'>\n<defs>\(element)</defs>\n"
        + "\(around.0)\(uses)\(around.1)</svg>")
  }

  private func paintedTooMuch(_ document: SVGDocument) -> SVGRenderError? {
    do {
      _ = try SVGOutputWriter().write(document, width: 1024, height: 1024)
      return nil
    } catch {
      return error
    }
  }

  /// The painted area: each paint's box within the image (or its clip), rounded out to
  /// whole pixels, counted each time it is drawn, up to 64 images. 16,384 `use`s of a
  /// translucent square the size of the image took 65 s at 1024 px before it was counted.
  @Test func aDrawingMayPaintSixtyFourTimesTheImage() throws {
    let square = "<rect id='e' width='1024' height='1024' fill='red' fill-opacity='0.5'/>"
    #expect(paintedTooMuch(try copies(64, of: square)) == nil)
    let refused = try #require(paintedTooMuch(try copies(65, of: square)))
    #expect(refused.cause == .drawingTooLarge(limit: 64, pixels: 64 * 1024 * 1024))
    #expect(refused.element?.element == "rect" && refused.element?.line == 2 && refused.part == .fill)
    #expect(
      refused.message.hasPrefix(
        "the fill of <rect>: the drawing paints more than 67108864 pixels in all here (the box of each fill")
        && refused.message.hasSuffix(
          "at most 64 times the image's area is accepted, and never more than 2147483648 pixels nor fewer than"
            + " 16777216"),
      "\(refused.message)")
    // The PNG is refused alike, before anything is drawn.
    #expect(throws: SVGRenderError.self) {
      try SVGRenderer().render(try copies(65, of: square), width: 1024, height: 1024)
    }
    // What lies outside the image, or outside a clip, is not counted: a square twice the
    // image's width, half outside, counts one image; inside a clip of a quarter, a quarter.
    let wide = "<rect id='e' x='-1024' width='2048' height='1024'/>"
    #expect(paintedTooMuch(try copies(64, of: wide)) == nil)
    #expect(paintedTooMuch(try copies(65, of: wide)) != nil)
    let quarter = ("<svg width='512' height='512'>", "</svg>")
    #expect(paintedTooMuch(try copies(256, of: square, around: quarter)) == nil)
    #expect(paintedTooMuch(try copies(257, of: square, around: quarter)) != nil)
    // A stroke counts its outline's box: a square with a wide stroke reaches past the
    // image on every side, so each copy counts the image once.
    let stroked =
      "<rect id='e' x='8' y='8' width='1008' height='1008' fill='none' stroke='red' stroke-width='40'/>"
    #expect(paintedTooMuch(try copies(64, of: stroked)) == nil)
    #expect(paintedTooMuch(try copies(65, of: stroked))?.part == .stroke)
  }

  /// What draws nothing is not counted: the fill of a `<line>` (it encloses no area, and
  /// counted its whole box, so that line art had half the allowance) and paints of no alpha.
  @Test func whatDrawsNothingIsNotCounted() throws {
    let line = "<line id='e' x1='0' y1='1024' x2='1024' y2='0' stroke='#333' stroke-width='2'/>"
    #expect(paintedTooMuch(try copies(64, of: line)) == nil)
    #expect(paintedTooMuch(try copies(65, of: line))?.part == .stroke)
    for invisible in [
      "<rect id='e' width='1024' height='1024' fill-opacity='0'/>",
      "<rect id='e' width='1024' height='1024' fill='#0000'/>",
      "<rect id='e' width='1024' height='1024' fill='none' stroke='red' stroke-opacity='0' stroke-width='9'/>",
    ] {
      #expect(paintedTooMuch(try copies(100, of: invisible)) == nil, "\(invisible)")
    }
  }

  /// However large the image, a drawing may paint at most 2^31 pixels: at 8192 px, 64
  /// images of translucent paint took 30 s; 32 are allowed.
  @Test func theAreaIsCappedWhateverTheImageSize() throws {
    #expect(SVGRenderer.Options.maximumPaintedPixels == Double(1 << 31))
    func copies(_ count: Int) throws -> SVGDocument {
      try SVGReader.read(
        "<svg xmlns='http://www.w3.org/2000/svg' width='8192' height='8192'>"
          + String(repeating: "<rect width='8192' height='8192' fill-opacity='0.5'/>", count: count)
          + "</svg>")
    }
    #expect(throws: Never.self) { try SVGOutputWriter().write(try copies(32), width: 8192, height: 8192) }
    #expect(throws: SVGRenderError.self) {
      try SVGOutputWriter().write(try copies(33), width: 8192, height: 8192)
    }
    let over = try copies(33)
    do {
      _ = try SVGOutputWriter().write(over, width: 8192, height: 8192)
    } catch {
      #expect(error.cause == .drawingTooLarge(limit: 64, pixels: 2_147_483_648))
    }
  }

  /// At small sizes a drawing may paint 2^24 pixels whatever its size: at 16 px every
  /// paint counts at least a pixel, and thousands of small elements cost milliseconds.
  @Test func smallImagesMayPaintTheFloor() throws {
    let body = String(repeating: "<rect width='16' height='16' fill-opacity='0.5'/>", count: 2_000)
    let document = try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16'>\(body)</svg>")
    // 2,000 images of 256 pixels, far past 64 images and within the floor.
    #expect(SVGRenderer.Options.minimumPaintedPixels == Double(1 << 24))
    _ = try SVGRenderer().render(document, width: 16, height: 16)
    let strict = SVGRenderer(options: .init(maximumPaintedArea: 0))
    #expect(throws: SVGRenderError.self) { try strict.render(document, width: 4096, height: 4096) }
    #expect(throws: Never.self) { try strict.render(document, width: 16, height: 16) }
  }

  /// The rows the edges cross: the filler steps each edge row by row, so half a million
  /// dashes as tall as the image, covering half its area, took 25 s at 8192 px. Two bars
  /// 20 px tall cross 44 rows each: their two sides 21 each (from row 0 to row 20, and
  /// one more), their top and bottom one each.
  @Test func theRowsEdgesCrossAreCounted() throws {
    #expect(SVGRenderer.Options.defaultMaximumEdgeRows == 1 << 27)
    let document = try document("<rect x='5' width='1' height='20'/>\n<rect x='10' width='1' height='20'/>")
    #expect(throws: Never.self) {
      try SVGOutputWriter(options: .init(maximumEdgeRows: 88)).write(document, width: 20, height: 20)
    }
    do {
      _ = try SVGRenderer(options: .init(maximumEdgeRows: 87)).render(document, width: 20, height: 20)
      Issue.record("88 rows were drawn within 87")
    } catch {
      #expect(error.cause == .edgesTooLong(limit: 87))
      #expect(error.element?.line == 3 && error.part == .fill)
      #expect(
        error.message.hasPrefix("the fill of <rect>: the drawing's edges cross more than 87 rows of pixels"),
        "\(error.message)")
    }
    // Rows outside the image are not counted: the bars twice as tall, half outside, cross as many.
    let taller = try self.document(
      "<rect x='5' y='-20' width='1' height='40'/>\n<rect x='10' width='1' height='40'/>")
    #expect(throws: Never.self) {
      try SVGOutputWriter(options: .init(maximumEdgeRows: 88)).write(taller, width: 20, height: 20)
    }
  }

  /// The SVG output is at most 64 MiB by default, what the reader reads back: a 1.2 KB
  /// drawing of dashes wrote 1 GB, and 1.9 million rects 167 MB of markup around their
  /// 64 MiB of path data. The limit counts every byte, checked at each path.
  @Test func theSVGOutputIsOfALimitedSize() throws {
    #expect(SVGOutputWriter().maximumOutputBytes == 64 << 20)
    let document = try document("<rect width='10' height='10'/>\n<circle cx='14' cy='14' r='4'/>")
    let text = try SVGOutputWriter().write(document, width: 20, height: 20)
    // Up to the second path's end: all but "</svg>\n".
    let total = text.utf8.count - "</svg>\n".utf8.count
    #expect(try SVGOutputWriter(maximumOutputBytes: total).write(document, width: 20, height: 20) == text)
    do {
      _ = try SVGOutputWriter(maximumOutputBytes: total - 1).write(document, width: 20, height: 20)
      Issue.record("\(total) bytes were written within \(total - 1)")
    } catch {
      #expect(error.cause == .outputTooLarge(limit: total - 1))
      #expect(error.element?.line == 3 && error.element?.element == "circle")
      #expect(
        error.message.contains("the SVG would be more than \(total - 1) bytes here"), "\(error.message)")
    }
  }
}
