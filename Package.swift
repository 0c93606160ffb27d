// swift-tools-version: 6.0
// The symbol engine: geometry, our own scanline filler, PNG, FreeType bridge and tools.
import PackageDescription

let package = Package(
  name: "SymbolEngine",
  products: [
    .library(name: "SymbolGeometry", targets: ["SymbolGeometry"]),
    .library(name: "SymbolRaster", targets: ["SymbolRaster"]),
    .library(name: "SymbolFont", targets: ["SymbolFont"]),
    .library(name: "SymbolSVG", targets: ["SymbolSVG"]),
    .library(name: "SymbolEngine", targets: ["SymbolEngine"]),
    .library(name: "SymbolCatalog", targets: ["SymbolCatalog"]),
    .executable(name: "symbol-bench", targets: ["symbol-bench"]),
    .executable(name: "symbolctl", targets: ["symbolctl"]),
    .executable(name: "symbol-lint", targets: ["symbol-lint"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    .target(name: "SymbolGeometry"),
    .target(name: "SymbolRaster", dependencies: ["SymbolGeometry", "CZlib"]),
    .target(name: "SymbolFont", dependencies: ["SymbolGeometry", "CFreeType", "CHarfBuzz"]),
    .target(name: "SymbolSVG", dependencies: ["SymbolGeometry"]),
    .target(
      name: "SymbolEngine",
      dependencies: ["SymbolGeometry", "SymbolRaster", "SymbolSVG", "SymbolCatalog", "SymbolFont"]),
    .target(name: "SymbolCatalog", dependencies: ["SymbolGeometry", "SymbolSVG"]),
    .executableTarget(
      name: "symbol-bench",
      dependencies: [
        "SymbolGeometry", "SymbolRaster", "SymbolFont", "SymbolCatalog", "CFreeType", "SymbolTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/symbol-bench",
      exclude: ["Icons"]),
    .executableTarget(
      name: "symbolctl",
      dependencies: [
        // Only the public API: SymbolEngine re-exports the layers below it.
        "SymbolEngine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "symbol-lint",
      dependencies: ["SymbolCatalog", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "Tools/symbol-lint"),
    // Helpers shared by the test targets only (a seeded random generator).
    .target(name: "SymbolTestSupport", dependencies: ["SymbolGeometry"], path: "Tests/SymbolTestSupport"),
    .testTarget(name: "SymbolGeometryTests", dependencies: ["SymbolGeometry", "SymbolTestSupport"]),
    .testTarget(
      name: "SymbolRasterTests", dependencies: ["SymbolRaster", "SymbolGeometry", "SymbolTestSupport"]),
    .testTarget(
      name: "SymbolFontTests", dependencies: ["SymbolFont", "SymbolGeometry", "SymbolTestSupport"]),
    .testTarget(name: "SymbolSVGTests", dependencies: ["SymbolSVG", "SymbolGeometry", "SymbolTestSupport"]),
    .testTarget(
      name: "SymbolEngineTests",
      dependencies: [
        "SymbolEngine", "SymbolCatalog", "SymbolFont", "SymbolSVG", "SymbolRaster", "SymbolGeometry",
      ],
      resources: [.copy("Golden"), .copy("SymbolGolden")]),
    .testTarget(
      name: "SymbolCatalogTests", dependencies: ["SymbolCatalog", "SymbolGeometry"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "SymbolLintTests", dependencies: ["SymbolCatalog", "SymbolTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "SymbolBenchTests", dependencies: ["SymbolTestSupport", "symbol-bench", "SymbolGeometry"]),
    .testTarget(
      name: "symbolctlTests",
      dependencies: ["SymbolEngine", "SymbolCatalog", "SymbolRaster", "SymbolSVG", "SymbolTestSupport"]),
  ]
)
