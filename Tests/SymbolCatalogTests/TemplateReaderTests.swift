import SymbolCatalog
import SymbolGeometry
import XCTest

/// Reading template files into the raw form and into glyphs.
final class TemplateReaderTests: XCTestCase {
  func testCompactCenterlineFile() throws {
    let text = try TemplateTestSupport.fixture("compact-centerline")
    let template = try SymbolTemplateReader.parse(text, file: "plus.svg")
    XCTAssertEqual(template.canvasWidth, 180)
    XCTAssertEqual(template.canvasHeight, 120)
    XCTAssertEqual(
      template.guides.map(\.id),
      ["Baseline-S", "Capline-S", "left-margin-Regular-S", "right-margin-Regular-S"])
    XCTAssertEqual(template.guides[1].position, 19.541)
    XCTAssertEqual(template.masters.map(\.id), ["Regular-S"])
    let elements = template.masters[0].elements
    XCTAssertEqual(elements.map(\.name), ["path", "circle", "rect"])
    XCTAssertEqual(elements[0].hierarchical, SymbolTemplate.Annotation(index: 0, value: "primary"))
    XCTAssertEqual(elements[1].multicolor, SymbolTemplate.Annotation(index: 1, value: "systemRedColor"))
    XCTAssertEqual(elements[1].variableThreshold, "0.5")
    XCTAssertEqual(elements[2].clearBehind, "true")
    XCTAssertTrue(elements[0].isStrokeOnly)
    XCTAssertTrue(elements[2].isFilled && elements[2].isStroked)
    // The <text> in the master is reported at its own position.
    let textPosition = try XCTUnwrap(TemplateTestSupport.position(of: "<text", in: text))
    XCTAssertEqual(template.warnings.count, 1, "\(template.warnings)")
    XCTAssertEqual(template.warnings.first?.location.line, textPosition.line)
    XCTAssertEqual(template.warnings.first?.location.column, textPosition.column)

    let glyph = try template.glyph(name: "plus")
    XCTAssertEqual(glyph.name, "plus")
    XCTAssertEqual(glyph.design, .centerline)
    XCTAssertEqual(glyph.masters.count, 1)
    let master = try XCTUnwrap(glyph.masters.first)
    XCTAssertEqual(master.weight, .regular)
    XCTAssertEqual(master.scale, .small)
    XCTAssertEqual(master.guides.capHeight, 70.459, accuracy: 1e-9)
    XCTAssertEqual(master.guides.leftMargin, 0)
    XCTAssertEqual(master.guides.rightMargin, 80)
    XCTAssertTrue(glyph.hasHierarchicalAnnotations)
    XCTAssertTrue(glyph.hasMulticolorAnnotations)
    XCTAssertEqual(glyph.layers.map(\.index), [0, 1, 2])
    XCTAssertEqual(glyph.layers.map(\.level), [.primary, .secondary, .tertiary])

    let cross = try XCTUnwrap(glyph.layers[0].shapes.first)
    XCTAssertEqual(cross.paths.count, 1)
    XCTAssertEqual(cross.paths[0].points, [Point(10, -35), Point(70, -35), Point(40, -65), Point(40, -5)])
    XCTAssertEqual(cross.style, .stroke(StrokeStyle(width: 6.2, cap: .round, join: .round)))
    XCTAssertEqual(cross.multicolor, .tint)
    XCTAssertEqual(cross.monochromeIndex, 0)
    XCTAssertEqual(glyph.layers[0].variableThreshold, nil)

    XCTAssertEqual(glyph.layers[1].variableThreshold, .explicit(0.5))
    XCTAssertEqual(glyph.layers[1].shapes.first?.multicolor, .system(.systemRed))
    XCTAssertFalse(glyph.layers[1].clearsBehind)

    // Filled and stroked: a fill then a stroke, in canvas coordinates after the group's
    // translate(100 0) scale(2), with the stroke width scaled too.
    let box = glyph.layers[2]
    XCTAssertEqual(box.variableThreshold, .explicit(0.75))
    XCTAssertTrue(box.clearsBehind)
    XCTAssertEqual(box.shapes.count, 2)
    XCTAssertEqual(box.shapes[0].style, .fill(evenOdd: false))
    XCTAssertEqual(box.shapes[1].style, .stroke(StrokeStyle(width: 2, cap: .round, join: .round)))
    XCTAssertEqual(box.shapes[0].paths[0].bounds, Rect(minX: 20, minY: -70, maxX: 40, maxY: -60))
    XCTAssertEqual(box.shapes[0].multicolor, .fixed(Color(red: 255, green: 128, blue: 0)))
    XCTAssertEqual(box.shapes[0].multicolorIndex, 2)
    let rectPosition = try XCTUnwrap(TemplateTestSupport.position(of: "<rect", in: text))
    XCTAssertEqual(
      box.shapes[1].location,
      SourceLocation(file: "plus.svg", line: rectPosition.line, column: rectPosition.column))
  }

