import SymbolCatalog
import XCTest

/// Decoding manifest.json: values with locations, defaults, and schema errors that name the
/// key, the location and what is accepted.
final class CatalogManifestTests: XCTestCase {
  /// The example from Symbols/README.md.
  static let readmeExample = """
    {
      "symbols": [
        {
          "name": "bell",
          "categories": ["communication", "status"],
          "keywords": ["alert", "notification", "alarm"],
          "aliases": ["notification.bell"],
          "preferredMode": "hierarchical",
          "synthesize": ["slash", "circle", "square", "rectangle"]
        }
      ],
      "deprecated": [{ "name": "bell.old", "replacement": "bell" }]
    }
    """

  private func decode(_ text: String) throws(CatalogError) -> CatalogManifest {
    try CatalogManifest(text: text, file: "manifest.json")
  }

  /// The error for `text`; fails the test when it decodes.
  private func error(_ text: String, line: UInt = #line) -> CatalogError? {
    do {
      _ = try decode(text)
      XCTFail("expected a manifest error", line: line)
      return nil
    } catch {
      return error
    }
  }

  func testDecodesTheReadmeExampleWithLocations() throws {
    let manifest = try decode(Self.readmeExample)
    XCTAssertEqual(manifest.file, "manifest.json")
    let bell = try XCTUnwrap(manifest.symbols.first)
    XCTAssertEqual(manifest.symbols.count, 1)
    XCTAssertEqual(bell.name.value, "bell")
    XCTAssertEqual(bell.name.location, SourceLocation(file: "manifest.json", line: 4, column: 15))
    XCTAssertEqual(bell.location.line, 3)
    XCTAssertEqual(bell.categoryNames, ["communication", "status"])
    XCTAssertEqual(bell.categories[1].location.column, 39)
    XCTAssertEqual(bell.keywordList, ["alert", "notification", "alarm"])
    XCTAssertEqual(bell.aliasNames, ["notification.bell"])
    XCTAssertEqual(bell.preferredMode?.value, .hierarchical)
    XCTAssertEqual(bell.preferredMode?.location.line, 8)
    XCTAssertEqual(bell.synthesisSet, [.slash, .circle, .square, .rectangle])
    XCTAssertEqual(manifest.deprecated.count, 1)
    XCTAssertEqual(manifest.deprecated[0].name.value, "bell.old")
    XCTAssertEqual(manifest.deprecated[0].replacement.value, "bell")
    XCTAssertEqual(manifest.deprecated[0].location.line, 12)
    XCTAssertEqual(manifest.entry(named: "bell"), bell)
    XCTAssertNil(manifest.entry(named: "bell.old"))
  }

