import ArgumentParser
import SymbolEngine

/// `symbolctl resolve`: which catalog name a symbol request is drawn with, and why.
struct ResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Resolve a symbol name plus variants to the name the catalog draws.",
    discussion: """
      The fallback candidates are tried in the published order (slash + shape + fill, \
      slash + shape, slash + fill, slash, shape + fill, shape, fill, base) and the first \
      the catalog provides, authored or synthesised, is used. Every candidate considered is \
      shown with the reason it was taken or skipped.

      --variant may be repeated; the variants are applied in order, the first closest to \
      the symbol, so with two shapes the first one wins (--variant square --variant circle \
      keeps square, with a warning that circle is ignored) and none clears the --variant options before it. Variants carried by \
      the name itself sit closest of all (bell.fill with --variant slash is \
      bell.slash.fill) and are part of the name: none does not remove them (bell.fill with \
      --variant none is bell.fill). \
      A shape the name carries wins over a requested one, with the same warning. \
      Deprecated names resolve to their replacement with a warning on standard error.

      --json prints an object with the keys requestedName, resolvedName, base, variants, droppedVariants \
      (what was asked for but the catalog does not provide), synthesised, warnings and trace: \
      one object per candidate with step, candidate (null at a shape step when no shape was \
      requested), outcome (takenAuthored, takenSynthesised, notRequested or notInCatalog), \
      reason and text (the step's line as the text output prints it). info --json prints \
      the same keys and trace objects.

      Exit status: 0 on success; 64 for a wrong command line (such as an unknown \
      --variant); 1 for an unknown symbol (with the closest names), an unreadable catalog, \
      or standard output that cannot be written (a full disk).
      """)

  @Argument(help: "The symbol name, possibly with variant suffixes (bell.fill).")
  var name: String

  @OptionGroup var catalogOptions: CatalogOptions

  @Option(
    name: .customLong("variant"),
    help: ArgumentHelp(
      "A variant to apply: none, fill, slash, circle, square or rectangle, in any case (repeatable).",
      valueName: "variant"
    ))
  var variants: [String] = []

  @Flag(help: "Print a JSON object instead of the name and trace lines.")
  var json = false

  func validate() throws {
    try CatalogOptions.validate(symbolName: name)
    _ = try VariantChain(parsing: variants)
  }

  func run() throws {
    let resolution: Resolution
    do throws(CommandFailure) {
      let catalog = try catalogOptions.open()
      resolution = try resolve(in: catalog)
    } catch {
      StandardStream.error.write("error: \(error)\n")
      throw ExitCode.failure
    }
    for warning in resolution.warnings {
      StandardStream.error.write("warning: \(warning)\n")
    }
    // Names come from the catalog, which may hold any characters: escaped as on standard
    // error, so that the text cannot drive a terminal.
    try StandardStream.output.writeResult(
      json
        ? Self.json(resolution, requestedName: name)
        : MessageQuotation.escapingControlCharacters(Self.text(resolution)))
  }

  private func resolve(in catalog: FolderCatalog) throws(CommandFailure) -> Resolution {
    let chain: VariantChain
    do {
      chain = try VariantChain(parsing: variants)
    } catch {
      // Refused by validate() already, with exit 64.
      throw CommandFailure(error.message)
    }
    do {
      return try VariantResolver(catalog: catalog).resolve(name, variants: chain.variants)
    } catch {
      throw CommandFailure("\(error)")
    }
  }

  /// The documented JSON object; its resolution keys and trace objects are the ones `info
  /// --json` prints too (``ResolutionJSON``).
  static func json(_ resolution: Resolution, requestedName: String) -> String {
    JSONWriter().write(
      .object(
        ResolutionJSON.members(resolution, requestedName: requestedName) + [
          ("synthesised", .bool(resolution.isSynthesised)),
          ("warnings", .strings(resolution.warnings.map(\.description))),
          ("trace", ResolutionJSON.trace(resolution)),
        ]))
  }

  /// The resolved name with how it is provided, then one indented line per candidate.
  static func text(_ resolution: Resolution) -> String {
    var output =
      resolution.resolvedName + (resolution.isSynthesised ? " (synthesised)" : " (authored)") + "\n"
    if !resolution.droppedVariants.isEmpty {
      output += "  not provided by the catalog: \(resolution.droppedVariants)\n"
    }
    for step in resolution.trace {
      output += "  \(step)\n"
    }
    return output
  }

}
