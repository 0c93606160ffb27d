import SymbolGeometry
import Testing

@testable import SymbolSVG

/// The style cascade, inheritance, opacity groups and visibility, end to end.
@Suite struct SVGReaderStyleTests {
  private func paths(_ document: SVGDocument) -> [SVGPathNode] {
    document.root.flattenedPaths.map(\.path)
  }

  private let red = SVGPaint.color(Color(red: 255, green: 0, blue: 0))
  private let blue = SVGPaint.color(Color(red: 0, green: 0, blue: 255))
  private let green = SVGPaint.color(Color(red: 0, green: 128, blue: 0))

  @Test func defaultsAreBlackFillAndNoStroke() throws {
    let path = try #require(paths(try readSVG("<rect width='1' height='1'/>")).first)
    #expect(path.fill == SVGFill(paint: .color(.black)))
    #expect(path.stroke == nil)
    let stroked = try #require(paths(try readSVG("<rect width='1' height='1' stroke='red'/>")).first)
    #expect(stroked.stroke?.style == StrokeStyle(width: 1, miterLimit: 4))
  }

  @Test func styleSheetClassIDAndStyleAttributeCascade() throws {
    let document = try readSVG(
      """
      <style>.a { fill: red } #b { fill: blue } rect { fill: green }</style>
      <rect class='a' width='1' height='1'/>
      <rect class='a' id='b' width='1' height='1'/>
      <rect class='a' style='fill: green' width='1' height='1'/>
      <rect fill='red' width='1' height='1'/>
      <style>.late { stroke: blue }</style>
      <rect class='late' width='1' height='1'/>
      """)
    let fills = paths(document).map(\.fill?.paint)
    #expect(fills == [red, blue, green, green, green])
    #expect(paths(document).last?.stroke?.paint == blue)
  }

  @Test func fillAndStrokePropertiesAreInheritedFromGroups() throws {
    let document = try readSVG(
      """
      <g fill='red' stroke='blue' stroke-width='3' stroke-linecap='round' stroke-linejoin='bevel'
         stroke-miterlimit='2' stroke-dasharray='1, 2 3' stroke-dashoffset='1' fill-rule='evenodd'
         fill-opacity='0.5' stroke-opacity='25%'>
        <g><rect width='1' height='1'/></g>
      </g>
      """)
    let path = try #require(paths(document).first)
    #expect(path.fill == SVGFill(paint: red, opacity: 0.5, rule: .evenodd))
    let expectedStyle = StrokeStyle(
      width: 3, cap: .round, join: .bevel, miterLimit: 2, dashes: [1, 2, 3], dashOffset: 1)
    #expect(path.stroke == SVGStroke(paint: blue, opacity: 0.25, style: expectedStyle))
  }

  @Test func currentColorStaysSymbolic() throws {
    let path = try #require(paths(try readSVG("<g fill='currentColor'><circle r='2'/></g>")).first)
    #expect(path.fill?.paint == .currentColor)
  }

  @Test func currentColorTakesTheColorPropertyFromEverySource() throws {
    let document = try readSVG(
      """
      <style>.css { color: blue }</style>
      <rect fill='currentColor' width='1' height='1'/>
      <rect fill='currentColor' stroke='currentColor' color='red' width='1' height='1'/>
      <rect style='fill: currentColor; color: green' width='1' height='1'/>
      <rect class='css' fill='currentColor' width='1' height='1'/>
      <g color='red'><rect fill='currentColor' width='1' height='1'/></g>
      """, attributes: "color='green'")
    #expect(paths(document).map(\.fill?.paint) == [green, red, green, blue, red])
    #expect(paths(document)[1].stroke?.paint == red)
    #expect(document.warnings.isEmpty)
  }

  @Test func currentColorIsTheElementsOwnColorEvenWhenTheFillIsInherited() throws {
    // CSS Color 4 (and rsvg): currentColor inherits as a keyword, so each element resolves
    // it against its own color.
    let document = try readSVG(
      "<g fill='currentColor' color='red'><rect color='blue' width='1' height='1'/></g>")
    #expect(paths(document).map(\.fill?.paint) == [blue])
  }

