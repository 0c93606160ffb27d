import ArgumentParser
import Glibc
import SymbolCatalog

/// `symbol-lint`: checks a symbol catalog folder and prints every finding the way compilers
/// do, so editors and CI logs link each one to its file, line and column.
///
/// It overrides `main()` to print every failure in the lowercase `error: ` form that the
/// findings use, and to keep the three exit statuses apart: findings with errors, a run that
/// could not lint at all, and a wrong command line.
@main
struct SymbolLint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbol-lint",
    abstract: "Check a symbol catalog folder (SVG templates and manifest.json) for problems.",
    discussion: """
      Prints one finding per line on standard output, sorted by file, line and column:

        file:line:column: error|warning: message [rule-id]

      then a summary line on standard error. --json prints a JSON array of objects with the \
      keys file, line, column, severity, message and rule instead ([] when there are no \
      findings). Line and column are 1 when a finding concerns a whole file.

      The folder is FOLDER or --catalog DIR (the same; symbolctl takes --catalog), else the \
      SYMBOL_CATALOG environment variable when it is set and not empty, as symbolctl reads \
      it, else Symbols in the current folder.

      Exit status: 0 when there are no errors (warnings allowed, unless \
      --warnings-as-errors is given); 1 when there are errors (or, with \
      --warnings-as-errors, warnings), or when the folder cannot be linted at all (it does \
      not exist or cannot be listed: a runtime error, printed as "error: ...") or the \
      findings cannot be written to standard output (a full disk); 64 when the \
      command line is wrong. CI lints the catalog with --warnings-as-errors, so a catalog \
      ships without findings.

      Rules (symbol-lint --rules lists them too):
      \(RuleList.helpText)
      """,
    version: SymbolToolsVersion.current)

  @Argument(
    help: ArgumentHelp(
      "The catalog folder to check (default: --catalog, else $SYMBOL_CATALOG, else Symbols).",
      valueName: "folder"))
  var folderArgument: String?

  @Option(
    help: ArgumentHelp(
      "The catalog folder to check, as symbolctl takes it; the same as FOLDER.",
      discussion: "Default: the SYMBOL_CATALOG environment variable, as symbolctl reads it, else Symbols.",
      valueName: "dir"))
  var catalog: String?

  /// The folder linted: FOLDER or `--catalog`, else the catalog symbolctl opens from the
  /// environment (`SYMBOL_CATALOG`), else `Symbols` in the current folder.
  var folder: String { folderArgument ?? catalog ?? FolderCatalog.configuredDirectory ?? "Symbols" }

  @Flag(help: "Print the findings (or, with --rules, the rules) as a JSON array.")
  var json = false

  @Flag(
    help: "List the rules with their ids, severities and what each checks, then exit (alone, or with --json)."
  )
  var rules = false

  @Flag(help: "Fail (exit 1) on warnings too, as CI does; they are still printed as warnings.")
  var warningsAsErrors = false

  func validate() throws {
    // An empty FOLDER would be linted as "" and fail with "error: : not a catalog folder".
    if folderArgument?.isEmpty == true {
      throw ValidationError("<folder> needs a folder name: the catalog folder to check")
    }
    if catalog?.isEmpty == true { throw ValidationError("--catalog needs a folder name") }
    if let folderArgument, let catalog, folderArgument != catalog {
      throw ValidationError(
        "the folder is given twice, as <folder> '\(folderArgument)' and as --catalog '\(catalog)'; give one")
    }
    // `--rules` lists the rules and lints nothing: a folder or `--warnings-as-errors` given
    // with it was ignored, and `symbol-lint --rules Symbols` exited 0 as if the catalog had
    // passed.
    if rules {
      let ignored =
        (folderArgument.map { ["<folder> '\($0)'"] } ?? []) + (catalog.map { ["--catalog '\($0)'"] } ?? [])
        + (warningsAsErrors ? ["--warnings-as-errors"] : [])
      if !ignored.isEmpty {
        throw ValidationError(
          "--rules lists the rules and lints no folder, so \(ignored.joined(separator: " and ")) would be"
            + " ignored; give --rules alone (or with --json), or leave it out to lint")
      }
    }
    // As symbolctl refuses it: decoded with replacement characters, such a folder would be
    // "not a catalog folder". A folder given on the command line overrides the variable.
    if folderArgument == nil, catalog == nil, !rules,
      let problem = CommandLineEncoding.problem(inEnvironment: FolderCatalog.environmentVariable)
    {
      throw ValidationError(problem)
    }
  }

  func run() throws {
    if rules {
      try Output.standard.writeResult(json ? RuleList.json() : RuleList.text(indent: "") + "\n")
      return
    }
    let findings: [LintFinding]
    do throws(CatalogError) {
      findings = try CatalogLinter(directory: folder).lint()
    } catch {
      // The location of this error is the folder itself; a line and column would mislead.
      Output.error.write("error: \(error.location.file): \(error.message)\n")
      throw ExitCode.failure
    }
    try Output.standard.writeResult(json ? FindingsOutput.json(findings) : FindingsOutput.text(findings))
    let failsOnWarnings = warningsAsErrors && findings.warningCount > 0
    Output.error.write(
      FindingsOutput.summary(findings, folder: folder) + (failsOnWarnings ? " (warnings are errors)" : "")
        + "\n")
    if findings.errorCount > 0 || failsOnWarnings { throw ExitCode.failure }
  }

  static func main() {
    // Before parsing: a path decoded with replacement characters would be "not found".
    if let problem = CommandLineEncoding.problemInProcessArguments() {
      Output.error.write("error: \(problem)\n")
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      // Help, --version and our own exit codes print what they print already.
      guard code != .success, !(error is ExitCode) else { exit(withError: error) }
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
      Output.error.write(message + "\n")
      Glibc.exit(code.rawValue)
    }
  }
}
