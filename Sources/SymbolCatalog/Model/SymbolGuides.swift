/// The guides of one master in design coordinates: y grows downwards, the baseline is at
/// y = 0 and the capline at y = −``capHeight``.
public struct SymbolGuides: Hashable, Sendable {
  /// The distance from baseline to capline, in design units (70.459 in an SF Symbols
  /// template drawn at its 100-point size).
  public var capHeight: Double
  /// The x of the left margin guide.
  public var leftMargin: Double
  /// The x of the right margin guide.
  public var rightMargin: Double

  /// Creates guides.
  public init(capHeight: Double, leftMargin: Double, rightMargin: Double) {
    self.capHeight = capHeight
    self.leftMargin = leftMargin
    self.rightMargin = rightMargin
  }

  /// The y of the capline (negative: above the baseline).
  public var caplineY: Double { -capHeight }

  /// The linear interpolation `self + (other − self)·t`, used between masters.
  public func interpolated(to other: SymbolGuides, fraction t: Double) -> SymbolGuides {
    SymbolGuides(
      capHeight: capHeight + (other.capHeight - capHeight) * t,
      leftMargin: leftMargin + (other.leftMargin - leftMargin) * t,
      rightMargin: rightMargin + (other.rightMargin - rightMargin) * t)
  }
}
