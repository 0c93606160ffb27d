/// The contents of a catalog's `manifest.json` (Symbols/README.md), every value with its
/// location.
///
/// Decoding is strict: unknown keys, missing required keys, wrong types, duplicate keys in
/// one object and unknown mode or variant names are errors that name the key, its
/// location and what is accepted. Semantic checks across entries (duplicate symbols,
/// deprecations pointing nowhere, files missing) are left to the lint tool, which reads
/// ``symbols`` and ``deprecated`` as written.
public struct CatalogManifest: Hashable, Sendable {
  /// The keys accepted at the top level.
  public static let topLevelKeys = ["symbols", "deprecated"]
  /// The keys accepted in a `symbols` entry.
  public static let entryKeys = ["name", "categories", "keywords", "aliases", "preferredMode", "synthesize"]
  /// The keys accepted in a `deprecated` entry.
  public static let deprecationKeys = ["name", "replacement"]

  /// The base symbols, in file order.
  public var symbols: [ManifestEntry]
  /// The deprecated names, in file order.
  public var deprecated: [ManifestDeprecation]
  /// The file the manifest was read from.
  public var file: String

  /// Creates a manifest from decoded parts.
  public init(symbols: [ManifestEntry], deprecated: [ManifestDeprecation] = [], file: String) {
    self.symbols = symbols
    self.deprecated = deprecated
    self.file = file
  }

  /// Parses and decodes manifest text; `file` is named in locations and errors.
  ///
  /// - Throws: ``CatalogError`` for malformed JSON or a manifest that breaks the schema.
  public init(text: String, file: String) throws(CatalogError) {
    try self.init(json: JSONParser().parse(text, file: file), file: file)
  }

  /// Parses and decodes manifest bytes (UTF-8); `file` is named in locations and errors.
  ///
  /// - Throws: ``CatalogError`` for malformed JSON or a manifest that breaks the schema.
  public init(bytes: [UInt8], file: String) throws(CatalogError) {
    try self.init(json: JSONParser().parse(bytes: bytes, file: file), file: file)
  }

  /// Decodes an already parsed manifest.
  ///
  /// - Throws: ``CatalogError`` naming the key, the location and what is accepted.
  public init(json: JSONValue, file: String) throws(CatalogError) {
    let top = try ManifestDecoder.object(json, what: "the manifest", accepted: Self.topLevelKeys)
    guard let symbolsValue = top["symbols"] else {
      throw CatalogError(
        location: json.location, message: "the manifest has no 'symbols' key; it needs \"symbols\": [ ... ]")
    }
    var symbols: [ManifestEntry] = []
    for element in try ManifestDecoder.array(symbolsValue, key: "symbols", of: "symbol entry objects") {
      symbols.append(try Self.entry(element))
    }
    var deprecated: [ManifestDeprecation] = []
    if let deprecatedValue = top["deprecated"] {
      let what = "objects {\"name\": ..., \"replacement\": ...}"
      for element in try ManifestDecoder.array(deprecatedValue, key: "deprecated", of: what) {
        deprecated.append(try Self.deprecation(element))
      }
    }
    self.init(symbols: symbols, deprecated: deprecated, file: file)
  }

  /// The entry for base `name`; the first one when the manifest repeats it.
  public func entry(named name: String) -> ManifestEntry? {
    symbols.first { $0.name.value == name }
  }

  private static func entry(_ value: JSONValue) throws(CatalogError) -> ManifestEntry {
    let members = try ManifestDecoder.object(value, what: "a symbol entry", accepted: entryKeys)
    guard let nameValue = members["name"] else {
      throw CatalogError(location: value.location, message: "the symbol entry has no 'name' key")
    }
    let name = try ManifestDecoder.name(nameValue, key: "name")
    var entry = ManifestEntry(name: name, location: value.location)
    let context = "of symbol '\(name.value)'"
    if let categories = members["categories"] {
      entry.categories = try ManifestDecoder.strings(categories, key: "categories", context: context)
    }
    if let keywords = members["keywords"] {
      entry.keywords = try ManifestDecoder.strings(keywords, key: "keywords", context: context)
    }
    if let aliases = members["aliases"] {
      entry.aliases = try ManifestDecoder.strings(aliases, key: "aliases", context: context)
    }
    if let mode = members["preferredMode"] {
      entry.preferredMode = try ManifestDecoder.word(
        mode, key: "preferredMode", context: context, accepted: RenderingMode.acceptedSyntax,
        RenderingMode.init(rawValue:))
    }
    if let synthesize = members["synthesize"] {
      var variants: [Located<SynthesisVariant>] = []
      let what = "variant names (\(SynthesisVariant.acceptedSyntax))"
      for element in try ManifestDecoder.array(synthesize, key: "synthesize", of: what, context: context) {
        variants.append(
          try ManifestDecoder.word(
            element, key: "synthesize", context: context, accepted: SynthesisVariant.acceptedSyntax,
            SynthesisVariant.init(rawValue:)))
      }
      entry.synthesize = variants
    }
    return entry
  }

  private static func deprecation(_ value: JSONValue) throws(CatalogError) -> ManifestDeprecation {
    let members = try ManifestDecoder.object(value, what: "a deprecated entry", accepted: deprecationKeys)
    guard let nameValue = members["name"], let replacementValue = members["replacement"] else {
      let missing = members["name"] == nil ? "name" : "replacement"
      throw CatalogError(
        location: value.location,
        message: "the deprecated entry has no '\(missing)' key; it needs both 'name' and 'replacement'")
    }
    return ManifestDeprecation(
      name: try ManifestDecoder.name(nameValue, key: "name"),
      replacement: try ManifestDecoder.name(replacementValue, key: "replacement"), location: value.location)
  }
}
