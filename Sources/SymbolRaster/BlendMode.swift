/// How a paint combines with what a canvas already holds.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// Porter-Duff source-over: the paint lies on top.
  case sourceOver = "source-over"
  /// Porter-Duff destination-out: the paint's coverage × alpha erases the canvas, used for
  /// knockouts (clear-behind layers, holes in filled enclosures).
  case clear = "destination-out"
}
