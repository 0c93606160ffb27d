/// Splits style-sheet text into rules, skipping at-rules and unsupported selectors with warnings.
///
/// Block boundaries are found with bracket-aware scanning, so a skipped `@media { … }` block with
/// nested rules, or a `}` inside a string, does not desynchronise the rest of the sheet.
struct CSSStyleSheetParser {
  let source: CSSSourceText
  /// Properties whose declarations are kept with an empty value (see
  /// ``CSSDeclarationParser/parse(_:keepingEmptyValuesOf:)``).
  let keepingEmptyValuesOf: Set<String>
  private(set) var rules: [CSSRule] = []
  private(set) var warnings: [CSSWarning] = []

  init(source: CSSSourceText, keepingEmptyValuesOf: Set<String> = []) {
    self.source = source
    self.keepingEmptyValuesOf = keepingEmptyValuesOf
  }

  mutating func parse() {
    let scalars = source.scalars
    var index = 0
    while index < scalars.count {
      if let after = source.commentEnd(at: index) {
        index = after
      } else if isCSSWhitespace(scalars[index]) {
        index += 1
      } else if let after = htmlCommentMarkerEnd(at: index) {
        // `<!--` and `-->` are allowed around a sheet for pre-CSS browsers; they mean nothing.
        index = after
      } else if scalars[index] == "@" {
        index = skipAtRule(at: index)
      } else if scalars[index] == "}" {
        warn(at: index, text: "}", reason: "unmatched '}'")
        index += 1
      } else {
        index = parseRule(at: index)
      }
    }
  }

  private func htmlCommentMarkerEnd(at index: Int) -> Int? {
    for marker in ["<!--", "-->"] {
      let markerScalars = Array(marker.unicodeScalars)
      let end = index + markerScalars.count
      if end <= source.count, Array(source.scalars[index..<end]) == markerScalars { return end }
    }
    return nil
  }

  /// Skips `@name …;` or `@name … { … }` (balanced) and warns; returns the index after it.
  private mutating func skipAtRule(at start: Int) -> Int {
    let stop = source.scan(from: start, until: [";", "{"])
    let head = CSSDeclarationParser.trimmed(source.text(of: start..<stop, replacingCommentsWith: " "))
    warn(at: start, text: head, reason: "at-rules are not supported")
    guard stop < source.count, source.scalars[stop] == "{" else { return stop + 1 }
    return source.scan(from: stop + 1, until: ["}"]) + 1
  }

  /// Parses `selectors { declarations }` starting at `start`; returns the index after the block.
  private mutating func parseRule(at start: Int) -> Int {
    let open = source.scan(from: start, until: ["{"])
    guard open < source.count else {
      let text = CSSDeclarationParser.trimmed(source.text(of: start..<open, replacingCommentsWith: " "))
      warn(at: start, text: text, reason: "selector without a '{ … }' block")
      return open
    }
    let close = source.scan(from: open + 1, until: ["}"])
    let selectors = parseSelectorList(start..<open)
    if !selectors.isEmpty {
      let declarations = CSSDeclarationParser.parse(
        source, in: (open + 1)..<close, keepingEmptyValuesOf: keepingEmptyValuesOf)
      rules.append(CSSRule(selectors: selectors, declarations: declarations))
    }
    return close + 1
  }

  private mutating func parseSelectorList(_ range: Range<Int>) -> [CSSSelector] {
    var selectors: [CSSSelector] = []
    var start = range.lowerBound
    while start <= range.upperBound {
      let end = source.scan(from: start, until: [","], limit: range.upperBound)
      let text = CSSDeclarationParser.trimmed(source.text(of: start..<end, replacingCommentsWith: ""))
      let position = min(source.firstSignificant(in: start..<end), max(end - 1, start))
      switch CSSSelector.parse(text) {
      case .success(let selector): selectors.append(selector)
      case .failure(let unsupported): warn(at: position, text: text, reason: unsupported.reason)
      }
      start = end + 1
    }
    return selectors
  }

  private mutating func warn(at index: Int, text: String, reason: String) {
    let (line, column) = source.position(of: index)
    warnings.append(CSSWarning(line: line, column: column, text: text, reason: reason))
  }
}
