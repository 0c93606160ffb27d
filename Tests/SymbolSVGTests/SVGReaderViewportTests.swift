import SymbolGeometry
import Testing

@testable import SymbolSVG

/// Percentages against the root's view box, in user units, not against its size in px.
@Suite struct SVGReaderViewportTests {
  @Test func percentagesAreOfTheRootViewBoxWhileTheDocumentKeepsItsPixelSize() throws {
    let document = try readSVG(
      "<rect width='50%' height='50%'/><svg x='10%'><rect width='100%' height='10'/></svg>",
      attributes: "width='300' height='100' viewBox='0 0 150 50'")
    #expect(document.width == 300 && document.height == 100)
    #expect(
      document.root.flattenedPaths.map { $0.path.path.transformed(by: $0.transform).bounds } == [
        Rect(minX: 0, minY: 0, maxX: 150, maxY: 50), Rect(minX: 30, minY: 0, maxX: 330, maxY: 20),
      ])
  }

  @Test func useWithoutASizeGivesTheSymbolTheViewBoxsSize() throws {
    let document = try readSVG(
      "<symbol id='i' viewBox='0 0 24 24'><rect width='24' height='24'/></symbol><use href='#i'/>",
      attributes: "width='48' height='48' viewBox='0 0 24 24'")
    let paths = document.root.flattenedPaths
    #expect(
      paths.map { $0.path.path.transformed(by: $0.transform).bounds } == [
        Rect(minX: 0, minY: 0, maxX: 48, maxY: 48)
      ])
  }
}
