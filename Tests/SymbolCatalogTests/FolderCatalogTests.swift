import Foundation
import SymbolCatalog
import XCTest

/// The folder catalog: loading, availability (authored and synthesised), variant listing,
/// search, resolution through `VariantResolver`, lazy glyph reading and load errors.
final class FolderCatalogTests: XCTestCase {
  /// A minimal valid symbol template (the Symbols/README.md example).
  static let template = """
    <svg xmlns="http://www.w3.org/2000/svg" width="180" height="120" viewBox="0 0 180 120">
      <g id="Guides">
        <line id="Baseline-S" x1="0" y1="90" x2="180" y2="90" stroke="#27aae1" stroke-width="0.5"/>
        <line id="Capline-S" x1="0" y1="19.541" x2="180" y2="19.541" stroke="#27aae1" stroke-width="0.5"/>
        <line id="left-margin-Regular-S" x1="20" y1="0" x2="20" y2="120" stroke="#00aeef"/>
        <line id="right-margin-Regular-S" x1="100" y1="0" x2="100" y2="120" stroke="#00aeef"/>
      </g>
      <g id="Symbols">
        <g id="Regular-S">
          <path class="monochrome-0 hierarchical-0:primary" d="M30 55 H90 M60 25 V85"
            fill="none" stroke="black" stroke-width="6.2" stroke-linecap="round"/>
        </g>
      </g>
    </svg>
    """

  static let manifest = """
    {
      "symbols": [
        {"name": "bell", "categories": ["communication", "status"], "keywords": ["Alert", "alarm"],
         "aliases": ["notification.bell"], "preferredMode": "hierarchical",
         "synthesize": ["slash", "circle", "square", "rectangle"]},
        {"name": "mic", "categories": ["communication", "Audio"], "synthesize": ["slash", "circle"]},
        {"name": "list.bullet", "categories": ["text"]},
        {"name": "square.on.square", "synthesize": ["circle"]}
      ],
      "deprecated": [{"name": "bell.old", "replacement": "bell"}]
    }
    """

  /// The files of the standard test catalog.
  static let files = [
    "bell", "bell.fill", "bell.square", "mic", "mic.fill", "list.bullet", "square.on.square",
  ]

  private var directories: [URL] = []

  override func tearDown() {
    for directory in directories { try? FileManager.default.removeItem(at: directory) }
    directories = []
    super.tearDown()
  }

