import SymbolGeometry
import Testing

@testable import SymbolSVG

/// CSS custom properties (`--name: value`) and `var()`, as Chromium draws them.
@Suite struct SVGCustomPropertyTests {
  private let red = SVGPaint.color(Color(red: 255, green: 0, blue: 0))
  private let blue = SVGPaint.color(Color(red: 0, green: 0, blue: 255))
  private let green = SVGPaint.color(Color(red: 0, green: 128, blue: 0))
  private let black = SVGPaint.color(.black)

  private func fills(_ document: SVGDocument) -> [SVGPaint?] {
    document.root.flattenedPaths.map(\.path.fill?.paint)
  }

  private func strokeWidths(_ document: SVGDocument) -> [Double?] {
    document.root.flattenedPaths.map(\.path.stroke?.style.width)
  }

  /// Figma's `fill="var(--fill-0, #D9D9D9)"` painted black with a warning; the four rects
  /// Chromium draws red, blue, blue and black.
  @Test func theFourRectsDrawAsChromiumDrawsThem() throws {
    let document = try readSVG(
      """
      <rect width="10" height="20" fill="var(--fill-0, red)"/>
      <rect x="10" width="10" height="20" style="fill: var(--c)"/>
      <rect x="20" width="10" height="20" fill="var(--c)"/>
      <rect x="30" width="10" height="20"\n style="fill: var(--nope)"/>
      """, attributes: "style='--c: blue'")
    #expect(fills(document) == [red, blue, blue, black])
    #expect(
      document.warnings.map(\.description) == [
        "line 5, column 2: <rect>: fill 'var(--nope)' refers to '--nope', which is not defined here; the property is unset"
      ])
  }

  /// A failed substitution makes the property `unset`, not the declaration it beat: an
  /// inherited property inherits, another takes its initial value.
  @Test func aFailedSubstitutionIsUnsetNotTheWeakerDeclaration() throws {
    let document = try readSVG(
      """
      <style>.s { fill: var(--x) } .o { opacity: var(--x) }</style>
      <g fill='green' opacity='0.5'>
        <rect class='s' fill='red' width='1' height='1'/>
        <rect fill='red' style='fill: var(--x)' width='1' height='1'/>
        <rect fill='var(--x)' width='1' height='1'/>
        <rect class='o' opacity='0.25' width='1' height='1'/>
      </g>
      """)
    #expect(fills(document) == [green, green, green, green])
    // The group's opacity only: the last rect's own is unset to its initial 1.
    #expect(document.root.flattenedPaths.map(\.opacity) == [0.5, 0.5, 0.5, 0.5])
    #expect(document.warnings.count == 4)
    #expect(document.warnings[2].column == 9)
    #expect(document.warnings[3].message.hasPrefix("opacity 'var(--x)' refers to '--x'"))
  }

  /// A substituted value the property does not take is `unset` too, with a warning.
  @Test func anInvalidSubstitutedValueIsUnset() throws {
    let document = try readSVG(
      "<g fill='green' style='--c: 10px'><rect style='fill: var(--c)' width='1' height='1'/></g>")
    #expect(fills(document) == [green])
    #expect(document.warnings.count == 1)
    #expect(
      document.warnings.first?.message.hasPrefix("fill 'var(--c)' becomes '10px', which is invalid") == true)
  }

  /// Names are case-sensitive, `var` is not; custom properties cascade by importance,
  /// specificity and order like any other.
  @Test func customPropertiesCascade() throws {
    let document = try readSVG(
      """
      <style>.a { --c: red } #b { --c: blue } .a { --C: green } .i { --c: green !important }</style>
      <rect class='a' id='b' fill='var(--c)' width='1' height='1'/>
      <rect class='a' fill='VAR(--C)' width='1' height='1'/>
      <rect class='a' fill='var(--Nope, blue)' style='--c: green' width='1' height='1'/>
      <rect class='a i' id='b' style='--c: red; fill: var(--c)' width='1' height='1'/>
      <rect class='a' style='--c: blue; --c: green; fill: var( --c )' width='1' height='1'/>
      """)
    #expect(fills(document) == [blue, green, blue, green, green])
    #expect(document.warnings.isEmpty)
  }

  /// Fallbacks nest, and a custom property may refer to others, on the element or inherited.
  @Test func fallbacksNestAndReferencesChain() throws {
    let document = try readSVG(
      """
      <rect fill='var(--x, var(--y, var(--z, green)))' width='1' height='1'/>
      <rect fill='var(--x, var(--y, var(--z, green)))' style='--y: blue' width='1' height='1'/>
      <g style='--b: red'><rect style='--a: var(--b); fill: var(--a)' width='1' height='1'/></g>
      <rect style='--a: var(--b, blue); fill: var(--a, red)' width='1' height='1'/>
      """)
    #expect(fills(document) == [green, blue, red, blue])
    #expect(document.warnings.isEmpty)
  }

  /// Children inherit the computed (substituted) value: a child redefining what its
  /// parent's custom property referred to does not change it.
  @Test func childrenInheritTheSubstitutedValue() throws {
    let document = try readSVG(
      """
      <g style='--b: red; --a: var(--b); fill: var(--a)'>
        <rect style='--b: blue' width='1' height='1'/>
        <rect style='--b: blue; fill: var(--a)' width='1' height='1'/>
        <rect style='--b: blue; --a: var(--b); fill: var(--a)' width='1' height='1'/>
        <rect style='--a: initial; fill: var(--a, green)' width='1' height='1'/>
        <rect style='--a: blue' width='1' height='1'><set/></rect>
      </g>
      """)
    #expect(fills(document) == [red, red, blue, green, red])
  }

  /// A cycle of references makes every custom property in it invalid (no value, not the
  /// inherited one); one referring into the cycle takes its fallback.
  @Test func cyclesMakeTheirPropertiesInvalid() throws {
    let document = try readSVG(
      """
      <g style='--a: red'>
        <rect style='--a: var(--b); --b: var(--a); fill: var(--a, green)' width='1' height='1'/>
        <rect style='--a: var(--a); fill: var(--a, blue)' width='1' height='1'/>
        <rect style='--a: var(--b, red); --b: var(--a); fill: var(--a, green)' width='1' height='1'/>
        <rect style='--a: var(--b); --b: var(--a); fill: var(--a)' width='1' height='1'/>
      </g>
      """)
    #expect(fills(document) == [green, blue, green, black])
    let messages = document.warnings.map(\.message)
    #expect(
      messages.contains(
        "--a 'var(--b)' is part of a cycle of custom properties; the custom property has no value"))
    #expect(
      messages.contains(
        "--a 'var(--a)' is part of a cycle of custom properties; the custom property has no value"))
    #expect(
      messages.contains(
        "fill 'var(--a)' refers to '--a', which is part of a cycle of custom properties; the property is unset"
      ))
  }

  /// `!important` custom properties and `!important` uses of `var()` win as others do, and
  /// a `var()` declaration is not dropped in favour of a weaker valid one.
  @Test func importanceAndParseTimeValidity() throws {
    let document = try readSVG(
      """
      <style>rect { fill: var(--c) !important } .w { --c: red !important }</style>
      <rect style='fill: blue; --c: green' width='1' height='1'/>
      <rect class='w' style='--c: green' width='1' height='1'/>
      """)
    #expect(fills(document) == [green, red])
  }

  /// `font-size` and lengths via `var()` are computed where substituted; children inherit
  /// the size in px.
  @Test func fontSizeAndStrokeWidthViaVar() throws {
    let document = try readSVG(
      """
      <g style='--s: 20px; --w: 3' stroke='red'>
        <rect style='stroke-width: var(--w)' width='1' height='1'/>
        <g style='font-size: var(--s)'><rect stroke-width='0.1em' width='1' height='1'/></g>
        <g style='font-size: var(--s); --e: 0.5em'>
          <rect style='font-size: 10px; stroke-width: var(--e)' width='1' height='1'/>
        </g>
        <g font-size='30' style='--s: bogus'><rect style='font-size: var(--s); stroke-width: 0.1em' width='1' height='1'/></g>
      </g>
      """)
    // `--e` is substituted as written, `0.5em`, and computed at the rect's own 10 px.
    #expect(strokeWidths(document) == [3, 2, 5, 3])
    #expect(document.warnings.count == 1)
    #expect(
      document.warnings.first?.message.hasPrefix("font-size 'var(--s)' becomes 'bogus', which is invalid")
        == true)
  }

  /// A clip path's reference and its content's properties are substituted too, the
  /// content's against the clip path's own ancestors: a shape `display: var(--d)` of
  /// `none` leaves the clip empty, which hides the element.
  @Test func clipPathsAndTheirContentSubstitute() throws {
    let document = try readSVG(
      """
      <clipPath id='c'><rect style='display: var(--d, inline)' width='5' height='5'/></clipPath>
      <g style='--d: none'><clipPath id='h'><rect style='display: var(--d, inline)' width='5' height='5'/></clipPath></g>
      <rect style='clip-path: var(--clip)' width='9' height='9'/>
      <rect clip-path='url(#h)' width='9' height='9'/>
      """, attributes: "style='--clip: url(#c)'")
    #expect(pathBounds(document).count == 1)
    #expect(isClose(pathBounds(document).first ?? nil, Rect(minX: 0, minY: 0, maxX: 9, maxY: 9)))
    #expect(document.warnings.isEmpty)
  }

  /// A `var()` that names no custom property is a failure of its own.
  @Test func malformedVarIsUnset() throws {
    let document = try readSVG("<rect fill='var(red)' width='1' height='1'/>")
    #expect(fills(document) == [black])
    #expect(document.warnings.first?.message.contains("does not name a custom property") == true)
  }

  /// An element drawn again through `use` is warned about once.
  @Test func aProblemIsWarnedOncePerElement() throws {
    let document = try readSVG(
      """
      <defs><rect id='r' fill='var(--x)' width='1' height='1'/></defs>
      <use href='#r'/><use href='#r' style='--x: red'/>
      """)
    #expect(fills(document) == [black, red])
    #expect(document.warnings.count == 1)
  }

  /// Values that double at each reference stop at the length limit, quickly, with a
  /// warning; the custom property past it has no value.
  @Test func expansionIsBounded() throws {
    var declarations = "--v0: xxxxxxxxxxxxxxxx"
    for level in 1...40 { declarations += "; --v\(level): var(--v\(level - 1)) var(--v\(level - 1))" }
    let document = try readSVG(
      "<rect style='\(declarations); fill: var(--v40, green)' width='1' height='1'/>")
    #expect(fills(document) == [green])
    let limit = "grows past \(CSSVariableSubstitution.maximumValueLength) bytes"
    #expect(document.warnings.contains { $0.message.hasPrefix("--v8 'var(--v7) var(--v7)' \(limit)") })
    #expect(
      document.warnings.contains {
        $0.message
          == "--v9 'var(--v8) var(--v8)' refers to '--v8', which is invalid here; the custom property has no value"
      })
  }

  /// Fallbacks nested past `maximumNesting` leave the property unset with a warning: a
  /// megabyte of nested fallbacks crashed the reader on its stack. The depth counts on
  /// through the custom properties referred to: a chain of them, each reached through
  /// fallbacks nested to the limit, was 8,000 levels and crashed the release reader on a 1 MB
  /// stack. A long chain without fallbacks, or one whose fallbacks add up to the limit, reads.
  @Test func nestingIsBounded() throws {
    let limit = CSSVariableSubstitution.maximumNesting
    func nested(_ levels: Int, _ innermost: String = "green") -> String {
      String(repeating: "var(--undefined, ", count: levels) + innermost
        + String(repeating: ")", count: levels)
    }
    let document = try readSVG(
      """
      <rect fill='red' style='fill: \(nested(limit))' width='1' height='1'/>
      <rect fill='red' style='fill: \(nested(100_000))' width='1' height='1'/>
      """)
    #expect(fills(document) == [green, black])
    #expect(document.warnings.count == 1)
    #expect(
      document.warnings.first?.message.hasSuffix(
        "nests var() in fallbacks more than \(limit) deep; the property is unset") == true)
    let links = CSSVariableSubstitution.maximumNames - 2  // and --undefined
    func chain(_ levels: (Int) -> Int) -> String {
      var chain = "--c0: green"
      for link in 1...links { chain += "; --c\(link): \(nested(levels(link), "var(--c\(link - 1))"))" }
      return "<rect fill='red' style='\(chain); fill: var(--c\(links))' width='1' height='1'/>"
    }
    let chained = try readSVG(
      chain { _ in limit } + chain { _ in 0 } + chain { $0 == 1 || $0 == links ? limit / 2 : 0 })
    #expect(fills(chained) == [black, green, green])
    #expect(
      chained.warnings.contains {
        $0.message.contains(
          "nests var() in fallbacks more than \(limit) deep; the custom property has no value")
      })
  }

  /// A comment inside `var()` is white space: the name after it is read (it was not found
  /// among the names the document refers to, so `--c` was never cascaded).
  @Test func aCommentBeforeTheNameIsWhiteSpace() throws {
    let document = try readSVG(
      "<rect fill='red' style='--c: green; fill: var(/* paint */ --c)' width='1' height='1'/>")
    #expect(fills(document) == [green])
    #expect(document.warnings.isEmpty)
  }

  /// A custom property may be empty, in `style` and style sheets, and inherits so: its
  /// `var()` adds nothing, as Chromium draws it (it was dropped, so the property was unset).
  @Test func anEmptyCustomPropertyAddsNothing() throws {
    let document = try readSVG(
      """
      <style>.s { --s: }</style>
      <rect fill='red' style='--e: ; fill: green var(--e)' width='1' height='1'/>
      <g style='--e:'><rect fill='red' style='fill: var(--e)blue' width='1' height='1'/></g>
      <rect class='s' fill='red' style='fill: var(--s, red) green' width='1' height='1'/>
      """)
    #expect(fills(document) == [green, blue, green])
    #expect(document.warnings.isEmpty)
  }

  /// The `transform` attribute is SVG's transform list, where Chromium reads no `var()`: it
  /// draws no transform, with a warning; `style`'s `transform` is CSS and reads it.
  @Test func theTransformAttributeReadsNoVar() throws {
    let document = try readSVG(
      """
      <g style='--t: translate(4px, 0)'>
        <rect transform='var(--t)' width='1' height='1'/>
        <rect style='transform: var(--t)' width='1' height='1'/>
      </g>
      """)
    let lefts = pathBounds(document).map { $0?.minX }
    #expect(lefts == [0, 4])
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.message.contains("var() is not read in the transform attribute") == true)
  }

  /// The custom property values the elements specify are bounded in all: past
  /// `maximumCustomPropertyValues`, an element's are not read (it inherits its parent's),
  /// with one warning. 20,000 `<g/>` under a rule of 254 took 8 s and 350 MB.
  @Test func theCustomPropertyValuesOfAllElementsAreBounded() throws {
    let body = """
      <style>rect { --c: green }</style>
      <g style='--c: red'>\(String(repeating: "<rect fill='var(--c)' width='1' height='1'/>", count: 3))</g>
      """
    let bounded = try readSVG(body, options: SVGReadOptions(maximumCustomPropertyValues: 3))
    #expect(fills(bounded) == [green, green, red])
    #expect(bounded.warnings.count == 1)
    #expect(bounded.warnings.first?.message.hasPrefix("the document's elements specify more than 3 ") == true)
    let document = try readSVG(body)
    #expect(fills(document) == [green, green, green])
    #expect(document.warnings.isEmpty)
    #expect(SVGReadOptions().maximumCustomPropertyValues == 1_000_000)
  }

  /// Only the custom properties some `var()` refers to are kept, and at most
  /// `maximumNames` of them, with a warning: the others take their fallback.
  @Test func theNumberOfCustomPropertiesIsBounded() throws {
    let count = CSSVariableSubstitution.maximumNames + 4
    let declarations = (0..<count).map { "--v\($0): blue" }.joined(separator: "; ")
    let rects = (0..<count).map { "<rect fill='var(--v\($0), red)' width='1' height='1'/>" }.joined()
    let document = try readSVG(rects, attributes: "style='\(declarations)'")
    let expected = Array(repeating: blue, count: count - 4) + Array(repeating: red, count: 4)
    #expect(fills(document) == expected)
    #expect(document.warnings.count == 1)
    #expect(
      document.warnings.first?.message.hasPrefix("the document refers to \(count) custom properties") == true)
    var names: [String] = []
    var seen: Set<String> = []
    CSSVariableSubstitution.collectNames(
      in: "var(--a, var(--b)) somevar(--c) var( --a ) VAR(--D)", into: &names, seen: &seen)
    #expect(names == ["--a", "--b", "--D"])
  }

  /// Custom property names keep their case; other names are lowercased.
  @Test func theParserKeepsCustomNamesAsWritten() {
    let declarations = CSSDeclarationParser.parse("--Fill-0: Red; FILL: Blue")
    #expect(declarations.map(\.property) == ["--Fill-0", "fill"])
  }
}