  @Test func withoutAColorCurrentColorIsLeftToTheRenderer() throws {
    // The renderer's colour is the initial value of color: what currentColor means where no
    // element sets color, and what color='currentColor' or 'inherit' means at the root.
    for attributes in ["", "color='currentColor'", "color='inherit'"] {
      let document = try readSVG("<rect fill='currentColor' width='1' height='1'/>", attributes: attributes)
      #expect(paths(document).map(\.fill?.paint) == [.currentColor], "with \(attributes)")
    }
  }

  @Test func colorCurrentColorAndInheritTakeTheParentsColor() throws {
    let document = try readSVG(
      """
      <g color='red'>
        <rect fill='currentColor' color='currentColor' width='1' height='1'/>
        <rect fill='currentColor' color='inherit' width='1' height='1'/>
        <rect fill='currentColor' style='color: CURRENTCOLOR' width='1' height='1'/>
      </g>
      """)
    #expect(paths(document).map(\.fill?.paint) == [red, red, red])
  }

  @Test func anInvalidColorIsIgnoredWithAWarning() throws {
    let document = try readSVG(
      "<rect\n  fill='currentColor' color='reed' width='1' height='1'/>", attributes: "color='green'")
    #expect(paths(document).map(\.fill?.paint) == [green])
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.line == 2)
    #expect(document.warnings.first?.message.contains("color 'reed'") == true)
    #expect(throws: SVGReadError.self) {
      try readSVG("<rect color='reed' width='1' height='1'/>", options: SVGReadOptions(strict: true))
    }
  }

  @Test func translucentColorKeepsItsAlpha() throws {
    let document = try readSVG("<rect fill='currentColor' color='#0000ff80' width='1' height='1'/>")
    #expect(paths(document).first?.fill?.paint == .color(Color(red: 0, green: 0, blue: 255, alpha: 128)))
  }

  @Test func opacityIsNotInheritedButMakesAGroup() throws {
    let document = try readSVG(
      "<g opacity='0.5'><rect width='1' height='1'/><rect x='2' width='1' height='1'/></g>")
    #expect(document.root.children.count == 1)
    guard case .group(let group) = document.root.children.first else {
      Issue.record("expected an opacity group")
      return
    }
    #expect(group.opacity == 0.5)
    #expect(group.children.count == 2)
    // The children themselves stay opaque: opacity applies to the group as a whole.
    for child in group.children {
      if case .group = child { Issue.record("children should be plain paths") }
    }
  }

  @Test func opacityOnASinglePathWrapsIt() throws {
    let document = try readSVG("<rect style='opacity: 0.25' width='1' height='1'/>")
    #expect(document.root.flattenedPaths.map(\.opacity) == [0.25])
  }

  @Test func displayNoneSkipsTheSubtree() throws {
    let document = try readSVG(
      """
      <style>.gone { display: none }</style>
      <g display='none'><rect width='1' height='1'/></g>
      <g class='gone'><rect width='1' height='1'/></g>
      <circle r='1'/>
      """)
    #expect(pathBounds(document) == [Rect(minX: -1, minY: -1, maxX: 1, maxY: 1)])
  }

  @Test func visibilityHiddenSkipsOnlyTheElementsOwnPainting() throws {
    let document = try readSVG(
      """
      <g visibility='hidden'>
        <rect width='1' height='1'/>
        <rect visibility='visible' x='5' width='1' height='1'/>
      </g>
      """)
    #expect(pathBounds(document) == [Rect(minX: 5, minY: 0, maxX: 6, maxY: 1)])
  }

  @Test func urlPaintWarnsAndPaintsNothing() throws {
    let document = try readSVG(
      "<rect fill='url(#gradient)' stroke='red' width='1' height='1'/>\n<rect fill='url(#g)' width='1' height='1'/>"
    )
    let path = try #require(paths(document).first)
    #expect(path.fill == nil)
    #expect(path.stroke?.paint == red)
    #expect(paths(document).count == 1)
    #expect(document.warnings.count == 2)
    #expect(document.warnings.first?.element == "rect")
    #expect(document.warnings.first?.message.contains("url(#gradient)") == true)
    #expect(document.warnings.last?.line == 2)
  }

  @Test func urlPaintWithAFallbackPaintsTheFallbackAndWarns() throws {
    let document = try readSVG(
      """
      <rect fill='url(#nope) red' stroke=' url( "#g" )  blue ' width='1' height='1'/>
      <rect fill='url(#nope) none' width='1' height='1'/>
      <rect style='fill: url(#nope) currentColor' color='green' width='1' height='1'/>
      <g fill='url(#nope) red'><rect width='1' height='1'/></g>
      """)
    #expect(paths(document).map(\.fill?.paint) == [red, green, red])
    #expect(paths(document).first?.stroke?.paint == blue)
    // One warning per paint that names a reference, none for the rect that inherits one.
    #expect(document.warnings.map(\.line) == [1, 1, 2, 3, 4])
    #expect(document.warnings.first?.message.contains("painted with the fallback 'red'") == true)
    #expect(document.warnings[2].message.contains("painted as none") == true)
  }

  @Test func aUrlPaintNamesWhatItRefersTo() throws {
    let document = try readSVG(
      """
      <defs><linearGradient id='g'/></defs>
      <rect id='r' fill='url(#r) red' width='1' height='1'/>
      <rect fill='url(#g) red' width='1' height='1'/>
      <rect fill='url(#nope)' width='1' height='1'/>
      """)
    #expect(
      document.warnings.map(\.message) == [
        "<linearGradient> is not supported; skipped with its content",
        "fill 'url(#r) red' refers to '#r', a <rect>, which is not a paint server; painted with the fallback 'red'",
        "fill 'url(#g) red' refers to a paint server, which is not supported; painted with the fallback 'red'",
        "fill 'url(#nope)' refers to '#nope', which does not exist; painted as none",
      ])
  }

  @Test func aMalformedFallbackIsIgnoredWithAWarning() throws {
    let document = try readSVG("<rect fill='url(#nope) reed' width='1' height='1'/>")
    #expect(document.warnings.map(\.message).first?.hasPrefix("fill 'url(#nope) reed' is ignored") == true)
    #expect(throws: SVGReadError.self) {
      try readSVG(
        "<rect fill='url(#nope) reed' width='1' height='1'/>", options: SVGReadOptions(strict: true))
    }
  }

  @Test func aNegativeDashIsIgnoredWithAWarning() throws {
    // SVG 2 makes the value invalid; rsvg then draws the inherited dashes, else a solid line.
    let document = try readSVG(
      """
      <line x2='10' stroke='red' stroke-dasharray='10,-5'/>
      <g stroke-dasharray='4 4'><line x2='10' stroke='red' style='stroke-dasharray: 1 -1'/></g>
      """)
    #expect(paths(document).map { $0.stroke?.style.dashes } == [[], [4, 4]])
    #expect(document.warnings.map(\.line) == [1, 2])
    #expect(document.warnings.first?.message.contains("stroke-dasharray '10,-5'") == true)
    #expect(document.warnings.first?.message.contains("negative") == true)
    #expect(throws: SVGReadError.self) {
      try readSVG(
        "<line x2='10' stroke='red' stroke-dasharray='10,-5'/>", options: SVGReadOptions(strict: true))
    }
  }

  @Test(arguments: [
    ("normal", SVGPaintOrder.fillThenStroke),
    ("fill", .fillThenStroke),
    ("markers", .fillThenStroke),
    ("fill stroke markers", .fillThenStroke),
    ("stroke", .strokeThenFill),
    (" Stroke  FILL ", .strokeThenFill),
    ("markers stroke", .strokeThenFill),
    ("stroke markers fill", .strokeThenFill),
  ])
  func paintOrderPutsTheStrokeUnderTheFill(value: String, order: SVGPaintOrder) throws {
    let document = try readSVG("<rect paint-order='\(value)' stroke='red' width='1' height='1'/>")
    #expect(paths(document).first?.paintOrder == order)
  }

  @Test func paintOrderIsInheritedAndCascaded() throws {
    let document = try readSVG(
      """
      <style>.under { paint-order: stroke }</style>
      <g paint-order='stroke'><rect width='1' height='1'/></g>
      <rect class='under' width='1' height='1'/>
      <rect width='1' height='1'/>
      """)
    #expect(paths(document).map(\.paintOrder) == [.strokeThenFill, .strokeThenFill, .fillThenStroke])
  }

  @Test(arguments: ["stroke stroke", "fill normal", "normal fill", "bogus", ""])
  func malformedPaintOrderIsIgnoredWithAWarning(value: String) throws {
    let document = try readSVG(
      "<g paint-order='stroke'><rect paint-order='\(value)' width='1' height='1'/></g>")
    #expect(paths(document).map(\.paintOrder) == [.strokeThenFill])
    #expect(
      document.warnings.map(\.message) == [
        "paint-order '\(value)' is ignored: '\(value)' is not normal, nor fill, stroke and markers each at most once"
      ])
    do {
      _ = try readSVG(
        "<rect paint-order='\(value)' width='1' height='1'/>", options: SVGReadOptions(strict: true))
      Issue.record("expected an error for '\(value)'")
    } catch {
      guard case .strict(let warning) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(warning.message.hasPrefix("paint-order '\(value)' is ignored"))
    }
  }

  @Test func malformedPropertyValuesNameTheAttributeAndPosition() throws {
    let document = try readSVG("<rect\n  fill='reed' width='1' height='1'/>")
    let warning = try #require(document.warnings.first)
    #expect(
      warning.element == "rect" && warning.message.hasPrefix("fill 'reed' is ignored: unknown colour 'reed'"))
    #expect(warning.line == 2 && warning.column == 3)
  }

  /// Papirus ships icons with `style="fill:#value_dark"`; browsers and rsvg-convert drop the
  /// declaration (CSS 2.1 §4.2) and draw the icon, where the reader refused the whole file.
  @Test func malformedPaintsAreIgnoredAndTheInheritedValueApplies() throws {
    let document = try readSVG(
      """
      <g fill='red' stroke='blue'>
      <rect style='fill:#value_dark' width='1' height='1'/>
      <rect stroke='#zzz' width='1' height='1'/>
      <rect fill='url(#nope) reed' width='1' height='1'/>
      </g>
      <rect fill='' width='1' height='1'/>
      """)
    #expect(paths(document).map(\.fill?.paint) == [red, red, red, .color(.black)])
    #expect(paths(document).map(\.stroke?.paint) == [blue, blue, blue, nil])
    #expect(document.warnings.map(\.line) == [2, 3, 4, 6])
    #expect(
      document.warnings.first?.message
        == "fill '#value_dark' is ignored: invalid hex digit in colour at offset 1; accepted: #rgb, #rgba, "
        + "#rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), CSS colour names, currentColor, none")
    #expect(throws: SVGReadError.self) {
      try readSVG(
        "<rect style='fill:#value_dark' width='1' height='1'/>", options: SVGReadOptions(strict: true))
    }
  }

  /// CSS ignores an invalid declaration where it is parsed, so the element's next strongest
  /// declaration of the property applies, not the inherited value: browsers and
  /// rsvg-convert fill `fill='red' style='fill:#value_dark'` red, where the reader dropped
  /// the winner after the cascade and filled it with the group's blue.
  @Test func anIgnoredDeclarationGivesWayToTheElementsWeakerOne() throws {
    let document = try readSVG(
      """
      <style>.s { stroke: lime } .t { stroke: #value_dark }</style>
      <g fill='blue' stroke='blue'>
      <rect fill='red' style='fill:#value_dark' width='1' height='1'/>
      <rect class='s t' stroke='red' width='1' height='1'/>
      <rect fill='#value_dark' style='fill:red' width='1' height='1'/>
      <rect class='t' width='1' height='1'/>
      </g>
      """)
    #expect(paths(document).map(\.fill?.paint) == [red, blue, red, blue])
    #expect(
      paths(document).map(\.stroke?.paint) == [blue, .color(Color(red: 0, green: 255, blue: 0)), blue, blue])
    // Only declarations that would have won are reported: the third rect's attribute lost
    // to its valid style anyway. A style attribute's is placed at `style`, a sheet's at the
    // element.
    #expect(document.warnings.map(\.line) == [3, 4, 6])
    #expect(document.warnings.first?.column == 18)
    #expect(document.warnings.map(\.message).allSatisfy { $0.contains("'#value_dark' is ignored") })
  }

  /// The style sheet's rules are filed keeping only what can win, which once meant the last
  /// declaration of each property in a rule, or in rules of one selector: an invalid last
  /// one then took the valid one before it down with it, and the element fell back to the
  /// inherited or initial value (`fill: #e33; fill: #e3` filled black, where browsers and
  /// rsvg-convert fill it #e33, as the reader does in a `style` attribute).
  @Test func anIgnoredSheetDeclarationGivesWayToTheOneItFollows() throws {
    let document = try readSVG(
      """
      <style>.v { fill: #e33; fill: #e3 } .r { fill: red } .r { fill: bogus }
      .w { stroke: red; stroke-width: 4 } .w { stroke-width: bogus } .o { fill: bogus; fill: red }</style>
      <g fill='blue'>
      <rect class='v' width='1' height='1'/>
      <rect class='r' width='1' height='1'/>
      <rect class='w' width='1' height='1'/>
      <rect class='o' width='1' height='1'/>
      </g>
      """)
    #expect(
      paths(document).map(\.fill?.paint) == [
        .color(Color(red: 0xEE, green: 0x33, blue: 0x33)), red, blue, red,
      ])
    #expect(paths(document)[2].stroke?.paint == red && paths(document)[2].stroke?.style.width == 4)
    // Each ignored declaration would have won, and is reported at its element; the last
    // rect's came first and lost to the valid one after it.
    #expect(document.warnings.map(\.line) == [4, 5, 6])
    #expect(
      document.warnings.map { String($0.message.prefix(12)) } == [
        "fill '#e3' i", "fill 'bogus'", "stroke-width",
      ])
  }

  /// `initial` is every property's initial value, with no warning: it was reported as no
  /// colour, and the inherited fill drawn.
  @Test func initialIsTheInitialValue() throws {
    let document = try readSVG(
      "<g fill='red' stroke='blue'><rect style='fill: initial; stroke: unset' width='1' height='1'/></g>")
    #expect(paths(document).map(\.fill?.paint) == [.color(.black)])
    #expect(paths(document).map(\.stroke?.paint) == [blue])
    #expect(document.warnings.isEmpty)
  }

  /// A sheet for print, or of a type other than CSS, does not style the image, as in
  /// browsers; it was applied (`media="print"`) or skipped without a word (`type`).
  @Test func aSheetNotForTheScreenIsSkippedWithAWarning() throws {
    let document = try readSVG(
      """
      <style media='print'>.a { fill: red }</style>
      <style media=' Screen , print'>.b { fill: red }</style>
      <style media='only screen'>.c { fill: red }</style>
      <style type='text/xsl'>.d { fill: red }</style>
      <style media=''>.e { fill: red }</style>
      <rect class='a' width='1' height='1'/><rect class='b' width='1' height='1'/>
      <rect class='c' width='1' height='1'/><rect class='d' width='1' height='1'/>
      <rect class='e' width='1' height='1'/>
      """)
    #expect(
      document.warnings.map(\.message) == [
        "style sheet skipped: its media 'print' is not all or screen (media queries are not evaluated)",
        "style sheet skipped: its type 'text/xsl' is not text/css",
      ])
    #expect(document.warnings.map(\.line) == [1, 4])
    #expect(paths(document).map(\.fill?.paint) == [.color(.black), red, red, .color(.black), red])
  }

  @Test(arguments: [
    ("opacity='abc'", "'abc' is not a number or a percentage"),
    ("fill-opacity='1px'", "'1px' is not a number or a percentage"),
    ("stroke-opacity='.'", "'.' is not a number or a percentage"),
    ("stroke-miterlimit='abc'", "'abc' is not a number"),
    ("stroke-miterlimit='4%'", "'4%' is not a number"),
  ])
  func numericPropertiesNameWhatTheyAccept(attribute: String, message: String) throws {
    let document = try readSVG("<rect \(attribute) width='1' height='1'/>")
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.message.hasSuffix(" is ignored: \(message)") == true)
  }

  @Test func ofSeveralMalformedValuesTheFirstPropertyByNameIsReported() {
    // Each element has two bad values; the same one must be named on every run, whatever
    // order a dictionary keeps them in.
    let others = [
      "fill-opacity='x'", "fill-rule='x'", "opacity='x'", "stroke='reed'", "stroke-dashoffset='x'",
      "stroke-linecap='x'", "stroke-linejoin='x'", "stroke-miterlimit='x'", "stroke-opacity='x'",
      "stroke-width='x'",
    ]
    for other in others {
      do {
        _ = try readSVG(
          "<rect fill='reed' \(other) width='1' height='1'/>", options: SVGReadOptions(strict: true))
        Issue.record("expected an error for \(other)")
      } catch {
        guard case .strict(let warning) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(warning.message.hasPrefix("fill 'reed'"), "with \(other)")
      }
    }
  }
}
