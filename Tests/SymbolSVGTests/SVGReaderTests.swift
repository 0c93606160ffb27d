import SymbolGeometry
import Testing

@testable import SymbolSVG

/// Reads `body` inside an `<svg>` of the given attributes.
func readSVG(
  _ body: String, attributes: String = "", options: SVGReadOptions = .init()
) throws(SVGReadError)
  -> SVGDocument
{
  try SVGReader.read(
    "<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>", options: options)
}

/// Reads `body` with an expansion limit of 10 000 elements and expects that limit to stop it.
func expectExpansionLimit(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) {
  do {
    _ = try readSVG(body, options: SVGReadOptions(maximumExpandedElements: 10_000))
    Issue.record("expected the expansion limit", sourceLocation: sourceLocation)
  } catch {
    guard case .expansionLimitExceeded(let limit, _, _) = error else {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
      return
    }
    #expect(limit == 10_000, sourceLocation: sourceLocation)
  }
}

/// The document-space bounds of every path, in drawing order.
func pathBounds(_ document: SVGDocument) -> [Rect?] {
  document.root.flattenedPaths.map { $0.path.path.transformed(by: $0.transform).bounds }
}

/// Whether two rectangles agree to within `tolerance` on every edge.
func isClose(_ lhs: Rect?, _ rhs: Rect, tolerance: Double = 1e-6) -> Bool {
  guard let lhs else { return false }
  return abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
    && abs(lhs.maxX - rhs.maxX) <= tolerance && abs(lhs.maxY - rhs.maxY) <= tolerance
}

/// Elements and the document viewport.
@Suite struct SVGReaderTests {
  @Test(arguments: [
    ("<path d='M1 2 L11 2 L11 7 Z'/>", Rect(minX: 1, minY: 2, maxX: 11, maxY: 7)),
    ("<rect x='1' y='2' width='10' height='5' rx='1'/>", Rect(minX: 1, minY: 2, maxX: 11, maxY: 7)),
    ("<circle cx='10' cy='20' r='5'/>", Rect(minX: 5, minY: 15, maxX: 15, maxY: 25)),
    ("<ellipse cx='10' cy='20' rx='5' ry='3'/>", Rect(minX: 5, minY: 17, maxX: 15, maxY: 23)),
    ("<line x1='1' y1='2' x2='30' y2='40' stroke='red'/>", Rect(minX: 1, minY: 2, maxX: 30, maxY: 40)),
    ("<polyline points='0,0 10,5 3,8'/>", Rect(minX: 0, minY: 0, maxX: 10, maxY: 8)),
    ("<polygon points='2 2 12 2 7 9'/>", Rect(minX: 2, minY: 2, maxX: 12, maxY: 9)),
    ("<rect width='50%' height='25%'/>", Rect(minX: 0, minY: 0, maxX: 50, maxY: 25)),
    // SVG 2: an ellipse's `auto` or absent radius is the other one, as rsvg-convert draws it.
    ("<ellipse cx='10' cy='20' rx='auto' ry='3'/>", Rect(minX: 7, minY: 17, maxX: 13, maxY: 23)),
    ("<ellipse cx='10' cy='20' rx='4'/>", Rect(minX: 6, minY: 16, maxX: 14, maxY: 24)),
  ])
  func elementConvertsToExpectedBounds(source: String, expected: Rect) throws {
    let document = try readSVG(source)
    let bounds = pathBounds(document)
    #expect(bounds.count == 1)
    #expect(isClose(bounds.first ?? nil, expected))
  }

  @Test func zeroSizedShapesAndMissingDataDrawNothing() throws {
    let document = try readSVG("<rect width='0' height='5'/><circle r='0'/><path/>")
    #expect(document.root.flattenedPaths.isEmpty)
  }

