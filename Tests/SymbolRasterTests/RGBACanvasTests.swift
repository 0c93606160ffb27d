import Foundation
import SymbolGeometry
import SymbolTestSupport
import Testing

@testable import SymbolRaster

/// The premultiplied RGBA canvas: creation, src-over and destination-out fills, layers, PNG output.
@Suite struct RGBACanvasTests {
  // MARK: - Independent reference arithmetic

  /// A premultiplied pixel as plain integers.
  struct RGBA: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int
    var a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    init(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
      self.init(Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }
    var channels: [Int] { [r, g, b, a] }
    var description: String { "(\(r), \(g), \(b), \(a))" }
  }

  /// `x / 255` rounded to nearest (255 is odd, so there are no ties for integers).
  static func div255(_ x: Int) -> Int { (x + 127) / 255 }

  /// A straight colour at an opacity, premultiplied with integer rounding.
  static func premultiplied(_ color: Color, opacity: Double = 1) -> RGBA {
    let a = Int((Double(color.alpha) * opacity).rounded())
    return RGBA(
      div255(Int(color.red) * a), div255(Int(color.green) * a), div255(Int(color.blue) * a), a)
  }

  /// Integer premultiplied src-over of `paint` at coverage `c` onto `dst`.
  static func sourceOver(_ paint: RGBA, coverage c: Int, onto dst: RGBA) -> RGBA {
    let sa = div255(paint.a * c)
    let keep = 255 - sa
    return RGBA(
      div255(paint.r * c) + div255(dst.r * keep), div255(paint.g * c) + div255(dst.g * keep),
      div255(paint.b * c) + div255(dst.b * keep), sa + div255(dst.a * keep))
  }

  /// Exact premultiplied src-over, in levels, of a straight `color` at `opacity` and
  /// coverage `c` onto the premultiplied `dst`.
  static func exactSourceOver(_ color: Color, opacity: Double, coverage c: Int, onto dst: RGBA) -> [Double] {
    let alpha = Double(color.alpha) * opacity * Double(c) / (255 * 255)
    let straight = [color.red, color.green, color.blue].map(Double.init) + [255]
    return (0..<4).map { k in straight[k] * alpha + Double(dst.channels[k]) * (1 - alpha) }
  }

  static func maxChannelDifference(_ a: RGBA, _ b: RGBA) -> Int {
    zip(a.channels, b.channels).map { abs($0 - $1) }.max() ?? 0
  }

  static func coverage(
    of path: Path, rule: FillRule = .nonZero, width: Int, height: Int
  ) throws -> CoverageMask {
    var mask = try CoverageMask(width: width, height: height)
    try Rasterizer().fill(path, rule: rule, into: &mask)
    return mask
  }

  static func union(_ paths: Path...) -> Path {
    var result = Path()
    for p in paths { result.append(p) }
    return result
  }

  /// A wobbly closed shape of cubics with curved, fractional edges everywhere.
  static func blob(_ rng: inout SplitMix64, width: Int, height: Int) -> Path {
    var b = PathBuilder()
    let (cx, cy) = (Double(width) / 2, Double(height) / 2)
    let radius = Double(min(width, height)) * 0.45
    func point(_ t: Double, _ rng: inout SplitMix64) -> Point {
      let r = radius * Double.random(in: 0.3...1.1, using: &rng)
      return Point(cx + r * cos(t), cy + r * sin(t))
    }
    b.move(to: point(0, &rng))
    let steps = 6
    for i in 1...steps {
      let t = Double(i) / Double(steps) * 2 * Double.pi
      let dt = 2 * Double.pi / Double(steps)
      b.cubic(
        to: point(t, &rng), control1: point(t - dt * 2 / 3, &rng), control2: point(t - dt / 3, &rng))
    }
    b.close()
    return b.path
  }

  // MARK: - Creation

  @Test func backgroundIsStoredPremultipliedInEveryPixel() throws {
    let cases: [(Color, RGBA)] = [
      (Color(red: 255, green: 0, blue: 0, alpha: 128), RGBA(128, 0, 0, 128)),
      (Color(red: 10, green: 200, blue: 255), RGBA(10, 200, 255, 255)),
      (Color(red: 100, green: 50, blue: 200, alpha: 51), RGBA(20, 10, 40, 51)),
      (Color(red: 255, green: 255, blue: 255, alpha: 1), RGBA(1, 1, 1, 1)),
      (Color(red: 200, green: 100, blue: 50, alpha: 0), RGBA(0, 0, 0, 0)),
      (.clear, RGBA(0, 0, 0, 0)),
    ]
    for (color, expected) in cases {
      let canvas = try RGBACanvas(width: 7, height: 5, background: color)
      #expect(canvas.width == 7 && canvas.height == 5)
      #expect(canvas.pixels.count == 7 * 5 * 4)
      for y in 0..<5 {
        for x in 0..<7 where RGBA(canvas[x, y]) != expected {
          Issue.record("background \(color) at \(x),\(y): \(RGBA(canvas[x, y])) != \(expected)")
          return
        }
      }
      // The subscript and the raw bytes agree on the channel order.
      #expect(Array(canvas.pixels[0..<4]) == expected.channels.map { UInt8($0) })
    }
    let transparent = try RGBACanvas(width: 3, height: 3)
    #expect(transparent.pixels.allSatisfy { $0 == 0 })
  }