  func testCompactOutlineFile() throws {
    let text = try TemplateTestSupport.fixture("compact-outline")
    let glyph = try SymbolTemplateReader.readGlyph(text, file: "bar.svg", name: "bar")
    XCTAssertEqual(glyph.design, .outlineMasters)
    // Sorted by weight although the file draws Black first.
    XCTAssertEqual(glyph.masters.map(\.groupName), ["Ultralight-S", "Regular-S", "Black-S"])
    XCTAssertEqual(glyph.masters.map(\.guides.rightMargin), [80, 82, 86])
    XCTAssertEqual(glyph.masters.map(\.guides.capHeight), [70, 70, 70])
    XCTAssertEqual(glyph.layers.count, 2)
    let bar = try XCTUnwrap(glyph.layers.first?.shapes.first)
    XCTAssertEqual(bar.paths.count, 3)
    XCTAssertEqual(bar.paths.map { $0.bounds?.maxX }, [34, 40, 50])
    XCTAssertEqual(bar.paths[1].points, [Point(30, -70), Point(40, -70), Point(40, 0), Point(30, 0)])
    XCTAssertEqual(glyph.layers[1].level, .secondary)
    XCTAssertEqual(
      glyph.layers[1].shapes.first?.paths.map { $0.points.first },
      [Point(65, -35), Point(68, -35), Point(72, -35)])
    XCTAssertTrue(glyph.hasHierarchicalAnnotations)
    XCTAssertFalse(glyph.hasMulticolorAnnotations)
  }

  /// Every spelling of the foreground paints a multicolor layer with it, `currentColor`
  /// and `foreground` too, as the colour options spell it (they were refused).
  func testEveryForegroundSpellingIsTheTint() throws {
    let text = try TemplateTestSupport.fixture("compact-centerline")
    XCTAssertTrue(text.contains("multicolor-0:tintColor"))
    for spelling in MulticolorPaint.tintNames.sorted() {
      let template = try SymbolTemplateReader.parse(
        text.replacingOccurrences(of: "multicolor-0:tintColor", with: "multicolor-0:\(spelling)"),
        file: "plus.svg")
      let glyph = try template.glyph(name: "plus")
      XCTAssertEqual(glyph.layers[0].shapes.first?.multicolor, .tint, spelling)
    }
  }

