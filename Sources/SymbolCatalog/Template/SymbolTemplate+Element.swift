import SymbolGeometry

extension SymbolTemplate {
  /// A layer annotation class as written: `monochrome-N`, `hierarchical-N:<level>` or
  /// `multicolor-N:<colour>`.
  public struct Annotation: Hashable, Sendable {
    /// The layer index N.
    public var index: Int
    /// The text after the colon (a level name or a colour), as written; `nil` without colon.
    public var value: String?

    /// Creates an annotation.
    public init(index: Int, value: String? = nil) {
      self.index = index
      self.value = value
    }
  }

  /// One drawable element of a master group (`path`, `rect`, `circle`, `ellipse`, `line`,
  /// `polyline`, `polygon`) with its classes, its paint and its geometry.
  public struct Element: Hashable, Sendable {
    /// The element name, e.g. `path`.
    public var name: String
    /// Where the element starts.
    public var location: SourceLocation
    /// The `class` attribute split on whitespace, unknown classes included.
    public var classes: [String]
    /// The first `monochrome-N` class.
    public var monochrome: Annotation?
    /// The first `hierarchical-N:<level>` class; ``Annotation/value`` is the level as written.
    public var hierarchical: Annotation?
    /// The first `multicolor-N:<colour>` class; ``Annotation/value`` is the colour as written.
    public var multicolor: Annotation?
    /// The `-sfsymbols-variable-threshold` property as written, if the cascade gives one.
    public var variableThreshold: String?
    /// The `-sfsymbols-clear-behind` property as written, if the cascade gives one.
    public var clearBehind: String?
    /// Whether the computed `fill` paints (it is not `none`).
    public var isFilled: Bool
    /// Whether the computed `stroke` paints (not `none`, with a positive width).
    public var isStroked: Bool
    /// Why a fill or stroke the element gives is not drawn: its opacity (`opacity`,
    /// `fill-opacity`, `stroke-opacity` or the colour's alpha) is 0, so a browser shows
    /// nothing of it; `nil` when nothing was so dropped.
    public var transparentPaint: String? = nil
    /// Whether the computed `fill-rule` is `evenodd`.
    public var isEvenOdd: Bool
    /// The computed stroke properties; widths and dashes are in canvas units (scaled by the
    /// transform's mean scale, the square root of its determinant).
    public var strokeStyle: StrokeStyle
    /// How much the transforms placing the element stretch lengths, least to most
    /// (``Transform/axisScales``): one number for a uniform scale, a range under
    /// `scale(1 0.5)` or a skew, where a browser draws a stroke thinner in some directions
    /// than in others but the engine draws it at one width (`strokeStyle.width`). `nil`
    /// when the transform is too large to measure.
    public var transformScales: ClosedRange<Double>?
    /// The geometry in canvas coordinates, transforms applied; empty when the element draws
    /// nothing (a zero-sized rectangle) or its geometry could not be read.
    public var path: Path

    /// Creates an element; paint defaults to SVG's initial values (filled, not stroked).
    public init(
      name: String, location: SourceLocation, classes: [String] = [],
      monochrome: Annotation? = nil, hierarchical: Annotation? = nil, multicolor: Annotation? = nil,
      variableThreshold: String? = nil, clearBehind: String? = nil, isFilled: Bool = true,
      isStroked: Bool = false, isEvenOdd: Bool = false, strokeStyle: StrokeStyle = StrokeStyle(),
      path: Path, transformScales: ClosedRange<Double>? = 1...1
    ) {
      self.name = name
      self.location = location
      self.classes = classes
      self.monochrome = monochrome
      self.hierarchical = hierarchical
      self.multicolor = multicolor
      self.variableThreshold = variableThreshold
      self.clearBehind = clearBehind
      self.isFilled = isFilled
      self.isStroked = isStroked
      self.isEvenOdd = isEvenOdd
      self.strokeStyle = strokeStyle
      self.path = path
      self.transformScales = transformScales
    }

    /// Whether the element is stroked and not filled: a centre-line.
    public var isStrokeOnly: Bool { isStroked && !isFilled }

    /// Whether any layer annotation class is present.
    public var hasAnnotations: Bool { monochrome != nil || hierarchical != nil || multicolor != nil }
  }
}

extension SymbolTemplate.Annotation {
  /// The kinds of annotation class, by prefix.
  enum Kind: String, CaseIterable {
    case monochrome
    case hierarchical
    case multicolor
  }

  /// The largest layer index a class may give: a symbol has a handful of layers, and a
  /// bound keeps a typo such as `monochrome-99999999` from asking for that many.
  static let maximumIndex = 9_999

  /// Reads a class name: `nil` when it is no annotation class (unknown classes are
  /// ignored), `.failure` with a reason when it starts like one but is malformed.
  ///
  /// A class starts like an annotation when its leading letters are a kind's name in any
  /// case or within two typing mistakes of it (`monochrome1`, `Hierarchical-1`,
  /// `hierachical-1:secondary`, `hierarchical_1`): such a class was meant as one, and
  /// ignoring it would silently move the element to another layer.
  static func parse(className: String) -> (Kind, Result<Self, MalformedClass>)? {
    let word = String(className.prefix { $0.isLetter }).lowercased()
    for kind in Kind.allCases {
      let prefix = kind.rawValue + "-"
      guard className.hasPrefix(prefix) else {
        if !word.isEmpty, word == kind.rawValue || EditDistance.distance(word, kind.rawValue) <= 2 {
          return (kind, .failure(MalformedClass(className: className, kind: kind)))
        }
        continue
      }
      let rest = className.dropFirst(prefix.count)
      let colon = rest.firstIndex(of: ":")
      let digits = rest[..<(colon ?? rest.endIndex)]
      let value = colon.map { String(rest[rest.index(after: $0)...]) }
      guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
        let index = Int(digits), index <= Self.maximumIndex
      else {
        return (kind, .failure(MalformedClass(className: className, kind: kind)))
      }
      if kind == .monochrome, value != nil {
        return (kind, .failure(MalformedClass(className: className, kind: kind)))
      }
      return (kind, .success(Self(index: index, value: value)))
    }
    return nil
  }

  /// A class that starts like an annotation but does not follow its syntax.
  struct MalformedClass: Error {
    var className: String
    var kind: Kind

    var message: String {
      let syntax =
        switch kind {
        case .monochrome: "monochrome-N"
        case .hierarchical: "hierarchical-N:primary|secondary|tertiary"
        case .multicolor: "multicolor-N:<colour>"
        }
      return "class '\(className)' looks like a layer annotation but is not one; expected \(syntax)"
        + " with N a layer index from 0 to \(SymbolTemplate.Annotation.maximumIndex)"
    }
  }
}
