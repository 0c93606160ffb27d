import Foundation
import SymbolEngine
import SymbolRaster
import SymbolSVG
import Testing

/// Runs the built `symbolctl render-svg` and checks exit codes, messages and output bytes.
@Suite struct RenderSVGCommandTests {
  /// A 100×50 document: a currentColor square on the left, a blue stroked circle and a
  /// half-transparent green bar on the right.
  static let sample = """
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50">
      <rect width="50" height="50" fill="currentColor"/>
      <circle cx="75" cy="25" r="20" stroke="blue" stroke-width="4" fill="none"/>
      <g opacity="0.5"><rect x="60" y="0" width="40" height="10" fill="#0f0"/></g>
    </svg>
    """

  /// A 10×10 document painted with a gradient, which the reader skips with a warning.
  static let gradient = """
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
      <defs><linearGradient id="g"/></defs>
      <rect width="10" height="10" fill="url(#g)"/>
    </svg>
    """

  /// A document whose `<rect>` start tag never closes: the error is on line 3, column 1.
  static let malformed = """
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
      <rect width="10" height="10"
    </svg>
    """

  private func withRunner(_ body: (SymbolctlRunner) throws -> Void) throws {
    let runner = try SymbolctlRunner()
    defer { runner.cleanUp() }
    try body(runner)
  }

