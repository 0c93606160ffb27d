import SymbolGeometry

/// The pixels an offscreen layer holds: a rectangle of whole pixels of the image, at least
/// one pixel.
struct SVGLayerBox: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The pixels the layer holds.
  var area: Int { width * height }

  /// The one pixel a layer that can show nothing still holds, so that what is drawn into it
  /// still reaches the raster stage, which reports a path it refuses.
  static let minimal = SVGLayerBox(x: 0, y: 0, width: 1, height: 1)
}

/// Sizes the offscreen layers of a draw list to what they can show.
///
/// A group with an opacity or a mask, and a mask's content, are drawn into a layer that is
/// then composited; a layer the size of the image made every such group cost the whole
/// image to clear, composite and hold, however small its content: 100,000 translucent
/// 8-pixel squares at 256 px needed 6.5 billion pixels of layers and were refused, where
/// rsvg-convert drew them. A layer needs only the pixels its content reaches:
///
/// - a group's content is the union of the `reach` of every fill in it (each within the
///   image and its clip), and of the layers of the groups inside it;
/// - a masked group shows only where its mask's content reaches, and inside the mask's
///   region, so its layer is its content's box met with both (a mask's levels are zero
///   where nothing of its content is drawn, whether it reads luminance or alpha);
/// - the mask's layer is its group's, so the two meet pixel for pixel.
///
/// Sizes are in whole pixels: a fill's exact-area coverage never leaves the box of its
/// outline, so the pixels its box touches hold all it paints.
enum SVGLayerBounds {
  /// One box for each `beginGroup` and `beginMask` of `steps`, in their order, for an image
  /// of `width`×`height` pixels. `steps` is a well-formed draw list (brackets balanced, a
  /// mask inside the group it masks, after its content).
  static func boxes(for steps: [SVGDrawStep], width: Int, height: Int) -> [SVGLayerBox] {
    let image = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    // An open group or mask: where its box goes and what its content reaches so far; for a
    // group, where its mask's box goes, and for a mask, the box of its region.
    struct Open {
      var index: Int
      var content: PixelRect?
      var maskIndex: Int?
      var region: PixelRect?
    }
    var boxes: [SVGLayerBox] = []
    var open: [Open] = []
    func reach(_ rect: PixelRect?) {
      guard let rect, !open.isEmpty else { return }
      open[open.count - 1].content = open[open.count - 1].content.map { $0.union(rect) } ?? rect
    }
    for step in steps {
      switch step {
      case .beginGroup:
        open.append(Open(index: boxes.count))
        boxes.append(.minimal)
      case .beginMask(let region, _):
        let index = boxes.count
        boxes.append(.minimal)
        if !open.isEmpty { open[open.count - 1].maskIndex = index }
        let bounds = region.controlBounds.flatMap { PixelRect(enclosing: $0)?.intersection(image) }
        open.append(Open(index: index, region: bounds))
      case .endMask:
        guard let mask = open.popLast(), !open.isEmpty else { continue }
        // The mask comes after its group's content, so that is complete here: it shows only
        // where the mask's content reaches inside its region, and nowhere when that is
        // nothing.
        let shown = mask.content.flatMap { content in mask.region.flatMap { content.intersection($0) } }
        let group = open[open.count - 1].content
        open[open.count - 1].content = group.flatMap { content in shown.flatMap { content.intersection($0) } }
      case .endGroup:
        guard let group = open.popLast() else { continue }
        let box = group.content.map(SVGLayerBox.init) ?? .minimal
        boxes[group.index] = box
        if let maskIndex = group.maskIndex { boxes[maskIndex] = box }
        reach(group.content)
      case .fill(_, _, _, _, _, _, let rect, _):
        reach(PixelRect(enclosing: rect)?.intersection(image))
      }
    }
    return boxes
  }
}

/// A rectangle of whole pixels, never empty: `minX < maxX` and `minY < maxY`.
private struct PixelRect: Equatable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
  }

  /// The whole pixels `rect` touches; `nil` when it has no area or is not finite (the
  /// draw list keeps reaches within the image, so finite ones convert without trapping).
  init?(enclosing rect: Rect) {
    guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite, max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY)) < 1e15
    else { return nil }
    self.init(
      minX: Int(rect.minX.rounded(.down)), minY: Int(rect.minY.rounded(.down)),
      maxX: Int(rect.maxX.rounded(.up)), maxY: Int(rect.maxY.rounded(.up)))
  }

  func union(_ other: PixelRect) -> PixelRect {
    PixelRect(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }

  func intersection(_ other: PixelRect) -> PixelRect? {
    let meeting = PixelRect(
      minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
      maxY: min(maxY, other.maxY))
    return meeting.minX < meeting.maxX && meeting.minY < meeting.maxY ? meeting : nil
  }
}

extension SVGLayerBox {
  fileprivate init(_ rect: PixelRect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.maxX - rect.minX, height: rect.maxY - rect.minY)
  }
}
