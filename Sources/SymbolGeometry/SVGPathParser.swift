/// Parses SVG path data (the `d` attribute of `<path>`) into a `Path`.
///
/// Accepts the full SVG 1.1/2 grammar: every command in absolute and relative form, implicit
/// repeats (extra pairs after a moveto are linetos), compact numbers such as `.5.5` or
/// `-1e-3-2`, and arc flags written without separators. Arcs become cubic Béziers, and `S`/`T`
/// reflect the previous control point only after `C`/`S` resp. `Q`/`T`.
///
/// `parse(_:)` rejects malformed data with a `PathDataError` naming the offset and what was
/// expected; `parseLeniently(_:)` also returns the path up to the error, which is what SVG's
/// error handling draws (SVG 1.1 §F.2, SVG 2 §9.5.4) and what browsers draw.
///
/// Every number read is finite, but relative commands add up (`M1e308 0 l1e308 0` ends at
/// an infinite point, and a reflection after it can be NaN), and `S` and `T` reflect through
/// the current point (after `M1e308 0 Q-1e308 0 1e308 0`, `T` reflects the control to
/// 3e308). Such a path is returned as parsed; the rasterizer refuses it
/// (`RasterError.nonFiniteCoordinate` names the point). Arcs never leave the finite range:
/// one that would is a straight line (see `Path.arc(to:radii:xAxisRotation:largeArc:sweep:)`).
public enum SVGPathParser {
  /// Parses path data; an empty or all-whitespace string gives an empty path.
  public static func parse(_ data: String) throws(PathDataError) -> Path {
    var text = data
    // Scanning raw UTF-8 is several times faster than walking `Character`s, and the grammar is
    // pure ASCII anyway.
    let result = text.withUTF8 { bytes in
      Result { () throws(PathDataError) -> Path in
        var scanner = PathDataScanner(bytes: bytes)
        return try scanner.parsePath()
      }
    }
    return try result.get()
  }

  /// Parses path data as SVG's error handling reads it: the path up to and including the
  /// last segment whose arguments are all well formed, and the first error, `nil` when the
  /// data is well formed (then the path is `parse(_:)`'s).
  ///
  /// Segments are appended only once all their arguments are read, so the path never holds
  /// part of the segment in error; data that does not start with a moveto gives an empty path.
  public static func parseLeniently(_ data: String) -> (path: Path, error: PathDataError?) {
    var text = data
    return text.withUTF8 { bytes in
      var scanner = PathDataScanner(bytes: bytes)
      do throws(PathDataError) {
        return (try scanner.parsePath(), nil)
      } catch {
        return (scanner.path, error)
      }
    }
  }
}

extension Path {
  /// Creates a path from SVG path data; see `SVGPathParser`.
  public init(svgPathData: String) throws(PathDataError) {
    self = try SVGPathParser.parse(svgPathData)
  }
}

/// The byte values the grammar cares about.
private enum ASCII {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn = UInt8(ascii: "\r")
  static let comma = UInt8(ascii: ",")
  static let dot = UInt8(ascii: ".")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let zero = UInt8(ascii: "0")
  static let one = UInt8(ascii: "1")
  static let lowercaseBit: UInt8 = 0x20
}

