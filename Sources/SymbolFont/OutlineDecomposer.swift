import CFreeType
import SymbolGeometry

/// Turns a FreeType outline into a `Path` through `FT_Outline_Decompose`.
///
/// FreeType walks the outline and calls C function pointers with a user pointer; that
/// pointer addresses one of these values, which collects the commands. Coordinates are
/// copied as they are (font units when the glyph was loaded unscaled) except that y is
/// negated, because FreeType's y grows upwards and ours grows downwards.
struct OutlineDecomposer {
  private var path = Path()
  private var subpathStart: Point?
  /// The last line is held back until the next command is known: FreeType ends every
  /// contour with a line back to its start, which `close()` already implies.
  private var pendingLine: Point?

  /// Returned by a callback that was handed a null pointer, and passed on by FreeType;
  /// `Invalid_Argument` is the closest FreeType code.
  private static let missingArgument: Int32 = 0x06

  /// Decomposes the outline of glyph `glyphIndex` into a path with one closed sub-path per
  /// contour.
  static func path(
    of outline: UnsafeMutablePointer<FT_Outline>, glyphIndex: Int, fontPath: String
  ) throws(FontError) -> Path {
    var decomposer = OutlineDecomposer()
    var callbacks = FT_Outline_Funcs(
      move_to: { to, user in
        OutlineDecomposer.withDecomposer(user, at: to) { decomposer, point in decomposer.move(to: point) }
      },
      line_to: { to, user in
        OutlineDecomposer.withDecomposer(user, at: to) { decomposer, point in decomposer.line(to: point) }
      },
      conic_to: { control, to, user in
        guard let control else { return OutlineDecomposer.missingArgument }
        let controlPoint = OutlineDecomposer.point(control.pointee)
        return OutlineDecomposer.withDecomposer(user, at: to) { decomposer, point in
          decomposer.quad(to: point, control: controlPoint)
        }
      },
      cubic_to: { control1, control2, to, user in
        guard let control1, let control2 else { return OutlineDecomposer.missingArgument }
        let first = OutlineDecomposer.point(control1.pointee)
        let second = OutlineDecomposer.point(control2.pointee)
        return OutlineDecomposer.withDecomposer(user, at: to) { decomposer, point in
          decomposer.cubic(to: point, control1: first, control2: second)
        }
      },
      shift: 0,
      delta: 0)
    let status = withUnsafeMutablePointer(to: &decomposer) { pointer in
      FT_Outline_Decompose(outline, &callbacks, UnsafeMutableRawPointer(pointer))
    }
    guard status == 0 else {
      throw .glyphLoadFailed(
        path: fontPath, glyphIndex: glyphIndex, freeTypeCode: status,
        freeTypeName: FreeTypeErrorName.name(for: status))
    }
    decomposer.finishSubpath()
    return decomposer.path
  }

  /// Recovers the decomposer behind FreeType's user pointer and hands it one point.
  ///
  /// The callbacks are C function pointers and cannot capture anything, so this is the
  /// only way back to Swift state; it returns the status code FreeType expects.
  private static func withDecomposer(
    _ user: UnsafeMutableRawPointer?, at vector: UnsafePointer<FT_Vector>?,
    _ body: (inout OutlineDecomposer, Point) -> Void
  ) -> Int32 {
    guard let user, let vector else { return OutlineDecomposer.missingArgument }
    let decomposer = user.assumingMemoryBound(to: OutlineDecomposer.self)
    body(&decomposer.pointee, point(vector.pointee))
    return 0
  }

  private static func point(_ vector: FT_Vector) -> Point {
    // Subtracting from zero keeps the baseline at +0 rather than -0, which prints more clearly.
    Point(Double(vector.x), 0 - Double(vector.y))
  }

  private mutating func move(to point: Point) {
    finishSubpath()
    path.move(to: point)
    subpathStart = point
  }

  private mutating func line(to point: Point) {
    flushPendingLine()
    pendingLine = point
  }

  private mutating func quad(to point: Point, control: Point) {
    flushPendingLine()
    path.quad(to: point, control: control)
  }

  private mutating func cubic(to point: Point, control1: Point, control2: Point) {
    flushPendingLine()
    path.cubic(to: point, control1: control1, control2: control2)
  }

  private mutating func flushPendingLine() {
    if let pending = pendingLine { path.line(to: pending) }
    pendingLine = nil
  }

  /// Closes the current contour, dropping a final line that only returns to the start.
  private mutating func finishSubpath() {
    guard subpathStart != nil else { return }
    if let pending = pendingLine, pending != subpathStart { path.line(to: pending) }
    pendingLine = nil
    path.close()
    subpathStart = nil
  }
}
