/// A JSON value read from text, with the position where it starts.
///
/// Object members keep their order and duplicates (RFC 8259 only says names *should* be
/// unique), so that a lint tool can point at the second occurrence of a key.
public struct JSONValue: Hashable, Sendable {
  /// The kinds of JSON value.
  public enum Kind: Hashable, Sendable {
    /// An object: its members in document order, duplicates included.
    case object([Member])
    /// An array: its elements in order.
    case array([JSONValue])
    /// A string, escapes decoded.
    case string(String)
    /// A number, kept as written (`-1.5e3`) so that no precision is lost; see
    /// ``JSONValue/doubleValue``.
    case number(literal: String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// One `"key": value` pair of an object.
  public struct Member: Hashable, Sendable {
    /// The key, escapes decoded.
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  /// What the value is.
  public var kind: Kind
  /// Where the value's first character is.
  public var location: SourceLocation

  /// Creates a value.
  public init(_ kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The members, when the value is an object.
  public var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The elements, when the value is an array.
  public var elements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The text, when the value is a string.
  public var stringValue: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The truth value, when the value is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The number as a `Double`, when the value is a number; literals beyond the `Double`
  /// range give ±infinity, as `Double(String)` does.
  public var doubleValue: Double? {
    if case .number(let literal) = kind { return Double(literal) }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool { kind == .null }

  /// The first member called `key`, when the value is an object.
  public subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }

  /// The kind of value with an article, for messages such as "found a number".
  public var kindDescription: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    }
  }
}