/// The state of one parse: a cursor over the bytes plus the SVG "current point" machinery.
private struct PathDataScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var path = Path()
  var current = Point.zero
  var subpathStart = Point.zero
  /// The second control point of the previous segment, when that segment was `C` or `S`.
  var cubicControl: Point?
  /// The control point of the previous segment, when that segment was `Q` or `T`.
  var quadControl: Point?

  /// Powers of ten that are exact in a `Double`, for the fast path of number conversion.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func parsePath() throws(PathDataError) -> Path {
    skipWhitespace()
    guard position < bytes.count else { return path }
    if bytes[position] | ASCII.lowercaseBit != UInt8(ascii: "m") {
      throw error(.missingInitialMoveTo, at: position)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { return path }
      let command = bytes[position]
      guard Self.isCommand(command) else {
        throw error(Self.isLetter(command) ? .unknownCommand : .expectedCommand, at: position)
      }
      position += 1
      try parseSegments(of: command)
    }
  }

  /// Parses the arguments of one command letter, including implicit repeats.
  private mutating func parseSegments(of command: UInt8) throws(PathDataError) {
    if command | ASCII.lowercaseBit == UInt8(ascii: "z") {
      path.close()
      current = subpathStart
      cubicControl = nil
      quadControl = nil
      return
    }
    skipWhitespace()
    var isFirst = true
    repeat {
      try parseSegment(command, isFirst: isFirst)
      isFirst = false
    } while try hasMoreArguments(for: command)
  }

  /// Parses one set of arguments for `command` and appends the segment.
  private mutating func parseSegment(_ command: UInt8, isFirst: Bool) throws(PathDataError) {
    let relative = command & ASCII.lowercaseBit != 0
    let previousCubicControl = cubicControl
    let previousQuadControl = quadControl
    cubicControl = nil
    quadControl = nil
    let end: Point
    switch command | ASCII.lowercaseBit {
    case UInt8(ascii: "m"):
      end = try point(for: command, relative: relative)
      if isFirst {
        path.move(to: end)
        subpathStart = end
      } else {
        path.line(to: end)
      }
    case UInt8(ascii: "l"):
      end = try point(for: command, relative: relative)
      path.line(to: end)
    case UInt8(ascii: "h"):
      let x = try number(for: command)
      end = Point(relative ? current.x + x : x, current.y)
      path.line(to: end)
    case UInt8(ascii: "v"):
      let y = try number(for: command)
      end = Point(current.x, relative ? current.y + y : y)
      path.line(to: end)
    case UInt8(ascii: "c"):
      let control1 = try point(for: command, relative: relative)
      skipSeparator()
      let control2 = try point(for: command, relative: relative)
      skipSeparator()
      end = try point(for: command, relative: relative)
      path.cubic(to: end, control1: control1, control2: control2)
      cubicControl = control2
    case UInt8(ascii: "s"):
      let control1 = previousCubicControl.map(reflected) ?? current
      let control2 = try point(for: command, relative: relative)
      skipSeparator()
      end = try point(for: command, relative: relative)
      path.cubic(to: end, control1: control1, control2: control2)
      cubicControl = control2
    case UInt8(ascii: "q"):
      let control = try point(for: command, relative: relative)
      skipSeparator()
      end = try point(for: command, relative: relative)
      path.quad(to: end, control: control)
      quadControl = control
    case UInt8(ascii: "t"):
      let control = previousQuadControl.map(reflected) ?? current
      end = try point(for: command, relative: relative)
      path.quad(to: end, control: control)
      quadControl = control
    default:
      end = try parseArc(command, relative: relative)
    }
    current = end
  }

  /// Parses `rx ry x-axis-rotation large-arc-flag sweep-flag x y` and appends the arc.
  private mutating func parseArc(_ command: UInt8, relative: Bool) throws(PathDataError) -> Point {
    let rx = try number(for: command)
    skipSeparator()
    let ry = try number(for: command)
    skipSeparator()
    let rotation = try number(for: command)
    skipSeparator()
    let largeArc = try flag()
    skipSeparator()
    let sweep = try flag()
    skipSeparator()
    let end = try point(for: command, relative: relative)
    path.appendArc(
      from: current, to: end, radii: Vector(rx, ry), xAxisRotation: rotation * (Double.pi / 180),
      largeArc: largeArc, sweep: sweep)
    return end
  }

  /// The point reflected through the current point, for `S` and `T`.
  private func reflected(_ control: Point) -> Point {
    Point(2 * current.x - control.x, 2 * current.y - control.y)
  }

  /// Reads an `x y` pair, made absolute.
  private mutating func point(for command: UInt8, relative: Bool) throws(PathDataError) -> Point {
    let x = try number(for: command)
    skipSeparator()
    let y = try number(for: command)
    return relative ? Point(current.x + x, current.y + y) : Point(x, y)
  }

  /// After a complete set of arguments: whether another set follows (an implicit repeat).
  ///
  /// A comma commits to another set, so `L1 2,` is an error rather than a dangling comma.
  private mutating func hasMoreArguments(for command: UInt8) throws(PathDataError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else { return false }
    if bytes[position] == ASCII.comma {
      position += 1
      skipWhitespace()
      guard startsNumber(at: position) else {
        throw error(.expectedNumber(after: Unicode.Scalar(command)), at: position)
      }
      return true
    }
    return startsNumber(at: position)
  }

  private func startsNumber(at index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    return byte &- ASCII.zero < 10 || byte == ASCII.dot || byte == ASCII.minus || byte == ASCII.plus
  }

  private mutating func flag() throws(PathDataError) -> Bool {
    guard position < bytes.count, bytes[position] == ASCII.zero || bytes[position] == ASCII.one
    else {
      throw error(.invalidArcFlag, at: position)
    }
    position += 1
    return bytes[position - 1] == ASCII.one
  }

  /// Reads one number in SVG syntax: `sign? (digits ('.' digits?)? | '.' digits) exponent?`.
  private mutating func number(for command: UInt8) throws(PathDataError) -> Double {
    let start = position
    let count = bytes.count
    var index = position
    var negative = false
    if index < count, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
      negative = bytes[index] == ASCII.minus
      index += 1
    }
    // The first 19 significant digits fit a UInt64; more only matter to the slow path.
    var significand: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var sawDigit = false
    var inFraction = false
    while index < count {
      let byte = bytes[index]
      let digit = byte &- ASCII.zero
      if digit < 10 {
        sawDigit = true
        if significantDigits < 19 {
          if significand != 0 || digit != 0 {
            significand = significand * 10 + UInt64(digit)
            significantDigits += 1
          }
          if inFraction { exponent -= 1 }
        } else if !inFraction {
          exponent += 1
        }
      } else if byte == ASCII.dot, !inFraction {
        inFraction = true
      } else {
        break
      }
      index += 1
    }
    guard sawDigit else {
      throw error(.expectedNumber(after: Unicode.Scalar(command)), at: start)
    }
    if index < count, bytes[index] | ASCII.lowercaseBit == UInt8(ascii: "e") {
      index += 1
      var exponentNegative = false
      if index < count, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
        exponentNegative = bytes[index] == ASCII.minus
        index += 1
      }
      guard index < count, bytes[index] &- ASCII.zero < 10 else {
        throw error(.expectedExponentDigits, at: index)
      }
      var explicitExponent = 0
      while index < count, bytes[index] &- ASCII.zero < 10 {
        // Saturate: anything this large overflows or underflows regardless of the digits.
        if explicitExponent < 100_000 {
          explicitExponent = explicitExponent * 10 + Int(bytes[index] &- ASCII.zero)
        }
        index += 1
      }
      exponent += exponentNegative ? -explicitExponent : explicitExponent
    }
    position = index

    let magnitude: Double
    if significand == 0 {
      magnitude = 0
    } else if significantDigits <= 15, exponent >= -22, exponent <= 22 {
      // Clinger's fast path: both operands are exact, so the single rounding of the multiply
      // or divide gives the correctly rounded result.
      let value = Double(significand)
      magnitude =
        exponent >= 0 ? value * Self.powersOfTen[exponent] : value / Self.powersOfTen[-exponent]
    } else {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        throw error(.numberOutOfRange, at: start)
      }
      return value
    }
    return negative ? -magnitude : magnitude
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
  }

  /// Skips `comma-wsp?` between two arguments: whitespace with at most one comma.
  private mutating func skipSeparator() {
    skipWhitespace()
    if position < bytes.count, bytes[position] == ASCII.comma {
      position += 1
      skipWhitespace()
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == ASCII.space || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
      || byte == ASCII.tab || byte == ASCII.formFeed
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | ASCII.lowercaseBit) &- UInt8(ascii: "a") < 26
  }

  private static func isCommand(_ byte: UInt8) -> Bool {
    guard isLetter(byte) else { return false }
    switch byte | ASCII.lowercaseBit {
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
      UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
      UInt8(ascii: "a"), UInt8(ascii: "z"):
      return true
    default:
      return false
    }
  }

  /// Builds an error, decoding the offending character for the message.
  private func error(_ reason: PathDataError.Reason, at offset: Int) -> PathDataError {
    PathDataError(reason: reason, offset: offset, found: scalar(at: offset))
  }

  private func scalar(at offset: Int) -> Unicode.Scalar? {
    guard offset < bytes.count else { return nil }
    var iterator = bytes[offset..<min(bytes.count, offset + 4)].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }
}
