import CHarfBuzz
import SymbolGeometry
import Synchronization

/// Shapes text with HarfBuzz for one font face: turns a string into positioned glyphs,
/// applying the font's kerning, ligatures and mark placement.
///
/// ```swift
/// let face = try FontFace(path: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")
/// let shaper = try TextShaper(face: face)
/// let run = try shaper.shape("AV")          // glyphs, advances, offsets in font units
/// let outline = try run.outline(using: face) // y down, pen from (0, 0) on the baseline
/// ```
///
/// HarfBuzz reads the same file as the `FontFace`, with its own OpenType functions, so its
/// advances are the font's unhinted design advances, the same numbers `hb-shape` prints.
/// The font is scaled to one unit per font unit, so every position is in font units.
///
/// Thread safety: the `hb_font_t` is made immutable after creation, but its pointer is only
/// reachable through a `Mutex`, which lets the compiler check the `Sendable` conformance
/// without `@unchecked`. Shaping on one shaper from several threads is correct and runs one
/// call at a time; separate shapers run in parallel.
public final class TextShaper: Sendable {
  /// The HarfBuzz font, reachable only while the lock is held.
  private struct Handles {
    let font: OpaquePointer
  }

  private let handles: Mutex<Handles>

  /// The face the shaper was created for; glyph indices in its runs refer to this face.
  public let face: FontFace

  /// Creates a shaper that reads the file `face` was opened from, with the same face index.
  ///
  /// - Throws: `FontError.shapingFailed` naming the file when HarfBuzz cannot read it as an
  ///   OpenType or TrueType font (FreeType also opens formats HarfBuzz cannot shape with,
  ///   such as Type 1 and bitmap fonts), or when the two libraries disagree on its em.
  public init(face: FontFace) throws(FontError) {
    let font = try Self.openFont(path: face.path, faceIndex: face.faceIndex, unitsPerEm: face.unitsPerEm)
    self.face = face
    handles = Mutex(Handles(font: font))
  }

  /// An immutable HarfBuzz font for face `faceIndex` of the file at `path`, scaled to font
  /// units.
  ///
  /// A separate function so that the blob and face it releases on the way out are gone
  /// before the font is handed to the mutex, which the region checker requires.
  private static func openFont(
    path: String, faceIndex: Int, unitsPerEm: Int
  ) throws(FontError) -> OpaquePointer {
    // HarfBuzz maps the file, or returns its empty blob when it cannot read it.
    guard let blob = hb_blob_create_from_file(path) else {
      throw .shapingFailed(path: path, reason: "HarfBuzz cannot read the file")
    }
    defer { hb_blob_destroy(blob) }
    guard hb_blob_get_length(blob) > 0 else {
      throw .shapingFailed(path: path, reason: "HarfBuzz cannot read the file")
    }
    guard let hbFace = hb_face_create(blob, UInt32(faceIndex)) else {
      throw .shapingFailed(path: path, reason: "HarfBuzz cannot create a face")
    }
    defer { hb_face_destroy(hbFace) }
    guard hb_face_get_glyph_count(hbFace) > 0 else {
      throw .shapingFailed(
        path: path, reason: "HarfBuzz finds no glyphs; it shapes only with OpenType and TrueType fonts")
    }
    let upem = Int(hb_face_get_upem(hbFace))
    guard upem == unitsPerEm else {
      throw .shapingFailed(
        path: path, reason: "HarfBuzz reads \(upem) units per em where FreeType reads \(unitsPerEm)")
    }
    // The font keeps its own reference to the face, so releasing ours on return is safe.
    guard let font = hb_font_create(hbFace) else {
      throw .shapingFailed(path: path, reason: "HarfBuzz cannot create a font")
    }
    // One unit per font unit: positions come back unscaled, matching FontFace's outlines.
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    return font
  }

  deinit {
    handles.withLock { handles in hb_font_destroy(handles.font) }
  }

