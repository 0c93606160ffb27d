import Testing

@testable import SymbolGeometry

/// The stroker's point limit: an outline that would pass it is refused before it is built
/// in full, so memory stays bounded whatever the input. (Before the limit, a centre-line of
/// millions of vertices with round joins built its whole outline, 16 GB for a 50 MB path,
/// before the filler refused it.)
@Suite("Stroking: the point limit")
struct StrokeLimitTests {
  /// A wide round-joined stroke that turns back on itself `count` times: each reversal
  /// takes a half turn of chords, drawn by one side of the outline.
  private func zigzag(_ count: Int) -> (Path, StrokeStyle) {
    var path = Path()
    path.move(to: Point(0, 0))
    for index in 0..<count { path.line(to: Point(index.isMultiple(of: 2) ? 1 : 0, 0)) }
    return (path, StrokeStyle(width: 40, join: .round))
  }

  @Test func anOutlineWithinTheLimitIsTheUnlimitedOne() throws {
    let (path, style) = zigzag(100)
    let unlimited = try Stroker.stroke(path, style: style)
    #expect(unlimited.points.count > 5_000, "each reversal is a half turn of chords")
    let limited = try Stroker.stroke(path, style: style, pointLimit: unlimited.points.count + 10)
    #expect(limited.points == unlimited.points && limited.verbs == unlimited.verbs)
  }

  @Test func anOutlinePastTheLimitIsRefused() throws {
    let (path, style) = zigzag(50)
    let count = try Stroker.stroke(path, style: style).points.count
    #expect(throws: StrokeError.tooComplex(limit: count / 2)) {
      try Stroker.stroke(path, style: style, pointLimit: count / 2)
    }
    // The outliner stops at the limit rather than finishing the outline it will not return.
    let (longer, _) = zigzag(5_000)
    var outliner = StrokeOutliner(style: style, arcTolerance: 0.005, pointLimit: count / 2)
    for polyline in try StrokePolyline.polylines(from: longer, tolerance: 0.005, pointLimit: .max) {
      outliner.add(polyline)
    }
    #expect(outliner.isOverLimit)
    #expect(outliner.path.points.count <= count / 2)
  }

  /// Curves flattened very finely count against the limit before any outline is built.
  @Test func aFinelyFlattenedCentreLineIsRefused() throws {
    let path = parsed("M0 0 C100 0 100 100 0 100 C-100 100 -100 0 0 0")
    let style = StrokeStyle(width: 1)
    let polylines = try StrokePolyline.polylines(from: path, tolerance: 1e-6, pointLimit: .max)
    let vertices = polylines.reduce(0) { $0 + $1.points.count }
    #expect(vertices > 2_000)
    #expect(throws: StrokeError.tooComplex(limit: 1_000)) {
      try StrokePolyline.polylines(from: path, tolerance: 1e-6, pointLimit: 1_000)
    }
    #expect(throws: StrokeError.tooComplex(limit: 1_000)) {
      try Stroker.stroke(path, style: style, tolerance: 2e-6, pointLimit: 1_000)
    }
  }

  @Test func theErrorNamesTheLimit() {
    let message = StrokeError.tooComplex(limit: Stroker.maxOutlinePoints).description
    #expect(message.contains("more than 16000000 points; at most 16000000 are accepted"), "\(message)")
  }
}
