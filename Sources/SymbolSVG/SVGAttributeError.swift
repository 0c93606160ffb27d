/// A malformed SVG attribute value (a transform list, length, `viewBox` or
/// `preserveAspectRatio`), naming where parsing stopped and what would have been accepted there.
public struct SVGAttributeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The whole attribute value that failed to parse.
  public var text: String
  /// The offset, in characters from the start of `text`, where the problem was found.
  public var offset: Int
  /// What went wrong, for example `expected ')' after 6 numbers in matrix()`.
  public var problem: String
  /// What would have been accepted instead, for example `accepted: px, pt, …`, when a list
  /// of alternatives helps the author more than the problem alone.
  public var hint: String?

  /// Creates an error; `offset` counts characters, not bytes.
  public init(text: String, offset: Int, problem: String, hint: String? = nil) {
    self.text = text
    self.offset = offset
    self.problem = problem
    self.hint = hint
  }

  /// The problem, its offset and the hint, as one sentence.
  public var description: String {
    let location = "\(problem) at offset \(offset)"
    guard let hint else { return location }
    return "\(location); \(hint)"
  }
}

extension SVGNumberScanner {
  /// Builds an error at a byte offset, converting it to the character offset users see.
  func error(_ problem: String, at byteOffset: Int, hint: String? = nil) -> SVGAttributeError {
    let clamped = min(max(byteOffset, 0), bytes.count)
    let prefix = String(decoding: bytes[..<clamped], as: UTF8.self)
    return SVGAttributeError(text: text, offset: prefix.count, problem: problem, hint: hint)
  }

  /// A short quotation of what sits at `byteOffset`, for "found …" messages.
  func quotedCharacter(at byteOffset: Int) -> String {
    guard byteOffset < bytes.count else { return "end of text" }
    let rest = String(decoding: bytes[byteOffset...], as: UTF8.self)
    guard let first = rest.first else { return "end of text" }
    // One character can hold any number of combining scalars.
    return MessageQuotation.quoted(String(first))
  }
}
