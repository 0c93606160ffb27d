import SymbolGeometry
import SymbolTestSupport
import Testing

@Suite("SVG path data writer")
struct SVGPathWriterTests {
  @Test func writesAbsoluteCommandsWithoutTrailingZeros() {
    var path = Path()
    path.move(to: Point(1, -0.0))
    path.line(to: Point(2.5, -3.25))
    path.quad(to: Point(100, 0.000_000_1), control: Point(-0.5, 10))
    path.cubic(to: Point(1_000_000, 0.015625), control1: Point(0.1, 0.2), control2: Point(-7, 1e-6))
    path.close()
    #expect(
      path.svgPathData()
        == "M1 0 L2.5 -3.25 Q-0.5 10 100 0 C0.1 0.2 -7 0.000001 1000000 0.015625 Z")
  }

  @Test func precisionRoundsToDecimalPlaces() {
    var path = Path()
    path.move(to: Point(3.14159, -2.71828))
    path.line(to: Point(0.004, 12.5))
    #expect(path.svgPathData(precision: 2) == "M3.14 -2.72 L0 12.5")
    #expect(path.svgPathData(precision: 0) == "M3 -3 L0 13")
  }

  @Test func emptyPathWritesNothing() {
    #expect(Path().svgPathData().isEmpty)
  }

  /// A random path of every verb, with coordinates drawn by `coordinate`.
  private func randomPath(
    _ generator: inout SplitMix64, commands: Int, coordinate: (inout SplitMix64) -> Double
  ) -> Path {
    var path = Path()
    func point() -> Point { Point(coordinate(&generator), coordinate(&generator)) }
    path.move(to: point())
    for _ in 0..<commands {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: path.move(to: point())
      case 1: path.line(to: point())
      case 2: path.quad(to: point(), control: point())
      case 3: path.cubic(to: point(), control1: point(), control2: point())
      case 4: path.close()
      default: path.line(to: point())
      }
    }
    return path
  }

  @Test func gridCoordinatesRoundTripAtDefaultPrecision() throws {
    var generator = SplitMix64(seed: 64)
    for _ in 0..<200 {
      let path = randomPath(&generator, commands: 20) { g in
        Double(Int.random(in: -640_000...640_000, using: &g)) / 64
      }
      let text = path.svgPathData()
      #expect(try Path(svgPathData: text) == path, "\(text)")
    }
  }

  @Test func arbitraryDoublesRoundTripExactly() throws {
    var generator = SplitMix64(seed: 17)
    for _ in 0..<200 {
      let path = randomPath(&generator, commands: 20) { g in
        // Random magnitudes from 1e-300 to 1e300, plus signed zeros and integers.
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return Double(Int.random(in: -1000...1000, using: &g))
        case 1: return Bool.random(using: &g) ? 0.0 : -0.0
        default:
          let exponent = Double.random(in: -300...300, using: &g)
          return Double.random(in: -1...1, using: &g) * 10 * pow10(exponent)
        }
      }
      let text = path.svgPathData(precision: SVGPathWriter.exactPrecision)
      #expect(try Path(svgPathData: text) == path, "\(text)")
    }
  }

  @Test func lowerPrecisionStaysWithinHalfAUnitInTheLastPlace() throws {
    var generator = SplitMix64(seed: 3)
    for precision in 0...8 {
      let path = randomPath(&generator, commands: 10) { g in Double.random(in: -1000...1000, using: &g) }
      let roundTripped = try Path(svgPathData: path.svgPathData(precision: precision))
      var unit = 0.5
      for _ in 0..<precision { unit /= 10 }
      #expect(pathsMatch(roundTripped, path, within: unit * 1.5))
    }
  }

  private func pow10(_ exponent: Double) -> Double {
    // 10^x for real x without Foundation: split into an integer power and a small remainder.
    let whole = exponent.rounded(.down)
    var result = 1.0
    let base = whole < 0 ? 0.1 : 10
    for _ in 0..<Int(abs(whole)) { result *= base }
    return result * (1 + (exponent - whole) * 9)
  }
}
