/// One style rule: the selectors it applies to and its declarations.
public struct CSSRule: Hashable, Sendable {
  /// The supported selectors of the rule's selector list; unsupported ones were dropped with a
  /// warning, and a rule whose list lost every selector is not kept at all.
  public var selectors: [CSSSelector]
  /// The declarations in source order.
  public var declarations: [CSSDeclaration]

  /// Creates a rule from its parts.
  public init(selectors: [CSSSelector], declarations: [CSSDeclaration]) {
    self.selectors = selectors
    self.declarations = declarations
  }

  /// The specificity of the most specific selector that matches the element, or nil if none does.
  public func matchingSpecificity(typeName: String, id: String?, classes: [String]) -> CSSSpecificity? {
    matchingSpecificity(typeName: typeName, id: id, classes: Set(classes))
  }

  /// The specificity of the most specific selector that matches the element, or nil if none
  /// does, for an element whose classes are already a set.
  public func matchingSpecificity(typeName: String, id: String?, classes: Set<String>) -> CSSSpecificity? {
    selectors.filter { $0.matches(typeName: typeName, id: id, classes: classes) }
      .map(\.specificity).max()
  }
}

/// The rules of a `<style>` element, in source order, plus what was skipped along the way.
///
/// Parsing never fails: anything the reader cannot evaluate (combinators, attribute selectors,
/// pseudo-classes, at-rules) is dropped and reported in `warnings`, and the rest still applies.
/// Within a selector list only the unsupported selectors are dropped, because a list is a union
/// of independent selectors.
public struct CSSStyleSheet: Hashable, Sendable {
  /// The rules in source order; later rules win ties in the cascade.
  public var rules: [CSSRule]
  /// What was skipped, in source order.
  public var warnings: [CSSWarning]

  /// Creates a sheet from already-built rules, for example an empty one.
  public init(rules: [CSSRule] = [], warnings: [CSSWarning] = []) {
    self.rules = rules
    self.warnings = warnings
  }

  /// Parses the text content of a `<style>` element (CDATA already unwrapped by the XML reader);
  /// declarations of the properties `keepingEmptyValuesOf` names are kept with an empty value
  /// (``CSSDeclarationParser/parse(_:keepingEmptyValuesOf:)``).
  public init(parsing text: String, keepingEmptyValuesOf: Set<String> = []) {
    var parser = CSSStyleSheetParser(source: CSSSourceText(text), keepingEmptyValuesOf: keepingEmptyValuesOf)
    parser.parse()
    self.init(rules: parser.rules, warnings: parser.warnings)
  }

  /// The declarations of every rule matching the element, each with the specificity of the
  /// rule's best matching selector and the rule's position, in source order.
  ///
  /// This tests every rule, so it costs the number of rules for each element; `CSSCascade`
  /// files the rules by selector key instead and reaches the same winners.
  public func matchingDeclarations(
    typeName: String, id: String?, classes: [String]
  )
    -> [(declaration: CSSDeclaration, specificity: CSSSpecificity, ruleIndex: Int)]
  {
    var result: [(declaration: CSSDeclaration, specificity: CSSSpecificity, ruleIndex: Int)] = []
    let classSet = Set(classes)
    for (ruleIndex, rule) in rules.enumerated() {
      guard let specificity = rule.matchingSpecificity(typeName: typeName, id: id, classes: classSet)
      else { continue }
      for declaration in rule.declarations {
        result.append((declaration, specificity, ruleIndex))
      }
    }
    return result
  }

  /// Why a `<style>` element with these `type` and `media` attributes does not style an
  /// image, or `nil` when it does: it must be CSS (`text/css`, or no type) for the screen
  /// (`appliesToScreen(media:)`), as browsers draw an image without its print sheet.
  package static func skipReason(type: String?, media: String?) -> String? {
    let type = type.map(CSSDeclarationParser.trimmed) ?? "text/css"
    if !type.isEmpty && type.lowercased() != "text/css" {
      return "its type \(MessageQuotation.quoted(type)) is not text/css"
    }
    if let media, !appliesToScreen(media: media) {
      return "its media \(MessageQuotation.quoted(CSSDeclarationParser.trimmed(media))) is not all or screen"
        + " (media queries are not evaluated)"
    }
    return nil
  }

  /// Whether a `<style>` element's `media` list names the screen, for which images are
  /// drawn: one of its queries is `all` or `screen` (after an `only`), or it is empty.
  /// Media features are not evaluated.
  static func appliesToScreen(media: String) -> Bool {
    let queries = media.lowercased().split(separator: ",").map { CSSDeclarationParser.trimmed($0) }
    if queries.allSatisfy(\.isEmpty) { return true }
    return queries.contains { query in
      let type = query.hasPrefix("only ") ? CSSDeclarationParser.trimmed(query.dropFirst(5)) : query
      return type == "all" || type == "screen"
    }
  }
}
