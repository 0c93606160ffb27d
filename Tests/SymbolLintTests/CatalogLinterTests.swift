import Foundation
import SymbolCatalog
import XCTest

/// The linter as a whole: clean catalogs, the real catalog, ordering, and cases that need
/// more than one rule.
final class CatalogLinterTests: XCTestCase {
  func testCleanFixtureHasNoFindingsAndLoads() throws {
    XCTAssertEqual(try LintFixtures.lint("clean"), [])
    let catalog = try FolderCatalog(directory: LintFixtures.folder("clean"))
    for name in catalog.authoredNames {
      XCTAssertNoThrow(try catalog.glyph(named: name), name)
    }
  }

  /// The real catalog has no findings, warnings included (CI lints it with
  /// `--warnings-as-errors`), and every file it draws loads: lint clean means usable.
  func testRealCatalogLintsClean() throws {
    let findings = try CatalogLinter(directory: LintFixtures.realCatalog).lint()
    XCTAssertEqual(findings, [], findings.map(\.description).joined(separator: "\n"))
    let catalog = try FolderCatalog(directory: LintFixtures.realCatalog)
    XCTAssertGreaterThan(catalog.authoredNames.count, 10)
    for name in catalog.authoredNames {
      XCTAssertNoThrow(try catalog.glyph(named: name), name)
    }
  }

  func testFindingsAreSortedAndDeterministic() throws {
    let first = try LintFixtures.lint("guides")
    XCTAssertEqual(first, first.sorted())
    XCTAssertEqual(first, try LintFixtures.lint("guides"))
    let locations = first.map(\.location)
    XCTAssertEqual(locations, locations.sorted())
  }

