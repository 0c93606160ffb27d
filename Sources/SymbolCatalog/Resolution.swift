/// The outcome of resolving a requested symbol name and variants against a catalog.
public struct Resolution: Hashable, Sendable {
  /// What happened to one fallback candidate.
  public enum Outcome: Hashable, Sendable {
    /// The candidate was used; the catalog has it authored.
    case takenAuthored
    /// The candidate was used; the engine synthesises it.
    case takenSynthesised
    /// The candidate needs a variant that was not requested, so it was skipped.
    case notRequested
    /// The catalog neither has nor can synthesise the candidate.
    case notInCatalog
  }

  /// One fallback candidate that was considered, in order.
  public struct TraceStep: Hashable, Sendable, CustomStringConvertible {
    /// The fallback step number, 1 (slash + shape + fill) to 8 (base).
    public var step: Int
    /// The full candidate name.
    public var candidate: String
    /// The variants this candidate stands for.
    public var variants: SymbolVariants
    /// What happened to the candidate.
    public var outcome: Outcome
    /// A human-readable explanation.
    public var reason: String

    /// Creates a trace step.
    public init(step: Int, candidate: String, variants: SymbolVariants, outcome: Outcome, reason: String) {
      self.step = step
      self.candidate = candidate
      self.variants = variants
      self.outcome = outcome
      self.reason = reason
    }

    /// What ``candidate`` holds at a step that needs a shape when none was requested: the
    /// step names no real symbol then.
    public static let noShapeRequested = "(no shape requested)"

    /// Whether ``candidate`` is a symbol name, rather than ``noShapeRequested``: a script
    /// looking candidates up should skip the others.
    public var namesCandidate: Bool { candidate != Self.noShapeRequested }

    /// `step N candidate: reason`.
    public var description: String { "step \(step) \(candidate): \(reason)" }
  }

  /// The full name that will be drawn.
  public var resolvedName: String
  /// The base name after deprecation and alias replacement.
  public var base: String
  /// The variants the resolved name carries.
  public var variants: SymbolVariants
  /// The variants that were asked for (by the name or the request) but are not drawn
  /// because the catalog provides no candidate with them. A second shape, overridden by
  /// one closer to the symbol, is not among them: it is a
  /// ``ResolutionWarning/shapeIgnored(ignored:kept:)`` in `warnings`.
  public var droppedVariants: SymbolVariants
  /// Whether the resolved name is synthesised rather than authored.
  public var isSynthesised: Bool
  /// Every candidate considered, in order, ending with the one taken.
  public var trace: [TraceStep]
  /// Warnings such as use of a deprecated name or a shape overridden by a closer one.
  public var warnings: [ResolutionWarning]

  /// Creates a resolution.
  public init(
    resolvedName: String, base: String, variants: SymbolVariants, droppedVariants: SymbolVariants,
    isSynthesised: Bool, trace: [TraceStep], warnings: [ResolutionWarning]
  ) {
    self.resolvedName = resolvedName
    self.base = base
    self.variants = variants
    self.droppedVariants = droppedVariants
    self.isSynthesised = isSynthesised
    self.trace = trace
    self.warnings = warnings
  }
}
