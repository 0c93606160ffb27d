import SymbolGeometry
import Testing

@testable import SymbolSVG

/// `<switch>` and the conditional processing attributes, as browsers draw them.
@Suite struct SVGConditionalProcessingTests {
  /// Adobe Illustrator's export: its private data in a `foreignObject` that requires its
  /// extension, then the drawing, which every other renderer draws. It used to be skipped
  /// with a warning, drawing nothing.
  @Test func aSwitchDrawsTheFirstChildWhoseConditionsHold() throws {
    let document = try readSVG(
      """
      <switch>
        <foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1"/>
        <title>ignored</title>
        <g><rect x="1" y="2" width="3" height="4"/></g>
        <rect x="20" y="20" width="5" height="5"/>
      </switch>
      """, options: SVGReadOptions(strict: true))
    #expect(pathBounds(document) == [Rect(minX: 1, minY: 2, maxX: 4, maxY: 6)])
  }

  @Test func systemLanguageMatchesEnglishOnly() throws {
    let document = try readSVG(
      """
      <switch>
        <rect systemLanguage="fr, de" width="1" height="1"/>
        <rect systemLanguage="" width="2" height="2"/>
        <rect systemLanguage="de,en-GB" width="3" height="3"/>
        <rect width="4" height="4"/>
      </switch>
      <rect systemLanguage="fr" x="10" width="5" height="5"/>
      <rect systemLanguage="EN" x="20" width="6" height="6"/>
      <circle requiredExtensions="" cx="50" cy="50" r="1"/>
      """)
    #expect(
      pathBounds(document) == [
        Rect(minX: 0, minY: 0, maxX: 3, maxY: 3), Rect(minX: 20, minY: 0, maxX: 26, maxY: 6),
      ])
  }

  /// A switch is a group: its transform and opacity apply to the child drawn, and a switch
  /// none of whose children holds draws nothing, without a warning.
  @Test func aSwitchIsAGroup() throws {
    let document = try readSVG(
      """
      <switch transform="translate(10 0)"><rect width="1" height="1"/></switch>
      <switch><rect systemLanguage="fr" width="1" height="1"/></switch>
      """, options: SVGReadOptions(strict: true))
    #expect(pathBounds(document) == [Rect(minX: 10, minY: 0, maxX: 11, maxY: 1)])
  }
}