  /// An alias spelt as a symbol's name is one duplicate-name error; a deprecation pointing
  /// to that symbol was also told the catalog "does not have" it, since resolving the
  /// symbol followed the alias (to itself: a cycle).
  func testAnAliasSpeltAsASymbolDoesNotHideTheSymbolFromDeprecations() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let manifest =
      #"{"symbols": [{"name": "dot", "aliases": ["dot"]}], "deprecated": [{"name": "spot", "replacement": "dot"}]}"#
    let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": dot])
    XCTAssertEqual(findings.map(\.rule), [.duplicateName], "\(findings.map(\.message))")
  }

  /// What a browser hides or fades is reported, and the lint and the reader agree: a shape
  /// of opacity 0 paints nothing (a master of nothing else draws nothing, which the reader
  /// refuses too), a hidden one is skipped as `display: none` is, and a translucent one is
  /// drawn opaque. All three linted clean and rendered as solid shapes.
  func testHiddenAndTranslucentShapesAreReported() throws {
    let clean = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let bar = "<path class=\"monochrome-0 hierarchical-0:primary\" d=\"M30 55 H70\""
    func dot(_ extra: String, replacingBar: Bool = false) -> String {
      let square = "<rect x=\"30\" y=\"30\" width=\"40\" height=\"40\" fill=\"red\" \(extra)/>"
      return clean.replacingOccurrences(of: bar, with: replacingBar ? square + "<path d=\"\"" : square + bar)
    }
    let manifest = #"{"symbols": [{"name": "dot"}]}"#
    let cases: [(String, [LintRule], LintFinding.Severity)] = [
      (dot("fill-opacity=\"0\""), [.paintsNothing], .warning),
      (dot("visibility=\"hidden\""), [.unreadableSVG], .warning),
      (dot("style=\"opacity: 0.4\""), [.layerProperties], .warning),
      (dot("fill-opacity=\"0\"", replacingBar: true), [.drawsNothing], .error),
    ]
    for (text, rules, severity) in cases {
      let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": text])
      XCTAssertEqual(findings.map(\.rule), rules, "\(findings.map(\.description))")
      XCTAssertEqual(findings.map(\.severity), [severity])
      let template = try SymbolTemplateReader.parse(text, file: "dot.svg")
      if severity == .error {
        XCTAssertThrowsError(try template.glyph(name: "dot"))
      } else {
        XCTAssertNoThrow(try template.glyph(name: "dot"))
      }
    }
  }

  /// An empty `-sfsymbols-variable-threshold:` (attribute or style sheet) is reported and
  /// refused: CSS dropped it, so the layer stopped being variable with a clean lint.
  func testAnEmptyVariableThresholdIsReportedAndRefused() throws {
    let clean = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let path = "<path class=\"monochrome-0 hierarchical-0:primary\""
    let manifest = #"{"symbols": [{"name": "dot"}]}"#
    let texts = [
      clean.replacingOccurrences(
        of: path, with: path + " style=\"-sfsymbols-variable-threshold: ; fill: none\""),
      clean.replacingOccurrences(
        of: "<g id=\"Guides\">",
        with: "<style>path { -sfsymbols-variable-threshold: }</style><g id=\"Guides\">"),
    ]
    for text in texts {
      let findings = try LintFixtures.lint(files: ["manifest.json": manifest, "dot.svg": text])
      XCTAssertEqual(findings.map(\.rule), [.variableThreshold], "\(findings)")
      XCTAssertEqual(
        findings.first?.message,
        "-sfsymbols-variable-threshold has no value (CSS would drop the declaration, and the layer would not"
          + " be variable); expected auto or a number in 0...1, written in decimal")
      XCTAssertThrowsError(try SymbolTemplateReader.readGlyph(text, file: "dot.svg", name: "dot")) { error in
        XCTAssertEqual((error as? CatalogError)?.message, findings.first?.message)
      }
    }
  }

  func testMissingFolderThrows() {
    XCTAssertThrowsError(try CatalogLinter(directory: "/nonexistent/symbols").lint()) { error in
      XCTAssertTrue("\(error)".contains("not a catalog folder"), "\(error)")
    }
    // An empty path is named as one, not left blank before its position.
    XCTAssertThrowsError(try FolderCatalog(directory: "")) { error in
      XCTAssertTrue("\(error)".hasPrefix("'':"), "\(error)")
      XCTAssertTrue("\(error)".contains("not a catalog folder (an empty path)"), "\(error)")
    }
  }

  func testFindingDescriptionIsCompilerStyle() {
    let finding = LintFinding(
      location: SourceLocation(file: "Symbols/bell.svg", line: 12, column: 7), severity: .warning,
      message: "too wide", rule: .outsideMargins)
    XCTAssertEqual(finding.description, "Symbols/bell.svg:12:7: warning: too wide [outside-margins]")
    let whole = LintFinding(location: SourceLocation(file: "x.svg"), message: "m", rule: .missingBase)
    XCTAssertEqual(whole.description, "x.svg:1:1: error: m [missing-base]")
  }

  /// A guide far off the canvas passed, and the symbol then drew nothing (a baseline at y
  /// 1e200) or came out 2147483647 px wide (a margin at x -1e300).
  func testGuidesOffTheCanvasAreErrors() throws {
    let dot = try String(contentsOfFile: try LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let manifest = try String(
      contentsOfFile: try LintFixtures.folder("clean") + "/manifest.json", encoding: .utf8)
    for (original, moved, message) in [
      (
        #"id="Baseline-S" x1="0" y1="90""#, #"id="Baseline-S" x1="0" y1="1e200""#,
        "guide 'Baseline-S' is at y 1e+200"
      ),
      (#"id="left-margin-Regular-S" x1="20""#, #"id="left-margin-Regular-S" x1="-1e300""#, "is at x -1e+300"),
    ] {
      XCTAssertTrue(dot.contains(original))
      let catalog = try LintFixtures.scratchCatalog([
        "dot.svg": dot.replacingOccurrences(of: original, with: moved), "manifest.json": manifest,
      ])
      defer { try? FileManager.default.removeItem(at: catalog) }
      let findings = try CatalogLinter(directory: catalog.path).lint()
      let off = findings.filter { $0.rule == .guides && $0.message.contains("outside the canvas") }
      XCTAssertEqual(off.count, 1, findings.map(\.description).joined(separator: "\n"))
      XCTAssertEqual(off.first?.severity, .error)
      XCTAssertTrue(off.first?.message.contains(message) ?? false, off.first?.message ?? "")
    }
  }

  /// A stroke under `scale(1e155)` had an infinite width (the transform's determinant
  /// overflowed), so it "painted nothing", a warning, instead of reaching off the canvas.
  func testAHugelyScaledStrokeIsOffTheCanvas() throws {
    let dot = try String(contentsOfFile: try LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let manifest = try String(
      contentsOfFile: try LintFixtures.folder("clean") + "/manifest.json", encoding: .utf8)
    XCTAssertTrue(dot.contains(#"<g id="Regular-S">"#))
    let catalog = try LintFixtures.scratchCatalog([
      "dot.svg": dot.replacingOccurrences(
        of: #"<g id="Regular-S">"#, with: #"<g id="Regular-S" transform="scale(1e155)">"#),
      "manifest.json": manifest,
    ])
    defer { try? FileManager.default.removeItem(at: catalog) }
    let findings = try CatalogLinter(directory: catalog.path).lint()
    XCTAssertTrue(
      findings.contains { $0.rule == .outsideCanvas }, findings.map(\.description).joined(separator: "\n"))
    XCTAssertFalse(
      findings.contains { $0.rule == .paintsNothing }, findings.map(\.description).joined(separator: "\n"))
  }

  /// A manifest name holding a line break or an escape sequence, echoed in a message, made
  /// one finding several lines (and could colour a terminal); it is written escaped.
  func testAFindingIsOneLineWhateverItsMessageHolds() throws {
    let dot = try String(contentsOfFile: try LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let catalog = try LintFixtures.scratchCatalog([
      "dot.svg": dot,
      "manifest.json":
        #"{"symbols": [{"name": "dot"}, {"name": "be\nll\u001b[31m"}, {"name": "x\u202eyz"}]}"#,
    ])
    defer { try? FileManager.default.removeItem(at: catalog) }
    let findings = try CatalogLinter(directory: catalog.path).lint()
    XCTAssertFalse(findings.isEmpty)
    for finding in findings {
      XCTAssertEqual(finding.description.split(separator: "\n", omittingEmptySubsequences: false).count, 1)
      XCTAssertFalse(finding.description.unicodeScalars.contains("\u{1B}"), finding.description)
      // A right-to-left override would make the rest of the line read backwards.
      XCTAssertFalse(finding.description.unicodeScalars.contains("\u{202E}"), finding.description)
    }
    XCTAssertTrue(findings.contains { $0.description.contains(#"'x\u{202E}yz'"#) })
    XCTAssertTrue(
      findings.contains { $0.description.contains(#"'be\nll\u{1B}[31m'"#) },
      findings.map(\.description).joined())
    // The JSON form keeps the message as it is; JSON escapes it.
    XCTAssertTrue(findings.contains { $0.message.contains("be\nll\u{1B}") })
  }

  func testRuleIDsAreKebabCaseAndUnique() {
    let ids = LintRule.allCases.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count)
    for id in ids {
      XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "-" }, id)
      XCTAssertFalse(LintRule(rawValue: id)?.summary.isEmpty ?? true, id)
    }
  }

  /// Two files for one name (suffixes in two orders) are a duplicate as well as a bad name.
  func testTwoFilesForOneName() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let folder = try LintFixtures.scratchCatalog([
      "manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": dot, "dot.circle.slash.svg": dot,
      "dot.slash.circle.svg": dot, "dot.SVG": dot,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let findings = try CatalogLinter(directory: folder.path).lint()
    let spots = findings.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.rule.id)" }
    XCTAssertEqual(
      spots,
      ["dot.SVG:invalid-name", "dot.circle.slash.svg:invalid-name", "dot.slash.circle.svg:duplicate-name"])
  }

  func testAFileThatIsNotUTF8IsPlacedAtItsFirstBadByte() throws {
    // Both the lint and the loader said only "not UTF-8 text", at the start of the file.
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let lines = dot.split(separator: "\n", omittingEmptySubsequences: false)
    let folder = try LintFixtures.scratchCatalog(["manifest.json": #"{"symbols": [{"name": "dot"}]}"#])
    defer { try? FileManager.default.removeItem(at: folder) }
    // A Latin-1 'é' (0xE9 then a space, not a continuation byte) after "  <" on line 3.
    var bytes = Array(lines[0..<2].joined(separator: "\n").utf8) + Array("\n  <".utf8)
    bytes += [0xE9, 0x20] + Array("-->\n".utf8) + Array(lines[2...].joined(separator: "\n").utf8)
    try Data(bytes).write(to: folder.appendingPathComponent("dot.svg"))
    let findings = try CatalogLinter(directory: folder.path).lint()
    XCTAssertEqual(findings.count, 1, "\(findings)")
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(finding.rule, .unreadableSVG)
    XCTAssertEqual([finding.location.line, finding.location.column], [3, 4])
    XCTAssertEqual(
      finding.message,
      "the file is not UTF-8 text (byte 0xE9 does not begin a valid UTF-8 sequence); save it as UTF-8")
    XCTAssertThrowsError(try FolderCatalog(directory: folder.path).glyph(named: "dot")) { error in
      let located = error as? CatalogError
      XCTAssertEqual(located.map { [$0.location.line, $0.location.column] }, [3, 4])
      XCTAssertEqual(
        located?.message, "the file is not UTF-8 text (byte 0xE9 does not begin a valid UTF-8 sequence)")
    }
  }

  func testAFileNameThatIsNotUTF8IsNamedWithEscapes() throws {
    // The name was decoded with U+FFFD, and reading that path gave a false "cannot open".
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let folder = try LintFixtures.scratchCatalog([
      "manifest.json": #"{"symbols": [{"name": "dot"}]}"#, "dot.svg": dot,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // d\xE9t.svg; a hidden .\xE9.svg and n\xE9.txt, which are not the catalog's.
    let names: [[UInt8]] = [[0x64, 0xE9, 0x74, 0x2E], [0x2E, 0xE9, 0x2E], [0x6E, 0xE9, 0x2E]]
    for (stem, suffix) in zip(names, ["svg", "svg", "txt"]) {
      let path: [UInt8] = Array(folder.path.utf8) + [0x2F] + stem + Array(suffix.utf8) + [0]
      let descriptor = path.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in chars.baseAddress.map { creat($0, 0o644) } ?? -1 }
      }
      XCTAssertGreaterThanOrEqual(descriptor, 0)
      if descriptor >= 0 { close(descriptor) }
    }
    let findings = try CatalogLinter(directory: folder.path).lint()
    XCTAssertEqual(findings.map(\.rule), [.invalidName], "\(findings)")
    XCTAssertEqual(findings.first?.location.file, folder.path + "/d\\xE9t.svg")
    XCTAssertEqual(
      findings.first?.message,
      "file name 'd\\xE9t.svg' is not UTF-8; names use lowercase letters a-z, digits and dots")
    // The loader leaves the file out: no name could ask for it.
    XCTAssertEqual(try FolderCatalog(directory: folder.path).authoredNames, ["dot"])
  }

  func testADeprecationToADeprecatedNameAdvisesTheEndOfTheChain() throws {
    // The advice was "in favour of 'b'; point to a current name" even when 'b' was the
    // name being rejected (a cycle) or a name the catalog does not have.
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let deprecated = [
      ("a", "b"), ("b", "a"), ("c", "c"), ("x", "y"), ("y", "z"), ("z", "dot"), ("m", "gone"),
    ]
    .map { #"{"name": "\#($0.0)", "replacement": "\#($0.1)"}"# }
    let folder = try LintFixtures.scratchCatalog([
      "manifest.json": #"{"symbols": [{"name": "dot"}], "deprecated": ["# + deprecated.joined(separator: ", ")
        + "]}",
      "dot.svg": dot,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let advice = try CatalogLinter(directory: folder.path).lint().filter { $0.rule == .deprecatedTarget }
      .map { $0.message.split(separator: "; ", maxSplits: 1).last.map(String.init) ?? "" }
    XCTAssertEqual(
      advice,
      [
        "the deprecations 'a' → 'b' → 'a' form a cycle; point to a current name",
        "the deprecations 'b' → 'a' → 'b' form a cycle; point to a current name",
        "the deprecations 'c' → 'c' form a cycle; point to a current name",
        "point to 'dot'", "point to 'dot'",
        // 'm' points to a missing name, which the other message says, with no chain to follow.
        "deprecated name 'm' points to 'gone', which the catalog does not have (no symbol, alias, file or"
          + " synthesisable variant of that name)",
      ])
  }

  /// The canvas starts at the viewBox's origin: geometry left of x = 0 inside a canvas from
  /// x = -50 is on it, and geometry below its bottom edge is not.
  func testTheCanvasStartsAtTheViewBoxOrigin() throws {
    let ring = """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="120" viewBox="-50 0 100 120">
        <g id="Guides">
          <line id="Baseline-S" x1="-50" y1="90" x2="50" y2="90"/>
          <line id="Capline-S" x1="-50" y1="20" x2="50" y2="20"/>
          <line id="left-margin-Regular-S" x1="-48" y1="0" x2="-48" y2="120"/>
          <line id="right-margin-Regular-S" x1="48" y1="0" x2="48" y2="120"/>
        </g>
        <g id="Symbols">
          <g id="Regular-S">
            <path class="monochrome-0" d="M-45 20 H-35 V90 H-45 Z" fill="black"/>
            <path class="monochrome-0" d="M-10 100 H10 V125 H-10 Z" fill="black"/>
          </g>
        </g>
      </svg>
      """
    let folder = try LintFixtures.scratchCatalog([
      "manifest.json": #"{"symbols": [{"name": "ring"}]}"#, "ring.svg": ring,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let findings = try CatalogLinter(directory: folder.path).lint().filter { $0.rule == .outsideCanvas }
    XCTAssertEqual(findings.map(\.location.line), [11], "\(findings)")
    XCTAssertTrue(
      findings.first?.message.contains("y 100...125, beyond the canvas (-50 0 100 120)") == true,
      "\(findings)")
  }

  /// A later master contradicting the reference master's layer class is reported at the
  /// later master's element; a class only the later master gives is merged silently.
  func testMastersDisagreeingOnClasses() throws {
    let guides = (["Ultralight-S": 20.0, "Regular-S": 120.0, "Black-S": 220.0] as [String: Double])
      .sorted { $0.key < $1.key }
      .map { id, left in
        """
        <line id="left-margin-\(id)" x1="\(left)" y1="0" x2="\(left)" y2="120"/>
        <line id="right-margin-\(id)" x1="\(left + 60)" y1="0" x2="\(left + 60)" y2="120"/>
        """
      }.joined(separator: "\n")
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120">
      <g id="Guides">
      <line id="Baseline-S" x1="0" y1="90" x2="300" y2="90"/>
      <line id="Capline-S" x1="0" y1="20" x2="300" y2="20"/>
      \(guides)
      </g>
      <g id="Symbols">
      <g id="Ultralight-S">
      <path class="hierarchical-0:primary" d="M30 50 L70 50 L70 52 Z"/>
      <path d="M30 60 L70 60 L70 62 Z"/>
      </g>
      <g id="Regular-S">
      <path class="hierarchical-0:secondary" d="M130 50 L170 50 L170 54 Z"/>
      <path class="monochrome-0" d="M130 60 L170 60 L170 64 Z"/>
      </g>
      <g id="Black-S">
      <path d="M230 50 L270 50 L270 58 Z"/>
      <path d="M230 60 L270 60 L270 68 Z"/>
      </g>
      </g>
      </svg>
      """
    let template = try SymbolTemplateReader.parse(svg, file: "pair.svg")
    let findings = TemplateLinter(template: template, name: "pair").findings()
    XCTAssertEqual(findings.map(\.rule), [.layerProperties])
    XCTAssertEqual(findings.first?.location.line, 18)
    XCTAssertTrue(findings.first?.message.contains("must agree between masters") ?? false)
  }

  /// The findings of `files` (name → text) linted as a catalog, each symbol in the manifest.
  private func lintScratch(_ files: [String: String]) throws -> [LintFinding] {
    let names = files.keys.sorted().map { #"{"name": "\#($0.dropLast(4))"}"# }
    var all = files
    all["manifest.json"] = #"{"symbols": ["# + names.joined(separator: ", ") + "]}"
    let folder = try LintFixtures.scratchCatalog(all)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try CatalogLinter(directory: folder.path).lint()
  }

  /// The text of a file of the real catalog.
  private func realFile(_ name: String) throws -> String {
    try String(contentsOfFile: LintFixtures.realCatalog + "/" + name, encoding: .utf8)
  }

  /// `svg` without the master group `id` (its lines from the opening tag to its `</g>`).
  private func removingMaster(_ id: String, from svg: String) throws -> String {
    var lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try XCTUnwrap(lines.firstIndex { $0.contains(#"<g id="\#(id)""#) }, id)
    let end = try XCTUnwrap(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "</g>" })
    lines.removeSubrange(start...end)
    return lines.joined(separator: "\n")
  }

  /// Outline masters need Ultralight-S, Regular-S and Black-S: plus.svg with only its
  /// Ultralight-S master, or without Black-S (where `--weight black` drew Regular), linted clean.
  func testOutlineMastersMissingARequiredWeightAreErrors() throws {
    let plus = try realFile("plus.svg")
    let onlyLight = try removingMaster("Black-S", from: removingMaster("Regular-S", from: plus))
    let noBlack = try removingMaster("Black-S", from: plus)
    for (svg, found, missing) in [
      (onlyLight, "found Ultralight-S, missing Regular-S, Black-S", "Ultralight-S"),
      (noBlack, "found Ultralight-S, Regular-S, missing Black-S", "Ultralight-S"),
    ] {
      let findings = try lintScratch(["plus.svg": svg]).filter { $0.rule == .masterMismatch }
      XCTAssertEqual(findings.count, 1, findings.map(\.description).joined(separator: "\n"))
      let finding = try XCTUnwrap(findings.first)
      XCTAssertEqual(finding.severity, .error)
      XCTAssertTrue(finding.location.file.hasSuffix("/plus.svg"), finding.location.file)
      XCTAssertEqual(finding.location.line, 15, "at the first master, \(missing)")
      XCTAssertTrue(finding.message.hasPrefix("plus.svg draws outline masters"), finding.message)
      XCTAssertTrue(finding.message.contains("need Ultralight-S, Regular-S, Black-S"), finding.message)
      XCTAssertTrue(finding.message.contains(found), finding.message)
    }
    // A further weight, as long as the three are drawn, is allowed.
    XCTAssertEqual(try lintScratch(["plus.svg": plus]), [])
  }

  /// A centre-line design is drawn from a single Regular-S master: bell.svg with its master
  /// named Bold-S linted clean and was drawn as Regular.
  func testACentreLineMasterThatIsNotRegularIsAnError() throws {
    let bell = try realFile("bell.svg").replacingOccurrences(of: "Regular-S", with: "Bold-S")
    let findings = try lintScratch(["bell.svg": bell])
    XCTAssertEqual(
      findings.map(\.rule), [.masterMismatch], findings.map(\.description).joined(separator: "\n"))
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual([finding.location.line, finding.location.column], [11, 5])
    XCTAssertTrue(finding.message.hasPrefix("bell.svg is a centre-line design"), finding.message)
    XCTAssertTrue(finding.message.contains("found Bold-S, required Regular-S"), finding.message)
  }

  /// When no element of a master paints (bell.svg with stroke="none" on both paths), the lint
  /// passed with two warnings and the renderer then refused the symbol as drawing nothing.
  func testAMasterPaintingNothingIsAnError() throws {
    let bell = try realFile("bell.svg")
    XCTAssertEqual(bell.components(separatedBy: #"stroke="black""#).count, 3)
    let findings = try lintScratch([
      "bell.svg": bell.replacingOccurrences(of: #"stroke="black""#, with: #"stroke="none""#)
    ])
    XCTAssertEqual(findings.map(\.rule), [.drawsNothing], findings.map(\.description).joined(separator: "\n"))
    XCTAssertEqual(findings.first?.severity, .error)
    XCTAssertEqual(findings.first?.location.line, 11)
    // One element that paints is enough: the other is a warning.
    let secondary = try XCTUnwrap(bell.range(of: #"class="monochrome-1"#))
    let stroke = try XCTUnwrap(
      bell.range(of: #"stroke="black""#, range: secondary.upperBound..<bell.endIndex))
    let one = bell.replacingCharacters(in: stroke, with: #"stroke="none""#)
    XCTAssertEqual(try lintScratch(["bell.svg": one]).map(\.rule), [.paintsNothing])
  }

  /// A capline a hair above the baseline passed, and the renderer then refused the symbol as
  /// far too large at any point size; the cap height must be at least 1/100 of the canvas
  /// height (1.2 units on the fixture's 120).
  func testANearZeroCapHeightIsAnError() throws {
    let dot = try String(contentsOfFile: LintFixtures.folder("clean") + "/dot.svg", encoding: .utf8)
    let capline = #"id="Capline-S" x1="0" y1="20" x2="100" y2="20""#
    XCTAssertTrue(dot.contains(capline))
    func lint(_ y: String) throws -> [LintFinding] {
      try lintScratch([
        "dot.svg": dot.replacingOccurrences(
          of: capline, with: #"id="Capline-S" x1="0" y1="\#(y)" x2="100" y2="\#(y)""#)
      ])
    }
    let findings = try lint("89.9999")
    XCTAssertEqual(findings.map(\.rule), [.guides], findings.map(\.description).joined(separator: "\n"))
    XCTAssertEqual(findings.first?.severity, .error)
    XCTAssertEqual(findings.first?.location.line, 4)
    XCTAssertTrue(
      findings.first?.message.hasPrefix(
        "the cap height Baseline-S − Capline-S is 0.0001 units (y 90 − 90), under 1/100 of the canvas height"
          + " (1.2 units)") == true, findings.first?.message ?? "")
    XCTAssertEqual(try lint("88.8"), [])
  }
}
