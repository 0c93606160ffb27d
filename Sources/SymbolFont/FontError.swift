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
  /// The file has no face at `faceIndex`: a plain font file has only face 0, a collection
  /// faces `0..<faceCount`.
  case faceIndexOutOfRange(path: String, faceIndex: Int, faceCount: Int)
  /// A FreeType call that does not concern a particular file or glyph failed.
  case freeTypeFailure(operation: String, freeTypeCode: Int32, freeTypeName: String)
  /// A glyph index outside `0..<glyphCount` was requested.
  case glyphIndexOutOfRange(glyphIndex: Int, glyphCount: Int)
  /// FreeType could not load the glyph's outline.
  case glyphLoadFailed(glyphIndex: Int, freeTypeCode: Int32, freeTypeName: String)
  /// The glyph exists but is stored as something other than a vector outline (a bitmap,
  /// an SVG document), so there is no path to return.
  case notAnOutline(glyphIndex: Int, format: String)
  /// The font's character map has no glyph for the scalar.
  case noGlyph(scalar: Unicode.Scalar)
  /// The font lacks an SFNT table that a metric is read from, such as `hhea` or `OS/2`.
  case tableMissing(path: String, table: String)
  /// A metric is neither stored in the font nor measurable from its outlines, for example
  /// a cap height when there is no OS/2 value and no glyph for `H`.
  case metricUnavailable(path: String, metric: String, reason: String)
  /// HarfBuzz could not read the font or could not shape a text with it.
  case shapingFailed(path: String, reason: String)
  /// A feature setting HarfBuzz cannot parse, such as `"kern="`.
  case invalidFeature(String)

  /// A sentence naming the problem, the file or glyph, and FreeType's code where relevant.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      "font file not found: \(path)"
    case .fileUnreadable(let path, let reason):
      "font file cannot be read: \(path) (\(reason))"
    case .notAFont(let path, let code, let name):
      "not a font FreeType can load: \(path) (FreeType error \(Self.hex(code)) \(name))"
    case .faceIndexOutOfRange(let path, let index, let count):
      count == 1
        ? "font file has one face, so face index \(index) does not exist (accepted: 0): \(path)"
        : "font collection has \(count) faces, so face index \(index) does not exist "
          + "(accepted: 0 to \(count - 1)): \(path)"
    case .freeTypeFailure(let operation, let code, let name):
      "\(operation) failed (FreeType error \(Self.hex(code)) \(name))"
    case .glyphIndexOutOfRange(let index, let count):
      "glyph index \(index) is out of range; the font has glyphs 0..<\(count)"
    case .glyphLoadFailed(let index, let code, let name):
      "cannot load glyph \(index) (FreeType error \(Self.hex(code)) \(name))"
    case .notAnOutline(let index, let format):
      "glyph \(index) is stored as \(format), not as a vector outline"
    case .noGlyph(let scalar):
      "the font has no glyph for U+\(Self.codePoint(scalar))"
    case .tableMissing(let path, let table):
      "font has no '\(table)' table: \(path)"
    case .metricUnavailable(let path, let metric, let reason):
      "cannot determine the \(metric) of \(path): \(reason)"
    case .shapingFailed(let path, let reason):
      "cannot shape text with \(path): \(reason)"
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

/// FreeType's error names, looked up by code.
///
/// FreeType can only name its errors itself (`FT_Error_String`) when it was built with
/// `FT_CONFIG_OPTION_ERROR_STRINGS`, which distribution builds leave off, so the names from
/// `fterrdef.h` (FreeType 2.12) are kept here to make error messages searchable.
enum FreeTypeErrorName {
  /// The name for a FreeType error code, such as `Unknown_File_Format` for 0x02.
  ///
  /// Module-specific error codes carry the module in the high byte; only the low byte names
  /// the error, so it is the one looked up.
  static func name(for code: Int32) -> String {
    names[code & 0xFF] ?? "unknown FreeType error"
  }

