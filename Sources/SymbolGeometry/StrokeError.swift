/// Why a path could not be stroked.
public enum StrokeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stroke's outline would hold more than `limit` points: a path of millions of
  /// vertices, each with a round join of many chords, or curves flattened very finely.
  /// Building it would take gigabytes before any filler could refuse it, so the stroker
  /// stops at the limit instead.
  case tooComplex(limit: Int)

  /// A message naming the problem and what is accepted.
  public var description: String {
    switch self {
    case .tooComplex(let limit):
      "the stroke's outline needs more than \(limit) points; at most \(limit) are accepted"
        + " (a path of fewer vertices or curves, or drawn smaller, needs fewer)"
    }
  }
}
