import SymbolSVG

/// The lint rules about names across a catalog folder: file names, manifest names, aliases
/// and deprecations, and how files and manifest entries correspond (invalid-name,
/// missing-base, missing-manifest-entry, duplicate-name, deprecated-target).
struct CatalogNameLinter {
  /// The catalog folder, as given; file findings are located at `directory/file`.
  let directory: String
  /// The names of the folder's `.svg` files without the extension, sorted.
  let stems: [String]
  /// The decoded manifest, or `nil` when it could not be read (the checks that need it are
  /// skipped: without a manifest every file would lack an entry).
  let manifest: CatalogManifest?

  /// The variant suffix words, in grammar order: slash, a shape, fill.
  static let variantWords: [String: Int] = ["slash": 0, "circle": 1, "square": 1, "rectangle": 1, "fill": 2]

  /// What a file name is, read with the manifest's base names.
  enum FileRole: Equatable {
    /// A base symbol: no variant suffixes, or a name the manifest lists.
    case base
    /// A variant of `base` with suffixes in grammar order; `known` when the manifest lists it.
    case variant(base: String, known: Bool)
    /// Variant suffixes of `base` out of grammar order; `canonical` is the name they mean
    /// when they form a valid variant set.
    case misordered(base: String, canonical: String?)
  }

  /// Every name finding of the folder.
  func findings() -> [LintFinding] {
    findings(checkingDeprecations: true)
  }

  /// The names that mean two things in the manifest, or a file that the manifest says means
  /// something else (the duplicate-name findings but those of two files drawing one name),
  /// which the loader refuses.
  func clashes() -> [LintFinding] {
    clashesAndFileClashes().clashes
  }

  /// ``clashes()`` and the clashes between files, by the name they draw, together: the
  /// files' roles worked out once (twice, they made loading 1,000 symbols a fifth slower).
  ///
  /// Two files drawing one name (equal ignoring case, or one spelling its suffixes out of
  /// order) are apart: only that name is at fault, so the loader refuses it when it is asked
  /// for, and the rest of the catalog draws.
  func clashesAndFileClashes() -> (
    clashes: [LintFinding], fileClashes: [(name: String, finding: LintFinding)]
  ) {
    let (all, betweenFiles) = findingsAndFileDuplicates(checkingDeprecations: false)
    let fileFindings = Set(betweenFiles.map(\.finding))
    let clashes = all.filter { $0.rule == .duplicateName && !fileFindings.contains($0) }
    return (clashes, betweenFiles)
  }

  private func findings(checkingDeprecations: Bool) -> [LintFinding] {
    findingsAndFileDuplicates(checkingDeprecations: checkingDeprecations).findings
  }

  /// Every finding, and among them those of two files drawing one name, with that name.
  private func findingsAndFileDuplicates(
    checkingDeprecations: Bool
  ) -> (findings: [LintFinding], fileDuplicates: [(name: String, finding: LintFinding)]) {
    var findings: [LintFinding] = []
    var roles: [String: FileRole] = [:]
    let bases = Set(manifest?.symbols.map(\.name.value) ?? [])
    let baseLengths = Set(bases.map(\.utf8.count))
    for stem in stems {
      if let problem = Self.nameProblem(stem) {
        findings.append(
          fileFinding(stem, .invalidName, "file name \(MessageQuotation.quoted(stem + ".svg")) \(problem)"))
        continue
      }
      let role = Self.role(of: stem, bases: bases, baseLengths: baseLengths)
      roles[stem] = role
      if case .misordered(let base, let canonical) = role {
        let fix =
          canonical.map { "; write \($0).svg" } ?? "; a name holds each suffix once and one shape at most"
        findings.append(
          fileFinding(
            stem, .invalidName,
            "the variant suffixes of \(MessageQuotation.quoted(stem)) are out of order for base \(MessageQuotation.quoted(base))\(fix) (suffixes follow"
              + " [.slash][.circle|.square|.rectangle][.fill])"))
      }
    }
    let duplicates = fileDuplicates(roles)
    findings += duplicates.map(\.finding)
    guard let manifest else { return (findings, duplicates) }
    checkFiles(roles, manifest: manifest, into: &findings)
    checkManifestNames(manifest, into: &findings)
    if checkingDeprecations { checkDeprecations(manifest, into: &findings) }
    return (findings, duplicates)
  }

  /// A finding about the file `stem.svg` as a whole.
  func fileFinding(_ stem: String, _ rule: LintRule, _ message: String) -> LintFinding {
    LintFinding(
      location: SourceLocation(file: CatalogFiles.join(directory, stem + ".svg")), message: message,
      rule: rule)
  }

