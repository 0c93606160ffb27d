import SymbolGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses the SVG `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`,
/// `skewX` and `skewY` functions separated by whitespace and/or commas.
///
/// Arguments may be separated by commas or whitespace or, where the grammar allows, nothing at
/// all (`translate(10-5)`). The list composes as SVG nests it: `transform="A B"` maps a point
/// by `B` first and then by `A`. Angles are in degrees. Unlike a browser, which ignores the
/// whole attribute on an error, the parser throws so the author learns what to fix.
public enum SVGTransformParser {
  /// The transform functions in the order error messages list them.
  static let acceptedNames = "matrix, translate, scale, rotate, skewX, skewY"

  /// Parses a transform list; an empty or all-whitespace string is the identity.
  public static func parse(_ text: String) throws(SVGAttributeError) -> Transform {
    var scanner = SVGNumberScanner(text)
    var result = Transform.identity
    scanner.skipWhitespace()
    while !scanner.isAtEnd {
      result = result.concatenating(try parseFunction(&scanner))
      let commaOffset = scanner.position
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
    _ scanner: inout SVGNumberScanner
  ) throws(SVGAttributeError) -> Transform {
    let nameOffset = scanner.position
    let name = scanner.letters()
    guard let kind = Kind(rawValue: name) else {
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
    let arguments = try parseArguments(of: kind, &scanner)
    return kind.transform(arguments)
  }

  /// Reads the numbers up to and including the closing parenthesis, checking their count.
  private static func parseArguments(
    of kind: Kind, _ scanner: inout SVGNumberScanner
  ) throws(SVGAttributeError) -> [Double] {
    let context = "in \(kind.rawValue)()"
    let maximum = kind.argumentCounts.max() ?? 0
    var arguments: [Double] = []
    scanner.skipWhitespace()
    while scanner.startsNumber {
      arguments.append(try scanner.number(context))
      let commaOffset = scanner.position
      let sawComma = scanner.skipCommaWhitespace()
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

  /// One transform function and the argument counts it accepts.
  private enum Kind: String {
    case matrix, translate, scale, rotate, skewX, skewY

    var argumentCounts: [Int] {
      switch self {
      case .matrix: [6]
      case .translate, .scale: [1, 2]
      case .rotate: [1, 3]
      case .skewX, .skewY: [1]
      }
    }

    var countDescription: String {
      switch self {
      case .matrix: "6 numbers"
      case .translate, .scale: "1 or 2 numbers"
      case .rotate: "1 or 3 numbers"
      case .skewX, .skewY: "1 number"
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
      case .scale:
        return .scale(first, second ?? first)
      case .rotate:
        let rotation = SVGTransformParser.rotation(degrees: first)
        guard arguments.count == 3 else { return rotation }
        let (cx, cy) = (arguments[1], arguments[2])
        return Transform.translation(-cx, -cy).then(rotation).then(.translation(cx, cy))
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
