/// The version that `symbolctl --version` and `symbol-lint --version` print: one number for
/// the engine, its catalog format and its tools, which ship together.
public enum SymbolToolsVersion {
  /// The version, in semantic-versioning form.
  public static let current = "0.1.0"
}
