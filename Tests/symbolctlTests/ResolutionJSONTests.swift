import Foundation
import XCTest

/// `info --json` and `resolve --json` describe a resolution with the same keys and trace
/// objects, and `render` and `info` say when a variant asked for is not drawn. Runs against
/// ``CatalogCommandTests``'s manifest with templates of the repository's catalog, which draw
/// (bell and bell.fill authored, slash and shapes synthesised; mic with slash only;
/// list.bullet with no variant).
final class ResolutionJSONTests: SymbolctlTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    let runner = try XCTUnwrap(self.runner)
    try FileManager.default.createDirectory(at: runner.url("catalog"), withIntermediateDirectories: true)
    let symbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Symbols")
    for name in ["bell", "bell.fill", "mic", "list.bullet"] {
      try FileManager.default.copyItem(
        at: symbols.appendingPathComponent("\(name).svg"), to: runner.url("catalog/\(name).svg"))
    }
    try runner.write(CatalogCommandTests.manifest, to: "catalog/manifest.json")
  }

  /// Runs symbolctl with `arguments` plus `--catalog catalog`.
  override func run(_ arguments: [String]) throws -> SymbolctlRunner.Result {
    try super.run(arguments + ["--catalog", "catalog"])
  }

  private func object(_ arguments: [String], line: UInt = #line) throws -> [String: Any] {
    let result = try run(arguments + ["--json"])
    XCTAssertEqual(result.status, 0, result.error, line: line)
    return try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any], line: line)
  }

  /// `info --json` gave its trace as strings, `resolve --json` as objects, and only resolve
  /// had `base`, `variants` and `droppedVariants`: a script reading both had to parse the
  /// strings. Both now give the same keys and objects; each object keeps the old string as
  /// `text`, and a shape step with no shape requested has a null `candidate`, not a name.
  func testInfoAndResolveDescribeTheResolutionAlike() throws {
    let requests = [
      ["bell.fill", "--variant", "slash"], ["list.bullet", "--variant", "fill"], ["bell.old"],
    ]
    for request in requests {
      let resolve = try object(["resolve"] + request)
      let info = try object(["info"] + request)
      // The name as asked comes first, so a batch script can match answers to requests
      // (`bell.old` is deprecated and resolves to `bell…`).
      XCTAssertEqual(resolve["requestedName"] as? String, request[0])
      for key in [
        "requestedName", "resolvedName", "base", "variants", "droppedVariants", "synthesised", "trace",
      ] {
        let same = (resolve[key] as? NSObject).map { $0.isEqual(info[key]) } ?? false
        XCTAssertTrue(same, "\(request) \(key): \(resolve[key] ?? "nil") vs \(info[key] ?? "nil")")
      }
      // Info adds its own warnings (a dropped variant) after the resolution's.
      let resolveWarnings = try XCTUnwrap(resolve["warnings"] as? [String])
      XCTAssertEqual(
        (info["warnings"] as? [String])?.prefix(resolveWarnings.count).map(\.self), resolveWarnings)
      let trace = try XCTUnwrap(info["trace"] as? [[String: Any]], "\(request)")
      for step in trace {
        XCTAssertEqual(Set(step.keys), ["step", "candidate", "outcome", "reason", "text"], "\(request)")
        let number = try XCTUnwrap(step["step"] as? Int)
        let reason = try XCTUnwrap(step["reason"] as? String)
        let text = try XCTUnwrap(step["text"] as? String)
        if let candidate = step["candidate"] as? String {
          XCTAssertEqual(text, "step \(number) \(candidate): \(reason)")
        } else {
          XCTAssertTrue(step["candidate"] is NSNull, "\(step)")
          XCTAssertEqual(text, "step \(number) (no shape requested): \(reason)")
        }
      }
    }
    let slash = try object(["info", "bell.fill", "--variant", "slash"])
    XCTAssertEqual(slash["base"] as? String, "bell")
    XCTAssertEqual(slash["variants"] as? [String], ["slash", "fill"])
    let first = try XCTUnwrap((slash["trace"] as? [[String: Any]])?.first)
    XCTAssertTrue(first["candidate"] is NSNull, "\(first)")
    XCTAssertEqual(first["outcome"] as? String, "notRequested")
    let dropped = try object(["info", "list.bullet", "--variant", "fill"])
    XCTAssertEqual(dropped["droppedVariants"] as? [String], ["fill"])
  }

  /// `render paperplane --variant slash`, on a catalog that has no slash for it, drew and
  /// named `paperplane.png` without a word: the variant asked for is now a warning, in
  /// `render` and `info` (standard error and `warnings`), whether asked for by `--variant`
  /// or by the name.
  func testAVariantTheCatalogCannotProvideIsAWarning() throws {
    let one =
      "variant 'fill' not drawn: the catalog neither has nor can synthesise it for 'list.bullet';"
      + " drawing 'list.bullet'"
    for arguments in [["list.bullet", "--variant", "fill"], ["list.bullet.fill"]] {
      let render = try run(["render"] + arguments + ["-o", "out.png"])
      XCTAssertEqual(render.status, 0, render.error)
      XCTAssertEqual(render.error, "warning: \(one)\n", "\(arguments)")
      let info = try run(["info"] + arguments)
      XCTAssertEqual(info.error, "warning: \(one)\n", "\(arguments)")
      XCTAssertEqual(try object(["info"] + arguments)["warnings"] as? [String], [one], "\(arguments)")
    }
    let two = try run(["render", "mic", "--variant", "circle", "--variant", "fill", "-o", "out.png"])
    XCTAssertEqual(
      two.error,
      "warning: variants 'circle' and 'fill' not drawn: the catalog neither has nor can synthesise them"
        + " for 'mic'; drawing 'mic'\n")
    // A variant the catalog provides, authored or synthesised, draws without a warning.
    for arguments in [["bell", "--variant", "fill"], ["mic", "--variant", "slash"]] {
      XCTAssertEqual(try run(["render"] + arguments + ["-o", "out.png"]).error, "", "\(arguments)")
    }
  }
}
