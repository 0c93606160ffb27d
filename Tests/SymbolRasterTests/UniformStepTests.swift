import Testing

@testable import SymbolRaster

/// The step reciprocals are written out as literals; each must be exactly the double that
/// dividing would give.
@Suite struct UniformStepTests {
  @Test func eachReciprocalIsOneOverItsIndex() {
    let table = UniformStep.reciprocals
    #expect(table.count == 65)
    #expect(table.first == 1)
    for k in 1..<table.count { #expect(table[k] == 1 / Double(k), "1/\(k)") }
  }
}
