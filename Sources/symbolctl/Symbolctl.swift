import ArgumentParser
import Glibc
import SymbolEngine

/// The command-line front end of the symbol engine.
///
/// It overrides `main()` only to print every error in the compiler-style lowercase
/// `error: ` form that its own failures use, so scripts can match one prefix.
@main
struct Symbolctl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbolctl",
    abstract: "Render and inspect vector symbols.",
    discussion: """
      Exit status: 0 on success; 64 when the command line itself is wrong (an unknown or \
      conflicting option, or a value outside its accepted range); 1 when the input cannot \
      be read or rendered or the output cannot be written. Every error is printed on \
      standard error starting with "error: ".
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
}
