import SymbolGeometry

/// Everything a symbol template file says, as written and with source locations, before any
/// rule is checked: what ``SymbolTemplateReader/parse(_:file:)`` returns.
///
/// The raw form exists so that tools (the catalog lint) can report on a file even when it
/// would not load, and so that validation (``glyph(name:)``) is separate from SVG reading.
/// Geometry is in canvas coordinates: the user space of the root `<svg>` (its `viewBox`),
/// with every `transform` of the element and its ancestors applied.
public struct SymbolTemplate: Hashable, Sendable {
  /// The file path as given to the reader, used in every location.
  public var file: String
  /// The canvas width: the `viewBox` width, else the `width` attribute, else 0.
  public var canvasWidth: Double
  /// The canvas height: the `viewBox` height, else the `height` attribute, else 0.
  public var canvasHeight: Double
  /// The canvas's top-left corner: the `viewBox` origin, else 0 0.
  public var canvasOrigin = Point(0, 0)
  /// Where the root `<svg>` element starts; errors about the whole file point here.
  public var rootLocation: SourceLocation
  /// The guide lines found (`Baseline-S`, `left-margin-Regular-S`, ...), in document order.
  public var guides: [Guide]
  /// The master groups found (`Regular-S`, ...), in document order.
  public var masters: [MasterGroup]
  /// What the reader skipped or could not use, in document order. Diagnostics of severity
  /// ``Diagnostic/Severity/error`` make ``glyph(name:)`` fail.
  public var diagnostics: [Diagnostic]

  /// Creates a template from its parts.
  public init(
    file: String, canvasWidth: Double, canvasHeight: Double, rootLocation: SourceLocation,
    guides: [Guide] = [], masters: [MasterGroup] = [], diagnostics: [Diagnostic] = []
  ) {
    self.file = file
    self.canvasWidth = canvasWidth
    self.canvasHeight = canvasHeight
    self.rootLocation = rootLocation
    self.guides = guides
    self.masters = masters
    self.diagnostics = diagnostics
  }

  /// The diagnostics of severity warning.
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

extension SymbolTemplate {
  /// What a guide line's `id` says it marks.
  public enum GuideKind: Hashable, Sendable {
    /// `Baseline-<S|M|L>`: a horizontal line, the baseline of that scale.
    case baseline(SymbolScale)
    /// `Capline-<S|M|L>`: a horizontal line, the cap height of that scale.
    case capline(SymbolScale)
    /// `left-margin-<Master>`: a vertical line, the left edge of that master's advance.
    case leftMargin(master: String)
    /// `right-margin-<Master>`: a vertical line, the right edge of that master's advance.
    case rightMargin(master: String)

    /// Reads a guide id, or `nil` when the id names no guide.
    public init?(id: String) {
      if let scale = Self.scale(after: "Baseline-", in: id) {
        self = .baseline(scale)
      } else if let scale = Self.scale(after: "Capline-", in: id) {
        self = .capline(scale)
      } else if id.hasPrefix("left-margin-"), id.count > 12 {
        self = .leftMargin(master: String(id.dropFirst(12)))
      } else if id.hasPrefix("right-margin-"), id.count > 13 {
        self = .rightMargin(master: String(id.dropFirst(13)))
      } else {
        return nil
      }
    }

    /// The guide id `id` was likely meant to be when it differs from one only in the case
    /// of its fixed part (`baseline-S`, `Capline-s`, `Left-Margin-Regular-S`); `nil` when
    /// `id` is a guide id or nothing like one. Guide ids are read case-sensitively, as
    /// SF Symbols' templates spell them, so such a line is not a guide.
    public static func intendedID(forNearMiss id: String) -> String? {
      guard GuideKind(id: id) == nil else { return nil }
      let lowered = id.lowercased()
      for scaled in ["Baseline-", "Capline-"] where lowered.hasPrefix(scaled.lowercased()) {
        let candidate = scaled + id.dropFirst(scaled.count).uppercased()
        return GuideKind(id: candidate) != nil ? candidate : nil
      }
      for margin in ["left-margin-", "right-margin-"] where lowered.hasPrefix(margin) {
        let candidate = margin + id.dropFirst(margin.count)
        return GuideKind(id: candidate) != nil ? candidate : nil
      }
      return nil
    }

