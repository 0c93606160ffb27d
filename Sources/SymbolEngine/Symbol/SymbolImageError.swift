import SymbolCatalog

/// Why a symbol image could not be made. Every case names the thing that was wrong and
/// what is accepted.
public enum SymbolImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name could not be resolved (unknown symbol, with suggestions).
  case resolution(ResolutionError)
  /// A catalog file could not be read.
  case catalog(CatalogError)
  /// A configuration value is out of range: the option, the value, what is accepted.
  case invalidConfiguration(option: String, value: String, accepted: String)
  /// The symbol's drawing is empty at the requested configuration.
  case emptyDrawing(symbol: String)

  /// The largest accepted point size.
  public static let maximumPointSize: Double = 4096
  /// The largest accepted rasterisation scale.
  public static let maximumRasterizationScale: Double = 64

  /// A message naming the problem and what is accepted.
  public var description: String {
    switch self {
    case .resolution(let error): error.description
    case .catalog(let error): error.description
    case .invalidConfiguration(let option, let value, let accepted):
      "invalid \(option) '\(value)'; accepted: \(accepted)"
    case .emptyDrawing(let symbol): "symbol '\(symbol)' draws nothing at this configuration"
    }
  }
}
