extension SVGViewBox {
  /// The `preserveAspectRatio` attribute: how a view box is fitted into a viewport of a
  /// different shape. The default, `xMidYMid meet`, centres the whole view box.
  public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
    /// Where the scaled view box sits in the viewport, or `none` to stretch it.
    public var alignment: Alignment
    /// Whether the view box fits inside the viewport or covers it; ignored for `none`.
    public var scaling: Scaling

    /// Creates a value; the defaults are SVG's `xMidYMid meet`.
    public init(alignment: Alignment = .xMidYMid, scaling: Scaling = .meet) {
      self.alignment = alignment
      self.scaling = scaling
    }

    /// The attribute value that would produce this setting.
    public var description: String {
      alignment == .none ? "none" : "\(alignment.rawValue) \(scaling.rawValue)"
    }

    /// Parses `defer? <align> (meet | slice)?`; an empty value is the default.
    ///
    /// `defer` only mattered for `<image>` referencing SVG in SVG 1.1 and SVG 2 drops it, so it
    /// is accepted and ignored.
    public static func parse(_ text: String) throws(SVGAttributeError) -> AspectRatio {
      var scanner = SVGNumberScanner(text)
      scanner.skipWhitespace()
      if scanner.isAtEnd { return AspectRatio() }
      var alignmentOffset = scanner.position
      var word = scanner.letters()
      if word == "defer" {
        scanner.skipWhitespace()
        alignmentOffset = scanner.position
        word = scanner.letters()
      }
      guard let alignment = Alignment(rawValue: word) else {
        let found =
          word.isEmpty ? scanner.quotedCharacter(at: alignmentOffset) : MessageQuotation.quoted(word)
        throw scanner.error(
          "unknown alignment \(found) in preserveAspectRatio", at: alignmentOffset,
          hint: "accepted: " + Alignment.allCases.map(\.rawValue).joined(separator: ", "))
      }
      scanner.skipWhitespace()
      var scaling = Scaling.meet
      if !scanner.isAtEnd {
        let scalingOffset = scanner.position
        let word = scanner.letters()
        guard let parsed = Scaling(rawValue: word) else {
          let found =
            word.isEmpty ? scanner.quotedCharacter(at: scalingOffset) : MessageQuotation.quoted(word)
          throw scanner.error(
            "unknown option \(found) in preserveAspectRatio", at: scalingOffset,
            hint: "accepted: meet, slice")
        }
        scaling = parsed
        scanner.skipWhitespace()
      }
      guard scanner.isAtEnd else {
        throw scanner.error(
          "unexpected \(scanner.quotedCharacter(at: scanner.position)) in preserveAspectRatio",
          at: scanner.position)
      }
      return AspectRatio(alignment: alignment, scaling: scaling)
    }
  }

  /// The ten values of `<align>`: `none`, or one of nine x/y anchor combinations.
  public enum Alignment: String, CaseIterable, Hashable, Sendable {
    /// Stretch non-uniformly so the view box fills the viewport exactly.
    case none
    /// Left, top.
    case xMinYMin
    /// Centre, top.
    case xMidYMin
    /// Right, top.
    case xMaxYMin
    /// Left, middle.
    case xMinYMid
    /// Centre, middle.
    case xMidYMid
    /// Right, middle.
    case xMaxYMid
    /// Left, bottom.
    case xMinYMax
    /// Centre, bottom.
    case xMidYMax
    /// Right, bottom.
    case xMaxYMax

    /// The horizontal and vertical anchors, or `nil` for `none`.
    public var axes: (horizontal: Anchor, vertical: Anchor)? {
      switch self {
      case .none: nil
      case .xMinYMin: (.min, .min)
      case .xMidYMin: (.mid, .min)
      case .xMaxYMin: (.max, .min)
      case .xMinYMid: (.min, .mid)
      case .xMidYMid: (.mid, .mid)
      case .xMaxYMid: (.max, .mid)
      case .xMinYMax: (.min, .max)
      case .xMidYMax: (.mid, .max)
      case .xMaxYMax: (.max, .max)
      }
    }
  }

  /// Where along one axis the scaled view box is placed.
  public enum Anchor: Hashable, Sendable {
    /// Against the viewport's minimum edge.
    case min
    /// Centred.
    case mid
    /// Against the viewport's maximum edge.
    case max

    /// The share of the leftover space placed before the view box.
    public var fraction: Double {
      switch self {
      case .min: 0
      case .mid: 0.5
      case .max: 1
      }
    }
  }

  /// The `<meetOrSlice>` keyword.
  public enum Scaling: String, CaseIterable, Hashable, Sendable {
    /// Scale so the whole view box is visible (the smaller of the two scales).
    case meet
    /// Scale so the viewport is covered (the larger of the two scales).
    case slice
  }
}
