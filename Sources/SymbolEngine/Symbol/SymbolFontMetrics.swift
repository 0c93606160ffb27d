import SymbolCatalog
import SymbolSVG

/// The few font measurements a symbol matches: cap height (for size) and vertical stem
/// (for stroke weight), in font units.
///
/// Build one from a font file with ``init(contentsOfFile:)`` (read through FreeType), or
/// by hand. The embedded default is ``default``.
public struct SymbolFontMetrics: Hashable, Sendable {
  /// Font units per em.
  public var unitsPerEm: Double
  /// The cap height in font units.
  public var capHeight: Double
  /// The vertical stem thickness in font units, or `nil` when unknown (the catalog's own
  /// stroke widths then apply).
  public var stemWidth: Double?
  /// The font's OS/2 weight class as stored (1...1000; see ``weight`` for how it is read).
  public var weightClass: Double
  /// A stem measured on the font but not used, because it is thicker than any text font's
  /// (see ``isImplausibleStem(_:capHeight:)``); `stemWidth` is then `nil`. Set by the
  /// initialisers that read a font, which cannot warn themselves: ``SymbolImage`` warns
  /// when it draws with such metrics.
  public var implausibleStemWidth: Double?
  /// The font file the metrics were read from, as given, to name in warnings; `nil` for
  /// metrics built by hand or from a `FontMetrics`.
  public var file: String?

  /// Creates metrics from measured values.
  public init(unitsPerEm: Double, capHeight: Double, stemWidth: Double?, weightClass: Double) {
    self.unitsPerEm = unitsPerEm
    self.capHeight = capHeight
    self.stemWidth = stemWidth
    self.weightClass = weightClass
  }

  /// The largest stem, as a fraction of the cap height, that a font's `l` or `I` is taken
  /// to be a text stem at: a third.
  ///
  /// The heaviest text faces measure well below it: Cantarell ExtraBold 0.245, DejaVu Sans
  /// Bold 0.240, Lato Black 0.213, Liberation Sans Bold 0.199, FreeSans Bold and the URW
  /// bold faces at most 0.238 (URW Bookman Demi); the third leaves a third more again for
  /// display and black faces. A symbol or dingbat font maps its pictures to those letters:
  /// URW's D050000L measures a disc of 722 units on a cap height of 691 (1.04), and a stem
  /// matched to it strokes a symbol thicker than its cap height, a blob.
  public static let maximumStemPerCapHeight = 1.0 / 3

  /// Whether `stem` is too thick to be a text font's stem at `capHeight` (more than
  /// ``maximumStemPerCapHeight`` of it). A cap height that is not positive says nothing
  /// (``unusableValues`` refuses it).
  public static func isImplausibleStem(_ stem: Double, capHeight: Double) -> Bool {
    capHeight > 0 && stem > capHeight * maximumStemPerCapHeight
  }

  /// Why the measured stem is not used, for warnings; `nil` when it is (or none was measured).
  public var implausibleStemNote: String? {
    guard let stem = implausibleStemWidth else { return nil }
    let font = file.map { "font \(MessageQuotation.quoted($0))" } ?? "the font"
    return "\(font): \(Self.implausibleStemReason(stem, capHeight: capHeight)); the symbol's strokes are"
      + " not matched to it and follow the weight alone"
  }

  /// What is wrong with a stem that ``isImplausibleStem(_:capHeight:)`` refuses, for
  /// the warnings of everything that reads fonts: "the stem measured on its 'l' (or 'I') is
  /// 722 units, more than a third of its cap height of 691 units, which no text font's stem
  /// is (a symbol or dingbat font?)".
  public static func implausibleStemReason(_ stem: Double, capHeight: Double) -> String {
    func number(_ value: Double) -> String { DrawingNumberFormat.string(value, places: 3) }
    return "the stem measured on its 'l' (or 'I') is \(number(stem)) units, more than a third"
      + " of its cap height of \(number(capHeight)) units, which no text font's stem is (a symbol or"
      + " dingbat font?)"
  }

  /// The embedded default: cap height 0.7046 em (the SF Symbols template value of 70.46 at
  /// 100 pt), regular weight, no stem (catalog stroke widths apply).
  public static let `default` = SymbolFontMetrics(
    unitsPerEm: 1000, capHeight: 704.6, stemWidth: nil, weightClass: 400)

  /// The cap height as a fraction of the em.
  public var capHeightPerEm: Double { capHeight / unitsPerEm }

  /// The values, named one by one, when one of them cannot size a symbol (units per em, cap
  /// height or stem not a positive number: a font whose H lies below the baseline measures a
  /// negative cap height); `nil` when all can.
  public var unusableValues: String? {
    let values = [unitsPerEm, capHeight, stemWidth ?? 1]
    guard !values.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
    // The drawing format writes a non-finite value as 0, which would name a value nobody gave.
    func number(_ value: Double) -> String {
      value.isFinite ? DrawingNumberFormat.string(value, places: 4) : "\(value)"
    }
    let stem = stemWidth.map(number) ?? "none"
    return "units per em \(number(unitsPerEm)), cap height \(number(capHeight)), stem \(stem)"
  }

  /// What `unusableValues` asks for, for messages.
  public static let usableValues = "positive units per em, cap height and stem"

  /// The weight the font's stem stands for, which an unspecified weight takes and an
  /// explicit one is scaled from: the weight class within 100...900.
  ///
  /// - 1...9 are the legacy classes of old fonts, hundreds written as digits (5 is medium),
  ///   read as 100...900 as the WPF font selection model, the OpenType Sanitizer and
  ///   fontconfig read them: clamped to 100, a class of 5 made `--weight regular` draw
  ///   strokes 2.9 times the font's stem.
  /// - 10...99 are valid OpenType classes lighter than thin, and count as ultralight (100),
  ///   the lightest weight there is, as fontconfig counts everything below 100 as its
  ///   thinnest.
  /// - A class outside OpenType's 1...1000 (some fonts store 0) says nothing, and counts as
  ///   regular.
  public var weight: SymbolWeight {
    guard weightClass >= 1, weightClass <= 1000 else { return .regular }
    let value = weightClass < 10 ? weightClass * 100 : weightClass
    return SymbolWeight(value: min(max(value, 100), 900)) ?? .regular
  }
}
