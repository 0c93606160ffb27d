/// A layer's place in a symbol's hierarchy, which hierarchical and palette rendering use.
public enum HierarchyLevel: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// The most prominent layer: full opacity, first palette colour.
  case primary = 0
  /// Opacity 0.5 in hierarchical mode; second palette colour.
  case secondary = 1
  /// Opacity 0.25 in hierarchical mode; third palette colour.
  case tertiary = 2

  /// Reads `primary`, `secondary` or `tertiary` as used in `hierarchical-N:<level>` classes.
  public init?(name: String) {
    switch name {
    case "primary": self = .primary
    case "secondary": self = .secondary
    case "tertiary": self = .tertiary
    default: return nil
    }
  }

  /// The opacity hierarchical rendering gives this level: 1.0, 0.5, 0.25.
  public var hierarchicalOpacity: Double {
    switch self {
    case .primary: 1.0
    case .secondary: 0.5
    case .tertiary: 0.25
    }
  }

  /// `primary`, `secondary` or `tertiary`.
  public var description: String {
    switch self {
    case .primary: "primary"
    case .secondary: "secondary"
    case .tertiary: "tertiary"
    }
  }

  /// Orders primary before secondary before tertiary.
  public static func < (lhs: HierarchyLevel, rhs: HierarchyLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