  /// Shapes `text` as one run.
  ///
  /// HarfBuzz guesses the direction, script and language from the text (and the process
  /// locale), so a Hebrew or Arabic string comes back right to left, in visual order.
  ///
  /// - Parameters:
  ///   - text: Any string; it is passed to HarfBuzz as UTF-8, so clusters are UTF-8 offsets.
  ///   - features: OpenType feature settings in HarfBuzz's syntax, such as `"-kern"`,
  ///     `"-liga"`, `"ss01"` or `"tnum=1"`, applied to the whole text.
  /// - Throws: `FontError.invalidFeature` for a setting HarfBuzz cannot parse,
  ///   `.shapingFailed` when HarfBuzz runs out of memory or the text is too long for it.
  public func shape(_ text: String, features: [String] = []) throws(FontError) -> ShapedRun {
    var settings: [hb_feature_t] = []
    for feature in features { settings.append(try Self.parse(feature)) }
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return ShapedRun(text: text, direction: .leftToRight, glyphs: []) }
    guard bytes.count < Int(Int32.max) else {
      throw .shapingFailed(path: face.path, reason: "the text is longer than HarfBuzz accepts")
    }
    let path = face.path
    let shaped: Result<ShapedRun, FontError> = handles.withLock { handles in
      guard let buffer = hb_buffer_create() else {
        return .failure(.shapingFailed(path: path, reason: "HarfBuzz cannot create a buffer"))
      }
      defer { hb_buffer_destroy(buffer) }
      bytes.withUnsafeBufferPointer { utf8 in
        utf8.withMemoryRebound(to: CChar.self) { characters in
          let count = Int32(characters.count)
          hb_buffer_add_utf8(buffer, characters.baseAddress, count, 0, count)
        }
      }
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(handles.font, buffer, settings, UInt32(settings.count))
      // HarfBuzz reports allocation failures only through this flag, never by crashing.
      guard hb_buffer_allocation_successful(buffer) != 0 else {
        return .failure(.shapingFailed(path: path, reason: "HarfBuzz ran out of memory"))
      }
      return .success(
        ShapedRun(
          text: text, direction: Self.direction(hb_buffer_get_direction(buffer)),
          glyphs: Self.glyphs(in: buffer)))
    }
    return try shaped.get()
  }

  /// Shapes `text` and returns its outline: y down, in font units, the pen starting at
  /// x = 0 on the baseline y = 0.
  ///
  /// - Throws: as `shape(_:features:)` and `ShapedRun.outline(using:)`.
  public func outline(of text: String, features: [String] = []) throws(FontError) -> Path {
    try shape(text, features: features).outline(using: face)
  }

  /// The shaped glyphs of `buffer`, with HarfBuzz's y-up positions turned y-down.
  private static func glyphs(in buffer: OpaquePointer) -> [ShapedRun.Glyph] {
    var infoCount: UInt32 = 0
    var positionCount: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &infoCount),
      let positions = hb_buffer_get_glyph_positions(buffer, &positionCount)
    else { return [] }
    let count = Int(min(infoCount, positionCount))
    var glyphs: [ShapedRun.Glyph] = []
    glyphs.reserveCapacity(count)
    for index in 0..<count {
      let info = infos[index]
      let position = positions[index]
      // Subtracting from zero keeps an unmoved glyph at +0 rather than -0.
      glyphs.append(
        ShapedRun.Glyph(
          glyphIndex: Int(info.codepoint), cluster: Int(info.cluster),
          advance: Vector(Double(position.x_advance), 0 - Double(position.y_advance)),
          offset: Vector(Double(position.x_offset), 0 - Double(position.y_offset))))
    }
    return glyphs
  }

  private static func direction(_ direction: hb_direction_t) -> ShapedRun.Direction {
    switch direction {
    case HB_DIRECTION_RTL: .rightToLeft
    case HB_DIRECTION_TTB: .topToBottom
    case HB_DIRECTION_BTT: .bottomToTop
    default: .leftToRight
    }
  }

  /// A feature setting parsed by HarfBuzz, which knows the full syntax (`kern`, `-kern`,
  /// `kern=0`, `aalt=2`, `kern[3:5]`).
  private static func parse(_ setting: String) throws(FontError) -> hb_feature_t {
    var feature = hb_feature_t()
    let bytes = Array(setting.utf8)
    // The longest valid setting is a tag, a range and a value, a few dozen bytes; the limit
    // keeps the length within HarfBuzz's `int`.
    guard !bytes.isEmpty, bytes.count <= 256 else { throw .invalidFeature(setting) }
    let parsed = bytes.withUnsafeBufferPointer { utf8 in
      utf8.withMemoryRebound(to: CChar.self) { characters in
        hb_feature_from_string(characters.baseAddress, Int32(characters.count), &feature)
      }
    }
    guard parsed != 0 else { throw .invalidFeature(setting) }
    return feature
  }
}
