/// Writes JSON by hand (the CLI avoids Foundation): a value tree rendered with two-space
/// indentation, keys in the order given, strings escaped per RFC 8259.
///
/// Arrays holding only scalars are written on one line, so lists of names stay readable.
struct JSONWriter {
  /// A JSON value to write.
  indirect enum Value {
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A number; written without a fraction when it is whole (`2048`, not `2048.0`), else in
    /// Swift's shortest round-tripping form; `null` when not finite (JSON has no NaN or
    /// infinity).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([Value])
    /// An object; keys keep this order.
    case object([(key: String, value: Value)])

    /// A string array.
    static func strings(_ values: [String]) -> Value { .array(values.map(Value.string)) }

    /// The string, or `null` when nil.
    static func optional(_ value: String?) -> Value { value.map(Value.string) ?? .null }

    var isScalar: Bool {
      switch self {
      case .array, .object: false
      default: true
      }
    }
  }

  /// The spaces per nesting level.
  var indentation = 2

  /// The text of `value`, ending with a newline.
  func write(_ value: Value) -> String {
    var output = ""
    append(value, level: 0, to: &output)
    output += "\n"
    return output
  }

  /// A finite number as JSON; whole values print as integers, and -0 as 0.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number + 0)) }
    return String(number)
  }

  private func append(_ value: Value, level: Int, to output: inout String) {
    switch value {
    case .string(let text): output += Self.quoted(text)
    case .int(let number): output += String(number)
    case .number(let number): output += Self.format(number)
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
      } else if elements.allSatisfy(\.isScalar) {
        output += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { output += ", " }
          append(element, level: level + 1, to: &output)
        }
        output += "]"
      } else {
        output += "[\n"
        for (index, element) in elements.enumerated() {
          output += pad(level + 1)
          append(element, level: level + 1, to: &output)
          output += index + 1 < elements.count ? ",\n" : "\n"
        }
        output += pad(level) + "]"
      }
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += pad(level + 1) + Self.quoted(member.key) + ": "
        append(member.value, level: level + 1, to: &output)
        output += index + 1 < members.count ? ",\n" : "\n"
      }
      output += pad(level) + "}"
    }
  }

  private func pad(_ level: Int) -> String {
    String(repeating: " ", count: level * indentation)
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
  /// (the short forms where JSON has them, `\u00XX` otherwise); everything else is kept
  /// as UTF-8.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
