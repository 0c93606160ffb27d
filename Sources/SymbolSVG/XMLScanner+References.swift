extension XMLScanner {
  /// The only entities ever expanded. Declared entities are deliberately not honoured: that
  /// is what makes entity-expansion attacks ("billion laughs") and external entities harmless.
  private static let predefinedEntities: [String: UInt8] = [
    "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "amp": UInt8(ascii: "&"),
    "quot": UInt8(ascii: "\""), "apos": UInt8(ascii: "'"),
  ]

  /// Decodes the reference starting at the `&` under the cursor and appends its UTF-8 bytes.
  mutating func readReference(into output: inout [UInt8]) throws(XMLError) {
    let start = position
    advance()
    if current == UInt8(ascii: "#") {
      advance()
      try readCharacterReference(startingAt: start, into: &output)
      return
    }
    guard let first = current, Self.isNameStart(first) else {
      throw XMLError(
        "expected an entity name or '#' after '&', found \(describeCurrent())", at: start,
        advice: "write a literal ampersand as &amp;")
    }
    let name = try readName("an entity name")
    guard current == Self.semicolon else {
      throw XMLError(
        "expected ';' to end the reference \(MessageQuotation.quoted(name, opening: "'&")), found \(describeCurrent())",
        at: start)
    }
    advance()
    guard let byte = Self.predefinedEntities[name] else {
      throw XMLError(
        "undefined entity \(MessageQuotation.quoted(name))", at: start,
        advice: "only the five predefined entities and character references are accepted")
    }
    output.append(byte)
  }

  /// Decodes `&#123;` or `&#x7B;`, the cursor being just after the `#`.
  private mutating func readCharacterReference(
    startingAt start: XMLSourcePosition, into output: inout [UInt8]
  ) throws(XMLError) {
    var radix: UInt32 = 10
    if current == UInt8(ascii: "x") {
      radix = 16
      advance()
    }
    var value: UInt32 = 0
    var digitCount = 0
    while let byte = current, let digit = Self.digitValue(byte, radix: radix) {
      // Saturate just above the Unicode range so long digit strings cannot overflow.
      value = min(value * radix + digit, 0x11_0000)
      digitCount += 1
      advance()
    }
    guard digitCount > 0, current == Self.semicolon else {
      throw XMLError(
        "expected \(radix == 16 ? "hexadecimal" : "decimal") digits followed by ';' in a character "
          + "reference, found \(describeCurrent())", at: start)
    }
    advance()
    guard XMLInputNormalizer.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
      let shown = value > 0x10_FFFF ? "beyond U+10FFFF" : XMLInputNormalizer.hexScalar(value)
      throw XMLError("character reference to an invalid code point (\(shown))", at: start)
    }
    UTF8.encode(scalar) { output.append($0) }
  }

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
