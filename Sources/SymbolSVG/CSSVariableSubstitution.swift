import Glibc

/// CSS custom properties (`--name: value`) and their `var()` references (CSS Custom
/// Properties level 1), as far as the SVG reader needs them: finding the names a document
/// refers to, and replacing each `var(--name)` or `var(--name, fallback)` of a value by the
/// custom property's computed value, else the fallback.
enum CSSVariableSubstitution {
  /// The most distinct custom properties a document's `var()` may refer to: only those are
  /// cascaded and inherited, each element carrying all those in scope. Real exports refer
  /// to a few (`--fill-0`, `--stroke-0`); without a bound, a document could make every
  /// element copy thousands.
  static let maximumNames = 256

  /// The longest value (in UTF-8 bytes) that replacing `var()` may produce: references may
  /// double a value at each step (`--b: var(--a) var(--a)`), so thirty steps would ask for
  /// gigabytes. Real values are a colour or a length.
  static let maximumValueLength = 4096

  /// The deepest `var()` may nest inside fallbacks (`var(--a, var(--b, …))`): each level is
  /// two calls deep, so a megabyte of nested fallbacks crashed the reader on its stack. Real
  /// values nest once or twice. The depth counts on through the custom properties a value
  /// refers to: a chain of 254 custom properties (bounded by ``maximumNames``), each reached
  /// through fallbacks nested 31 deep, was 8,000 levels and crashed the release reader on a
  /// 1 MB stack.
  static let maximumNesting = 32

  /// Why a value's `var()` could not be replaced.
  enum Failure: Error, Equatable {
    /// The named custom property has no value here and the reference gives no fallback.
    case undefined(String)
    /// The named custom property is part of a cycle of references, which makes it invalid.
    case cyclic(String)
    /// Replacing grew the value past ``maximumValueLength``.
    case tooLong
    /// A `var()` that does not name a custom property.
    case malformed
    /// `var()` nested in fallbacks deeper than ``maximumNesting``.
    case tooDeep

    /// The reason, to follow the property and its value in a message.
    var reason: String {
      switch self {
      case .undefined(let name): "refers to \(MessageQuotation.quoted(name)), which is not defined here"
      case .cyclic(let name):
        "refers to \(MessageQuotation.quoted(name)), which is part of a cycle of custom properties"
      case .tooLong: "grows past \(maximumValueLength) bytes when its var() are replaced"
      case .tooDeep: "nests var() in fallbacks more than \(maximumNesting) deep"
      case .malformed:
        "has a var() that does not name a custom property (var(--name) or var(--name, fallback))"
      }
    }
  }

  /// Whether `value` holds `var(` in any case (CSS function names are ASCII
  /// case-insensitive), tested on the bytes.
  static func containsVar(_ value: String) -> Bool {
    var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
    for byte in value.utf8 {
      if byte == UInt8(ascii: "("), spellVar(previous.0, previous.1, previous.2) {
        return true
      }
      previous = (previous.1, previous.2, byte)
    }
    return false
  }

