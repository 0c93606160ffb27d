import SymbolGeometry
import SymbolSVG

/// Checks a catalog folder (Symbols/README.md) against every ``LintRule`` and returns what
/// it finds, sorted by file, line and column: what `symbol-lint` prints.
///
/// Unlike loading, the lint does not stop at the first problem: a broken manifest is one
/// finding and the files are still checked; each file reports all of its findings
/// (``TemplateLinter``); names are checked across files and manifest. A catalog without
/// errors loads (``FolderCatalog``) and every file builds its glyph; warnings mark what is
/// probably unintended but harmless.
///
/// ```swift
/// let findings = try CatalogLinter(directory: "Symbols").lint()
/// for finding in findings { print(finding) }  // Symbols/bell.svg:12:7: error: ... [guides]
/// ```
public struct CatalogLinter: Sendable {
  /// The name of the manifest file in a catalog folder.
  public static let manifestName = "manifest.json"

  /// The catalog folder, as given; findings name files as `directory/file`.
  public var directory: String
  /// The most points a stroke's outline may hold when the lint measures it (see
  /// ``TemplateLinter``); tests lower it so that a small fixture passes it.
  var strokePointLimit = Stroker.maxOutlinePoints

  /// Prepares the lint of the catalog in `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// Every finding of the catalog, sorted by location (then severity, rule and message).
  ///
  /// Files are read in sorted order and hidden files (names starting with `.`) are skipped,
  /// as the catalog skips them, so the result does not depend on the order the file system
  /// lists names in.
  ///
  /// - Throws: ``CatalogError`` when `directory` is not a folder or cannot be listed: there
  ///   is no catalog to lint, which is a failure of the run rather than a finding.
  public func lint() throws(CatalogError) -> [LintFinding] {
    guard CatalogFiles.isDirectory(directory) else { throw CatalogFiles.notAFolder(directory) }
    let listing = try CatalogFiles.names(in: directory)
    let names = listing.names.filter { !$0.hasPrefix(".") }.sorted()
    // Other files are not the catalog's, as below.
    let undecodable = listing.notUTF8.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".svg") }
    var findings = undecodable.sorted().map { name in
      LintFinding(
        location: SourceLocation(file: path(of: name)),
        message: "file name '\(name)' is not UTF-8; names use lowercase letters a-z, digits and dots",
        rule: .invalidName)
    }
    let manifest = readManifest(present: names.contains(Self.manifestName), into: &findings)
    var stems: [String] = []
    var glyphs: [String: SymbolGlyph] = [:]
    for name in names where name != Self.manifestName {
      if name.hasSuffix(".svg"), name.count > 4 {
        let stem = String(name.dropLast(4))
        stems.append(stem)
        let (fileFindings, glyph) = lint(file: name, stem: stem)
        findings += fileFindings
        glyphs[stem] = glyph
      } else if name.lowercased().hasSuffix(".svg") {
        findings.append(
          LintFinding(
            location: SourceLocation(file: path(of: name)),
            message: "'\(name)' is not read by the catalog, which reads files ending in lowercase .svg;"
              + " rename it",
            rule: .invalidName))
      }
    }
    findings += CatalogNameLinter(directory: directory, stems: stems, manifest: manifest).findings()
    if let manifest { findings += Self.preferredModeFindings(manifest, glyphs: glyphs) }
    return findings.sorted()
  }

  /// The findings of one SVG file: unreadable, not UTF-8, not XML, or what
  /// ``TemplateLinter`` finds.
  public func lintFile(_ name: String, stem: String) -> [LintFinding] {
    lint(file: name, stem: stem).findings
  }

  /// The findings of one SVG file, and the glyph it draws when it has no errors, for the
  /// checks across files and manifest.
  private func lint(file name: String, stem: String) -> (findings: [LintFinding], glyph: SymbolGlyph?) {
    let path = path(of: name)
    let text: String
    do {
      let bytes = try CatalogFiles.read(path)
      do {
        text = try UTF8Fault.decode(bytes)
      } catch {
        let finding = LintFinding(
          location: SourceLocation(file: path, line: error.line, column: error.column),
          message: "the file is not UTF-8 text (\(error)); save it as UTF-8", rule: .unreadableSVG)
        return ([finding], nil)
      }
    } catch {
      return ([LintFinding(error, rule: .unreadableSVG)], nil)
    }
    do {
      let template = try SymbolTemplateReader.parse(text, file: path)
      var linter = TemplateLinter(template: template, name: stem)
      linter.strokePointLimit = strokePointLimit
      return linter.findingsAndGlyph()
    } catch {
      return ([LintFinding(error, rule: LintRule(error.problem))], nil)
    }
  }

  /// The decoded manifest, or `nil` after adding the findings that say why there is none
  /// (every schema error, each at its own position).
  private func readManifest(present: Bool, into findings: inout [LintFinding]) -> CatalogManifest? {
    let path = path(of: Self.manifestName)
    guard present else {
      findings.append(
        LintFinding(
          location: SourceLocation(file: path),
          message: "the catalog folder has no \(Self.manifestName); every catalog lists its symbols there",
          rule: .manifest))
      return nil
    }
    let bytes: [UInt8]
    do {
      bytes = try CatalogFiles.read(path)
    } catch {
      findings.append(LintFinding(error, rule: .manifest))
      return nil
    }
    let (manifest, errors) = CatalogManifest.decodeReportingAllErrors(bytes: bytes, file: path)
    findings += errors.map { LintFinding($0, rule: .manifest) }
    // A manifest that breaks the schema lacks what its errors concern; the cross-file name
    // checks would only repeat them as missing entries.
    return errors.isEmpty ? manifest : nil
  }

  /// `directory/name`.
  private func path(of name: String) -> String {
    CatalogFiles.join(directory, name)
  }
}
