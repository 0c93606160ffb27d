import ArgumentParser
import SymbolFont

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

  /// One printed value.
  enum Value: Equatable {
    /// Text, or `nil` when the font stores none (printed as `null` in JSON).
    case text(String?)
    /// A number in font units or degrees.
    case number(Double)
  }

  func run() throws {
    let entries: [(key: String, value: Value)]
    do throws(FontError) {
      let face = try FontFace(path: font)
      entries = Self.entries(face: face, metrics: try face.metrics())
    } catch {
      // FontError's messages already name the file and what failed.
      StandardStream.error.write("error: \(error)\n")
      throw ExitCode.failure
    }
    StandardStream.output.write(json ? Self.json(entries) : Self.lines(entries))
  }

  /// The printed keys in order: what identifies the font first, then the metrics.
  static func entries(face: FontFace, metrics: FontMetrics) -> [(key: String, value: Value)] {
    [
      ("file", .text(face.path)),
      ("family", .text(face.familyName)),
      ("style", .text(face.styleName)),
      ("unitsPerEm", .number(Double(metrics.unitsPerEm))),
      ("ascender", .number(metrics.ascender)),
      ("descender", .number(metrics.descender)),
      ("lineGap", .number(metrics.lineGap)),
      ("capHeight", .number(metrics.capHeight)),
      ("capHeightSource", .text(metrics.capHeightSource.rawValue)),
      ("xHeight", .number(metrics.xHeight)),
      ("xHeightSource", .text(metrics.xHeightSource.rawValue)),
      ("weightClass", .number(Double(metrics.weightClass))),
      ("os2Version", .number(Double(metrics.os2Version))),
      ("italicAngle", .number(metrics.italicAngle)),
      ("stemWidth", .number(metrics.stemWidth)),
    ]
  }

  /// `key: value`, one per line; a missing name prints as `(none)`.
  static func lines(_ entries: [(key: String, value: Value)]) -> String {
    var text = ""
    for (key, value) in entries {
      switch value {
      case .text(let string): text += "\(key): \(string ?? "(none)")\n"
      case .number(let number): text += "\(key): \(format(number))\n"
      }
    }
    return text
  }

  /// One JSON object, a key per line, in the order of `entries`.
  static func json(_ entries: [(key: String, value: Value)]) -> String {
    let members = entries.map { key, value in
      let encoded: String
      switch value {
      case .text(let string?): encoded = quoted(string)
      case .text(nil): encoded = "null"
      case .number(let number): encoded = number.isFinite ? format(number) : "null"
      }
      return "  \(quoted(key)): \(encoded)"
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  /// A number rounded to a thousandth, without a fraction when it is whole, so that design
  /// values print as the integers the font stores (`2048`, not `2048.0`). Swift's shortest
  /// round-trip form of the rest is also valid JSON.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "\(number)" }
    let rounded = (number * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      // Adding zero turns -0 into 0.
      return String(Int(rounded + 0))
    }
    return "\(rounded)"
  }

  /// `string` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else passed through as UTF-8.
  static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
