import Foundation
import SymbolCatalog
import XCTest

/// The rules the lint files the template reader's errors and diagnostics under, by their
/// kind of problem (``CatalogProblem``).
final class ReaderProblemRuleTests: XCTestCase {
  /// Each kind of problem has the rule pinned here, and every kind is pinned.
  func testEveryProblemHasItsRule() {
    let rules: [CatalogProblem: LintRule] = [
      .unreadableFile: .unreadableSVG, .manifest: .manifest, .duplicateName: .duplicateName,
      .noDrawing: .missingManifestEntry, .unreadableMarkup: .unreadableSVG,
      .unsupportedMarkup: .unreadableSVG,
      .styleTooCostly: .unreadableSVG, .tooComplex: .tooComplex, .masterMismatch: .masterMismatch,
      .misplacedMaster: .masterMismatch, .guides: .guides, .layerProperties: .layerProperties,
      .variableThreshold: .variableThreshold, .unknownHierarchyLevel: .unknownHierarchyLevel,
      .unknownColour: .unknownColour, .layerIndexGap: .layerIndexGap,
      .strokeInOutlineMaster: .strokeInOutlineMaster, .drawsNothing: .drawsNothing,
    ]
    XCTAssertEqual(Set(rules.keys), Set(CatalogProblem.allCases))
    for (problem, rule) in rules {
      XCTAssertEqual(LintRule(problem), rule, "\(problem)")
    }
  }

  /// What the author wrote, or what another parser says, does not pick the rule: when the
  /// lint matched the words of the reader's messages, an element named `<guide>` in the
  /// 'Symbols' group was filed under guides, a stroke-width of `master` under
  /// master-mismatch, and a fill that is no colour (the colour parser's reason says
  /// "unknown colour") under unknown-colour, the rule of multicolor classes.
  func testTheRuleFollowsTheProblemNotTheWording() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    func findings(
      replacing old: String, with new: String, startingWith prefix: String
    ) throws -> [LintFinding] {
      let edited = dot.replacingOccurrences(of: old, with: new)
      XCTAssertNotEqual(edited, dot, old)
      let all = try LintFixtures.lint(files: [
        "manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": edited,
      ])
      return all.filter { $0.message.hasPrefix(prefix) }
    }
    let skipped = try findings(
      replacing: #"<g id="Regular-S">"#, with: #"<guide/><g id="Regular-S">"#,
      startingWith: "<guide> in 'Symbols' is not a master group")
    XCTAssertEqual(skipped.map(\.rule), [.unreadableSVG])
    XCTAssertEqual(skipped.map(\.severity), [.warning])
    let width = try findings(
      replacing: #"stroke-width="6""#, with: #"stroke-width="master""#, startingWith: "stroke-width: master")
    XCTAssertEqual(width.map(\.rule), [.unreadableSVG])
    let fill = try findings(
      replacing: #"fill="none""#, with: #"fill="notacolour""#,
      startingWith: "fill: notacolour is not a colour")
    XCTAssertEqual(fill.map(\.rule), [.unreadableSVG])
    XCTAssertEqual(fill.map(\.severity), [.warning])
    // A margin guide inside the 'Symbols' group is no guide there: the reader skips it as markup.
    let margin = try findings(
      replacing: #"<g id="Regular-S">"#, with: #"<g id="margin-notes"/><g id="Regular-S">"#,
      startingWith: "'margin-notes' in 'Symbols'")
    XCTAssertEqual(margin.map(\.rule), [.unreadableSVG])
  }

