import SymbolGeometry
import Testing

@testable import SymbolSVG

/// Faults a review of the viewport, font-size, dash and colour changes found: each read
/// wrong silently, or was refused with a message naming the wrong thing.
@Suite struct SVGReaderReviewFixTests {
  /// A mask on a nested `svg` with a view box lies in the parent's user space, so its
  /// percentages are of the parent's viewport: 50% of 100 is 50, not 50% of the view box's
  /// 10 (it masked a 5 × 10 corner).
  @Test func aNestedSVGsMaskTakesPercentagesOfTheParentsViewport() throws {
    let document = try readSVG(
      """
      <mask id='m' maskUnits='userSpaceOnUse' x='0' y='0' width='100' height='100'>
        <rect width='50%' height='100%' fill='white'/>
      </mask>
      <svg width='50' height='50' viewBox='0 0 10 10' mask='url(#m)'><rect width='10' height='10'/></svg>
      """,
      attributes: "width='100' height='100'")
    var masks: [SVGMask] = []
    var pending = document.root.children
    while let node = pending.popLast() {
      guard case .group(let group) = node else { continue }
      if let mask = group.mask { masks.append(mask) }
      pending += group.children
    }
    // The user's mask, the only one (the viewport's clip is a clip): its one rect, in user
    // space.
    #expect(masks.count == 1)
    let contents = masks.map { SVGGroup(children: $0.content).flattenedPaths }
    let rect = try #require(contents.first { $0.count == 1 }?.first)
    #expect(
      rect.path.path.transformed(by: rect.transform).bounds == Rect(minX: 0, minY: 0, maxX: 50, maxY: 100))
  }

  /// A viewport of negative size is an error (SVG 1.1 §5.6), as a rect's is; it was drawn
  /// mirrored and moved.
  @Test(arguments: [
    "<symbol id='s' viewBox='0 0 10 10'><rect width='10' height='10'/></symbol><use href='#s' width='-20' height='30'/>",
    "<symbol id='s' viewBox='0 0 10 10'><rect width='10' height='10'/></symbol><use href='#s' width='20' height='-1'/>",
    "<svg x='10' y='10' width='-20' height='30' viewBox='0 0 10 10'><rect width='10' height='10'/></svg>",
  ])
  func aNegativeViewportSizeIsRefused(body: String) throws {
    let error = #expect(throws: SVGReadError.self) {
      try readSVG(body, attributes: "width='100' height='100'")
    }
    #expect(error?.description.contains("must not be negative") == true)
  }

  /// A font size that overflows is refused; stored as "infpx" it read back as no size and
  /// silently became 16 px.
  @Test func aFontSizeThatOverflowsIsRefused() throws {
    let error = #expect(throws: SVGReadError.self) {
      try readSVG("<g font-size='1e308'><g font-size='10em'><rect width='1em' height='1'/></g></g>")
    }
    #expect(error?.description.contains("out of range") == true)
  }

  /// `5,,5` has an empty item, which makes the list invalid; the items were split with the
  /// empty one dropped, so it dashed. Like any invalid value it is now ignored with a
  /// warning (the line is solid), and refused under `strict`.
  @Test(arguments: ["5,,5", ",5", "5,", "5, ,5"])
  func aDashListWithAnEmptyItemIsRefused(list: String) throws {
    let body = "<line x2='10' stroke='red' stroke-dasharray='\(list)'/>"
    let error = #expect(throws: SVGReadError.self) {
      try readSVG(body, options: SVGReadOptions(strict: true))
    }
    #expect(error?.description.contains("has an empty item") == true)
    let document = try readSVG(body)
    #expect(document.root.flattenedPaths.map { $0.path.stroke?.style.dashes } == [[]])
    #expect(document.warnings.first?.message.contains("has an empty item") == true)
  }

  /// A malformed list is named for what is malformed in it, not for a negative item before
  /// it (on its own only a warning).
  @Test func aMalformedDashListNamesTheBadItem() throws {
    let error = #expect(throws: SVGReadError.self) {
      try readSVG(
        "<line x2='10' stroke='red' stroke-dasharray='-5 abc'/>", options: SVGReadOptions(strict: true))
    }
    #expect(error?.description.contains("'abc': expected a length") == true)
  }

  /// A hue of 1e999 reads as infinity, which has no angle: it painted white. Now the value
  /// is ignored with a warning (the initial black paints), and refused under `strict`.
  @Test(arguments: ["hsl(1e999, 100%, 50%)", "hsl(-1e999 100% 50%)", "rgb(1e999, 0, 0)"])
  func aColourNumberThatOverflowsIsRefused(colour: String) throws {
    let body = "<rect width='1' height='1' fill='\(colour)'/>"
    #expect(throws: SVGReadError.self) { try readSVG(body, options: SVGReadOptions(strict: true)) }
    let document = try readSVG(body)
    #expect(document.root.flattenedPaths.map(\.path.fill?.paint) == [.color(.black)])
    #expect(document.warnings.first?.message.contains("out of range") == true)
  }
}
