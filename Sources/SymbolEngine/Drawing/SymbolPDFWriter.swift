import SymbolGeometry
import SymbolRaster

/// Writes a ``SymbolDrawing`` as a one-page PDF 1.4 file of vector paths, which PDF
/// viewers draw like ``SymbolDrawing/rasterize(scale:background:)``.
///
/// - The page's `MediaBox` is the PNG's size in whole pixels at `scale`, one PDF unit per
///   pixel (the size in points × `scale`, rounded up as the PNG's is), so the PNG, SVG and
///   PDF of a request have one size; one `cm` maps the drawing's y-down points onto PDF's
///   y-up page space, so path coordinates stay in points.
/// - A fill step is its path (`m`, `l`, `c`, with quadratic curves raised to cubics, and
///   `h`) filled with `f` or `f*` in an `rg` colour; an opacity below 1 (the step's times
///   the colour's alpha) is set through an ExtGState `/ca`.
/// - A layer group (``SymbolDrawing/groups``) of several paths below full opacity becomes a
///   transparency-group Form XObject of its paths, painted through an ExtGState whose `/ca`
///   is the group's opacity, so overlapping paths of one layer do not darken.
/// - A ``SymbolDrawStep/Operation/clear`` step cannot be drawn as paint: everything drawn
///   before it becomes a transparency-group Form XObject, painted through an ExtGState
///   whose `/SMask` is a luminosity group of a white rectangle with the step's path in
///   black (the paths of one ``SymbolDrawGroup/clear(_:opacity:)`` group in one mask).
///   Several clears nest. The groups and the white rectangle reach a point beyond the page
///   on every side: stopping at its edge, they left a viewer's edge pixels half masked,
///   once per clear.
///
/// Streams are left uncompressed, and the file has no dates or random IDs: equal input
/// gives identical bytes.
public struct SymbolPDFWriter: Hashable, Sendable {
  /// The page sides, in PDF units, that Adobe's readers accept: 3 to 14,400 (200 inches;
  /// the PDF 1.4 reference's implementation limits, appendix C). A page outside them is
  /// written as asked, since poppler and browsers show it, but those readers do not.
  public static let portablePageSides: ClosedRange<Int> = 3...14_400

  /// The most digits written after the decimal point of a coordinate, in points; one more
  /// is written for each tenfold of the scale above 100 pixels per point (up to 9), so a
  /// coordinate stays within a two-hundredth of a pixel.
  public var precision: Int

  /// Creates a writer; four decimals keep coordinates within 1/20 000 pt.
  public init(precision: Int = 4) {
    self.precision = precision
  }

  /// The PDF file for `drawing` with a default writer; see ``write(_:scale:)``.
  public static func pdf(for drawing: SymbolDrawing, scale: Double = 1) throws(SymbolDrawingError) -> [UInt8]
  {
    try SymbolPDFWriter().write(drawing, scale: scale)
  }

  /// The PDF file for `drawing`, its page `scale` PDF units (1/72 in) per point.
  ///
  /// - Throws: the errors ``SymbolDrawing/rasterize(scale:background:)`` throws for the
  ///   same scale, so every output refuses the same requests.
  public func write(_ drawing: SymbolDrawing, scale: Double = 1) throws(SymbolDrawingError) -> [UInt8] {
    // Past 100 pixels per point, `precision` decimals of a point are too coarse for the
    // pixels: more are written (DrawingNumberFormat.coordinatePlaces).
    try SymbolPDFWriter(precision: DrawingNumberFormat.coordinatePlaces(precision, scale: scale))
      .file(drawing, scale: scale)
  }

