import CFreeType
import Glibc
import SymbolGeometry
import Synchronization

/// One face of a font file, read through FreeType, that hands out glyph outlines as paths.
///
/// ```swift
/// let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let outline = try face.glyphOutline(for: "O")   // font units, y down
/// ```
///
/// Thread safety: the face owns an `FT_Library` + `FT_Face` pair that nothing else sees,
/// and FreeType objects must not be used from two threads at once, so every use of the pair
/// goes through one `Mutex`. Glyph loading writes into the face's single glyph slot, so the
/// lock is held from loading a glyph until its outline has been copied into a `Path`. Calls
/// on one face from several threads are correct but run one at a time; separate faces have
/// separate libraries and run in parallel. Because the raw FreeType pointers are reachable
/// only through the mutex, the compiler can check the `Sendable` conformance itself, and no
/// `@unchecked` is needed.
public final class FontFace: Sendable {
  /// The FreeType handles, reachable only while the lock is held.
  private struct Handles {
    let library: FT_Library
    let face: FT_Face
  }

  private let handles: Mutex<Handles>

  /// The path the face was opened from.
  public let path: String
  /// Which face of the file this is: 0 for a plain font file; in a TrueType or OpenType
  /// collection (`.ttc`, `.otc`), the face's position in it.
  public let faceIndex: Int
  /// How many faces the file holds: 1 for a plain font file, more for a collection.
  public let faceCount: Int
  /// Font units per em: the scale of every outline this face returns.
  public let unitsPerEm: Int
  /// How many glyphs the face has; valid glyph indices are `0..<glyphCount`.
  public let glyphCount: Int
  /// The family name stored in the font, such as "DejaVu Sans", or `nil` when it has none.
  public let familyName: String?
  /// The style name stored in the font, such as "Book" or "Bold", or `nil` when it has none.
  public let styleName: String?

  /// Opens face `faceIndex` of the font file at `path`: the only face of a plain font file,
  /// or one face of a collection (`.ttc`, `.otc`), counted from 0.
  ///
  /// - Throws: `FontError.fileNotFound` or `.fileUnreadable` when the file cannot be read,
  ///   `.notAFont` with FreeType's error code when FreeType cannot load it, and
  ///   `.faceIndexOutOfRange` when the file has no face `faceIndex`.
  public init(path: String, faceIndex: Int = 0) throws(FontError) {
    try Self.checkReadable(path)
    var library: FT_Library?
    let initStatus = FT_Init_FreeType(&library)
    guard initStatus == 0, let library else {
      throw .freeTypeFailure(
        operation: "FT_Init_FreeType", freeTypeCode: initStatus,
        freeTypeName: FreeTypeErrorName.name(for: initStatus))
    }
    // A probe first, for the number of faces, so that an index past the end is named as
    // such rather than as FreeType's `Invalid_Argument`. Asked with -(N+1), FreeType reads
    // the collection's header and face N's table directory only, not face 0 (whose damage
    // would otherwise refuse every face), and loads no table.
    var face: FT_Face?
    let probeIndex = (0..<0xFFFF).contains(faceIndex) ? -(faceIndex + 1) : -1
    let probeStatus = FT_New_Face(library, path, FT_Long(probeIndex), &face)
    guard probeStatus == 0, let probe = face else {
      FT_Done_FreeType(library)
      throw Self.openError(path: path, faceIndex: max(0, -probeIndex - 1), status: probeStatus)
    }
    // FreeType reads bits above the low 16 of an index as a variation instance, so no
    // face past 65535 can be asked for.
    let faceCount = min(max(1, Int(probe.pointee.num_faces)), 0x1_0000)
    FT_Done_Face(probe)
    face = nil
    guard (0..<faceCount).contains(faceIndex) else {
      FT_Done_FreeType(library)
      throw .faceIndexOutOfRange(path: path, faceIndex: faceIndex, faceCount: faceCount)
    }
    let openStatus = FT_New_Face(library, path, FT_Long(faceIndex), &face)
    guard openStatus == 0, let face else {
      FT_Done_FreeType(library)
      throw Self.openError(path: path, faceIndex: faceIndex, status: openStatus)
    }
    // FreeType opens a face whose tables run past the end of the file, leaving those
    // out; one that is read would fail only at the first glyph or metric needing it.
    if let cut = SFNTDirectory.truncation(
      ofFaceAt: path, faceIndex: faceIndex, among: SFNTDirectory.tablesRead)
    {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .truncated(path: path, part: cut.part, end: cut.end, fileSize: cut.fileSize)
    }
    self.path = path
    self.faceIndex = faceIndex
    self.faceCount = faceCount
    unitsPerEm = Int(face.pointee.units_per_EM)
    glyphCount = Int(face.pointee.num_glyphs)
    familyName = face.pointee.family_name.map { String(cString: $0) }
    styleName = face.pointee.style_name.map { String(cString: $0) }
    handles = Mutex(Handles(library: library, face: face))
  }

  deinit {
    handles.withLock { handles in
      FT_Done_Face(handles.face)
      FT_Done_FreeType(handles.library)
    }
  }

