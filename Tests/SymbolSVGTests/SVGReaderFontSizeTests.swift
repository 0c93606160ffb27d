import SymbolGeometry
import Testing

@testable import SymbolSVG

/// `font-size` and the `em` and `ex` lengths that depend on it.
@Suite struct SVGReaderFontSizeTests {
  /// The width of the only rect, drawn `2em` wide under `attributes` on a `<g>` inside a
  /// root of `font-size: 10px`.
  func emWidth(_ attributes: String) throws -> Double? {
    let document = try readSVG(
      "<g \(attributes)><rect width='2em' height='1'/></g>",
      attributes: "width='100' height='100' font-size='10px'")
    return pathBounds(document).first??.width
  }

  @Test(
    arguments: [
      ("", 20.0), ("font-size='12'", 24), ("font-size='9pt'", 24), ("font-size='1.5em'", 30),
      ("font-size='2ex'", 20), ("font-size='150%'", 30), ("font-size='inherit'", 20),
      ("font-size='medium'", 32), ("font-size='x-large'", 48), ("font-size='xx-small'", 19.2),
      ("font-size='Larger'", 24), ("font-size='smaller'", 20 / 1.2), ("style='font-size: 4px'", 8),
    ] as [(String, Double)])
  func fontSizeResolvesAgainstTheParents(attributes: String, width: Double) throws {
    let actual = try #require(try emWidth(attributes))
    #expect(abs(actual - width) < 1e-9, "\(attributes)")
  }

  @Test func aStyleSheetSetsTheFontSizeAndItIsInheritedAsComputed() throws {
    // 2em of 10 is 20 at the group; the rect inherits 20, not `2em` again (which would be 40).
    let document = try readSVG(
      "<style>g { font-size: 2em }</style><g><rect width='1em' height='1ex'/></g>",
      attributes: "font-size='10'")
    #expect(pathBounds(document) == [Rect(minX: 0, minY: 0, maxX: 20, maxY: 10)])
  }

  @Test func aMaskTakesTheFontSizeComputedAlongItsOwnAncestors() throws {
    // The defs' 2em is of the root's 5: a 1em wide mask region is 10, not 2 × 16.
    let document = try readSVG(
      "<defs font-size='2em'><mask id='m' maskUnits='userSpaceOnUse' x='0' y='0' width='1em' height='1ex'/></defs>"
        + "<rect width='20' height='20' mask='url(#m)'/>", attributes: "font-size='5'")
    guard case .group(let group) = document.root.children.first else {
      Issue.record("expected the masked rect's group")
      return
    }
    #expect(group.mask?.region == Rect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test func theRootsSizeInEmUsesItsOwnFontSize() throws {
    let document = try readSVG("", attributes: "width='10em' height='4ex' font-size='8'")
    #expect(document.width == 80 && document.height == 16)
  }

  @Test(arguments: ["-1", "big", "10deg"])
  func aBadFontSizeIsAnErrorAtTheAttribute(value: String) {
    do {
      _ = try readSVG("<rect font-size='\(value)' width='1' height='1'/>")
      Issue.record("expected an attribute error")
    } catch {
      guard case .attribute(let element, let attribute, _, let column, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(element == "rect" && attribute == "font-size")
      #expect(column == 48, "at the attribute")
    }
  }
}
