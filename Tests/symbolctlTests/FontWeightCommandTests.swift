import Foundation
import SymbolTestSupport
import XCTest

/// What `render --font` and `info --font` take from a font's weight: the OS/2 weight class
/// the stem stands for, read from fonts built in the scratch directory
/// (``CapitalsOnlyFont``: a 100-unit stem on a 700-unit cap height).
final class FontWeightCommandTests: SymbolctlTestCase {
  /// `info SYMBOL ARGUMENTS --json` as an object, after checking it ran quietly.
  private func object(_ arguments: [String]) throws -> [String: Any] {
    let result = try run(["info", "bell"] + arguments + ["--json"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.error, "")
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
  }

  private func strokeWidth(_ arguments: [String]) throws -> Double {
    try XCTUnwrap((try object(arguments)["strokeWidth"] as? NSNumber)?.doubleValue)
  }

  /// A legacy class of 5 is medium (500), as fontconfig reads it: `--weight regular` draws
  /// what it draws with a font of class 500, a little lighter than the font's stem. Clamped
  /// to 100, the class stood for ultralight, and regular drew strokes 2.9 times too thick.
  func testALegacyWeightClassOfOneDigitCountsInHundreds() throws {
    let runner = try XCTUnwrap(runner)
    for (name, weightClass) in [("legacy.ttf", UInt16(5)), ("medium.ttf", 500), ("thin.ttf", 100)] {
      try Data(CapitalsOnlyFont.bytes(storedCapHeight: 0, storedXHeight: 0, weightClass: weightClass))
        .write(to: runner.url(name))
    }
    let legacy = try strokeWidth(["--font", "legacy.ttf", "--weight", "regular"])
    XCTAssertEqual(legacy, try strokeWidth(["--font", "medium.ttf", "--weight", "regular"]), accuracy: 1e-9)
    XCTAssertNotEqual(legacy, try strokeWidth(["--font", "thin.ttf", "--weight", "regular"]), accuracy: 1e-3)
    // The font's own stem (100 of 1000 units at 17 pt) is drawn without --weight.
    XCTAssertEqual(try strokeWidth(["--font", "legacy.ttf"]), 1.7, accuracy: 1e-9)
    XCTAssertLessThan(legacy, 1.7)
  }
}

extension FontWeightCommandTests {
  /// A symbol or dingbat font maps pictures to `l` and `I`: a stem more than a third of the
  /// cap height (400 units on 700 here, as URW's D050000L measures a 722-unit disc on 691)
  /// is no text font's, so it is not matched, with a warning naming the font and the values:
  /// the symbol is drawn as with a font whose stem is unknown, the cap height still sizing
  /// it. (It was stroked at the disc's width, a blob.) `font-info` prints the stem as
  /// measured and warns too.
  func testAStemThickerThanAThirdOfTheCapHeightIsNotMatched() throws {
    let runner = try XCTUnwrap(runner)
    // An x-height is stored for font-info, which needs one.
    try Data(CapitalsOnlyFont.bytes(storedCapHeight: 0, storedXHeight: 500, stemWidth: 400))
      .write(to: runner.url("dingbat.ttf"))
    // The heaviest text stems are about a quarter of the cap height: matched as before.
    try Data(CapitalsOnlyFont.bytes(storedCapHeight: 0, storedXHeight: 500, stemWidth: 230))
      .write(to: runner.url("black.ttf"))

    let info = try run(["info", "bell", "--font", "dingbat.ttf", "--json"])
    XCTAssertEqual(info.status, 0, info.error)
    let warning =
      "warning: font 'dingbat.ttf': the stem measured on its 'l' (or 'I') is 400 units, more than a third"
      + " of its cap height of 700 units, which no text font's stem is (a symbol or dingbat font?); the"
      + " symbol's strokes are not matched to it and follow the weight alone (regular)\n"
    XCTAssertEqual(info.error, warning)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(info.output)) as? [String: Any])
    let drawn = try XCTUnwrap((object["strokeWidth"] as? NSNumber)?.doubleValue)
    // 400 units of a 1000-unit em at 17 pt would be 6.8 pt, on a cap height of 11.9 pt.
    XCTAssertLessThan(drawn, 2)
    // The catalog's own stroke, sized by the font's cap height (0.7 em; 0.7046 em without a font).
    XCTAssertEqual(drawn, try strokeWidth([]) * 700 / 704.6, accuracy: 1e-9)
    XCTAssertEqual((object["capHeight"] as? NSNumber)?.doubleValue ?? 0, 11.9, accuracy: 1e-9)

    let render = try run(["render", "bell", "--font", "dingbat.ttf", "-o", "b.png"])
    XCTAssertEqual(render.status, 0, render.error)
    XCTAssertEqual(render.error, warning)

    XCTAssertEqual(try strokeWidth(["--font", "black.ttf"]), 0.23 * 17, accuracy: 1e-9)

    let fontInfo = try run(["font-info", "dingbat.ttf"])
    XCTAssertEqual(fontInfo.status, 0, fontInfo.error)
    XCTAssertTrue(String(decoding: fontInfo.output, as: UTF8.self).contains("stemWidth: 400\n"))
    XCTAssertEqual(
      fontInfo.error,
      "warning: dingbat.ttf: the stem measured on its 'l' (or 'I') is 400 units, more than a third of its cap"
        + " height of 700 units, which no text font's stem is (a symbol or dingbat font?); render --font does"
        + " not match the symbol's strokes to it\n")
    XCTAssertEqual(try run(["font-info", "black.ttf"]).error, "")
  }
}
