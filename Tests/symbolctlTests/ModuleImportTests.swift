import Foundation
import XCTest

/// DESIGN.md's module table: the CLI may import only the public API, SymbolEngine (plus
/// ArgumentParser and the system library), so that it holds no logic a library user would
/// need from a lower layer.
final class ModuleImportTests: XCTestCase {
  func testTheCLIImportsOnlySymbolEngine() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/symbolctl")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    XCTAssertGreaterThan(files.count, 10)
    let allowed: Set<String> = ["ArgumentParser", "SymbolEngine", "Glibc", "Foundation"]
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        // `import M`, possibly after attributes such as `@testable`; comments never match.
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        XCTAssertTrue(allowed.contains(String(words[index + 1])), "\(file): \(line)")
      }
    }
  }
}
