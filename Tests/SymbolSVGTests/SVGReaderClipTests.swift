import SymbolGeometry
import Testing

@testable import SymbolSVG

/// `clip-path` references and `<clipPath>` content: what the simplified tree records, bad
/// references and unsupported content, and the clip of nested viewports.
@Suite struct SVGReaderClipTests {
  /// The groups of `document` that carry a clip, outermost first (the root included).
  private func clippedGroups(_ document: SVGDocument) -> [SVGGroup] {
    var found: [SVGGroup] = []
    var pending = [document.root]
    while let group = pending.popLast() {
      if group.clip != nil { found.append(group) }
      for case .group(let inner) in group.children.reversed() { pending.append(inner) }
    }
    return found
  }

  /// Whether any group of `document` carries a mask.
  private func hasMask(_ document: SVGDocument) -> Bool {
    var pending = [document.root]
    while let group = pending.popLast() {
      if group.mask != nil { return true }
      for case .group(let inner) in group.children { pending.append(inner) }
    }
    return false
  }

  /// The one clip of `document`, required.
  private func onlyClip(
    _ document: SVGDocument, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SVGClip {
    let groups = clippedGroups(document)
    #expect(groups.count == 1, sourceLocation: sourceLocation)
    return try #require(groups.first?.clip, sourceLocation: sourceLocation)
  }

  @Test func figmasExportPatternClipsTheGroupToItsRect() throws {
    let document = try readSVG(
      """
      <g clip-path="url(#clip0)" transform="translate(5 0)"><path d="M0 0H30V30Z" fill="red"/></g>
      <defs><clipPath id="clip0"><rect width="24" height="24" fill="white"/></clipPath></defs>
      """, attributes: "width='24' height='24' viewBox='0 0 24 24'")
    let groups = clippedGroups(document)
    #expect(groups.count == 1)
    let group = try #require(groups.first)
    let clip = try #require(group.clip)
    // The group takes the transform; the clip lies in its children's coordinates.
    #expect(group.transform == .translation(5, 0))
    #expect(group.mask == nil)
    #expect(group.children.count == 1)
    #expect(clip.units == .userSpaceOnUse)
    #expect(clip.shapes.count == 1)
    #expect(clip.shapes.first?.path.bounds == Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(clip.shapes.first?.rule == .nonzero)
    #expect(clip.source?.element == "clipPath")
    #expect(clip.source?.line == 2)
    // The clip path's rect is not drawn.
    #expect(document.root.flattenedPaths.count == 1)
    #expect(document.warnings.isEmpty)
  }

  @Test func boundingBoxUnitsTakePercentagesOfTheUnitBoxAndKeepUnpaintedGeometry() throws {
    let document = try readSVG(
      """
      <clipPath id='c' clipPathUnits='objectBoundingBox'><rect width='0.5' height='50%'/></clipPath>
      <g clip-path='url(#c)'><rect width='10' height='10' fill='none'/><rect x='20' width='10' height='10'/></g>
      """, attributes: "viewBox='0 0 100 100'")
    let group = try #require(clippedGroups(document).first)
    let clip = try #require(group.clip)
    #expect(clip.units == .objectBoundingBox)
    #expect(clip.shapes.first?.path.bounds == Rect(x: 0, y: 0, width: 0.5, height: 0.5))
    // The unpainted rect is part of the bounding box, so it stays in the group.
    #expect(group.children.count == 2)
    let resolved = try #require(clip.resolved(box: group.geometryBounds))
    #expect(isClose(resolved.first?.path.bounds, Rect(x: 0, y: 0, width: 15, height: 5)))
  }

  @Test func theChildsTransformAppliesBeforeTheClipPaths() throws {
    let document = try readSVG(
      """
      <clipPath id='c' transform='scale(2)'><rect x='1' y='1' width='2' height='3' transform='translate(10 0)'/></clipPath>
      <clipPath id='d' clipPathUnits='objectBoundingBox' transform='translate(0.5 0)'>
        <rect width='0.25' height='0.5' transform='scale(2)'/></clipPath>
      <rect width='40' height='40' clip-path='url(#c)'/>
      <rect width='40' height='40' clip-path='url(#d)'/>
      """)
    let clips = clippedGroups(document).compactMap(\.clip)
    #expect(clips.count == 2)
    // Translated to 11…13, then doubled: 22…26 (the other order gives 12…16).
    #expect(clips.first?.shapes.first?.path.bounds == Rect(minX: 22, minY: 2, maxX: 26, maxY: 8))
    // In box units, the box mapping is left to `resolved(box:)`.
    #expect(clips.last?.units == .objectBoundingBox)
    #expect(clips.last?.shapes.first?.path.bounds == Rect(minX: 0.5, minY: 0, maxX: 1, maxY: 1))
  }

  @Test func clipRuleComesFromTheShapeOrIsInheritedWhereTheClipPathIsDefined() throws {
    let document = try readSVG(
      """
      <g clip-rule='evenodd'><clipPath id='c'>
        <rect width='1' height='1'/><rect width='2' height='2' clip-rule='nonzero'/>
      </clipPath></g>
      <clipPath id='d'><rect width='3' height='3'/><rect width='4' height='4' clip-rule='evenodd'/></clipPath>
      <rect width='9' height='9' clip-rule='nonzero' clip-path='url(#c)'/>
      <g clip-rule='evenodd'><rect width='9' height='9' clip-path='url(#d)'/></g>
      """)
    let clips = clippedGroups(document).compactMap(\.clip)
    #expect(clips.count == 2)
    // Inherited from the clip path's ancestor, not from the element clipped.
    #expect(clips.first?.shapes.map(\.rule) == [.evenodd, .nonzero])
    #expect(clips.last?.shapes.map(\.rule) == [.nonzero, .evenodd])
    #expect(throws: SVGReadError.self) {
      try readSVG(
        "<clipPath id='c'><rect width='1' height='1' clip-rule='odd'/></clipPath>"
          + "<rect width='9' height='9' clip-path='url(#c)'/>")
    }
  }

