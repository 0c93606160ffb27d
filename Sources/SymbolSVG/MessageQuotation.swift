/// Quotes text taken from a document (an attribute value, an element or attribute name, an id)
/// for an error or a warning.
///
/// Such text can be megabytes long and a message may repeat it, so one bad value could put
/// megabytes on standard error. A long value is therefore cut to its beginning, marked with
/// "…", and followed by its length, so that the reader still recognises it and knows it was
/// cut: `'99999…' (5000000 characters)`, the length counted in Unicode scalars as columns
/// are. Values short enough to read are quoted whole, exactly as before they were cut.
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

  /// An element name as a tag, `<name>`, cut like `quoted(_:opening:closing:)`.
  package static func tag(_ name: some StringProtocol) -> String {
    quoted(name, opening: "<", closing: ">")
  }

  /// An element name as an end tag, `</name>`, cut like `quoted(_:opening:closing:)`.
  package static func endTag(_ name: some StringProtocol) -> String {
    quoted(name, opening: "</", closing: ">")
  }
}
