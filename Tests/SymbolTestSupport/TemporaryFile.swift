import Foundation

/// Bytes written to a file of their own for the length of a test, for code that reads
/// from a path (fonts, for FreeType).
public enum TemporaryFile {
  /// Writes `bytes` to a new file in the temporary folder whose name ends in `suffix`,
  /// runs `body` with its path, and removes the file.
  public static func with<T>(_ bytes: [UInt8], suffix: String, _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)\(suffix)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }
}
