/// One pass of the image data: a sub-image whose pixel (i, j) lands at
/// (originX + i * stepX, originY + j * stepY) in the full image.
struct PNGPass: Sendable, Equatable {
  /// Where the pass's first pixel lies in the full image.
  let originX: Int
  let originY: Int
  /// The spacing of the pass's pixels in the full image.
  let stepX: Int
  let stepY: Int
  /// The size of the pass in its own pixels; never zero.
  let width: Int
  let height: Int

  /// The non-empty Adam7 passes of a `width` × `height` image, in storage order.
  static func adam7(width: Int, height: Int) -> [PNGPass] {
    let pattern: [(x: Int, y: Int, dx: Int, dy: Int)] = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]
    return pattern.compactMap { step in
      let passWidth = width > step.x ? (width - step.x + step.dx - 1) / step.dx : 0
      let passHeight = height > step.y ? (height - step.y + step.dy - 1) / step.dy : 0
      guard passWidth > 0, passHeight > 0 else { return nil }
      return PNGPass(
        originX: step.x, originY: step.y, stepX: step.dx, stepY: step.dy, width: passWidth, height: passHeight
      )
    }
  }
}