  /// Whether a document whose source is `text` may hold a `var(` once its character
  /// references are resolved: it holds one (any case), or an `&`.
  ///
  /// Searched with `memchr` for `&` and each `(`: walking a 1 MB document's bytes one by one
  /// in Swift cost 44 million instructions, 2% of reading and drawing it.
  static func mayHoldVar(source text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return false }
      if memchr(base, Int32(UInt8(ascii: "&")), buffer.count) != nil { return true }
      var start = 0
      while start < buffer.count,
        let hit = memchr(base + start, Int32(UInt8(ascii: "(")), buffer.count - start)
      {
        let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        if index >= 3, spellVar(buffer[index - 3], buffer[index - 2], buffer[index - 1]) {
          return true
        }
        start = index + 1
      }
      return false
    }
  }

  /// Whether `name` is a custom property's name (`--` and at least one more character).
  static func isCustomProperty(_ name: String) -> Bool {
    var bytes = name.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "-") && bytes.next() == UInt8(ascii: "-") && bytes.next() != nil
  }

  /// Appends to `names` (and `seen`) the custom property names that `value`'s `var()`
  /// name, in order, fallbacks included.
  static func collectNames(in value: String, into names: inout [String], seen: inout Set<String>) {
    guard containsVar(value) else { return }
    let bytes = Array(value.utf8)
    var index = 0
    while index + 4 <= bytes.count {
      guard isVarStart(bytes, index, lowerBound: 0) else {
        index += 1
        continue
      }
      // The source's comments are still there (`var(/* fill */ --c)`), unlike in the values
      // substituted later.
      var cursor = skipWhitespaceAndComments(bytes, index + 4)
      let start = cursor
      while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
      let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
      if isCustomProperty(name), seen.insert(name).inserted { names.append(name) }
      index = cursor
    }
  }

  /// `value` with every `var()` replaced: by `lookup`'s value of the named custom property
  /// (`nil` where it has none), else by the reference's fallback, itself substituted.
  /// `depth` is how many fallbacks `value` lies in already (that of the reference to the
  /// custom property whose value it is); `lookup` is given the depth of each reference.
  ///
  /// - Throws: the first ``Failure``, or what `lookup` throws.
  static func substitute(
    _ value: String, depth: Int = 0, lookup: (String, Int) throws(Failure) -> String?
  ) throws(Failure) -> String {
    let bytes = Array(value.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    try expand(bytes, 0..<bytes.count, depth: depth, lookup: lookup, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `bytes[range]` to `output` with its `var()` replaced; `depth` is how many
  /// fallbacks the range lies in.
  private static func expand(
    _ bytes: [UInt8], _ range: Range<Int>, depth: Int, lookup: (String, Int) throws(Failure) -> String?,
    into output: inout [UInt8]
  ) throws(Failure) {
    guard depth <= maximumNesting else { throw .tooDeep }
    var index = range.lowerBound
    var quote: UInt8?
    while index < range.upperBound {
      let byte = bytes[index]
      if let open = quote {
        output.append(byte)
        if byte == open {
          quote = nil
        } else if byte == UInt8(ascii: "\\"), index + 1 < range.upperBound {
          output.append(bytes[index + 1])
          index += 1
        }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if index + 4 <= range.upperBound, isVarStart(bytes, index, lowerBound: range.lowerBound) {
        // An unclosed `var(` runs to the end of the value, as CSS closes open blocks there.
        let close = matchingParenthesis(bytes, from: index + 3, range.upperBound) ?? range.upperBound
        try replace(bytes, (index + 4)..<close, depth: depth, lookup: lookup, into: &output)
        if output.count > maximumValueLength { throw .tooLong }
        index = close + 1
        continue
      }
      output.append(byte)
      index += 1
    }
  }

  /// Replaces one reference whose arguments are `arguments`: `--name` and an optional
  /// `, fallback`.
  private static func replace(
    _ bytes: [UInt8], _ arguments: Range<Int>, depth: Int, lookup: (String, Int) throws(Failure) -> String?,
    into output: inout [UInt8]
  ) throws(Failure) {
    var cursor = skipWhitespace(bytes, arguments.lowerBound, arguments.upperBound)
    let start = cursor
    while cursor < arguments.upperBound, isNameByte(bytes[cursor]) { cursor += 1 }
    let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
    guard isCustomProperty(name) else { throw .malformed }
    cursor = skipWhitespace(bytes, cursor, arguments.upperBound)
    var fallback: Range<Int>?
    if cursor < arguments.upperBound {
      guard bytes[cursor] == UInt8(ascii: ",") else { throw .malformed }
      fallback = (cursor + 1)..<arguments.upperBound
    }
    if let value = try lookup(name, depth) {
      output.append(contentsOf: value.utf8)
    } else if let fallback {
      // The fallback's surrounding white space is not part of the value.
      let first = skipWhitespace(bytes, fallback.lowerBound, fallback.upperBound)
      var last = fallback.upperBound
      while last > first, isWhitespace(bytes[last - 1]) { last -= 1 }
      try expand(bytes, first..<last, depth: depth + 1, lookup: lookup, into: &output)
    } else {
      throw .undefined(name)
    }
  }

  /// Whether a `var(` (any case) starts at `index`, not as the end of a longer name.
  private static func isVarStart(_ bytes: [UInt8], _ index: Int, lowerBound: Int) -> Bool {
    guard spellVar(bytes[index], bytes[index + 1], bytes[index + 2]), bytes[index + 3] == UInt8(ascii: "(")
    else { return false }
    return index == lowerBound || !isNameByte(bytes[index - 1])
  }

  /// Whether three bytes spell `var` in any case (CSS function names are ASCII
  /// case-insensitive).
  private static func spellVar(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
    first | 0x20 == UInt8(ascii: "v") && second | 0x20 == UInt8(ascii: "a")
      && third | 0x20 == UInt8(ascii: "r")
  }

  /// The position of the `)` closing the `(` at `open`, skipping nested brackets and
  /// strings; `nil` when the value ends first.
  private static func matchingParenthesis(_ bytes: [UInt8], from start: Int, _ end: Int) -> Int? {
    var depth = 0
    var quote: UInt8?
    var index = start
    while index < end {
      let byte = bytes[index]
      if let open = quote {
        if byte == open {
          quote = nil
        } else if byte == UInt8(ascii: "\\") {
          index += 1
        }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The position after the white space and `/* … */` comments at `start`.
  private static func skipWhitespaceAndComments(_ bytes: [UInt8], _ start: Int) -> Int {
    var index = skipWhitespace(bytes, start, bytes.count)
    while index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
      index += 2
      while index < bytes.count,
        !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
          && bytes[index + 1] == UInt8(ascii: "/"))
      {
        index += 1
      }
      index = skipWhitespace(bytes, min(index + 2, bytes.count), bytes.count)
    }
    return index
  }

  private static func skipWhitespace(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
    var index = start
    while index < end, isWhitespace(bytes[index]) { index += 1 }
    return index
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  /// Letters, digits, `-`, `_` and any byte of a non-ASCII character.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: byte >= 0x80
    }
  }
}
