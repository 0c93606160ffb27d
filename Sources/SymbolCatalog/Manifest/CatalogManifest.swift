import SymbolSVG

/// The contents of a catalog's `manifest.json` (Symbols/README.md), every value with its
/// location.
///
/// Decoding is strict: unknown keys, missing required keys, wrong types, duplicate keys in
/// one object and unknown mode or variant names are errors that name the key, its
/// location and what is accepted. Decoding carries on past an error, so all of them are
/// reported at once (``decodeReportingAllErrors(bytes:file:)``, and in the message of the
/// error the initialisers throw); only a JSON syntax error stops it. Semantic checks across
/// entries (duplicate symbols, deprecations pointing nowhere, files missing) are left to the
/// lint tool, which reads ``symbols`` and ``deprecated`` as written.
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
  /// - Throws: ``CatalogError`` at the first schema error, naming the key, the location and
  ///   what is accepted; when there are more, its message lists each of them on a line of
  ///   its own as `file:line:column: message`.
  public init(json: JSONValue, file: String) throws(CatalogError) {
    let (manifest, errors) = Self.decode(json: json, file: file)
    guard let first = errors.first else {
      self = manifest
      return
    }
    let others = errors.dropFirst().map { "\n\($0)" }.joined()
    throw CatalogError(first.problem, location: first.location, message: first.message + others)
  }

  /// Decodes manifest bytes as far as they follow the schema and returns every error found,
  /// not only the first: what a lint tool reports. A JSON syntax error stops parsing, so it
  /// is the only error and there is no manifest.
  public static func decodeReportingAllErrors(
    bytes: [UInt8], file: String
  ) -> (manifest: CatalogManifest?, errors: [CatalogError]) {
    do {
      let json = try JSONParser().parse(bytes: bytes, file: file)
      let (manifest, errors) = decode(json: json, file: file)
      return (manifest, errors)
    } catch {
      return (nil, [error])
    }
  }

  /// The manifest with every valid part of `json` (entries without a valid name are left
  /// out, invalid values are dropped) and the schema errors in document order.
  private static func decode(json: JSONValue, file: String) -> (CatalogManifest, [CatalogError]) {
    var decoder = ManifestDecoder()
    var symbols: [ManifestEntry] = []
    var deprecated: [ManifestDeprecation] = []
    if let top = decoder.object(json, what: "the manifest", accepted: topLevelKeys) {
      if let symbolsValue = top["symbols"] {
        for element in decoder.array(symbolsValue, key: "symbols", of: "symbol entry objects") ?? [] {
          if let entry = entry(element, &decoder) { symbols.append(entry) }
        }
      } else {
        decoder.fail(json.location, "the manifest has no 'symbols' key; it needs \"symbols\": [ ... ]")
      }
      if let deprecatedValue = top["deprecated"] {
        let what = "objects {\"name\": ..., \"replacement\": ...}"
        for element in decoder.array(deprecatedValue, key: "deprecated", of: what) ?? [] {
          if let deprecation = deprecation(element, &decoder) { deprecated.append(deprecation) }
        }
      }
    }
    var errors = decoder.errors.sorted { $0.location < $1.location }
    if decoder.omitted > 0 {
      errors.append(
        CatalogError(
          .manifest, location: errors.last?.location ?? json.location,
          message: "and \(decoder.omitted) more schema errors, not listed (the first"
            + " \(ManifestDecoder.errorLimit) found are)"))
    }
    return (CatalogManifest(symbols: symbols, deprecated: deprecated, file: file), errors)
  }

  /// The entry for base `name`; the first one when the manifest repeats it.
  public func entry(named name: String) -> ManifestEntry? {
    symbols.first { $0.name.value == name }
  }

  /// A symbol entry, or `nil` when it is not an object or has no valid name; its other keys
  /// are checked either way, so their errors are reported too.
  private static func entry(_ value: JSONValue, _ decoder: inout ManifestDecoder) -> ManifestEntry? {
    guard let members = decoder.object(value, what: "a symbol entry", accepted: entryKeys) else { return nil }
    var name: Located<String>?
    if let nameValue = members["name"] {
      name = decoder.name(nameValue, key: "name")
    } else {
      decoder.fail(value.location, "the symbol entry has no 'name' key")
    }
    var entry = ManifestEntry(name: name ?? Located("", at: value.location), location: value.location)
    let context = name.map { "of symbol \(MessageQuotation.quoted($0.value))" } ?? "of a symbol entry"
    if let categories = members["categories"] {
      entry.categories = decoder.strings(categories, key: "categories", context: context)
    }
    if let keywords = members["keywords"] {
      entry.keywords = decoder.strings(keywords, key: "keywords", context: context)
    }
    if let aliases = members["aliases"] {
      entry.aliases = decoder.strings(aliases, key: "aliases", context: context)
    }
    if let mode = members["preferredMode"] {
      entry.preferredMode = decoder.word(
        mode, key: "preferredMode", context: context, accepted: RenderingMode.acceptedSyntax,
        RenderingMode.init(rawValue:))
    }
    if let synthesize = members["synthesize"] {
      let what = "variant names (\(SynthesisVariant.acceptedSyntax))"
      for element in decoder.array(synthesize, key: "synthesize", of: what, context: context) ?? [] {
        if let variant = decoder.word(
          element, key: "synthesize", context: context, accepted: SynthesisVariant.acceptedSyntax,
          SynthesisVariant.init(rawValue:))
        {
          entry.synthesize.append(variant)
        }
      }
    }
    return name == nil ? nil : entry
  }

  private static func deprecation(
    _ value: JSONValue, _ decoder: inout ManifestDecoder
  ) -> ManifestDeprecation? {
    guard let members = decoder.object(value, what: "a deprecated entry", accepted: deprecationKeys) else {
      return nil
    }
    // Each key present is checked even when the other is missing, so every mistake of
    // the entry is reported at once.
    let name = members["name"].flatMap { decoder.name($0, key: "name") }
    let replacement = members["replacement"].flatMap { decoder.name($0, key: "replacement") }
    for key in deprecationKeys where members[key] == nil {
      decoder.fail(
        value.location, "the deprecated entry has no '\(key)' key; it needs both 'name' and 'replacement'")
    }
    guard let name, let replacement else { return nil }
    return ManifestDeprecation(name: name, replacement: replacement, location: value.location)
  }
}
