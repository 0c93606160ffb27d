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

  /// The folder that will be opened.
  var directory: String { catalog ?? FolderCatalog.defaultDirectory }

  func validate() throws {
    if let catalog, catalog.isEmpty { throw ValidationError("--catalog needs a folder name") }
  }

  /// Opens the catalog.
  ///
  /// - Throws: `CommandFailure` with the catalog's `file:line:column: message`.
  func open() throws(CommandFailure) -> FolderCatalog {
    // Decoded with replacement characters, such a folder would be "no such directory".
    if catalog == nil, let problem = CommandLineEncoding.problem(inEnvironment: "SYMBOL_CATALOG") {
      throw CommandFailure(problem)
    }
    do {
      return try FolderCatalog(directory: directory)
    } catch {
      // Errors about a whole file or folder carry no line; print them as `path: message`.
      let location = error.location
      throw CommandFailure(location.line == 0 ? "\(location.file): \(error.message)" : error.description)
    }
  }
}
