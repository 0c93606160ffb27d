import Testing

@testable import SymbolGeometry

/// `Rect` keeps its minimum at or below its maximum whatever it is asked.
struct RectTests {
  @Test func insetGrowsOrShrinksEverySide() {
    let rect = Rect(minX: 0, minY: 0, maxX: 10, maxY: 4)
    #expect(rect.insetBy(1) == Rect(minX: 1, minY: 1, maxX: 9, maxY: 3))
    #expect(rect.insetBy(-2) == Rect(minX: -2, minY: -2, maxX: 12, maxY: 6))
  }

  /// Shrunk by more than half a side, a rectangle turned inside out (minimum past maximum).
  @Test func insetPastHalfASideCollapsesOntoTheCentreLine() {
    let rect = Rect(minX: 0, minY: 0, maxX: 10, maxY: 4)
    #expect(rect.insetBy(3) == Rect(minX: 3, minY: 2, maxX: 7, maxY: 2))
    #expect(rect.insetBy(100) == Rect(minX: 5, minY: 2, maxX: 5, maxY: 2))
  }
}