  func testExportedSFSymbolsTemplate() throws {
    let text = try TemplateTestSupport.fixture("sf-exported-template")
    let template = try SymbolTemplateReader.parse(text, file: "bar.svg")
    XCTAssertEqual(template.canvasWidth, 3300)
    XCTAssertEqual(template.canvasHeight, 2200)
    // Notes, the H reference drawing and the preview are reference art, read silently.
    XCTAssertEqual(template.diagnostics, [])
    XCTAssertEqual(template.guides.count, 12)
    let glyph = try template.glyph(name: "test.bar")
    XCTAssertEqual(glyph.design, .outlineMasters)
    XCTAssertEqual(glyph.masters.map(\.groupName), ["Ultralight-S", "Regular-S", "Black-S"])
    XCTAssertEqual(glyph.masters[0].guides.capHeight, 70.459, accuracy: 1e-9)
    XCTAssertEqual(glyph.masters.map(\.guides.rightMargin), [75, 80, 90])
    // SFSymbolsPreviewWireframe's `fill: none; stroke: black` must not turn masters into strokes.
    let shapes = glyph.layers.flatMap(\.shapes)
    XCTAssertEqual(shapes.map(\.style), [.fill(evenOdd: false), .fill(evenOdd: false)])
    let regularBar = [Point(10, 0), Point(10, -70.459), Point(20, -70.459), Point(20, 0)]
    XCTAssertEqual(shapes[0].paths[1].points.count, regularBar.count)
    for (point, expected) in zip(shapes[0].paths[1].points, regularBar) {
      assertPoint(point, expected, tolerance: 1e-9)
    }
    XCTAssertEqual(shapes.map(\.multicolor), [.tint, .system(.systemRed)])
    XCTAssertEqual(glyph.layers.map(\.level), [.primary, .secondary])
    // The escaped `.hierarchical-1\:secondary` rule applies.
    XCTAssertEqual(glyph.layers.map(\.variableThreshold), [nil, .automatic])
  }

  func testAllTwentySevenExportedMastersLoad() throws {
    let weights = SymbolTemplate.MasterGroup.weightNames
    let baselines: [(letter: String, baseline: Double)] = [("S", 696), ("M", 1126), ("L", 1556)]
    var guides: [String] = []
    var groups: [String] = []
    for (letter, baseline) in baselines {
      guides.append(
        "<line id=\"Baseline-\(letter)\" x1=\"263\" x2=\"3036\" y1=\"\(baseline)\" y2=\"\(baseline)\"/>")
      guides.append(
        "<line id=\"Capline-\(letter)\" x1=\"263\" x2=\"3036\" y1=\"\(baseline - 70.459)\" y2=\"\(baseline - 70.459)\"/>"
      )
      for (index, weight) in weights.enumerated() {
        let left = 500 + Double(index) * 300
        let id = "\(weight)-\(letter)"
        guides.append("<line id=\"left-margin-\(id)\" x1=\"\(left)\" x2=\"\(left)\" y1=\"0\" y2=\"2200\"/>")
        guides.append(
          "<line id=\"right-margin-\(id)\" x1=\"\(left + 80)\" x2=\"\(left + 80)\" y1=\"0\" y2=\"2200\"/>")
        let right = 12 + 2 * index
        groups.append(
          "<g id=\"\(id)\" transform=\"matrix(1 0 0 1 \(left) \(baseline))\">"
            + "<path class=\"monochrome-0\" d=\"M10 0L10-70.459L\(right)-70.459L\(right) 0Z\"/></g>")
      }
    }
    let text = """
      <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
      <g id="Notes"><text x="263" y="322">Weight/Scale Variations</text></g>
      <g id="Guides">\(guides.joined(separator: "\n"))</g>
      <g id="Symbols">\(groups.reversed().joined(separator: "\n"))</g>
      </svg>
      """
    let glyph = try SymbolTemplateReader.readGlyph(text, file: "all.svg", name: "all")
    XCTAssertEqual(glyph.masters.count, 27)
    let expectedOrder = ["S", "M", "L"].flatMap { letter in weights.map { "\($0)-\(letter)" } }
    XCTAssertEqual(glyph.masters.map(\.groupName), expectedOrder)
    XCTAssertEqual(glyph.layers.first?.shapes.first?.paths.count, 27)
    // Medium scale, weight 450: halfway between Regular-M (right edge 18) and Medium-M (20).
    let medium = glyph.interpolated(weight: try XCTUnwrap(SymbolWeight(value: 450)), scale: .medium)
    XCTAssertEqual(medium.masters.map(\.scale), [.medium])
    let path = try XCTUnwrap(medium.layers.first?.shapes.first?.paths.first)
    XCTAssertEqual(path.bounds?.maxX ?? 0, 19, accuracy: 1e-9)
    XCTAssertEqual(medium.masters[0].guides.capHeight, 70.459, accuracy: 1e-9)
  }

