import ArgumentParser

/// Numbers as a person wrote them, for messages: `-1` rather than `-1.0`, and `nan` or
/// `inf` rather than the `null` JSON output must use for them.
enum NumberText {
  /// `number` in its shortest form.
  static func plain(_ number: Double) -> String {
    number.isFinite ? JSONWriter.format(number) : "\(number)"
  }

  /// Whether `text` is a hexadecimal number (`0x190`, `-0X1p4`) as Swift's `Double(_:)`
  /// reads one: after an optional sign, `0x` or `0X`.
  static func isHexadecimal(_ text: String) -> Bool {
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : text[...]
    return digits.hasPrefix("0x") || digits.hasPrefix("0X")
  }

  /// Reads a number option's value as decimal text, for `@Option(transform:)`.
  ///
  /// Swift's `Double(_:)` also reads hexadecimal (`0x190` is 400, `0x1p4` 16), which the
  /// README and the help do not offer and a reader of a script would not expect, so it is
  /// refused, as is text that is no number, with what is `accepted`; `nan` and `inf` pass,
  /// for the option's range check to name. A number past what a `Double` holds (`1e400`,
  /// `1e-400`) is refused here too: it reads as infinity or 0, and the range check would
  /// then quote a value the user did not write ("got 0").
  static func decimal(_ text: String, accepted: String) throws(ValidationError) -> Double {
    guard !isHexadecimal(text), let number = Double(text) else {
      let problem = isHexadecimal(text) ? "a hexadecimal number" : "not a number"
      throw ValidationError("\(problem); accepted: \(accepted), written in decimal")
    }
    if let problem = outOfRangeProblem(text, reading: number) {
      throw ValidationError("\(problem); accepted: \(accepted)")
    }
    return number
  }

  /// Why decimal `text` that Swift read as `number` is not that number: its magnitude is
  /// beyond a `Double`'s, so it became infinity, or 0 though a digit of its significand is
  /// not 0. `nil` when `number` is what the text says.
  private static func outOfRangeProblem(_ text: String, reading number: Double) -> String? {
    let significand = text.prefix { $0 != "e" && $0 != "E" }
    let spellsInfinity = significand.contains { $0 == "i" || $0 == "I" }
    if number.isInfinite && !spellsInfinity {
      return "a number too large to represent"
    }
    if number == 0 && significand.contains(where: { ("1"..."9").contains($0) }) {
      return "a number too close to 0 to represent"
    }
    return nil
  }

  /// What `--font-index` accepts, for its messages.
  static let acceptedFaceIndex = "a whole number from 0 (a face of the font file, counted from 0)"

  /// Reads a whole-number option's value as decimal text, for `@Option(transform:)`: the
  /// parser's own reading of an `Int` refused `1.5`, `0x1` or a number past `Int.max`
  /// without saying what is accepted. Negative numbers pass, for the option's range check.
  static func wholeNumber(_ text: String, accepted: String) throws(ValidationError) -> Int {
    if let number = Int(text) { return number }
    let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : text[...]
    let problem =
      if isHexadecimal(text) {
        "a hexadecimal number"
      } else if !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
        text.first == "-" ? "a negative number" : "too large"
      } else if let number = Double(text), number == number.rounded() {
        "a whole number written with a fraction or an exponent"
      } else if Double(text) != nil {
        "not a whole number"
      } else {
        "not a number"
      }
    throw ValidationError("\(problem); accepted: \(accepted), written in decimal")
  }
}
