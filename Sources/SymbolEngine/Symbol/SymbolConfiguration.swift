import SymbolCatalog
import SymbolGeometry

/// How to draw a symbol: variants, weight, scale, size, font, rendering mode, colours,
/// variable value and rasterisation scale.
///
/// Every property is optional; `nil` means "not specified here", so configurations
/// combine like `UIImage.SymbolConfiguration`: `a.applying(b)` takes each property from
/// `b` when `b` sets it and from `a` otherwise. ``resolvedDefaults`` documents the value
/// used for anything left unspecified.
///
/// ```swift
/// let base = SymbolConfiguration(pointSize: 17, weight: .semibold)
/// let large = base.applying(SymbolConfiguration(scale: .large))
/// ```
public struct SymbolConfiguration: Hashable, Sendable {
  /// Variants applied to the requested name (`bell` + `.slash` → `bell.slash`).
  public var variants: SymbolVariants?
  /// The weight; with a font and no weight, the font's own weight class.
  public var weight: SymbolWeight?
  /// The scale relative to text of the same point size.
  public var scale: SymbolScale?
  /// The point size of the text the symbol sits beside (the font size).
  public var pointSize: Double?
  /// The font whose cap height and stem the symbol matches; the embedded default (cap
  /// height 0.7046 em, the catalog's own stroke widths) when `nil`.
  public var font: SymbolFontMetrics?
  /// The rendering mode; when `nil`, palette if palette colours are given, else the
  /// symbol's preferred mode, else monochrome.
  public var renderingMode: RenderingMode?
  /// The foreground colour (monochrome and hierarchical colour, multicolor tint); black,
  /// or white in the dark appearance, when `nil`.
  public var foregroundColor: Color?
  /// Palette colours for palette mode, primary first.
  public var paletteColors: [Color]?
  /// Light or dark appearance for multicolor system colours.
  public var appearance: Appearance?
  /// The variable value in 0...1 for symbols with variable layers.
  public var variableValue: Double?
  /// Whether inactive variable layers are hidden instead of drawn at opacity × 0.25.
  public var hidesInactiveLayers: Bool?
  /// Pixels per point for raster output (1, 2, 3 or any positive value).
  public var rasterizationScale: Double?

  /// Creates a configuration; unspecified properties stay `nil`.
  public init(
    pointSize: Double? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
    variants: SymbolVariants? = nil, font: SymbolFontMetrics? = nil, renderingMode: RenderingMode? = nil,
    foregroundColor: Color? = nil, paletteColors: [Color]? = nil, appearance: Appearance? = nil,
    variableValue: Double? = nil, hidesInactiveLayers: Bool? = nil, rasterizationScale: Double? = nil
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
    self.variants = variants
    self.font = font
    self.renderingMode = renderingMode
    self.foregroundColor = foregroundColor
    self.paletteColors = paletteColors
    self.appearance = appearance
    self.variableValue = variableValue
    self.hidesInactiveLayers = hidesInactiveLayers
    self.rasterizationScale = rasterizationScale
  }

  /// This configuration with every property that `other` specifies taken from `other`.
  public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
    SymbolConfiguration(
      pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight, scale: other.scale ?? scale,
      variants: other.variants ?? variants, font: other.font ?? font,
      renderingMode: other.renderingMode ?? renderingMode,
      foregroundColor: other.foregroundColor ?? foregroundColor,
      paletteColors: other.paletteColors ?? paletteColors, appearance: other.appearance ?? appearance,
      variableValue: other.variableValue ?? variableValue,
      hidesInactiveLayers: other.hidesInactiveLayers ?? hidesInactiveLayers,
      rasterizationScale: other.rasterizationScale ?? rasterizationScale)
  }

  /// The defaults for unspecified properties: point size 17, regular weight (or the
  /// font's weight class), medium scale, no variants, black foreground (white in the dark
  /// appearance), light appearance,
  /// no variable value (every layer active), inactive layers shown, rasterisation scale 1.
  public static let resolvedDefaults = SymbolConfiguration(
    pointSize: 17, weight: .regular, scale: .medium, variants: SymbolVariants.none,
    foregroundColor: .black, paletteColors: [], appearance: .light, hidesInactiveLayers: false,
    rasterizationScale: 1)
}