  /// A negative size is an error at the attribute, quoted as written (it said
  /// `<rect> rx: <rect> rx="-5.0" is not accepted`, the element twice and a value the file
  /// does not hold).
  @Test func aNegativeSizeIsQuotedAsWritten() {
    let error = #expect(throws: SVGReadError.self) { try readSVG("<rect width='9' height='9' rx=' -5 '/>") }
    #expect(
      error?.description.hasPrefix("<rect> rx: '-5' is not accepted: rx must be a length of 0 or more")
        == true,
      "\(String(describing: error))")
  }

  /// A percentage of a radius refers to the viewport's diagonal over √2, which overflowed
  /// for sides near the largest double: `r='25%'` was refused as `r="inf"`.
  @Test func aPercentageRadiusOfAHugeViewportIsFinite() throws {
    let document = try readSVG("<circle r='25%'/>", attributes: "viewBox='0 0 1.7e308 1.7e308'")
    let bounds = try #require(pathBounds(document).first ?? nil)
    #expect(abs(bounds.maxX / 4.25e307 - 1) < 1e-9)
  }

  @Test func absoluteUnitsBecomePixels() throws {
    let document = try readSVG("", attributes: "width='2in' height='3cm'")
    #expect(document.width == 192)
    #expect(abs(document.height - 3 * 96 / 2.54) < 1e-9)
  }

  @Test func viewBoxScalesContentIntoTheViewport() throws {
    let document = try readSVG(
      "<rect x='1' y='1' width='10' height='10'/>", attributes: "width='48' height='48' viewBox='0 0 24 24'")
    #expect(document.width == 48 && document.height == 48)
    #expect(isClose(pathBounds(document).first ?? nil, Rect(minX: 2, minY: 2, maxX: 22, maxY: 22)))
    #expect(document.root.transform == Transform.scale(2))
  }

  @Test func viewBoxAlignmentFollowsPreserveAspectRatio() throws {
    let centred = try readSVG("", attributes: "width='40' height='20' viewBox='0 0 10 10'")
    #expect(centred.root.transform == Transform(a: 2, b: 0, c: 0, d: 2, e: 10, f: 0))
    let stretched = try readSVG(
      "", attributes: "width='40' height='20' viewBox='0 0 10 10' preserveAspectRatio='none'")
    #expect(stretched.root.transform == Transform.scale(4, 2))
  }

  @Test func missingSizesComeFromTheViewBoxOrDefaultTo100() throws {
    let fromViewBox = try readSVG("", attributes: "viewBox='0 0 24 12'")
    #expect(fromViewBox.width == 24 && fromViewBox.height == 12)
    let oneGiven = try readSVG("", attributes: "width='48' viewBox='0 0 24 12'")
    #expect(oneGiven.width == 48 && oneGiven.height == 24)
    let neither = try readSVG("")
    #expect(neither.width == 100 && neither.height == 100)
    #expect(neither.root.transform == .identity)
  }

  @Test func nestedSVGIsAnOffsetViewport() throws {
    let document = try readSVG(
      "<svg x='10' y='20' width='20' height='20' viewBox='0 0 10 10'><rect width='10' height='10'/></svg>",
      attributes: "width='100' height='100'")
    #expect(isClose(pathBounds(document).first ?? nil, Rect(minX: 10, minY: 20, maxX: 30, maxY: 40)))
  }

  /// SVG 2 makes `transform` a property: `style` and a style sheet set it, and override the
  /// attribute, as browsers and rsvg-convert draw them; the reader drew the attribute alone,
  /// without a word.
  @Test func theTransformPropertyIsDrawn() throws {
    let document = try readSVG(
      """
      <style>.big { transform: scale(2) }</style>
      <rect width='2' height='1' style='transform: translate(10px, 20px) rotate(90deg)'/>
      <rect class='big' width='2' height='1' transform='translate(100 100)'/>
      <g style='transform: translateX(5px)'><rect width='1' height='1'/></g>
      """)
    let bounds = pathBounds(document)
    #expect(isClose(bounds[0], Rect(minX: 9, minY: 20, maxX: 10, maxY: 22)))
    #expect(isClose(bounds[1], Rect(minX: 0, minY: 0, maxX: 4, maxY: 2)))
    #expect(isClose(bounds[2], Rect(minX: 5, minY: 0, maxX: 6, maxY: 1)))
    #expect(document.warnings.isEmpty)
    // In CSS, a value CSS's grammar refuses is dropped with a warning, as browsers drop it,
    // and the next declaration applies (a trailing comma, a unitless angle, a three-number
    // `rotate`); it stopped the whole file. The attribute's is an error, placed there.
    let dropped = try readSVG(
      """
      <style>.a { transform: rotate(90deg); transform: rotate(90deg,) }</style>
      <rect class='a' width='2' height='1'/>
      <rect width='2' height='1' transform='translate(30 50)'\n style='transform: rotate(10)'/>
      """)
    #expect(isClose(pathBounds(dropped)[0], Rect(minX: -1, minY: 0, maxX: 0, maxY: 2)))
    #expect(isClose(pathBounds(dropped)[1], Rect(minX: 30, minY: 50, maxX: 32, maxY: 51)))
    #expect(dropped.warnings.map(\.line) == [2, 4])
    #expect(
      dropped.warnings.last?.message.hasPrefix("transform 'rotate(10)' is ignored: expected an angle") == true
    )
    let error = #expect(throws: SVGReadError.self) {
      try readSVG("<rect width='1' height='1'\n transform='spin(3)'/>")
    }
    guard case .attribute(_, let attribute, let line, let column, let message) = error else {
      Issue.record("expected an attribute error, got \(String(describing: error))")
      return
    }
    #expect(attribute == "transform" && line == 2 && column == 2)
    #expect(message.hasPrefix("'spin(3)': unknown transform 'spin'"))
  }

  /// A transform on the root would move the image in its own frame, which renderers place
  /// differently; it is not drawn, and now said so (it was ignored without a word).
  @Test func aTransformOnTheRootIsWarnedAbout() throws {
    let document = try readSVG("<rect width='1' height='1'/>", attributes: "transform='rotate(45)'")
    #expect(
      document.warnings.map(\.message)
        == ["transform on the root <svg> is not drawn; put the drawing in a <g> with the transform"])
    #expect(pathBounds(document) == [Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)])
  }

  /// `transform-origin` moves the point a transform turns about: lengths from the reference
  /// box's corner, keywords and percentages of its size. The box is the viewport, or a
  /// shape's bounds with `transform-box: fill-box`, as Chromium draws them (rsvg-convert
  /// 2.54 ignores the origin).
  @Test func transformOriginAndTransformBox() throws {
    let document = try readSVG(
      """
      <rect x='34' y='4' width='20' height='10' transform='rotate(90)' transform-origin='44 9'/>
      <rect width='10' height='10' style='transform: scale(2); transform-origin: center'/>
      <rect x='10' y='10' width='20' height='10' style='transform: rotate(90deg); transform-origin: center; transform-box: fill-box'/>
      <rect x='10' y='10' width='20' height='10' style='transform: scale(2); transform-origin: top left; transform-box: fill-box'/>
      <rect x='10' y='10' width='20' height='10' style='transform: scale(2); transform-origin: right 25%; transform-box: content-box'/>
      <rect x='10' y='10' width='20' height='10' style='transform: scale(2); transform-box: fill-box'/>
      """, attributes: "viewBox='0 0 64 64'")
    let bounds = pathBounds(document)
    #expect(isClose(bounds[0], Rect(minX: 39, minY: -1, maxX: 49, maxY: 19)))
    #expect(isClose(bounds[1], Rect(minX: -32, minY: -32, maxX: -12, maxY: -12)))
    #expect(isClose(bounds[2], Rect(minX: 15, minY: 5, maxX: 25, maxY: 25)))
    #expect(isClose(bounds[3], Rect(minX: 10, minY: 10, maxX: 50, maxY: 30)))
    #expect(isClose(bounds[4], Rect(minX: -10, minY: 7.5, maxX: 30, maxY: 27.5)))
    // No origin: the initial `0 0` is the fill box's corner, (10, 10).
    #expect(isClose(bounds[5], Rect(minX: 10, minY: 10, maxX: 50, maxY: 30)))
    #expect(document.warnings.isEmpty)
  }

  @Test func anOriginOrBoxThatCannotBeUsedIsWarnedAbout() throws {
    let document = try readSVG(
      """
      <rect width='10' height='10' transform='scale(2)' transform-origin='middle'/>
      <rect width='10' height='10' transform='scale(2)' transform-origin='center' transform-box='stroke-box'/>
      <g transform='scale(2)' transform-origin='center' transform-box='fill-box'><rect width='1' height='1'/></g>
      """, attributes: "viewBox='0 0 64 64'")
    #expect(
      document.warnings.map(\.message) == [
        "transform-origin 'middle' is ignored: 'middle' is neither a keyword nor a length at offset 0; accepted:"
          + " one to three of left, center, right, top, bottom or a length or percentage (x, then y, then z)",
        "transform-box 'stroke-box' is ignored: accepted: view-box, fill-box, content-box",
        "transform-box 'fill-box' is supported on shapes only; the view box applies",
      ])
    let bounds = pathBounds(document)
    // The origin dropped: about (0, 0). The box dropped, or a group's: the viewport's centre.
    #expect(isClose(bounds[0], Rect(minX: 0, minY: 0, maxX: 20, maxY: 20)))
    #expect(isClose(bounds[1], Rect(minX: -32, minY: -32, maxX: -12, maxY: -12)))
    #expect(isClose(bounds[2], Rect(minX: -32, minY: -32, maxX: -30, maxY: -30)))
  }

  @Test func transformsStayOnGroupsAndAccumulate() throws {
    let document = try readSVG(
      "<g transform='translate(10 0)'><g transform='scale(2)'>"
        + "<rect transform='translate(1 1)' width='2' height='2'/></g></g>")
    let paths = document.root.flattenedPaths
    #expect(paths.count == 1)
    // Geometry stays in user space; the transforms travel separately.
    #expect(paths.first?.path.path.bounds == Rect(minX: 0, minY: 0, maxX: 2, maxY: 2))
    #expect(isClose(pathBounds(document).first ?? nil, Rect(minX: 12, minY: 2, maxX: 16, maxY: 6)))
    // The dissolved <g>s leave one wrapper group around the rect, not three levels.
    guard case .group(let wrapper) = document.root.children.first else {
      Issue.record("expected a wrapper group")
      return
    }
    #expect(wrapper.children.count == 1)
    if case .group = wrapper.children.first { Issue.record("expected a path inside the wrapper") }
  }

  @Test func prefixedSVGNamesAreRead() throws {
    let document = try SVGReader.read(
      "<svg:svg xmlns:svg='http://www.w3.org/2000/svg'><svg:rect width='3' height='4'/></svg:svg>")
    #expect(pathBounds(document) == [Rect(minX: 0, minY: 0, maxX: 3, maxY: 4)])
  }

  /// Any prefix bound to SVG's namespace is SVG, and any bound to XLink's is XLink: Python's
  /// ElementTree writes `ns0:svg` and `ns1:href`, which browsers and rsvg-convert draw and
  /// the reader refused at the root. A prefix bound elsewhere stays another vocabulary.
  @Test func anyPrefixBoundToSVGsNamespaceIsRead() throws {
    let plain = try SVGReader.read(
      """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">\
      <style>rect { fill: red }</style><defs><path id="p" d="M4 4h16v16z"/></defs>\
      <use xlink:href="#p" x="1"/><rect width="3" height="4"/></svg>
      """)
    let prefixed = try SVGReader.read(
      """
      <ns0:svg xmlns:ns0="http://www.w3.org/2000/svg" xmlns:ns1="http://www.w3.org/1999/xlink" \
      viewBox="0 0 24 24"><ns0:style>rect { fill: red }</ns0:style><ns0:defs><ns0:path id="p" d="M4 4h16v16z"/>\
      </ns0:defs><ns0:use ns1:href="#p" x="1"/><ns0:rect width="3" height="4"/>\
      <e:rect xmlns:e="http://example.com/ns" width="9" height="9"/></ns0:svg>
      """)
    #expect(pathBounds(prefixed) == pathBounds(plain))
    #expect(
      pathBounds(prefixed) == [
        Rect(minX: 5, minY: 4, maxX: 21, maxY: 20), Rect(minX: 0, minY: 0, maxX: 3, maxY: 4),
      ])
    #expect(prefixed.root.flattenedPaths.map(\.path.fill) == plain.root.flattenedPaths.map(\.path.fill))
    #expect(prefixed.warnings.isEmpty)
    // A binding holds inside the element that makes it, not beside it.
    let outOfScope = try SVGReader.read(
      "<svg xmlns='http://www.w3.org/2000/svg'><g xmlns:s='http://www.w3.org/2000/svg'/><s:rect width='1' height='1'/></svg>"
    )
    #expect(outOfScope.root.flattenedPaths.isEmpty)
  }

  /// An element an `xmlns` places in another vocabulary is not SVG and is not drawn, as
  /// in browsers and rsvg-convert; it was drawn as SVG. A root `<svg>` of another namespace
  /// is refused, as rsvg-convert refuses it; a document without `xmlns` is still read.
  @Test func elementsOfAnotherNamespaceAreNotDrawn() throws {
    let document = try readSVG(
      """
      <rect width='1' height='1'/>
      <g xmlns='http://example.com/ns'><rect width='2' height='2'/><g xmlns='http://www.w3.org/2000/svg'>\
      <rect width='3' height='3'/></g></g>
      <clipPath id='c'><rect xmlns='' width='4' height='4'/><rect width='5' height='5'/></clipPath>
      <rect width='6' height='6' clip-path='url(#c)'/>
      """)
    // The first rect and the clipped one; the rect inside the foreign group goes with it,
    // though it is SVG's again.
    #expect(pathBounds(document).count == 2)
    #expect(
      document.warnings.map(\.message) == [
        "<g> is in the namespace 'http://example.com/ns', not SVG's; skipped with its content",
        "<rect> is in the namespace '', not SVG's; skipped with its content",
      ])
    let foreign = #expect(throws: SVGReadError.self) {
      try SVGReader.read("<svg xmlns='http://example.com/ns'><rect width='1' height='1'/></svg>")
    }
    #expect(
      foreign?.message
        == "the root <svg> is in the namespace 'http://example.com/ns', not SVG's (xmlns=\"http://www.w3.org/2000/svg\")"
    )
    #expect(try SVGReader.read("<svg><rect width='1' height='1'/></svg>").root.flattenedPaths.count == 1)
  }

  @Test func twentyThousandNestedGroupsReadWithoutRecursion() throws {
    let depth = 20_000
    let body =
      String(repeating: "<g transform='translate(1 0)'>", count: depth) + "<rect width='1' height='1'/>"
      + String(repeating: "</g>", count: depth)
    let document = try readSVG(body)
    #expect(isClose(pathBounds(document).first ?? nil, Rect(minX: 20_000, minY: 0, maxX: 20_001, maxY: 1)))
  }

  @Test func twentyThousandNestedTranslucentGroupsCanBeWalked() throws {
    let depth = 20_000
    let body =
      String(repeating: "<g opacity='0.999'>", count: depth) + "<rect width='1' height='1'/>"
      + String(repeating: "</g>", count: depth)
    let document = try readSVG(body)
    #expect(document.root.flattenedPaths.count == 1)
  }
}
