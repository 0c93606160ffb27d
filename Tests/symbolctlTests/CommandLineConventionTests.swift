import Foundation
import XCTest

/// How symbolctl reads and answers a command line: exit statuses of the command lines the
/// parser would pass as successes, option values in any case, output failures that give
/// the real reason, and long values quoted short in messages.
final class CommandLineConventionTests: SymbolctlTestCase {
  private static let usageHint =
    "Usage: symbolctl <subcommand>\n  See 'symbolctl --help' for more information.\n"

  /// No subcommand is a usage error (64) with the overview as its hint, on standard error:
  /// a script that lost its subcommand exited 0. `help` and `--version` keep exit 0 as asked
  /// for, and are usage errors with a name that is no subcommand or anything after them.
  func testCommandLinesWithoutAWorkToDoAreUsageErrors() throws {
    let bare = try run([])
    XCTAssertEqual(bare.status, 64)
    XCTAssertEqual(bare.output, [])
    XCTAssertTrue(bare.error.hasPrefix("error: no subcommand given\n\nOVERVIEW: "), bare.error)
    XCTAssertTrue(bare.error.contains("SUBCOMMANDS:"), bare.error)

    let bogus = try run(["help", "bogus"])
    XCTAssertEqual(bogus.status, 64)
    XCTAssertEqual(bogus.output, [])
    XCTAssertEqual(
      bogus.error,
      "error: help: unknown subcommand 'bogus'; accepted: render, info, list, resolve, font-info, render-svg\n"
        + Self.usageHint)
    XCTAssertEqual(try run(["help", "render", "extra"]).status, 64)

    let version = try run(["--version", "extra"])
    XCTAssertEqual(version.status, 64)
    XCTAssertEqual(version.output, [])
    XCTAssertEqual(version.error, "error: --version takes nothing else; got 'extra'\n" + Self.usageHint)
    for extra in [["extra", "--version"], ["render", "--version"], ["--version", "--catalog", "x"]] {
      XCTAssertEqual(try run(extra).status, 64, "\(extra)")
    }

    for asked in [["help"], ["help", "render"], ["--help"], ["--version"], ["render", "--help"]] {
      let result = try run(asked)
      XCTAssertEqual(result.status, 0, "\(asked): \(result.error)")
      XCTAssertFalse(result.output.isEmpty, "\(asked)")
    }
  }

  /// Named values take any case, as `--mode`, `--weight`, `--scale` and `--appearance` did
  /// already: `--format PNG` and `--variant Fill` were refused.
  func testNamedValuesTakeAnyCase() throws {
    let runner = try XCTUnwrap(runner)
    XCTAssertEqual(
      try run(["render", "bell", "--variant", "fill", "--format", "png", "-o", "a.out"]).status, 0)
    let upper = try run(["render", "bell", "--variant", "Fill", "--format", "PNG", "-o", "b.out"])
    XCTAssertEqual(upper.status, 0, upper.error)
    XCTAssertEqual(runner.contents("a.out"), runner.contents("b.out"))
    XCTAssertEqual(try run(["render", "bell", "--format", "Svg", "-o", "bell.svg.out"]).status, 0)
    XCTAssertTrue(String(decoding: runner.contents("bell.svg.out") ?? [], as: UTF8.self).contains("<svg"))
    let svg = try run(["render-svg", "bell.svg.out", "--format", "SVG", "-o", "again.svg"])
    XCTAssertEqual(svg.status, 0, svg.error)
    // resolve took only lowercase variants, with the argument parser's own message.
    let lower = try run(["resolve", "bell", "--variant", "fill", "--variant", "circle"])
    let mixed = try run(["resolve", "bell", "--variant", "FILL", "--variant", "Circle"])
    XCTAssertEqual(mixed.status, 0, mixed.error)
    XCTAssertEqual(mixed.output, lower.output)
    XCTAssertTrue(String(decoding: mixed.output, as: UTF8.self).hasPrefix("bell.circle.fill"))
    for command in ["resolve", "render", "info"] {
      let wrong = try run([command, "bell", "--variant", "Filled"])
      XCTAssertEqual(wrong.status, 64, command)
      XCTAssertTrue(
        wrong.error.hasPrefix(
          "error: --variant 'Filled' is not a variant; accepted: none, fill, slash, circle, square, rectangle\n"
        ),
        "\(command): \(wrong.error)")
    }
    // Several variants in one option are told apart from a misspelt one.
    let several = try run(["render", "bell", "--variant", "slash,fill"])
    XCTAssertEqual(several.status, 64)
    XCTAssertTrue(
      several.error.hasPrefix(
        "error: --variant 'slash,fill' is not a variant; accepted: none, fill, slash, circle, square, rectangle"
          + " (one per --variant: --variant slash --variant fill)\n"), several.error)
  }

