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

  /// A positive view box so small (here subnormal) that the scale to its viewport overflows
  /// is refused by the reader, naming the viewBox and what is accepted, instead of reaching
  /// the renderer as NaN points; so is a nested one.
  @Test(arguments: [
    ("", "width='100' height='100' viewBox='0 0 1e-320 1e-320'", "'0 0 1e-320 1e-320': its width", "100"),
    ("", "width='100' height='100' viewBox='0 0 5 1e-320'", "'0 0 5 1e-320': its height", "100"),
    (
      "<svg width='20' height='20' viewBox='0 0 1e-310 1'/>", "width='100' height='100'",
      "'0 0 1e-310 1': its width", "20"
    ),
  ])
  func aViewBoxTooSmallForItsViewportIsRefused(
    body: String, attributes: String, value: String, extent: String
  ) {
    let axis = value.hasSuffix("height") ? "height" : "width"
    do {
      _ = try readSVG(body + "<rect width='5' height='5'/>", attributes: attributes)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.message
          == "<svg> viewBox: \(value) is too small for the viewport's \(axis) of \(extent): the scale from one "
          + "to the other exceeds 1e300; accepted: a \(axis) of at least \(extent) / 1e300")
    }
  }

  @Test func aViewBoxAtTheScaleLimitIsAccepted() throws {
    let document = try readSVG(
      "<rect width='1e-300' height='1e-300'/>", attributes: "width='1' height='1' viewBox='0 0 1e-300 1e-300'"
    )
    let bounds = document.root.flattenedPaths.map { $0.path.path.transformed(by: $0.transform).bounds }
    #expect(bounds.count == 1)
    #expect(isClose(bounds.first ?? nil, Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)))
  }
}
