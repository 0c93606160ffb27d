import Foundation
import SymbolFont
import SymbolGeometry
import SymbolRaster
import SymbolTestSupport

/// Makes the `glyphs` category's cases: real outlines, any glyph of the fonts Debian's
/// fonts-dejavu-core, fonts-liberation (TrueType, quadratics) and fonts-freefont-otf (CFF,
/// cubics) install, where the other categories draw synthetic paths. Glyphs bring what
/// those rarely do: hundreds of curves a path, contours that touch and overlap (composite
/// accents), hairline serifs and long runs of points on one line.
///
/// A case is drawn from its seed and the font files, so the same files give the same
/// case; faces are opened once and kept for the run.
final class FuzzGlyphSource {
  /// The fonts a case picks from, in a fixed order: the packages CI installs.
  static let fontPaths: [String] =
    [
      "DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSerif",
      "DejaVuSerif-Bold",
    ]
    .map { "/usr/share/fonts/truetype/dejavu/\($0).ttf" }
    + ["Sans", "SansNarrow", "Serif", "Mono"].flatMap { family in
      ["Regular", "Bold", "Italic", "BoldItalic"].map {
        "/usr/share/fonts/truetype/liberation/Liberation\(family)-\($0).ttf"
      }
    }
    + ["Sans", "Serif", "Mono"].flatMap { family in
      [
        "", "Bold", family == "Serif" ? "Italic" : "Oblique",
        family == "Serif" ? "BoldItalic" : "BoldOblique",
      ].map {
        "/usr/share/fonts/opentype/freefont/Free\(family)\($0).otf"
      }
    }

  /// The largest target a case fills, in pixels: the `bands` category's limit.
  static let maxArea = 1_000_000

  /// How many glyphs a case tries before it settles for an empty one: most fonts have a
  /// few glyphs without contours (spaces, marks drawn by other glyphs).
  static let drawsPerCase = 16

  private var faces: [String: FontFace] = [:]

  /// The face at `path`, opened on first use.
  func face(_ path: String) throws(FontError) -> FontFace {
    if let face = faces[path] { return face }
    let face = try FontFace(path: path)
    faces[path] = face
    return face
  }

  /// A glyph of a random font at 3 to 600 px per em (one case in ten up to 3,000, which
  /// takes targets of several bands), at a fractional offset, now and then slanted,
  /// rotated or mirrored, on a target that fits it with a margin of up to two pixels or,
  /// one case in six, cuts part of it off. One case in four is filled at the default
  /// tolerance and may be off by its error as well; the rest at 1/4096 px.
  func makeCase(_ random: inout SplitMix64) throws(FontError) -> FuzzCase {
    let path = random.pick(Self.fontPaths)
    let face = try face(path)
    var glyph = 0
    var outline = Path()
    for _ in 0..<Self.drawsPerCase {
      glyph = random.int(0...(max(face.glyphCount, 1) - 1))
      outline = try face.glyphOutline(glyphIndex: glyph)
      if !outline.points.isEmpty { break }
    }
    let ppem =
      random.chance(0.1)
      ? random.logUniform(log10(600)...log10(3000)) : random.logUniform(log10(3)...log10(600))
    var transform = Transform.scale(ppem / Double(face.unitsPerEm))
    switch random.int(0...9) {
    case 0: transform = transform.then(.skewX(random.double(-0.4...0.4)))
    case 1: transform = transform.then(.rotation(random.double(-Double.pi...Double.pi)))
    case 2: transform = transform.then(.scale(-1, 1))
    default: break
    }
    var notes = [
      "\((path as NSString).lastPathComponent) glyph \(glyph) at \(String(format: "%.2f", ppem)) px"
    ]
    guard let bounds = outline.transformed(by: transform).bounds else {
      notes.append("no outline")
      return FuzzCase(path: outline, width: random.int(1...32), height: random.int(1...32), notes: notes)
    }
    let margin = Double(random.int(0...2))
    var width = Int((bounds.width + 2 * margin).rounded(.up)) + 1
    var height = Int((bounds.height + 2 * margin).rounded(.up)) + 1
    var offset = (
      x: margin - bounds.minX + random.double(0...1), y: margin - bounds.minY + random.double(0...1)
    )
    if random.chance(1.0 / 6) {
      notes.append("clipped")
      let (keptWidth, keptHeight) = (random.double(0.2...1), random.double(0.2...1))
      offset.x -= Double(width) * random.double(0...(1 - keptWidth))
      offset.y -= Double(height) * random.double(0...(1 - keptHeight))
      width = max(1, Int(Double(width) * keptWidth))
      height = max(1, Int(Double(height) * keptHeight))
    }
    // A glyph too large for the area limit (a wide one at 3,000 px) is shown in part.
    while width * height > Self.maxArea { (width, height) = (max(1, width * 3 / 4), max(1, height * 3 / 4)) }
    var fill = FuzzCase(
      path: outline, width: width, height: height, rule: random.chance(0.15) ? .evenOdd : .nonZero)
    fill.transform = transform.then(.translation(offset.x, offset.y))
    if random.chance(0.25) {
      // The tolerance callers get unless they choose one. Small glyphs put several curves
      // in one pixel, so the bound is the flattening's error along all of them.
      fill.tolerance = Rasterizer.defaultTolerance
      fill.allowsFlatteningError = true
    }
    fill.notes = notes
    return fill
  }
}