  private func file(_ drawing: SymbolDrawing, scale: Double) throws(SymbolDrawingError) -> [UInt8] {
    let pixels = try drawing.validatedPixelSize(scale: scale)
    var file = PDFObjectFile()
    let catalog = file.reserve()
    let pages = file.reserve()
    let page = file.reserve()
    let resources = file.reserve()
    let contents = file.reserve()

    // In the drawing's points, one point beyond the page (whole pixels) on every side.
    let (boxWidth, boxHeight) = (Double(pixels.width) / scale + 1, Double(pixels.height) / scale + 1)
    let box = "[-1 -1 \(number(boxWidth)) \(number(boxHeight))]"
    var names = ResourceNames()
    var content = ""
    for group in drawing.groups {
      switch group {
      case .clear(let steps, let opacity):
        // Nothing drawn yet means nothing to erase.
        guard !content.isEmpty else { continue }
        let form = file.addStream(
          dictionary: formDictionary(box: box, resources: resources), data: content)
        let maskData =
          "1 g\n-1 -1 \(number(boxWidth + 1)) \(number(boxHeight + 1)) re\nf\n"
          // The luminosity kept where the paths cover: none for a full clear. Each is filled
          // opaque in that grey, so where two overlap the mask keeps the same, not less.
          + "\(DrawingNumberFormat.string(1 - opacity, places: 4)) g\n"
          + steps.map { pathOperators($0.path) + fillOperator($0.fillRule) }.joined(separator: "\n")
        let mask = file.addStream(
          dictionary: "/Type /XObject /Subtype /Form /BBox \(box) "
            + "/Group << /S /Transparency /CS /DeviceRGB >> /Resources << >>",
          data: maskData)
        let (state, name) = names.maskedGroup(form: form, mask: mask)
        content = "q\n/\(state) gs\n/\(name) Do\nQ\n"
      case .layer(_, let opacity, let fills) where group.needsGroup:
        let alpha = DrawingNumberFormat.string(opacity, places: 4)
        guard alpha != "0" else { continue }
        let inner = fills.map { fillOperators($0, opacity: 1, names: &names) }.joined()
        let form = file.addStream(dictionary: formDictionary(box: box, resources: resources), data: inner)
        // The ExtGState's constant alpha applies to the group as a whole when it is painted.
        content += "q\n/\(names.opacityState(alpha)) gs\n/\(names.form(form)) Do\nQ\n"
      case .layer(_, let opacity, let fills):
        content += fills.map { fillOperators($0, opacity: opacity, names: &names) }.joined()
      }
    }

    // The page maps points (y down) to page units (y up): x' = s·x, y' = H − s·y, so the
    // symbol sits at the top left and a fraction of a pixel is left over at the right and
    // bottom, as in the PNG.
    let pageHeight = "\(pixels.height)"

    // The scale gets more digits than coordinates: it multiplies every one of them.
    let factor = DrawingNumberFormat.string(scale, places: 9)
    let flip = "\(factor) 0 0 -\(factor) 0 \(pageHeight) cm\n"
    file.setStream(contents, dictionary: "", data: "q\n" + flip + content + "Q\n")
    file.set(resources, names.dictionary)
    file.set(
      page,
      "<< /Type /Page /Parent \(pages) 0 R /MediaBox [0 0 \(pixels.width) \(pageHeight)] "
        + "/Resources \(resources) 0 R /Contents \(contents) 0 R "
        + "/Group << /S /Transparency /CS /DeviceRGB >> >>")
    file.set(pages, "<< /Type /Pages /Kids [\(page) 0 R] /Count 1 >>")
    file.set(catalog, "<< /Type /Catalog /Pages \(pages) 0 R >>")
    return file.bytes(root: catalog)
  }

  /// A transparency group Form XObject covering the page, drawing with the shared
  /// resources.
  private func formDictionary(box: String, resources: Int) -> String {
    "/Type /XObject /Subtype /Form /BBox \(box) /Group << /S /Transparency /I true >> /Resources \(resources) 0 R"
  }

