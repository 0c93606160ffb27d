/// Numbers as a person wrote them, for messages: `-1` rather than `-1.0`, and `nan` or
/// `inf` rather than the `null` JSON output must use for them.
enum NumberText {
  /// `number` in its shortest form.
  static func plain(_ number: Double) -> String {
    number.isFinite ? JSONWriter.format(number) : "\(number)"
  }
}
