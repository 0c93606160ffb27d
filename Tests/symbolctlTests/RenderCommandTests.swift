import Foundation
import SymbolTestSupport
import XCTest

/// Runs the built `symbolctl render` and `info` against the real catalog and checks
/// outputs, JSON and every kind of bad input: exit status, message, and that nothing is
/// written or overwritten on failure.
final class RenderCommandTests: SymbolctlTestCase {
  func testRendersPNGSVGAndPDF() throws {
    let png = try run([
      "render", "multiply.circle.fill", "--weight", "semibold", "--scale", "large", "--mode", "palette",
      "--palette", "white,systemBlue", "--rasterization-scale", "2", "-o", "x.png",
    ])
    XCTAssertEqual(png.status, 0, png.error)
    let bytes = try XCTUnwrap(runner?.contents("x.png"))
    XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let svg = try run(["render", "bell", "--variant", "slash", "-o", "bell.svg"])
    XCTAssertEqual(svg.status, 0, svg.error)
    let svgText = String(decoding: try XCTUnwrap(runner?.contents("bell.svg")), as: UTF8.self)
    XCTAssertTrue(svgText.contains("<svg"), svgText)
    let pdf = try run(["render", "heart.fill", "--format", "pdf", "-o", "-"])
    XCTAssertEqual(pdf.status, 0, pdf.error)
    XCTAssertEqual(Array(pdf.output.prefix(8)), Array("%PDF-1.4".utf8))
    XCTAssertEqual(try XCTUnwrap(runner).files(), ["bell.svg", "x.png"])
  }

  /// `--format` wins over the `-o` name, but a name that says another image format gets a
  /// warning rather than a PNG viewer's confusion later; a name that agrees, or says
  /// nothing of a format, gets none.
  func testAnOutputNamedForAnotherFormatIsAWarning() throws {
    let svg = try run(["render", "bell", "--format", "svg", "-o", "bell.PNG"])
    XCTAssertEqual(svg.status, 0, svg.error)
    XCTAssertEqual(svg.error, "warning: writing SVG to 'bell.PNG', whose name says PNG\n")
    XCTAssertTrue(
      String(decoding: try XCTUnwrap(runner?.contents("bell.PNG")), as: UTF8.self).contains("<svg"))
    let jpeg = try run(["render", "bell", "-o", "bell.jpg"])
    XCTAssertEqual(jpeg.error, "warning: writing PNG to 'bell.jpg', whose name says JPEG\n")
    // Compressed SVG above all: an SVG name, silently given a PNG.
    let svgz = try run(["render", "bell", "-o", "bell.svgz"])
    XCTAssertEqual(svgz.error, "warning: writing PNG to 'bell.svgz', whose name says gzip-compressed SVG\n")
    for name in ["x.eps", "x.avif", "x.ico", "x.HEIC"] {
      XCTAssertTrue(try run(["render", "bell", "-o", name]).error.hasPrefix("warning: writing PNG to"), name)
    }
    for (format, name) in [("pdf", "a.pdf"), ("png", "b.bin"), ("svg", "c")] {
      let agreeing = try run(["render", "bell", "--format", format, "-o", name])
      XCTAssertEqual(agreeing.status, 0, agreeing.error)
      XCTAssertEqual(agreeing.error, "", name)
    }
  }

