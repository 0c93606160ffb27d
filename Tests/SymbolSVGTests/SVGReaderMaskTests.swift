import SymbolGeometry
import Testing

@testable import SymbolSVG

/// `<mask>` references: what the simplified tree records, and bad references.
@Suite struct SVGReaderMaskTests {
  /// The groups of `document` that carry a mask, outermost first.
  private func maskedGroups(_ document: SVGDocument) -> [SVGGroup] {
    var found: [SVGGroup] = []
    var pending = [document.root]
    while let group = pending.popLast() {
      if group.mask != nil { found.append(group) }
      for case .group(let inner) in group.children.reversed() { pending.append(inner) }
    }
    return found
  }

  @Test func aMaskedShapeBecomesAGroupWithTheMasksSettingsAndContent() throws {
    let document = try readSVG(
      """
      <defs><mask id='m' maskUnits='userSpaceOnUse' x='1' y='2' width='30' height='40'>
        <rect width='8' height='8' fill='white'/><circle cx='4' cy='4' r='2' fill='black'/>
      </mask></defs>
      <rect x='2' y='2' width='6' height='6' fill='red' opacity='0.5' transform='translate(1 0)' mask='url(#m)'/>
      """, attributes: "width='50' height='50'")
    let groups = maskedGroups(document)
    #expect(groups.count == 1)
    let group = try #require(groups.first)
    let mask = try #require(group.mask)
    // The shape keeps its place and opacity on the group, and its paint inside it.
    #expect(group.opacity == 0.5)
    #expect(group.transform == .translation(1, 0))
    #expect(group.children.count == 1)
    #expect(mask.regionUnits == .userSpaceOnUse)
    #expect(mask.contentUnits == .userSpaceOnUse)
    #expect(mask.kind == .luminance)
    #expect(mask.region == Rect(x: 1, y: 2, width: 30, height: 40))
    #expect(mask.content.count == 2)
    #expect(mask.source?.line == 1)
    // The mask's content is drawn only through the reference: one painted path.
    #expect(document.root.flattenedPaths.count == 1)
    #expect(document.warnings.isEmpty)
  }

  @Test func defaultsAreSVGsAndBoundingBoxUnitsResolveAgainstTheContent() throws {
    let document = try readSVG(
      """
      <mask id='m'><rect width='1' height='1' fill='white'/></mask>
      <mask id='n' maskContentUnits='objectBoundingBox' x='0' y='25%' width='1' height='0.5'
        style='mask-type: alpha'><rect width='0.5' height='1'/></mask>
      <g mask='url(#m)'><rect x='10' y='20' width='40' height='10'/></g>
      <g mask='url("#n")'><rect x='10' y='20' width='40' height='10'/></g>
      """)
    let groups = maskedGroups(document)
    #expect(groups.count == 2)
    let first = try #require(groups.first?.mask)
    #expect(first.regionUnits == .objectBoundingBox)
    #expect(first.region == Rect(x: -0.1, y: -0.1, width: 1.2, height: 1.2))
    let box = Rect(x: 10, y: 20, width: 40, height: 10)
    let resolved = try #require(first.resolved(box: box))
    #expect(isClose(resolved.region, Rect(x: 6, y: 19, width: 48, height: 12)))
    #expect(resolved.content == .identity)
    let second = try #require(groups.last?.mask)
    #expect(second.kind == .alpha)
    #expect(second.contentUnits == .objectBoundingBox)
    #expect(second.region == Rect(x: 0, y: 0.25, width: 1, height: 0.5))
    let placed = try #require(second.resolved(box: box))
    #expect(placed.content.apply(Point(0.5, 1)) == Point(30, 30))
    // Bounding-box units need a box with area: SVG then draws nothing of the group.
    #expect(second.resolved(box: nil) == nil)
    #expect(second.resolved(box: Rect(x: 1, y: 1, width: 0, height: 5)) == nil)
  }

  @Test func aMaskOfZeroSizeHidesTheElement() throws {
    let document = try readSVG(
      "<mask id='m' width='0'><rect width='9' height='9' fill='white'/></mask>"
        + "<rect width='4' height='4' mask='url(#m)'/><rect width='2' height='2'/>")
    #expect(document.root.flattenedPaths.count == 1)
    #expect(maskedGroups(document).isEmpty)
  }

