import SymbolGeometry
import Testing

@testable import SymbolSVG

/// `use`, `symbol`, warnings, strict mode and errors.
@Suite struct SVGReaderStructureTests {
  @Test func useTranslatesByXAndY() throws {
    let document = try readSVG(
      "<defs><rect id='r' width='2' height='3'/></defs><use href='#r' x='10' y='20'/>"
        + "<use xlink:href='#r' transform='scale(2)' x='1'/>")
    #expect(
      pathBounds(document) == [
        Rect(minX: 10, minY: 20, maxX: 12, maxY: 23), Rect(minX: 2, minY: 0, maxX: 6, maxY: 6),
      ])
  }

  @Test func symbolIsDrawnOnlyThroughUseAndFitsItsViewBox() throws {
    let document = try readSVG(
      """
      <symbol id='s' viewBox='0 0 10 10' fill='red'><rect width='10' height='10'/></symbol>
      <use href='#s' x='5' y='5' width='20' height='20'/>
      """)
    let paths = document.root.flattenedPaths
    #expect(paths.count == 1)
    #expect(pathBounds(document) == [Rect(minX: 5, minY: 5, maxX: 25, maxY: 25)])
    #expect(paths.first?.path.fill?.paint == .color(Color(red: 255, green: 0, blue: 0)))
  }

  @Test func useInheritsStyleFromTheUseElement() throws {
    let document = try readSVG(
      "<defs><circle id='c' r='1'/></defs><use href='#c' fill='blue'/>")
    #expect(
      document.root.flattenedPaths.first?.path.fill?.paint
        == .color(Color(red: 0, green: 0, blue: 255)))
  }

  @Test func useCycleIsAnErrorNamingTheIDs() throws {
    do {
      _ = try readSVG("<use id='a' href='#b'/>\n<use id='b' href='#a'/>")
      Issue.record("expected a cycle error")
    } catch {
      guard case .referenceCycle(let ids, _, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(ids == ["b", "a", "b"])
      #expect(error.description.contains("#b → #a → #b"))
    }
  }

  @Test func aReferenceEndsWithTheElementItInstantiates() throws {
    // Two uses of one element side by side are no cycle, and the shapes after them are not
    // counted as expanded: only the two instantiated rects are.
    let document = try readSVG(
      "<defs><rect id='r' width='1' height='1'/></defs><use href='#r'/><use href='#r' x='2'/>"
        + "<rect x='4' width='1' height='1'/><rect x='6' width='1' height='1'/>",
      options: SVGReadOptions(maximumExpandedElements: 2))
    #expect(document.root.flattenedPaths.count == 4)
  }

  @Test func aCycleAtTheEndOfALongChainNamesEveryID() throws {
    let depth = 2_000
    var body = "<defs>"
    for level in 0..<depth { body += "<use id='u\(level)' href='#u\(level + 1)'/>" }
    body += "<use id='u\(depth)' href='#u0'/></defs><use href='#u0'/>"
    do {
      _ = try readSVG(body)
      Issue.record("expected a cycle error")
    } catch {
      guard case .referenceCycle(let ids, _, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(ids == (0...depth).map { "u\($0)" } + ["u0"])
    }
  }

  @Test func useOfAnAncestorIsACycle() throws {
    #expect(throws: SVGReadError.self) {
      try readSVG("<g id='loop'><rect width='1' height='1'/><use href='#loop'/></g>")
    }
  }

  @Test func missingReferenceIsAWarning() throws {
    let document = try readSVG("<use href='#nowhere'/>")
    #expect(document.root.children.isEmpty)
    #expect(document.warnings.map(\.element) == ["use"])
    #expect(document.warnings.first?.message.contains("#nowhere") == true)
  }

  @Test func useBombStopsAtTheExpansionLimit() throws {
    var body = "<defs><rect id='l0' width='1' height='1'/>"
    for level in 1...8 {
      body += "<g id='l\(level)'>"
      body += String(repeating: "<use href='#l\(level - 1)'/>", count: 10)
      body += "</g>"
    }
    body += "</defs><use href='#l8'/>"
    expectExpansionLimit(body)
  }

  /// The default limit is 100,000 elements: a chain that doubles at each level is read with
  /// 2^14 rects and refused with 2^15, where a million once let a 5 KB file take 20 s.
  @Test func theDefaultExpansionLimitIsAHundredThousandElements() throws {
    func chain(_ levels: Int) -> String {
      var body = "<defs><rect id='l0' width='1' height='1'/>"
      for level in 1...levels {
        body += "<g id='l\(level)'><use href='#l\(level - 1)'/><use href='#l\(level - 1)' x='1'/></g>"
      }
      return body + "</defs><use href='#l\(levels)'/>"
    }
    #expect(SVGReadOptions().maximumExpandedElements == 100_000)
    // 2^14 rects and the groups and uses above them, 4 · 2^14 − 3 elements: 65,533.
    #expect(try readSVG(chain(14)).root.flattenedPaths.count == 1 << 14)
    do {
      // 131,069 elements.
      _ = try readSVG(chain(15))
      Issue.record("a chain of 2^15 rects and their uses was read")
    } catch {
      guard case .expansionLimitExceeded(100_000, _, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.description.contains("exceeds the limit of 100000 elements"))
    }
  }

  /// An element drawn again through references shares the geometry read the first time,
  /// and its warnings are given once: 100,000 `use`s of a 2,000-point path parsed it each
  /// time (4 GB of copies), and gave a warning each time.
  @Test func instancesShareTheirGeometryAndWarnOnce() throws {
    let data = "M0 0" + String(repeating: " l1 1 -1 1", count: 500) + " z"
    let uses = String(repeating: "<use href='#p'/>", count: 50)
    let document = try readSVG(
      "<defs><path id='p' d='\(data)' fill='url(#nowhere) red'/></defs>\(uses)<g transform='scale(2)'>\(uses)</g>"
    )
    let paths = document.root.flattenedPaths.map(\.path.path)
    #expect(paths.count == 100)
    let storage = Set(paths.map { $0.points.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } })
    #expect(storage.count == 1)
    #expect(document.warnings.count == 1, "\(document.warnings)")
    #expect(document.warnings.first?.message.contains("'url(#nowhere) red'") == true)
  }

  /// References read their instances' attributes again, names and values, at most 64 MiB
  /// of them by default: an element of 10 KB of attributes drawn 100,000 times was a
  /// gigabyte to read. A path's data, read once per element, is not counted again.
  @Test func instancesMayReadALimitedAmountOfAttributes() throws {
    #expect(SVGReadOptions().maximumExpandedAttributeBytes == 64 << 20)
    // Each instance of the rect reads 114 bytes: id r (3), width 1 (6), height 1 (7) and a
    // class of 93 characters (98).
    let rect = "<rect id='r' width='1' height='1' class='\(String(repeating: "c", count: 93))'/>"
    let options = SVGReadOptions(maximumExpandedAttributeBytes: 1_140)
    let ten = String(repeating: "<use href='#r'/>", count: 10)
    #expect(try readSVG("<defs>\(rect)</defs>\(ten)", options: options).root.flattenedPaths.count == 10)
    do {
      _ = try readSVG("<defs>\(rect)</defs>\(ten)<use href='#r'/>", options: options)
      Issue.record("eleven instances of 114 bytes were read within 1,140")
    } catch {
      guard case .expandedAttributesTooLarge(1_140, 1, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.message.hasSuffix("again, more than the limit of 1140 bytes in all"), "\(error.message)")
    }
    // 10 instances of a path with 4 KB of data read 30 bytes: its id, 3 each.
    let path = "<path id='r' d='M0 0\(String(repeating: " h1", count: 1_300))'/>"
    let few = SVGReadOptions(maximumExpandedAttributeBytes: 30)
    #expect(try readSVG("<defs>\(path)</defs>\(ten)", options: few).root.flattenedPaths.count == 10)
  }

  @Test func unsupportedElementsWarnWithTheirPosition() throws {
    let document = try readSVG(
      """
      <defs>
        <linearGradient id='g'><stop offset='0'/></linearGradient>
      </defs>
      <title>Ignored</title><metadata/><desc/>
        <text x='1'>Hi</text>
      <blink/>
      <rect width='1' height='1'/>
      """)
    #expect(document.warnings.map(\.element) == ["linearGradient", "text", "blink"])
    #expect(document.warnings.map(\.line) == [2, 5, 6])
    #expect(document.warnings[1].column == 3)
    #expect(document.root.flattenedPaths.count == 1)
  }

  @Test func strictModeTurnsTheFirstWarningIntoAnError() throws {
    let source = "<rect width='1' height='1'/>\n<radialGradient id='r'/>"
    #expect(try readSVG(source).warnings.count == 1)
    do {
      _ = try readSVG(source, options: SVGReadOptions(strict: true))
      Issue.record("expected a strict-mode error")
    } catch {
      guard case .strict(let warning) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(warning.element == "radialGradient" && warning.line == 2)
    }
  }

  @Test func xmlErrorsKeepTheirPosition() throws {
    do {
      _ = try SVGReader.read("<svg>\n<g></svg>")
      Issue.record("expected an XML error")
    } catch {
      guard case .xml(let xmlError) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(xmlError.line == 2)
      #expect(error.line == 2)
    }
  }

  @Test func nonSVGRootIsRejected() throws {
    #expect(throws: SVGReadError.notSVG(element: "html", line: 1, column: 1)) {
      try SVGReader.read("<html/>")
    }
  }

  @Test func malformedAttributesNameElementAttributeAndPosition() throws {
    do {
      _ = try readSVG("<g>\n  <rect width='x' height='1'/></g>")
      Issue.record("expected an attribute error")
    } catch {
      guard case .attribute(let element, let attribute, let line, let column, let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(element == "rect" && attribute == "width")
      #expect(line == 2 && column == 9)
      #expect(!message.isEmpty)
    }
    #expect(throws: SVGReadError.self) { try readSVG("<rect width='-1' height='1'/>") }
    #expect(throws: SVGReadError.self) { try readSVG("<g transform='rotate(x)'/>") }
  }

  /// SVG draws a path up to its first error in the path data (SVG 1.1 §F.2, SVG 2 §9.5.4),
  /// as browsers and rsvg-convert do; Breeze's network icons end their `d` in a bare `h`,
  /// and render-svg refused the whole file. The reader warns at the `d` attribute.
  @Test func malformedPathDataIsDrawnUpToItsErrorWithAWarning() throws {
    let document = try readSVG(
      """
      <g>
        <path d='M 0 0 H 4 V 4 Z M 10 10 L 20'/>
        <path d='5 5'/>
        <clipPath id='c'><path d='M0 0H8V8H0Z L'/></clipPath>
        <rect clip-path='url(#c)' width='9' height='9'/>
      </g>
      """)
    let paths = document.root.flattenedPaths.map(\.path.path)
    #expect(paths.first == (try Path(svgPathData: "M 0 0 H 4 V 4 Z M 10 10")))
    #expect(document.warnings.map(\.line) == [2, 3, 4])
    #expect(document.warnings.map(\.column) == [9, 9, 26])
    #expect(
      document.warnings.first?.message
        == "path data 'M 0 0 H 4 V 4 Z M 10 10 L 20' is malformed: expected a number after 'L' at offset 28, "
        + "found end of input; the segments before it are drawn")
    #expect(document.warnings[1].message.hasSuffix("; nothing is drawn"))
    let strict = #expect(throws: SVGReadError.self) {
      try readSVG("<path d='M 0 0 L 1'/>", options: SVGReadOptions(strict: true))
    }
    #expect(strict?.description.contains("expected a number after 'L'") == true)
  }
}