  /// `fill` painted at its colour's alpha times `opacity`, in its own graphics state; empty
  /// when that rounds to nothing.
  private func fillOperators(
    _ fill: SymbolDrawGroup.Fill, opacity: Double, names: inout ResourceNames
  ) -> String {
    let alpha = DrawingNumberFormat.string(
      DrawingNumberFormat.opacity(opacity, alpha: fill.color.alpha), places: 4)
    guard alpha != "0" else { return "" }
    var operators = "q\n"
    if alpha != "1" { operators += "/\(names.opacityState(alpha)) gs\n" }
    let channels = [fill.color.red, fill.color.green, fill.color.blue].map {
      DrawingNumberFormat.string(Double($0) / 255, places: 4)
    }
    operators += channels.joined(separator: " ") + " rg\n"
    return operators + pathOperators(fill.path) + fillOperator(fill.fillRule) + "\nQ\n"
  }

  /// The path as construction operators, one per line; quadratic curves become the
  /// equivalent cubics, since PDF has none.
  private func pathOperators(_ path: Path) -> String {
    var ops = ""
    var current = Point.zero
    var start = Point.zero
    func pair(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
    path.forEachElement { element in
      switch element {
      case .move(let p):
        ops += pair(p) + " m\n"
        (current, start) = (p, p)
      case .line(let p):
        ops += pair(p) + " l\n"
        current = p
      case .quad(let c, let p):
        // Degree elevation: the cubic's controls lie 2/3 of the way from each end to c.
        let c1 = current.lerp(to: c, 2.0 / 3)
        let c2 = p.lerp(to: c, 2.0 / 3)
        ops += pair(c1) + " " + pair(c2) + " " + pair(p) + " c\n"
        current = p
      case .cubic(let c1, let c2, let p):
        ops += pair(c1) + " " + pair(c2) + " " + pair(p) + " c\n"
        current = p
      case .close:
        ops += "h\n"
        current = start
      }
    }
    return ops
  }

  private func fillOperator(_ rule: FillRule) -> String {
    rule == .evenOdd ? "f*" : "f"
  }

  private func number(_ value: Double) -> String {
    DrawingNumberFormat.string(value, places: max(precision, 0))
  }
}

/// The shared resource dictionary: ExtGStates for opacities (one per distinct value, in
/// order of first use) and for masks, and the Form XObjects of masked groups.
private struct ResourceNames {
  private var opacities: [String: String] = [:]
  private var states: [String] = []
  private var forms: [String] = []
  private var maskCount = 0

  /// The name of the ExtGState that sets the fill alpha to `alpha`.
  mutating func opacityState(_ alpha: String) -> String {
    if let name = opacities[alpha] { return name }
    let name = "GA\(opacities.count + 1)"
    opacities[alpha] = name
    states.append("/\(name) << /Type /ExtGState /ca \(alpha) >>")
    return name
  }

  /// Names for painting Form `form` through the luminosity mask group `mask`: the
  /// ExtGState (alpha reset to 1, since a group is composited at the current alpha) and
  /// the XObject.
  mutating func maskedGroup(form: Int, mask: Int) -> (state: String, form: String) {
    maskCount += 1
    let state = "GM\(maskCount)"
    let name = "Fm\(maskCount)"
    states.append(
      "/\(state) << /Type /ExtGState /ca 1 /CA 1 /SMask << /Type /Mask /S /Luminosity /G \(mask) 0 R >> >>")
    forms.append("/\(name) \(form) 0 R")
    return (state, name)
  }

  /// The name of Form `form`, a layer group painted as a whole.
  mutating func form(_ form: Int) -> String {
    let name = "Fg\(forms.count + 1)"
    forms.append("/\(name) \(form) 0 R")
    return name
  }

  /// The dictionary naming every resource used.
  var dictionary: String {
    var entries: [String] = []
    if !states.isEmpty { entries.append("/ExtGState << " + states.joined(separator: " ") + " >>") }
    if !forms.isEmpty { entries.append("/XObject << " + forms.joined(separator: " ") + " >>") }
    return entries.isEmpty ? "<< >>" : "<< " + entries.joined(separator: " ") + " >>"
  }
}
