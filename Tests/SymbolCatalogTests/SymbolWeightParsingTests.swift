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
