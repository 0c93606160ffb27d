/// One drawing command of a path, with its points in absolute coordinates.
public enum PathElement: Hashable, Sendable {
  /// Starts a new sub-path at a point.
  case move(Point)
  /// A straight line to a point.
  case line(Point)
  /// A quadratic Bézier curve through a control point to an end point.
  case quad(Point, Point)
  /// A cubic Bézier curve through two control points to an end point.
  case cubic(Point, Point, Point)
  /// Closes the current sub-path with a straight line back to its start.
  case close
}

/// The verb of a stored path command; points live in a separate array.
public enum PathVerb: UInt8, Hashable, Sendable {
  /// One point: the start of a sub-path.
  case move
  /// One point: the end of a line.
  case line
  /// Two points: control and end.
  case quad
  /// Three points: two controls and end.
  case cubic
  /// No points.
  case close

  /// How many points the verb consumes.
  @inlinable
  public var pointCount: Int {
    switch self {
    case .move, .line: 1
    case .quad: 2
    case .cubic: 3
    case .close: 0
    }
  }
}

/// A vector path: sub-paths of lines, quadratic and cubic Bézier curves.
///
/// Stored as two flat arrays (verbs and points) so that copying is cheap and the flattener
/// can walk it without enumerating an enum per command. Every sub-path starts with a move;
/// `PathBuilder` and `append(_:)` insert one where the caller left it out.
public struct Path: Hashable, Sendable {
  /// The commands, in order.
  public private(set) var verbs: [PathVerb] = []
  /// The points the commands consume, in order.
  public private(set) var points: [Point] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path from a sequence of elements.
  public init(_ elements: some Sequence<PathElement>) {
    for element in elements { append(element) }
  }

  /// Whether the path has no commands.
  @inlinable
  public var isEmpty: Bool { verbs.isEmpty }

  /// Whether every coordinate is finite.
  public var isFinite: Bool { points.allSatisfy(\.isFinite) }

  /// The sub-paths as paths of their own, each starting with its move.
  public var subpaths: [Path] {
    var result: [Path] = []
    var current = Path()
    forEachElement { element in
      if case .move = element, !current.isEmpty {
        result.append(current)
        current = Path()
      }
      current.append(element)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The commands as enum values with absolute points.
  public var elements: [PathElement] {
    var out: [PathElement] = []
    out.reserveCapacity(verbs.count)
    var i = 0
    for verb in verbs {
      switch verb {
      case .move: out.append(.move(points[i]))
      case .line: out.append(.line(points[i]))
      case .quad: out.append(.quad(points[i], points[i + 1]))
      case .cubic: out.append(.cubic(points[i], points[i + 1], points[i + 2]))
      case .close: out.append(.close)
      }
      i += verb.pointCount
    }
    return out
  }

  /// The point where the next command starts, or `nil` for an empty path.
  public var currentPoint: Point? {
    guard let last = verbs.last else { return nil }
    if last == .close { return subpathStart }
    return points.last
  }

  /// The start of the current sub-path, or `nil` when there is none.
  public var subpathStart: Point? {
    var pointIndex = points.count
    for verb in verbs.reversed() {
      pointIndex -= verb.pointCount
      if verb == .move { return points[pointIndex] }
    }
    return nil
  }

  /// Appends one element; a drawing command without a current point starts at the origin
  /// of a new sub-path (after a close, at the closed sub-path's start).
  public mutating func append(_ element: PathElement) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): line(to: p)
    case .quad(let c, let p): quad(to: p, control: c)
    case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
    case .close: close()
    }
  }

  /// Appends every element of another path.
  public mutating func append(_ other: Path) {
    if other.verbs.first != .move, let start = other.points.first, !other.verbs.isEmpty {
      move(to: start)
    }
    verbs.append(contentsOf: other.verbs)
    points.append(contentsOf: other.points)
  }

  /// Starts a new sub-path at `p`.
  public mutating func move(to p: Point) {
    verbs.append(.move)
    points.append(p)
  }

  /// Adds a line from the current point to `p`.
  public mutating func line(to p: Point) {
    ensureSubpath()
    verbs.append(.line)
    points.append(p)
  }

  /// Adds a quadratic curve from the current point through `control` to `p`.
  public mutating func quad(to p: Point, control: Point) {
    ensureSubpath()
    verbs.append(.quad)
    points.append(control)
    points.append(p)
  }

  /// Adds a cubic curve from the current point through two controls to `p`.
  public mutating func cubic(to p: Point, control1: Point, control2: Point) {
    ensureSubpath()
    verbs.append(.cubic)
    points.append(control1)
    points.append(control2)
    points.append(p)
  }

  /// Closes the current sub-path; does nothing when there is no open sub-path.
  public mutating func close() {
    guard let last = verbs.last, last != .close else { return }
    verbs.append(.close)
  }

  /// Keeps capacity for about `verbs` commands and `points` points.
  public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
    verbs.reserveCapacity(verbCount)
    points.reserveCapacity(pointCount)
  }

  private mutating func ensureSubpath() {
    if verbs.isEmpty {
      move(to: .zero)
    } else if verbs.last == .close, let start = subpathStart {
      move(to: start)
    }
  }

  /// The path with every point mapped by `transform`.
  public func transformed(by transform: Transform) -> Path {
    var copy = self
    for i in copy.points.indices { copy.points[i] = transform.apply(copy.points[i]) }
    return copy
  }

  /// Calls `body` for each element in order, without building an array.
  @inlinable
  public func forEachElement(_ body: (PathElement) throws -> Void) rethrows {
    var i = 0
    for verb in verbs {
      switch verb {
      case .move: try body(.move(points[i]))
      case .line: try body(.line(points[i]))
      case .quad: try body(.quad(points[i], points[i + 1]))
      case .cubic: try body(.cubic(points[i], points[i + 1], points[i + 2]))
      case .close: try body(.close)
      }
      i += verb.pointCount
    }
  }
}