  /// A PDF page wider than the 14,400 units Adobe's readers show, or narrower than 3, is
  /// written with a warning; the scale it names fits.
  func testAPDFPageOutsideWhatAdobeReadersShowIsAWarning() throws {
    func mediaBox(_ name: String) throws -> [Double] {
      let text = String(decoding: try XCTUnwrap(runner?.contents(name)), as: UTF8.self)
      let start = try XCTUnwrap(text.range(of: "/MediaBox [")).upperBound
      let end = try XCTUnwrap(text[start...].firstIndex(of: "]"))
      return text[start..<end].split(separator: " ").compactMap { Double($0) }
    }
    let wide = try run([
      "render", "minus", "--point-size", "1000", "--rasterization-scale", "20", "-o", "a.pdf",
    ])
    XCTAssertEqual(wide.status, 0, wide.error)
    XCTAssertTrue(wide.error.hasPrefix("warning: the PDF page is 16259 × 1401 units"), wide.error)
    XCTAssertTrue(wide.error.contains("a --rasterization-scale of at most 17.71 keeps it within"), wide.error)
    XCTAssertEqual(try mediaBox("a.pdf"), [0, 0, 16259, 1401])
    let fitting = try run([
      "render", "minus", "--point-size", "1000", "--rasterization-scale", "17.71", "-o", "b.pdf",
    ])
    XCTAssertEqual(fitting.error, "")
    XCTAssertLessThanOrEqual(try mediaBox("b.pdf")[2], 14_400)
    let tiny = try run(["render", "minus", "--point-size", "1", "-o", "c.pdf"])
    XCTAssertTrue(tiny.error.contains("the PDF page is 1 × 1 units"), tiny.error)
    let png = try run(["render", "minus", "--point-size", "1", "-o", "d.png"])
    XCTAssertEqual(png.error, "", "a PNG of that size is no PDF page")
  }

  /// The README shows the image its first command writes, `Docs/multiply.circle.fill.png`:
  /// the command must still write those bytes (re-record the picture when the filler's
  /// pixels change on purpose).
  func testTheReadmeCommandWritesTheReadmePicture() throws {
    let result = try run([
      "render", "multiply.circle.fill", "--weight", "semibold", "--scale", "large", "--mode", "palette",
      "--palette", "white,systemBlue", "--point-size", "34", "--rasterization-scale", "2", "-o", "-",
    ])
    XCTAssertEqual(result.status, 0, result.error)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let picture = try Data(contentsOf: root.appendingPathComponent("Docs/multiply.circle.fill.png"))
    XCTAssertTrue(result.output == Array(picture), "the README command's PNG differs from Docs/")
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    XCTAssertTrue(
      readme.contains(
        "swift run -c release symbolctl render multiply.circle.fill --weight semibold --scale large \\\n"
          + "  --mode palette --palette white,systemBlue --point-size 34 --rasterization-scale 2 \\\n"
          + "  -o multiply.circle.fill.png"), "the README's first command changed; update this test")
  }

  func testDefaultOutputIsNamedAfterTheResolvedSymbol() throws {
    let result = try run(["render", "bell.fill", "--variant", "slash"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(try XCTUnwrap(runner).files(), ["bell.slash.fill.png"])
  }

  func testAShapeLeftOutOfTheVariantsIsAWarning() throws {
    let ignored = "variant 'circle' ignored: 'square' is closer to the symbol, and a symbol takes one shape"
    for arguments in [["render", "bell", "-o", "-"], ["info", "bell"]] {
      let drawn = try run(arguments + ["--variant", "square", "--variant", "circle"])
      XCTAssertEqual(drawn.status, 0, drawn.error)
      XCTAssertEqual(drawn.error, "warning: \(ignored)\n", "\(arguments)")
      let one = try run(arguments + ["--variant", "square"])
      XCTAssertEqual(one.error, "", "\(arguments)")
    }
    let info = try run(["info", "bell", "--variant", "square", "--variant", "circle", "--json"])
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(info.output)) as? [String: Any])
    XCTAssertEqual(object["resolvedName"] as? String, "bell.square")
    XCTAssertEqual(object["warnings"] as? [String], [ignored])
  }

