/// The measurements of a font that symbol layout matches against: the em, the vertical
/// metrics that place text lines, the heights that symbols align to, and the weight and
/// stem thickness that pick a symbol weight.
///
/// Every length is in font units, the same scale as `FontFace.glyphOutline`. Vertical
/// metrics keep the font's own sign convention, positive above the baseline: `ascender`,
/// `capHeight` and `xHeight` are positive and `descender` is negative, as they are stored in
/// the font. In the y-down outline space the cap-height line is therefore at `y = -capHeight`.
///
/// ```swift
/// let metrics = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").metrics()
/// let capHeightAt17pt = metrics.capHeight / Double(metrics.unitsPerEm) * 17
/// ```
public struct FontMetrics: Hashable, Sendable {
  /// Where a height came from: fonts with an OS/2 table of version 2 or later store their
  /// cap height and x-height; older fonts (DejaVu Sans has version 1) do not, so those are
  /// measured from the outlines of `H` and `x`.
  public enum Source: String, Hashable, Sendable, CustomStringConvertible {
    /// Read from the OS/2 table (`sCapHeight` or `sxHeight`).
    case os2
    /// Measured from a glyph outline: the top of `H` for the cap height, of `x` for the
    /// x-height.
    case measured

    /// The raw value, `os2` or `measured`, as `symbolctl font-info` prints it.
    public var description: String { rawValue }
  }

  /// Font units per em: the scale of every other length here.
  public var unitsPerEm: Int
  /// The distance from the baseline up to the top of the line box (hhea `ascender`).
  public var ascender: Double
  /// The distance from the baseline to the bottom of the line box, negative below the
  /// baseline (hhea `descender`).
  public var descender: Double
  /// The extra space the font asks for between line boxes (hhea `lineGap`).
  public var lineGap: Double
  /// The height of flat capitals such as `H` above the baseline.
  public var capHeight: Double
  /// Whether `capHeight` was stored in the font or measured.
  public var capHeightSource: Source
  /// The height of flat lowercase letters such as `x` above the baseline; `nil` for a font
  /// that neither stores one nor has an `x` to measure it on (a font of capitals only),
  /// which symbol layout does not need.
  public var xHeight: Double?
  /// Whether `xHeight` was stored in the font or measured; `nil` when there is none.
  public var xHeightSource: Source?
  /// Why there is no `xHeight`, when there is none (`the OS/2 table (version 1) stores none
  /// and the font has no glyph for 'x' to measure it on`).
  public var xHeightUnavailable: String?
  /// The OS/2 weight class: 400 regular, 700 bold, from 1 to 1000.
  public var weightClass: Int
  /// The OS/2 table version; 2 and later store cap height and x-height.
  public var os2Version: Int
  /// The slant of upright strokes in degrees counter-clockwise from vertical (post
  /// `italicAngle`): 0 for upright fonts, negative for fonts leaning to the right.
  public var italicAngle: Double
  /// The horizontal thickness of the vertical stem of `l` (or `I` when the font has no `l`),
  /// measured from the outline; see `FontFace.metrics()` for the method.
  public var stemWidth: Double

  /// The line height the font asks for: ascender minus descender plus line gap.
  public var lineHeight: Double { ascender - descender + lineGap }

  /// Creates metrics from values already known, for tests and for fonts described by hand;
  /// `xHeightUnavailable` says why a `nil` `xHeight` is missing.
  public init(
    unitsPerEm: Int, ascender: Double, descender: Double, lineGap: Double, capHeight: Double,
    capHeightSource: Source, xHeight: Double?, xHeightSource: Source?, xHeightUnavailable: String? = nil,
    weightClass: Int, os2Version: Int, italicAngle: Double, stemWidth: Double
  ) {
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.capHeightSource = capHeightSource
    self.xHeight = xHeight
    self.xHeightSource = xHeightSource
    self.xHeightUnavailable = xHeightUnavailable
    self.weightClass = weightClass
    self.os2Version = os2Version
    self.italicAngle = italicAngle
    self.stemWidth = stemWidth
  }

  /// A length in font units converted to points (or pixels) at `size` per em.
  public func scaled(_ fontUnits: Double, toSize size: Double) -> Double {
    fontUnits * size / Double(unitsPerEm)
  }
}