  /// Standard input is refused in the writer's words alone: the system's text for the code
  /// it carries ("Operation not supported") said the system had refused. A file that exists
  /// in a folder taking no new files is said to be so: "cannot create …: No such file or
  /// directory" named a file that is there.
  func testOutputFailuresGiveTheRealReason() throws {
    let input = try run(["render", "bell", "-o", "/dev/stdin"])
    XCTAssertEqual(input.status, 1)
    XCTAssertEqual(
      input.error,
      "error: /dev/stdin: cannot write /dev/stdin: it is standard input, which this process reads; name a"
        + " file, or /dev/stdout for standard output\n")
    let proc = try run(["render", "bell", "-o", "/proc/self/status"])
    XCTAssertEqual(proc.status, 1)
    XCTAssertEqual(
      proc.error,
      "error: /proc/self/status: cannot create a file in /proc/self to replace /proc/self/status: the folder"
        + " accepts no new files (a file system such as /proc or /sys)\n")
  }

  /// A name or colour of 100 KB is quoted by its first 60 characters and its length, as the
  /// SVG reader quotes a document's values: it was echoed whole, sometimes twice.
  func testLongValuesAreQuotedShort() throws {
    let long = String(repeating: "b", count: 100_000)
    let quoted = "'\(String(repeating: "b", count: 60))…' (100000 characters)"
    for arguments in [
      ["render", long], ["info", long], ["resolve", long], ["render", "bell", "--color", long],
      ["render", "bell", "--palette", "red,\(long)"], ["render", "bell", "--variant", long],
      ["render", "bell", "--weight", long], ["render", "bell", "--scale", long],
      ["render", "bell", "--mode", long], ["render", "bell", "--appearance", long],
    ] {
      let result = try run(arguments)
      XCTAssertNotEqual(result.status, 0, "\(arguments.map { $0.prefix(20) })")
      XCTAssertTrue(result.error.contains(quoted), String(result.error.prefix(300)))
      XCTAssertLessThan(result.error.utf8.count, 2_000, "\(arguments.map { $0.prefix(20) })")
    }
  }

  /// Values the argument parser judges (`--point-size`, `--font-index`, `--format`) and
  /// paths a message names (`--font`, `--catalog`, `-o`, a file argument) are cut alike:
  /// each was echoed whole, `-o` twice, 100 KB and 200 KB of message.
  func testLongValuesOfEveryOptionAreQuotedShort() throws {
    let long = String(repeating: "z", count: 100_000)
    let path = "/x/" + long
    for arguments in [
      ["render", "bell", "--point-size", long], ["render", "bell", "--point-size=\(long)"],
      ["info", "bell", "--rasterization-scale", long], ["info", "bell", "--variable-value", long],
      ["info", "bell", "--font", "f.ttf", "--font-index", long], ["render", "bell", "--format", long],
      ["render", "bell", "--font", path], ["list", "--catalog", path], ["font-info", path],
      ["render-svg", path], ["render", "bell", "-o", path + ".png"],
      ["font-info", long, "--font-index", long],
    ] {
      let result = try run(arguments)
      let shown = arguments.map { $0.prefix(20) }
      XCTAssertNotEqual(result.status, 0, "\(shown)")
      XCTAssertTrue(
        result.error.contains("zz…' (100") || result.error.contains("zz… (100"),
        "\(shown): \(result.error.prefix(400))")
      XCTAssertLessThan(result.error.utf8.count, 1_000, "\(shown): \(result.error.prefix(400))")
    }
    XCTAssertEqual(try XCTUnwrap(runner).files(), [])
  }