  func testTransformsAndBasicShapesBecomeCanvasPaths() throws {
    let text = TemplateTestSupport.regularOnly([
      "<g transform=\"rotate(90 40 65)\"><line x1=\"30\" y1=\"65\" x2=\"50\" y2=\"65\" stroke=\"black\"/></g>",
      "<polygon points=\"0,100 10,90 20,100\" transform=\"scale(2 1)\"/>",
      "<ellipse cx=\"40\" cy=\"65\" rx=\"10\" ry=\"5\" fill=\"none\" stroke=\"black\" stroke-width=\"3\"/>",
    ])
    let glyph = try SymbolTemplateReader.readGlyph(text, file: "shapes.svg", name: "shapes")
    let shapes = glyph.layers.flatMap(\.shapes)
    XCTAssertEqual(shapes.count, 3)
    // rotate(90) about (40, 65) turns the horizontal line vertical: canvas (40, 55)...(40, 75).
    assertPoint(shapes[0].paths[0].points.first, Point(40, -45))
    assertPoint(shapes[0].paths[0].points.last, Point(40, -25))
    XCTAssertEqual(shapes[1].paths[0].points, [Point(0, 0), Point(20, -10), Point(40, 0)])
    XCTAssertEqual(shapes[1].paths[0].verbs.last, .close)
    let ellipse = try XCTUnwrap(shapes[2].paths[0].bounds)
    assertPoint(Point(ellipse.minX, ellipse.minY), Point(30, -40))
    assertPoint(Point(ellipse.maxX, ellipse.maxY), Point(50, -30))
    XCTAssertEqual(
      shapes.map(\.style), [.stroke(StrokeStyle()), .fill(evenOdd: false), .stroke(StrokeStyle(width: 3))])
    XCTAssertEqual(glyph.design, .centerline)
  }

  /// The `transform` property places an element as the attribute does, and overrides it,
  /// as in a browser (SVG 2 makes the attribute the property's); a `transform-origin` or
  /// `transform-box` is warned about, not drawn.
  func testTheTransformPropertyPlacesAnElement() throws {
    let text = TemplateTestSupport.regularOnly(
      [
        "<polygon points=\"0,100 10,90 20,100\" style=\"transform: scale(2, 1)\"/>",
        "<polygon class=\"moved\" points=\"0,100 10,90 20,100\" transform=\"translate(50 0)\"/>",
        "<polygon points=\"0,100 10,90 20,100\" transform=\"scale(2 1)\" transform-origin=\"10 100\"/>",
        "<polygon points=\"0,100 10,90 20,100\" style=\"transform: scale(2, 1); transform-box: fill-box\"/>",
      ], style: ".moved { transform: translateX(5px) }")
    let template = try SymbolTemplateReader.parse(text, file: "placed.svg")
    let points = template.masters[0].elements.map(\.path.points)
    XCTAssertEqual(points[0], [Point(0, 100), Point(20, 90), Point(40, 100)])
    XCTAssertEqual(points[1], [Point(5, 100), Point(15, 90), Point(25, 100)])
    XCTAssertEqual(points[2], points[0])
    XCTAssertEqual(points[3], points[0])
    XCTAssertEqual(template.warnings.count, 2, "\(template.warnings)")
    XCTAssertTrue(
      template.warnings.first?.message.hasPrefix("transform-origin is not supported in a template") == true)
    XCTAssertTrue(
      template.warnings.last?.message.hasPrefix("transform-box is not supported in a template") == true)
  }

  /// A print style sheet styles nothing, as in a browser and in render-svg.
  func testAPrintStyleSheetIsSkipped() throws {
    let text = TemplateTestSupport.regularOnly(
      ["<path class=\"o\" stroke=\"black\" d=\"M0 0 H9 V9 Z\"/>"], style: ".o { fill: none }"
    )
    .replacing("<style>", with: "<style media=\"print\">")
    let template = try SymbolTemplateReader.parse(text, file: "print.svg")
    XCTAssertTrue(template.masters[0].elements[0].isFilled)
    XCTAssertEqual(
      template.warnings.map(\.message),
      ["style sheet skipped: its media 'print' is not all or screen (media queries are not evaluated)"])
  }

