/// A value read from a catalog file together with where it was written, so that lint
/// findings and errors about it can point at the exact spot.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value starts in its file.
  public var location: SourceLocation

  /// Creates a located value.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
