/// Whether a shape's fill or its stroke is painted first, as SVG 2's `paint-order` decides.
///
/// Markers are not drawn, so only the order of the fill and the stroke is kept.
public enum SVGPaintOrder: Hashable, Sendable {
  /// The fill, then the stroke over it: SVG's `normal`.
  case fillThenStroke
  /// The stroke, then the fill over its inner half: `paint-order: stroke`.
  case strokeThenFill
}

extension SVGPaintOrder {
  /// Reads a `paint-order` value: `normal`, or `fill`, `stroke` and `markers` each at most
  /// once, in any case; the ones left out follow in their normal order, so the stroke goes
  /// first exactly when it is named before `fill` or without it. `nil` for anything else.
  init?(cssValue: String) {
    let keywords = cssValue.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    if keywords == ["normal"] {
      self = .fillThenStroke
      return
    }
    let known: Set = ["fill", "stroke", "markers"]
    guard !keywords.isEmpty, keywords.allSatisfy(known.contains), Set(keywords).count == keywords.count
    else { return nil }
    let stroke = keywords.firstIndex(of: "stroke")
    let fill = keywords.firstIndex(of: "fill")
    switch (stroke, fill) {
    case (let stroke?, let fill?) where stroke < fill: self = .strokeThenFill
    case (.some, nil): self = .strokeThenFill
    default: self = .fillThenStroke
    }
  }
}