  func testUnknownThingsAreWarnings() throws {
    let text = TemplateTestSupport.template(
      guides: TemplateTestSupport.guides(masters: ["Regular-S"]) + [
        "<rect id=\"Capline-X\" width=\"1\" height=\"1\"/>"
      ],
      masters: [
        (
          "Regular-S",
          [
            "<path class=\"monochrome-0 wobble SFSymbolsPreviewWireframe mono\" d=\"M0 0 H1 V1 Z\"/>",
            "<image href=\"a.png\"/>",
          ]
        ),
        ("Regular-Q", ["<path d=\"M0 0 H1 V1 Z\"/>"]),
      ])
    let template = try SymbolTemplateReader.parse(text, file: "odd.svg")
    // Classes that are not annotations, and do not look like one, are ignored in silence.
    let messages = template.warnings.map(\.message)
    XCTAssertEqual(messages.count, 2, "\(messages)")
    XCTAssertEqual(template.diagnostics.count, 2, "\(template.diagnostics)")
    XCTAssertTrue(messages.contains { $0.contains("<image>") })
    XCTAssertTrue(messages.contains { $0.contains("Regular-Q") && $0.contains("Ultralight") })
    let imageLine = try XCTUnwrap(TemplateTestSupport.position(of: "<image", in: text)).line
    XCTAssertTrue(template.warnings.contains { $0.location.line == imageLine })
    XCTAssertNoThrow(try template.glyph(name: "odd"))
  }

  /// A `fill` or `stroke` that is no colour is dropped where it is declared, as CSS drops
  /// it, so the element's next declaration applies: an outline declared `fill="none"` with
  /// a Papirus-style `style="fill:#value_dark"` stays unfilled (it was filled, drawn as a
  /// solid blob, with a warning saying "drawn in black"), in a style sheet too, and one
  /// with nothing else to fall back on inherits.
  func testAPaintThatIsNoColourGivesWayToTheNextDeclaration() throws {
    let text = TemplateTestSupport.regularOnly(
      [
        "<path fill=\"none\" stroke=\"black\" style=\"fill:#value_dark\" d=\"M0 0 H9 V9 Z\"/>",
        "<path class=\"o\" stroke=\"black\" d=\"M0 0 H9 V9 Z\"/>",
        "<g fill=\"none\"><path fill=\"reed\" stroke=\"black\" d=\"M0 0 H9 V9 Z\"/></g>",
        "<path fill=\"red\" style=\"stroke:bogus\" d=\"M0 0 H9 V9 Z\"/>",
        "<path fill=\"url(#gradient)\" d=\"M0 0 H9 V9 Z\"/>",
      ], style: ".o { fill: none; fill: nonsense }")
    let template = try SymbolTemplateReader.parse(text, file: "outline.svg")
    let elements = template.masters[0].elements
    XCTAssertEqual(elements.map(\.isFilled), [false, false, false, true, true])
    XCTAssertEqual(elements.map(\.isStroked), [true, true, true, false, false])
    let messages = template.warnings.map(\.message)
    XCTAssertEqual(messages.count, 5, "\(messages)")
    XCTAssertTrue(
      messages[0].hasPrefix("fill: #value_dark is not a colour (invalid hex digit"), "\(messages)")
    XCTAssertTrue(
      messages[0].hasSuffix(
        "it is ignored, as browsers ignore it, and the element's next declaration of fill applies, else the inherited one"
      ))
    XCTAssertTrue(messages[1].hasPrefix("fill: nonsense is not a colour"), "\(messages)")
    XCTAssertTrue(messages[2].hasPrefix("fill: reed is not a colour"), "\(messages)")
    XCTAssertTrue(messages[3].hasPrefix("stroke: bogus is not a colour"), "\(messages)")
    XCTAssertTrue(messages[4].contains("refers to a paint server"), "\(messages)")
    let firstLine = try XCTUnwrap(TemplateTestSupport.position(of: "#value_dark", in: text)).line
    XCTAssertEqual(template.warnings.map(\.location.line), Array(firstLine..<(firstLine + 5)))
  }

