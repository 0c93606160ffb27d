/// Typed access to manifest JSON values, with errors that name the key, the location and
/// what the key accepts.
enum ManifestDecoder {
  /// `value` itself, after checking that it is an object, every key is in `accepted`,
  /// and no key repeats; members are then looked up with ``JSONValue``'s subscript.
  ///
  /// Objects here have at most a handful of keys, so linear scans beat building
  /// dictionaries (which showed in profiles of large manifests).
  static func object(
    _ value: JSONValue, what: String, accepted: [String]
  ) throws(CatalogError) -> JSONValue {
    guard let members = value.members else {
      throw CatalogError(
        location: value.location, message: "\(what) must be an object; found \(value.kindDescription)")
    }
    for (index, member) in members.enumerated() {
      guard accepted.contains(member.key) else {
        throw CatalogError(
          location: member.keyLocation,
          message:
            "unknown key '\(member.key)' in \(what); accepted keys: \(accepted.joined(separator: ", "))")
      }
      if let first = members[..<index].first(where: { $0.key == member.key })?.keyLocation {
        throw CatalogError(
          location: member.keyLocation,
          message:
            "duplicate key '\(member.key)' in \(what); it is first given at \(first.line):\(first.column)")
      }
    }
    return value
  }

  /// The elements of the array under `key`.
  static func array(
    _ value: JSONValue, key: String, of what: String, context: String = ""
  ) throws(CatalogError) -> [JSONValue] {
    guard let elements = value.elements else {
      throw CatalogError(
        location: value.location,
        message: "'\(key)'\(suffix(context)) must be an array of \(what); found \(value.kindDescription)")
    }
    return elements
  }

  /// A non-empty string under `key` (a symbol name).
  static func name(_ value: JSONValue, key: String) throws(CatalogError) -> Located<String> {
    guard let text = value.stringValue else {
      throw CatalogError(
        location: value.location,
        message: "'\(key)' must be a symbol name string; found \(value.kindDescription)")
    }
    guard !text.isEmpty else {
      throw CatalogError(location: value.location, message: "'\(key)' must not be empty")
    }
    return Located(text, at: value.location)
  }

  /// An array of strings under `key`.
  static func strings(
    _ value: JSONValue, key: String, context: String
  ) throws(CatalogError) -> [Located<String>] {
    var result: [Located<String>] = []
    for element in try array(value, key: key, of: "strings", context: context) {
      guard let text = element.stringValue else {
        throw CatalogError(
          location: element.location,
          message:
            "'\(key)'\(suffix(context)) must be an array of strings; found \(element.kindDescription) in it")
      }
      result.append(Located(text, at: element.location))
    }
    return result
  }

  /// A string under `key` that `make` turns into one of the `accepted` words.
  static func word<Word: Hashable & Sendable>(
    _ value: JSONValue, key: String, context: String, accepted: String, _ make: (String) -> Word?
  ) throws(CatalogError) -> Located<Word> {
    guard let text = value.stringValue else {
      throw CatalogError(
        location: value.location,
        message: "'\(key)'\(suffix(context)) must be one of \(accepted); found \(value.kindDescription)")
    }
    guard let word = make(text) else {
      throw CatalogError(
        location: value.location,
        message: "'\(key)'\(suffix(context)) must be one of \(accepted); found '\(text)'")
    }
    return Located(word, at: value.location)
  }

  private static func suffix(_ context: String) -> String {
    context.isEmpty ? "" : " " + context
  }
}
