import SymbolCatalog
import SymbolGeometry

extension SymbolImage {
  /// `configuration` with defaults filled in, after checking every value; out-of-range
  /// variable values are clamped with a warning, everything else out of range is an error
  /// naming the option and what is accepted.
  static func validated(
    _ configuration: SymbolConfiguration, warnings: inout [String]
  ) throws(SymbolImageError) -> SymbolConfiguration {
    var config = SymbolConfiguration.resolvedDefaults.applying(configuration)
    if configuration.foregroundColor == nil {
      config.foregroundColor = (config.appearance ?? .light).defaultForeground
    }
    if let font = configuration.font, configuration.weight == nil {
      config.weight = font.weight
    }
    let size = config.pointSize ?? 17
    guard SymbolImageError.isAcceptedPointSize(size) else {
      throw .invalidConfiguration(
        option: "point size", value: "\(size)", accepted: SymbolImageError.acceptedPointSizes)
    }
    let scale = config.rasterizationScale ?? 1
    guard SymbolImageError.isAcceptedRasterizationScale(scale) else {
      throw .invalidConfiguration(
        option: "rasterization scale", value: "\(scale)",
        accepted: SymbolImageError.acceptedRasterizationScales)
    }
    if let unusable = config.font?.unusableValues {
      throw .invalidConfiguration(
        option: "font metrics", value: unusable, accepted: SymbolFontMetrics.usableValues)
    }
    // Drawn anyway, at the weight alone: the cap height still sizes the symbol.
    if let note = config.font?.implausibleStemNote {
      warnings.append("\(note) (\(config.weight ?? .regular))")
    }
    if let value = config.variableValue {
      guard !value.isNaN else {
        throw .invalidConfiguration(option: "variable value", value: "nan", accepted: "a number in 0...1")
      }
      if !(0...1).contains(value) {
        let clamped = min(max(value, 0), 1)
        warnings.append(
          "variable value \(Self.plainNumber(value)) is outside 0...1; using \(Self.plainNumber(clamped))")
        config.variableValue = clamped
      }
    }
    return config
  }

  /// `value` as a user writes it in a message: a whole number without `.0` (`2`, where
  /// Swift's description gives `2.0` for `--variable-value 2`), others in Swift's shortest
  /// form.
  static func plainNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value + 0)) }
    return "\(value)"
  }
}