  /// A first word that is no subcommand names the accepted ones (the parser said only
  /// "Unexpected argument 'bogus'"), like `help bogus`.
  func testAnUnknownSubcommandNamesTheAcceptedOnes() throws {
    let result = try run(["bogus", "bell"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(
      result.error.hasPrefix(
        "error: unknown subcommand 'bogus'; accepted: render, info, list, resolve, font-info, render-svg\n"),
      result.error)
  }

  /// An option given twice keeps its last value, as the parser takes it, with a warning:
  /// `--weight bold --weight light` drew light without a word, while `--variant` adds up.
  func testAnOptionGivenTwiceIsWarnedAbout() throws {
    let result = try run([
      "info", "bell", "--weight", "bold", "--point-size=20", "--variant", "fill", "--weight", "light",
      "--variant", "slash", "--point-size", "30", "--json", "--json",
    ])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(
      result.error,
      "warning: --weight is given 2 times; the last, 'light', is used (only --variant adds up)\n"
        + "warning: --point-size is given 2 times; the last, '30', is used (only --variant adds up)\n")
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    XCTAssertEqual(object["resolvedName"] as? String, "bell.slash.fill")
    let output = try run(["render", "bell", "-o", "a.png", "--output", "b.png"])
    XCTAssertEqual(output.status, 0, output.error)
    XCTAssertEqual(
      output.error,
      "warning: --output is given 2 times; the last, 'b.png', is used (only --variant adds up)\n")
    XCTAssertEqual(try XCTUnwrap(runner).files(), ["b.png"])
  }

  /// The repeated-option warning knows which options take no value (`Symbolctl.flags`): a
  /// flag missing there would take the next word as its value and hide a repeat after it.
  /// Every flag each subcommand's help lists is checked against that.
  func testEveryFlagIsKnownToTheRepeatedOptionWarning() throws {
    for command in ["render", "info", "list", "resolve", "font-info", "render-svg"] {
      let help = try run([command, "--help"])
      XCTAssertEqual(help.status, 0, help.error)
      let flags = String(decoding: help.output, as: UTF8.self).split(separator: "\n").compactMap { line in
        // An option's line is indented two spaces; its description's lines, more.
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard line.hasPrefix("  --"), let first = words.first, words.dropFirst().first?.hasPrefix("<") != true
        else { return nil as String? }
        return String(first.hasSuffix(",") ? first.dropLast() : first)
      }
      XCTAssertFalse(flags.isEmpty, command)
      for flag in flags where flag != "--help" && flag != "--version" {
        let result = try run([command, flag, "--repeated", "a", "--repeated", "b"])
        XCTAssertTrue(
          result.error.hasPrefix("warning: --repeated is given 2 times; the last, 'b', is used"),
          "\(command) \(flag): \(result.error)")
      }
    }
  }

  /// An unknown `--format` was answered in the argument parser's words ("Please provide one
  /// of 'png' and 'svg'."), unlike every other value, and without saying that any case is
  /// taken; it now says what is accepted as `--point-size` and the others do.
  func testAnUnknownFormatNamesTheAcceptedOnes() throws {
    let runner = try XCTUnwrap(runner)
    try runner.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#, to: "in.svg")
    let cases = [
      (["render", "bell", "--format", "jpg"], "png, svg or pdf"),
      (["render-svg", "in.svg", "--format", "gif"], "png or svg"),
    ]
    for (arguments, accepted) in cases {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, result.error)
      let value = arguments[arguments.count - 1]
      XCTAssertTrue(
        result.error.hasPrefix(
          "error: The value '\(value)' is invalid for '--format <format>': not an output format; accepted: "
            + "\(accepted), in any case\n"),
        result.error)
      XCTAssertEqual(try runner.files(), ["in.svg"])
    }
    XCTAssertEqual(try run(["render", "bell", "--format", "SVG", "-o", "-"]).status, 0)
  }
}
