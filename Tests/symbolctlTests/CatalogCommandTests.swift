import Foundation
import Glibc
import SymbolCatalog
import SymbolTestSupport
import XCTest

/// Runs the built `symbolctl list` and `symbolctl resolve` against a small catalog written
/// into the runner's scratch directory and passed with --catalog.
final class CatalogCommandTests: SymbolctlTestCase {
  static let manifest = """
    {
      "symbols": [
        {"name": "bell", "categories": ["communication", "status"], "keywords": ["alert", "ring \\"loud\\""],
         "aliases": ["notification.bell"], "preferredMode": "hierarchical",
         "synthesize": ["slash", "circle", "square", "rectangle"]},
        {"name": "mic", "categories": ["communication", "audio"], "keywords": ["microphone"],
         "synthesize": ["slash"]},
        {"name": "list.bullet", "categories": ["text"]}
      ],
      "deprecated": [{"name": "bell.old", "replacement": "bell"}]
    }
    """

  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="180" height="120" viewBox="0 0 180 120">
      <g id="Guides">
        <line id="Baseline-S" x1="0" y1="90" x2="180" y2="90"/>
        <line id="Capline-S" x1="0" y1="19.541" x2="180" y2="19.541"/>
      </g>
      <g id="Symbols"><g id="Regular-S">
        <path class="monochrome-0" d="M30 55 H90" fill="none" stroke="black" stroke-width="6.2"/>
      </g></g>
    </svg>
    """

  override func setUpWithError() throws {
    try super.setUpWithError()
    let runner = try XCTUnwrap(self.runner)
    let folder = runner.url("catalog")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["bell", "bell.fill", "bell.square", "mic", "list.bullet"] {
      try runner.write(Self.svg, to: "catalog/\(name).svg")
    }
    try runner.write(Self.manifest, to: "catalog/manifest.json")
  }

  /// Runs symbolctl with `arguments` plus `--catalog catalog`.
  override func run(_ arguments: [String]) throws -> SymbolctlRunner.Result {
    try super.run(arguments + ["--catalog", "catalog"])
  }

  /// The JSON standard output of a successful run.
  private func json(_ arguments: [String], line: UInt = #line) throws -> Any {
    let result = try run(arguments + ["--json"])
    XCTAssertEqual(result.status, 0, result.error, line: line)
    return try JSONSerialization.jsonObject(with: Data(result.output))
  }

  private func text(_ result: SymbolctlRunner.Result) -> String {
    String(decoding: result.output, as: UTF8.self)
  }

  func testListJSONHasEveryKeyAndTheVariants() throws {
    let symbols = try XCTUnwrap(try json(["list"]) as? [[String: Any]])
    XCTAssertEqual(symbols.compactMap { $0["name"] as? String }, ["bell", "list.bullet", "mic"])
    for symbol in symbols {
      XCTAssertEqual(
        Set(symbol.keys),
        ["name", "categories", "aliases", "keywords", "variants", "synthesisedVariants", "preferredMode"])
    }
    let bell = symbols[0]
    XCTAssertEqual(bell["categories"] as? [String], ["communication", "status"])
    XCTAssertEqual(bell["aliases"] as? [String], ["notification.bell"])
    XCTAssertEqual(bell["keywords"] as? [String], ["alert", "ring \"loud\""])
    XCTAssertEqual(bell["preferredMode"] as? String, "hierarchical")
    let variants = try XCTUnwrap(bell["variants"] as? [String])
    XCTAssertEqual(variants.count, 16)
    XCTAssertEqual(variants, variants.sorted())
    XCTAssertTrue(variants.contains("bell.slash.circle.fill"))
    XCTAssertTrue(symbols[1]["preferredMode"] is NSNull)
    XCTAssertEqual(symbols[2]["variants"] as? [String], ["mic", "mic.slash"])
    // Which of them the engine synthesises, as resolve and info say `synthesised` for one:
    // bell, bell.fill and bell.square have files here, the other 13 do not.
    let synthesised = try XCTUnwrap(bell["synthesisedVariants"] as? [String])
    XCTAssertEqual(synthesised, variants.filter { !["bell", "bell.fill", "bell.square"].contains($0) })
    XCTAssertEqual(symbols[2]["synthesisedVariants"] as? [String], ["mic.slash"])
    XCTAssertEqual(symbols[1]["synthesisedVariants"] as? [String], [])
  }

  func testListFiltersByCategoryAndSearch() throws {
    let audio = try XCTUnwrap(try json(["list", "--category", "Audio"]) as? [[String: Any]])
    XCTAssertEqual(audio.compactMap { $0["name"] as? String }, ["mic"])
    let alert = try XCTUnwrap(try json(["list", "--search", "ALERT"]) as? [[String: Any]])
    XCTAssertEqual(alert.compactMap { $0["name"] as? String }, ["bell"])
    let both = try XCTUnwrap(
      try json(["list", "--category", "communication", "--search", "micro"]) as? [[String: Any]])
    XCTAssertEqual(both.compactMap { $0["name"] as? String }, ["mic"])
    let none = try XCTUnwrap(try json(["list", "--search", "zebra"]) as? [[String: Any]])
    XCTAssertTrue(none.isEmpty)
    let plain = try run(["list", "--category", "text"])
    XCTAssertEqual(plain.status, 0)
    XCTAssertEqual(text(plain), "list.bullet  [text]  list.bullet\n")
    let unknown = try run(["list", "--category", "weather"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertTrue(unknown.error.hasPrefix("error: --category 'weather'"), unknown.error)
    XCTAssertTrue(unknown.error.contains("audio, communication, status, text"), unknown.error)
  }

  func testResolveCanonicalisesNameSuffixesWithRequestedVariants() throws {
    let object = try XCTUnwrap(try json(["resolve", "bell.fill", "--variant", "slash"]) as? [String: Any])
    XCTAssertEqual(
      Set(object.keys),
      [
        "requestedName", "resolvedName", "base", "variants", "droppedVariants", "synthesised", "warnings",
        "trace",
      ])
    XCTAssertEqual(object["resolvedName"] as? String, "bell.slash.fill")
    XCTAssertEqual(object["base"] as? String, "bell")
    XCTAssertEqual(object["variants"] as? [String], ["slash", "fill"])
    XCTAssertEqual(object["synthesised"] as? Bool, true)
    XCTAssertEqual(object["warnings"] as? [String], [])
    let trace = try XCTUnwrap(object["trace"] as? [[String: Any]])
    XCTAssertEqual(trace.compactMap { $0["step"] as? Int }, [1, 2, 3])
    XCTAssertEqual(trace.last?["candidate"] as? String, "bell.slash.fill")
    XCTAssertEqual(trace.last?["outcome"] as? String, "takenSynthesised")
    XCTAssertEqual(trace.first?["outcome"] as? String, "notRequested")
    XCTAssertNotNil(trace.first?["reason"] as? String)
  }

  func testTheFirstVariantIsClosestToTheSymbol() throws {
    let square = try XCTUnwrap(
      try json(["resolve", "bell", "--variant", "square", "--variant", "circle"]) as? [String: Any])
    XCTAssertEqual(square["resolvedName"] as? String, "bell.square")
    XCTAssertEqual(square["synthesised"] as? Bool, false)
    let circle = try XCTUnwrap(
      try json(["resolve", "bell", "--variant", "circle", "--variant", "square"]) as? [String: Any])
    XCTAssertEqual(circle["resolvedName"] as? String, "bell.circle")
    // The shape left out is said, not dropped without a word: by the chain of options and
    // when the name's own shape overrides a requested one.
    let ignored = "variant 'circle' ignored: 'square' is closer to the symbol, and a symbol takes one shape"
    XCTAssertEqual(square["warnings"] as? [String], [ignored])
    XCTAssertEqual(circle["droppedVariants"] as? [String], [])
    let plain = try run(["resolve", "bell", "--variant", "square", "--variant", "circle"])
    XCTAssertEqual(plain.status, 0)
    XCTAssertEqual(plain.error, "warning: \(ignored)\n")
    let byName = try XCTUnwrap(try json(["resolve", "bell.square", "--variant", "circle"]) as? [String: Any])
    XCTAssertEqual(byName["resolvedName"] as? String, "bell.square")
    XCTAssertEqual(byName["warnings"] as? [String], [ignored])
    let same = try XCTUnwrap(
      try json(["resolve", "bell", "--variant", "square", "--variant", "square"]) as? [String: Any])
    XCTAssertEqual(same["warnings"] as? [String], [])
    let clearedShape = try XCTUnwrap(
      try json(["resolve", "bell", "--variant", "square", "--variant", "circle", "--variant", "none"])
        as? [String: Any])
    XCTAssertEqual(clearedShape["warnings"] as? [String], [])
    let cleared = try XCTUnwrap(
      try json(["resolve", "bell", "--variant", "fill", "--variant", "none", "--variant", "slash"])
        as? [String: Any])
    XCTAssertEqual(cleared["resolvedName"] as? String, "bell.slash")
    // none clears the options before it, not the suffixes that are part of the name.
    // none clears the options before it, not the suffixes that are part of the name, and
    // says so (it kept them without a word).
    let named = try XCTUnwrap(try json(["resolve", "bell.fill", "--variant", "none"]) as? [String: Any])
    XCTAssertEqual(named["resolvedName"] as? String, "bell.fill")
    let keeps =
      "variant 'none' clears the variants asked for before it, not those the name 'bell.fill' spells; ask for"
      + " 'bell' to leave them out"
    XCTAssertEqual(named["warnings"] as? [String], [keeps])
    let text = try run(["resolve", "bell.fill", "--variant", "none", "--variant", "slash"])
    XCTAssertEqual(text.status, 0, text.error)
    XCTAssertEqual(text.error, "warning: \(keeps)\n")
  }

  func testDeprecatedNamesResolveWithAWarning() throws {
    let object = try XCTUnwrap(try json(["resolve", "bell.old", "--variant", "fill"]) as? [String: Any])
    XCTAssertEqual(object["resolvedName"] as? String, "bell.fill")
    XCTAssertEqual(object["warnings"] as? [String], ["symbol 'bell.old' is deprecated; using 'bell' instead"])
    let plain = try run(["resolve", "bell.old"])
    XCTAssertEqual(plain.status, 0)
    XCTAssertEqual(plain.error, "warning: symbol 'bell.old' is deprecated; using 'bell' instead\n")
    XCTAssertTrue(text(plain).hasPrefix("bell (authored)\n"), text(plain))
    XCTAssertTrue(text(plain).contains("  step 8 bell: taken: authored in the catalog\n"), text(plain))
  }

  func testHumanOutputShowsTheResolvedNameAndTrace() throws {
    let result = try run(["resolve", "list.bullet", "--variant", "fill"])
    XCTAssertEqual(result.status, 0, result.error)
    let lines = text(result).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "list.bullet (authored)")
    XCTAssertEqual(lines[1], "  not provided by the catalog: fill")
    XCTAssertEqual(lines.last, "  step 8 list.bullet: taken: authored in the catalog")
    XCTAssertTrue(
      lines.contains("  step 7 list.bullet.fill: not in catalog: neither authored nor synthesisable"))
  }

  /// Text meant for a terminal escapes the control characters a catalog may hold (the lint
  /// checks names, not categories): `list` printed a category's escape sequences as they
  /// were, so listing a catalog could retitle or clear the terminal; JSON keeps the values.
  func testTextOutputEscapesControlCharactersFromTheCatalog() throws {
    let runner = try XCTUnwrap(self.runner)
    let odd = "bell\u{1B}[2J"
    let margins = """
      <line id="left-margin-Regular-S" x1="20" y1="0" x2="20" y2="120"/>
      <line id="right-margin-Regular-S" x1="100" y1="0" x2="100" y2="120"/>
      </g>
      """
    var drawable = Self.svg
    let guidesEnd = try XCTUnwrap(drawable.range(of: "</g>"))
    drawable.replaceSubrange(guidesEnd, with: margins)
    try runner.write(drawable, to: "catalog/\(odd).svg")
    try runner.write(
      #"{"symbols": [{"name": "bell\u001b[2J", "categories": ["evil\u001b]0;title\u0007"]}]}"#,
      to: "catalog/manifest.json")
    for arguments in [["list"], ["resolve", odd], ["info", odd]] {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 0, result.error)
      XCTAssertFalse(result.output.contains(0x1B), "\(arguments): \(text(result))")
      XCTAssertTrue(text(result).contains("bell\\x1B[2J"), "\(arguments): \(text(result))")
    }
    XCTAssertTrue(text(try run(["list"])).contains("[evil\\x1B]0;title\\x07]"))
    let listed = try XCTUnwrap(json(["list"]) as? [[String: Any]])
    XCTAssertEqual(listed.first?["categories"] as? [String], ["evil\u{1B}]0;title\u{07}"])
  }

  func testUnknownNamesGetSuggestionsAndExitStatus1() throws {
    let result = try run(["resolve", "bel"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.error, "error: unknown symbol 'bel'; did you mean 'bell'?\n")
    XCTAssertTrue(result.output.isEmpty)
  }

  /// Variant names (authored and synthesised) are suggested, an alias comes with its
  /// target, and suffixes in the wrong order get the canonical name.
  func testSuggestionsCoverVariantsAliasesAndSuffixOrder() throws {
    let expected = [
      ("bell.slashh", "did you mean 'bell.slash'"), ("bell.squre.fill", "did you mean 'bell.square.fill'"),
      ("notification.bel", "did you mean 'notification.bell' → 'bell'?"),
      ("bell.fill.slash", "its variant suffixes are in the wrong order; did you mean 'bell.slash.fill'?"),
    ]
    for (name, message) in expected {
      let result = try run(["resolve", name])
      XCTAssertEqual(result.status, 1, name)
      XCTAssertTrue(result.error.contains(message), "\(name): \(result.error)")
    }
  }

  func testBadVariantValuesExit64NamingTheAcceptedOnes() throws {
    let result = try run(["resolve", "bell", "--variant", "outline"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.error.hasPrefix("error: "), result.error)
    XCTAssertTrue(result.error.contains("'outline'"), result.error)
    for word in ["none", "fill", "slash", "circle", "square", "rectangle"] {
      XCTAssertTrue(result.error.contains(word), word)
    }
  }

  func testVersion() throws {
    // Without this suite's --catalog: --version takes nothing else.
    let result = try super.run(["--version"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.output, Array((SymbolToolsVersion.current + "\n").utf8))
    XCTAssertTrue(SymbolToolsVersion.current.split(separator: ".").allSatisfy { Int($0) != nil })
  }

  func testAResultThatCannotBeWrittenExits1() throws {
    // Written to a full disk, the output was lost with exit status 0.
    let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    for arguments in [
      ["list"], ["list", "--json"], ["info", "heart"], ["info", "heart", "--json"], ["resolve", "heart"],
      ["resolve", "heart", "--json"], ["font-info", font], ["render", "heart", "-o", "-"],
    ] {
      let result = try XCTUnwrap(runner).run(arguments, outputPath: "/dev/full")
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(
        result.error, "error: standard output: cannot write: No space left on device\n", "\(arguments)")
    }
  }

  /// Rendering over one of the catalog's own files (named, through a link, or by the default
  /// name inside the catalog's folder) would replace a symbol's template or the manifest.
  func testTheCatalogsOwnFilesAreNeverOverwritten() throws {
    let runner = try XCTUnwrap(runner)
    // The small catalog's drawing has no margins to render with; the real bell has.
    let bell = try String(contentsOfFile: FolderCatalog.sourceTreeDirectory + "/bell.svg", encoding: .utf8)
    for folder in ["catalog/", ""] { try runner.write(bell, to: folder + "bell.svg") }
    XCTAssertEqual(symlink("catalog/bell.svg", runner.url("link.svg").path), 0)
    for target in ["catalog/bell.svg", "link.svg", "catalog/manifest.json", "catalog/../catalog/mic.svg"] {
      let result = try run(["render", "bell", "--format", "svg", "-o", target])
      XCTAssertEqual(result.status, 1, target)
      XCTAssertTrue(result.error.contains("the catalog's own file"), result.error)
      XCTAssertTrue(result.error.hasPrefix("error: \(target): "), result.error)
    }
    XCTAssertEqual(runner.contents("catalog/bell.svg"), Array(bell.utf8))
    XCTAssertEqual(runner.contents("catalog/mic.svg"), Array(Self.svg.utf8))
    XCTAssertEqual(runner.contents("catalog/manifest.json"), Array(Self.manifest.utf8))
    // A new file the catalog does not read replaces nothing (a new SVG file: below).
    let fresh = try run(["render", "bell", "-o", "catalog/drawn.png"])
    XCTAssertEqual(fresh.status, 0, fresh.error)

    // The default output name, bell.svg, run in the catalog's own folder.
    for name in ["mic", "list.bullet"] { try runner.write(Self.svg, to: "\(name).svg") }
    try runner.write(Self.manifest, to: "manifest.json")
    let here = try runner.run(["render", "bell", "--format", "svg", "--catalog", "."])
    XCTAssertEqual(here.status, 1)
    XCTAssertTrue(here.error.contains("bell.svg: the output is the catalog's own file"), here.error)
    XCTAssertEqual(runner.contents("bell.svg"), Array(bell.utf8))
  }

  /// `render heart.circle.fill --catalog . --format svg` in the catalog's folder wrote
  /// heart.circle.fill.svg there and exited 0; the catalog then read the drawing as the
  /// symbol's template, and every later render of that name failed, and symbol-lint with it.
  /// Any new SVG file in the folder is refused, by the default name or by -o, however the
  /// folder is spelt; PNG and PDF files there, and hidden files, are written as asked.
  func testANewSVGFileInTheCatalogsFolderIsRefused() throws {
    let runner = try XCTUnwrap(runner)
    let folder = runner.url("symbols")
    try FileManager.default.copyItem(atPath: FolderCatalog.sourceTreeDirectory, toPath: folder.path)
    let listing = { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    let before = try listing()
    // Run in the catalog's folder, as `symbolctl render … --catalog .` there.
    let render = { (arguments: [String]) in
      try BuiltTool.run("symbolctl", ["render"] + arguments + ["--catalog", "."], in: folder)
    }
    let here = try render(["heart.circle.fill", "--format", "svg"])
    XCTAssertEqual(here.status, 1)
    XCTAssertEqual(
      here.error,
      "error: heart.circle.fill.svg: the output would be a new file heart.circle.fill.svg in the catalog's"
        + " folder (--catalog .); the catalog reads every .svg file there as a symbol's template, which a"
        + " drawing is not, so heart.circle.fill would no longer render; name an output outside the"
        + " catalog's folder with -o\n")
    XCTAssertEqual(symlink("symbols/drawn.svg", runner.url("link.svg").path), 0)
    XCTAssertEqual(symlink("symbols", runner.url("folder").path), 0)
    for output in [
      "bell.square.svg", "./bell.square.svg", "../symbols/bell.square.svg", folder.path + "/bell.square.svg",
      "../folder/bell.square.svg", "../link.svg",
    ] {
      let result = try render(["bell", "--variant", "square", "-o", output])
      XCTAssertEqual(result.status, 1, output)
      XCTAssertTrue(
        result.error.hasPrefix("error: \(output): the output would be a new file "), result.error)
      XCTAssertTrue(
        result.error.hasSuffix("name an output outside the catalog's folder with -o\n"), result.error)
    }
    // The catalog skips it, but symbol-lint fails on it.
    let upper = try render(["bell", "-o", "Bell.SVG"])
    XCTAssertEqual(upper.status, 1)
    XCTAssertTrue(
      upper.error.hasPrefix("error: Bell.SVG: the output would be Bell.SVG in the catalog's"), upper.error)
    XCTAssertTrue(upper.error.contains("symbol-lint"), upper.error)
    XCTAssertEqual(try listing(), before)

    // What the catalog does not read is written: other formats by their default names, a
    // hidden file, and an SVG file outside the folder.
    for arguments in [
      ["heart.circle.fill"], ["heart.circle.fill", "--format", "pdf"], ["bell", "-o", ".draft.svg"],
      ["heart.circle.fill", "--format", "svg", "-o", "../heart.circle.fill.svg"],
    ] {
      let result = try render(arguments)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)")
    }
    XCTAssertEqual(
      try listing(), (before + ["heart.circle.fill.png", "heart.circle.fill.pdf", ".draft.svg"]).sorted())
    XCTAssertTrue(FileManager.default.fileExists(atPath: runner.url("heart.circle.fill.svg").path))
    // The catalog still draws the symbol and passes the lint.
    XCTAssertEqual(try render(["heart.circle.fill", "--format", "svg", "-o", "-"]).status, 0)
    let lint = try BuiltTool.run("symbol-lint", ["."], in: folder)
    XCTAssertEqual(lint.status, 0, String(decoding: lint.output, as: UTF8.self))
  }

  /// The refusal named "(--catalog DIR)" when no --catalog was given; it names where the
  /// folder came from: SYMBOL_CATALOG, or the default catalog.
  func testTheCatalogFolderRefusalNamesWhereTheFolderCameFrom() throws {
    let binary = try XCTUnwrap(BuiltTool.locate("symbolctl"))
    let symbols = FolderCatalog.sourceTreeDirectory
    func run(_ environment: String) throws -> (status: Int32, error: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(environment) exec \"$0\" render bell -o bell.svg", binary.path]
      // In the catalog's folder, where the output would be its own bell.svg (refused, so
      // nothing there is written).
      process.currentDirectoryURL = URL(fileURLWithPath: symbols)
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = Pipe()
      try process.run()
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    let fromEnvironment = try run("SYMBOL_CATALOG=. ")
    XCTAssertEqual(fromEnvironment.status, 1, fromEnvironment.error)
    XCTAssertTrue(
      fromEnvironment.error.contains("own file bell.svg (SYMBOL_CATALOG=.)"), fromEnvironment.error)
    // The variable named even when it names the default folder itself.
    let explicitDefault = try run("SYMBOL_CATALOG='\(symbols)' ")
    XCTAssertTrue(
      explicitDefault.error.contains("own file bell.svg (SYMBOL_CATALOG=\(symbols))"), explicitDefault.error)
    let byDefault = try run("unset SYMBOL_CATALOG;")
    XCTAssertEqual(byDefault.status, 1, byDefault.error)
    XCTAssertTrue(
      byDefault.error.contains("own file bell.svg (the default catalog \(symbols))"), byDefault.error)
    XCTAssertFalse(byDefault.error.contains("--catalog"), byDefault.error)
  }

  func testUnreadableCatalogsExit1WithThePosition() throws {
    let runner = try XCTUnwrap(runner)
    let missing = try runner.run(["list", "--catalog", "nowhere"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.error.hasPrefix("error: nowhere: not a catalog folder"), missing.error)
    try runner.write("{\"symbols\": [{\"name\": \"a\", \"color\": 1}]}", to: "catalog/manifest.json")
    let broken = try run(["resolve", "a"])
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(
      broken.error.hasPrefix("error: catalog/manifest.json:1:28: unknown key 'color' in a symbol entry"),
      broken.error)
  }
}
