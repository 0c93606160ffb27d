/// One entry of the manifest's `symbols` list: a base symbol and what is known about it.
///
/// Every list keeps the values as written, duplicates included and each with its
/// location, so that a lint tool can report them; the convenience properties give the
/// plain values.
public struct ManifestEntry: Hashable, Sendable {
  /// The base name; a file `<name>.svg` should draw it.
  public var name: Located<String>
  /// Where the entry's object starts.
  public var location: SourceLocation
  /// Category names used to group symbols (`communication`).
  public var categories: [Located<String>]
  /// Search words (`alert`).
  public var keywords: [Located<String>]
  /// Alternative names that resolve to this symbol.
  public var aliases: [Located<String>]
  /// The rendering mode used when a request names none.
  public var preferredMode: Located<RenderingMode>?
  /// The variants the engine may synthesise when no file draws them, as written.
  public var synthesize: [Located<SynthesisVariant>]

  /// Creates an entry; only the name is required.
  public init(
    name: Located<String>, location: SourceLocation, categories: [Located<String>] = [],
    keywords: [Located<String>] = [], aliases: [Located<String>] = [],
    preferredMode: Located<RenderingMode>? = nil, synthesize: [Located<SynthesisVariant>] = []
  ) {
    self.name = name
    self.location = location
    self.categories = categories
    self.keywords = keywords
    self.aliases = aliases
    self.preferredMode = preferredMode
    self.synthesize = synthesize
  }

  /// The category names, in manifest order.
  public var categoryNames: [String] { categories.map(\.value) }
  /// The keywords, in manifest order.
  public var keywordList: [String] { keywords.map(\.value) }
  /// The aliases, in manifest order.
  public var aliasNames: [String] { aliases.map(\.value) }
  /// The set of variants the engine may synthesise.
  public var synthesisSet: Set<SynthesisVariant> { Set(synthesize.map(\.value)) }

  /// Whether `text` (already lowercased) occurs in the name, an alias, a keyword or a
  /// category, ignoring case.
  func matches(lowercased text: String) -> Bool {
    if text.isEmpty { return true }
    if name.value.lowercased().contains(text) { return true }
    return [aliases, keywords, categories].contains { list in
      list.contains { $0.value.lowercased().contains(text) }
    }
  }
}
