/// Whether, and how, a catalog provides a full symbol name.
public enum SymbolAvailability: Hashable, Sendable {
  /// The catalog has an authored drawing for the name.
  case authored
  /// The catalog has no drawing but allows the engine to synthesise the name.
  case synthesisable
  /// The catalog cannot provide the name.
  case unavailable
}