  /// Why `name` breaks the character rules, or `nil` when it follows them: lowercase ASCII
  /// letters, digits and dots, no empty component.
  static func nameProblem(_ name: String) -> String? {
    // Most names are fine: one pass over the bytes says so before any message is built
    // (the catalog loader checks every name on every start).
    var afterDot = true
    var fine = !name.isEmpty
    for byte in name.utf8 where fine {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): afterDot = false
      case UInt8(ascii: "."):
        fine = !afterDot
        afterDot = true
      default: fine = false
      }
    }
    if fine && !afterDot { return nil }
    if name.isEmpty { return "is empty; names are lowercase words joined by dots" }
    if let bad = name.unicodeScalars.first(where: { !isNameScalar($0) }) {
      return
        "contains \(MessageQuotation.quoted(bad.escaped(asASCII: false))); names use lowercase letters a-z, digits and dots"
    }
    if name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
      return "has an empty component (a leading, trailing or doubled dot)"
    }
    return nil
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "0"..."9", ".": true
    default: false
    }
  }

  /// Reads a file name against the manifest's base names.
  ///
  /// A name the manifest lists is a base. Otherwise the shortest listed base that the name
  /// extends by variant words alone is its base (as resolution parses names); with none,
  /// the trailing variant words (never the first component) decide by grammar alone.
  ///
  /// `baseLengths` holds the lengths of the names in `bases` (UTF-8 bytes; by default
  /// measured here), or more: a split whose base has another length cannot be one, so a
  /// name of 20,000 dotted parts is not joined again at each of them (that took 19 s in the
  /// lint and in every catalog load).
  static func role(of stem: String, bases: Set<String>, baseLengths: Set<Int>? = nil) -> FileRole {
    if bases.contains(stem) { return .base }
    // Without a variant word at the end, no split below can succeed: a base.
    guard let dot = stem.utf8.lastIndex(of: UInt8(ascii: ".")),
      variantWords[String(stem[stem.index(after: dot)...])] != nil
    else { return .base }
    let components = stem.split(separator: ".").map(String.init)
    // The trailing variant words (never the first component): only a split among them
    // leaves suffixes that are all variant words.
    let runLength = components.dropFirst().reversed().prefix { variantWords[$0] != nil }.count
    let lengths = baseLengths ?? Set(bases.map(\.utf8.count))
    var misordered: FileRole?
    var baseLength = components[0].utf8.count
    for split in 1..<max(components.count, 1) {
      defer { baseLength += 1 + components[split].utf8.count }
      guard lengths.contains(baseLength) else { continue }
      guard split >= components.count - runLength else { continue }
      let suffixes = Array(components[split...])
      let base = components[..<split].joined(separator: ".")
      guard bases.contains(base) else { continue }
      if isCanonical(suffixes) { return .variant(base: base, known: true) }
      misordered = misordered ?? .misordered(base: base, canonical: canonical(base, suffixes))
    }
    if let misordered { return misordered }
    let run = components.suffix(runLength)
    guard !run.isEmpty else { return .base }
    let base = components.dropLast(run.count).joined(separator: ".")
    if isCanonical(Array(run)) { return .variant(base: base, known: false) }
    return .misordered(base: base, canonical: canonical(base, Array(run)))
  }

  /// Whether suffix words follow the grammar: each once, at most one shape, in order.
  static func isCanonical(_ suffixes: [String]) -> Bool {
    let ranks = suffixes.compactMap { variantWords[$0] }
    return ranks.count == suffixes.count && zip(ranks, ranks.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// The canonical name the suffix words mean, or `nil` when they repeat a word or name
  /// two shapes.
  static func canonical(_ base: String, _ suffixes: [String]) -> String? {
    guard Set(suffixes).count == suffixes.count else { return nil }
    let shapes = suffixes.compactMap(SymbolVariants.Shape.init(rawValue:))
    guard shapes.count <= 1 else { return nil }
    let variants = SymbolVariants(
      shape: shapes.first, fill: suffixes.contains("fill"), slash: suffixes.contains("slash"))
    return SymbolName.name(base: base, variants: variants)
  }

  /// Two files that draw the same name: equal ignoring case, or one spelling its suffixes
  /// out of order, each with the name both draw. Reported at the later file (in sorted
  /// order).
  private func fileDuplicates(_ roles: [String: FileRole]) -> [(name: String, finding: LintFinding)] {
    var duplicates: [(name: String, finding: LintFinding)] = []
    var first: [String: String] = [:]
    for stem in stems {
      var key = stem.lowercased()
      if case .misordered(_, let canonical?) = roles[stem] { key = canonical }
      if let earlier = first[key] {
        duplicates.append(
          (
            key,
            fileFinding(
              stem, .duplicateName,
              "\(MessageQuotation.quoted(stem + ".svg")) draws the same name as \(MessageQuotation.quoted(earlier + ".svg")) (\(MessageQuotation.quoted(key))); keep one file per name"
            )
          ))
      } else {
        first[key] = stem
      }
    }
    return duplicates
  }

  /// Files against manifest entries: variants need their base, bases need an entry, entries
  /// need a file; a file may not draw an alias or a deprecated name.
  private func checkFiles(
    _ roles: [String: FileRole], manifest: CatalogManifest, into findings: inout [LintFinding]
  ) {
    let files = Set(stems)
    let aliases = Dictionary(
      manifest.symbols.flatMap { entry in entry.aliases.map { ($0.value, entry.name.value) } },
      uniquingKeysWith: { first, _ in first })
    let deprecations = Dictionary(
      manifest.deprecated.map { ($0.name.value, $0.replacement.value) },
      uniquingKeysWith: { first, _ in first })
    let deprecated = Set(deprecations.keys)
    let listed = Set(manifest.symbols.map(\.name.value))
    for stem in stems {
      guard let role = roles[stem] else { continue }
      if deprecated.contains(stem) { continue }  // deprecated-target reports the file.
      // An alias that is also a symbol name is reported in the manifest; the file is fine.
      if let target = aliases[stem], !listed.contains(stem) {
        findings.append(
          fileFinding(
            stem, .duplicateName,
            "\(MessageQuotation.quoted(stem)) is an alias of \(MessageQuotation.quoted(target)) in the manifest, so this file is never used; rename the"
              + " file or remove the alias"))
        continue
      }
      switch role {
      case .base:
        if !listed.contains(stem) {
          findings.append(
            fileFinding(
              stem, .missingManifestEntry,
              "\(MessageQuotation.quoted(stem + ".svg")) draws a base symbol that manifest.json does not list; add {\"name\":"
                + " \"\(stem)\"} to its \"symbols\""))
        }
      case .variant(let base, let known):
        if known, !files.contains(base) {
          findings.append(
            fileFinding(
              stem, .missingBase,
              "variant \(MessageQuotation.quoted(stem)) belongs to base \(MessageQuotation.quoted(base)), which has no file \(MessageQuotation.quoted(base + ".svg", opening: "", closing: "")); draw the base"
            ))
        } else if !known, let target = aliases[base] {
          // Resolution replaces the alias before it looks for a file: `home.fill` means
          // `house.fill`, so this file is never drawn (the lint said the manifest did not
          // list `home`, and advised listing the file as a symbol).
          let words = String(stem.dropFirst(base.count))
          findings.append(
            fileFinding(
              stem, .duplicateName,
              "\(MessageQuotation.quoted(stem)) is the alias \(MessageQuotation.quoted(base)) of"
                + " \(MessageQuotation.quoted(target)) with variant words, which resolution reads as"
                + " \(MessageQuotation.quoted(target + words)), so this file is never used; name it"
                + " \(MessageQuotation.quoted(target + words + ".svg")), or remove the alias"))
        } else if !known, let replacement = deprecations[base] {
          findings.append(
            fileFinding(
              stem, .deprecatedTarget,
              "\(MessageQuotation.quoted(stem)) is the deprecated name \(MessageQuotation.quoted(base)) (in"
                + " favour of \(MessageQuotation.quoted(replacement))) with variant words, which resolution"
                + " replaces before it looks for a file, so this file is never used; delete it or remove the"
                + " deprecation"))
        } else if !known {
          let file =
            files.contains(base)
            ? "its file exists"
            : "there is no \(MessageQuotation.quoted(base + ".svg", opening: "", closing: ""))"
          findings.append(
            fileFinding(
              stem, .missingBase,
              "variant \(MessageQuotation.quoted(stem)) belongs to base \(MessageQuotation.quoted(base)), which manifest.json does not list (\(file));"
                + " add the base, or list \(MessageQuotation.quoted(stem)) itself if it is a base symbol"))
        }
      case .misordered:
        break
      }
    }
    for entry in manifest.symbols where !files.contains(entry.name.value) {
      findings.append(
        LintFinding(
          location: entry.name.location,
          message:
            "symbol \(MessageQuotation.quoted(entry.name.value)) has no file \(MessageQuotation.quoted(entry.name.value + ".svg", opening: "", closing: "")) in the catalog folder;"
            + " draw it or remove the entry",
          rule: .missingManifestEntry))
    }
  }
}
