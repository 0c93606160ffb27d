/// Why SVG path data could not be parsed, and where.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the parser expected and did not find.
  public enum Reason: Hashable, Sendable {
    /// Non-empty path data must begin with a moveto command, `M` or `m`.
    case missingInitialMoveTo
    /// A letter in command position that is not an SVG path command.
    case unknownCommand
    /// Something other than a letter where a command (or the end of the data) must come,
    /// such as a number after `Z`.
    case expectedCommand
    /// A command is missing one of its numbers; carries the command letter.
    case expectedNumber(after: Unicode.Scalar)
    /// An exponent marker `e` or `E` without digits after it.
    case expectedExponentDigits
    /// An arc flag other than a single `0` or `1`.
    case invalidArcFlag
    /// A number too large in magnitude to be represented as a finite `Double`.
    case numberOutOfRange
  }

  /// What went wrong.
  public var reason: Reason
  /// The 0-based offset of the offending character, counted in Unicode scalars.
  ///
  /// Everything before an error is ASCII, so this is also the UTF-8 and UTF-16 offset. It can
  /// differ from a count of `Character`s only when the prefix contains a CR-LF pair, which
  /// Swift counts as one grapheme.
  public var offset: Int
  /// The character found at `offset`, or `nil` at the end of the input.
  public var found: Unicode.Scalar?

  /// Creates an error.
  public init(reason: Reason, offset: Int, found: Unicode.Scalar?) {
    self.reason = reason
    self.offset = offset
    self.found = found
  }

  /// A sentence naming what was expected, where, and what was found instead.
  public var description: String {
    let position = "at offset \(offset)"
    let foundText = found.map { "found '\($0.escaped(asASCII: false))'" } ?? "found end of input"
    switch reason {
    case .missingInitialMoveTo:
      return "path data must start with 'M' or 'm' \(position), \(foundText)"
    case .unknownCommand:
      return "unknown command '\(found.map { String($0) } ?? "")' \(position)"
    case .expectedCommand:
      return "expected a command letter \(position), \(foundText)"
    case .expectedNumber(let command):
      return "expected a number after '\(command)' \(position), \(foundText)"
    case .expectedExponentDigits:
      return "expected digits in the exponent \(position), \(foundText)"
    case .invalidArcFlag:
      return "arc flag must be 0 or 1 \(position), \(foundText)"
    case .numberOutOfRange:
      return "number out of range of Double \(position)"
    }
  }
}
