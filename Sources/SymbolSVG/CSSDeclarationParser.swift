/// One `property: value` pair from a `style` attribute or a style-sheet rule.
public struct CSSDeclaration: Hashable, Sendable, CustomStringConvertible {
  /// The property name, lowercased (CSS property names are ASCII case-insensitive), except a
  /// custom property's (`--name`), which is case-sensitive and kept as written.
  public var property: String
  /// The value with surrounding whitespace, comments and any `!important` removed.
  public var value: String
  /// Whether the declaration ended in `!important`.
  public var isImportant: Bool

  /// Creates a declaration; `property` is stored as given.
  public init(property: String, value: String, isImportant: Bool = false) {
    self.property = property
    self.value = value
    self.isImportant = isImportant
  }

  /// `property: value`, with ` !important` when flagged.
  public var description: String {
    "\(property): \(value)" + (isImportant ? " !important" : "")
  }
}

/// Parses a declaration list: the body of a `style` attribute or of a `{ … }` rule block.
///
/// Parsing follows CSS error recovery: a declaration without a colon, with an empty name or an
/// empty value (except a custom property's) is dropped and parsing continues after the next
/// `;`. Semicolons inside strings or brackets (as in `url(data:…;base64,…)`) do not end a
/// declaration.
public enum CSSDeclarationParser {
  /// The declarations of `text`, in source order, duplicates included (the cascade decides).
  ///
  /// A declaration of a property in `keepingEmptyValuesOf` is kept with an empty value
  /// instead of dropped, for a reader that reports it: CSS drops `-sfsymbols-variable-threshold:`
  /// without a word, which silently makes a symbol layer not variable.
  public static func parse(_ text: String, keepingEmptyValuesOf: Set<String> = []) -> [CSSDeclaration] {
    let source = CSSSourceText(text)
    return parse(source, in: 0..<source.count, keepingEmptyValuesOf: keepingEmptyValuesOf)
  }

  static func parse(
    _ source: CSSSourceText, in range: Range<Int>, keepingEmptyValuesOf keep: Set<String> = []
  ) -> [CSSDeclaration] {
    var declarations: [CSSDeclaration] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let end = source.scan(from: start, until: [";"], limit: range.upperBound)
      let text = source.text(of: start..<end, replacingCommentsWith: " ")
      if let declaration = declaration(from: text, keepingEmptyValuesOf: keep) {
        declarations.append(declaration)
      }
      start = end + 1
    }
    return declarations
  }

  /// Splits `name: value [!important]`; nil when the text is not a usable declaration.
  private static func declaration(
    from text: String, keepingEmptyValuesOf keep: Set<String>
  ) -> CSSDeclaration? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let name = trimmed(text[..<colon])
    // Tested on the bytes: `hasPrefix` on every declaration of a large drawing cost 0.2%.
    let property = CSSVariableSubstitution.isCustomProperty(name) ? name : name.lowercased()
    guard !property.isEmpty, property.unicodeScalars.allSatisfy(isNameScalar) else { return nil }
    var value = trimmed(text[text.index(after: colon)...])
    var isImportant = false
    if let bang = importantMarker(in: value) {
      value = trimmed(value[..<bang])
      isImportant = true
    }
    // A custom property may be empty (`--gap: ;`, CSS Variables level 1 since 2022, as
    // Chromium reads it): `var(--gap)` then adds nothing.
    guard !value.isEmpty || keep.contains(property) || CSSVariableSubstitution.isCustomProperty(property)
    else { return nil }
    return CSSDeclaration(property: property, value: value, isImportant: isImportant)
  }

  /// The index of the `!` of a trailing `! important` (any case, whitespace allowed after `!`).
  private static func importantMarker(in value: String) -> String.Index? {
    let keyword = "important"
    // No `!`, no marker: spares counting and lowercasing every value.
    guard value.utf8.contains(UInt8(ascii: "!")) else { return nil }
    guard value.count > keyword.count, value.lowercased().hasSuffix(keyword) else { return nil }
    let beforeKeyword = value.index(value.endIndex, offsetBy: -keyword.count)
    guard let bang = value[..<beforeKeyword].lastIndex(where: { !isCSSWhitespaceCharacter($0) }),
      value[bang] == "!"
    else { return nil }
    return bang
  }

  static func trimmed(_ text: Substring) -> String {
    // Most values have nothing to trim, and walking them by `Character` (grapheme breaking)
    // cost more than the rest of reading a drawing's colours: a value whose first and last
    // bytes are not CSS white space is returned as it is. (The first scalar of the first
    // character and the last of the last start and end there; a non-ASCII byte is never
    // part of CSS white space.)
    if let first = text.utf8.first, let last = text.utf8.last, !isCSSWhitespaceByte(first),
      !isCSSWhitespaceByte(last)
    {
      return String(text)
    }
    var slice = text
    while let first = slice.first, isCSSWhitespaceCharacter(first) { slice = slice.dropFirst() }
    while let last = slice.last, isCSSWhitespaceCharacter(last) { slice = slice.dropLast() }
    return String(slice)
  }

  static func trimmed(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last, !isCSSWhitespaceByte(first),
      !isCSSWhitespaceByte(last)
    {
      return text
    }
    return trimmed(text[...])
  }

  /// Whether `byte` is one of CSS's white-space characters (all ASCII).
  private static func isCSSWhitespaceByte(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  private static func isCSSWhitespaceCharacter(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(isCSSWhitespace)
  }

  /// Letters, digits, `-`, `_` and non-ASCII: what may appear in a property name.
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
    default: return !scalar.isASCII
    }
  }
}
