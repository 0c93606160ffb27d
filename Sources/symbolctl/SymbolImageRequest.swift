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
    let variants: VariantChain
    do {
      configuration = try image.configuration(font: font)
      variants = try image.variantChain()
    } catch {
      throw CommandFailure(error.message)
    }
    let folder = try catalog.open()
    do {
      var symbol = try SymbolImage(named: name, in: folder, configuration: configuration)
      var warnings = variants.warnings(resolving: symbol.resolution, asked: name).map(\.description)
      // Only palette mode paints with the palette; another mode asked for would drop it
      // without a word, as a shape overridden by another would be without its warning.
      if image.palette != nil, let mode = configuration.renderingMode, mode != .palette {
        warnings.append(
          "--palette ignored: only palette mode paints with it, and --mode is \(mode.rawValue)"
            + " (use --mode palette, or leave --mode out)")
      }
      symbol.warnings.insert(contentsOf: warnings, at: 0)
      return symbol
    } catch {
      throw CommandFailure("\(error)")
    }
  }
}
