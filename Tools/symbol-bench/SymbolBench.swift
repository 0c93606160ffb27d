import ArgumentParser
import SymbolFont

/// Benchmarks and quality checks for the symbol engine.
@main
struct SymbolBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbol-bench",
    abstract: "Benchmarks and quality checks for the symbol engine.",
    discussion: "Each subcommand measures or checks one stage.",
    subcommands: [RasterCommand.self, FuzzCommand.self, SVGCommand.self, CatalogBenchmark.self])
}

/// The names given to a repeatable, comma-separated option, in order. Empty entries are
/// kept, so that "gear,,heart" is refused for naming '' rather than read as two names.
func commaSeparatedNames(_ options: [String]) -> [String] {
  options.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
}

/// Why the bench could not run; `symbol-bench` prints the description and exits non-zero.
enum BenchError: Error, CustomStringConvertible {
  /// The font a glyph workload needs is not installed.
  case fontMissing(path: String)
  /// The font exists but cannot be used.
  case font(FontError)
  /// A FreeType call the bench makes itself failed.
  case freeType(operation: String, code: Int32)
  /// An icon's path data does not parse; the message comes from the parser.
  case invalidIcon(name: String, message: String)
  /// An outline has more points or contours than an `FT_Outline` can hold (32,767).
  case outlineTooLarge(name: String, points: Int, contours: Int)
  /// A size or workload given on the command line is not accepted.
  case invalidOption(String)
  /// Our rasterizer refused an outline.
  case raster(name: String, message: String)

  var description: String {
    switch self {
    case .fontMissing(let path) where path == BenchWorkload.dejaVuSansPath:
      "font file not found: \(path); install fonts-dejavu-core (apt-get install fonts-dejavu-core)"
    case .fontMissing(let path):
      "font file not found: \(path); give --font the path of a TrueType or OpenType font"
    case .font(let error):
      "cannot use the font: \(error)"
    case .freeType(let operation, let code):
      "\(operation) failed with FreeType error \(code)"
    case .invalidIcon(let name, let message):
      "the path data of icon '\(name)' does not parse: \(message)"
    case .outlineTooLarge(let name, let points, let contours):
      "outline '\(name)' has \(points) points in \(contours) contours; FT_Outline holds at most 32767 of each"
    case .invalidOption(let message):
      message
    case .raster(let name, let message):
      "our rasterizer refused '\(name)': \(message)"
    }
  }
}
