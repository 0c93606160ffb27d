import SymbolGeometry

/// Why the raster stage refused an input; every case says what was wrong and what is
/// accepted.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A path coordinate (after the transform) is NaN or infinite.
  case nonFiniteCoordinate(pointIndex: Int, point: Point)
  /// A target size is zero, negative, or above the limit.
  case invalidSize(width: Int, height: Int)
  /// The flattened path has more line segments than the filler accepts.
  case tooComplex(segments: Int, limit: Int)
  /// A flattening tolerance is not a positive finite number.
  case invalidTolerance(Double)
  /// A pixel buffer's length or an image's size does not match what is required.
  case sizeMismatch(expected: String, got: String)
  /// A premultiplied pixel has a colour channel (0 red, 1 green, 2 blue) above its alpha.
  case channelAboveAlpha(x: Int, y: Int, channel: Int, value: UInt8, alpha: UInt8)
  /// A drawing needs `layers` offscreen layers (groups with an opacity, masks) of `pixels`
  /// pixels in all, more than `maximumLayerPixels`.
  case tooManyLayers(layers: Int, pixels: Int)
  /// A drawing nests `depth` offscreen layers, which are all held at once, of `pixels`
  /// pixels together with the image: more than `maximumOpenLayerPixels`.
  case layersTooDeep(depth: Int, pixels: Int)
  /// A clip rectangle has a side that is NaN.
  case invalidClip(Rect)

  /// The largest accepted width or height, in pixels.
  public static let maximumSide = 16_384
  /// The largest accepted pixel count (64 megapixels, an 8192×8192 image: 256 MiB as RGBA),
  /// so that a request can never exhaust memory.
  public static let maximumPixels = 64 * 1_048_576
  /// The largest accepted number of line segments after flattening one path.
  public static let maximumSegments = 16_000_000
  /// The most pixels of offscreen layers one drawing may clear and composite, about two
  /// seconds of work: a few kilobytes of SVG can expand to a million masked or translucent
  /// groups through references, each a layer as large as the image.
  public static let maximumLayerPixels = 1 << 31
  /// The most pixels of the image and the offscreen layers open inside one another at one
  /// time (1 GiB as RGBA): each nested group or mask holds its layer until it closes, so a
  /// thousand nested translucent groups covering a 1448 px image needed about 8 GiB.
  public static let maximumOpenLayerPixels = 1 << 28

  /// A sentence naming the problem and what is accepted.
  public var description: String {
    switch self {
    case .nonFiniteCoordinate(let index, let point):
      "path point \(index) is \(point) after transforming; coordinates must be finite numbers"
    case .invalidSize(let w, let h):
      "image size \(Self.sideText(w))×\(Self.sideText(h)) is not accepted; each side must be 1...\(Self.maximumSide) px "
        + "and the area at most \(Self.maximumPixels / 1_048_576) megapixels"
    case .tooComplex(let segments, let limit):
      "path flattens to \(segments) line segments; at most \(limit) are accepted"
    case .invalidTolerance(let t):
      "flattening tolerance \(t) is not accepted; it must be a positive finite number of pixels"
    case .sizeMismatch(let expected, let got):
      "got \(got) where \(expected) are required"
    case .channelAboveAlpha(let x, let y, let channel, let value, let alpha):
      "pixel (\(x), \(y)) has \(["red", "green", "blue"][min(max(channel, 0), 2)]) \(value) above its alpha "
        + "\(alpha); premultiplied colour channels must be at most the alpha"
    case .tooManyLayers(let layers, let pixels):
      "the drawing needs \(layers) offscreen layers (groups with an opacity, masks) of \(pixels) pixels in"
        + " all, more than the \(Self.maximumLayerPixels) pixels of layers accepted; draw it smaller, or with"
        + " fewer translucent or masked groups"
    case .layersTooDeep(let depth, let pixels):
      "the drawing nests \(depth) offscreen layers (groups with an opacity, masks) inside one another, which"
        + " with the image hold \(pixels) pixels, more than the \(Self.maximumOpenLayerPixels) pixels of layers"
        + " accepted at once; draw it smaller, or with fewer nested translucent or masked groups"
    case .invalidClip(let rect):
      "clip rectangle \(rect) is not accepted; its sides must be numbers (infinite sides reach as far as"
        + " the image)"
    }
  }

  /// `side` for a message. Sizes computed from a drawing saturate at `Int32.max` a side so
  /// that a huge scale cannot trap, so that value and above stand for a side at least that
  /// large, and are written so ("2147483647 or more") rather than as the exact size.
  public static func sideText(_ side: Int) -> String {
    side >= Int(Int32.max) ? "(\(Int32.max) or more)" : String(side)
  }

  /// Checks that no side of a clip rectangle is NaN (infinite sides are accepted: they
  /// reach as far as the target).
  public static func validate(clip: Rect) throws(RasterError) {
    guard !clip.minX.isNaN, !clip.minY.isNaN, !clip.maxX.isNaN, !clip.maxY.isNaN else {
      throw .invalidClip(clip)
    }
  }

  /// Checks that a target size is within the limits, so that every output (pixels or
  /// vector) refuses the same sizes.
  public static func validate(width: Int, height: Int) throws(RasterError) {
    guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide,
      width * height <= maximumPixels
    else { throw .invalidSize(width: width, height: height) }
  }
}
