import SymbolEngine

/// What an output's name says its format is, to warn when the file written is another.
///
/// `--format` wins over the name, as its help says, and a name that says nothing (`-`,
/// `icon`, `icon.bin`) is not questioned; but `--format svg -o icon.png` would otherwise
/// put SVG text in a file every viewer opens as a PNG, silently.
enum OutputNameFormat {
  /// The image formats a name's extension is read as (any case), with how to name them.
  static let known: [(fileExtension: String, name: String)] = [
    ("png", "PNG"), ("svg", "SVG"), ("pdf", "PDF"), ("jpg", "JPEG"), ("jpeg", "JPEG"),
    ("gif", "GIF"), ("webp", "WebP"), ("tif", "TIFF"), ("tiff", "TIFF"), ("bmp", "BMP"),
    ("svgz", "gzip-compressed SVG"), ("eps", "EPS"), ("ps", "PostScript"), ("avif", "AVIF"), ("ico", "ICO"),
    ("icns", "ICNS"), ("heic", "HEIF"), ("heif", "HEIF"), ("jxl", "JPEG XL"), ("jp2", "JPEG 2000"),
  ]

  /// The warning for writing `format` (a `known` extension such as `svg`) to `output`,
  /// when the output's extension names a different known format; `nil` when it names the
  /// same one, none, or there is no output name (standard output or a default name).
  static func mismatchWarning(writing format: String, to output: String?) -> String? {
    guard let output, let suffix = fileExtension(of: output),
      let named = known.first(where: { $0.fileExtension == suffix }),
      let written = known.first(where: { $0.fileExtension == format })
    else { return nil }
    guard named.name != written.name else { return nil }
    return "writing \(written.name) to \(MessageQuotation.quoted(output)), whose name says \(named.name)"
  }

  /// The extension of `output`'s file name, lowercased (`x.PNG` gives `png`); `nil` when
  /// there is no name or it has none. The commands take their default format from it.
  static func fileExtension(of output: String?) -> String? {
    guard let output, let dot = output.lastIndex(of: ".") else { return nil }
    let suffix = output[output.index(after: dot)...]
    return suffix.contains("/") ? nil : suffix.lowercased()
  }
}
