import SymbolGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses a transform list: the SVG `transform` attribute, and the CSS `transform` property
/// that SVG 2 makes of it: `matrix`, `translate`, `translateX`, `translateY`, `scale`,
/// `scaleX`, `scaleY`, `rotate`, `rotateZ`, `skew`, `skewX` and `skewY` functions (names in any case)
/// separated by whitespace and/or commas, or `none`.
///
/// Arguments may be separated by commas or whitespace or, where the grammar allows, nothing at
/// all (`translate(10-5)`). The list composes as SVG nests it: `transform="A B"` maps a point
/// by `B` first and then by `A`. Angles are in degrees unless they carry CSS's `deg`, `rad`,
/// `grad` or `turn` (`rotate(30deg)`, as browsers and rsvg-convert read it in either
/// place); a translation or a rotation's centre may carry an absolute length unit (`px`,
/// `pt`, `pc`, `in`, `cm`, `mm`). Unlike a browser, which ignores the whole value on an
/// error, the parser throws so the author learns what to fix.
public enum SVGTransformParser {
  /// The transform functions in the order error messages list them.
  static let acceptedNames =
    "matrix, translate, translateX, translateY, scale, scaleX, scaleY, rotate, rotateZ, skew, skewX, skewY, or none"

  /// Which grammar a transform list is read with.
  public enum Syntax: Sendable {
    /// The `transform` attribute's: SVG 1.1's (commas or spaces anywhere, plain numbers of
    /// degrees and user units, `rotate(a cx cy)`), which SVG 2 extends with CSS's units and
    /// functions.
    case attribute
    /// The CSS property's, in `style` or a style sheet: arguments separated by commas,
    /// functions by spaces, angles and lengths other than 0 with a unit, `rotate()` of one
    /// angle. A browser drops a value that breaks it (`transform: rotate(10)`), so that the
    /// element's next declaration applies.
    case css
  }

  /// Parses a transform list in `syntax`; an empty or all-whitespace string, or `none`, is
  /// the identity.
  public static func parse(_ text: String, syntax: Syntax = .attribute) throws(SVGAttributeError) -> Transform
  {
    if CSSDeclarationParser.trimmed(text).lowercased() == "none" { return .identity }
    var scanner = SVGNumberScanner(text)
    var result = Transform.identity
    scanner.skipWhitespace()
    while !scanner.isAtEnd {
      result = result.concatenating(try parseFunction(&scanner, syntax))
      let commaOffset = scanner.position
      if syntax == .css, scanner.skipCommaWhitespace() {
        throw scanner.error("expected a space between transforms, found ','", at: commaOffset)
      }
      if scanner.skipCommaWhitespace(), scanner.isAtEnd {
        throw scanner.error(
          "expected a transform after ','", at: commaOffset, hint: "accepted: \(acceptedNames)")
      }
      // SVG 1.1 allows several commas between functions; accept them like whitespace.
      while scanner.skipCommaWhitespace() {}
    }
    return result
  }