  @Test(arguments: [
    (0, 1), (1, 0), (0, 0), (-1, 5), (5, -1), (Int.min, 1), (1, Int.min), (Int.max, Int.max),
    (16_385, 1), (1, 16_385), (16_384, 4_097), (8_193, 8_192), (16_384, 16_384),
  ])
  func sizesOutsideTheLimitsThrow(width: Int, height: Int) {
    #expect(throws: RasterError.invalidSize(width: width, height: height)) {
      try RGBACanvas(width: width, height: height)
    }
  }

  @Test func sizesAtTheLimitsAreAccepted() throws {
    let wide = try RGBACanvas(width: RasterError.maximumSide, height: 1)
    #expect(wide.pixels.count == RasterError.maximumSide * 4)
    let tall = try RGBACanvas(width: 1, height: RasterError.maximumSide, background: .white)
    #expect(RGBA(tall[0, RasterError.maximumSide - 1]) == RGBA(255, 255, 255, 255))
    let one = try RGBACanvas(width: 1, height: 1)
    #expect(one.pixels == [0, 0, 0, 0])
    // Exactly 64 megapixels is accepted (checked without allocating 256 MiB).
    #expect(throws: Never.self) { try RasterError.validate(width: 8_192, height: 8_192) }
    #expect(throws: Never.self) { try RasterError.validate(width: 16_384, height: 4_096) }
    #expect(throws: Never.self) { try RasterError.validate(width: 4_096, height: 16_384) }
  }

  // MARK: - Source-over

  /// Opaque paint over a transparent canvas: alpha is the coverage, colour is premultiplied.
  func checkOpaqueFill(
    _ path: Path, rule: FillRule = .nonZero, color: Color, width: Int, height: Int
  ) throws {
    let mask = try Self.coverage(of: path, rule: rule, width: width, height: height)
    var canvas = try RGBACanvas(width: width, height: height)
    try Rasterizer().fill(path, rule: rule, color: color, into: &canvas)
    let paint = Self.premultiplied(color)
    var (inside, edge, outside) = (0, 0, 0)
    for y in 0..<height {
      for x in 0..<width {
        let p = RGBA(canvas[x, y])
        let m = Int(mask[x, y])
        switch m {
        case 0:
          outside += 1
          #expect(p == RGBA(0, 0, 0, 0), "outside pixel \(x),\(y) was touched: \(p)")
        case 255:
          inside += 1
          #expect(p == paint, "interior pixel \(x),\(y): \(p) != \(paint)")
        default:
          edge += 1
          #expect(abs(p.a - m) <= 1, "edge pixel \(x),\(y): alpha \(p.a), coverage \(m)")
          #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a, "edge pixel \(x),\(y) not premultiplied: \(p)")
          let expected = RGBA(
            Self.div255(paint.r * m), Self.div255(paint.g * m), Self.div255(paint.b * m), m)
          #expect(Self.maxChannelDifference(p, expected) <= 1, "edge pixel \(x),\(y): \(p) vs \(expected)")
        }
      }
    }
    // The shape must really have interior, edge and untouched pixels for the test to mean anything.
    #expect(inside > 0 && edge > 0 && outside > 0, "inside \(inside), edge \(edge), outside \(outside)")
  }

  @Test func opaqueFillOverTransparentMatchesTheCoverageMask() throws {
    let color = Color(red: 200, green: 100, blue: 50)
    try checkOpaqueFill(circlePath(20.3, 19.7, 12.4), color: color, width: 40, height: 40)
    try checkOpaqueFill(rectPath(3.25, 2.6, 33.7, 17.1), color: color, width: 37, height: 23)
    // Clipped at every side, with a width that is not a multiple of the sweep's block width.
    try checkOpaqueFill(circlePath(15.5, 12.2, 16.3), color: .white, width: 29, height: 27)
    // Several bands (the target is above `Rasterizer.singleBandCellLimit`) and long
    // constant spans.
    try checkOpaqueFill(
      circlePath(210.4, 160.6, 150.2), color: Color(red: 1, green: 254, blue: 77), width: 421, height: 330)
    var rng = SplitMix64(seed: 11)
    for _ in 0..<10 {
      let color = Color(
        red: .random(in: 0...255, using: &rng), green: .random(in: 0...255, using: &rng),
        blue: .random(in: 0...255, using: &rng))
      try checkOpaqueFill(Self.blob(&rng, width: 50, height: 44), color: color, width: 50, height: 44)
    }
  }

  @Test func fillAtHalfOpacityOverWhiteHasExactValues() throws {
    let color = Color(red: 200, green: 100, blue: 50)
    let path = Self.union(rectPath(4.3, 3.7, 30.6, 20.2), circlePath(30, 28, 8.6))
    let (width, height) = (40, 40)
    let mask = try Self.coverage(of: path, width: width, height: height)
    var canvas = try RGBACanvas(width: width, height: height, background: .white)
    try Rasterizer().fill(path, color: color, opacity: 0.5, into: &canvas)

    // Full coverage at half opacity over white is exactly (c + 255) / 2 = 227.5, 177.5 and
    // 152.5, rounded once (half up). Rounding the paint to 8 bits first (alpha 128, colour
    // 100, 50, 25) and each term on its own gave 227, 177 and 152.
    #expect(RGBA(canvas[10, 10]) == RGBA(228, 178, 153, 255))
    #expect(RGBA(canvas[0, 0]) == RGBA(255, 255, 255, 255))

    let white = RGBA(255, 255, 255, 255)
    for y in 0..<height {
      for x in 0..<width {
        let exact = Self.exactSourceOver(color, opacity: 0.5, coverage: Int(mask[x, y]), onto: white)
        let p = RGBA(canvas[x, y])
        for k in 0..<4 {
          #expect(abs(Double(p.channels[k]) - exact[k]) <= 0.5, "pixel \(x),\(y): \(p) vs \(exact)")
        }
        #expect(p.a == 255, "src-over onto opaque must stay opaque at \(x),\(y)")
      }
    }
  }

  @Test func translucentPaintOverTranslucentBackgroundMatchesADoubleReference() throws {
    var rng = SplitMix64(seed: 23)
    let (width, height) = (48, 40)
    var worst = 0.0
    for round in 0..<16 {
      func randomColor(_ alpha: ClosedRange<UInt8>) -> Color {
        Color(
          red: .random(in: 0...255, using: &rng), green: .random(in: 0...255, using: &rng),
          blue: .random(in: 0...255, using: &rng), alpha: .random(in: alpha, using: &rng))
      }
      let background = round == 0 ? Color(red: 30, green: 160, blue: 220, alpha: 100) : randomColor(1...255)
      let color = round == 0 ? Color(red: 240, green: 20, blue: 90, alpha: 180) : randomColor(1...255)
      let opacity = round == 0 ? 0.8 : Double.random(in: 0.05...1, using: &rng)
      let path = Self.blob(&rng, width: width, height: height)
      let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
      let mask = try Self.coverage(of: path, rule: rule, width: width, height: height)
      var canvas = try RGBACanvas(width: width, height: height, background: background)
      try Rasterizer().fill(path, rule: rule, color: color, opacity: opacity, into: &canvas)

      // Exact src-over in doubles, of the straight colour at its opacity onto the 8-bit
      // premultiplied background the canvas holds. The canvas rounds each channel once, so
      // it may differ by half a level, plus what the paint's weight in 1/65536 adds.
      let dst = Self.premultiplied(background)
      for y in 0..<height {
        for x in 0..<width {
          let exact = Self.exactSourceOver(color, opacity: opacity, coverage: Int(mask[x, y]), onto: dst)
          let p = RGBA(canvas[x, y]).channels
          for k in 0..<4 {
            let reference = exact[k]
            let error = abs(Double(p[k]) - reference)
            worst = max(worst, error)
            if error > 0.51 {
              let message =
                "round \(round) pixel \(x),\(y) channel \(k): \(p[k]) vs \(reference) "
                + "(paint \(color) × \(opacity), background \(background), coverage \(mask[x, y]))"
              Issue.record(Comment(rawValue: message))
              return
            }
          }
          #expect(p[0] <= p[3] && p[1] <= p[3] && p[2] <= p[3], "pixel \(x),\(y) not premultiplied: \(p)")
        }
      }
    }
    // One rounding: half a level, and 255/65536 at most from the weight.
    #expect(worst <= 0.51, "worst channel error \(worst)")
  }

  @Test func fillOpacityIsClampedAndNaNPaintsNothing() throws {
    let path = circlePath(8.2, 7.7, 5.6)
    let color = Color(red: 120, green: 200, blue: 40, alpha: 190)
    let rasterizer = try Rasterizer()
    let background = Color(red: 10, green: 20, blue: 30, alpha: 40)
    var full = try RGBACanvas(width: 16, height: 16, background: background)
    try rasterizer.fill(path, color: color, opacity: 1, into: &full)
    for opacity in [1.5, 2, Double.infinity] {
      var canvas = try RGBACanvas(width: 16, height: 16, background: background)
      try rasterizer.fill(path, color: color, opacity: opacity, into: &canvas)
      #expect(canvas == full, "opacity \(opacity)")
    }
    let untouched = try RGBACanvas(width: 16, height: 16, background: background)
    for opacity in [0, -0.5, -Double.infinity, Double.nan] {
      var canvas = untouched
      try rasterizer.fill(path, color: color, opacity: opacity, into: &canvas)
      #expect(canvas == untouched, "opacity \(opacity)")
    }
  }

  // MARK: - Destination-out

  @Test func clearKnocksOutACircleFromASquare() throws {
    let (width, height) = (40, 40)
    let color = Color(red: 20, green: 120, blue: 220)
    let paint = Self.premultiplied(color)
    let square = rectPath(4, 4, 36, 36)
    let hole = circlePath(20.2, 19.6, 10.3)
    let rasterizer = try Rasterizer()
    var canvas = try RGBACanvas(width: width, height: height)
    try rasterizer.fill(square, color: color, into: &canvas)
    try rasterizer.fill(hole, color: .black, blend: .clear, into: &canvas)
    let mask = try Self.coverage(of: hole, width: width, height: height)

    var (cleared, ring, edge) = (0, 0, 0)
    for y in 0..<height {
      for x in 0..<width {
        let p = RGBA(canvas[x, y])
        let inSquare = (4..<36).contains(x) && (4..<36).contains(y)
        let m = Int(mask[x, y])
        if !inSquare {
          #expect(p == RGBA(0, 0, 0, 0), "pixel \(x),\(y) outside the square: \(p)")
        } else if m == 255 {
          cleared += 1
          #expect(p == RGBA(0, 0, 0, 0), "knocked-out pixel \(x),\(y): \(p)")
        } else if m == 0 {
          ring += 1
          #expect(p == paint, "ring pixel \(x),\(y): \(p)")
        } else {
          edge += 1
          let keep = 255 - m
          let expected = RGBA(
            Self.div255(paint.r * keep), Self.div255(paint.g * keep), Self.div255(paint.b * keep), keep)
          #expect(abs(p.a - keep) <= 1, "edge pixel \(x),\(y): alpha \(p.a), 255 − coverage \(keep)")
          #expect(Self.maxChannelDifference(p, expected) <= 1, "edge pixel \(x),\(y): \(p) vs \(expected)")
        }
      }
    }
    #expect(cleared > 200 && ring > 200 && edge > 20, "cleared \(cleared), ring \(ring), edge \(edge)")
  }

  @Test func clearScalesWithPaintAlphaAndOpacity() throws {
    let background = Color(red: 90, green: 180, blue: 30, alpha: 200)
    let bg = Self.premultiplied(background)
    let square = rectPath(2, 2, 6, 6)
    for (color, opacity) in [(Color.black, 0.5), (Color(red: 255, green: 0, blue: 0, alpha: 64), 1.0)] {
      var canvas = try RGBACanvas(width: 8, height: 8, background: background)
      try Rasterizer().fill(square, color: color, opacity: opacity, blend: .clear, into: &canvas)
      let erase = Int((Double(color.alpha) * opacity).rounded())
      let keep = 255 - erase
      let expected = RGBA(
        Self.div255(bg.r * keep), Self.div255(bg.g * keep), Self.div255(bg.b * keep), Self.div255(bg.a * keep)
      )
      #expect(
        Self.maxChannelDifference(RGBA(canvas[3, 3]), expected) <= 1, "\(RGBA(canvas[3, 3])) vs \(expected)")
      #expect(RGBA(canvas[0, 0]) == bg)
    }
    // A fully transparent paint erases nothing.
    var canvas = try RGBACanvas(width: 8, height: 8, background: background)
    let before = canvas
    try Rasterizer().fill(square, color: .clear, blend: .clear, into: &canvas)
    #expect(canvas == before)
  }

  // MARK: - Layers

  @Test func groupOpacityAppliesToTheGroupAsAWhole() throws {
    let color = Color(red: 200, green: 40, blue: 10)
    let a = rectPath(4, 4, 24, 24)
    let b = rectPath(14, 14, 34, 34)
    let rasterizer = try Rasterizer()
    for background in [Color.clear, Color.white] {
      var grouped = try RGBACanvas(width: 40, height: 40, background: background)
      try grouped.withLayer(opacity: 0.5) { layer in
        try rasterizer.fill(a, color: color, into: &layer)
        try rasterizer.fill(b, color: color, into: &layer)
      }
      let onlyA = RGBA(grouped[6, 6])
      let overlap = RGBA(grouped[18, 18])
      let onlyB = RGBA(grouped[30, 30])
      #expect(onlyA == overlap && overlap == onlyB, "\(onlyA) \(overlap) \(onlyB) over \(background)")
      let bg = Self.premultiplied(background)
      let expected = Self.sourceOver(Self.premultiplied(color, opacity: 0.5), coverage: 255, onto: bg)
      #expect(Self.maxChannelDifference(overlap, expected) <= 1, "\(overlap) vs \(expected)")
      #expect(RGBA(grouped[1, 1]) == bg)
      #expect(RGBA(grouped[30, 6]) == bg)

      var direct = try RGBACanvas(width: 40, height: 40, background: background)
      try rasterizer.fill(a, color: color, opacity: 0.5, into: &direct)
      try rasterizer.fill(b, color: color, opacity: 0.5, into: &direct)
      #expect(Self.maxChannelDifference(RGBA(direct[6, 6]), onlyA) <= 1)
      #expect(Self.maxChannelDifference(RGBA(direct[30, 30]), onlyB) <= 1)
      let directOverlap = RGBA(direct[18, 18])
      if background == .clear {
        // Over transparency the overlap is more opaque: 128 + 128 × 127 / 255 = 192.
        #expect(directOverlap.a > overlap.a + 50, "\(directOverlap) vs \(overlap)")
        #expect(abs(directOverlap.a - 192) <= 1)
      } else {
        // Over white the overlap is darker in green and blue (red is already near 255).
        #expect(
          directOverlap.g < overlap.g - 40 && directOverlap.b < overlap.b - 40,
          "\(directOverlap) vs \(overlap)")
      }
    }
  }

  @Test func nestedLayersMultiplyOpacities() throws {
    let color = Color(red: 200, green: 100, blue: 50)
    let square = rectPath(2, 2, 10, 10)
    let rasterizer = try Rasterizer()
    for (outer, inner) in [(0.5, 0.5), (0.6, 0.5), (0.8, 0.25), (1.0, 0.3)] {
      var nested = try RGBACanvas(width: 12, height: 12)
      try nested.withLayer(opacity: outer) { layer in
        try layer.withLayer(opacity: inner) { innerLayer in
          try rasterizer.fill(square, color: color, into: &innerLayer)
        }
      }
      var single = try RGBACanvas(width: 12, height: 12)
      try rasterizer.fill(square, color: color, opacity: outer * inner, into: &single)
      let n = RGBA(nested[5, 5])
      let s = RGBA(single[5, 5])
      #expect(Self.maxChannelDifference(n, s) <= 1, "\(outer) × \(inner): nested \(n), single \(s)")
      #expect(abs(n.a - Int((255 * outer * inner).rounded())) <= 1)
      #expect(RGBA(nested[0, 0]) == RGBA(0, 0, 0, 0))
    }
  }

  @Test func zeroOrNaNLayerOpacityLeavesTheCanvasUnchanged() throws {
    let rasterizer = try Rasterizer()
    var canvas = try RGBACanvas(
      width: 16, height: 16, background: Color(red: 9, green: 99, blue: 199, alpha: 150))
    try rasterizer.fill(circlePath(8, 8, 5.5), color: .white, opacity: 0.7, into: &canvas)
    let before = canvas
    for opacity in [0.0, -1.0, Double.nan, 0.001] {
      var calls = 0
      try canvas.withLayer(opacity: opacity) { layer in
        calls += 1
        try rasterizer.fill(rectPath(0, 0, 16, 16), color: .black, into: &layer)
      }
      #expect(calls == 1)
      #expect(canvas == before, "opacity \(opacity) changed the canvas")
    }
  }

  @Test func layerErrorsPropagateAndLeaveTheCanvasUnchanged() throws {
    var canvas = try RGBACanvas(width: 8, height: 8, background: .white)
    let before = canvas
    var bad = Path()
    bad.move(to: Point(1, 1))
    bad.line(to: Point(.nan, 3))
    bad.line(to: Point(5, 6))
    bad.close()
    let rasterizer = try Rasterizer()
    #expect(throws: RasterError.self) {
      try canvas.withLayer(opacity: 1) { layer in
        try rasterizer.fill(rectPath(0, 0, 8, 8), color: .black, into: &layer)
        try rasterizer.fill(bad, color: .black, into: &layer)
      }
    }
    #expect(canvas == before)
  }

  @Test func compositeWithClearErases() throws {
    let background = Color(red: 40, green: 80, blue: 120)
    var stencil = try RGBACanvas(width: 10, height: 10)
    try Rasterizer().fill(rectPath(2, 3, 7, 8), color: .black, into: &stencil)

    var canvas = try RGBACanvas(width: 10, height: 10, background: background)
    canvas.composite(stencil, blend: .clear)
    for y in 0..<10 {
      for x in 0..<10 {
        let inside = (2..<7).contains(x) && (3..<8).contains(y)
        let expected = inside ? RGBA(0, 0, 0, 0) : RGBA(40, 80, 120, 255)
        #expect(RGBA(canvas[x, y]) == expected, "pixel \(x),\(y)")
      }
    }

    var half = try RGBACanvas(width: 10, height: 10, background: background)
    half.composite(stencil, opacity: 0.5, blend: .clear)
    // Erasing 128 of 255 keeps 127.
    #expect(Self.maxChannelDifference(RGBA(half[4, 4]), RGBA(20, 40, 60, 127)) <= 1, "\(RGBA(half[4, 4]))")
    #expect(RGBA(half[0, 0]) == RGBA(40, 80, 120, 255))

    // A `.clear` layer group erases like a `.clear` fill.
    let hole = circlePath(5.3, 4.8, 3.7)
    var grouped = try RGBACanvas(width: 10, height: 10, background: background)
    try grouped.withLayer(opacity: 1, blend: .clear) { layer in
      try Rasterizer().fill(hole, color: .black, into: &layer)
    }
    var direct = try RGBACanvas(width: 10, height: 10, background: background)
    try Rasterizer().fill(hole, color: .black, blend: .clear, into: &direct)
    #expect(RGBA(grouped[5, 5]) == RGBA(0, 0, 0, 0))
    for y in 0..<10 {
      for x in 0..<10 {
        #expect(Self.maxChannelDifference(RGBA(grouped[x, y]), RGBA(direct[x, y])) <= 1, "pixel \(x),\(y)")
      }
    }
  }

  /// An opaque canvas whose every pixel is different, to catch mixed-up rows.
  static func gradient(width: Int, height: Int) throws -> RGBACanvas {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { bytes += [UInt8(20 * x), UInt8(30 * y), 7, 255] }
    }
    return try RGBACanvas(width: width, height: height, premultipliedPixels: bytes)
  }

  /// A layer placed at an offset lands there, cropped to the canvas on every side, and one
  /// placed wholly outside (however far) changes nothing and does not trap.
  @Test func compositeAtAnOffsetLandsThere() throws {
    let small = try Self.gradient(width: 3, height: 2)
    for (dx, dy) in [(2, 1), (-1, 3), (4, -1), (-2, -1)] {
      var canvas = try RGBACanvas(width: 5, height: 4, background: .white)
      canvas.composite(small, x: dx, y: dy)
      for y in 0..<4 {
        for x in 0..<5 {
          let (lx, ly) = (x - dx, y - dy)
          let expected =
            (0..<3).contains(lx) && (0..<2).contains(ly)
            ? RGBA(20 * lx, 30 * ly, 7, 255) : RGBA(255, 255, 255, 255)
          #expect(RGBA(canvas[x, y]) == expected, "offset \(dx),\(dy), pixel \(x),\(y)")
        }
      }
    }
    var canvas = try RGBACanvas(width: 5, height: 4, background: .white)
    let before = canvas.pixels
    for (dx, dy) in [
      (5, 0), (0, 4), (-3, 0), (0, -2), (Int.min, Int.min), (Int.max, 0), (0, Int.max), (Int.min, 1),
    ] {
      canvas.composite(small, x: dx, y: dy)
    }
    #expect(canvas.pixels == before)
  }

  @Test func compositeOfAMismatchedSizeUsesTheTopLeftOverlap() throws {
    let small = try Self.gradient(width: 3, height: 2)
    var canvas = try RGBACanvas(width: 5, height: 4, background: .white)
    canvas.composite(small)
    for y in 0..<4 {
      for x in 0..<5 {
        let expected = x < 3 && y < 2 ? RGBA(20 * x, 30 * y, 7, 255) : RGBA(255, 255, 255, 255)
        #expect(RGBA(canvas[x, y]) == expected, "small over large, pixel \(x),\(y)")
      }
    }
    // A larger layer is cropped, not read out of bounds.
    let large = try Self.gradient(width: 9, height: 7)
    var target = try RGBACanvas(width: 3, height: 2, background: .black)
    target.composite(large)
    #expect(target.pixels.count == 3 * 2 * 4)
    for y in 0..<2 {
      for x in 0..<3 {
        #expect(RGBA(target[x, y]) == RGBA(20 * x, 30 * y, 7, 255), "large over small, pixel \(x),\(y)")
      }
    }
  }

  // MARK: - Buffer integrity

  @Test func canvasFromPremultipliedBytesChecksTheByteCount() throws {
    let bytes: [UInt8] = [10, 20, 30, 255, 5, 6, 7, 8, 0, 0, 0, 0, 1, 2, 3, 4, 9, 9, 9, 9, 0, 0, 0, 1]
    let canvas = try RGBACanvas(width: 3, height: 2, premultipliedPixels: bytes)
    #expect(canvas.pixels == bytes)
    #expect(RGBA(canvas[1, 0]) == RGBA(5, 6, 7, 8))
    #expect(RGBA(canvas[2, 1]) == RGBA(0, 0, 0, 1))
    for count in [0, 4, 23, 25, 48] {
      let error = #expect(throws: RasterError.self, "\(count) bytes") {
        try RGBACanvas(width: 3, height: 2, premultipliedPixels: [UInt8](repeating: 0, count: count))
      }
      guard let error, case .sizeMismatch = error else {
        Issue.record("\(count) bytes: expected sizeMismatch, got \(String(describing: error))")
        continue
      }
    }
    #expect(throws: RasterError.invalidSize(width: 0, height: 2)) {
      try RGBACanvas(width: 0, height: 2, premultipliedPixels: [])
    }
  }

  /// A colour channel above its alpha is no premultiplied colour; compositing it wrapped
  /// past 255 (255 + 254 stored as 253).
  @Test func canvasFromPremultipliedBytesRejectsAChannelAboveItsAlpha() throws {
    let error = #expect(throws: RasterError.self) {
      try RGBACanvas(
        width: 2, height: 2, premultipliedPixels: [0, 0, 0, 0, 1, 1, 1, 1, 9, 9, 9, 9, 3, 0, 4, 3])
    }
    #expect(error == .channelAboveAlpha(x: 1, y: 1, channel: 2, value: 4, alpha: 3))
    #expect(
      error?.description
        == "pixel (1, 1) has blue 4 above its alpha 3; premultiplied colour channels must be at most the alpha"
    )
  }

  /// Each channel of a composite is the exact src·o + dst·(1 − srcAlpha·o/255) rounded
  /// once: within half a level, plus the opacity's 1/65536 steps. Rounding the opacity to
  /// 1/255 and each term apart erred by up to 2 levels (the first case gave 205, not 207).
  @Test func compositeRoundsTheExactResultOnce() throws {
    var first = try RGBACanvas(width: 1, height: 1, premultipliedPixels: [254, 254, 254, 255])
    first.composite(try RGBACanvas(width: 1, height: 1, premultipliedPixels: [7, 7, 7, 234]), opacity: 0.21)
    #expect(RGBA(first[0, 0]) == RGBA(207, 207, 207, 255))

    var rng = SplitMix64(seed: 41)
    func randomPixel() -> [UInt8] {
      let alpha = UInt8.random(in: 0...255, using: &rng)
      return (0..<3).map { _ in UInt8.random(in: 0...alpha, using: &rng) } + [alpha]
    }
    var worst = 0.0
    for _ in 0..<20_000 {
      let (src, dst) = (randomPixel(), randomPixel())
      let opacity = Double.random(in: 0...1, using: &rng)
      for blend in [BlendMode.sourceOver, .clear] {
        var canvas = try RGBACanvas(width: 1, height: 1, premultipliedPixels: dst)
        canvas.composite(
          try RGBACanvas(width: 1, height: 1, premultipliedPixels: src), opacity: opacity, blend: blend)
        let result = RGBA(canvas[0, 0])
        let channels = [result.r, result.g, result.b, result.a]
        let keep = 1 - Double(src[3]) * opacity / 255
        for k in 0..<4 {
          let exact = (blend == .sourceOver ? Double(src[k]) * opacity : 0) + Double(dst[k]) * keep
          worst = max(worst, abs(Double(channels[k]) - exact))
        }
        #expect(channels[0...2].allSatisfy { $0 <= result.a }, "\(src) over \(dst) at \(opacity): \(result)")
      }
    }
    #expect(worst <= 0.51, "worst channel error \(worst)")
  }

  /// Only code inside the module can set `pixels`, but `composite` works through raw pointers,
  /// so a buffer whose length disagrees with the size must stop it rather than be read or
  /// written out of bounds. Runs in a child process (an exit test).
  @Test func compositingACanvasWhoseBufferWasShortenedStops() async {
    await #expect(processExitsWith: .failure) {
      var canvas = try RGBACanvas(width: 32, height: 32, background: .white)
      var layer = try RGBACanvas(width: 32, height: 32, background: .black)
      layer.pixels = [0, 0, 0, 255]
      canvas.composite(layer)
    }
    await #expect(processExitsWith: .failure) {
      var canvas = try RGBACanvas(width: 32, height: 32, background: .white)
      let layer = try RGBACanvas(width: 32, height: 32, background: .black)
      canvas.pixels = [0, 0, 0, 255]
      canvas.composite(layer)
    }
  }

  // MARK: - PNG

  @Test func pngDataDecodesToStraightAlpha() throws {
    let rasterizer = try Rasterizer()
    var canvas = try RGBACanvas(width: 4, height: 3)
    try rasterizer.fill(rectPath(0, 0, 1, 1), color: Color(red: 10, green: 20, blue: 30), into: &canvas)
    try rasterizer.fill(
      rectPath(1, 0, 2, 1), color: Color(red: 200, green: 100, blue: 50), opacity: 0.5, into: &canvas)
    try rasterizer.fill(
      rectPath(2, 0, 3, 1), color: Color(red: 255, green: 0, blue: 0, alpha: 128), into: &canvas)
    try rasterizer.fill(
      rectPath(0, 1, 1, 2), color: Color(red: 17, green: 240, blue: 129, alpha: 77), into: &canvas)
    #expect(RGBA(canvas[1, 0]) == RGBA(100, 50, 25, 128))

    let image = try PNGDecoder.decode(try canvas.pngData())
    #expect(image.width == 4 && image.height == 3)
    #expect(RGBA(image[0, 0]) == RGBA(10, 20, 30, 255))
    // (100, 50, 25, 128) unpremultiplies to about (200, 100, 50) with alpha exactly 128.
    let half = RGBA(image[1, 0])
    #expect(half.a == 128)
    #expect(Self.maxChannelDifference(half, RGBA(200, 100, 50, 128)) <= 1, "\(half)")
    #expect(RGBA(image[2, 0]) == RGBA(255, 0, 0, 128))
    let faint = RGBA(image[0, 1])
    #expect(faint.a == 77)
    #expect(Self.maxChannelDifference(faint, RGBA(17, 240, 129, 77)) <= 2, "\(faint)")
    #expect(RGBA(image[3, 2]) == RGBA(0, 0, 0, 0))
    #expect(RGBA(image[3, 0]) == RGBA(0, 0, 0, 0))

    // A translucent background round-trips to its straight colour.
    let tinted = try RGBACanvas(
      width: 2, height: 2, background: Color(red: 255, green: 0, blue: 0, alpha: 128))
    let decoded = try PNGDecoder.decode(try tinted.pngData())
    #expect(
      decoded.pixels == [UInt8](repeating: 0, count: 16).enumerated().map { [255, 0, 0, 128][$0.offset % 4] })
  }

  @Test func pngOfAnEdgeMatchesTheUnpremultipliedCanvas() throws {
    var canvas = try RGBACanvas(width: 24, height: 24)
    try Rasterizer().fill(
      circlePath(12.3, 11.6, 8.2), color: Color(red: 220, green: 60, blue: 140, alpha: 230), into: &canvas)
    let image = try PNGDecoder.decode(try canvas.pngData())
    for y in 0..<24 {
      for x in 0..<24 {
        let p = RGBA(canvas[x, y])
        let s = RGBA(image[x, y])
        #expect(s.a == p.a, "alpha at \(x),\(y)")
        if p.a == 0 {
          #expect(s == RGBA(0, 0, 0, 0))
          continue
        }
        // Re-premultiplying the file's straight colour gives the canvas back within a level.
        for (straight, premultiplied) in zip([s.r, s.g, s.b], [p.r, p.g, p.b]) {
          #expect(abs(Self.div255(straight * p.a) - premultiplied) <= 1, "pixel \(x),\(y): \(s) vs \(p)")
        }
      }
    }
  }

  // MARK: - Determinism

  func drawScene(_ rasterizer: Rasterizer) throws -> RGBACanvas {
    var rng = SplitMix64(seed: 99)
    var canvas = try RGBACanvas(
      width: 70, height: 53, background: Color(red: 250, green: 240, blue: 230, alpha: 200))
    for i in 0..<6 {
      let color = Color(
        red: .random(in: 0...255, using: &rng), green: .random(in: 0...255, using: &rng),
        blue: .random(in: 0...255, using: &rng), alpha: .random(in: 1...255, using: &rng))
      let path = Self.blob(&rng, width: 70, height: 53)
      let transform = Transform.translation(Double.random(in: -10...10, using: &rng), Double(i) - 3)
      try rasterizer.fill(
        path, rule: i % 2 == 0 ? .nonZero : .evenOdd, transform: transform, color: color,
        opacity: Double.random(in: 0.2...1, using: &rng), into: &canvas)
    }
    try canvas.withLayer(opacity: 0.6) { layer in
      try rasterizer.fill(circlePath(20, 20, 14.3), color: .black, into: &layer)
      try rasterizer.fill(circlePath(40, 30, 17.7), color: Color(red: 0, green: 90, blue: 200), into: &layer)
    }
    try rasterizer.fill(
      rectPath(30.5, 10.25, 60.75, 25.5), color: .black, opacity: 0.9, blend: .clear, into: &canvas)
    return canvas
  }

  @Test func theSameDrawingGivesIdenticalPixelsAndPNGBytes() throws {
    let shared = try Rasterizer()
    let first = try drawScene(shared)
    // Leave different scratch state behind between the runs.
    var mask = try CoverageMask(width: 300, height: 200)
    try shared.fill(circlePath(150, 100, 90), into: &mask)
    let second = try drawScene(shared)
    let fresh = try drawScene(try Rasterizer())
    #expect(first.pixels == second.pixels)
    #expect(first.pixels == fresh.pixels)
    #expect(first == fresh)
    let png = try first.pngData()
    #expect(png == (try second.pngData()))
    #expect(png == (try fresh.pngData()))
    #expect(first.pixels.contains { $0 != 0 })
  }

  // MARK: - Fill rules

  @Test func evenOddRingHasAHoleWhereNonZeroIsFilled() throws {
    // Two circles drawn in the same direction: winding 2 in the middle.
    let ring = Self.union(circlePath(20, 20, 15.4), circlePath(20, 20, 7.3))
    let color = Color(red: 30, green: 60, blue: 90)
    let rasterizer = try Rasterizer()
    var evenOdd = try RGBACanvas(width: 40, height: 40)
    try rasterizer.fill(ring, rule: .evenOdd, color: color, into: &evenOdd)
    var nonZero = try RGBACanvas(width: 40, height: 40)
    try rasterizer.fill(ring, rule: .nonZero, color: color, into: &nonZero)

    let opaque = RGBA(30, 60, 90, 255)
    for (x, y) in [(20, 20), (19, 19), (21, 18), (17, 22)] {
      #expect(RGBA(evenOdd[x, y]) == RGBA(0, 0, 0, 0), "even-odd centre \(x),\(y)")
      #expect(RGBA(nonZero[x, y]) == opaque, "non-zero centre \(x),\(y)")
    }
    for (x, y) in [(20, 8), (9, 20), (31, 20), (20, 31)] {
      #expect(RGBA(evenOdd[x, y]) == opaque, "even-odd ring \(x),\(y)")
      #expect(RGBA(nonZero[x, y]) == opaque, "non-zero ring \(x),\(y)")
    }
    #expect(RGBA(evenOdd[1, 1]) == RGBA(0, 0, 0, 0) && RGBA(nonZero[1, 1]) == RGBA(0, 0, 0, 0))
    // And both agree with their coverage masks everywhere.
    try checkOpaqueFill(ring, rule: .evenOdd, color: color, width: 40, height: 40)
    try checkOpaqueFill(ring, rule: .nonZero, color: color, width: 40, height: 40)
  }
}
