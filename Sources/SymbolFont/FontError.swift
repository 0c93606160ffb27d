/// Why a font could not be opened, a glyph or metric could not be read, or text could not
/// be shaped.
///
/// Every case carries what a person needs to act on it: the path of the file, or the glyph,
/// and where FreeType was involved, its numeric error code and the name of that code (for
/// example `0x02 Unknown_File_Format`) so that the failure can be looked up in FreeType's
/// documentation.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file exists at the path.
  case fileNotFound(path: String)
  /// The path exists but cannot be read as a file (permissions, a directory, I/O error).
  case fileUnreadable(path: String, reason: String)
  /// The file was read, but FreeType does not recognise it as a font it can load.
  case notAFont(path: String, freeTypeCode: Int32, freeTypeName: String)
  /// The file is shorter than its own table directory says: `part` (a table such as
  /// `'glyf'`, the table directory or a collection's header) should end at byte `end`, and
  /// the file has `fileSize` bytes. An incomplete download or copy.
  case truncated(path: String, part: String, end: Int, fileSize: Int)
  /// The file has no face at `faceIndex`: a plain font file has only face 0, a collection
  /// faces `0..<faceCount`.
  case faceIndexOutOfRange(path: String, faceIndex: Int, faceCount: Int)
  /// A FreeType call that does not concern a particular file or glyph failed.
  case freeTypeFailure(operation: String, freeTypeCode: Int32, freeTypeName: String)
  /// A glyph index outside `0..<glyphCount` was requested.
  case glyphIndexOutOfRange(path: String, glyphIndex: Int, glyphCount: Int)
  /// FreeType could not load the glyph's outline.
  case glyphLoadFailed(path: String, glyphIndex: Int, freeTypeCode: Int32, freeTypeName: String)
  /// The glyph exists but is stored as something other than a vector outline (a bitmap,
  /// an SVG document), so there is no path to return.
  case notAnOutline(path: String, glyphIndex: Int, format: String)
  /// The font's character map has no glyph for the scalar.
  case noGlyph(path: String, scalar: Unicode.Scalar)
  /// The font lacks an SFNT table that a metric is read from, such as `hhea` or `OS/2`.
  case tableMissing(path: String, table: String)
  /// FreeType reads the file, but as a font of another kind than TrueType or OpenType
  /// (`format` as FreeType names it: `Type 1`, `BDF`, `PCF`, …), which has none of the
  /// tables the metrics are read from.
  case notSFNT(path: String, format: String)
  /// A metric is neither stored in the font nor measurable from its outlines, for example
  /// a cap height when there is no OS/2 value and no glyph for `H`.
  case metricUnavailable(path: String, metric: String, reason: String)
  /// HarfBuzz could not read the font or could not shape a text with it.
  case shapingFailed(path: String, reason: String)
  /// A feature setting HarfBuzz cannot parse, such as `"kern="`.
  case invalidFeature(String)

  /// A sentence naming the problem, the file or glyph, and FreeType's code where relevant:
  /// ``reason``, then the font file's path where the error concerns one.
  public var description: String {
    path.map { "\(reason): \($0)" } ?? reason
  }

  /// The font file the error concerns, if any.
  public var path: String? {
    switch self {
    case .fileNotFound(let path), .fileUnreadable(let path, _), .notAFont(let path, _, _),
      .truncated(let path, _, _, _),
      .faceIndexOutOfRange(let path, _, _), .glyphIndexOutOfRange(let path, _, _),
      .glyphLoadFailed(let path, _, _, _), .notAnOutline(let path, _, _), .noGlyph(let path, _),
      .tableMissing(let path, _), .notSFNT(let path, _), .metricUnavailable(let path, _, _),
      .shapingFailed(let path, _):
      path
    case .freeTypeFailure, .invalidFeature:
      nil
    }
  }

  /// ``description`` without the font file's path, for callers that name the file already
  /// (the command line's `FILE: cannot use the font: …`).
  public var reason: String {
    switch self {
    case .fileNotFound:
      "font file not found"
    case .fileUnreadable(_, let reason):
      "font file cannot be read (\(reason))"
    case .notAFont(_, let code, let name):
      "not a font FreeType can load (FreeType error \(Self.hex(code)) \(name))"
    case .truncated(_, let part, let end, let size):
      "font file is cut short: its \(part) should end at byte \(end), but the file has \(size) bytes"
        + " (an incomplete download or copy?)"
    case .faceIndexOutOfRange(_, let index, let count):
      count == 1
        ? "font file has one face, so face index \(index) does not exist (accepted: 0)"
        : "font collection has \(count) faces, so face index \(index) does not exist "
          + "(accepted: 0 to \(count - 1))"
    case .freeTypeFailure(let operation, let code, let name):
      "\(operation) failed (FreeType error \(Self.hex(code)) \(name))"
    case .glyphIndexOutOfRange(_, let index, let count):
      "glyph index \(index) is out of range; the font has glyphs 0..<\(count)"
    case .glyphLoadFailed(_, let index, let code, let name):
      "cannot load glyph \(index) (FreeType error \(Self.hex(code)) \(name))"
    case .notAnOutline(_, let index, let format):
      "glyph \(index) is stored as \(format), not as a vector outline"
    case .noGlyph(_, let scalar):
      "the font has no glyph for U+\(Self.codePoint(scalar))"
    case .tableMissing(_, let table):
      "font has no '\(table)' table"
    case .notSFNT(_, let format):
      "a \(format) font, not a TrueType or OpenType one, so it has no 'hhea', 'OS/2' or 'post' table to read"
        + " the metrics from"
    case .metricUnavailable(_, let metric, let reason):
      "cannot determine the \(metric): \(reason)"
    case .shapingFailed(_, let reason):
      "cannot shape text: \(reason)"
    case .invalidFeature(let setting):
      "not a font feature setting HarfBuzz understands: '\(setting)' (expected e.g. kern, -liga, ss01=1)"
    }
  }

  /// FreeType documents its codes in hexadecimal, so they are printed the same way.
  private static func hex(_ code: Int32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 2 - digits.count)) + digits
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
