/// One master of a symbol drawing: a weight and scale the designer drew explicitly (a
/// `Regular-S` group), with its guides.
public struct SymbolMaster: Hashable, Sendable {
  /// The master's weight (Ultralight 100, Regular 400, Black 900, ...).
  public var weight: SymbolWeight
  /// The template scale the master was drawn at (the letter after the dash).
  public var scale: SymbolScale
  /// The master's guides in design coordinates.
  public var guides: SymbolGuides

  /// Creates a master.
  public init(weight: SymbolWeight, scale: SymbolScale, guides: SymbolGuides) {
    self.weight = weight
    self.scale = scale
    self.guides = guides
  }

  /// The template group name, e.g. `Regular-S`.
  public var groupName: String { Self.groupName(weight: weight, scale: scale) }

  /// The template group id of the master of `weight` at `scale`, such as `Regular-S`.
  public static func groupName(weight: SymbolWeight, scale: SymbolScale) -> String {
    let name = SymbolWeight.named.first { $0.weight == weight }?.name ?? weight.description
    return name.prefix(1).uppercased() + name.dropFirst() + "-" + String(scale.templateLetter)
  }
}
