/// CSS source as Unicode scalars, with the scanning primitives shared by the declaration and
/// style-sheet parsers: skipping comments and strings, finding a delimiter outside brackets, and
/// turning an index into a line and column for warnings.
struct CSSSourceText {
  let scalars: [Unicode.Scalar]
  /// Index of the first scalar of each line; line 1 starts at 0.
  private let lineStarts: [Int]

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
    var starts = [0]
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
        index += 1
      }
      if scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
  }

  var count: Int { scalars.count }

  /// The 1-based line and column of `index`.
  func position(of index: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low + 1, index - lineStarts[low] + 1)
  }

  func string(_ range: Range<Int>) -> String {
    String(String.UnicodeScalarView(scalars[range]))
  }

  /// If a `/* … */` comment starts at `index`, the index just after it (or the end of the text,
  /// for an unterminated comment, which CSS closes implicitly).
  func commentEnd(at index: Int) -> Int? {
    guard index + 1 < scalars.count, scalars[index] == "/", scalars[index + 1] == "*" else {
      return nil
    }
    var cursor = index + 2
    while cursor + 1 < scalars.count {
      if scalars[cursor] == "*" && scalars[cursor + 1] == "/" { return cursor + 2 }
      cursor += 1
    }
    return scalars.count
  }

  /// If a quoted string starts at `index`, the index just after its closing quote. Backslash
  /// escapes are honoured so that `"a\"b"` is one string.
  func stringEnd(at index: Int) -> Int? {
    guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else { return nil }
    let quote = scalars[index]
    var cursor = index + 1
    while cursor < scalars.count {
      if scalars[cursor] == "\\" {
        cursor += 2
        continue
      }
      if scalars[cursor] == quote { return cursor + 1 }
      cursor += 1
    }
    return scalars.count
  }

  /// The index of the first of `delimiters` at or after `start` that is outside comments, strings
  /// and nested brackets, or `limit` if there is none before it.
  ///
  /// Nesting is what lets `url(data:…;…)` stay one value and lets a skipped `@media` block
  /// contain whole rules.
  func scan(from start: Int, until delimiters: Set<Unicode.Scalar>, limit: Int? = nil) -> Int {
    let stop = limit ?? scalars.count
    var depth = 0
    var index = start
    // One delimiter (a declaration's `;`) is compared, not hashed, at every scalar.
    let only = delimiters.count == 1 ? delimiters.first : nil
    while index < stop {
      if let after = commentEnd(at: index) ?? stringEnd(at: index) {
        index = after
        continue
      }
      let scalar = scalars[index]
      if depth == 0 && (only.map { $0 == scalar } ?? delimiters.contains(scalar)) { return index }
      switch scalar {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth = max(depth - 1, 0)
      default: break
      }
      index += 1
    }
    return stop
  }

  /// The text of `range` with comments removed (outside strings), each replaced by `replacement`.
  ///
  /// Declarations replace comments by a space because a comment separates tokens there;
  /// selectors replace them by nothing so that `path/**/.a` stays one compound selector.
  func text(of range: Range<Int>, replacingCommentsWith replacement: String) -> String {
    // Without a `/` or a quote there is no comment to replace (nor string to keep whole):
    // the text is the scalars as they are, and ASCII ones are copied as bytes, where
    // appending scalars one at a time was most of the cost of a `style` attribute.
    let slice = scalars[range]
    if !slice.contains(where: { $0 == "/" || $0 == "\"" || $0 == "'" }) {
      guard slice.allSatisfy(\.isASCII) else { return string(range) }
      return String(unsafeUninitializedCapacity: slice.count) { bytes in
        for (offset, scalar) in slice.enumerated() { bytes[offset] = UInt8(truncatingIfNeeded: scalar.value) }
        return slice.count
      }
    }
    var result = String.UnicodeScalarView()
    var index = range.lowerBound
    while index < range.upperBound {
      if let after = commentEnd(at: index) {
        result.append(contentsOf: replacement.unicodeScalars)
        index = min(after, range.upperBound)
      } else if let after = stringEnd(at: index) {
        let stop = min(after, range.upperBound)
        result.append(contentsOf: scalars[index..<stop])
        index = stop
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The first index in `range` that is neither whitespace nor inside a comment.
  func firstSignificant(in range: Range<Int>) -> Int {
    var index = range.lowerBound
    while index < range.upperBound {
      if let after = commentEnd(at: index) {
        index = after
      } else if isCSSWhitespace(scalars[index]) {
        index += 1
      } else {
        return index
      }
    }
    return range.upperBound
  }
}
