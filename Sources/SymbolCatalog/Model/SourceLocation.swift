/// A position in a catalog source file, for error messages and lint findings.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file path as given to the loader.
  public var file: String
  /// The 1-based line, or 0 when the finding concerns the whole file.
  public var line: Int
  /// The 1-based column, or 0 when the finding concerns the whole file or line.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers use, so editors can jump to it.
  public var description: String { "\(file):\(max(line, 1)):\(max(column, 1))" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
