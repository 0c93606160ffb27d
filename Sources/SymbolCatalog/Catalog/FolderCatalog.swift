/// A catalog stored as a folder of SVG files plus `manifest.json` (Symbols/README.md).
///
/// Loading lists the `*.svg` file names and decodes the manifest; no SVG is parsed until
/// ``glyph(named:)`` asks for one, so opening even a large catalog stays fast. Hidden
/// files (names starting with `.`, such as editor backups) are ignored.
///
/// - Base names are the manifest's `symbols` names.
/// - Authored names are the file names without `.svg`.
/// - A name `b[.slash][.shape][.fill]` of base `b` whose entry allows the variants `A`
///   (`synthesize`) is synthesisable when it has a shape, the shape is in `A`, and the
///   inner name (without shape and fill) is authored or synthesisable; or, without a shape,
///   when it has slash, slash is in `A`, and the name without slash is authored. An
///   authored file always wins over synthesis.
///
/// The catalog conforms to ``SymbolCatalogSource``, so ``VariantResolver`` resolves names
/// against it; deprecations come from the manifest's `deprecated` list and aliases from
/// each entry's `aliases`.
public struct FolderCatalog: SymbolCatalogSource, Hashable {
  /// The environment variable that overrides ``defaultDirectory``.
  public static let environmentVariable = "SYMBOL_CATALOG"

  /// The folder the catalog was read from, as given.
  public let directory: String
  /// The decoded manifest, every value with its location (for lint tools).
  public let manifest: CatalogManifest
  /// Every full name drawn by a file in the folder.
  public let authoredNames: Set<String>
  /// Every base name of the manifest.
  public let baseNames: Set<String>
  /// Deprecated names mapped to their replacements (the first entry wins on repeats).
  public let deprecations: [String: String]
  /// Aliases mapped to the base names they stand for (the first entry wins on repeats).
  public let aliases: [String: String]
  /// The manifest entries by base name (the first entry wins on repeats).
  private let entries: [String: ManifestEntry]
  /// The names two files of the folder draw, each with the lint's duplicate-name error,
  /// which ``glyph(named:)`` throws for it.
  public private(set) var fileClashes: [String: CatalogError] = [:]

  /// The catalog folder used when none is given: the value of `SYMBOL_CATALOG` when set,
  /// else the `Symbols/` folder of the source tree this library was built from (found
  /// from this file's `#filePath`: `…/Sources/SymbolCatalog/Catalog/FolderCatalog.swift`
  /// gives `…/Symbols`). The latter only exists on the machine that built the package;
  /// installed tools should set `SYMBOL_CATALOG` or pass a folder explicitly.
  public static var defaultDirectory: String {
    configuredDirectory ?? sourceTreeDirectory
  }

  /// The value of `SYMBOL_CATALOG`, when it is set and not empty: the folder
  /// ``defaultDirectory`` names in its place. It may name the source tree's folder too.
  public static var configuredDirectory: String? {
    CatalogFiles.environment(environmentVariable)
  }

  /// The `Symbols/` folder of the source tree, ignoring the environment.
  public static var sourceTreeDirectory: String {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    // Drop FolderCatalog.swift, Catalog, SymbolCatalog and Sources.
    components.removeLast(min(4, components.count))
    return components.joined(separator: "/") + "/Symbols"
  }

  /// Opens the catalog in ``defaultDirectory``.
  ///
  /// - Throws: ``CatalogError`` when the folder or its manifest cannot be read or decoded.
  public init() throws(CatalogError) {
    try self.init(directory: Self.defaultDirectory)
  }

  /// Opens the catalog in `directory`: lists its SVG files and decodes `manifest.json`.
  ///
  /// - Throws: ``CatalogError`` when the folder cannot be listed, the manifest is missing,
  ///   unreadable, not JSON or breaks the schema (with its file, line and column), or a name
  ///   means two things in the manifest (the lint's `duplicate-name` rule). Two files that
  ///   draw one name (`key.svg` and `Key.svg`) do not stop the catalog: that name is
  ///   refused when it is drawn (``fileClashes``).
  public init(directory: String) throws(CatalogError) {
    guard CatalogFiles.isDirectory(directory) else { throw CatalogFiles.notAFolder(directory) }
    let manifestPath = CatalogFiles.join(directory, "manifest.json")
    var authored: Set<String> = []
    var hasManifest = false
    // A name that is not UTF-8 cannot be asked for, so its file is not the catalog's.
    for name in try CatalogFiles.names(in: directory).names where !name.hasPrefix(".") {
      if name == "manifest.json" {
        hasManifest = true
      } else if name.hasSuffix(".svg"), name.count > 4 {
        authored.insert(String(name.dropLast(4)))
      }
    }
    guard hasManifest else {
      throw CatalogError(
        .manifest, location: SourceLocation(file: manifestPath),
        message: "the catalog folder has no manifest.json; every catalog lists its symbols there")
    }
    let manifest = try CatalogManifest(bytes: CatalogFiles.read(manifestPath), file: manifestPath)
    // A name that means two things (listed twice, an alias of two symbols, an alias hiding
    // a file or a variant) would be drawn from whichever the lookup met first, so such a
    // catalog is refused, as the lint's duplicate-name rule does. The lint's other name
    // rules concern names nothing can reach, which fail when asked for.
    let names = CatalogNameLinter(directory: directory, stems: authored.sorted(), manifest: manifest)
    let (unsortedClashes, betweenFiles) = names.clashesAndFileClashes()
    let clashes = unsortedClashes.sorted()
    if let first = clashes.first {
      let more = clashes.count > 1 ? " (and \(clashes.count - 1) more; symbol-lint lists them all)" : ""
      throw CatalogError(.duplicateName, location: first.location, message: first.message + more)
    }
    self.init(directory: directory, manifest: manifest, authoredNames: authored)
    // Two files drawing one name (`key.svg` beside `Key.svg`) leave every other name as it
    // was: that name alone is refused, when it is drawn.
    for (name, finding) in betweenFiles where fileClashes[name] == nil {
      fileClashes[name] = CatalogError(.duplicateName, location: finding.location, message: finding.message)
    }
  }