  /// Layers are made of shapes, so a layer class on any group, or on the root, is lost: the
  /// one on a group inside a master was warned about, those on the master group, on
  /// `Symbols` and on the root `<svg>` not.
  func testLayerClassesOnAnyGroupAreWarnedAbout() throws {
    let text = TemplateTestSupport.regularOnly([
      "<g class=\"monochrome-1\"><path d=\"M0 0 H9 V9 Z\"/></g>",
      "<g class=\"helper\"><path d=\"M0 0 H9 V9 Z\"/></g>",
    ])
    .replacing("<g id=\"Symbols\">", with: "<g id=\"Symbols\" class=\"monochrome-3\">")
    .replacing("<svg ", with: "<svg class=\"monochrome-2\" ")
    .replacing("<g id=\"Regular-S\">", with: "<g id=\"Regular-S\" class=\"hierarchical-2:secondary\">")
    let template = try SymbolTemplateReader.parse(text, file: "grouped.svg")
    let expected = "layer classes on a group are ignored; put them on the shapes inside it"
    let root = "layer classes on the root <svg> are ignored; put them on the shapes inside it"
    XCTAssertEqual(template.warnings.map(\.message), [root, expected, expected, expected])
    let lines = try ["<svg", "\"Symbols\"", "\"Regular-S\"", "monochrome-1"].map {
      try XCTUnwrap(TemplateTestSupport.position(of: $0, in: text)).line
    }
    XCTAssertEqual(template.warnings.map(\.location.line), lines)
    XCTAssertTrue(template.warnings.allSatisfy { $0.problem == .layerProperties })
  }

  func testStyleSheetWarningsPointAtTheAuthorsColumnsAndSpelling() throws {
    // The colons of annotation selectors are rewritten before parsing; the warnings used to
    // count the rewritten text (8 columns off per colon) and show the placeholder.
    let sheet =
      "\n.hierarchical-1:secondary{opacity:1} .hierarchical-0\\:primary{opacity:1} @import \"x\";\r\n"
      + "a\\:b, .hierarchical-1\\\\:secondary {fill:red}\n@media print {}"
    let text = TemplateTestSupport.regularOnly(
      ["<path class=\"monochrome-0\" d=\"M0 0 H1 V1 Z\"/>"], style: sheet)
    let template = try SymbolTemplateReader.parse(text, file: "odd.svg")
    let warnings = template.warnings.map { ($0.location.line, $0.location.column, $0.message) }
    let styleLine = try XCTUnwrap(TemplateTestSupport.position(of: "<style>", in: text)).line
    XCTAssertEqual(warnings.count, 3, "\(warnings)")
    XCTAssertEqual(warnings.first?.0, styleLine + 1)
    XCTAssertEqual(warnings.first?.1, 74, "\(warnings)")
    XCTAssertEqual(warnings.first?.2, "style rule '@import \"x\"' is ignored: at-rules are not supported")
    XCTAssertEqual(warnings.dropFirst().first?.0, styleLine + 2)
    // After `a\:b, ` (six columns; thirteen once rewritten), the doubly escaped selector.
    XCTAssertEqual(warnings.dropFirst().first?.1, 7)
    XCTAssertEqual(
      warnings.dropFirst().first?.2,
      "style rule '.hierarchical-1\\:secondary' is ignored: escapes in selectors are not supported")
    XCTAssertFalse(warnings.contains { $0.2.contains("__colon__") }, "\(warnings)")
    XCTAssertEqual(warnings.last?.0, styleLine + 3)
    XCTAssertEqual(warnings.last?.1, 1)
  }

