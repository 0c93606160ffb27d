import SymbolCatalog
import Testing

struct SymbolWeightParsingTests {
  @Test func namesInAnyCaseAndDecimalNumbersAreWeights() {
    #expect(SymbolWeight(parsing: "Semibold") == .semibold)
    #expect(SymbolWeight(parsing: "450")?.value == 450)
    #expect(SymbolWeight(parsing: "4.5e2")?.value == 450)
    #expect(SymbolWeight(parsing: "+100") == .ultralight)
  }

  @Test func hexadecimalIsNotAWeight() {
    // Double(_:) reads each of these as a number in 100...900.
    for text in ["0x190", "0X190", "+0x190", "0x1.9p8"] {
      #expect(SymbolWeight(parsing: text) == nil, "\(text)")
    }
  }

  @Test func numbersOutsideTheRangeAndOtherTextAreNot() {
    for text in ["99", "901", "nan", "inf", "-400", "", "bold!", "400pt"] {
      #expect(SymbolWeight(parsing: text) == nil, "\(text)")
    }
  }
}

/// Rendering modes are read as weights and scales are: by name, in any case.
struct RenderingModeParsingTests {
  @Test func namesInAnyCaseAreModes() {
    for mode in RenderingMode.allCases {
      #expect(RenderingMode(parsing: mode.rawValue.uppercased()) == mode)
      #expect(RenderingMode(parsing: mode.rawValue.capitalized) == mode)
    }
    for text in ["", "mono", "multicolour", " palette", "palette!"] {
      #expect(RenderingMode(parsing: text) == nil, "\(text)")
    }
  }
}