  /// Creates a catalog from an already decoded manifest and a set of authored names
  /// (useful for tools that build catalogs in memory); `directory` is where
  /// ``glyph(named:)`` looks for files.
  public init(directory: String, manifest: CatalogManifest, authoredNames: Set<String>) {
    self.directory = directory
    self.manifest = manifest
    self.authoredNames = authoredNames
    var entries: [String: ManifestEntry] = [:]
    var aliases: [String: String] = [:]
    for entry in manifest.symbols where entries[entry.name.value] == nil {
      entries[entry.name.value] = entry
      for alias in entry.aliases where aliases[alias.value] == nil {
        aliases[alias.value] = entry.name.value
      }
    }
    var deprecations: [String: String] = [:]
    for deprecation in manifest.deprecated where deprecations[deprecation.name.value] == nil {
      deprecations[deprecation.name.value] = deprecation.replacement.value
    }
    self.entries = entries
    self.baseNames = Set(entries.keys)
    self.aliases = aliases
    self.deprecations = deprecations
  }

  /// Authored when a file draws `name`; otherwise synthesisable by the rule in the type's
  /// documentation; otherwise unavailable.
  public func availability(of name: String) -> SymbolAvailability {
    if authoredNames.contains(name) { return .authored }
    let parsed = SymbolName(parsing: name) { baseNames.contains($0) }
    guard let entry = entries[parsed.base] else { return .unavailable }
    return isSynthesisable(parsed, allowed: entry.synthesisSet) ? .synthesisable : .unavailable
  }

  private func isSynthesisable(_ name: SymbolName, allowed: Set<SynthesisVariant>) -> Bool {
    let variants = name.variants
    if let shape = variants.shape {
      guard allowed.contains(SynthesisVariant(shape)) else { return false }
      let inner = SymbolName(base: name.base, variants: variants.isSlashed ? .slash : .none)
      return authoredNames.contains(inner.name) || isSynthesisable(inner, allowed: allowed)
    }
    guard variants.isSlashed, allowed.contains(.slash) else { return false }
    let unslashed = SymbolName(base: name.base, variants: variants.removing(.slash))
    return authoredNames.contains(unslashed.name)
  }

  /// The manifest entry of base `name`, or nil when the manifest has none.
  public func entry(named name: String) -> ManifestEntry? {
    entries[name]
  }

  /// The manifest's preferred rendering mode of `base`, if any.
  public func preferredMode(ofBase base: String) -> RenderingMode? {
    entries[base]?.preferredMode?.value
  }

  /// The variants the manifest lets the engine synthesise for `base` (empty when unknown).
  public func allowedSynthesis(ofBase base: String) -> Set<SynthesisVariant> {
    entries[base]?.synthesisSet ?? []
  }

  /// The manifest entries in manifest order (the first of any repeated name only).
  public var allEntries: [ManifestEntry] {
    var seen: Set<String> = []
    return manifest.symbols.filter { seen.insert($0.name.value).inserted }
  }

  /// The entries whose name, an alias, a keyword or a category contains `text`, ignoring
  /// case, sorted by name; every entry when `text` is empty.
  public func search(text: String) -> [ManifestEntry] {
    let needle = text.lowercased()
    return allEntries.filter { $0.matches(lowercased: needle) }.sorted { $0.name.value < $1.name.value }
  }

  /// The entries listing `category` (compared ignoring case), sorted by name.
  public func entries(inCategory category: String) -> [ManifestEntry] {
    let wanted = category.lowercased()
    return allEntries.filter { entry in entry.categories.contains { $0.value.lowercased() == wanted } }
      .sorted { $0.name.value < $1.name.value }
  }

  /// Every category used by the manifest, sorted, without repeats.
  public var categories: [String] {
    Set(manifest.symbols.flatMap { $0.categoryNames }).sorted()
  }

  /// The path of the file drawing the full name `name` (whether or not it exists).
  public func path(of name: String) -> String {
    CatalogFiles.join(directory, name + ".svg")
  }
}