  /// Writes a catalog folder holding `files` (names without `.svg`) and `manifest`, plus
  /// any `extra` files as given.
  private func makeCatalog(
    files: [String] = FolderCatalogTests.files, manifest: String? = FolderCatalogTests.manifest,
    extra: [String: String] = [:]
  ) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("folder-catalog-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    directories.append(directory)
    for name in files {
      try Data(Self.template.utf8).write(to: directory.appendingPathComponent(name + ".svg"))
    }
    if let manifest {
      try Data(manifest.utf8).write(to: directory.appendingPathComponent("manifest.json"))
    }
    for (name, text) in extra {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    return directory.path
  }

  /// Two files drawing one name (`mic.svg` beside `Mic.svg`, or suffixes in two orders)
  /// make that name fail when it is drawn, with the lint's message; the rest of the catalog
  /// draws. Such a pair stopped every command, `list` and `render bell` included, while a
  /// lone `Mic.svg` was just ignored.
  func testTwoFilesForOneNameFailOnlyThatName() throws {
    let directory = try makeCatalog(
      extra: [
        "Mic.svg": Self.template, "bell.fill.slash.svg": Self.template, "bell.slash.fill.svg": Self.template,
      ])
    let catalog = try FolderCatalog(directory: directory)
    XCTAssertNoThrow(try catalog.glyph(named: "bell"))
    XCTAssertNoThrow(try catalog.glyph(named: "mic.fill"))
    XCTAssertEqual(catalog.availability(of: "mic"), .authored)
    let mic = catchError { try catalog.glyph(named: "mic") }
    XCTAssertEqual(mic?.problem, .duplicateName)
    XCTAssertEqual(mic?.location.file, directory + "/mic.svg")
    XCTAssertEqual(mic?.message, "'mic.svg' draws the same name as 'Mic.svg' ('mic'); keep one file per name")
    let slash = catchError { try catalog.glyph(named: "bell.slash.fill") }
    XCTAssertEqual(
      slash?.message,
      "'bell.slash.fill.svg' draws the same name as 'bell.fill.slash.svg' ('bell.slash.fill'); keep one file per name"
    )
    // The lint still reports the pair.
    let findings = try CatalogLinter(directory: directory).lint().filter { $0.rule == .duplicateName }
    XCTAssertEqual(findings.map(\.message), [mic?.message, slash?.message].compactMap { $0 }.sorted())
  }

  /// A long value of the manifest is quoted cut, as the SVG reader's are (README: whole up
  /// to 80 characters, else its first 60 and its length): a 1,000,000-character bare word or
  /// alias given twice made a message of that size, from the loader and the lint alike.
  func testLongManifestValuesAreQuotedCutInMessages() throws {
    let long = String(repeating: "a", count: 1_000_000)
    let cut = "'" + String(repeating: "a", count: 60) + "…' (1000000 characters)"
    let manifests = [
      long,
      #"{"symbols": [{"name": "bell", "\#(long)": 1}]}"#,
      #"{"symbols": [{"name": "bell", "preferredMode": "\#(long)"}]}"#,
      #"{"symbols": [{"name": "bell", "aliases": ["\#(long)", "\#(long)"]}]}"#,
    ]
    for manifest in manifests {
      let folder = try makeCatalog(files: ["bell"], manifest: manifest)
      XCTAssertThrowsError(try FolderCatalog(directory: folder)) { error in
        let message = (error as? CatalogError)?.message ?? "\(error)"
        XCTAssertLessThan(message.count, 1_000, String(message.prefix(200)))
        XCTAssertTrue(message.contains(cut), String(message.prefix(200)))
      }
      let findings = try CatalogLinter(directory: folder).lint()
      XCTAssertFalse(findings.isEmpty)
      for finding in findings {
        XCTAssertLessThan(finding.message.count, 1_000, String(finding.message.prefix(200)))
      }
    }
  }

  func testLoadsNamesFromFilesAndManifest() throws {
    let path = try makeCatalog(extra: [".hidden.svg": "x", "notes.txt": "x", "bell.svg~": "x"])
    let catalog = try FolderCatalog(directory: path)
    XCTAssertEqual(catalog.directory, path)
    XCTAssertEqual(catalog.authoredNames, Set(Self.files))
    XCTAssertEqual(catalog.baseNames, ["bell", "mic", "list.bullet", "square.on.square"])
    XCTAssertEqual(catalog.deprecations, ["bell.old": "bell"])
    XCTAssertEqual(catalog.aliases, ["notification.bell": "bell"])
    XCTAssertEqual(catalog.manifest.symbols.count, 4)
    XCTAssertEqual(catalog.entry(named: "bell")?.keywordList, ["Alert", "alarm"])
    XCTAssertNil(catalog.entry(named: "bell.fill"))
    XCTAssertEqual(catalog.preferredMode(ofBase: "bell"), .hierarchical)
    XCTAssertNil(catalog.preferredMode(ofBase: "mic"))
    XCTAssertEqual(catalog.allowedSynthesis(ofBase: "mic"), [.slash, .circle])
    XCTAssertEqual(catalog.path(of: "bell.fill"), path + "/bell.fill.svg")
  }

  func testAvailabilityFollowsTheSynthesisRule() throws {
    let catalog = try FolderCatalog(directory: try makeCatalog())
    let expected: [(String, SymbolAvailability)] = [
      ("bell", .authored), ("bell.fill", .authored),
      // Authored wins even though square is synthesisable.
      ("bell.square", .authored),
      // Slash: allowed, and the name without slash is authored.
      ("bell.slash", .synthesisable), ("bell.slash.fill", .synthesisable),
      // Shapes: allowed, inner name available (authored or synthesisable).
      ("bell.circle", .synthesisable), ("bell.circle.fill", .synthesisable),
      ("bell.slash.rectangle.fill", .synthesisable),
      // mic allows slash and circle only.
      ("mic.slash.fill", .synthesisable), ("mic.slash.circle", .synthesisable), ("mic.square", .unavailable),
      // list.bullet allows nothing.
      ("list.bullet.fill", .unavailable), ("list.bullet.slash", .unavailable),
      // A shape word inside a base name is part of the base.
      ("square.on.square", .authored), ("square.on.square.circle", .synthesisable),
      ("square.on.square.slash", .unavailable),
      ("unknown", .unavailable), ("unknown.slash", .unavailable),
    ]
    for (name, availability) in expected {
      XCTAssertEqual(catalog.availability(of: name), availability, name)
    }
  }

  func testSlashNeedsTheUnslashedNameAuthored() throws {
    let manifest = #"{"symbols": [{"name": "a", "synthesize": ["slash", "circle"]}]}"#
    let catalog = try FolderCatalog(directory: try makeCatalog(files: ["a", "a.circle"], manifest: manifest))
    // a.fill is not authored (a filled symbol cannot be synthesised), so neither is its slash.
    XCTAssertEqual(catalog.availability(of: "a.fill"), .unavailable)
    XCTAssertEqual(catalog.availability(of: "a.slash.fill"), .unavailable)
    // A filled enclosure comes with its shape: the inner name is `a`, which is authored.
    XCTAssertEqual(catalog.availability(of: "a.circle.fill"), .synthesisable)
    // a.slash.circle: circle allowed and a.slash synthesisable.
    XCTAssertEqual(catalog.availability(of: "a.slash.circle"), .synthesisable)
    XCTAssertEqual(catalog.availability(of: "a.circle"), .authored)
  }

  func testListsEveryVariantNameSorted() throws {
    let catalog = try FolderCatalog(directory: try makeCatalog())
    XCTAssertEqual(
      catalog.allVariantNames(of: "mic"),
      [
        "mic", "mic.circle", "mic.circle.fill", "mic.fill", "mic.slash", "mic.slash.circle",
        "mic.slash.circle.fill",
        "mic.slash.fill",
      ])
    XCTAssertEqual(catalog.allVariantNames(of: "list.bullet"), ["list.bullet"])
    XCTAssertEqual(catalog.allVariantNames(of: "bell").count, 16)
    XCTAssertEqual(catalog.allVariantNames(of: "nothing"), [])
  }

  func testSearchMatchesNamesAliasesKeywordsAndCategoriesIgnoringCase() throws {
    let catalog = try FolderCatalog(directory: try makeCatalog())
    XCTAssertEqual(catalog.search(text: "ALERT").map(\.name.value), ["bell"])
    XCTAssertEqual(catalog.search(text: "notification").map(\.name.value), ["bell"])
    XCTAssertEqual(catalog.search(text: "audio").map(\.name.value), ["mic"])
    XCTAssertEqual(catalog.search(text: "communication").map(\.name.value), ["bell", "mic"])
    XCTAssertEqual(catalog.search(text: "bullet").map(\.name.value), ["list.bullet"])
    XCTAssertEqual(catalog.search(text: "zebra").map(\.name.value), [])
    XCTAssertEqual(catalog.search(text: "").count, 4)
    XCTAssertEqual(catalog.categories, ["Audio", "communication", "status", "text"])
    XCTAssertEqual(catalog.entries(inCategory: "audio").map(\.name.value), ["mic"])
    XCTAssertEqual(catalog.entries(inCategory: "Communication").map(\.name.value), ["bell", "mic"])
  }

  func testResolvesThroughVariantResolver() throws {
    let resolver = VariantResolver(catalog: try FolderCatalog(directory: try makeCatalog()))
    let slashed = try resolver.resolve("bell.fill", variants: .slash)
    XCTAssertEqual(slashed.resolvedName, "bell.slash.fill")
    XCTAssertTrue(slashed.isSynthesised)
    let square = try resolver.resolve("bell", variants: .square.circle)
    XCTAssertEqual(square.resolvedName, "bell.square")
    XCTAssertFalse(square.isSynthesised)
    let list = try resolver.resolve("list.bullet", variants: .fill)
    XCTAssertEqual(list.resolvedName, "list.bullet")
    XCTAssertEqual(list.droppedVariants, .fill)
    let old = try resolver.resolve("bell.old", variants: .fill)
    XCTAssertEqual(old.resolvedName, "bell.fill")
    XCTAssertEqual(old.warnings, [.deprecated(name: "bell.old", replacement: "bell")])
    XCTAssertEqual(try resolver.resolve("notification.bell").resolvedName, "bell")
    XCTAssertThrowsError(try resolver.resolve("bel")) { error in
      XCTAssertEqual(error as? ResolutionError, .unknownSymbol(name: "bel", suggestions: ["bell"]))
    }
  }

  func testReadsGlyphsLazilyAndOnlyForAuthoredNames() throws {
    let path = try makeCatalog(extra: ["mic.fill.svg": "<svg"])
    // A broken SVG does not stop loading: files are only listed.
    let catalog = try FolderCatalog(directory: path)
    XCTAssertEqual(catalog.availability(of: "mic.fill"), .authored)
    XCTAssertThrowsError(try catalog.glyph(named: "mic.fill")) { error in
      XCTAssertEqual((error as? CatalogError)?.location.file, path + "/mic.fill.svg")
    }
    let synthesised = try XCTUnwrap(catchError { try catalog.glyph(named: "bell.slash") })
    XCTAssertTrue(synthesised.message.contains("synthesised by the engine"), synthesised.message)
    let missing = try XCTUnwrap(catchError { try catalog.glyph(named: "nothing") })
    XCTAssertTrue(missing.message.contains("no file nothing.svg"), missing.message)
    let glyph = try catalog.glyph(named: "bell")
    XCTAssertEqual(glyph.name, "bell")
    XCTAssertEqual(glyph.source.file, path + "/bell.svg")
  }

  func testAFIFOOrAFolderInPlaceOfAFileIsRefusedWithoutWaiting() throws {
    // A FIFO blocked the reader until some process wrote to it: the lint and symbolctl hung.
    let path = try makeCatalog(files: ["bell"])
    XCTAssertEqual(mkfifo(path + "/bell.fill.svg", 0o600), 0)
    try FileManager.default.createDirectory(atPath: path + "/mic.svg", withIntermediateDirectories: false)
    let catalog = try FolderCatalog(directory: path)
    let fifo = try XCTUnwrap(catchError { try catalog.glyph(named: "bell.fill") })
    XCTAssertEqual(fifo.location.file, path + "/bell.fill.svg")
    XCTAssertEqual(fifo.message, "cannot read: a FIFO; catalog files must be regular files")
    let folder = try XCTUnwrap(catchError { try catalog.glyph(named: "mic") })
    XCTAssertEqual(folder.message, "cannot read: a directory; catalog files must be regular files")
    let manifestPath = try makeCatalog(manifest: nil)
    XCTAssertEqual(mkfifo(manifestPath + "/manifest.json", 0o600), 0)
    let manifest = try XCTUnwrap(catchError { try FolderCatalog(directory: manifestPath) })
    XCTAssertEqual(manifest.message, "cannot read: a FIFO; catalog files must be regular files")
  }

  func testANameThatMeansTwoThingsIsRefused() throws {
    // Each was loaded with the first meaning the lookup met: the second entry's preferred
    // mode lost, and star.circle drawing bell.
    let cases: [(String, String, String)] = [
      (
        #"{"symbols": [{"name": "bell"}, {"name": "bell", "preferredMode": "multicolor"}]}"#,
        "symbol 'bell' is listed twice (first at line 1); merge the entries", "manifest.json:1:41"
      ),
      (
        #"{"symbols": [{"name": "bell", "aliases": ["mic.circle"]}, {"name": "mic", "synthesize": ["circle"]}]}"#,
        "alias 'mic.circle' is also 'mic' with circle", "manifest.json:1:43"
      ),
      (
        #"{"symbols": [{"name": "bell", "aliases": ["mic"]}, {"name": "mic"}]}"#,
        "alias 'mic' of 'bell' is also a symbol name", "manifest.json:1:43"
      ),
    ]
    for (manifest, message, place) in cases {
      let path = try makeCatalog(files: ["bell", "mic"], manifest: manifest)
      let error = try XCTUnwrap(catchError { try FolderCatalog(directory: path) }, manifest)
      XCTAssertTrue(error.message.hasPrefix(message), "\(error.message)")
      XCTAssertTrue(error.location.description.hasSuffix(place), "\(error.location)")
    }
    let valid = try makeCatalog(
      files: ["bell", "mic"],
      manifest: #"{"symbols": [{"name": "bell", "aliases": ["ring"]}, {"name": "mic"}]}"#)
    XCTAssertNoThrow(try FolderCatalog(directory: valid))
  }

  func testLoadErrorsNameTheFileAndPosition() throws {
    let noManifest = try XCTUnwrap(
      catchError { try FolderCatalog(directory: try self.makeCatalog(manifest: nil)) })
    XCTAssertTrue(noManifest.location.file.hasSuffix("/manifest.json"))
    XCTAssertTrue(noManifest.message.contains("no manifest.json"), noManifest.message)
    let missingFolder = try XCTUnwrap(catchError { try FolderCatalog(directory: "/nonexistent/catalog") })
    XCTAssertEqual(missingFolder.location.file, "/nonexistent/catalog")
    XCTAssertTrue(missingFolder.message.contains("no such directory"), missingFolder.message)
    let aFile = try makeCatalog(manifest: "{}") + "/manifest.json"
    let file = try XCTUnwrap(catchError { try FolderCatalog(directory: aFile) })
    XCTAssertEqual(
      file.message,
      "not a catalog folder (it is a file); a catalog is a folder of SVG files and manifest.json")
    let broken = try makeCatalog(manifest: "{\n  \"symbols\": [\n    {\"name\": 1}\n  ]\n}")
    let decoding = try XCTUnwrap(catchError { try FolderCatalog(directory: broken) })
    XCTAssertEqual(decoding.location, SourceLocation(file: broken + "/manifest.json", line: 3, column: 14))
    XCTAssertEqual(decoding.message, "'name' must be a symbol name string; found a number")
  }

  func testDefaultDirectoryIsTheSourceTreeSymbolsFolderUnlessOverridden() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    XCTAssertEqual(FolderCatalog.sourceTreeDirectory, root.appendingPathComponent("Symbols").path)
    let saved = getenv(FolderCatalog.environmentVariable).map { String(cString: $0) }
    defer {
      if let saved {
        setenv(FolderCatalog.environmentVariable, saved, 1)
      } else {
        unsetenv(FolderCatalog.environmentVariable)
      }
    }
    setenv(FolderCatalog.environmentVariable, "/custom/catalog", 1)
    XCTAssertEqual(FolderCatalog.defaultDirectory, "/custom/catalog")
    unsetenv(FolderCatalog.environmentVariable)
    XCTAssertEqual(FolderCatalog.defaultDirectory, FolderCatalog.sourceTreeDirectory)
  }

  /// The `CatalogError` thrown by `body`, or nil (failing the test) when it succeeds.
  private func catchError<T>(
    _ body: () throws -> T, line: UInt = #line
  ) -> CatalogError? {
    do {
      _ = try body()
      XCTFail("expected a CatalogError", line: line)
      return nil
    } catch let error as CatalogError {
      return error
    } catch {
      XCTFail("expected a CatalogError, got \(error)", line: line)
      return nil
    }
  }
}
