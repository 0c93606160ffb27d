import Foundation
import SymbolTestSupport
import XCTest

/// `--font-index` picks a face of a font collection, in `font-info` and in `render` and
/// `info` with `--font`; and `font-info` warns about metrics `render --font` refuses.
///
/// The collection is built in the scratch directory from two capitals-only fonts that store
/// different cap heights (650 and 720 units), so which face was read shows in the numbers.
final class FontCollectionCommandTests: SymbolctlTestCase {
  private func writeCollection() throws {
    let runner = try XCTUnwrap(runner)
    let bytes = try FontCollection.bytes(of: [
      CapitalsOnlyFont.bytes(storedCapHeight: 650, storedXHeight: 400),
      CapitalsOnlyFont.bytes(storedCapHeight: 720, storedXHeight: 450),
    ])
    try Data(bytes).write(to: runner.url("two.ttc"))
    try Data(CapitalsOnlyFont.bytes(storedCapHeight: 720, storedXHeight: 450)).write(
      to: runner.url("second.ttf"))
  }

  private func object(_ arguments: [String]) throws -> [String: Any] {
    let result = try run(arguments)
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.error, "")
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
  }

  func testFontInfoReadsTheFaceAsked() throws {
    try writeCollection()
    let first = try object(["font-info", "two.ttc", "--json"])
    XCTAssertEqual(first["faceIndex"] as? Int, 0)
    XCTAssertEqual(first["faceCount"] as? Int, 2)
    XCTAssertEqual(first["capHeight"] as? Double, 650)
    let second = try object(["font-info", "two.ttc", "--font-index", "1", "--json"])
    XCTAssertEqual(second["faceIndex"] as? Int, 1)
    XCTAssertEqual(second["capHeight"] as? Double, 720)
    XCTAssertEqual(second["xHeight"] as? Double, 450)
  }

  func testAFaceThatIsNotThereFailsWithStatus1() throws {
    try writeCollection()
    let result = try run(["font-info", "two.ttc", "--font-index", "2"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, [])
    XCTAssertTrue(
      result.error.contains("has 2 faces, so face index 2 does not exist (accepted: 0 to 1)"), result.error)
    let font = ["--font", "two.ttc", "--font-index", "2"]
    for arguments in [["render", "bell", "-o", "out.png"] + font, ["info", "bell"] + font] {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 1, "\(arguments)")
      // The file named once (FontError's message ends with it again).
      XCTAssertEqual(
        result.error,
        "error: two.ttc: cannot use the font (--font-index): the font collection has 2 faces, so face index 2"
          + " does not exist (accepted: 0 to 1)\n")
    }
    XCTAssertFalse(try XCTUnwrap(runner).files().contains("out.png"))
  }

  func testANegativeIndexOrOneWithoutAFontIsAUsageError() throws {
    try writeCollection()
    for arguments in [
      ["font-info", "two.ttc", "--font-index", "-1"], ["render", "bell", "--font-index", "1"],
      ["info", "bell", "--font-index", "0"], ["render", "bell", "--font", "two.ttc", "--font-index", "-1"],
    ] {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.error.contains("--font-index"), result.error)
    }
  }

  func testRenderMatchesTheSymbolToTheFaceAsked() throws {
    try writeCollection()
    let fromCollection = try object(["info", "bell", "--font", "two.ttc", "--font-index", "1", "--json"])
    let fromFile = try object(["info", "bell", "--font", "second.ttf", "--json"])
    let fromFirstFace = try object(["info", "bell", "--font", "two.ttc", "--json"])
    XCTAssertEqual(fromCollection["pixelWidth"] as? Int, fromFile["pixelWidth"] as? Int)
    XCTAssertEqual(fromCollection["pixelHeight"] as? Int, fromFile["pixelHeight"] as? Int)
    XCTAssertNotEqual(fromCollection["pixelHeight"] as? Int, fromFirstFace["pixelHeight"] as? Int)

    let runner = try XCTUnwrap(runner)
    XCTAssertEqual(
      try run(["render", "bell", "--font", "two.ttc", "--font-index", "1", "-o", "a.png"]).status, 0)
    XCTAssertEqual(try run(["render", "bell", "--font", "second.ttf", "-o", "b.png"]).status, 0)
    XCTAssertEqual(runner.contents("a.png"), runner.contents("b.png"))
  }

  /// A font of capitals only serves `render --font`, so `font-info` describes it too, with
  /// no x-height (it refused the font for want of one).
  func testFontInfoDescribesAFontWithoutAnXHeight() throws {
    let runner = try XCTUnwrap(runner)
    try Data(CapitalsOnlyFont.bytes).write(to: runner.url("caps.ttf"))
    let result = try run(["font-info", "caps.ttf", "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    XCTAssertTrue(object["xHeight"] is NSNull && object["xHeightSource"] is NSNull, "\(object)")
    XCTAssertEqual(object["capHeight"] as? Double, 700)
    let warning =
      "no x-height: the OS/2 table (version 4) stores none and the font has no glyph for 'x' "
      + "to measure it on; render --font does not need one"
    XCTAssertEqual(result.error, "warning: caps.ttf: \(warning)\n")
    // In the JSON too, as info --json gives its warnings.
    XCTAssertEqual(object["warnings"] as? [String], [warning])
    let text = try run(["font-info", "caps.ttf"])
    XCTAssertEqual(text.status, 0, text.error)
    XCTAssertTrue(
      String(decoding: text.output, as: UTF8.self).contains("xHeight: (none)\nxHeightSource: (none)\n"))
    XCTAssertEqual(try run(["render", "bell", "--font", "caps.ttf", "-o", "caps.png"]).status, 0)
  }

  func testFontInfoWarnsAboutACapHeightRenderRefuses() throws {
    let runner = try XCTUnwrap(runner)
    try Data(CapitalsOnlyFont.bytes(storedCapHeight: 0, storedXHeight: 400, bottom: -800)).write(
      to: runner.url("low.ttf"))
    let result = try run(["font-info", "low.ttf", "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    XCTAssertEqual(object["capHeight"] as? Double, -100)
    XCTAssertEqual(
      result.error,
      "warning: low.ttf: the cap height measured from H is -100, not above the baseline; render --font refuses this font\n"
    )
    XCTAssertEqual(
      object["warnings"] as? [String],
      ["the cap height measured from H is -100, not above the baseline; render --font refuses this font"])
    // The refusal names the file and the option, as every other font error does.
    for command in ["render", "info"] {
      let refused = try run([command, "bell", "--font", "low.ttf"])
      XCTAssertEqual(refused.status, 1)
      XCTAssertTrue(refused.error.hasPrefix("error: low.ttf: cannot use the font (--font)"), refused.error)
      XCTAssertTrue(refused.error.contains("cap height -100"), refused.error)
    }
    XCTAssertNil(runner.contents("bell.png"))
  }

  /// A `--font-index` that is no whole number says what is accepted: the parser's own
  /// message ("The value '1.5' is invalid for '--font-index <font-index>'") did not.
  func testAFaceIndexThatIsNoWholeNumberSaysWhatIsAccepted() throws {
    for (value, problem) in [
      ("1.5", "not a whole number"), ("", "not a number"), ("0x1", "a hexadecimal number"),
      ("nan", "not a whole number"), ("99999999999999999999", "too large"),
      ("-99999999999999999999", "a negative number"),
      ("1e3", "a whole number written with a fraction or an exponent"),
      ("1.0", "a whole number written with a fraction or an exponent"),
    ] {
      for arguments in [
        ["font-info", "two.ttc", "--font-index", value],
        ["info", "bell", "--font", "two.ttc", "--font-index", value],
      ] {
        let result = try run(arguments)
        XCTAssertEqual(result.status, 64, "\(arguments): \(result.error)")
        XCTAssertTrue(
          result.error.contains(
            "--font-index <font-index>': \(problem); accepted: a whole number from 0 (a face of the font file,"
              + " counted from 0), written in decimal"), "\(arguments): \(result.error)")
      }
    }
  }
}
