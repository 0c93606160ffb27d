import SymbolGeometry

/// One drawn element of a symbol (an SVG `path`, `rect`, `circle`, ... in a master group),
/// with its geometry in every master.
public struct SymbolShape: Hashable, Sendable {
  /// How the geometry is painted.
  public enum Style: Hashable, Sendable {
    /// The geometry is an outline filled with the non-zero rule, or even-odd when `evenOdd`.
    case fill(evenOdd: Bool)
    /// The geometry is a centre-line stroked with `style`; `style.width` is the width the
    /// file gives, which is the Regular weight's width, and the engine replaces it by the
    /// width of the requested weight.
    case stroke(StrokeStyle)
  }

  /// The geometry in design coordinates, one path per master, in the order of
  /// ``SymbolGlyph/masters``.
  public var paths: [Path]
  /// How the geometry is painted.
  public var style: Style
  /// The `monochrome-N` index, when the file gives one.
  public var monochromeIndex: Int?
  /// The multicolor paint, when the file gives a `multicolor-N:<colour>` class.
  public var multicolor: MulticolorPaint?
  /// The `multicolor-N` index, when the file gives one.
  public var multicolorIndex: Int?
  /// Where the element starts in its file (in the first master).
  public var location: SourceLocation

  /// Creates a shape.
  public init(
    paths: [Path], style: Style, monochromeIndex: Int? = nil, multicolor: MulticolorPaint? = nil,
    multicolorIndex: Int? = nil, location: SourceLocation
  ) {
    self.paths = paths
    self.style = style
    self.monochromeIndex = monochromeIndex
    self.multicolor = multicolor
    self.multicolorIndex = multicolorIndex
    self.location = location
  }
}
