import CFreeType
import SymbolGeometry
import SymbolRaster

/// FreeType's smooth rasterizer, called through `FT_Outline_Get_Bitmap` on outlines that
/// were converted once, ahead of time: the baseline our filler is measured against.
///
/// Outlines and bitmaps are laid out for FreeType when they are made, so that rendering is a
/// single C call that allocates nothing. Each owns C memory and frees it in `deinit`.
final class FreeTypeRaster {
  private let library: FT_Library

  init() throws(BenchError) {
    var library: FT_Library?
    let status = FT_Init_FreeType(&library)
    guard status == 0, let library else { throw .freeType(operation: "FT_Init_FreeType", code: status) }
    self.library = library
  }

  deinit { FT_Done_FreeType(library) }

  /// Renders `outline` into `bitmap` with anti-aliasing; the caller clears the bitmap first.
  ///
  /// FreeType writes every span it produces and leaves the other pixels alone, like our
  /// filler, so rendering the same outline again into the same bitmap gives the same image.
  @inline(__always)
  func render(_ outline: Outline, into bitmap: Bitmap) -> FT_Error {
    FT_Outline_Get_Bitmap(library, outline.outline, bitmap.bitmap)
  }

  /// A path in FreeType's outline format: 26.6 fixed-point points, one tag per point and
  /// the index of each contour's last point.
  final class Outline {
    fileprivate let outline: UnsafeMutablePointer<FT_Outline>
    private let points: UnsafeMutableBufferPointer<FT_Vector>
    private let tags: UnsafeMutableBufferPointer<CChar>
    private let contourEnds: UnsafeMutableBufferPointer<Int16>

    private static let onCurve: CChar = 1
    private static let quadraticControl: CChar = 0
    private static let cubicControl: CChar = 2
    /// `FT_Outline` counts points and contours in `short`.
    private static let maximumCount = Int(Int16.max)

    /// Converts a pixel-space outline (y down, already on the 1/64 px grid).
    ///
    /// FreeType's bitmap origin is its bottom-left corner with y pointing up, so y becomes
    /// `height - y`; with a positive pitch the first buffer row is still the top row, so the
    /// image comes out the same way up as ours. FreeType closes every contour by itself,
    /// which is what `close` means too; a sub-path that is only a move point is left out.
    init(_ source: PixelOutline) throws(BenchError) {
      var fixedPoints: [FT_Vector] = []
      var pointTags: [CChar] = []
      var ends: [Int16] = []
      fixedPoints.reserveCapacity(source.path.points.count)
      let height = Double(source.height)
      func add(_ p: Point, _ tag: CChar) {
        let x = FT_Pos((p.x * 64).rounded())
        let y = FT_Pos(((height - p.y) * 64).rounded())
        fixedPoints.append(FT_Vector(x: x, y: y))
        pointTags.append(tag)
      }
      var contourStart = 0
      func endContour() {
        if fixedPoints.count - contourStart >= 2 {
          ends.append(Int16(truncatingIfNeeded: fixedPoints.count - 1))
        } else {
          fixedPoints.removeLast(fixedPoints.count - contourStart)
          pointTags.removeLast(pointTags.count - contourStart)
        }
        contourStart = fixedPoints.count
      }
      source.path.forEachElement { element in
        switch element {
        case .move(let p):
          if fixedPoints.count > contourStart { endContour() }
          add(p, Self.onCurve)
        case .line(let p):
          add(p, Self.onCurve)
        case .quad(let c, let p):
          add(c, Self.quadraticControl)
          add(p, Self.onCurve)
        case .cubic(let c1, let c2, let p):
          add(c1, Self.cubicControl)
          add(c2, Self.cubicControl)
          add(p, Self.onCurve)
        case .close:
          endContour()
        }
      }
      if fixedPoints.count > contourStart { endContour() }
      guard fixedPoints.count <= Self.maximumCount, ends.count <= Self.maximumCount else {
        throw .outlineTooLarge(name: source.name, points: fixedPoints.count, contours: ends.count)
      }

      points = .allocate(capacity: max(1, fixedPoints.count))
      _ = points.initialize(from: fixedPoints)
      tags = .allocate(capacity: max(1, pointTags.count))
      _ = tags.initialize(from: pointTags)
      contourEnds = .allocate(capacity: max(1, ends.count))
      _ = contourEnds.initialize(from: ends)
      outline = .allocate(capacity: 1)
      outline.initialize(
        to: FT_Outline(
          n_contours: Int16(ends.count), n_points: Int16(fixedPoints.count),
          points: points.baseAddress, tags: tags.baseAddress, contours: contourEnds.baseAddress,
          flags: source.rule == .evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : FT_OUTLINE_NONE))
    }

    deinit {
      outline.deallocate()
      contourEnds.deallocate()
      tags.deallocate()
      points.deallocate()
    }
  }

  /// An 8-bit gray bitmap, `width` bytes per row with no padding, top row first.
  final class Bitmap {
    fileprivate let bitmap: UnsafeMutablePointer<FT_Bitmap>
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    let width: Int
    let height: Int

    /// Makes a zero-filled bitmap; both sides must be at least 1.
    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      buffer = .allocate(capacity: width * height)
      buffer.initialize(repeating: 0)
      var description = FT_Bitmap()
      description.rows = UInt32(height)
      description.width = UInt32(width)
      description.pitch = Int32(width)
      description.buffer = buffer.baseAddress
      description.num_grays = 256
      description.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
      bitmap = .allocate(capacity: 1)
      bitmap.initialize(to: description)
    }

    deinit {
      bitmap.deallocate()
      buffer.deallocate()
    }

    /// Sets every pixel to zero.
    func clear() { buffer.update(repeating: 0) }

    /// A copy of the pixels, row-major, top row first.
    var pixels: [UInt8] { Array(buffer) }
  }
}
