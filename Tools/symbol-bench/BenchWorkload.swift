import SymbolFont
import SymbolGeometry
import SymbolRaster

/// A named set of outlines that one benchmark run renders, in the units they were drawn in.
struct BenchWorkload {
  /// One outline of a workload, y pointing down, in the workload's units.
  struct Outline {
    /// What the outline is, for messages: the character or icon name.
    let name: String
    let path: Path
    let rule: FillRule
  }

  /// The glyph workload's font (package fonts-dejavu-core).
  static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  /// The name of the glyph workload.
  static let glyphWorkloadName = "dejavu-ascii"
  /// Every workload name, in the order they are reported.
  static let allNames = [glyphWorkloadName] + BenchIcon.allCases.map(\.rawValue)

  let name: String
  let outlines: [Outline]
  /// How many of the workload's units make up the benchmark size: the em for glyphs, the
  /// box side for icons.
  let unitsPerSize: Double

  /// Loads the workload called `name`, which must be one of `allNames`; the glyph workload
  /// reads `fontPath`.
  static func load(named name: String, fontPath: String) throws(BenchError) -> BenchWorkload {
    if name == glyphWorkloadName { return try printableASCII(fontPath: fontPath) }
    guard let icon = BenchIcon(rawValue: name) else {
      throw .invalidOption("unknown workload '\(name)'; choose from \(allNames.joined(separator: ", "))")
    }
    return BenchWorkload(
      name: name, outlines: [Outline(name: name, path: try icon.path(), rule: icon.rule)],
      unitsPerSize: BenchIcon.boxSide)
  }

  /// The 95 printable ASCII characters of a font, less those with no outline (the space)
  /// and those the font lacks. Named `glyphWorkloadName` for DejaVu Sans, else
  /// `ascii:` and the font's file name, so that a report says which font it measured.
  static func printableASCII(fontPath: String) throws(BenchError) -> BenchWorkload {
    let face: FontFace
    do {
      face = try FontFace(path: fontPath)
    } catch .fileNotFound {
      throw .fontMissing(path: fontPath)
    } catch {
      throw .font(error)
    }
    var outlines: [Outline] = []
    for value in UInt32(0x20)...0x7E {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let path: Path
      do {
        path = try face.glyphOutline(for: scalar)
      } catch .noGlyph {
        continue
      } catch {
        throw .font(error)
      }
      if path.points.isEmpty { continue }
      outlines.append(Outline(name: "'\(Character(scalar))'", path: path, rule: .nonZero))
    }
    guard !outlines.isEmpty else {
      throw .invalidOption("\(fontPath) has no outlines for the printable ASCII characters")
    }
    let name =
      fontPath == dejaVuSansPath
      ? glyphWorkloadName : "ascii:" + (fontPath.split(separator: "/").last.map(String.init) ?? fontPath)
    return BenchWorkload(name: name, outlines: outlines, unitsPerSize: Double(face.unitsPerEm))
  }
}

/// Icon-like shapes that stress what glyphs do not: cubic curves, holes made by direction,
/// overlapping sub-paths and self-intersection under even-odd.
///
/// Each is SVG path data in a 100 × 100 box with y pointing down, drawn for this bench; the
/// box maps to the benchmark size in pixels.
enum BenchIcon: String, CaseIterable {
  /// Eight trapezoid teeth with cubic arcs between them and a round hole that runs the
  /// other way, so the nonzero rule leaves it empty.
  case gear
  /// Two lobes and a point, all cubic curves.
  case heart
  /// Three overlapping circles drawn in the same direction: the overlaps have winding 2 or
  /// 3, which nonzero must fill exactly like winding 1.
  case venn
  /// A five-pointed star drawn as one self-intersecting pentagram; even-odd leaves its
  /// central pentagon empty.
  case starEvenOdd = "star-evenodd"

  /// The side of the square box the path data is drawn in.
  static let boxSide = 100.0

  /// The fill rule the icon is meant for.
  var rule: FillRule {
    switch self {
    case .gear, .heart, .venn: .nonZero
    case .starEvenOdd: .evenOdd
    }
  }

  /// The outline as SVG path data.
  var pathData: String {
    switch self {
    case .gear:
      // Clockwise on screen: teeth at every 45°, tip radius 46, root radius 35.
      """
      M84.1,42.13 L95.43,42.8 C96.19,47.57 96.19,52.43 95.43,57.2 L84.1,57.87 \
      C83.23,61.65 81.74,65.26 79.68,68.55 L87.21,77.04 C84.38,80.94 80.94,84.38 77.04,87.21 \
      L68.55,79.68 C65.26,81.74 61.65,83.23 57.87,84.1 L57.2,95.43 \
      C52.43,96.19 47.57,96.19 42.8,95.43 L42.13,84.1 C38.35,83.23 34.74,81.74 31.45,79.68 \
      L22.96,87.21 C19.06,84.38 15.62,80.94 12.79,77.04 L20.32,68.55 \
      C18.26,65.26 16.77,61.65 15.9,57.87 L4.57,57.2 C3.81,52.43 3.81,47.57 4.57,42.8 \
      L15.9,42.13 C16.77,38.35 18.26,34.74 20.32,31.45 L12.79,22.96 \
      C15.62,19.06 19.06,15.62 22.96,12.79 L31.45,20.32 C34.74,18.26 38.35,16.77 42.13,15.9 \
      L42.8,4.57 C47.57,3.81 52.43,3.81 57.2,4.57 L57.87,15.9 \
      C61.65,16.77 65.26,18.26 68.55,20.32 L77.04,12.79 C80.94,15.62 84.38,19.06 87.21,22.96 \
      L79.68,31.45 C81.74,34.74 83.23,38.35 84.1,42.13 Z \
      M64,50 C64,42.27 57.73,36 50,36 C42.27,36 36,42.27 36,50 C36,57.73 42.27,64 50,64 \
      C57.73,64 64,57.73 64,50 Z
      """
    case .heart:
      """
      M50,90 C36,78 6,60 6,34 C6,18 18,8 30,8 C40,8 47,14 50,22 \
      C53,14 60,8 70,8 C82,8 94,18 94,34 C94,60 64,78 50,90 Z
      """
    case .venn:
      // Radius 26 around (50, 36), (35, 62) and (65, 62), each clockwise on screen.
      """
      M76,36 C76,50.36 64.36,62 50,62 C35.64,62 24,50.36 24,36 C24,21.64 35.64,10 50,10 \
      C64.36,10 76,21.64 76,36 Z \
      M61,62 C61,76.36 49.36,88 35,88 C20.64,88 9,76.36 9,62 C9,47.64 20.64,36 35,36 \
      C49.36,36 61,47.64 61,62 Z \
      M91,62 C91,76.36 79.36,88 65,88 C50.64,88 39,76.36 39,62 C39,47.64 50.64,36 65,36 \
      C79.36,36 91,47.64 91,62 Z
      """
    case .starEvenOdd:
      // The vertices of a regular pentagon of radius 46 around (50, 54), taken two apart.
      "M50,8 L77.04,91.21 L6.25,39.79 L93.75,39.79 L22.96,91.21 Z"
    }
  }

  /// The outline as a path in box units.
  func path() throws(BenchError) -> Path {
    do {
      return try Path(svgPathData: pathData)
    } catch {
      throw .invalidIcon(name: rawValue, message: "\(error)")
    }
  }
}