    /// Whether the guide is a horizontal line (its y counts) rather than a vertical one.
    public var isHorizontal: Bool {
      switch self {
      case .baseline, .capline: true
      case .leftMargin, .rightMargin: false
      }
    }

    private static func scale(after prefix: String, in id: String) -> SymbolScale? {
      guard id.hasPrefix(prefix), id.count == prefix.count + 1, let letter = id.last else { return nil }
      return SymbolScale.allCases.first { $0.templateLetter == letter }
    }
  }

  /// A guide line: a `<line>` whose `id` is a guide name.
  public struct Guide: Hashable, Sendable {
    /// The `id` as written.
    public var id: String
    /// What the id says the line marks.
    public var kind: GuideKind
    /// The canvas y of a horizontal guide (baseline, capline) or the canvas x of a vertical
    /// one (margins), after transforms; taken from the line's first end point.
    public var position: Double
    /// Where the `<line>` starts.
    public var location: SourceLocation

    /// Creates a guide.
    public init(id: String, kind: GuideKind, position: Double, location: SourceLocation) {
      self.id = id
      self.kind = kind
      self.position = position
      self.location = location
    }
  }

  /// A master group: a `<g id="<Weight>-<S|M|L>">` and the drawable elements inside it.
  public struct MasterGroup: Hashable, Sendable {
    /// The `id` as written, e.g. `Regular-S`.
    public var id: String
    /// The weight the id names.
    public var weight: SymbolWeight
    /// The scale the id names.
    public var scale: SymbolScale
    /// Where the `<g>` starts.
    public var location: SourceLocation
    /// The drawable elements, in document order (nested groups flattened).
    public var elements: [Element]

    /// Creates a master group.
    public init(
      id: String, weight: SymbolWeight, scale: SymbolScale, location: SourceLocation,
      elements: [Element] = []
    ) {
      self.id = id
      self.weight = weight
      self.scale = scale
      self.location = location
      self.elements = elements
    }

    /// The weight names a master group id may use, lightest first, as SF Symbols writes them.
    public static let weightNames = [
      "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]

    /// What a master group id accepts, for messages.
    public static let acceptedSyntax =
      "<Weight>-<S|M|L> with Weight one of " + weightNames.joined(separator: ", ")

    /// Reads a master group id such as `Regular-S` (weight names are case-insensitive), or
    /// `nil` when the id is not one.
    public static func parseID(_ id: String) -> (weight: SymbolWeight, scale: SymbolScale)? {
      guard let dash = id.lastIndex(of: "-") else { return nil }
      let weightName = id[..<dash].lowercased()
      let letter = id[id.index(after: dash)...]
      guard weightNames.contains(where: { $0.lowercased() == weightName }),
        let weight = SymbolWeight(parsing: weightName), letter.count == 1,
        let scale = SymbolScale.allCases.first(where: { String($0.templateLetter) == letter })
      else { return nil }
      return (weight, scale)
    }
  }

  /// A finding about the file that is not fatal to reading it.
  public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad the finding is.
    public enum Severity: Hashable, Sendable {
      /// Something ignored (an unknown element, a reference drawing); the glyph still loads.
      case warning
      /// Something the glyph cannot be built without (malformed path data, a bad length);
      /// ``SymbolTemplate/glyph(name:)`` throws it.
      case error
    }

    /// How bad the finding is.
    public var severity: Severity
    /// What kind of problem it is, for tools that sort findings: the message is for people.
    public var problem: CatalogProblem
    /// Where the finding is.
    public var location: SourceLocation
    /// What was found and, for errors, what is accepted.
    public var message: String

    /// Creates a diagnostic of kind `problem`.
    public init(_ problem: CatalogProblem, severity: Severity, location: SourceLocation, message: String) {
      self.severity = severity
      self.problem = problem
      self.location = location
      self.message = message
    }

    /// `file:line:column: warning: message` (or `error:`), as compilers print findings.
    public var description: String {
      "\(location): \(severity == .warning ? "warning" : "error"): \(message)"
    }
  }
}