  /// Parses `name ( numbers )` and returns the transform it denotes.
  private static func parseFunction(
    _ scanner: inout SVGNumberScanner, _ syntax: Syntax
  ) throws(SVGAttributeError) -> Transform {
    let nameOffset = scanner.position
    let name = scanner.letters()
    guard let kind = Kind.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
      let problem =
        name.isEmpty
        ? "expected a transform, found \(scanner.quotedCharacter(at: nameOffset))"
        : "unknown transform \(MessageQuotation.quoted(name))"
      throw scanner.error(problem, at: nameOffset, hint: "accepted: \(acceptedNames)")
    }
    scanner.skipWhitespace()
    guard scanner.consume(UInt8(ascii: "(")) else {
      throw scanner.error(
        "expected '(' after \(name), found \(scanner.quotedCharacter(at: scanner.position))",
        at: scanner.position)
    }
    let arguments = try parseArguments(of: kind, &scanner, syntax)
    if syntax == .css, kind == .rotate, arguments.count != 1 {
      throw scanner.error(
        "rotate() takes 1 angle in CSS, found \(arguments.count) numbers (a centre is the attribute's form)",
        at: scanner.position - 1)
    }
    return kind.transform(arguments)
  }

  /// Reads the numbers up to and including the closing parenthesis, checking their count.
  private static func parseArguments(
    of kind: Kind, _ scanner: inout SVGNumberScanner, _ syntax: Syntax
  ) throws(SVGAttributeError) -> [Double] {
    let context = "in \(kind.rawValue)()"
    let maximum = kind.argumentCounts.max() ?? 0
    var arguments: [Double] = []
    scanner.skipWhitespace()
    while scanner.startsNumber {
      let number = try scanner.number(context)
      arguments.append(try unitValue(number, of: kind, argument: arguments.count, &scanner, syntax))
      let commaOffset = scanner.position
      let sawComma = scanner.skipCommaWhitespace()
      if syntax == .css, !sawComma, scanner.startsNumber {
        throw scanner.error("expected ',' between the arguments \(context)", at: commaOffset)
      }
      if arguments.count == maximum {
        guard !sawComma, scanner.current == UInt8(ascii: ")") else {
          let offset = sawComma ? commaOffset : scanner.position
          let plural = maximum == 1 ? "number" : "numbers"
          throw scanner.error(
            "expected ')' after \(maximum) \(plural) \(context)", at: offset)
        }
      } else if sawComma, !scanner.startsNumber {
        throw scanner.error(
          "expected a number after ',' \(context), found "
            + scanner.quotedCharacter(at: scanner.position), at: scanner.position)
      }
    }
    let closeOffset = scanner.position
    guard scanner.consume(UInt8(ascii: ")")) else {
      throw scanner.error(
        "expected a number or ')' \(context), found \(scanner.quotedCharacter(at: closeOffset))",
        at: closeOffset)
    }
    guard kind.argumentCounts.contains(arguments.count) else {
      throw scanner.error(
        "\(kind.rawValue)() takes \(kind.countDescription), found \(arguments.count)",
        at: closeOffset)
    }
    return arguments
  }

  /// `number`, the `argument`th of `kind`, with the unit that follows it (if any) read and
  /// applied: angles become degrees, lengths px.
  private static func unitValue(
    _ number: Double, of kind: Kind, argument: Int, _ scanner: inout SVGNumberScanner, _ syntax: Syntax
  ) throws(SVGAttributeError) -> Double {
    let unitOffset = scanner.position
    guard let byte = scanner.current, SVGNumberScanner.isLetter(byte) || byte == UInt8(ascii: "%") else {
      // CSS takes a bare number only for 0 where it wants an angle or a length.
      if syntax == .css, number != 0, kind.argumentKind(argument) != .number {
        let wanted =
          kind.argumentKind(argument) == .angle
          ? "an angle with its unit (deg, rad, grad, turn)" : "a length with its unit (px, …)"
        throw scanner.error("expected \(wanted) in \(kind.rawValue)(), found a plain number", at: unitOffset)
      }
      return number
    }
    let unit = scanner.consume(UInt8(ascii: "%")) ? "%" : scanner.letters().lowercased()
    let context = "in \(kind.rawValue)()"
    switch kind.argumentKind(argument) {
    case .angle:
      let degreesPerUnit: [String: Double] = ["deg": 1, "rad": 180 / Double.pi, "grad": 0.9, "turn": 360]
      guard let factor = degreesPerUnit[unit] else {
        throw scanner.error(
          "unknown angle unit \(MessageQuotation.quoted(unit)) \(context)", at: unitOffset,
          hint: "accepted: deg, rad, grad, turn, or a plain number of degrees")
      }
      return number * factor
    case .length:
      let absolute: [SVGLength.Unit] = [.px, .pt, .pc, .in, .cm, .mm]
      guard let length = absolute.first(where: { $0.rawValue == unit }) else {
        throw scanner.error(
          "unsupported length unit \(MessageQuotation.quoted(unit)) \(context)", at: unitOffset,
          hint: "accepted: px, pt, pc, in, cm, mm, or a plain number of user units")
      }
      return length.pixels(number)
    case .number:
      throw scanner.error(
        "\(kind.rawValue)() takes plain numbers, found the unit \(MessageQuotation.quoted(unit))",
        at: unitOffset)
    }
  }

  /// What an argument of a transform function measures, which decides the units it takes.
  private enum ArgumentKind {
    case angle, length, number
  }

  /// One transform function and the argument counts it accepts.
  private enum Kind: String, CaseIterable {
    case matrix, translate, translateX, translateY, scale, scaleX, scaleY, rotate, rotateZ, skew, skewX, skewY

    var argumentCounts: [Int] {
      switch self {
      case .matrix: [6]
      case .translate, .scale, .skew: [1, 2]
      case .rotate: [1, 3]
      case .translateX, .translateY, .scaleX, .scaleY, .rotateZ, .skewX, .skewY: [1]
      }
    }

    var countDescription: String {
      switch self {
      case .matrix: "6 numbers"
      case .translate, .scale, .skew: "1 or 2 numbers"
      case .rotate: "1 or 3 numbers"
      case .translateX, .translateY, .scaleX, .scaleY, .rotateZ, .skewX, .skewY: "1 number"
      }
    }

    /// What the `index`th argument measures: a rotation's angle and its centre, a skew's
    /// angles, a translation's lengths.
    func argumentKind(_ index: Int) -> ArgumentKind {
      switch self {
      case .rotate: index == 0 ? .angle : .length
      case .rotateZ, .skew, .skewX, .skewY: .angle
      case .translate, .translateX, .translateY: .length
      case .matrix, .scale, .scaleX, .scaleY: .number
      }
    }

    /// Builds the transform; `arguments.count` is one of `argumentCounts`.
    func transform(_ arguments: [Double]) -> Transform {
      let first = arguments.first ?? 0
      let second = arguments.count > 1 ? arguments[1] : nil
      switch self {
      case .matrix:
        return Transform(
          a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3], e: arguments[4],
          f: arguments[5])
      case .translate:
        return .translation(first, second ?? 0)
      case .translateX:
        return .translation(first, 0)
      case .translateY:
        return .translation(0, first)
      case .scale:
        return .scale(first, second ?? first)
      case .scaleX:
        return .scale(first, 1)
      case .scaleY:
        return .scale(1, first)
      case .rotateZ:
        // A turn about the axis out of the page is a turn in its plane.
        return SVGTransformParser.rotation(degrees: first)
      case .rotate:
        let rotation = SVGTransformParser.rotation(degrees: first)
        guard arguments.count == 3 else { return rotation }
        let (cx, cy) = (arguments[1], arguments[2])
        return Transform.translation(-cx, -cy).then(rotation).then(.translation(cx, cy))
      case .skew:
        // CSS's skew(ax, ay): x moves by tan(ax)·y and y by tan(ay)·x.
        let (ax, ay) = (first * (Double.pi / 180), (second ?? 0) * (Double.pi / 180))
        return Transform(a: 1, b: tan(ay), c: tan(ax), d: 1, e: 0, f: 0)
      case .skewX:
        return .skewX(first * (Double.pi / 180))
      case .skewY:
        return .skewY(first * (Double.pi / 180))
      }
    }
  }

  /// A rotation by `degrees`, exact for multiples of 90° so that `rotate(90)` maps integer
  /// coordinates to integers instead of leaving 6e-17 residues from `cos(π/2)`.
  static func rotation(degrees: Double) -> Transform {
    let quarterTurns = degrees / 90
    if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e15 {
      let (cosine, sine): (Double, Double) =
        switch Int(quarterTurns) & 3 {
        case 0: (1, 0)
        case 1: (0, 1)
        case 2: (-1, 0)
        default: (0, -1)
        }
      return Transform(a: cosine, b: sine, c: -sine, d: cosine, e: 0, f: 0)
    }
    return .rotation(degrees * (Double.pi / 180))
  }
}