  private func decode(_ bytes: [UInt8]?) throws -> PNGImage {
    try PNGDecoder.decode(try #require(bytes))
  }

  /// Checks that no temporary file of the atomic writer was left behind.
  private func expectNoTemporaryFiles(_ runner: SymbolctlRunner) throws {
    let leftovers = try runner.files().filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
  }

  @Test func rendersNextToTheInputAtTheIntrinsicSize() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(["render-svg", "icon.svg"])
      #expect(result.status == 0, "\(result.error)")
      let image = try decode(runner.contents("icon.png"))
      #expect(image.width == 100 && image.height == 50)
      #expect(image[10, 10] == (0, 0, 0, 255))
      #expect(image[75, 25].alpha == 0, "the circle is stroked, not filled")
      #expect(image[75, 45] == (0, 0, 255, 255), "on the stroke")
      try expectNoTemporaryFiles(runner)
    }
  }

  @Test func sizeFitsTheDrawingInsideASquare() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(["render-svg", "icon.svg", "--size", "64", "-o", "fit.png"])
      #expect(result.status == 0, "\(result.error)")
      let image = try decode(runner.contents("fit.png"))
      #expect(image.width == 64 && image.height == 32)
    }
  }

  @Test func widthAloneKeepsTheAspectRatioAndScaleMultiplies() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      #expect(try runner.run(["render-svg", "icon.svg", "--width", "40", "-o", "w.png"]).status == 0)
      let narrow = try decode(runner.contents("w.png"))
      #expect(narrow.width == 40 && narrow.height == 20)
      #expect(try runner.run(["render-svg", "icon.svg", "--scale", "1.1", "-o", "s.png"]).status == 0)
      let scaled = try decode(runner.contents("s.png"))
      #expect(scaled.width == 110 && scaled.height == 55)
    }
  }

  /// Percentages refer to the view box in user units, so resizing the output scales the
  /// drawing and never changes what a percentage covers.
  @Test(
    arguments: [
      ([], 1), (["--size", "600"], 2), (["--width", "150"], 0.5), (["--height", "300"], 3),
      (["--scale", "1.5"], 1.5),
    ] as [([String], Double)])
  func percentagesOfTheViewBoxScaleWithTheOutput(options: [String], factor: Double) throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 150 50">
        <rect width="50%" height="50%" fill="red"/>
      </svg>
      """
    try withRunner { runner in
      try runner.write(svg, to: "half.svg")
      let result = try runner.run(["render-svg", "half.svg"] + options + ["-o", "half.png"])
      #expect(result.status == 0, "\(result.error)")
      let image = try decode(runner.contents("half.png"))
      #expect(image.width == Int(300 * factor) && image.height == Int(100 * factor))
      // The red quarter is 150×50 px at the intrinsic size.
      let inside = (Int(145 * factor), Int(45 * factor))
      let outside = [(Int(155 * factor), Int(10 * factor)), (Int(10 * factor), Int(55 * factor))]
      #expect(image[inside.0, inside.1] == (255, 0, 0, 255), "\(options)")
      for (x, y) in outside { #expect(image[x, y].alpha == 0, "\(options): (\(x), \(y))") }
    }
  }

  @Test func colorPaintsCurrentColorAndBackgroundFillsTheRest() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(
        ["render-svg", "icon.svg", "--color", "red", "--background", "#fff", "-o", "red.png"])
      #expect(result.status == 0, "\(result.error)")
      let image = try decode(runner.contents("red.png"))
      #expect(image[10, 10] == (255, 0, 0, 255))
      #expect(image[75, 25] == (255, 255, 255, 255))
    }
  }

  @Test func dashOutputWritesPNGBytesToStandardOutput() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(["render-svg", "icon.svg", "-o", "-"])
      #expect(result.status == 0, "\(result.error)")
      #expect(Array(result.output.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let image = try decode(result.output)
      #expect(image.width == 100 && image.height == 50)
      #expect(try runner.files() == ["icon.svg"], "nothing is written next to the input")
    }
  }

  /// render-svg writes PNG or SVG only: an output named `.pdf` gets PNG bytes, with a
  /// warning that says so, as does `--format svg` to a `.png` name.
  @Test func anOutputNamedForAnotherFormatIsAWarning() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let pdf = try runner.run(["render-svg", "icon.svg", "-o", "icon.pdf"])
      #expect(pdf.status == 0, "\(pdf.error)")
      #expect(
        pdf.error
          == "warning: writing PNG to 'icon.pdf', whose name says PDF (render-svg writes png or svg)\n")
      #expect(Array(try #require(runner.contents("icon.pdf")).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
      let svg = try runner.run(["render-svg", "icon.svg", "--format", "svg", "-o", "flat.png"])
      #expect(svg.error.hasPrefix("warning: writing SVG to 'flat.png', whose name says PNG"), "\(svg.error)")
      let agreeing = try runner.run(["render-svg", "icon.svg", "-o", "flat.svg"])
      #expect(agreeing.error == "", "\(agreeing.error)")
    }
  }

  @Test func svgOutputReadsBackAndRendersTheSamePixels() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      // The format is inferred from the extension.
      let result = try runner.run(["render-svg", "icon.svg", "--color", "#804020", "-o", "flat.svg"])
      #expect(result.status == 0, "\(result.error)")
      let text = String(decoding: try #require(runner.contents("flat.svg")), as: UTF8.self)
      #expect(text.contains("<g opacity=\"0.5\">"))
      #expect(!text.contains("stroke"), "strokes become filled outlines")
      let flat = try SVGReader.read(text, options: SVGReadOptions(strict: true))
      #expect(flat.width == 100 && flat.height == 50)

      let original = try SVGReader.read(Self.sample)
      let options = SVGRenderer.Options(currentColor: try SVGColorParser.parseColor("#804020"))
      let expected = try SVGRenderer(options: options).render(original, width: 100, height: 50)
      let actual = try SVGRenderer().render(flat, width: 100, height: 50)
      let largestDifference = zip(expected.pixels, actual.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(largestDifference <= 8, "largest channel difference \(largestDifference)")
    }
  }

  /// `render --format svg` knocks holes out with masks; `render-svg` draws them, as the
  /// symbol's own PNG shows them, where it used to skip the mask and fill the hole.
  @Test func aSymbolsSVGOutputDrawsWithItsKnockout() throws {
    try withRunner { runner in
      let symbol = ["render", "heart.circle.fill", "--rasterization-scale", "2"]
      #expect(try runner.run(symbol + ["-o", "heart.png"]).status == 0)
      #expect(try runner.run(symbol + ["--format", "svg", "-o", "heart.svg"]).status == 0)
      let result = try runner.run(["render-svg", "heart.svg", "-o", "again.png", "--strict"])
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.isEmpty, "\(result.error)")
      let (png, again) = (try decode(runner.contents("heart.png")), try decode(runner.contents("again.png")))
      #expect(png.width == again.width && png.height == again.height)
      var worst = 0
      for y in 0..<png.height {
        for x in 0..<png.width { worst = max(worst, abs(Int(png[x, y].alpha) - Int(again[x, y].alpha))) }
      }
      #expect(worst <= 2, "largest alpha difference \(worst)")
    }
  }

  @Test func malformedXMLNamesThePositionAndKeepsTheOldOutput() throws {
    try withRunner { runner in
      try runner.write(Self.malformed, to: "bad.svg")
      try runner.write("previous", to: "bad.png")
      let result = try runner.run(["render-svg", "bad.svg"])
      #expect(result.status == 1)
      #expect(result.error.hasPrefix("error: bad.svg:3:1: "), "\(result.error)")
      // The position is given once, in front.
      #expect(!result.error.contains("line 3"), "\(result.error)")
      #expect(runner.contents("bad.png") == Array("previous".utf8))
      try expectNoTemporaryFiles(runner)
    }
  }

  @Test func anOutputThatIsTheInputIsRefusedAndTheInputKept() throws {
    // `--format svg` without -o named the output after FILE, so the normalised copy replaced
    // the source, gradients and text gone, with exit status 0.
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      #expect(symlink("icon.svg", runner.url("link.svg").path) == 0)
      for arguments in [["--format", "svg"], ["-o", "./icon.svg"], ["-o", "link.svg"]] {
        let result = try runner.run(["render-svg", "icon.svg"] + arguments)
        #expect(result.status == 1, "\(arguments)")
        #expect(
          result.error.hasSuffix(
            ": the output is the same file as the input icon.svg, which writing would replace; name another"
              + " output with -o\n"), "\(result.error)")
        #expect(runner.contents("icon.svg") == Array(Self.sample.utf8))
      }
      try expectNoTemporaryFiles(runner)
      #expect(try runner.run(["render-svg", "icon.svg", "-o", "/dev/null"]).status == 0)
    }
  }

  @Test func bytesThatAreNotUTF8AreNamedWithTheirPosition() throws {
    try withRunner { runner in
      let bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <rect fill=\"".utf8) + [0xFF]
      try Data(bytes + Array("\"/>\n</svg>".utf8)).write(to: runner.url("latin1.svg"))
      let result = try runner.run(["render-svg", "latin1.svg"])
      #expect(result.status == 1)
      #expect(
        result.error
          == "error: latin1.svg:2:15: the file is not UTF-8 text: byte 0xFF does not begin a valid UTF-8"
          + " sequence\n")
      #expect(runner.contents("latin1.png") == nil)
      try expectNoTemporaryFiles(runner)
    }
  }

  /// A round-joined stroke 90 wide turning back 40,000 times: at 8192 px each reversal
  /// takes some 425 chords (its half disc, drawn by one side of the outline), more than the
  /// stroker's 16,000,000 points in all. It is refused,
  /// naming the element, once the limit is reached (4 s and 0.9 GB in a debug build). Before
  /// the limit the whole outline was built first: ten times as many reversals died on an
  /// 8.6 GB allocation.
  @Test func aStrokeWhoseOutlinePassesTheLimitIsRefusedNamingTheElement() throws {
    try withRunner { runner in
      let reversals = String(repeating: " 1 -1", count: 20_000)
      try runner.write(
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
          <path d="M50 50h\(reversals)" fill="none" stroke="black" stroke-width="90" stroke-linejoin="round"/>
        </svg>
        """, to: "zigzag.svg")
      let result = try runner.run(["render-svg", "zigzag.svg", "--size", "8192", "-o", "out.png"])
      #expect(result.status == 1)
      #expect(
        result.error
          == "error: zigzag.svg:2:3: cannot render the stroke of <path>: the stroke's outline needs more"
          + " than 16000000 points; at most 16000000 are accepted (a path of fewer vertices or curves,"
          + " or drawn smaller, needs fewer)\n", "\(result.error)")
      #expect(runner.contents("out.png") == nil)
      try expectNoTemporaryFiles(runner)
      // Drawn smaller, the same file renders: the chords of a join scale with its size.
      #expect(try runner.run(["render-svg", "zigzag.svg", "--size", "64", "-o", "small.png"]).status == 0)
    }
  }

  @Test(arguments: ["png", "svg"])
  func anElementThatOverflowsOnceTransformedIsNamedAndNothingIsWritten(format: String) throws {
    try withRunner { runner in
      try runner.write(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
          <rect width="5" height="5"/>
          <path transform="scale(1e300) scale(1e300)" d="M1 1h4v4z"/>
        </svg>
        """, to: "huge.svg")
      try runner.write("previous", to: "out.\(format)")
      let result = try runner.run(["render-svg", "huge.svg", "-o", "out.\(format)"])
      #expect(result.status == 1)
      #expect(
        result.error.hasPrefix("error: huge.svg:3:3: cannot render the fill of <path>: path point 0 is "))
      #expect(result.error.contains("the transforms placing it overflow"), "\(result.error)")
      #expect(runner.contents("out.\(format)") == Array("previous".utf8))
      try expectNoTemporaryFiles(runner)
    }
  }

  @Test(arguments: [
    (["--width", "0"], "--width"), (["--width", "nan"], "--width"), (["--height", "-inf"], "--height"),
    (["--width", "20000"], "16384"), (["--size", "2.5"], "--size"), (["--scale", "0"], "--scale"),
    (["--size", "10", "--width", "5"], "--size cannot be combined"),
    // Negative numbers are values, not options: these were "Missing value for '--width'".
    (
      ["--width", "-3"],
      "--width must be a whole number of pixels from 1 to 16384 (the limit of 16384 px a side); got -3"
    ),
    (["--scale", "-1"], "--scale must be a number greater than 0 and at most 16384; got -1"),
    (["--size", "-2"], "--size"),
  ])
  func rejectsBadSizeOptions(options: [String], mention: String) throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(["render-svg", "icon.svg"] + options)
      #expect(result.status == 64)
      #expect(result.error.hasPrefix("error: "), "\(result.error)")
      #expect(result.error.contains(mention), "\(result.error)")
      #expect(try runner.files() == ["icon.svg"])
    }
  }

  @Test func refusesACanvasAboveTheLimit() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(["render-svg", "icon.svg", "--scale", "200"])
      #expect(result.status == 1)
      #expect(result.error.contains("16384 px a side"), "\(result.error)")
      #expect(result.error.contains("64 megapixels"), "\(result.error)")
      #expect(result.error.hasPrefix("error: icon.svg: the output would be"), "\(result.error)")
      #expect(try runner.files() == ["icon.svg"])
    }
  }

  /// A document's own size beyond the limits, or of no area, is named with its file and
  /// written plainly (`1e+308`, not `9.99999999e+307`).
  @Test(arguments: [
    ("width='1e308' height='1e308'", "error: huge.svg: the output would be 1e+308×1e+308 px"),
    ("width='0' height='0'", "error: huge.svg: the document size 0×0 px is not usable; the <svg> element's"),
    ("width='1' height='1e-320'", "error: huge.svg: the document size 1×1e-320 px is not usable"),
  ])
  func documentSizesOutsideTheLimitsNameTheFile(attributes: String, message: String) throws {
    try withRunner { runner in
      try runner.write(
        "<svg xmlns='http://www.w3.org/2000/svg' \(attributes)><rect width='1' height='1'/></svg>",
        to: "huge.svg")
      let result = try runner.run(["render-svg", "huge.svg"])
      #expect(result.status == 1)
      #expect(result.error.hasPrefix(message), "\(result.error)")
      #expect(try runner.files() == ["huge.svg"])
    }
  }

  @Test func unknownColourListsTheAcceptedSyntaxes() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      let result = try runner.run(["render-svg", "icon.svg", "--color", "blurple"])
      #expect(result.status == 64)
      #expect(result.error.hasPrefix("error: --color 'blurple'"), "\(result.error)")
      #expect(result.error.contains("#rrggbb") && result.error.contains("CSS colour names"))
      // A keyword that needs a context is refused without being offered in the same breath.
      for (option, keyword) in [("--color", "currentColor"), ("--background", "none")] {
        let refused = try runner.run(["render-svg", "icon.svg", option, keyword])
        #expect(refused.status == 64)
        #expect(refused.error.contains("is not a concrete colour"), "\(refused.error)")
        #expect(!refused.error.contains("currentColor, none"), "\(refused.error)")
      }
    }
  }

  @Test func warningsArePrintedAndStrictTurnsThemIntoErrors() throws {
    try withRunner { runner in
      try runner.write(Self.gradient, to: "grad.svg")
      let lenient = try runner.run(["render-svg", "grad.svg", "-o", "lenient.png"])
      #expect(lenient.status == 0)
      #expect(lenient.error.hasPrefix("grad.svg:2:"), "\(lenient.error)")
      #expect(lenient.error.contains(": warning: <linearGradient> is not supported"))

      try runner.write("previous", to: "strict.png")
      let strict = try runner.run(["render-svg", "grad.svg", "--strict", "-o", "strict.png"])
      #expect(strict.status == 1)
      #expect(strict.error.hasPrefix("error: grad.svg:2:"), "\(strict.error)")
      #expect(strict.error.contains("strict mode"))
      #expect(runner.contents("strict.png") == Array("previous".utf8))
      try expectNoTemporaryFiles(runner)
    }
  }

  /// A 40×20 document exercising paint: the color property, hsl(), a url() paint's
  /// fallback and paint-order; each 10 px column is one case.
  static let paints = """
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" color="green">
      <rect width="10" height="20" fill="currentColor"/>
      <rect x="10" width="10" height="20" style="fill: currentColor; color: hsl(240, 100%, 50%)"/>
      <rect x="20" width="10" height="20" fill="url(#missing) hsla(0 100% 50% / 1)"/>
      <rect x="32" y="2" width="6" height="16" fill="#ff0" stroke="#f0f" stroke-width="4"
        paint-order="stroke"/>
    </svg>
    """

  @Test(arguments: ["png", "svg"])
  func colorHSLFallbacksAndPaintOrderAreDrawn(format: String) throws {
    try withRunner { runner in
      try runner.write(Self.paints, to: "paints.svg")
      let result = try runner.run(["render-svg", "paints.svg", "--color", "red", "-o", "out.\(format)"])
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.contains("paints.svg:4:"), "the url() paint is warned about: \(result.error)")
      #expect(result.error.contains("painted with the fallback"), "\(result.error)")
      let image: (Int, Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
      if format == "svg" {
        // Read back strictly: the output holds only resolved colours, no url() left.
        let text = String(decoding: try #require(runner.contents("out.svg")), as: UTF8.self)
        let canvas = try SVGRenderer().render(
          try SVGReader.read(text, options: SVGReadOptions(strict: true)), width: 40, height: 20)
        image = { canvas[$0, $1] }
      } else {
        let png = try decode(runner.contents("out.png"))
        image = { png[$0, $1] }
      }
      #expect(image(5, 10) == (0, 128, 0, 255), "color on the root, not --color")
      #expect(image(15, 10) == (0, 0, 255, 255), "hsl() color in a style attribute")
      #expect(image(25, 10) == (255, 0, 0, 255), "the fallback of a missing paint server")
      #expect(image(33, 10) == (255, 255, 0, 255), "the fill over the stroke's inner half")
      #expect(image(31, 10) == (255, 0, 255, 255), "the stroke's outer half")
    }
  }

  @Test func aNegativeDashIsAWarningAndTheStrokeIsSolid() throws {
    try withRunner { runner in
      let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="10">
          <line y1="5" x2="40" y2="5" stroke="black" stroke-width="4" stroke-dasharray="10,-5"/>
        </svg>
        """
      try runner.write(svg, to: "dash.svg")
      let lenient = try runner.run(["render-svg", "dash.svg", "-o", "dash.png"])
      #expect(lenient.status == 0, "\(lenient.error)")
      #expect(lenient.error.hasPrefix("dash.svg:2:"), "\(lenient.error)")
      #expect(lenient.error.contains(": warning: stroke-dasharray '10,-5'"), "\(lenient.error)")
      let image = try decode(runner.contents("dash.png"))
      #expect((0..<40).allSatisfy { image[$0, 5] == (0, 0, 0, 255) }, "a solid line")
      let strict = try runner.run(["render-svg", "dash.svg", "--strict", "-o", "strict.png"])
      #expect(strict.status == 1)
      #expect(strict.error.hasPrefix("error: dash.svg:2:"), "\(strict.error)")
    }
  }

  /// Papirus's folder icons say `style="fill:#value_dark"` (a template left unfilled):
  /// browsers and rsvg-convert drop the declaration and draw the icon with the inherited
  /// fill, where render-svg refused the whole file (found rendering the Papirus theme).
  @Test func aMalformedFillIsAWarningAndTheInheritedFillPaints() throws {
    try withRunner { runner in
      let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
          <g fill="red"><rect style="fill:#value_dark" width="10" height="10"/></g>
        </svg>
        """
      try runner.write(svg, to: "folder.svg")
      let lenient = try runner.run(["render-svg", "folder.svg", "-o", "folder.png"])
      #expect(lenient.status == 0, "\(lenient.error)")
      #expect(
        lenient.error.hasPrefix("folder.svg:2:23: warning: fill '#value_dark' is ignored: invalid hex digit"),
        "\(lenient.error)")
      let image = try decode(runner.contents("folder.png"))
      #expect(image[5, 5] == (255, 0, 0, 255), "the inherited fill")
      let strict = try runner.run(["render-svg", "folder.svg", "--strict", "-o", "strict.png"])
      #expect(strict.status == 1)
      #expect(strict.error.hasPrefix("error: folder.svg:2:23:"), "\(strict.error)")
    }
  }

  @Test func unreadableInputNamesThePathAndTheReason() throws {
    try withRunner { runner in
      let result = try runner.run(["render-svg", "missing.svg"])
      #expect(result.status == 1)
      #expect(result.error == "error: missing.svg: cannot open: No such file or directory\n")
    }
  }

  @Test func unwritableOutputLeavesNothingBehind() throws {
    try withRunner { runner in
      try runner.write(Self.sample, to: "icon.svg")
      try FileManager.default.createDirectory(at: runner.url("taken.png"), withIntermediateDirectories: false)
      let result = try runner.run(["render-svg", "icon.svg", "-o", "taken.png"])
      #expect(result.status == 1)
      #expect(result.error.hasPrefix("error: taken.png: "), "\(result.error)")
      try expectNoTemporaryFiles(runner)
    }
  }
}
