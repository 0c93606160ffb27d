import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// The encoder's filter costs, sixteen bytes at a time, against their plain byte-by-byte
/// form: every filter's sum must be equal, not only the choice.
@Suite struct PNGRowFilterTests {
  private func sums(
    _ current: [UInt8], _ previous: [UInt8], stride: Int
  ) -> (fast: SIMD8<Int>, plain: SIMD8<Int>) {
    current.withUnsafeBufferPointer { row in
      previous.withUnsafeBufferPointer { above in
        (
          PNGRowFilter.residualSums(current: row, previous: above, stride: stride),
          PNGRowFilter.residualSumsReference(current: row, previous: above, stride: stride)
        )
      }
    }
  }

  /// Random rows of every length up to 300 bytes and the strides of gray, gray+alpha and
  /// RGBA, from noise to near-flat rows (whose sums tie often, so the tie order shows).
  @Test func theVectorChoiceIsThePlainOne() {
    var rng = SplitMix64(seed: 17)
    for length in 1...300 {
      for stride in [1, 2, 4] {
        for spread in [255, 3, 0] {
          func row() -> [UInt8] {
            let base = UInt8.random(in: 0...255, using: &rng)
            return (0..<length).map { _ in base &+ UInt8(Int.random(in: 0...spread, using: &rng) & 255) }
          }
          let (current, previous) = (row(), row())
          let (fast, plain) = sums(current, previous, stride: stride)
          #expect(fast == plain, "length \(length), stride \(stride), spread \(spread)")
        }
      }
    }
  }

  /// Every filter type, written sixteen bytes at a time, equals the byte-by-byte definition
  /// and is undone by `unfilter`.
  @Test(arguments: [UInt8(0), 1, 2, 3, 4])
  func eachFilterMatchesItsDefinitionAndIsUndone(type: UInt8) {
    var rng = SplitMix64(seed: 29 + UInt64(type))
    for length in 1...200 {
      for stride in [1, 2, 4] {
        let current = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let previous = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var expected: [UInt8] = [type]
        for index in 0..<length {
          let left = index >= stride ? Int(current[index - stride]) : 0
          let up = Int(previous[index])
          let upLeft = index >= stride ? Int(previous[index - stride]) : 0
          let predicted: Int =
            switch type {
            case 1: left
            case 2: up
            case 3: (left + up) / 2
            case 4: Int(PNGRowFilter.paeth(left: UInt8(left), up: UInt8(up), upLeft: UInt8(upLeft)))
            default: 0
            }
          expected.append(current[index] &- UInt8(predicted))
        }
        var output = [UInt8](repeating: 0, count: length + 1)
        current.withUnsafeBufferPointer { row in
          previous.withUnsafeBufferPointer { above in
            output.withUnsafeMutableBufferPointer { out in
              PNGRowFilter.filter(
                current: row, previous: above, stride: stride, choice: .fixed(type), into: out)
            }
          }
        }
        #expect(output == expected, "type \(type), length \(length), stride \(stride)")
        var restored = Array(output.dropFirst())
        let undone = restored.withUnsafeMutableBufferPointer { row in
          previous.withUnsafeBufferPointer { above in
            PNGRowFilter.unfilter(type: type, row: row, previous: above, stride: stride)
          }
        }
        #expect(undone && restored == current, "type \(type), length \(length), stride \(stride)")
      }
    }
  }

  /// A row of 64 KiB whose bytes all read as −128, the largest magnitude, under every
  /// filter: the 16-bit partial sums must be emptied before they overflow.
  @Test func longRowsOfLargeResidualsDoNotOverflowThePartialSums() {
    let current = [UInt8](repeating: 128, count: 65_536)
    let (fast, plain) = sums(current, [UInt8](repeating: 0, count: 65_536), stride: 4)
    #expect(fast == plain)
    #expect(fast[0] == 128 * 65_536)
  }
}
