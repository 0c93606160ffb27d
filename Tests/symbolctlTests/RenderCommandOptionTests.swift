import Foundation
import XCTest

/// The built `symbolctl render` and `info` against bad option values (exit status, message
/// naming the option and what it accepts), an existing output that must survive every
/// refusal byte for byte, and `-o -` in every format.
final class RenderCommandOptionTests: SymbolctlTestCase {
  /// Out-of-range sizes and scales with the option and the range the message must name.
  private static let sizeCases: [(options: [String], option: String, accepted: String)] = [
    (["--rasterization-scale", "-1"], "--rasterization-scale", "of at least 0.01"),
    (["--rasterization-scale", "nan"], "--rasterization-scale", "of at least 0.01"),
    (["--rasterization-scale", "0"], "--rasterization-scale", "of at least 0.01"),
    (["--rasterization-scale", "0.001"], "--rasterization-scale", "of at least 0.01"),
    (["--point-size", "0"], "--point-size", "from 1 to 4096"),
    (["--point-size", "1e-300"], "--point-size", "from 1 to 4096"),
    (["--point-size", "-inf"], "--point-size", "from 1 to 4096"),
  ]

  func testSizesAndScalesOutOfRangeNameTheOptionAndTheRange() throws {
    for command in ["render", "info"] {
      for (options, option, accepted) in Self.sizeCases {
        let result = try run([command, "bell"] + options)
        XCTAssertEqual(result.status, 64, "\(command) \(options): \(result.error)")
        XCTAssertTrue(
          result.error.hasPrefix("error: \(option) must be"), "\(command) \(options): \(result.error)")
        XCTAssertTrue(result.error.contains(accepted), "\(command) \(options): \(result.error)")
        XCTAssertTrue(result.output.isEmpty, "\(command) \(options) printed something")
      }
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  /// An empty path is a wrong command line (64) naming the option or argument, whichever
  /// takes it: `--font ""`, `render-svg ""` and `font-info ""` were runtime failures
  /// ("error: : cannot open: …", exit 1), unlike `-o ""` and `--catalog ""`.
  func testAnEmptyPathIsAUsageErrorNamingWhatTakesIt() throws {
    let cases: [(arguments: [String], message: String)] = [
      (["render", "bell", "--font", "", "-o", "out.png"], "--font needs a font file name"),
      (["info", "bell", "--font", ""], "--font needs a font file name"),
      (["render-svg", ""], "<file> needs a file name: the SVG file to render"),
      (["font-info", ""], "<font> needs a file name: the font file to read"),
      (["render", "bell", "-o", ""], "-o/--output needs a file name, or - for standard output"),
      (["list", "--catalog", ""], "--catalog needs a folder name"),
      (["render", ""], "<name> needs a symbol name, such as bell (symbolctl list shows them)"),
      (["info", ""], "<name> needs a symbol name, such as bell (symbolctl list shows them)"),
      (["resolve", "", "--json"], "<name> needs a symbol name, such as bell (symbolctl list shows them)"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.hasPrefix("error: \(message)\n"), "\(arguments): \(result.error)")
      XCTAssertTrue(result.output.isEmpty, "\(arguments)")
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  /// Swift's `Double(_:)` reads hexadecimal, so `--weight 0x190` drew weight 400 and
  /// `--point-size 0x10` 16 points; numbers are decimal, as the README and help give them,
  /// so hexadecimal is refused (64) naming the option, the value and what is accepted.
  func testHexadecimalNumbersAreRefused() throws {
    let cases: [(arguments: [String], message: String)] = [
      (
        ["render", "bell", "--weight", "0x190", "-o", "out.png"],
        "error: --weight '0x190' is a hexadecimal number; accepted: ultralight"
      ),
      (
        ["render", "bell", "--point-size", "0x10", "-o", "out.png"],
        "error: The value '0x10' is invalid for '--point-size <point-size>': a hexadecimal number; accepted:"
          + " a number from 1 to 4096 (points), written in decimal"
      ),
      (["info", "bell", "--rasterization-scale", "-0X1p4"], "'--rasterization-scale <rasterization-scale>'"),
      (["info", "bell", "--variable-value", "0x0.8"], "'--variable-value <variable-value>': a hexadecimal"),
      (["render-svg", "in.svg", "--width", "0x100"], "'--width <width>': a hexadecimal number"),
      (["render-svg", "in.svg", "--height", "+0x100"], "'--height <height>': a hexadecimal number"),
      (["render-svg", "in.svg", "--size", "0x100"], "'--size <size>': a hexadecimal number"),
      (["render-svg", "in.svg", "--scale", "0x2"], "'--scale <scale>': a hexadecimal number"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.contains(message), "\(arguments): \(result.error)")
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
    // Decimal forms, exponents included, are still read.
    let decimal = try run([
      "info", "bell", "--weight", "4e2", "--point-size", "+1.6e1", "--variable-value", ".5",
    ])
    XCTAssertEqual(decimal.status, 0, decimal.error)
  }

  /// `1e-400` reads as 0 and `1e400` as infinity, so the range check said "got 0" of a
  /// value the user did not write: a number past what a `Double` holds is refused as such.
  func testNumbersPastADoublesRangeAreRefusedAsWritten() throws {
    let cases: [(arguments: [String], message: String)] = [
      (
        ["render", "bell", "--point-size", "1e-400", "-o", "out.png"],
        "error: The value '1e-400' is invalid for '--point-size <point-size>': a number too close to 0 to"
          + " represent; accepted: a number from 1 to 4096 (points)"
      ),
      (["info", "bell", "--rasterization-scale", "-2.5E-999"], "'-2.5E-999' is invalid for"),
      (
        ["info", "bell", "--variable-value", "1e400"],
        "a number too large to represent; accepted: a number in 0...1"
      ),
      (["render-svg", "in.svg", "--scale", "0.000001e-999"], "a number too close to 0 to represent"),
      (["render-svg", "in.svg", "--size", "-9e9999"], "a number too large to represent"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.error)")
      XCTAssertTrue(result.error.contains(message), "\(arguments): \(result.error)")
      XCTAssertFalse(result.error.contains("got 0"), "\(arguments): \(result.error)")
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
    // Zero written as such, and infinity spelt out, still reach the range checks.
    let zero = try run(["info", "bell", "--point-size", "0e-999"])
    XCTAssertTrue(
      zero.error.contains("--point-size must be a number from 1 to 4096 (points); got 0"), zero.error)
    let infinite = try run(["info", "bell", "--point-size", "-inf"])
    XCTAssertTrue(infinite.error.contains("got -inf"), infinite.error)
  }

  func testTheLimitsThemselvesAreAccepted() throws {
    let result = try run(["info", "bell", "--point-size", "1", "--rasterization-scale", "0.01", "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    XCTAssertEqual(object["pixelWidth"] as? Int, 1)
  }

  /// DESIGN.md allows any rasterisation scale above the floor: only the image it makes is
  /// limited, so a 1 pt symbol renders at 100 px per point, and a scale so large that no
  /// image could hold it is refused for the image's size (exit 1), not as an option.
  func testLargeScalesAreLimitedOnlyByTheImageSize() throws {
    let small = try run(["info", "bell", "--point-size", "1", "--rasterization-scale", "100", "--json"])
    XCTAssertEqual(small.status, 0, small.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(small.output)) as? [String: Any])
    let width = try XCTUnwrap(object["pixelWidth"] as? Int)
    XCTAssertTrue((100...200).contains(width), "\(width) px")
    let huge = try run(["render", "bell", "--rasterization-scale", "1e300", "-o", "huge.png"])
    XCTAssertEqual(huge.status, 1, huge.error)
    XCTAssertTrue(huge.error.contains("16384 px a side"), huge.error)
    XCTAssertNil(try XCTUnwrap(runner).contents("huge.png"))
  }

  func testAnUnknownPaletteEntryIsNamed() throws {
    for command in ["render", "info"] {
      let result = try run([command, "bell", "--palette", "red,notacolour,blue"])
      XCTAssertEqual(result.status, 64, result.error)
      XCTAssertTrue(result.error.contains("--palette 'notacolour'"), result.error)
      XCTAssertTrue(result.error.contains("accepted: #rgb"), result.error)
    }
    // What is wrong is said too, as render-svg says it: the options gave only what is accepted.
    for (arguments, problem) in [
      (["--color", "rgb(1,2"], "invalid --color 'rgb(1,2': missing ')'; accepted: #rgb"),
      (
        ["--color", "#12"],
        "invalid --color '#12': hex colour '#12' has 2 digits, expected 3, 4, 6 or 8; accepted:"
      ),
      (
        ["--palette", "red,,blue"],
        "invalid --palette 'red,,blue': colour 2 of 3 is empty; accepted: one or more"
      ),
    ] {
      let result = try run(["info", "bell"] + arguments)
      XCTAssertEqual(result.status, 64, result.error)
      XCTAssertTrue(result.error.hasPrefix("error: \(problem)"), result.error)
    }
  }

  /// Options that change nothing in the drawing are warned about, as `--palette` with
  /// another mode is: a variable value or `--hide-inactive` on a symbol without variable
  /// layers, and `--mode palette` without `--palette` (every layer in the foreground colour,
  /// as hierarchical); all three passed without a word.
  func testOptionsThatChangeNothingAreWarnedAbout() throws {
    func warnings(_ arguments: [String]) throws -> [String] {
      let result = try run(["info"] + arguments + ["--json"])
      XCTAssertEqual(result.status, 0, result.error)
      let object = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
      return try XCTUnwrap(object["warnings"] as? [String])
    }
    XCTAssertEqual(
      try warnings(["heart", "--variable-value", "0.5"]),
      ["symbol 'heart' has no variable layers, so the variable value 0.5 changes nothing"])
    XCTAssertEqual(
      try warnings(["heart", "--variable-value", "0.5", "--hide-inactive"]),
      [
        "symbol 'heart' has no variable layers, so the variable value 0.5 and hiding inactive layers change nothing"
      ])
    XCTAssertEqual(try warnings(["wifi", "--variable-value", "0.5", "--hide-inactive"]), [])
    let palette =
      "palette mode without palette colours draws every layer in the foreground colour, as hierarchical mode"
      + " does; give the palette's colours, primary first"
    XCTAssertEqual(try warnings(["wifi", "--mode", "palette"]), [palette])
    XCTAssertEqual(try warnings(["wifi", "--mode", "palette", "--palette", "red"]), [])
    XCTAssertEqual(try warnings(["wifi", "--mode", "hierarchical"]), [])
    // `none` keeps the variants the name spells, and says so here too.
    XCTAssertEqual(
      try warnings(["bell.fill", "--variant", "none"]),
      [
        "variant 'none' clears the variants asked for before it, not those the name 'bell.fill' spells; ask"
          + " for 'bell' to leave them out"
      ])
    let rendered = try run(["render", "heart", "--variable-value", "1", "-o", "heart.png"])
    XCTAssertEqual(rendered.status, 0, rendered.error)
    XCTAssertEqual(
      rendered.error,
      "warning: symbol 'heart' has no variable layers, so the variable value 1 changes nothing\n")
    // Numbers as the user writes them: `2`, not Swift's `2.0`.
    let clamped = try run(["render", "wifi", "--variable-value", "2", "-o", "wifi.png"])
    XCTAssertEqual(clamped.status, 0, clamped.error)
    XCTAssertEqual(clamped.error, "warning: variable value 2 is outside 0...1; using 1\n")
    let below = try run(["render", "wifi", "--variable-value", "-0.25", "-o", "wifi.png"])
    XCTAssertEqual(below.error, "warning: variable value -0.25 is outside 0...1; using 0\n")
  }

  /// `currentColor` and `foreground`, in any case as CSS keywords are, stand for the
  /// appearance's foreground: white in the dark appearance, as with no `--color` at all
  /// (they gave black there).
  func testCurrentColorIsTheForegroundOfTheAppearance() throws {
    for (appearance, expected) in [("dark", "#ffffff"), ("light", "#000000")] {
      for colour in [
        ["--color", "currentColor"], ["--color", "CURRENTCOLOR"], ["--palette", "Foreground,red"], [],
      ] {
        let result = try run(
          [
            "info", "heart", "--mode", colour.first == "--palette" ? "palette" : "monochrome", "--appearance",
            appearance,
          ]
            + colour + ["--json"])
        XCTAssertEqual(result.status, 0, "\(colour): \(result.error)")
        let object = try XCTUnwrap(
          try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
        let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.first?["color"] as? String, expected, "\(appearance) \(colour)")
      }
    }
  }

  func testADirectoryAsFontIsRefusedByRenderAndInfo() throws {
    let runner = try XCTUnwrap(runner)
    try FileManager.default.createDirectory(at: runner.url("fonts"), withIntermediateDirectories: false)
    for command in ["render", "info"] {
      let result = try run([command, "bell", "--font", "fonts"])
      XCTAssertEqual(result.status, 1, result.error)
      XCTAssertTrue(result.error.hasPrefix("error: fonts: cannot use the font"), result.error)
      XCTAssertTrue(result.error.contains("directory"), result.error)
      XCTAssertTrue(result.error.contains("accepted: a TrueType or OpenType font file"), result.error)
      // The file is named once, first; the library's reason follows without it.
      XCTAssertEqual(result.error.components(separatedBy: "fonts").count, 2, result.error)
      XCTAssertTrue(result.output.isEmpty)
    }
    XCTAssertEqual(try runner.files(), ["fonts"])
  }

  func testInfoReportsTheSameOptionErrorsAsRender() throws {
    let cases: [[String]] = [
      ["--color", "nocolour"], ["--weight", "fat"], ["--scale", "huge"], ["--mode", "sepia"],
      ["--appearance", "dim"], ["--variant", "triangle"], ["--variable-value", "nan"],
      // A negative number is the option's value, not another option ("Missing value" before).
      ["--weight", "-1"],
    ]
    for options in cases {
      let render = try run(["render", "bell", "-o", "out.png"] + options)
      let info = try run(["info", "bell"] + options)
      XCTAssertEqual(render.status, 64, "\(options): \(render.error)")
      XCTAssertEqual(info.status, 64, "\(options): \(info.error)")
      // The first line is the message; the usage line after it names the command.
      XCTAssertEqual(
        render.error.split(separator: "\n").first, info.error.split(separator: "\n").first, "\(options)")
      XCTAssertFalse(render.error.contains("Missing value"), render.error)
    }
  }

  func testAnExistingOutputSurvivesEveryRefusal() throws {
    let runner = try XCTUnwrap(runner)
    try runner.write("precious", to: "out.png")
    try FileManager.default.createDirectory(at: runner.url("fonts"), withIntermediateDirectories: false)
    let failures =
      Self.sizeCases.map(\.options) + [
        ["--palette", "red,notacolour"], ["--font", "fonts"], ["--font", "missing.ttf"],
        ["--weight", "1000"], ["--variable-value", "nan"],
        // Oversized in every format: refused before anything is written.
        ["--point-size", "4000", "--rasterization-scale", "64"],
        ["--point-size", "4000", "--rasterization-scale", "64", "--format", "svg"],
        ["--point-size", "4000", "--rasterization-scale", "64", "--format", "pdf"],
        ["--point-size", "4096", "--rasterization-scale", "5"],
      ]
    for options in failures {
      let result = try run(["render", "bell", "-o", "out.png"] + options)
      XCTAssertNotEqual(result.status, 0, "\(options)")
      XCTAssertTrue(result.error.hasPrefix("error: "), "\(options): \(result.error)")
      XCTAssertEqual(runner.contents("out.png"), Array("precious".utf8), "\(options) changed the output")
      XCTAssertEqual(try runner.files(), ["fonts", "out.png"], "\(options) left a file behind")
    }
  }

  func testOversizeRefusalNamesBothOptionsAndTheLimit() throws {
    let result = try run([
      "render", "bell", "--point-size", "4000", "--rasterization-scale", "64", "-o", "out.png",
    ])
    XCTAssertEqual(result.status, 1, result.error)
    for part in [
      "--point-size 4000", "--rasterization-scale 64", "16384 px a side and 64 megapixels",
      // The largest point size that fits at this scale: 64 megapixels of the 271,367 ×
      // 243,512 asked for is 3.19% of the area, so 4000 · √0.0319 ≈ 127.47 points; but there
      // each side rounds up, to 8648 × 7761 px, 8,264 pixels too many, so 127.46.
      "or at this scale a --point-size of at most 127.46",
      // And the largest scale that fits at this point size.
      "choose a --rasterization-scale of at most 2.03 at this point size",
    ] {
      XCTAssertTrue(result.error.contains(part), "\(part): \(result.error)")
    }
  }

  /// `info` reports an image render refuses in full, with render's message as a warning on
  /// standard error and in the JSON, and succeeds; one render accepts has no such warning.
  func testInfoWarnsAboutAnImageRenderRefuses() throws {
    let options = ["info", "bell", "--point-size", "4000", "--rasterization-scale", "64"]
    let text = try run(options)
    XCTAssertEqual(text.status, 0, text.error)
    let refused = try run([
      "render", "bell", "--point-size", "4000", "--rasterization-scale", "64", "-o", "out.png",
    ])
    let message = try XCTUnwrap(refused.error.split(separator: "\n").first).dropFirst("error: ".count)
    XCTAssertEqual(text.error, "warning: render would refuse this image: \(message)\n")
    XCTAssertTrue(String(decoding: text.output, as: UTF8.self).contains("271367 × 243512 px"))

    let json = try run(options + ["--json"])
    XCTAssertEqual(json.status, 0, json.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
    XCTAssertEqual(object["warnings"] as? [String], ["render would refuse this image: \(message)"])
    XCTAssertEqual(object["pixelWidth"] as? Int, 271_367)

  }

  /// The point size the refusal suggests is one render accepts, at every scale, though each
  /// side is rounded up to whole pixels.
  func testTheSuggestedPointSizeFits() throws {
    for scale in ["64", "37", "16.5", "9"] {
      let refused = try run(["info", "bell", "--point-size", "4096", "--rasterization-scale", scale])
      let suggested = try XCTUnwrap(refused.error.components(separatedBy: "--point-size of at most ").last)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      XCTAssertNotNil(Double(suggested), refused.error)
      let fitting = try run(["info", "bell", "--point-size", suggested, "--rasterization-scale", scale])
      XCTAssertEqual(fitting.status, 0, fitting.error)
      XCTAssertEqual(fitting.error, "", "--point-size \(suggested) at scale \(scale)")
      // A hundredth of a point more no longer fits, so the suggestion is the largest.
      let above = String(format: "%.2f", try XCTUnwrap(Double(suggested)) + 0.02)
      let over = try run(["info", "bell", "--point-size", above, "--rasterization-scale", scale])
      XCTAssertTrue(over.error.contains("render would refuse"), "--point-size \(above) at scale \(scale)")
    }
  }

  /// A scale so large that no point size fits is an option to lower, not a fault of the
  /// symbol (the clean catalog was blamed, "check its file with symbol-lint"): the refusal
  /// names the largest scale that fits at this point size, which render accepts, while a
  /// hundredth more is refused.
  func testAScaleTooLargeForAnyPointSizeNamesTheScaleThatFits() throws {
    let refused = try run(["render", "bell", "--rasterization-scale", "16000", "-o", "out.png"])
    XCTAssertEqual(refused.status, 1, refused.error)
    XCTAssertFalse(refused.error.contains("symbol-lint"), refused.error)
    XCTAssertTrue(refused.error.contains("(at this scale even --point-size 1 would not fit)"), refused.error)
    let suggested = try XCTUnwrap(
      refused.error.firstMatch(of: #/--rasterization-scale of at most ([0-9.]+) at this point size/#)?.1,
      refused.error)
    let fitting = try run(["info", "bell", "--rasterization-scale", String(suggested)])
    XCTAssertEqual(fitting.status, 0, fitting.error)
    XCTAssertEqual(fitting.error, "", "--rasterization-scale \(suggested)")
    let above = String(format: "%.2f", try XCTUnwrap(Double(suggested)) + 0.01)
    let over = try run(["info", "bell", "--rasterization-scale", above])
    XCTAssertTrue(over.error.contains("render would refuse"), "--rasterization-scale \(above)")
    XCTAssertNil(try XCTUnwrap(runner).contents("out.png"))
  }

  /// The image's size is reported as it is, not as the Int32.max each side was clamped to
  /// (2147483647×2147483647 px at any huge scale), and one that overflows a double says so.
  func testAnImagePastTheClampIsReportedAtItsRealSize() throws {
    let info = try run(["info", "bell", "--rasterization-scale", "1e300", "--json"])
    XCTAssertEqual(info.status, 0, info.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(info.output)) as? [String: Any])
    let width = try XCTUnwrap(object["pixelWidth"] as? Double)
    XCTAssertTrue(width > 1e301 && width < 1e302, "\(width)")
    XCTAssertFalse(info.error.contains("2147483647"), info.error)
    let render = try run(["render", "bell", "--rasterization-scale", "1e300", "-o", "out.png"])
    XCTAssertEqual(render.status, 1, render.error)
    XCTAssertTrue(render.error.contains("the image would be 1.8"), render.error)
    XCTAssertFalse(render.error.contains("2147483647"), render.error)
    let overflow = try run(["render", "bell", "--rasterization-scale", "1e308", "-o", "out.png"])
    XCTAssertEqual(overflow.status, 1, overflow.error)
    XCTAssertTrue(
      overflow.error.contains("the image would be too large to count in pixels (a side overflows)"),
      overflow.error)
    XCTAssertNil(try XCTUnwrap(runner).contents("out.png"))
  }

  /// A mistyped coordinate (1e30) makes a symbol too large at any point size: the message
  /// says so and points to symbol-lint rather than to the options.
  func testASymbolTooLargeAtAnyPointSizeIsBlamedOnItsGeometry() throws {
    let runner = try XCTUnwrap(runner)
    try FileManager.default.createDirectory(at: runner.url("catalog"), withIntermediateDirectories: false)
    try runner.write(#"{"symbols": [{"name": "dot"}]}"#, to: "catalog/manifest.json")
    try runner.write(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="120" viewBox="0 0 100 120">
        <g id="Guides">
          <line id="Baseline-S" x1="0" y1="90" x2="100" y2="90"/>
          <line id="Capline-S" x1="0" y1="20" x2="100" y2="20"/>
          <line id="left-margin-Regular-S" x1="20" y1="0" x2="20" y2="120"/>
          <line id="right-margin-Regular-S" x1="80" y1="0" x2="80" y2="120"/>
        </g>
        <g id="Symbols"><g id="Regular-S"><path d="M30 20 H70 V1e30 H30 Z"/></g></g>
      </svg>
      """, to: "catalog/dot.svg")
    let result = try run(["render", "dot", "--catalog", "catalog", "--point-size", "1", "-o", "out.png"])
    XCTAssertEqual(result.status, 1, result.error)
    XCTAssertTrue(
      result.error.contains("even --point-size 1 at --rasterization-scale 0.01 would not fit"), result.error)
    XCTAssertTrue(result.error.contains("check its file with symbol-lint"), result.error)
    XCTAssertNil(runner.contents("out.png"))
  }

  func testStandardOutputInEveryFormatMatchesTheFile() throws {
    let runner = try XCTUnwrap(runner)
    let signatures: [(format: String, prefix: [UInt8])] = [
      ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), ("svg", Array("<?xml".utf8)),
      ("pdf", Array("%PDF-1.4".utf8)),
    ]
    for (format, prefix) in signatures {
      let options = ["render", "folder.fill", "--mode", "hierarchical", "--format", format]
      let piped = try run(options + ["-o", "-"])
      XCTAssertEqual(piped.status, 0, piped.error)
      XCTAssertEqual(Array(piped.output.prefix(prefix.count)), prefix, format)
      XCTAssertEqual(try runner.files(), [], "-o - writes no file")
      let file = try run(options + ["-o", "image"])
      XCTAssertEqual(file.status, 0, file.error)
      XCTAssertEqual(runner.contents("image"), piped.output, "\(format): standard output and the file agree")
      try FileManager.default.removeItem(at: runner.url("image"))
    }
  }
}
