import SymbolSVG

/// Typed access to manifest JSON values that records every schema error (naming the key,
/// the location and what the key accepts) and carries on, so one pass reports them all.
///
/// Each accessor returns `nil` (or skips the element) when the value breaks the schema and
/// notes why in ``errors``; the caller decodes the rest of the manifest as usual.
struct ManifestDecoder {
  /// How many errors are kept; the rest are only counted (``omitted``). A manifest can
  /// break the schema once per byte or two: 11 million errors took 5 GB to report, where
  /// the first thousand say what is wrong.
  static let errorLimit = 1000

  /// The schema errors found so far, in document order of discovery, at most
  /// ``errorLimit`` of them.
  private(set) var errors: [CatalogError] = []
  /// How many errors were found beyond ``errorLimit``.
  private(set) var omitted = 0

  /// Notes an error at `location`.
  mutating func fail(_ location: SourceLocation, _ message: String) {
    guard errors.count < Self.errorLimit else {
      omitted += 1
      return
    }
    errors.append(CatalogError(.manifest, location: location, message: message))
  }

  /// `value` itself when it is an object; every key outside `accepted` and every repeated
  /// key is noted (the first occurrence of a key is what ``JSONValue``'s subscript finds).
  ///
  /// Objects here have at most a handful of keys, so linear scans beat building
  /// dictionaries (which showed in profiles of large manifests).
  mutating func object(_ value: JSONValue, what: String, accepted: [String]) -> JSONValue? {
    guard let members = value.members else {
      fail(value.location, "\(what) must be an object; found \(value.kindDescription)")
      return nil
    }
    for (index, member) in members.enumerated() {
      if !accepted.contains(member.key) {
        fail(
          member.keyLocation,
          "unknown key \(MessageQuotation.quoted(member.key)) in \(what); accepted keys: \(accepted.joined(separator: ", "))"
        )
      } else if let first = members[..<index].first(where: { $0.key == member.key })?.keyLocation {
        fail(
          member.keyLocation,
          "duplicate key \(MessageQuotation.quoted(member.key)) in \(what); it is first given at \(first.line):\(first.column)"
        )
      }
    }
    return value
  }

  /// The elements of the array under `key`.
  mutating func array(
    _ value: JSONValue, key: String, of what: String, context: String = ""
  ) -> [JSONValue]? {
    guard let elements = value.elements else {
      fail(
        value.location,
        "'\(key)'\(Self.suffix(context)) must be an array of \(what); found \(value.kindDescription)")
      return nil
    }
    return elements
  }

  /// A non-empty string under `key` (a symbol name).
  mutating func name(_ value: JSONValue, key: String) -> Located<String>? {
    guard let text = value.stringValue else {
      fail(value.location, "'\(key)' must be a symbol name string; found \(value.kindDescription)")
      return nil
    }
    guard !text.isEmpty else {
      fail(value.location, "'\(key)' must not be empty")
      return nil
    }
    return Located(text, at: value.location)
  }

  /// The strings of the array under `key`; other elements are noted and left out.
  mutating func strings(_ value: JSONValue, key: String, context: String) -> [Located<String>] {
    var result: [Located<String>] = []
    for element in array(value, key: key, of: "strings", context: context) ?? [] {
      guard let text = element.stringValue else {
        fail(
          element.location,
          "'\(key)'\(Self.suffix(context)) must be an array of strings; found \(element.kindDescription) in it"
        )
        continue
      }
      result.append(Located(text, at: element.location))
    }
    return result
  }

  /// A string under `key` that `make` turns into one of the `accepted` words.
  mutating func word<Word: Hashable & Sendable>(
    _ value: JSONValue, key: String, context: String, accepted: String, _ make: (String) -> Word?
  ) -> Located<Word>? {
    guard let text = value.stringValue else {
      fail(
        value.location,
        "'\(key)'\(Self.suffix(context)) must be one of \(accepted); found \(value.kindDescription)")
      return nil
    }
    guard let word = make(text) else {
      fail(
        value.location,
        "'\(key)'\(Self.suffix(context)) must be one of \(accepted); found \(MessageQuotation.quoted(text))")
      return nil
    }
    return Located(word, at: value.location)
  }

  private static func suffix(_ context: String) -> String {
    context.isEmpty ? "" : " " + context
  }
}
