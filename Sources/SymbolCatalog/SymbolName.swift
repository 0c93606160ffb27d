/// A symbol name split into a base name and its trailing variant suffixes.
///
/// The grammar is `base[.slash][.circle|.square|.rectangle][.fill]`. Only trailing
/// suffixes in exactly that order are variants: they are stripped from the end while the
/// order holds, and the base is never left empty. So `bell.slash.fill` is `bell` with
/// slash and fill, while `bell.fill.slash` is base `bell.fill` with slash (once `slash`
/// is stripped, a `fill` further left is out of order and stays in the base).
///
/// Shape words can also be part of a base (`square.on.square`). Grammar alone cannot
/// tell, so ``init(parsing:isKnownBase:)`` takes the catalog's base names into account.
public struct SymbolName: Hashable, Sendable, CustomStringConvertible {
  /// The base name, without variant suffixes.
  public var base: String
  /// The variants carried by the name.
  public var variants: SymbolVariants

  /// Creates a name from a base and variants.
  public init(base: String, variants: SymbolVariants = .none) {
    self.base = base
    self.variants = variants
  }

  /// Parses `name` by grammar alone, stripping every trailing suffix that fits the order.
  public init(parsing name: String) {
    let splits = Self.splits(of: name)
    self = splits.last ?? SymbolName(base: name)
  }

  /// Parses `name` using the catalog's knowledge of base names.
  ///
  /// Of all grammar-valid splits, the one with the shortest base that `isKnownBase`
  /// accepts is used (so `bell.fill` is `bell` + fill, while `square.on.square` stays a
  /// base because `square.on` is not a symbol). If no split has a known base, the
  /// grammar-only parse is returned.
  public init(parsing name: String, isKnownBase: (String) -> Bool) {
    let splits = Self.splits(of: name)
    if let known = splits.last(where: { isKnownBase($0.base) }) {
      self = known
    } else {
      self.init(parsing: name)
    }
  }

  /// The canonical full name: base followed by the suffixes in grammar order.
  public var name: String { Self.name(base: base, variants: variants) }

  /// The canonical full name.
  public var description: String { name }

  /// Returns this name with `requested` applied outside the name's own variants.
  ///
  /// The name's own shape is closest to the symbol and wins over a requested shape.
  public func adding(_ requested: SymbolVariants) -> SymbolName {
    SymbolName(base: base, variants: variants.adding(requested))
  }

  /// Builds the canonical name for `base` with `variants`, e.g. `bell` + {fill, slash}
  /// gives `bell.slash.fill`.
  public static func name(base: String, variants: SymbolVariants) -> String {
    ([base] + variants.suffixes).joined(separator: ".")
  }

  /// Canonicalises a requested name plus requested variants, e.g. `bell.fill` with
  /// slash gives `bell.slash.fill`. Parsing is grammar-only.
  public static func canonical(_ name: String, adding requested: SymbolVariants) -> String {
    SymbolName(parsing: name).adding(requested).name
  }

  /// All grammar-valid splits, from no suffix stripped to the most stripped.
  static func splits(of name: String) -> [SymbolName] {
    var components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var variants = SymbolVariants.none
    var result = [SymbolName(base: name)]
    // Stages from the end: fill, then a shape, then slash.
    var stage = 0
    while components.count > 1, stage < 3 {
      guard let last = components.last else { break }
      var stripped: SymbolVariants?
      if stage == 0 {
        stage = 1
        if last == "fill" { stripped = .fill }
      }
      if stripped == nil, stage == 1 {
        stage = 2
        if let shape = SymbolVariants.Shape(rawValue: last) { stripped = SymbolVariants(shape: shape) }
      }
      if stripped == nil, stage == 2 {
        stage = 3
        if last == "slash" { stripped = .slash }
      }
      guard let found = stripped else { break }
      components.removeLast()
      variants = variants.adding(found)
      result.append(SymbolName(base: components.joined(separator: "."), variants: variants))
    }
    return result
  }
}