  /// `--palette` with another `--mode` was dropped without a word; it is a warning, as an
  /// ignored shape is, on standard error and in `info`'s JSON.
  func testAPaletteWithAnotherModeIsAWarning() throws {
    for mode in ["monochrome", "hierarchical", "multicolor"] {
      let ignored =
        "--palette ignored: only palette mode paints with it, and --mode is \(mode) (use --mode palette, or"
        + " leave --mode out)"
      for arguments in [["render", "bell", "-o", "-"], ["info", "bell"]] {
        let result = try run(arguments + ["--mode", mode, "--palette", "red,blue"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(
          result.error.hasPrefix("warning: \(ignored)\n"), "\(arguments) \(mode): \(result.error)")
      }
      let info = try run(["info", "bell", "--mode", mode, "--palette", "red", "--json"])
      let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(info.output)) as? [String: Any])
      XCTAssertEqual((object["warnings"] as? [String])?.first, ignored)
    }
    for arguments in [["--mode", "palette", "--palette", "red,blue"], ["--palette", "red,blue"]] {
      let result = try run(["info", "folder.fill"] + arguments)
      XCTAssertEqual(result.error, "", "\(arguments)")
    }
  }

  func testInfoJSONHasTheDocumentedFields() throws {
    let result = try run(["info", "speaker.wave.3", "--variable-value", "0.36", "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    XCTAssertEqual(object["resolvedName"] as? String, "speaker.wave.3")
    XCTAssertEqual(object["supportedModes"] as? [String], ["monochrome", "hierarchical", "palette"])
    let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
    XCTAssertEqual(layers.count, 4)
    XCTAssertEqual(layers.map { $0["level"] as? String }, ["primary", "secondary", "secondary", "secondary"])
    XCTAssertTrue(layers[0]["variableIndex"] is NSNull)
    XCTAssertEqual(layers.dropFirst().map { $0["variableIndex"] as? Int }, [0, 1, 2])
    // `auto` thresholds, as computed for three variable layers; none for the speaker.
    XCTAssertTrue(layers[0]["threshold"] is NSNull)
    XCTAssertEqual(layers.dropFirst().map { ($0["threshold"] as? NSNumber)?.doubleValue }, [0, 0.34, 0.68])
    XCTAssertEqual(layers.map { $0["active"] as? Bool }, [true, true, true, false])
    XCTAssertEqual(layers.map { ($0["opacity"] as? NSNumber)?.doubleValue }, [1, 0.5, 0.5, 0.125])
    let rect = try XCTUnwrap(object["alignmentRect"] as? [String: Double])
    XCTAssertEqual(Set(rect.keys), ["x", "y", "width", "height"])
    XCTAssertGreaterThan(rect["width"] ?? 0, 0)
    XCTAssertNotNil(object["baselineOffset"] as? Double)
    XCTAssertEqual(object["pixelWidth"] as? Int, Int(((rect["width"] ?? 0) - 1e-9).rounded(.up)))
    XCTAssertNotNil(object["pixelHeight"] as? Int)
  }

  func testInfoTextGivesEachVariableLayersThreshold() throws {
    let result = try run(["info", "speaker.wave.3", "--variable-value", "0.36"])
    XCTAssertEqual(result.status, 0, result.error)
    let text = String(decoding: result.output, as: UTF8.self)
    // Numbers as --json writes them: 1, not 1.0.
    XCTAssertTrue(text.contains("layer 0: primary, opacity 1, #000000\n"), text)
    XCTAssertTrue(text.contains("layer 1: secondary, opacity 0.5, variable 0 active (threshold 0),"), text)
    XCTAssertTrue(text.contains("layer 2: secondary, opacity 0.5, variable 1 active (threshold 0.34),"), text)
    XCTAssertTrue(
      text.contains("layer 3: secondary, opacity 0.125, variable 2 inactive (threshold 0.68),"), text)
  }

  func testInfoFollowsPointSizeAndRasterizationScale() throws {
    let small = try run(["info", "plus", "--point-size", "10", "--json"])
    let large = try run(["info", "plus", "--point-size", "40", "--rasterization-scale", "3", "--json"])
    let a = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(small.output)) as? [String: Any])
    let b = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(large.output)) as? [String: Any])
    let widthA = try XCTUnwrap((a["alignmentRect"] as? [String: Double])?["width"])
    let widthB = try XCTUnwrap((b["alignmentRect"] as? [String: Double])?["width"])
    XCTAssertEqual(widthB / widthA, 4, accuracy: 0.2, "outline masters change weight, so not exactly 4")
    XCTAssertEqual(b["pixelWidth"] as? Int, Int((widthB * 3 - 1e-9).rounded(.up)))
  }

  /// Names and arguments are quoted in messages as given: control characters in them went
  /// to the terminal raw (`render $'x\e[31mred'` turned the terminal red); they are escaped.
  func testControlCharactersInMessagesAreEscaped() throws {
    let result = try run(["render", "x\u{1B}[31mred\u{7}\r\u{9B}", "-o", "out.png"])
    XCTAssertEqual(result.status, 1, result.error)
    XCTAssertTrue(
      result.error.hasPrefix("error: unknown symbol 'x\\x1B[31mred\\x07\\x0D\\u{9B}'"), result.error)
    XCTAssertFalse(
      result.error.unicodeScalars.contains {
        $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
      },
      result.error)
    let option = try run(["render", "bell", "--weight", "\u{1B}]0;title\u{7}"])
    XCTAssertEqual(option.status, 64, option.error)
    XCTAssertTrue(
      option.error.hasPrefix("error: --weight '\\x1B]0;title\\x07' is not a weight"), option.error)
    // A right-to-left override made the rest of the line read backwards.
    let bidi = try run(["render", "bell\u{202E}gnp.exe\u{2066}", "-o", "out.png"])
    XCTAssertEqual(bidi.status, 1, bidi.error)
    XCTAssertTrue(
      bidi.error.hasPrefix("error: unknown symbol 'bell\\u{202E}gnp.exe\\u{2066}'"), bidi.error)
  }

  func testUnknownSymbolSuggestsAndWritesNothing() throws {
    let result = try run(["render", "bel", "-o", "out.png"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.hasPrefix("error: unknown symbol 'bel'; did you mean"), result.error)
    XCTAssertTrue(result.error.contains("'bell'"), result.error)
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  func testInvalidOptionValuesFailWithWhatIsAccepted() throws {
    let cases: [([String], String)] = [
      (["--point-size", "nan"], "--point-size"), (["--point-size", "-3"], "--point-size"),
      (["--point-size", "1e9"], "--point-size"), (["--rasterization-scale", "0"], "--rasterization-scale"),
      (["--rasterization-scale", "inf"], "--rasterization-scale"),
      (["--variable-value", "nan"], "--variable-value"),
      (["--color", "nocolour"], "--color"), (["--palette", "red,,blue"], "--palette"),
      (["--weight", "fat"], "--weight"), (["--weight", "1000"], "--weight"),
      (["--scale", "huge"], "--scale"),
      (["--mode", "sepia"], "--mode"), (["--appearance", "dim"], "--appearance"),
      (["--variant", "triangle"], "--variant"), (["--format", "gif"], "--format"),
    ]
    for (options, option) in cases {
      let result = try run(["render", "bell", "-o", "out.png"] + options)
      XCTAssertEqual(result.status, 64, "\(options): \(result.error)")
      XCTAssertTrue(result.error.hasPrefix("error: "), "\(options): \(result.error)")
      XCTAssertTrue(result.error.contains(option), "\(options): \(result.error)")
      XCTAssertTrue(
        result.error.contains("accepted") || result.error.contains("must be")
          || result.error.contains("one of"),
        "\(options): \(result.error)")
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  func testUnreadableFontFailsAndKeepsTheExistingOutput() throws {
    try XCTUnwrap(runner).write("precious", to: "out.png")
    try XCTUnwrap(runner).write("not a font", to: "font.ttf")
    for font in ["font.ttf", "missing.ttf"] {
      let result = try run(["render", "bell", "--font", font, "-o", "out.png"])
      XCTAssertEqual(result.status, 1, result.error)
      XCTAssertTrue(result.error.contains(font), result.error)
    }
    XCTAssertEqual(try XCTUnwrap(runner).contents("out.png"), Array("precious".utf8))
    XCTAssertEqual(try XCTUnwrap(runner).files(), ["font.ttf", "out.png"])
  }

  func testAnOutputThatIsTheFontIsRefused() throws {
    let font = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    try font.write(to: try XCTUnwrap(runner).url("font.ttf"))
    let result = try run(["render", "bell", "--font", "font.ttf", "-o", "font.ttf"])
    XCTAssertEqual(result.status, 1, result.error)
    XCTAssertEqual(
      result.error,
      "error: font.ttf: the output is the same file as --font font.ttf, which writing would replace; name"
        + " another output with -o\n")
    XCTAssertEqual(try XCTUnwrap(runner).contents("font.ttf"), Array(font))
  }

  /// The default output name (the drawn name) is checked against `--font` too: a font
  /// named `bell.png` was replaced by the drawing of `render bell --font bell.png`.
  func testADefaultOutputThatIsTheFontIsRefused() throws {
    let font = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    try font.write(to: try XCTUnwrap(runner).url("bell.png"))
    let result = try run(["render", "bell", "--font", "bell.png"])
    XCTAssertEqual(result.status, 1, result.error)
    XCTAssertEqual(
      result.error,
      "error: bell.png: the output is the same file as --font bell.png, which writing would replace; name"
        + " another output with -o\n")
    XCTAssertEqual(try XCTUnwrap(runner).contents("bell.png"), Array(font))
    XCTAssertEqual(try XCTUnwrap(runner).files(), ["bell.png"])
  }

  func testOversizedImageIsRefusedWithTheLimit() throws {
    for format in ["png", "svg", "pdf"] {
      let result = try run([
        "render", "bell", "--point-size", "4000", "--rasterization-scale", "64", "--format", format, "-o",
        "out",
      ])
      XCTAssertEqual(result.status, 1, result.error)
      XCTAssertTrue(result.error.contains("16384"), result.error)
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  func testOutputIntoAMissingDirectoryFailsCleanly() throws {
    let result = try run(["render", "bell", "-o", "missing/out.png"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("missing/out.png"), result.error)
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  /// An output named near the 255-byte limit of a file name is written: its temporary file,
  /// `.NAME.tmp-PID-RANDOM` beside it, made the write fail "File name too long".
  func testAnOutputNamedNearTheNameLimitIsWritten() throws {
    let name = String(repeating: "a", count: 240) + ".png"
    let result = try run(["render", "bell", "-o", name])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(try XCTUnwrap(runner).files(), [name])
  }

  func testFontChangesCapHeightAndStroke() throws {
    let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    let result = try run(["info", "minus", "--font", font, "--point-size", "20", "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    // DejaVu Sans Bold: cap height 1493, stem of l 358, 2048 units per em.
    XCTAssertEqual(object["capHeight"] as? Double ?? 0, 1493.0 / 2048 * 20, accuracy: 1e-6)
    XCTAssertEqual(object["strokeWidth"] as? Double ?? 0, 358.0 / 2048 * 20, accuracy: 0.02)
  }

  func testOutputThroughASymbolicLinkWritesItsTarget() throws {
    let runner = try XCTUnwrap(runner)
    try runner.write("old", to: "target.png")
    try FileManager.default.createSymbolicLink(
      atPath: runner.url("link.png").path, withDestinationPath: "target.png")
    let result = try run(["render", "bell", "-o", "link.png"])
    XCTAssertEqual(result.status, 0, result.error)
    let attributes = try FileManager.default.attributesOfItem(atPath: runner.url("link.png").path)
    XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink, "the link must stay a link")
    XCTAssertEqual(Array(try XCTUnwrap(runner.contents("target.png")).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    XCTAssertEqual(try runner.files(), ["link.png", "target.png"])
  }

  func testOutputToDevNullLeavesTheDevice() throws {
    for format in ["png", "svg", "pdf"] {
      let result = try run(["render", "bell", "--format", format, "-o", "/dev/null"])
      XCTAssertEqual(result.status, 0, result.error)
      let test = try Process.run(URL(fileURLWithPath: "/usr/bin/test"), arguments: ["-c", "/dev/null"])
      test.waitUntilExit()
      XCTAssertEqual(test.terminationStatus, 0, "test -c /dev/null after -o /dev/null (\(format))")
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  func testOutputToDevStdoutThroughItsLinksReachesThePipe() throws {
    let viaLink = try run(["render", "bell", "-o", "/dev/stdout"])
    let direct = try run(["render", "bell", "-o", "-"])
    XCTAssertEqual(viaLink.status, 0, viaLink.error)
    XCTAssertEqual(Array(viaLink.output.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    XCTAssertEqual(viaLink.output, direct.output)
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  /// `-o /dev/stdout` with standard output redirected to a file writes into the open file, as
  /// the shell set it up: `>>` appends, and what the shell wrote before and after stays.
  func testOutputToDevStdoutRedirectedToAFileKeepsTheFile() throws {
    let runner = try XCTUnwrap(runner)
    let tool = try XCTUnwrap(BuiltTool.locate("symbolctl"))
    let script =
      "printf 'header\\n' > log; \"$0\" render bell -o /dev/stdout >> log; status=$?; "
      + "printf 'trailer\\n' >> log; exit $status"
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", script, tool.path]
    shell.currentDirectoryURL = runner.directory
    try shell.run()
    shell.waitUntilExit()
    XCTAssertEqual(shell.terminationStatus, 0)
    let image = try run(["render", "bell", "-o", "-"])
    let log = try XCTUnwrap(runner.contents("log"))
    XCTAssertEqual(log, Array("header\n".utf8) + image.output + Array("trailer\n".utf8))
    XCTAssertEqual(try runner.files(), ["log"])
  }

  /// `echo hi | symbolctl render heart -o /dev/stdin` wrote the image into the tool's own
  /// input pipe, where nothing reads it, and exited 0; an image larger than the pipe's
  /// buffer waited forever. Standard input is refused by any of its names, before drawing.
  func testStandardInputIsRefusedAsTheOutput() throws {
    let runner = try XCTUnwrap(runner)
    try runner.write(RenderSVGCommandTests.sample, to: "icon.svg")
    let runs = [
      ["render", "heart", "-o", "/dev/stdin"],
      ["render", "heart", "--format", "svg", "-o", "/dev/fd/0"],
      ["render", "heart", "-o", "/proc/self/fd/0"],
      ["render-svg", "icon.svg", "-o", "/dev/stdin"],
      // Larger than a pipe's buffer, and seconds to draw in a debug build.
      ["render", "photo", "--point-size", "4000", "--mode", "hierarchical", "-o", "/dev/stdin"],
    ]
    for arguments in runs {
      let output = arguments[arguments.count - 1]
      let (result, timedOut) = try runner.runReadingAnOpenPipe(arguments, timeout: 20)
      XCTAssertFalse(timedOut, "\(arguments) still running after 20 s")
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(
        result.error,
        "error: \(output): cannot write \(output): it is standard input, which this"
          + " process reads; name a file, or /dev/stdout for standard output\n", "\(arguments)")
    }
    XCTAssertEqual(try runner.files(), ["icon.svg"])
    // Other outputs are written as before while standard input is such a pipe.
    for output in ["/dev/stdout", "/dev/null", "out.png"] {
      let (result, timedOut) = try runner.runReadingAnOpenPipe(
        ["render", "heart", "-o", output], timeout: 20)
      XCTAssertFalse(timedOut, output)
      XCTAssertEqual(result.status, 0, result.error)
    }
    XCTAssertEqual(Array(try XCTUnwrap(runner.contents("out.png")).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
  }

  func testADirectoryAsOutputIsRefused() throws {
    let runner = try XCTUnwrap(runner)
    try FileManager.default.createDirectory(at: runner.url("out.png"), withIntermediateDirectories: false)
    let result = try run(["render", "bell", "-o", "out.png"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("out.png"), result.error)
    XCTAssertTrue(result.error.contains("Is a directory"), result.error)
    XCTAssertEqual(try runner.files(), ["out.png"])
  }
}
