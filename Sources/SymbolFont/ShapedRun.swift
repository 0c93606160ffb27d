import SymbolGeometry

/// A string shaped by `TextShaper`: the glyphs to draw, in visual order, each with the
/// distance to move the pen after it and the shift from the pen at which to draw it.
///
/// Positions are in font units with y pointing down, like `FontFace`'s outlines; HarfBuzz's
/// own y values point up, so their signs are flipped here. For horizontal text every
/// advance has `dy == 0` and the x advances sum to the run's width.
public struct ShapedRun: Hashable, Sendable {
  /// The direction HarfBuzz laid the run out in, guessed from its script.
  public enum Direction: String, Hashable, Sendable {
    /// Latin, Greek, Cyrillic, CJK set horizontally and most other scripts.
    case leftToRight
    /// Hebrew, Arabic and other right-to-left scripts; the glyphs still come in visual
    /// order, left to right, so the pen still moves to the right.
    case rightToLeft
    /// Vertical text, top to bottom.
    case topToBottom
    /// Vertical text, bottom to top.
    case bottomToTop
  }

  /// One positioned glyph.
  public struct Glyph: Hashable, Sendable {
    /// The glyph's index in the face that shaped it (not a character code).
    public var glyphIndex: Int
    /// The UTF-8 byte offset in the text of the first character of the cluster this glyph
    /// belongs to; a ligature carries the cluster of its first character, and glyphs from
    /// one character share its cluster.
    public var cluster: Int
    /// How far the pen moves after the glyph, in font units, y down.
    public var advance: Vector
    /// Where the glyph is drawn relative to the pen, in font units, y down (mark
    /// attachment and kerning with offsets move glyphs this way).
    public var offset: Vector

    /// Creates a glyph from values already known.
    public init(glyphIndex: Int, cluster: Int, advance: Vector, offset: Vector) {
      self.glyphIndex = glyphIndex
      self.cluster = cluster
      self.advance = advance
      self.offset = offset
    }
  }

  /// The text that was shaped.
  public var text: String
  /// The direction the run was laid out in.
  public var direction: Direction
  /// The glyphs in visual order.
  public var glyphs: [Glyph]

  /// Creates a run from glyphs already positioned.
  public init(text: String, direction: Direction, glyphs: [Glyph]) {
    self.text = text
    self.direction = direction
    self.glyphs = glyphs
  }

  /// The glyph indices, in visual order.
  public var glyphIndices: [Int] { glyphs.map(\.glyphIndex) }

  /// The clusters (UTF-8 offsets into `text`), in visual order.
  public var clusters: [Int] { glyphs.map(\.cluster) }

  /// The sum of the advances: where the pen ends, starting from the origin. Its `dx` is
  /// the width of horizontal text.
  public var advance: Vector {
    glyphs.reduce(Vector.zero) { sum, glyph in sum + glyph.advance }
  }

  /// Where each glyph's origin lands when the pen starts at `origin`: the pen position
  /// plus the glyph's offset, in visual order.
  public func glyphOrigins(from origin: Point = .zero) -> [Point] {
    var pen = origin
    var origins: [Point] = []
    origins.reserveCapacity(glyphs.count)
    for glyph in glyphs {
      origins.append(pen + glyph.offset)
      pen = pen + glyph.advance
    }
    return origins
  }

  /// The outline of the whole run as one path: each glyph's outline moved to its origin,
  /// y down in font units, with the pen starting at x = 0 on the baseline y = 0.
  ///
  /// `face` must be the face the run was shaped with (`TextShaper.face`): glyph indices
  /// mean nothing in another font. Glyphs without contours, such as spaces, add nothing
  /// but still advance the pen. Each distinct glyph is read from the face once.
  ///
  /// - Throws: `FontError` from `FontFace.glyphOutline(glyphIndex:)`, for example
  ///   `.notAnOutline` for a colour bitmap glyph.
  public func outline(using face: FontFace) throws(FontError) -> Path {
    var outlines: [Int: Path] = [:]
    var path = Path()
    for (glyph, origin) in zip(glyphs, glyphOrigins()) {
      let outline: Path
      if let cached = outlines[glyph.glyphIndex] {
        outline = cached
      } else {
        outline = try face.glyphOutline(glyphIndex: glyph.glyphIndex)
        outlines[glyph.glyphIndex] = outline
      }
      guard !outline.isEmpty else { continue }
      path.append(outline.transformed(by: .translation(origin.x, origin.y)))
    }
    return path
  }
}