  @Test func hiddenChildrenAreSkipped() throws {
    let document = try readSVG(
      """
      <style>.gone { display: none }</style>
      <clipPath id='c' display='none'>
        <rect width='1' height='1' display='none'/><circle r='2' class='gone'/>
        <ellipse rx='3' ry='3' visibility='hidden'/><rect width='4' height='4'/>
      </clipPath>
      <rect width='9' height='9' clip-path='url(#c)'/>
      """)
    let clip = try onlyClip(document)
    // `display: none` on the clip path itself does not stop it from clipping.
    #expect(clip.shapes.map(\.path.bounds) == [Rect(x: 0, y: 0, width: 4, height: 4)])
    #expect(document.warnings.isEmpty)
  }

  @Test func aUseOfAShapeIsPlacedByItsOffsetAndBothTransforms() throws {
    let document = try readSVG(
      """
      <defs><rect id='r' x='1' y='2' width='3' height='4' transform='scale(2)' clip-rule='evenodd'/></defs>
      <clipPath id='c'><use href='#r' x='10' y='20' transform='translate(100 0)'/></clipPath>
      <rect width='200' height='200' clip-path='url(#c)'/>
      """)
    let clip = try onlyClip(document)
    // Scaled to 2…8 × 4…12, moved by (10, 20), then by (100, 0).
    #expect(clip.shapes.first?.path.bounds == Rect(minX: 112, minY: 24, maxX: 118, maxY: 32))
    #expect(clip.shapes.first?.rule == .evenodd)
    #expect(document.root.flattenedPaths.count == 1)
    #expect(document.warnings.isEmpty)
  }

  @Test func unsupportedContentWarnsAndIsSkippedOrFailsWhenStrict() throws {
    let body = """
      <g id='group'><rect width='1' height='1'/></g>
      <clipPath id='c'>
        <g><rect width='1' height='1'/></g>
        <text>x</text>
        <use href='#group'/>
        <rect width='5' height='5'/>
      </clipPath>
      <rect width='9' height='9' clip-path='url(#c)'/>
      """
    let document = try readSVG(body)
    let clip = try onlyClip(document)
    #expect(clip.shapes.map(\.path.bounds) == [Rect(x: 0, y: 0, width: 5, height: 5)])
    #expect(document.warnings.map(\.line) == [3, 4, 5])
    #expect(document.warnings.map(\.element) == ["g", "text", "use"])
    #expect(document.warnings[0].message.contains("<g> inside a <clipPath> is not supported"))
    #expect(document.warnings[2].message.contains("refers to a <g>"))
    do {
      _ = try readSVG(body, options: SVGReadOptions(strict: true))
      Issue.record("expected strict mode to fail")
    } catch {
      guard case .strict(let warning) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(warning.line == 3)
    }
  }

