import SymbolRaster

/// Why ``SVGOutputSize`` cannot size a document's render.
public enum SVGOutputSizeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The document's intrinsic size (from the `<svg>` element's `width` and `height`, else
  /// its `viewBox`) is not positive and finite, or too small to scale by a finite factor.
  case unusableDocumentSize(width: Double, height: Double)
  /// The output would be `width`×`height` px (at least that, when a side is beyond what an
  /// `Int` holds), above `RasterError.maximumSide` a side or `RasterError.maximumPixels`.
  case tooLarge(width: Double, height: Double)

  /// What is wrong and what is accepted, without a remedy; callers that name their own
  /// options for the size add one.
  public var problem: String {
    switch self {
    case .unusableDocumentSize(let width, let height):
      "the document size \(Self.plain(width))×\(Self.plain(height)) px is not usable; the <svg> element's"
        + " width and height (or else its viewBox) must give a positive, finite size that scales to the"
        + " output by a finite factor"
    case .tooLarge(let width, let height):
      "the output would be \(Self.pixels(width))×\(Self.pixels(height)) px, above the limit of "
        + "\(RasterError.maximumSide) px a side and \(RasterError.maximumPixels / 1_048_576) megapixels"
    }
  }

  /// The problem, with a remedy for an output too large.
  public var description: String {
    switch self {
    case .unusableDocumentSize: problem
    case .tooLarge: problem + "; ask for a smaller size or scale"
    }
  }

  /// `number` as a person writes it: `100` rather than `100.0`; `nan` and `inf` as such.
  private static func plain(_ number: Double) -> String {
    number.isFinite && number == number.rounded() && abs(number) < 1e15
      ? String(Int(number + 0)) : "\(number)"
  }

  /// A whole pixel count, in full up to 10¹⁵ and in exponent form beyond.
  private static func pixels(_ value: Double) -> String {
    value < 1e15 ? String(Int(value)) : String(value)
  }
}
