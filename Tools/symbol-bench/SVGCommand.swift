import ArgumentParser
import Foundation
import SymbolRaster

/// `symbol-bench svg`: our `symbolctl render-svg` against librsvg's `rsvg-convert` on a
/// folder of icons, timing whole processes and comparing the pictures.
struct SVGCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "svg",
    abstract: "Render icons with symbolctl and rsvg-convert; compare times and pixels.",
    discussion: """
      Each icon is rendered by both tools as a separate process (both pay start-up), \
      \(SVGCommand.runs) times each in alternating order, and the median wall-clock time \
      is reported. The pictures are compared in premultiplied RGBA8 levels. symbolctl is \
      looked for next to this executable; build both products with the same build \
      directory, in release: swift build -c release --product symbolctl. Exits non-zero \
      when any icon fails in either tool.
      """)

  /// Runs per icon per tool; the median is reported.
  static let runs = 5

  @Option(help: "The folder of SVG icons.")
  var icons = "Tools/symbol-bench/Icons"

  @Option(help: "The output size in pixels (the icon is fitted into a square of this side).")
  var size = 96

  @Flag(help: "Print the per-icon results as a JSON array instead of a table and summary.")
  var json = false

  func validate() throws {
    guard (1...4096).contains(size) else { throw ValidationError("--size must be 1...4096 px") }
  }

  func run() throws {
    let results: [SVGComparisonResult]
    do throws(SVGBenchError) {
      let tools = try SVGComparisonTools.locate()
      let files = try iconFiles()
      let scratch = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: scratch) }
      var rows: [SVGComparisonResult] = []
      for (index, file) in files.enumerated() {
        let name = file.deletingPathExtension().lastPathComponent
        Progress.update("\(index + 1)/\(files.count) \(name)")
        rows.append(compare(file, name: name, tools: tools, scratch: scratch))
      }
      Progress.finish("compared \(files.count) icons at \(size) px")
      print(json ? try Self.encode(rows) : SVGComparisonResult.table(rows, size: size, runs: Self.runs))
      results = rows
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode.failure
    }
    if results.contains(where: { $0.failure != nil }) { throw ExitCode.failure }
  }

  private static func encode(_ results: [SVGComparisonResult]) throws(SVGBenchError) -> String {
    do {
      return try SVGComparisonResult.json(results)
    } catch {
      throw .icons("cannot encode the results: \(error)")
    }
  }

  /// The `.svg` files of the icon folder, sorted by name.
  private func iconFiles() throws(SVGBenchError) -> [URL] {
    let directory = URL(fileURLWithPath: icons, isDirectory: true)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw .icons("cannot list the icon folder \(icons): \(error.localizedDescription)")
    }
    let files = names.filter { $0.lowercased().hasSuffix(".svg") }.sorted().map {
      directory.appendingPathComponent($0)
    }
    guard !files.isEmpty else { throw .icons("no .svg files in \(icons)") }
    return files
  }

  private static func temporaryDirectory() throws(SVGBenchError) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "symbol-bench-svg-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .temporaryDirectory(error.localizedDescription)
    }
    return url
  }

  /// Times both tools on one icon and compares their last outputs. A failure in either
  /// tool, or a picture that cannot be decoded, becomes the row's failure.
  private func compare(
    _ file: URL, name: String, tools: SVGComparisonTools, scratch: URL
  ) -> SVGComparisonResult {
    let oursURL = scratch.appendingPathComponent("\(name).ours.png")
    let theirsURL = scratch.appendingPathComponent("\(name).rsvg.png")
    var oursTimes: [Double] = []
    var theirsTimes: [Double] = []
    var failures: [String] = []
    for run in 0..<Self.runs {
      // Alternate which tool goes first, so that neither always gets the warm caches.
      let order = run % 2 == 0 ? [true, false] : [false, true]
      for isOurs in order {
        do {
          if isOurs {
            oursTimes.append(try tools.renderOurs(file, size: size, output: oursURL))
          } else {
            theirsTimes.append(try tools.renderTheirs(file, size: size, output: theirsURL))
          }
        } catch {
          failures.append(error.message)
        }
      }
      if !failures.isEmpty { break }
    }
    let oursMedian = SVGComparisonResult.median(oursTimes).map { $0 * 1000 }
    let theirsMedian = SVGComparisonResult.median(theirsTimes).map { $0 * 1000 }
    guard failures.isEmpty else {
      return SVGComparisonResult(
        icon: name, oursMilliseconds: nil, rsvgMilliseconds: nil, meanDifference: nil,
        worstDifference: nil, failure: failures.joined(separator: "; "))
    }
    let difference: SVGComparisonDifference
    do throws(SVGToolFailure) {
      let ours = try Self.decode(oursURL, tool: "symbolctl")
      let theirs = try Self.decode(theirsURL, tool: "rsvg-convert")
      guard let compared = SVGComparisonDifference(ours, theirs) else {
        throw SVGToolFailure(
          message: "sizes differ: symbolctl \(ours.width)×\(ours.height), "
            + "rsvg-convert \(theirs.width)×\(theirs.height)")
      }
      difference = compared
    } catch {
      return SVGComparisonResult(
        icon: name, oursMilliseconds: oursMedian, rsvgMilliseconds: theirsMedian,
        meanDifference: nil, worstDifference: nil, failure: error.message)
    }
    return SVGComparisonResult(
      icon: name, oursMilliseconds: oursMedian, rsvgMilliseconds: theirsMedian,
      meanDifference: difference.mean, worstDifference: difference.worst, failure: nil)
  }

  private static func decode(_ url: URL, tool: String) throws(SVGToolFailure) -> PNGImage {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: url))
    } catch {
      throw SVGToolFailure(message: "cannot read the PNG \(tool) wrote: \(error.localizedDescription)")
    }
    do {
      return try PNGDecoder.decode(bytes)
    } catch {
      throw SVGToolFailure(message: "the PNG \(tool) wrote does not decode: \(error)")
    }
  }
}
