import ArgumentParser
import SymbolEngine

/// The `--catalog` option shared by the catalog commands, and opening the catalog it names.
struct CatalogOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The catalog folder (SVG files and manifest.json).",
      discussion: """
        Default: the SYMBOL_CATALOG environment variable, else the Symbols/ folder of the \
        source tree symbolctl was built from.
        """,
      valueName: "dir"))
  var catalog: String?

  /// Refuses an empty symbol name as the wrong command line it is (64), as an empty file
  /// name is: looked up, it was "unknown symbol ''" (exit 1).
  static func validate(symbolName name: String) throws(ValidationError) {
    if name.isEmpty {
      throw ValidationError("<name> needs a symbol name, such as bell (symbolctl list shows them)")
    }
  }

  /// The folder that will be opened.
  var directory: String { catalog ?? FolderCatalog.defaultDirectory }

  /// Where ``directory`` came from, for messages that name the folder: `--catalog DIR`,
  /// `SYMBOL_CATALOG=DIR`, or the default catalog, so that a refusal does not name an
  /// option that was not given.
  var directoryOrigin: String {
    if let catalog { return "--catalog \(catalog)" }
    if let configured = FolderCatalog.configuredDirectory {
      return "\(FolderCatalog.environmentVariable)=\(configured)"
    }
    return "the default catalog \(FolderCatalog.sourceTreeDirectory)"
  }

  func validate() throws {
    if let catalog, catalog.isEmpty { throw ValidationError("--catalog needs a folder name") }
    // A wrong command line's environment, refused as an argument that is not UTF-8 is
    // (exit 64, the message alone, no usage): decoded with replacement characters, such a
    // folder would be "no such directory". `--catalog` overrides the variable, so it is
    // not looked at then.
    if catalog == nil,
      let problem = CommandLineEncoding.problem(inEnvironment: FolderCatalog.environmentVariable)
    {
      StandardStream.error.write("error: \(problem)\n")
      throw ExitCode.validationFailure
    }
  }

  /// Opens the catalog.
  ///
  /// - Throws: `CommandFailure` with the catalog's `file:line:column: message`.
  func open() throws(CommandFailure) -> FolderCatalog {
    do {
      return try FolderCatalog(directory: directory)
    } catch {
      // Errors about a whole file or folder carry no line; print them as `path: message`.
      let location = error.location
      throw CommandFailure(location.line == 0 ? "\(location.file): \(error.message)" : error.description)
    }
  }
}
