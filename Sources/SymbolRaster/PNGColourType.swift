/// The PNG colour types, with the IHDR code as raw value.
enum PNGColourType: UInt8, Sendable {
  case gray = 0
  case rgb = 2
  case palette = 3
  case grayAlpha = 4
  case rgba = 6

  /// Samples per pixel.
  var channels: Int {
    switch self {
    case .gray, .palette: 1
    case .grayAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }

  /// The bit depths PNG defines for this colour type.
  var allowedBitDepths: Set<Int> {
    switch self {
    case .gray: [1, 2, 4, 8, 16]
    case .palette: [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: [8, 16]
    }
  }
}