  func testOptionalKeysDefaultToEmpty() throws {
    let manifest = try decode(#"{"symbols": [{"name": "list.bullet"}]}"#)
    let entry = try XCTUnwrap(manifest.symbols.first)
    XCTAssertEqual(entry.categories, [])
    XCTAssertEqual(entry.keywords, [])
    XCTAssertEqual(entry.aliases, [])
    XCTAssertNil(entry.preferredMode)
    XCTAssertEqual(entry.synthesisSet, [])
    XCTAssertEqual(manifest.deprecated, [])
  }

  func testKeepsRepeatsAsWrittenForTheLintTool() throws {
    let manifest = try decode(
      #"{"symbols": [{"name": "a", "synthesize": ["slash", "slash"]}, {"name": "a"}]}"#)
    XCTAssertEqual(manifest.symbols.map(\.name.value), ["a", "a"])
    XCTAssertEqual(manifest.symbols.map(\.name.location.column), [23, 72])
    XCTAssertEqual(manifest.symbols[0].synthesize.map(\.value), [.slash, .slash])
    XCTAssertEqual(manifest.symbols[0].synthesisSet, [.slash])
  }

  func testUnknownKeysNameTheKeyAndTheAcceptedOnes() throws {
    let top = try XCTUnwrap(error(#"{"symbols": [], "version": 2}"#))
    XCTAssertEqual(top.location.column, 17)
    XCTAssertEqual(top.message, "unknown key 'version' in the manifest; accepted keys: symbols, deprecated")
    let entry = try XCTUnwrap(error("{\"symbols\": [\n  {\"name\": \"a\", \"colour\": \"red\"}]}"))
    XCTAssertEqual(entry.location, SourceLocation(file: "manifest.json", line: 2, column: 17))
    XCTAssertTrue(entry.message.hasPrefix("unknown key 'colour' in a symbol entry; accepted keys: name,"))
    XCTAssertTrue(entry.message.contains("synthesize"))
    let deprecated = try XCTUnwrap(
      error(#"{"symbols": [], "deprecated": [{"name": "a", "replacement": "b", "to": "c"}]}"#))
    XCTAssertEqual(
      deprecated.message, "unknown key 'to' in a deprecated entry; accepted keys: name, replacement")
  }

  func testWrongTypesNameTheKeyAndWhatIsAccepted() throws {
    let categories = try XCTUnwrap(error(#"{"symbols": [{"name": "bell", "categories": "status"}]}"#))
    XCTAssertEqual(
      categories.message, "'categories' of symbol 'bell' must be an array of strings; found a string")
    XCTAssertEqual(categories.location.column, 45)
    let keyword = try XCTUnwrap(error(#"{"symbols": [{"name": "bell", "keywords": ["a", 3]}]}"#))
    XCTAssertEqual(
      keyword.message, "'keywords' of symbol 'bell' must be an array of strings; found a number in it")
    XCTAssertEqual(keyword.location.column, 49)
    let name = try XCTUnwrap(error(#"{"symbols": [{"name": null}]}"#))
    XCTAssertEqual(name.message, "'name' must be a symbol name string; found null")
    XCTAssertEqual(error(#"{"symbols": [{"name": ""}]}"#)?.message, "'name' must not be empty")
    XCTAssertEqual(error(#"{"symbols": {}}"#)?.message.contains("'symbols' must be an array"), true)
    XCTAssertEqual(error(#"{"symbols": [3]}"#)?.message, "a symbol entry must be an object; found a number")
    XCTAssertEqual(error("[]")?.message, "the manifest must be an object; found an array")
    let aliases = try XCTUnwrap(error(#"{"symbols": [{"name": "x", "aliases": true}]}"#))
    XCTAssertTrue(aliases.message.contains("found true"), aliases.message)
  }

  func testModeAndSynthesisValuesListWhatIsAccepted() throws {
    let mode = try XCTUnwrap(error(#"{"symbols": [{"name": "x", "preferredMode": "colour"}]}"#))
    XCTAssertEqual(
      mode.message,
      "'preferredMode' of symbol 'x' must be one of monochrome, hierarchical, palette, multicolor; "
        + "found 'colour'")
    XCTAssertEqual(mode.location.column, 45)
    let synthesis = try XCTUnwrap(error(#"{"symbols": [{"name": "x", "synthesize": ["slash", "fill"]}]}"#))
    XCTAssertEqual(
      synthesis.message,
      "'synthesize' of symbol 'x' must be one of slash, circle, square, rectangle; found 'fill'")
    XCTAssertEqual(synthesis.location.column, 52)
    XCTAssertEqual(
      error(#"{"symbols": [{"name": "x", "synthesize": "slash"}]}"#)?.message,
      "'synthesize' of symbol 'x' must be an array of variant names (slash, circle, square, rectangle); "
        + "found a string")
  }

  func testMissingAndDuplicateKeysAreErrors() throws {
    XCTAssertEqual(error("{}")?.message, "the manifest has no 'symbols' key; it needs \"symbols\": [ ... ]")
    let missingName = try XCTUnwrap(error(#"{"symbols": [{"categories": []}]}"#))
    XCTAssertEqual(missingName.message, "the symbol entry has no 'name' key")
    XCTAssertEqual(missingName.location.column, 14)
    XCTAssertEqual(
      error(#"{"symbols": [], "deprecated": [{"name": "a"}]}"#)?.message,
      "the deprecated entry has no 'replacement' key; it needs both 'name' and 'replacement'")
    let duplicate = try XCTUnwrap(error(#"{"symbols": [{"name": "a", "name": "b"}]}"#))
    XCTAssertEqual(duplicate.message, "duplicate key 'name' in a symbol entry; it is first given at 1:15")
    XCTAssertEqual(duplicate.location.column, 28)
  }

  /// Decoding carries on past a schema error: every one is reported with its position, in
  /// document order, and the valid parts are kept.
  func testEverySchemaErrorIsReported() throws {
    let text = """
      {
        "symbols": [
          {"name": "dot", "colour": "red"},
          {"name": "ring", "preferredMode": "loud", "keywords": ["a", 3]},
          {"categories": "x"}
        ],
        "deprecated": [{"name": "old"}],
        "version": 2
      }
      """
    let (manifest, errors) = CatalogManifest.decodeReportingAllErrors(
      bytes: Array(text.utf8), file: "manifest.json")
    XCTAssertEqual(
      errors.map { "\($0.location.line):\($0.location.column)" },
      ["3:21", "4:39", "4:65", "5:5", "5:20", "7:18", "8:3"])
    XCTAssertTrue(
      errors[4].message.hasPrefix("'categories' of a symbol entry must be an array"), errors[4].message)
    let decoded = try XCTUnwrap(manifest)
    XCTAssertEqual(decoded.symbols.map(\.name.value), ["dot", "ring"])
    XCTAssertEqual(decoded.symbols[1].keywordList, ["a"])
    XCTAssertNil(decoded.symbols[1].preferredMode)
    // The throwing initialiser names the first error and lists the others, one per line.
    let thrown = try XCTUnwrap(error(text))
    XCTAssertEqual(thrown.location, errors[0].location)
    XCTAssertEqual(thrown.description.split(separator: "\n").map(String.init), errors.map(\.description))
  }

  /// At most a thousand errors are listed, then one saying how many more there are: a
  /// manifest breaking the schema at every few bytes took gigabytes to report.
  func testErrorsPastTheLimitAreCountedNotListed() throws {
    let entries = (0..<1500).map { #"{"name": "s\#($0)", "x": 1}"# }.joined(separator: ", ")
    let text = #"{"symbols": ["# + entries + "]}"
    let (manifest, errors) = CatalogManifest.decodeReportingAllErrors(bytes: Array(text.utf8), file: "m.json")
    XCTAssertEqual(errors.count, 1001)
    XCTAssertTrue(errors.dropLast().allSatisfy { $0.message.hasPrefix("unknown key 'x'") })
    XCTAssertEqual(
      errors.last?.message, "and 500 more schema errors, not listed (the first 1000 found are)")
    XCTAssertEqual(errors.last?.location, errors.dropLast().last?.location)
    XCTAssertEqual(manifest?.symbols.count, 1500, "the entries themselves are still read")
  }

  /// A deprecated entry without its name still has its replacement checked (a number there
  /// used to go unreported until the name was added).
  func testADeprecatedEntryReportsEveryMistake() {
    let text = #"{"symbols": [], "deprecated": [{"nme": "a", "replacement": 5}, {}]}"#
    let (_, errors) = CatalogManifest.decodeReportingAllErrors(bytes: Array(text.utf8), file: "manifest.json")
    XCTAssertEqual(
      errors.map(\.message),
      [
        "the deprecated entry has no 'name' key; it needs both 'name' and 'replacement'",
        "unknown key 'nme' in a deprecated entry; accepted keys: name, replacement",
        "'replacement' must be a symbol name string; found a number",
        "the deprecated entry has no 'name' key; it needs both 'name' and 'replacement'",
        "the deprecated entry has no 'replacement' key; it needs both 'name' and 'replacement'",
      ])
  }

  func testASyntaxErrorIsTheOnlyError() {
    let (manifest, errors) = CatalogManifest.decodeReportingAllErrors(
      bytes: Array(#"{"symbols": [}"#.utf8), file: "manifest.json")
    XCTAssertNil(manifest)
    XCTAssertEqual(errors.count, 1)
    XCTAssertEqual(errors.first?.location.column, 14)
  }

  func testJSONSyntaxErrorsCarryTheManifestPosition() throws {
    let syntax = try XCTUnwrap(error("{\n  \"symbols\": [\n    {\"name\": \"a\",}\n  ]\n}"))
    XCTAssertEqual(syntax.location, SourceLocation(file: "manifest.json", line: 3, column: 18))
    XCTAssertEqual(syntax.description.hasPrefix("manifest.json:3:18: expected a string key after ','"), true)
  }
}
