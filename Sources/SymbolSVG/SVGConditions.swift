/// SVG's conditional processing attributes (SVG 2, section 5.8): `requiredExtensions` and
/// `systemLanguage` decide whether an element is drawn at all, and which child of a
/// `<switch>` is.
///
/// The reader supports no extension, so `requiredExtensions` holds only when absent; its
/// users are exports such as Adobe Illustrator's, which put their own private data in a
/// `<foreignObject requiredExtensions="…">` as the first child of a `<switch>` and the
/// drawing after it, for every other renderer to draw. `systemLanguage` holds when one of
/// its comma-separated language tags is English (`en`, `en-US`, …): output must not depend
/// on the machine's locale, and English is what a browser in its default configuration
/// matches. SVG 1.1's `requiredFeatures` is ignored, as SVG 2 and browsers ignore it. An
/// empty value of either attribute evaluates to false, as SVG 2 specifies.
enum SVGConditions {
  /// The language `systemLanguage` is matched against.
  static let language = "en"

  /// Whether `element`'s conditional processing attributes all hold.
  static func hold(for element: XMLElement) -> Bool {
    if element.attribute("requiredExtensions") != nil { return false }
    if let languages = element.attribute("systemLanguage") {
      let tags = languages.split(separator: ",").map { CSSDeclarationParser.trimmed(String($0)).lowercased() }
      return tags.contains { $0 == language || $0.hasPrefix(language + "-") }
    }
    return true
  }

  /// The child of a `<switch>` that is drawn: the first child element that draws something
  /// (not descriptive or animation content, nor another vocabulary's prefixed element)
  /// and whose conditions hold; `nil` when none does.
  static func chosenChild(of element: XMLElement) -> XMLElement? {
    element.childElements.first { child in
      let name = SVGReaderAttributes.localName(of: child)
      return !name.contains(":") && !ignoredInSwitch.contains(name) && hold(for: child)
    }
  }

  /// Children of a `<switch>` that are never the one drawn: descriptions, metadata and
  /// animations.
  static let ignoredInSwitch: Set<String> = [
    "title", "desc", "metadata", "animate", "animateMotion", "animateTransform", "set", "discard",
  ]
}
