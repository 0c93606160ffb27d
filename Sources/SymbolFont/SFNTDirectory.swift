import Glibc

/// Finds where a font file was cut short, from its own table directory, so that an
/// incomplete download or copy is reported as such.
///
/// FreeType answers a truncated font with `Unknown_File_Format`, as if the file were no
/// font at all, or opens it without the tables that lie past the end, and the engine then
/// failed at the first metric or glyph needing one ("font has no 'post' table"). The
/// file says how long it should be: an SFNT font (TrueType or OpenType) starts with a
/// directory giving each table's offset and length, and a collection (`ttcf`) with the
/// offset of each face's directory. A table reaching past the end of the file means the
/// file is incomplete.
///
/// Only the header and one face's directory are read (at most about 1 MiB for the largest
/// directory, 65,535 tables), with `pread`, whatever the file's size.
enum SFNTDirectory {
  /// The part of the file that reaches past its end.
  struct Truncation {
    /// What is cut: "table 'glyf'" (with "(one of 4 tables cut)" when others are cut too),
    /// "table directory" or "collection header".
    var part: String
    /// The byte the part should end at, one past its last.
    var end: Int
    /// The file's size in bytes.
    var fileSize: Int
  }

  /// The tables the engine reads through FreeType: outlines, character map, and the
  /// metrics (`FontFace+Metrics`). FreeType opens a face with other tables cut, leaving
  /// them out (`prep` and the other hinting tables, which unhinted outlines do not use), or
  /// reads what is left (`hmtx`, whose records are independent), so a face cut only there
  /// is still drawn as FreeType allows; one of these cut would fail later, as a table or
  /// glyph missing.
  static let tablesRead: Set<String> = [
    "cmap", "glyf", "loca", "CFF ", "CFF2", "head", "hhea", "maxp", "OS/2", "post",
  ]

  /// The part of face `faceIndex`'s data in the font file at `path` that the file is cut
  /// in (the collection's header or the face's directory when they are cut, else the first
  /// table by position that reaches past the end, with how many do), or `nil` when
  /// none does, when the file cannot be read, or when it is not an SFNT font or collection
  /// (FreeType's own error then stands).
  ///
  /// When `tables` is given, only those tables are reported (see ``tablesRead``).
  static func truncation(
    ofFaceAt path: String, faceIndex: Int, among tables: Set<String>? = nil
  ) -> Truncation? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    let file = Reader(descriptor: descriptor, size: Int(info.st_size))
    guard let tag = file.tag(at: 0) else { return nil }
    var directory = 0
    if tag == "ttcf" {
      guard let faces = file.uint32(at: 8), faceIndex >= 0 else { return nil }
      let headerEnd = 12 + 4 * Int(faces)
      guard faceIndex < Int(faces) else { return nil }
      guard headerEnd <= file.size else {
        return Truncation(part: "collection header", end: headerEnd, fileSize: file.size)
      }
      guard let offset = file.uint32(at: 12 + 4 * faceIndex) else { return nil }
      directory = Int(offset)
    } else {
      guard ["\u{0}\u{1}\u{0}\u{0}", "OTTO", "true", "typ1"].contains(tag) else { return nil }
    }
    guard let tableCount = file.uint16(at: directory + 4) else {
      return Truncation(part: "table directory", end: directory + 12, fileSize: file.size)
    }
    let directoryEnd = directory + 12 + 16 * Int(tableCount)
    guard directoryEnd <= file.size else {
      return Truncation(part: "table directory", end: directoryEnd, fileSize: file.size)
    }
    let records = file.bytes(at: directory + 12, count: 16 * Int(tableCount)) ?? []
    // The tables reaching past the end, by where they start: the first is the one the file
    // ends in (or the first after the end), which names the cut, rather than the last in
    // the file (`prep`, which alone would not even stop the font).
    var cut: [(name: String, offset: Int, end: Int)] = []
    var cutInAll = 0
    for record in stride(from: 0, to: records.count, by: 16) {
      let name = String(decoding: records[record..<record + 4], as: UTF8.self)
      let offset = Int(Reader.uint32(records, at: record + 8))
      let end = offset + Int(Reader.uint32(records, at: record + 12))
      guard end > file.size else { continue }
      cutInAll += 1
      if tables?.contains(name) ?? true { cut.append((name, offset, end)) }
    }
    guard let first = cut.min(by: { ($0.offset, $0.end) < ($1.offset, $1.end) }) else { return nil }
    // Counted among all the face's tables, whichever were asked about.
    let count = cutInAll == 1 ? "" : " (one of \(cutInAll) tables cut)"
    return Truncation(part: "table '\(first.name)'\(count)", end: first.end, fileSize: file.size)
  }

  /// Reads big-endian fields of an open file by position.
  private struct Reader {
    let descriptor: Int32
    let size: Int

    /// `count` bytes at `offset`, or `nil` when the file has fewer there.
    func bytes(at offset: Int, count: Int) -> [UInt8]? {
      guard offset >= 0, count >= 0, offset <= size - count else { return nil }
      var buffer = [UInt8](repeating: 0, count: count)
      var done = 0
      while done < count {
        let read = buffer.withUnsafeMutableBytes { raw -> Int in
          guard let base = raw.baseAddress else { return 0 }
          return pread(descriptor, base + done, count - done, off_t(offset + done))
        }
        if read < 0, errno == EINTR { continue }
        guard read > 0 else { return nil }
        done += read
      }
      return buffer
    }

    func tag(at offset: Int) -> String? {
      bytes(at: offset, count: 4).map { String(decoding: $0, as: UTF8.self) }
    }

    func uint16(at offset: Int) -> UInt16? {
      bytes(at: offset, count: 2).map { UInt16($0[0]) << 8 | UInt16($0[1]) }
    }

    func uint32(at offset: Int) -> UInt32? {
      bytes(at: offset, count: 4).map { Self.uint32($0, at: 0) }
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
      bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
  }
}