  @Test func unusableReferencesWarnAndDrawUnmasked() throws {
    let document = try readSVG(
      """
      <rect id='r' width='1' height='1'/>
      <rect width='2' height='2' mask='url(#missing)'/>
      <rect width='3' height='3' mask='url(#r)'/>
      <rect width='4' height='4' mask='linear-gradient(red, blue)'/>
      <rect width='5' height='5' mask='none'/>
      """)
    #expect(document.warnings.map(\.line) == [2, 3, 4])
    #expect(document.warnings[0].message.contains("'#missing', which is not a <mask>"))
    #expect(document.warnings[2].message.contains("is not a url(#id) reference"))
    #expect(document.root.flattenedPaths.count == 5)
    #expect(throws: SVGReadError.self) {
      _ = try readSVG(
        "<rect width='2' height='2' mask='url(#missing)'/>", options: SVGReadOptions(strict: true))
    }
  }

  @Test func badMaskAttributesAreErrorsAtTheAttribute() throws {
    for (attributes, attribute) in [
      ("maskUnits='pixels'", "maskUnits"), ("width='-1'", "width"), ("style='mask-type: gamma'", "mask-type"),
    ] {
      do {
        _ = try readSVG("<mask id='m' \(attributes)/>\n<rect width='2' height='2' mask='url(#m)'/>")
        Issue.record("expected an error for \(attributes)")
      } catch {
        guard case .attribute(let element, let name, let line, _, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(element == "mask")
        #expect(name == attribute)
        #expect(line == 1)
      }
    }
  }

  @Test func aMaskThatReachesItselfIsACycle() throws {
    for body in [
      "<mask id='m'><rect width='1' height='1' mask='url(#m)'/></mask><rect width='1' height='1' mask='url(#m)'/>",
      "<mask id='m'><use href='#r'/></mask><rect id='r' width='1' height='1' mask='url(#m)'/>",
    ] {
      do {
        _ = try readSVG(body)
        Issue.record("expected a cycle for \(body)")
      } catch {
        guard case .referenceCycle(let ids, _, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(ids.first == "m" && ids.last == "m", "\(ids)")
        #expect(error.description.contains("through use or mask"))
      }
    }
  }

  @Test func masksCountTowardsTheExpansionLimit() throws {
    // Each level draws the one below twice through its mask: 2^20 elements in the end.
    var body = "<mask id='m0'><rect width='1' height='1' fill='white'/></mask>"
    for level in 1...20 {
      let inner = "<rect width='1' height='1' fill='white' mask='url(#m\(level - 1))'/>"
      body += "<mask id='m\(level)'>\(inner)\(inner)</mask>"
    }
    body += "<rect width='1' height='1' mask='url(#m20)'/>"
    expectExpansionLimit(body)
  }

  @Test func aDocumentNestedToTheXMLDepthLimitIsFreedWithoutRecursion() throws {
    // Freeing nested groups by recursion overflowed the stack from about 60 000 levels,
    // below the XML reader's limit of 100 000.
    let depth = 99_000
    let body =
      String(repeating: "<g opacity='0.999'>", count: depth) + "<rect width='1' height='1'/>"
      + String(repeating: "</g>", count: depth)
    var document: SVGDocument? = try readSVG(body)
    #expect(document?.root.flattenedPaths.count == 1)
    document = nil
    #expect(document == nil)
  }

  /// A mask's content inherits from the mask's ancestors however deep it lies, and masks
  /// nested in one another share what their common ancestors compute: 30,000 nested groups
  /// each holding a mask kept every mask's whole chain of ancestors, 7 GB, and cascaded each
  /// chain again at every reference, 35 s.
  @Test func deepMasksInheritFromTheirAncestorsOnce() throws {
    let depth = 2_000
    var body = "<g fill='#00ff00' stroke-width='3'>"
    for level in 0..<depth {
      body += "<g><mask id='m\(level)'><rect width='\(level + 1)' height='1'/></mask>"
    }
    body += String(repeating: "</g>", count: depth) + "</g>"
    for level in stride(from: 0, to: depth, by: 500) {
      body += "<rect width='1' height='1' fill='red' mask='url(#m\(level))'/>"
    }
    body += "<rect width='1' height='1' fill='red' mask='url(#m\(depth - 1))'/>"
    let masks = maskedGroups(try readSVG(body)).compactMap(\.mask)
    #expect(masks.count == 5)
    for (mask, width) in zip(masks, [1, 501, 1001, 1501, 2000]) {
      guard case .path(let content) = mask.content.first else {
        Issue.record("the mask of width \(width) has no path")
        continue
      }
      #expect(content.fill?.paint == .color(Color(red: 0, green: 255, blue: 0)), "\(width)")
      #expect(content.path.bounds?.width == Double(width))
    }
  }
}
