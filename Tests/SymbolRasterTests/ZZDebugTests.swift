import SymbolGeometry
import Testing

@testable import SymbolRaster

@Suite struct ZZDebugTests {
  @Test func debugTiny() throws {
    for (x, y) in [(0.1, 0.1), (1.3, 0.1), (0.1, 1.3), (2.6, 2.6)] {
      let path = rectPath(x, y, x + 0.5, y + 0.5)
      let m = try render(path, width: 4, height: 4)
      print(x, y, m.pixels, m.coveredArea)
    }
  }
}
