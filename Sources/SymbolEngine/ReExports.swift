// SymbolEngine is the public API (DESIGN.md's module table): its declarations are written
// in the lower modules' types (`SymbolWeight`, `Color`, `Resolution`, `FontMetrics`,
// `RGBACanvas`...), and the catalog, font, SVG and raster layers are usable on their own
// as well. Re-exporting them makes one `import SymbolEngine` enough for an application or
// the CLI, instead of repeating wrappers for types that already say what they mean. The
// direction of imports is unchanged: these modules still never import SymbolEngine.
@_exported import SymbolCatalog
@_exported import SymbolFont
@_exported import SymbolGeometry
@_exported import SymbolRaster
@_exported import SymbolSVG