  private static let names: [Int32: String] = [
    0x00: "Ok",
    0x01: "Cannot_Open_Resource",
    0x02: "Unknown_File_Format",
    0x03: "Invalid_File_Format",
    0x04: "Invalid_Version",
    0x05: "Lower_Module_Version",
    0x06: "Invalid_Argument",
    0x07: "Unimplemented_Feature",
    0x08: "Invalid_Table",
    0x09: "Invalid_Offset",
    0x0A: "Array_Too_Large",
    0x0B: "Missing_Module",
    0x0C: "Missing_Property",
    0x10: "Invalid_Glyph_Index",
    0x11: "Invalid_Character_Code",
    0x12: "Invalid_Glyph_Format",
    0x13: "Cannot_Render_Glyph",
    0x14: "Invalid_Outline",
    0x15: "Invalid_Composite",
    0x16: "Too_Many_Hints",
    0x17: "Invalid_Pixel_Size",
    0x18: "Invalid_SVG_Document",
    0x20: "Invalid_Handle",
    0x21: "Invalid_Library_Handle",
    0x22: "Invalid_Driver_Handle",
    0x23: "Invalid_Face_Handle",
    0x24: "Invalid_Size_Handle",
    0x25: "Invalid_Slot_Handle",
    0x26: "Invalid_CharMap_Handle",
    0x27: "Invalid_Cache_Handle",
    0x28: "Invalid_Stream_Handle",
    0x30: "Too_Many_Drivers",
    0x31: "Too_Many_Extensions",
    0x40: "Out_Of_Memory",
    0x41: "Unlisted_Object",
    0x51: "Cannot_Open_Stream",
    0x52: "Invalid_Stream_Seek",
    0x53: "Invalid_Stream_Skip",
    0x54: "Invalid_Stream_Read",
    0x55: "Invalid_Stream_Operation",
    0x56: "Invalid_Frame_Operation",
    0x57: "Nested_Frame_Access",
    0x58: "Invalid_Frame_Read",
    0x60: "Raster_Uninitialized",
    0x61: "Raster_Corrupted",
    0x62: "Raster_Overflow",
    0x63: "Raster_Negative_Height",
    0x70: "Too_Many_Caches",
    0x80: "Invalid_Opcode",
    0x81: "Too_Few_Arguments",
    0x82: "Stack_Overflow",
    0x83: "Code_Overflow",
    0x84: "Bad_Argument",
    0x85: "Divide_By_Zero",
    0x86: "Invalid_Reference",
    0x87: "Debug_OpCode",
    0x88: "ENDF_In_Exec_Stream",
    0x89: "Nested_DEFS",
    0x8A: "Invalid_CodeRange",
    0x8B: "Execution_Too_Long",
    0x8C: "Too_Many_Function_Defs",
    0x8D: "Too_Many_Instruction_Defs",
    0x8E: "Table_Missing",
    0x8F: "Horiz_Header_Missing",
    0x90: "Locations_Missing",
    0x91: "Name_Table_Missing",
    0x92: "CMap_Table_Missing",
    0x93: "Hmtx_Table_Missing",
    0x94: "Post_Table_Missing",
    0x95: "Invalid_Horiz_Metrics",
    0x96: "Invalid_CharMap_Format",
    0x97: "Invalid_PPem",
    0x98: "Invalid_Vert_Metrics",
    0x99: "Could_Not_Find_Context",
    0x9A: "Invalid_Post_Table_Format",
    0x9B: "Invalid_Post_Table",
    0x9C: "DEF_In_Glyf_Bytecode",
    0x9D: "Missing_Bitmap",
    0x9E: "Missing_SVG_Hooks",
    0xA0: "Syntax_Error",
    0xA1: "Stack_Underflow",
    0xA2: "Ignore",
    0xA3: "No_Unicode_Glyph_Name",
    0xA4: "Glyph_Too_Big",
    0xB0: "Missing_Startfont_Field",
    0xB1: "Missing_Font_Field",
    0xB2: "Missing_Size_Field",
    0xB3: "Missing_Fontboundingbox_Field",
    0xB4: "Missing_Chars_Field",
    0xB5: "Missing_Startchar_Field",
    0xB6: "Missing_Encoding_Field",
    0xB7: "Missing_Bbx_Field",
    0xB8: "Bbx_Too_Big",
    0xB9: "Corrupted_Font_Header",
    0xBA: "Corrupted_Font_Glyphs",
  ]
}
