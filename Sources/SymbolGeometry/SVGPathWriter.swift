/// Writes paths as SVG path data using only absolute `M`, `L`, `Q`, `C` and `Z` commands.
///
/// Numbers are written in plain decimal without trailing zeros, so the output is compact and
/// stable across platforms; `-0` is written as `0`.
public enum SVGPathWriter {
  /// The `precision` at and above which coordinates are written exactly.
  public static let exactPrecision = 17

  /// Writes `path` with at most `precision` digits after the decimal point.
  ///
  /// With `precision >= exactPrecision` every coordinate is written in the shortest form that
  /// parses back to the identical `Double` (which may use an exponent, as SVG allows), so
  /// parsing the result reproduces the path exactly. Negative precisions count as 0.
  /// Non-finite coordinates have no SVG spelling and are written as `nan`/`inf`, which
  /// the parser rejects.
  public static func write(_ path: Path, precision: Int = 6) -> String {
    var output = ""
    output.reserveCapacity(path.points.count * 12 + path.verbs.count * 2)
    var pointIndex = 0
    for verb in path.verbs {
      if !output.isEmpty { output.append(" ") }
      switch verb {
      case .move: output.append("M")
      case .line: output.append("L")
      case .quad: output.append("Q")
      case .cubic: output.append("C")
      case .close: output.append("Z")
      }
      for offset in 0..<verb.pointCount {
        let point = path.points[pointIndex + offset]
        if offset > 0 { output.append(" ") }
        appendNumber(point.x, precision: precision, to: &output)
        output.append(" ")
        appendNumber(point.y, precision: precision, to: &output)
      }
      pointIndex += verb.pointCount
    }
    return output
  }

  /// Appends one coordinate rounded to `precision` decimal places.
  static func appendNumber(_ value: Double, precision: Int, to output: inout String) {
    guard value.isFinite else {
      output.append(value.description)
      return
    }
    if precision < exactPrecision {
      let places = max(0, precision)
      let scale = powerOfTen(places)
      let scaled = (value * scale).rounded()
      // Below 2^53 the rounded value is an exact integer, so its digits are the decimal
      // digits of the rounded coordinate. Above it the coordinate's own resolution is coarser
      // than the requested precision, and the shortest exact form is the better spelling.
      if abs(scaled) < 9_007_199_254_740_992 {
        appendFixed(Int64(scaled), places: places, to: &output)
        return
      }
    }
    appendShortest(value, to: &output)
  }

  /// Appends `digits / 10^places` in plain decimal without trailing zeros.
  private static func appendFixed(_ digits: Int64, places: Int, to output: inout String) {
    if digits == 0 {
      output.append("0")
      return
    }
    var magnitude = digits.magnitude
    var places = places
    // Trailing zeros of the fraction carry no information.
    while places > 0, magnitude % 10 == 0 {
      magnitude /= 10
      places -= 1
    }
    var text = String(magnitude)
    if places > 0 {
      if text.count <= places {
        text = String(repeating: "0", count: places - text.count + 1) + text
      }
      text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
    }
    if digits < 0 { output.append("-") }
    output.append(text)
  }

  /// Appends Swift's shortest round-trip spelling, minus the `.0` it adds to integers.
  private static func appendShortest(_ value: Double, to output: inout String) {
    if value == 0 {
      output.append("0")
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    output.append(text)
  }

  private static func powerOfTen(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}

extension Path {
  /// The path as SVG path data with at most `precision` digits after the decimal point; see
  /// `SVGPathWriter.write(_:precision:)`. Use `SVGPathWriter.exactPrecision` for an exact
  /// round trip through `Path(svgPathData:)`.
  public func svgPathData(precision: Int = 6) -> String {
    SVGPathWriter.write(self, precision: precision)
  }
}
