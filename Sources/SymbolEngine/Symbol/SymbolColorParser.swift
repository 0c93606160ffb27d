import SymbolCatalog
import SymbolGeometry
import SymbolSVG

/// Reads colours as DESIGN.md accepts them: CSS syntax (`#rgb`, `#rrggbb`, `#rrggbbaa`,
/// `rgb()`, `rgba()`, `hsl()`, `hsla()`, CSS names), the system colour names (`systemRed` ... `systemGray`,
/// also spelled `systemRedColor`, in any case like the CSS names) in the given appearance,
/// and `currentColor` / `foreground` for the foreground colour.
public enum SymbolColorParser {
  /// What a colour option accepts, for error messages.
  public static let acceptedSyntax =
    SVGColorParser.concreteColorSyntax + ", a system colour (systemRed, systemOrange, systemYellow,"
    + " systemGreen, systemMint, systemTeal, systemCyan, systemBlue, systemIndigo, systemPurple,"
    + " systemPink, systemBrown, systemGray), or currentColor/foreground"

  /// The colour `text` names; `foreground` stands for `currentColor` / `foreground`
  /// (keywords, like CSS's, in any case), by default the appearance's own foreground.
  public static func parse(
    _ text: String, appearance: Appearance = .light, foreground: Color? = nil, option: String = "color"
  ) throws(SymbolImageError) -> Color {
    let trimmed = text.trimmingWhitespace
    if ["currentcolor", "foreground"].contains(trimmed.lowercased()) {
      return foreground ?? appearance.defaultForeground
    }
    if let system = SystemColor(name: trimmed, ignoringCase: true) { return system.color(in: appearance) }
    do {
      return try SVGColorParser.parseColor(trimmed)
    } catch {
      // The parser's offset counts from the trimmed text, which the message does not quote.
      throw .invalidConfiguration(
        option: option, value: text, accepted: acceptedSyntax, problem: error.problem)
    }
  }

  /// A comma-separated list of colours (`red,#00ff00,rgb(0,0,255)`); commas inside
  /// parentheses do not split.
  public static func parseList(
    _ text: String, appearance: Appearance = .light, foreground: Color? = nil, option: String = "palette"
  ) throws(SymbolImageError) -> [Color] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(": depth += 1
      case ")": depth = max(depth - 1, 0)
      case "," where depth == 0:
        items.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(current)
    var colors: [Color] = []
    for (index, item) in items.enumerated() {
      guard !item.trimmingWhitespace.isEmpty else {
        throw .invalidConfiguration(
          option: option, value: text, accepted: "one or more colours separated by commas: " + acceptedSyntax,
          problem: "colour \(index + 1) of \(items.count) is empty")
      }
      colors.append(try parse(item, appearance: appearance, foreground: foreground, option: option))
    }
    return colors
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  fileprivate var trimmingWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
