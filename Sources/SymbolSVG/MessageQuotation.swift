/// Quotes text taken from a document (an attribute value, an element or attribute name, an id)
/// for an error or a warning.
///
/// Such text can be megabytes long and a message may repeat it, so one bad value could put
/// megabytes on standard error. A long value is therefore cut to its beginning, marked with
/// "…", and followed by its length, so that the reader still recognises it and knows it was
/// cut: `'99999…' (5000000 characters)`, the length counted in Unicode scalars as columns
/// are. Values short enough to read are quoted whole, exactly as before they were cut.
///
/// Quoting keeps the text's characters: callers escape control characters where a message
/// is shown (``escapingControlCharacters(_:)``), as each has its own style (the lint's
/// findings escape a line break too, and keep the raw text for JSON).
package enum MessageQuotation {
  /// Values of at most this many Unicode scalars are quoted whole.
  package static let maximumScalars = 80
  /// How many Unicode scalars of a longer value are kept before the "…".
  package static let keptScalars = 60

  /// `text` between `opening` and `closing` (`'value'`, or `<name>` for an element); when it
  /// is longer than `maximumScalars`, its first `keptScalars` and "…" between them, and its
  /// length after them.
  package static func quoted(
    _ text: some StringProtocol, opening: String = "'", closing: String = "'"
  ) -> String {
    let scalars = text.unicodeScalars
    // Cut by Unicode scalars: one character can hold any number of combining scalars, so a
    // cut by characters would not bound the message.
    guard
      let limit = scalars.index(scalars.startIndex, offsetBy: maximumScalars, limitedBy: scalars.endIndex),
      limit != scalars.endIndex
    else { return opening + String(text) + closing }
    let kept = scalars.index(scalars.startIndex, offsetBy: keptScalars)
    let head = String(String.UnicodeScalarView(scalars[..<kept]))
    return "\(opening)\(head)…\(closing) (\(scalars.count) characters)"
  }

  /// `text` with every control character but a line feed and a tab (C0, DEL and C1) written
  /// as `\xHH` (`\u{HH}` for C1, which are two bytes in UTF-8), so that it prints as text;
  /// so are the bidirectional embedding, override and isolate controls (U+202A–U+202E,
  /// U+2066–U+2069), which reorder what follows them on the line: a name holding U+202E
  /// made a message read backwards from there.
  package static func escapingControlCharacters(_ text: String) -> String {
    // Most text has nothing to escape; it is returned as it is rather than rebuilt.
    guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      guard needsEscaping(scalar) else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      let value = scalar.value
      let digits = String(value, radix: 16, uppercase: true)
      let padded = (digits.count == 1 ? "0" : "") + digits
      escaped += value < 0x80 ? "\\x" + padded : "\\u{" + padded + "}"
    }
    return escaped
  }

  /// Whether `scalar` is one that ``escapingControlCharacters(_:)`` escapes.
  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    let isControl =
      value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
    return isControl && scalar != "\n" && scalar != "\t"
  }

  /// An element name as a tag, `<name>`, cut like `quoted(_:opening:closing:)`.
  package static func tag(_ name: some StringProtocol) -> String {
    quoted(name, opening: "<", closing: ">")
  }

  /// An element name as an end tag, `</name>`, cut like `quoted(_:opening:closing:)`.
  package static func endTag(_ name: some StringProtocol) -> String {
    quoted(name, opening: "</", closing: ">")
  }
}
