import Foundation
import XCTest

/// Runs the built `symbolctl font-info` and checks its output and exit codes.
///
/// The expected metrics are the fonts' own values (read by hand with fontTools): DejaVu
/// Sans has an OS/2 table of version 1, so its cap height is measured from H; Liberation
/// Sans has version 3 and stores it.
final class FontInfoCommandTests: SymbolctlTestCase {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"

  /// The JSON object printed for `path`, after checking the run succeeded quietly.
  private func json(_ path: String) throws -> [String: Any] {
    let result = try run(["font-info", path, "--json"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.error, "")
    let object = try JSONSerialization.jsonObject(with: Data(result.output))
    return try XCTUnwrap(object as? [String: Any], "the output is one JSON object")
  }

  private func number(_ object: [String: Any], _ key: String) throws -> Double {
    try XCTUnwrap((object[key] as? NSNumber)?.doubleValue, "\(key) is a number")
  }

  func testJSONForDejaVuSans() throws {
    let object = try json(Self.dejaVuSans)
    for key in [
      "unitsPerEm", "ascender", "descender", "lineGap", "capHeight", "xHeight", "weightClass",
      "italicAngle", "stemWidth", "family", "style", "capHeightSource",
    ] {
      XCTAssertNotNil(object[key], "missing key \(key)")
    }
    XCTAssertEqual(try number(object, "unitsPerEm"), 2048)
    XCTAssertEqual(try number(object, "ascender"), 1901)
    XCTAssertEqual(try number(object, "descender"), -483)
    XCTAssertEqual(try number(object, "lineGap"), 0)
    XCTAssertEqual(try number(object, "capHeight"), 1493, accuracy: 0.5)
    XCTAssertEqual(try number(object, "xHeight"), 1120, accuracy: 0.5)
    XCTAssertEqual(try number(object, "weightClass"), 400)
    XCTAssertEqual(try number(object, "italicAngle"), 0)
    XCTAssertEqual(try number(object, "stemWidth"), 184, accuracy: 2)
    XCTAssertEqual(object["family"] as? String, "DejaVu Sans")
    XCTAssertEqual(object["style"] as? String, "Book")
    XCTAssertEqual(object["capHeightSource"] as? String, "measured")
    XCTAssertEqual(object["file"] as? String, Self.dejaVuSans)
    XCTAssertEqual(object["warnings"] as? [String], [], "a text font has nothing to warn about")
  }

  func testJSONForLiberationSansUsesOS2Heights() throws {
    let object = try json(Self.liberationSans)
    XCTAssertEqual(object["capHeightSource"] as? String, "os2")
    XCTAssertEqual(try number(object, "capHeight"), 1409)
    XCTAssertEqual(try number(object, "xHeight"), 1082)
    XCTAssertEqual(try number(object, "lineGap"), 67)
    XCTAssertEqual(object["family"] as? String, "Liberation Sans")
  }

  func testHumanOutputIsOneKeyValuePerLine() throws {
    let result = try run(["font-info", Self.dejaVuSans])
    XCTAssertEqual(result.status, 0, result.error)
    let text = String(decoding: result.output, as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines.allSatisfy { $0.contains(": ") }, text)
    XCTAssertTrue(lines.contains("unitsPerEm: 2048"), text)
    XCTAssertTrue(lines.contains("ascender: 1901"), text)
    XCTAssertTrue(lines.contains("capHeight: 1493"), text)
    XCTAssertTrue(lines.contains("capHeightSource: measured"), text)
    XCTAssertTrue(lines.contains("family: DejaVu Sans"), text)
  }

  func testMissingFileFailsWithStatus1() throws {
    let runner = try XCTUnwrap(runner)
    let path = runner.url("NoSuchFont.ttf").path
    let result = try run(["font-info", path, "--json"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, [])
    XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
    XCTAssertTrue(result.error.contains(path), result.error)
    XCTAssertTrue(result.error.contains("not found"), result.error)
  }

  func testNonFontFileFailsWithStatus1() throws {
    let runner = try XCTUnwrap(runner)
    try runner.write("This is plain text, not a font.\n", to: "notes.ttf")
    let result = try run(["font-info", "notes.ttf"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.output, [])
    // The file first, as `render --font` names it (it came last, after FreeType's code).
    XCTAssertTrue(result.error.hasPrefix("error: notes.ttf: not a font FreeType can load"), result.error)
  }

  /// An incomplete copy of a font is named as such, with what is cut, by `font-info` and by
  /// `render --font` (FreeType called it an unknown format).
  func testACutShortFontSaysSo() throws {
    let runner = try XCTUnwrap(runner)
    let font = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSans))
    try font.prefix(600_000).write(to: runner.url("cut.ttf"))
    let info = try run(["font-info", "cut.ttf"])
    XCTAssertEqual(info.status, 1)
    XCTAssertEqual(info.output, [])
    XCTAssertTrue(info.error.hasPrefix("error: cut.ttf: font file is cut short: its table '"), info.error)
    XCTAssertTrue(info.error.contains("but the file has 600000 bytes"), info.error)
    let render = try run(["render", "bell", "--font", "cut.ttf", "-o", "bell.png"])
    XCTAssertEqual(render.status, 1)
    XCTAssertTrue(
      render.error.hasPrefix("error: cut.ttf: cannot use the font: font file is cut short: its table '"),
      render.error)
    XCTAssertFalse(FileManager.default.fileExists(atPath: runner.url("bell.png").path))
  }

  func testDirectoryFailsWithStatus1() throws {
    let result = try run(["font-info", "."])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.contains("directory"), result.error)
  }

  func testMissingArgumentIsAUsageError() throws {
    let result = try run(["font-info"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
  }

  func testUnknownOptionIsAUsageError() throws {
    let result = try run(["font-info", Self.dejaVuSans, "--yaml"])
    XCTAssertEqual(result.status, 64)
  }
}
