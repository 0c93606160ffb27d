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
      when it is version 2 or later and stores a positive value no larger than the em; \
      otherwise they are measured on the outlines of H and x, and capHeightSource / \
      xHeightSource say which; a font of capitals only, with neither, has no x-height \
      (printed as (none), null in JSON), with a warning, and render --font takes it all the \
      same; a measured \
      cap height that is not above the baseline (an H drawn below it) is printed as \
      measured, with a warning that render --font refuses the font. The stem width is the horizontal \
      thickness of the stem of l (or I), measured at half its height; one more than a third \
      of the cap height, which no text font's is (a symbol or dingbat font maps pictures to \
      those letters), is printed with a warning that render --font does not match it. A collection (.ttc, \
      .otc) holds several faces: --font-index picks one, and faceIndex / faceCount say which \
      was read and how many there are. --json prints one object of the keys the text \
      prints, and warnings: what is printed on standard error, as info --json gives it.

      Exit status: 0 on success; 64 for a wrong command line; 1 when the file is missing, \
      unreadable or not a font, has no face --font-index, or a metric can be neither read nor measured, \
      or when standard output cannot be written (a full disk).
      """)

  @Argument(help: "The font file (TrueType or OpenType).")
  var font: String

  @Option(
    parsing: .unconditional,
    help:
      "Which face of a collection (.ttc, .otc) to read, counted from 0; a plain font has only face 0.",
    transform: { text in try NumberText.wholeNumber(text, accepted: NumberText.acceptedFaceIndex) })
  var fontIndex = 0

  @Flag(help: "Print one JSON object instead of key: value lines.")
  var json = false

  func validate() throws {
    // An empty FONT would be opened as "" and fail with "font file not found: ".
    if font.isEmpty { throw ValidationError("<font> needs a file name: the font file to read") }
    guard fontIndex >= 0 else {
      throw ValidationError(
        "--font-index must be 0 or more (a face of the font file, counted from 0); got \(fontIndex)")
    }
  }

  func run() throws {
    let entries: [(key: String, value: JSONWriter.Value)]
    let warnings: [String]
    do throws(FontError) {
      let face = try FontFace(path: font, faceIndex: fontIndex)
      let metrics = try face.metrics()
      entries = Self.entries(face: face, metrics: metrics)
      warnings = Self.warnings(metrics: metrics)
      for warning in warnings {
        StandardStream.error.write("warning: \(font): \(warning)\n")
      }
    } catch {
      // The file first, as `render --font` and this command's warnings name it.
      StandardStream.error.write(
        "error: \(error.path.map { "\($0): \(error.reason)" } ?? error.description)\n")
      throw ExitCode.failure
    }
    // In JSON the warnings are also a key, as in info --json, so a script need not read
    // standard error to learn that render --font refuses the font or leaves its stem unused.
    try StandardStream.output.writeResult(
      json ? JSONWriter().write(.object(entries + [("warnings", .strings(warnings))])) : Self.lines(entries))
  }

  /// The printed keys in order: what identifies the font first, then the metrics.
  ///
  /// Lengths are rounded to a thousandth of a unit, so design values print as the integers
  /// the font stores (`2048`, not `2048.0`).
  static func entries(face: FontFace, metrics: FontMetrics) -> [(key: String, value: JSONWriter.Value)] {
    let number = { (value: Double) in JSONWriter.Value.number((value * 1000).rounded() / 1000) }
    return [
      ("file", .optional(face.path)),
      ("faceIndex", .int(face.faceIndex)),
      ("faceCount", .int(face.faceCount)),
      ("family", .optional(face.familyName)),
      ("style", .optional(face.styleName)),
      ("unitsPerEm", .int(metrics.unitsPerEm)),
      ("ascender", number(metrics.ascender)),
      ("descender", number(metrics.descender)),
      ("lineGap", number(metrics.lineGap)),
      ("capHeight", number(metrics.capHeight)),
      ("capHeightSource", .optional(metrics.capHeightSource.rawValue)),
      ("xHeight", metrics.xHeight.map(number) ?? .null),
      ("xHeightSource", .optional(metrics.xHeightSource?.rawValue)),
      ("weightClass", .int(metrics.weightClass)),
      ("os2Version", .int(metrics.os2Version)),
      ("italicAngle", number(metrics.italicAngle)),
      ("stemWidth", number(metrics.stemWidth)),
    ]
  }

  /// What in the metrics is missing, or what `render --font` would refuse or leave unused:
  /// the values are printed as the font gives them, and these say why. Only a
  /// measured cap height can be at or below the baseline: a stored one of 0 or less is not
  /// used. A stem thicker than any text font's (a dingbat's disc) is not matched.
  static func warnings(metrics: FontMetrics) -> [String] {
    var warnings: [String] = []
    if let reason = metrics.xHeightUnavailable {
      warnings.append("no x-height: \(reason); render --font does not need one")
    }
    if !(metrics.capHeight > 0) {
      warnings.append(
        "the cap height measured from H is \(NumberText.plain(metrics.capHeight)), not above the baseline; "
          + "render --font refuses this font")
    }
    if SymbolFontMetrics.isImplausibleStem(metrics.stemWidth, capHeight: metrics.capHeight) {
      warnings.append(
        SymbolFontMetrics.implausibleStemReason(metrics.stemWidth, capHeight: metrics.capHeight)
          + "; render --font does not match the symbol's strokes to it")
    }
    return warnings
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
