import ArgumentParser
import SymbolEngine

/// Turns the shared catalog and image options into a `SymbolImage`, with the CLI's error
/// conventions: configuration errors were already reported by validation (exit 64); an
/// unknown symbol, an unreadable font or catalog is a `CommandFailure` (exit 1).
struct SymbolImageRequest {
  var catalog: CatalogOptions
  var image: SymbolImageOptions

  func image(named name: String) throws(CommandFailure) -> SymbolImage {
    let font = try image.loadFont()
    let configuration: SymbolConfiguration
    do {
      configuration = try image.configuration(font: font)
    } catch {
      throw CommandFailure(error.message)
    }
    let folder = try catalog.open()
    do {
      var symbol = try SymbolImage(named: name, in: folder, configuration: configuration)
      // The library names no options; here the palette and the mode are options.
      if let mode = configuration.renderingMode {
        let ignored = SymbolImage.ignoredPaletteWarning(mode: mode)
        symbol.warnings = symbol.warnings.map { warning in
          warning != ignored
            ? warning
            : "--palette ignored: only palette mode paints with it, and --mode is \(mode.rawValue)"
              + " (use --mode palette, or leave --mode out)"
        }
      }
      return symbol
    } catch {
      throw CommandFailure("\(error)")
    }
  }
}
