import CFreeType
import SymbolGeometry

extension FontFace {
  /// The font's metrics, read from its `hhea`, `OS/2` and `post` tables through FreeType and,
  /// where the tables are silent, measured from the outlines.
  ///
  /// - Cap height and x-height come from OS/2 `sCapHeight` and `sxHeight` when the table is
  ///   version 2 or later and the value is positive and at most the em. Otherwise they are
  ///   the top of the outline bounds of `H` and of `x`: both letters are flat-topped in
  ///   Latin designs, so their tops sit on the reference lines without the overshoot of
  ///   round letters.
  /// - The stem width is measured on `l`, or `I` when there is no `l`: the outline is
  ///   flattened, cut by a horizontal line at half the glyph's height (clear of serifs,
  ///   joins and the curved foot some designs give `l`), and the width of the first span
  ///   inside the outline under the non-zero rule, the leftmost stem, is the result. For an
  ///   italic the span is measured horizontally, as PostScript's `StdVW` is, so it is wider
  ///   than the stem measured across its slant.
  ///
  /// Metrics are computed on each call; keep the result rather than asking again.
  ///
  /// - An x-height that can be neither read nor measured (a font of capitals only, with no
  ///   `x`) is `nil`, with the reason in `xHeightUnavailable`: symbol layout does not use it,
  ///   so the font still serves.
  ///
  /// - Throws: `FontError.notSFNT` for a Type 1 or bitmap font, `.tableMissing` when the
  ///   font has no `hhea`, `OS/2` or `post` table, `.metricUnavailable` naming the file and
  ///   the metric when the cap height or the stem can be neither read nor measured.
  public func metrics() throws(FontError) -> FontMetrics {
    let tables = try readMetricTables().get()
    let (capHeight, capSource) = try height(
      stored: tables.capHeight, letter: "H", metric: "cap height", os2Version: tables.os2Version)
    var xHeight: (value: Double, source: FontMetrics.Source)?
    var xHeightUnavailable: String?
    do {
      xHeight = try height(
        stored: tables.xHeight, letter: "x", metric: "x-height", os2Version: tables.os2Version)
    } catch {
      guard case .metricUnavailable(_, _, let reason) = error else { throw error }
      xHeightUnavailable = reason
    }
    return FontMetrics(
      unitsPerEm: unitsPerEm, ascender: Double(tables.ascender), descender: Double(tables.descender),
      lineGap: Double(tables.lineGap), capHeight: capHeight, capHeightSource: capSource,
      xHeight: xHeight?.value, xHeightSource: xHeight?.source, xHeightUnavailable: xHeightUnavailable,
      weightClass: tables.weightClass, os2Version: tables.os2Version, italicAngle: tables.italicAngle,
      stemWidth: try stemWidth())
  }

  /// What matching a symbol to the font needs, found as `metrics()` finds them: the cap
  /// height, the stem width and the OS/2 weight class. The x-height is not among them, so a
  /// font of capitals only (`H` and `I` but no `x`, and no x-height in its OS/2 table)
  /// serves, and measuring `x` is spared.
  ///
  /// - Throws: as `metrics()`, for the cap height and the stem only.
  public func capHeightStemAndWeight() throws(FontError) -> (
    capHeight: Double, stemWidth: Double, weightClass: Int
  ) {
    let tables = try readMetricTables().get()
    let (capHeight, _) = try height(
      stored: tables.capHeight, letter: "H", metric: "cap height", os2Version: tables.os2Version)
    return (capHeight, try stemWidth(), tables.weightClass)
  }

  /// The values the metrics need from the SFNT tables, copied out while the lock is held.
  private struct MetricTables: Sendable {
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var os2Version: Int
    var weightClass: Int
    /// As the OS/2 table stores them; 0 when it predates version 2, which stores none.
    var capHeight: Int
    var xHeight: Int
    var italicAngle: Double
  }

