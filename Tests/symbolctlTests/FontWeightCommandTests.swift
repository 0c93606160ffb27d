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