  func testAClassThatLooksLikeAnAnnotationIsAnError() throws {
    // Ignored, each of these moved its element to another layer without a word.
    for className in [
      "monochrome-x", "monochrome1", "Monochrome-1", "hierarchical_1:secondary", "hierachical-1:secondary",
      "multicolour-1:red", "monochrome-1:primary",
    ] {
      let text = TemplateTestSupport.regularOnly([
        "<path class=\"monochrome-0\" d=\"M0 0 H1 V1 Z\"/>",
        "<path class=\"\(className)\" d=\"M2 0 H3 V1 Z\"/>",
      ])
      let template = try SymbolTemplateReader.parse(text, file: "odd.svg")
      let errors = template.diagnostics.filter { $0.severity == .error }
      XCTAssertEqual(errors.count, 1, "\(className): \(template.diagnostics)")
      XCTAssertEqual(
        errors.first?.message.hasPrefix("class '\(className)' looks like a layer annotation but is not one"),
        true, "\(className): \(errors)")
      let line = try XCTUnwrap(TemplateTestSupport.position(of: "<path class=\"\(className)", in: text)).line
      XCTAssertEqual(errors.first?.location.line, line, className)
      XCTAssertThrowsError(try template.glyph(name: "odd"), className)
    }
  }

  func testUnreadableFilesThrowWithTheXMLPosition() {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g id=\"Symbols\">\n</svg>"
    XCTAssertThrowsError(try SymbolTemplateReader.parse(text, file: "broken.svg")) { error in
      guard let error = error as? CatalogError else { return XCTFail("unexpected \(error)") }
      XCTAssertEqual(error.location.file, "broken.svg")
      XCTAssertEqual(error.location.line, 3)
      XCTAssertGreaterThan(error.location.column, 0)
      XCTAssertTrue(error.description.hasPrefix("broken.svg:3:\(error.location.column): "))
      XCTAssertTrue(error.message.contains("not a readable SVG file"))
      // Given once, by the location, not again in the message.
      XCTAssertFalse(error.message.contains("line 3"), error.message)
    }
    XCTAssertThrowsError(try SymbolTemplateReader.parse("<html/>", file: "page.svg")) { error in
      XCTAssertEqual((error as? CatalogError)?.description.hasPrefix("page.svg:1:1: "), true, "\(error)")
    }
  }

  /// Guide ids are read case-sensitively; a line whose id differs from one only in the case
  /// of its fixed part is not a guide, and the reader says which guide it was likely meant
  /// to be (the lint's "needs a Baseline-S guide" alone did not show why the line missed).
  func testAGuideIdInTheWrongCaseIsNamedWithTheIntendedOne() throws {
    let guides = TemplateTestSupport.guides(masters: ["Regular-S"]).map {
      $0.replacingOccurrences(of: "\"Baseline-S\"", with: "\"baseline-s\"")
        .replacingOccurrences(of: "\"left-margin-", with: "\"Left-Margin-")
    }
    let text = TemplateTestSupport.regularOnly([TemplateTestSupport.bar(width: 4)], guides: guides)
    let template = try SymbolTemplateReader.parse(text, file: "t.svg")
    XCTAssertEqual(template.guides.map(\.id), ["Capline-S", "right-margin-Regular-S"])
    let nearMisses = template.warnings.filter { $0.problem == .guides }
    XCTAssertEqual(
      nearMisses.map(\.message),
      [
        "'baseline-s' is not read as a guide: guide ids are case-sensitive; did you mean 'Baseline-S'?",
        "'Left-Margin-Regular-S' is not read as a guide: guide ids are case-sensitive; did you mean"
          + " 'left-margin-Regular-S'?",
      ])
    let baselinePosition = try XCTUnwrap(
      TemplateTestSupport.position(of: "<line id=\"baseline-s\"", in: text))
    XCTAssertEqual(nearMisses.first?.location.line, baselinePosition.line)
    for id in ["Baseline-XL", "baseline", "margin-left-Regular-S", "Capline-S"] {
      XCTAssertNil(SymbolTemplate.GuideKind.intendedID(forNearMiss: id), id)
    }
    XCTAssertEqual(SymbolTemplate.GuideKind.intendedID(forNearMiss: "CAPLINE-m"), "Capline-M")
  }
}
