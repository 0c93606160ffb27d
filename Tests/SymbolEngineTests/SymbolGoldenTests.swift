import Foundation
import SymbolCatalog
import SymbolGeometry
import SymbolRaster
import Testing

@testable import SymbolEngine

/// Golden images of catalog symbols: each `SymbolGolden/<case>.case` names a symbol and a
/// configuration (`key: value` lines, the `symbolctl render` option names without dashes),
/// and `SymbolGolden/<case>.png` is the expected render. The cases cover every rendering
/// mode at three weights and the three scales.
///
/// Record with `SYMBOL_RECORD_GOLDENS=1 swift test --filter SymbolGolden` (see
/// ``GoldenImageTests``), then look at the images before keeping them.
@Suite struct SymbolGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SymbolGolden")
  static let catalogFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Symbols")

  static var caseNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".case") }.map { String($0.dropLast(5)) }.sorted()
  }

  @Test func everyModeWeightAndScaleIsCovered() throws {
    var seen: Set<String> = []
    for name in Self.caseNames {
      let fields = try Self.fields(of: name)
      seen.insert("mode=\(fields["mode"] ?? "")")
      seen.insert("weight=\(fields["weight"] ?? "")")
      seen.insert("scale=\(fields["scale"] ?? "")")
    }
    for mode in RenderingMode.allCases { #expect(seen.contains("mode=\(mode)"), "no case for \(mode)") }
    for weight in ["ultralight", "regular", "black"] { #expect(seen.contains("weight=\(weight)")) }
    for scale in SymbolScale.allCases { #expect(seen.contains("scale=\(scale)")) }
  }

  @Test(arguments: caseNames)
  func symbolGolden(_ name: String) throws {
    let fields = try Self.fields(of: name)
    let catalog = try FolderCatalog(directory: Self.catalogFolder.path)
    let symbol = try #require(fields["symbol"], "\(name).case has no symbol line")
    let image = try SymbolImage(named: symbol, in: catalog, configuration: try Self.configuration(fields))
    let canvas = try image.drawing.rasterize(scale: image.metrics.rasterizationScale)
    try GoldenImageTests.verify(
      canvas, expected: Self.folder.appendingPathComponent("\(name).png"), name: name)
  }

  /// The `key: value` lines of a case file; `#` starts a comment line.
  static func fields(of name: String) throws -> [String: String] {
    let text = try String(contentsOf: folder.appendingPathComponent("\(name).case"), encoding: .utf8)
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon].trimmingCharacters(in: .whitespaces)
      fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return fields
  }

  struct BadValue: Error, CustomStringConvertible {
    var description: String
  }

  /// `value`, or an error naming the case file's text that did not parse.
  static func parsed<T>(_ value: T?, _ text: String) throws -> T {
    guard let value else { throw BadValue(description: "cannot read '\(text)' in a case file") }
    return value
  }

  static func configuration(_ fields: [String: String]) throws -> SymbolConfiguration {
    var config = SymbolConfiguration(rasterizationScale: 2)
    let appearance = fields["appearance"].flatMap(Appearance.init(rawValue:)) ?? .light
    config.appearance = appearance
    if let text = fields["weight"] { config.weight = try parsed(SymbolWeight(parsing: text), text) }
    if let text = fields["scale"] { config.scale = try parsed(SymbolScale(parsing: text), text) }
    if let text = fields["mode"] { config.renderingMode = try parsed(RenderingMode(rawValue: text), text) }
    if let text = fields["point-size"] { config.pointSize = try parsed(Double(text), text) }
    if let text = fields["variable-value"] { config.variableValue = try parsed(Double(text), text) }
    if let text = fields["color"] {
      config.foregroundColor = try SymbolColorParser.parse(text, appearance: appearance)
    }
    if let text = fields["palette"] {
      config.paletteColors = try SymbolColorParser.parseList(text, appearance: appearance)
    }
    if let text = fields["rasterization-scale"] { config.rasterizationScale = try parsed(Double(text), text) }
    return config
  }
}
