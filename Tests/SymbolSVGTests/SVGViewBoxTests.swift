import SymbolGeometry
import SymbolSVG
import Testing

/// Parses `text` as a viewBox, expecting an error, and returns it.
private func viewBoxError(_ text: String) -> SVGAttributeError? {
  do throws(SVGAttributeError) {
    _ = try SVGViewBox.parse(text)
    return nil
  } catch {
    return error
  }
}

/// Parses `text` as preserveAspectRatio, expecting an error, and returns it.
private func aspectRatioError(_ text: String) -> SVGAttributeError? {
  do throws(SVGAttributeError) {
    _ = try SVGViewBox.AspectRatio.parse(text)
    return nil
  } catch {
    return error
  }
}

@Suite struct SVGViewBoxTests {
  let wideBox = SVGViewBox(minX: 0, minY: 0, width: 100, height: 50)
  let squareViewport = Rect(x: 0, y: 0, width: 200, height: 200)

  @Test func parsesSpacesAndCommas() throws {
    let expected = SVGViewBox(minX: -10, minY: 5.5, width: 100, height: 50)
    #expect(try SVGViewBox.parse("-10 5.5 100 50") == expected)
    #expect(try SVGViewBox.parse("-10,5.5,100,50") == expected)
    #expect(try SVGViewBox.parse("  -10 , 5.5\n100,\t50 ") == expected)
    #expect(try SVGViewBox.parse("-10 5.5 1e2 50").rect == Rect(x: -10, y: 5.5, width: 100, height: 50))
    #expect(try SVGViewBox.parse("0-1 2 3") == SVGViewBox(minX: 0, minY: -1, width: 2, height: 3))
  }

  @Test func rejectsWrongNumberCounts() {
    #expect(
      viewBoxError("0 0 100")?.description
        == "expected height in viewBox, found end of text at offset 7; "
        + "expected 4 numbers: min-x min-y width height")
    #expect(viewBoxError("")?.offset == 0)
    #expect(
      viewBoxError("0 0 100 50 7")?.description
        == "unexpected '7' after 4 numbers in viewBox at offset 11")
    #expect(viewBoxError("0,,0 100 50")?.offset == 2)
    #expect(viewBoxError("0 0 100 50px")?.offset == 10)
  }

  @Test func rejectsZeroOrNegativeSizes() {
    let zero = viewBoxError("0 0 0 50")
    #expect(zero?.problem == "viewBox width must be greater than 0, found 0.0")
    #expect(zero?.offset == 4)
    #expect(zero?.hint == "SVG disables rendering of an element with such a viewBox")
    #expect(viewBoxError("0 0 10 -5")?.offset == 7)
  }

  @Test func parsesPreserveAspectRatio() throws {
    #expect(try SVGViewBox.AspectRatio.parse("") == SVGViewBox.AspectRatio())
    #expect(try SVGViewBox.AspectRatio.parse("none").alignment == .none)
    #expect(
      try SVGViewBox.AspectRatio.parse(" xMinYMax  slice ")
        == SVGViewBox.AspectRatio(alignment: .xMinYMax, scaling: .slice))
    #expect(
      try SVGViewBox.AspectRatio.parse("defer xMaxYMid meet")
        == SVGViewBox.AspectRatio(alignment: .xMaxYMid, scaling: .meet))
    for alignment in SVGViewBox.Alignment.allCases {
      #expect(try SVGViewBox.AspectRatio.parse(alignment.rawValue).alignment == alignment)
    }
    #expect(SVGViewBox.Alignment.allCases.count == 10)
  }

  @Test func preserveAspectRatioErrors() {
    #expect(
      aspectRatioError("xmidymid")?.description
        == "unknown alignment 'xmidymid' in preserveAspectRatio at offset 0; accepted: none, "
        + "xMinYMin, xMidYMin, xMaxYMin, xMinYMid, xMidYMid, xMaxYMid, xMinYMax, xMidYMax, "
        + "xMaxYMax")
    #expect(
      aspectRatioError("xMidYMid stretch")?.description
        == "unknown option 'stretch' in preserveAspectRatio at offset 9; accepted: meet, slice")
    #expect(aspectRatioError("xMidYMid meet slice")?.offset == 14)
    #expect(aspectRatioError("defer")?.offset == 5)
  }

  @Test func midMeetCentresVertically() {
    let transform = wideBox.transform(into: squareViewport)
    #expect(transform == Transform(a: 2, b: 0, c: 0, d: 2, e: 0, f: 50))
  }

  @Test func minSliceCoversTheViewport() {
    let aspect = SVGViewBox.AspectRatio(alignment: .xMinYMin, scaling: .slice)
    let transform = wideBox.transform(into: squareViewport, aspectRatio: aspect)
    #expect(transform == Transform(a: 4, b: 0, c: 0, d: 4, e: 0, f: 0))
  }

  @Test func midSliceCentresTheOverhang() {
    let aspect = SVGViewBox.AspectRatio(alignment: .xMidYMid, scaling: .slice)
    let transform = wideBox.transform(into: squareViewport, aspectRatio: aspect)
    #expect(transform == Transform(a: 4, b: 0, c: 0, d: 4, e: -100, f: 0))
  }

  @Test func noneStretchesEachAxis() {
    let aspect = SVGViewBox.AspectRatio(alignment: .none, scaling: .slice)
    let transform = wideBox.transform(into: squareViewport, aspectRatio: aspect)
    #expect(transform == Transform(a: 2, b: 0, c: 0, d: 4, e: 0, f: 0))
  }

  @Test func maxMeetPushesToTheBottom() {
    let aspect = SVGViewBox.AspectRatio(alignment: .xMaxYMax, scaling: .meet)
    let transform = wideBox.transform(into: squareViewport, aspectRatio: aspect)
    #expect(transform == Transform(a: 2, b: 0, c: 0, d: 2, e: 0, f: 100))
    // A tall box shows the horizontal anchor instead.
    let tall = SVGViewBox(minX: 0, minY: 0, width: 50, height: 100)
    #expect(tall.transform(into: squareViewport, aspectRatio: aspect).e == 100)
  }

  @Test func cornersMapIntoTheViewport() {
    let box = SVGViewBox(minX: 10, minY: -20, width: 100, height: 50)
    let viewport = Rect(x: 5, y: 7, width: 200, height: 200)
    let transform = box.transform(into: viewport)
    // Scale 2; the 100-unit-high content is centred in 200, so it starts at 7 + 50.
    #expect(transform.apply(Point(10, -20)) == Point(5, 57))
    #expect(transform.apply(Point(110, 30)) == Point(205, 157))
    #expect(transform.apply(Point(60, 5)) == viewport.center)
    let stretched = box.transform(into: viewport, aspectRatio: .init(alignment: .none))
    #expect(stretched.apply(Point(10, -20)) == Point(5, 7))
    #expect(stretched.apply(Point(110, 30)) == Point(205, 207))
  }
}