  @Test func unusableReferencesWarnAndDrawUnclipped() throws {
    let document = try readSVG(
      """
      <rect id='r' width='1' height='1'/>
      <rect width='2' height='2' clip-path='url(#missing)'/>
      <rect width='3' height='3' clip-path='url(#r)'/>
      <rect width='4' height='4' clip-path='inset(10px)'/>
      <rect width='5' height='5' clip-path='circle(50%)'/>
      <rect width='6' height='6' clip-path='none'/>
      """)
    #expect(document.warnings.map(\.line) == [2, 3, 4, 5])
    #expect(document.warnings[0].message.contains("'#missing', which is not a <clipPath>"))
    #expect(document.warnings[1].message.contains("'#r', which is not a <clipPath>"))
    #expect(document.warnings[2].message.contains("'inset(10px)' is not a url(#id) reference"))
    #expect(document.warnings[3].message.contains("'circle(50%)'"))
    #expect(clippedGroups(document).isEmpty)
    #expect(document.root.flattenedPaths.count == 6)
    #expect(throws: SVGReadError.self) {
      _ = try readSVG(
        "<rect width='2' height='2' clip-path='url(#missing)'/>", options: SVGReadOptions(strict: true))
    }
  }

  @Test func anEmptyClipPathHidesTheElement() throws {
    let document = try readSVG(
      """
      <clipPath id='e'/>
      <clipPath id='f'><rect width='5' height='5' display='none'/><rect width='0' height='5'/></clipPath>
      <rect width='4' height='4' clip-path='url(#e)'/>
      <g clip-path='url(#f)'><rect width='4' height='4'/></g>
      <rect width='2' height='2' fill='blue'/>
      """)
    #expect(
      document.root.flattenedPaths.map(\.path.fill?.paint) == [.color(Color(red: 0, green: 0, blue: 255))])
    #expect(clippedGroups(document).isEmpty)
    #expect(document.warnings.isEmpty)
  }

  @Test func aClippedShapeBecomesAGroupWithItsPlacementAndOpacity() throws {
    let document = try readSVG(
      """
      <clipPath id='c'><circle cx='5' cy='5' r='4'/></clipPath>
      <rect x='2' width='6' height='6' fill='red' opacity='0.5' transform='translate(1 0)' clip-path='url(#c)'/>
      """)
    let group = try #require(clippedGroups(document).first)
    #expect(group.transform == .translation(1, 0))
    #expect(group.opacity == 0.5)
    #expect(group.mask == nil)
    guard case .path(let path)? = group.children.first, group.children.count == 1 else {
      Issue.record("expected the rect alone in the group: \(group.children)")
      return
    }
    // The shape keeps its geometry untransformed inside, and its paint.
    #expect(path.path.bounds == Rect(x: 2, y: 0, width: 6, height: 6))
    #expect(path.fill?.paint == .color(Color(red: 255, green: 0, blue: 0)))
    #expect(group.clip?.shapes.first?.path.bounds == Rect(x: 1, y: 1, width: 8, height: 8))
  }

  @Test func clipPathComesFromStyleSheetsAndStyleAttributesAndIsNotInherited() throws {
    let document = try readSVG(
      """
      <style>.clipped { clip-path: url(#c) }</style>
      <clipPath id='c'><rect width='3' height='3'/></clipPath>
      <g class='clipped'><rect width='9' height='9'/><g><rect width='8' height='8'/></g></g>
      <rect width='7' height='7' style='clip-path: url("#c")'/>
      """)
    let groups = clippedGroups(document)
    // Two clips: the styled group's (its children are not clipped again) and the rect's.
    #expect(groups.count == 2)
    #expect(groups.first?.children.count == 2)
    #expect(groups.allSatisfy { $0.clip?.shapes.count == 1 })
    #expect(document.warnings.isEmpty)
  }

  @Test func userSpacePercentagesAreOfTheViewportTheElementIsDrawnIn() throws {
    let document = try readSVG(
      """
      <clipPath id='c'><rect width='50%' height='50%'/></clipPath>
      <rect width='90' height='30' clip-path='url(#c)'/>
      <svg width='10' height='20' overflow='visible'><rect width='90' height='30' clip-path='url(#c)'/></svg>
      """, attributes: "viewBox='0 0 100 40'")
    let clips = clippedGroups(document).compactMap(\.clip)
    #expect(
      clips.map { $0.shapes.first?.path.bounds } == [
        Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 0, y: 0, width: 5, height: 10),
      ])
  }

  @Test func aClipAndAMaskShareOneGroup() throws {
    let document = try readSVG(
      """
      <mask id='m'><rect width='9' height='9' fill='white'/></mask>
      <clipPath id='c'><rect width='3' height='3'/></clipPath>
      <g clip-path='url(#c)' mask='url(#m)' opacity='0.5'><rect width='9' height='9'/></g>
      """)
    let groups = clippedGroups(document)
    #expect(groups.count == 1)
    let group = try #require(groups.first)
    #expect(group.mask != nil)
    #expect(group.opacity == 0.5)
    #expect(group.children.count == 1)
  }

  @Test func clipPathOnAClipPathOrItsContentWarnsAndIsIgnored() throws {
    let document = try readSVG(
      """
      <clipPath id='inner'><rect width='1' height='1'/></clipPath>
      <clipPath id='c' clip-path='url(#inner)'><rect width='3' height='3' clip-path='url(#inner)'/></clipPath>
      <rect width='9' height='9' clip-path='url(#c)'/>
      """)
    let clip = try onlyClip(document)
    #expect(clip.shapes.map(\.path.bounds) == [Rect(x: 0, y: 0, width: 3, height: 3)])
    #expect(document.warnings.map(\.element) == ["clipPath", "rect"])
    #expect(document.warnings.allSatisfy { $0.message.contains("not supported; ignored") })
  }

  @Test func theRootsClipPathClipsTheRootGroup() throws {
    let document = try readSVG(
      "<clipPath id='c'><rect width='3' height='3'/></clipPath><rect width='9' height='9'/>",
      attributes: "clip-path='url(#c)'")
    #expect(document.root.clip?.shapes.count == 1)
    #expect(document.root.flattenedPaths.count == 1)
  }

  @Test func clipPathContentCountsTowardsTheExpansionLimit() throws {
    // 200 shapes read at each of 100 references: 20 000 elements.
    let shapes = String(repeating: "<rect width='1' height='1'/>", count: 200)
    let references = String(repeating: "<rect width='1' height='1' clip-path='url(#c)'/>", count: 100)
    expectExpansionLimit("<clipPath id='c'>\(shapes)</clipPath>\(references)")
  }

  @Test func anUnreferencedClipPathIsSilent() throws {
    let document = try readSVG(
      "<clipPath id='c'><text>x</text></clipPath><defs><clipPath id='d'><image/></clipPath></defs>")
    #expect(document.warnings.isEmpty)
    #expect(document.root.children.isEmpty)
  }

  @Test func aNestedViewportClipsWithAClipNotAMask() throws {
    let document = try readSVG(
      "<svg x='5' y='6' width='10' height='20'><rect width='30' height='30'/></svg>",
      attributes: "viewBox='0 0 100 100'")
    let clip = try onlyClip(document)
    #expect(!hasMask(document))
    #expect(clip.units == .userSpaceOnUse)
    #expect(clip.shapes.map(\.path.bounds) == [Rect(x: 5, y: 6, width: 10, height: 20)])
    #expect(clip.source?.element == "svg")
    #expect(document.warnings.isEmpty)
  }

  @Test func aNestedViewportWhoseContentFitsIsNotClipped() throws {
    let document = try readSVG(
      """
      <svg x='5' y='6' width='10' height='20'><rect width='10' height='20'/></svg>
      <clipPath id='c'><rect width='4' height='4'/></clipPath>
      <svg width='10' height='10'><g clip-path='url(#c)'><rect width='50' height='50'/></g></svg>
      """, attributes: "viewBox='0 0 100 100'")
    // The second viewport's content crosses it, but the user's clip keeps it inside.
    let clip = try onlyClip(document)
    #expect(clip.source?.element == "clipPath")
    #expect(!hasMask(document))
  }

  @Test func aClipInBoundingBoxUnitsDoesNotProveTheContentFits() throws {
    let document = try readSVG(
      """
      <clipPath id='c' clipPathUnits='objectBoundingBox'><rect width='0.1' height='0.1'/></clipPath>
      <svg width='10' height='10'><g clip-path='url(#c)'><rect width='50' height='50'/></g></svg>
      """, attributes: "viewBox='0 0 100 100'")
    #expect(clippedGroups(document).compactMap(\.clip?.source?.element) == ["svg", "clipPath"])
  }
}