  /// Every error and diagnostic the template reader gives for the lint's fixtures (among
  /// them `Fixtures/reader-sites`, a file for each place the reader reports a problem), the
  /// real catalog and the reader's template fixtures, with the rule the lint files it under:
  /// `file:line:column severity [rule]`, where severity is `glyph` for the error
  /// ``SymbolTemplate/glyph(name:)`` throws and `parse` for one
  /// ``SymbolTemplateReader/parse(_:file:)`` throws. Each rule is the one the lint gave when
  /// it chose rules by the wording of the messages, so reading the kind of problem instead
  /// moved no finding.
  func testReaderProblemsInTheFixturesKeepTheirRules() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var folders = ["Symbols", "Tests/SymbolCatalogTests/Fixtures/Templates"]
    let fixtures = root.appendingPathComponent("Tests/SymbolLintTests/Fixtures").path
    for name in try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted() {
      folders.append("Tests/SymbolLintTests/Fixtures/" + name)
    }
    var spots: [String] = []
    for folder in folders {
      spots += try Self.readerSpots(root: root.path, folder: folder)
    }
    XCTAssertEqual(spots, Self.recorded, spots.map { "\"\($0)\"," }.joined(separator: "\n"))
  }

  /// The reader's problems in the SVG files of `folder` (relative to `root`), by file name.
  static func readerSpots(root: String, folder: String) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
      .filter { $0.hasSuffix(".svg") }.sorted()
    var spots: [String] = []
    for name in names {
      let file = folder + "/" + name
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      func spot(_ location: SourceLocation, _ what: String, _ problem: CatalogProblem) -> String {
        "\(file):\(location.line):\(location.column) \(what) [\(LintRule(problem).id)]"
      }
      let template: SymbolTemplate
      do {
        template = try SymbolTemplateReader.parse(text, file: file)
      } catch {
        spots.append(spot(error.location, "parse", error.problem))
        continue
      }
      for diagnostic in template.diagnostics {
        spots.append(
          spot(diagnostic.location, diagnostic.severity == .error ? "error" : "warning", diagnostic.problem))
      }
      do {
        _ = try template.glyph(name: String(name.dropLast(4)))
      } catch {
        spots.append(spot(error.location, "glyph", error.problem))
      }
    }
    return spots
  }

  /// What ``testReaderProblemsInTheFixturesKeepTheirRules()`` expects.
  static let recorded: [String] = [
    "Tests/SymbolCatalogTests/Fixtures/Templates/compact-centerline.svg:20:7 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/draws-nothing/dot.svg:9:5 glyph [draws-nothing]",
    "Tests/SymbolLintTests/Fixtures/guides/dot.svg:7:5 glyph [guides]",
    "Tests/SymbolLintTests/Fixtures/layer-index-gap/dot.svg:11:7 glyph [layer-index-gap]",
    "Tests/SymbolLintTests/Fixtures/layer-properties/dot.svg:13:7 error [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/layer-properties/dot.svg:13:7 glyph [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/master-mismatch/bars.svg:20:7 glyph [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/capline-below-baseline.svg:4:5 glyph [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/clear-behind-differs-between-masters.svg:17:7 glyph [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/clear-behind-differs-in-layer.svg:14:98 glyph [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/clear-behind-not-boolean.svg:14:7 glyph [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/commands-differ-between-masters.svg:17:7 glyph [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/coordinates-overflow.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/coordinates-overflow.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/display-none.svg:14:7 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/element-counts-differ.svg:17:39 glyph [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/fill-rule.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/fill-rule.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/guide-not-a-line.svg:9:5 warning [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/guide-position-overflow.svg:9:5 error [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/guide-position-overflow.svg:9:5 glyph [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/guide-twice.svg:9:5 glyph [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/guides-not-straight.svg:9:5 warning [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/guides-not-straight.svg:9:59 warning [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/layer-class-on-group.svg:14:7 warning [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/layer-index-gap.svg:14:143 glyph [layer-index-gap]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/length-out-of-range.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/length-out-of-range.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/level-differs-in-layer.svg:14:70 glyph [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/margin-guide-missing.svg:16:5 glyph [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/margins-reversed.svg:6:5 glyph [guides]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/master-inside-master.svg:14:39 warning [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/master-not-a-group.svg:13:5 warning [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/master-outside-symbols.svg:11:3 warning [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/master-twice.svg:16:5 glyph [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/multicolor-without-colour.svg:14:7 glyph [unknown-colour]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/negative-sizes.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/negative-sizes.svg:14:39 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/negative-sizes.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/no-master.svg:1:1 glyph [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/not-a-length.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/not-a-length.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/paint-differs-between-masters.svg:17:7 glyph [master-mismatch]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/paint-server.svg:14:7 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/path-without-d.svg:14:7 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/points-unreadable.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/points-unreadable.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/root-not-svg.svg:1:1 parse [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/second-layer-class.svg:14:7 warning [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-dasharray.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-dasharray.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-dashoffset.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-dashoffset.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-in-outline-masters.svg:14:7 glyph [stroke-in-outline-master]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-linecap.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-linecap.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-linejoin.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-linejoin.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-miterlimit.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-miterlimit.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-width.svg:14:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/stroke-width.svg:14:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/style-rules-skipped.svg:2:3 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/style-rules-skipped.svg:2:3 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/threshold-differs-between-masters.svg:17:7 glyph [layer-properties]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/threshold-differs-in-layer.svg:14:103 glyph [variable-threshold]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/threshold-out-of-range.svg:14:7 glyph [variable-threshold]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/unknown-colour.svg:14:7 glyph [unknown-colour]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/viewbox-origin.svg:1:1 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/viewbox-unreadable.svg:1:1 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/reader-sites/viewbox-unreadable.svg:1:1 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/stroke-in-outline-master/dot.svg:13:7 glyph [stroke-in-outline-master]",
    "Tests/SymbolLintTests/Fixtures/unknown-colour/dot.svg:10:7 glyph [unknown-colour]",
    "Tests/SymbolLintTests/Fixtures/unknown-hierarchy-level/dot.svg:10:7 glyph [unknown-hierarchy-level]",
    "Tests/SymbolLintTests/Fixtures/unreadable-svg/broken.svg:5:1 parse [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/unreadable-svg/notes.svg:11:7 warning [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/unreadable-svg/notes.svg:12:7 error [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/unreadable-svg/notes.svg:12:7 glyph [unreadable-svg]",
    "Tests/SymbolLintTests/Fixtures/variable-threshold/dot.svg:10:7 glyph [variable-threshold]",
  ]
}