  /// The glyph the font's character map assigns to `scalar`, or `nil` when there is none.
  ///
  /// FreeType selects the Unicode character map when it opens a face that has one.
  public func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
    let index = handles.withLock { handles in
      FT_Get_Char_Index(handles.face, FT_ULong(scalar.value))
    }
    // Glyph 0 is `.notdef`, which FreeType returns for "no mapping".
    return index == 0 ? nil : Int(index)
  }

  /// The outline of a glyph in font units, unhinted and unscaled, with y pointing down.
  ///
  /// Each contour becomes one closed sub-path; TrueType's quadratic arcs become `quad`
  /// commands and CFF's cubic arcs `cubic` commands. A glyph without contours, such as the
  /// space, gives an empty path.
  ///
  /// - Throws: `FontError.glyphIndexOutOfRange`, `.glyphLoadFailed` or `.notAnOutline`.
  public func glyphOutline(glyphIndex: Int) throws(FontError) -> Path {
    guard glyphIndex >= 0, glyphIndex < glyphCount else {
      throw .glyphIndexOutOfRange(path: path, glyphIndex: glyphIndex, glyphCount: glyphCount)
    }
    // Unscaled loading already implies no hinting and no bitmaps; all three flags are given
    // so that the intent survives any later change to the scale.
    let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    let result: Result<Path, FontError> = handles.withLock { handles in
      let status = FT_Load_Glyph(handles.face, FT_UInt(glyphIndex), flags)
      guard status == 0 else {
        return .failure(
          .glyphLoadFailed(
            path: path, glyphIndex: glyphIndex, freeTypeCode: status,
            freeTypeName: FreeTypeErrorName.name(for: status)))
      }
      let slot = handles.face.pointee.glyph
      guard let slot else {
        let code: Int32 = 0x25
        return .failure(
          .glyphLoadFailed(
            path: path, glyphIndex: glyphIndex, freeTypeCode: code,
            freeTypeName: FreeTypeErrorName.name(for: code)))
      }
      guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
        return .failure(
          .notAnOutline(path: path, glyphIndex: glyphIndex, format: Self.formatName(slot.pointee.format)))
      }
      return Result { () throws(FontError) in
        try OutlineDecomposer.path(of: &slot.pointee.outline, glyphIndex: glyphIndex, fontPath: path)
      }
    }
    return try result.get()
  }

  /// The outline of the glyph the character map assigns to `scalar`.
  ///
  /// - Throws: `FontError.noGlyph` when the font has no glyph for it, otherwise as
  ///   `glyphOutline(glyphIndex:)`.
  public func glyphOutline(for scalar: Unicode.Scalar) throws(FontError) -> Path {
    guard let index = glyphIndex(for: scalar) else { throw .noGlyph(path: path, scalar: scalar) }
    return try glyphOutline(glyphIndex: index)
  }

  /// Runs `body` with the FreeType face while holding the face's lock, for the extensions in
  /// this module that read SFNT tables. The pointer must not escape `body`, and `body` must
  /// not call back into this face: the lock is not reentrant.
  func withFreeTypeFace<Result: Sendable>(_ body: (FT_Face) -> Result) -> Result {
    handles.withLock { handles in body(handles.face) }
  }

  /// Checks the file before FreeType sees it: FreeType reports a missing file, a directory
  /// and a permission problem all as `Cannot_Open_Resource`, which does not tell them apart.
  private static func checkReadable(_ path: String) throws(FontError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
      throw .fileUnreadable(path: path, reason: String(cString: strerror(code)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .fileUnreadable(path: path, reason: "it is a directory")
    // A FIFO or a device would block the open below, or FreeType's, waiting for a writer,
    // and a font must be read more than once (FreeType seeks).
    default: throw .fileUnreadable(path: path, reason: "it is not a regular file; a font must be one")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .fileUnreadable(path: path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
  }

  private static func openError(path: String, faceIndex: Int, status: FT_Error) -> FontError {
    let name = FreeTypeErrorName.name(for: status)
    // FreeType calls a cut-short font an unknown format; its directory says otherwise.
    if let cut = SFNTDirectory.truncation(ofFaceAt: path, faceIndex: faceIndex) {
      return .truncated(path: path, part: cut.part, end: cut.end, fileSize: cut.fileSize)
    }
    switch status & 0xFF {
    case 0x01, 0x51, 0x52, 0x53, 0x54:
      // Opening or reading the stream failed even though the file was readable a moment ago.
      return .fileUnreadable(path: path, reason: "FreeType error \(name)")
    case 0x40:
      return .freeTypeFailure(operation: "FT_New_Face", freeTypeCode: status, freeTypeName: name)
    default:
      return .notAFont(path: path, freeTypeCode: status, freeTypeName: name)
    }
  }

  /// The four-letter tag FreeType uses for a glyph format, such as `bits` or `SVG `.
  private static func formatName(_ format: FT_Glyph_Format) -> String {
    let value = UInt32(truncatingIfNeeded: format.rawValue)
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
    let printable = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    return printable ? "format '\(String(decoding: bytes, as: UTF8.self))'" : "format \(value)"
  }
}