  private func readMetricTables() -> Result<MetricTables, FontError> {
    let path = path
    return withFreeTypeFace { face -> Result<MetricTables, FontError> in
      // A Type 1 or bitmap font has none of the tables: saying which kind it is beats
      // "font has no 'hhea' table".
      guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0 else {
        let format = FT_Get_Font_Format(face).map { String(cString: $0) } ?? "non-SFNT"
        return .failure(.notSFNT(path: path, format: format))
      }
      guard let hheaPointer = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else {
        return .failure(.tableMissing(path: path, table: "hhea"))
      }
      // FreeType answers NULL, or an OS/2 record of version 0xFFFF, when the table is absent.
      guard let os2Pointer = FT_Get_Sfnt_Table(face, FT_SFNT_OS2),
        os2Pointer.assumingMemoryBound(to: TT_OS2.self).pointee.version != 0xFFFF
      else {
        return .failure(.tableMissing(path: path, table: "OS/2"))
      }
      // FreeType hands out a zeroed `post` record (an italic angle of 0) for a font without
      // the table, so its presence is asked of the font's table directory.
      guard let postPointer = FT_Get_Sfnt_Table(face, FT_SFNT_POST), Self.hasTable("post", in: face) else {
        return .failure(.tableMissing(path: path, table: "post"))
      }
      let hhea = hheaPointer.assumingMemoryBound(to: TT_HoriHeader.self).pointee
      let os2 = os2Pointer.assumingMemoryBound(to: TT_OS2.self).pointee
      let post = postPointer.assumingMemoryBound(to: TT_Postscript.self).pointee
      let version = Int(os2.version)
      // Version 1 records leave sCapHeight and sxHeight zeroed.
      let storesHeights = version >= 2
      return .success(
        MetricTables(
          ascender: Int(hhea.Ascender), descender: Int(hhea.Descender), lineGap: Int(hhea.Line_Gap),
          os2Version: version, weightClass: Int(os2.usWeightClass),
          capHeight: storesHeights ? Int(os2.sCapHeight) : 0, xHeight: storesHeights ? Int(os2.sxHeight) : 0,
          // post stores the angle as 16.16 fixed point.
          italicAngle: Double(post.italicAngle) / 65_536))
    }
  }

  /// Whether the font's table directory lists `tag` (four ASCII letters).
  private static func hasTable(_ tag: String, in face: FT_Face) -> Bool {
    let code = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    var length: FT_ULong = 0
    return FT_Load_Sfnt_Table(face, FT_ULong(code), 0, nil, &length) == 0 && length > 0
  }

  /// A stored height, or else the top of `letter`'s outline.
  ///
  /// Zero, which no Latin design means, is "not stored", as are negative values; so is a
  /// height above the em, which no letter reaches: a cap height of 32767 units on a
  /// 2048-unit em drew a 17-point symbol 410 px wide.
  private func height(
    stored: Int, letter: Unicode.Scalar, metric: String, os2Version: Int
  ) throws(FontError) -> (Double, FontMetrics.Source) {
    if stored > 0 && stored <= unitsPerEm { return (Double(stored), .os2) }
    let stores =
      stored > unitsPerEm
      ? "the OS/2 table (version \(os2Version)) stores \(stored), above the em of \(unitsPerEm), and"
      : "the OS/2 table (version \(os2Version)) stores none and"
    let (_, outline) = try letterOutline(
      of: [letter], metric: metric,
      missing: "\(stores) the font has no glyph for '\(letter)' to measure it on")
    // y points down, so the top of the letter is its smallest y.
    guard let bounds = outline.bounds else {
      throw .metricUnavailable(
        path: path, metric: metric, reason: "\(stores) the glyph for '\(letter)' has no outline")
    }
    return (-bounds.minY, .measured)
  }

  /// The width of the leftmost inside span of `l` (or `I`) at half its height.
  private func stemWidth() throws(FontError) -> Double {
    let metric = "stem width"
    let (letter, outline) = try letterOutline(
      of: ["l", "I"], metric: metric, missing: "the font has no glyph for 'l' or 'I' to measure it on")
    guard let bounds = outline.bounds, bounds.height > 0 else {
      throw .metricUnavailable(
        path: path, metric: metric, reason: "the glyph for '\(letter)' has no outline")
    }
    let scanline = 0.5 * (bounds.minY + bounds.maxY)
    // A hundredth of a unit keeps the flattening error far below the unit the result is
    // compared at, and an `l` has few curves, so this stays cheap.
    let spans = OutlineScanline.insideSpans(of: outline, atY: scanline, tolerance: 0.01)
    guard let first = spans.first else {
      throw .metricUnavailable(
        path: path, metric: metric,
        reason: "the outline of '\(letter)' has no inside span at half its height")
    }
    return first.upperBound - first.lowerBound
  }

  /// The outline of the first of `letters` the font has, or a `metricUnavailable` error
  /// whose reason is `missing` when it has none of them.
  private func letterOutline(
    of letters: [Unicode.Scalar], metric: String, missing: String
  ) throws(FontError) -> (letter: Unicode.Scalar, path: Path) {
    guard let letter = letters.first(where: { glyphIndex(for: $0) != nil }) else {
      throw .metricUnavailable(path: path, metric: metric, reason: missing)
    }
    do {
      return (letter, try glyphOutline(for: letter))
    } catch {
      throw .metricUnavailable(
        path: path, metric: metric, reason: "cannot read the outline of '\(letter)': \(error)")
    }
  }
}
