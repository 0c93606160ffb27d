import ArgumentParser
import Glibc
import SymbolEngine

/// The command-line front end of the symbol engine.
///
/// It overrides `main()` to print every error in the compiler-style lowercase `error: `
/// form that its own failures use, so scripts can match one prefix, and to treat as usage
/// errors (64) three command lines that swift-argument-parser answers with success: no
/// subcommand (the help is printed, on standard error, as a usage error's hint), `help`
/// with a name that is no subcommand, and `--version` with anything else.
@main
struct Symbolctl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbolctl",
    abstract: "Render and inspect vector symbols.",
    discussion: """
      Exit status: 0 on success; 64 when the command line itself is wrong (an unknown or \
      conflicting option, or a value outside its accepted range); 1 when the input cannot \
      be read or rendered or the output cannot be written. No subcommand, help with a \
      name that is no subcommand, and --version with anything after it are usage errors \
      (64). Named values (--format, --variant, --mode, --weight, --scale, --appearance) \
      take any case. Every error is printed on standard error starting with "error: ".
      """,
    version: SymbolToolsVersion.current,
    subcommands: [
      RenderCommand.self, InfoCommand.self, ListCommand.self, ResolveCommand.self, FontInfoCommand.self,
      RenderSVGCommand.self,
    ])

  static func main() {
    // Before parsing: a path decoded with replacement characters would be "not found".
    if let problem = CommandLineEncoding.problemInProcessArguments() {
      StandardStream.error.write("error: \(problem)\n")
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty {
      // A script that forgot its subcommand must not pass for one that ran.
      StandardStream.error.write("error: no subcommand given\n\n" + helpMessage() + "\n")
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    if let problem = usageProblem(arguments) {
      StandardStream.error.write(
        "error: \(problem)\nUsage: symbolctl <subcommand>\n  See 'symbolctl --help' for more information.\n")
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    for warning in repeatedOptions(arguments) { StandardStream.error.write("warning: \(warning)\n") }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      guard code != .success, !(error is ExitCode) else { exit(withError: error) }
      var message = fullMessage(for: error)
      // An ExitCode thrown by validation comes wrapped, with no message: its own was printed.
      guard !message.isEmpty else { Glibc.exit(code.rawValue) }
      if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
      StandardStream.error.write(message + "\n")
      Glibc.exit(code.rawValue)
    }
  }

  /// What is wrong with a command line that the parser would accept with success: `help`
  /// followed by anything but one subcommand's name (it printed the overview for `help
  /// bogus`), or `--version` with anything else (`--version extra` printed the version).
  /// `nil` for every other command line, which the parser judges.
  static func usageProblem(_ arguments: [String]) -> String? {
    guard let first = arguments.first else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    if first == "help" {
      let rest = arguments.dropFirst()
      guard let name = rest.first, !name.hasPrefix("-") else { return nil }
      guard names.contains(name) else {
        return "help: unknown subcommand \(MessageQuotation.quoted(name)); accepted: "
          + names.joined(separator: ", ")
      }
      if let extra = rest.dropFirst().first {
        return "help \(name): unexpected \(MessageQuotation.quoted(extra)); \(name) has no subcommands"
      }
    }
    if !first.hasPrefix("-"), first != "help", !names.contains(first) {
      // The parser said only "Unexpected argument".
      return "unknown subcommand \(MessageQuotation.quoted(first)); accepted: "
        + names.joined(separator: ", ")
    }
    // The parser prints the version wherever --version stands (`render --version` too),
    // before an argument terminator.
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--version"), let extra = arguments.first(where: { $0 != "--version" }) {
      return "--version takes nothing else; got \(MessageQuotation.quoted(extra))"
    }
    return nil
  }

  /// The options that take no value; every other option takes one.
  static let flags: Set<String> = ["--json", "--hide-inactive", "--strict", "--help", "-h", "--version"]

  /// A warning for each option given more than once that keeps only its last value (all but
  /// `--variant`, which adds up): the parser takes the last without a word, so
  /// `--weight bold --weight light` drew light while `--variant` would have combined.
  static func repeatedOptions(_ arguments: [String]) -> [String] {
    var values: [String: [String]] = [:]
    var order: [String] = []
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let token = arguments[index]
      index += 1
      guard token.hasPrefix("-"), token.count > 1, !flags.contains(token) else { continue }
      var name = token == "-o" ? "--output" : token
      var value: String
      if let equals = token.firstIndex(of: "="), token.hasPrefix("--") {
        name = String(token[..<equals])
        value = String(token[token.index(after: equals)...])
      } else {
        guard index < arguments.count else { continue }
        value = arguments[index]
        index += 1
      }
      guard name != "--variant" else { continue }
      if values[name] == nil { order.append(name) }
      values[name, default: []].append(value)
    }
    return order.compactMap { name in
      guard let given = values[name], given.count > 1, let last = given.last else { return nil }
      return "\(name) is given \(given.count) times; the last, \(MessageQuotation.quoted(last)), is used"
        + " (only --variant adds up)"
    }
  }
}
