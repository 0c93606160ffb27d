/// One entry of the manifest's `deprecated` list: an old name and what it now resolves to.
public struct ManifestDeprecation: Hashable, Sendable {
  /// The old name, as requested by users (may carry variant suffixes).
  public var name: Located<String>
  /// The name it resolves to, with a warning.
  public var replacement: Located<String>
  /// Where the entry's object starts.
  public var location: SourceLocation

  /// Creates a deprecation entry.
  public init(name: Located<String>, replacement: Located<String>, location: SourceLocation) {
    self.name = name
    self.replacement = replacement
    self.location = location
  }
}
