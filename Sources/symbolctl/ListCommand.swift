import ArgumentParser
import SymbolEngine

/// `symbolctl list`: the symbols of a catalog with their variants, optionally filtered by
/// category or search text.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the symbols of a catalog and the variants each provides.",
    discussion: """
      Each symbol is shown with every variant name the catalog provides for it, authored \
      (a file draws it) or synthesised (the manifest lets the engine generate it). \
      --category keeps the symbols in that category (ignoring case); --search keeps those \
      whose name, aliases, keywords or categories contain the text (ignoring case); both \
      together keep symbols matching both.

      --json prints an array of objects with the keys name, categories, aliases, keywords, \
      variants (full names, sorted: bell, bell.fill, …; resolve and info --json give \
      variants as suffixes: slash, fill), synthesisedVariants (those of them the engine \
      synthesises, the rest being authored) and preferredMode (a mode name or null).

      Exit status: 0 on success, also when nothing matches --search; 64 for a wrong command \
      line, including a --category the catalog does not use; 1 when the catalog cannot be \
      read or standard output cannot be written (a full disk).
      """)

  @OptionGroup var catalogOptions: CatalogOptions

  @Option(help: ArgumentHelp("Only symbols in this category.", valueName: "category"))
  var category: String?

  @Option(
    help: ArgumentHelp(
      "Only symbols whose name, aliases, keywords or categories contain this text.", valueName: "text"))
  var search: String?

  @Flag(help: "Print a JSON array instead of one line per symbol.")
  var json = false

  func run() throws {
    let catalog: FolderCatalog
    do throws(CommandFailure) {
      catalog = try catalogOptions.open()
    } catch {
      StandardStream.error.write("error: \(error)\n")
      throw ExitCode.failure
    }
    var entries = catalog.search(text: search ?? "")
    if let category {
      guard catalog.categories.contains(where: { $0.lowercased() == category.lowercased() }) else {
        // Thrown after parsing, so reported here: a ValidationError from run() would print
        // the root command's usage instead of this one's.
        let known = catalog.categories.isEmpty ? "none" : catalog.categories.joined(separator: ", ")
        StandardStream.error.write(
          "error: --category \(MessageQuotation.quoted(category)) is not used by the catalog; its categories: \(known)\n"
        )
        throw ExitCode.validationFailure
      }
      let wanted = Set(catalog.entries(inCategory: category).map(\.name.value))
      entries = entries.filter { wanted.contains($0.name.value) }
    }
    // The text is for a terminal, and the lint checks names but not categories: a category
    // such as "\u001b]0;title\u0007" would drive the terminal, as the messages on standard
    // error cannot, so control characters are escaped as there.
    try StandardStream.output.writeResult(
      json
        ? Self.json(entries, catalog: catalog)
        : MessageQuotation.escapingControlCharacters(Self.text(entries, catalog: catalog)))
  }

  /// One object per entry, in the documented key order.
  static func json(_ entries: [ManifestEntry], catalog: FolderCatalog) -> String {
    let values = entries.map { entry -> JSONWriter.Value in
      let variants = catalog.allVariantNames(of: entry.name.value)
      return .object([
        ("name", .string(entry.name.value)),
        ("categories", .strings(entry.categoryNames)),
        ("aliases", .strings(entry.aliasNames)),
        ("keywords", .strings(entry.keywordList)),
        ("variants", .strings(variants)),
        ("synthesisedVariants", .strings(variants.filter { catalog.availability(of: $0) == .synthesisable })),
        ("preferredMode", .optional(entry.preferredMode?.value.rawValue)),
      ])
    }
    return JSONWriter().write(.array(values))
  }

  /// `name  [categories]  variant, variant, …`, names aligned in one column.
  static func text(_ entries: [ManifestEntry], catalog: FolderCatalog) -> String {
    let width = entries.map(\.name.value.count).max() ?? 0
    var output = ""
    for entry in entries {
      let name = entry.name.value
      var line = name + String(repeating: " ", count: width - name.count)
      line += "  [" + entry.categoryNames.joined(separator: ", ") + "]"
      let variants = catalog.allVariantNames(of: name)
      line +=
        "  " + (variants.isEmpty ? "(no drawing: \(name).svg is missing)" : variants.joined(separator: ", "))
      output += line + "\n"
    }
    return output
  }
}
