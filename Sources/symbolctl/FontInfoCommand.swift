import ArgumentParser
import SymbolEngine

/// `symbolctl font-info`: prints the metrics symbol layout uses for a font file, as
/// `key: value` lines or as one JSON object.
struct FontInfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "font-info",
    abstract: "Print a font's metrics: em, vertical metrics, cap height, x-height, weight, stem width.",
    discussion: """
      Lengths are in font units, positive above the baseline (the descender is negative), \
      rounded to a thousandth of a unit. Cap height and x-height come from the OS/2 table \
      when it is version 2 or later; otherwise they are measured on the outlines of H and \
      x, and capHeightSource / xHeightSource say which. The stem width is the horizontal \
      thickness of the stem of l (or I), measured at half its height.

      Exit status: 0 on success; 64 for a wrong command line; 1 when the file is missing, \
      unreadable or not a font, or a metric can be neither read nor measured.
      """)

  @Argument(help: "The font file (TrueType or OpenType).")
  var font: String

  @Flag(help: "Print one JSON object instead of key: value lines.")
  var json = false

  func run() throws {
    let entries: [(key: String, value: JSONWriter.Value)]
    do throws(FontError) {
      let face = try FontFace(path: font)
      entries = Self.entries(face: face, metrics: try face.metrics())
    } catch {
      // FontError's messages already name the file and what failed.
      StandardStream.error.write("error: \(error)\n")
      throw ExitCode.failure
    }
    try StandardStream.output.writeResult(json ? JSONWriter().write(.object(entries)) : Self.lines(entries))
  }

  /// The printed keys in order: what identifies the font first, then the metrics.
  ///
  /// Lengths are rounded to a thousandth of a unit, so design values print as the integers
  /// the font stores (`2048`, not `2048.0`).
  static func entries(face: FontFace, metrics: FontMetrics) -> [(key: String, value: JSONWriter.Value)] {
    let number = { (value: Double) in JSONWriter.Value.number((value * 1000).rounded() / 1000) }
    return [
      ("file", .optional(face.path)),
      ("family", .optional(face.familyName)),
      ("style", .optional(face.styleName)),
      ("unitsPerEm", .int(metrics.unitsPerEm)),
      ("ascender", number(metrics.ascender)),
      ("descender", number(metrics.descender)),
      ("lineGap", number(metrics.lineGap)),
      ("capHeight", number(metrics.capHeight)),
      ("capHeightSource", .optional(metrics.capHeightSource.rawValue)),
      ("xHeight", number(metrics.xHeight)),
      ("xHeightSource", .optional(metrics.xHeightSource.rawValue)),
      ("weightClass", .int(metrics.weightClass)),
      ("os2Version", .int(metrics.os2Version)),
      ("italicAngle", number(metrics.italicAngle)),
      ("stemWidth", number(metrics.stemWidth)),
    ]
  }

  /// `key: value`, one per line; a missing name prints as `(none)`.
  static func lines(_ entries: [(key: String, value: JSONWriter.Value)]) -> String {
    var text = ""
    for (key, value) in entries {
      switch value {
      case .string(let string): text += "\(key): \(string)\n"
      case .null: text += "\(key): (none)\n"
      default: text += "\(key): \(JSONWriter().write(value))"
      }
    }
    return text
  }
}
