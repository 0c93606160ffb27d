import Glibc
import SymbolEngine

/// Where a command's output goes: `-` for standard output, else a file written through
/// `AtomicFileWriter` (a temporary file renamed over the target on success, so a failure
/// never leaves a partial file or damages an existing one; links are followed, devices and
/// FIFOs written in place, directories and standard input refused).
enum OutputDestination {
  /// Refuses an output that is the same file as one of the command's `inputs` (named by
  /// `option`), links followed: `render-svg icon.svg --format svg` would otherwise replace
  /// its own source with the normalised copy, losing whatever was skipped.
  static func refuseOverwriting(
    _ inputs: [(path: String, option: String)], with output: String
  ) throws(CommandFailure) {
    guard output != "-", let written = identity(of: output) else { return }
    for input in inputs where identity(of: input.path) == written {
      throw CommandFailure(
        "\(output): the output is the same file as \(input.option) \(input.path), which writing would"
          + " replace; name another output with -o")
    }
  }

  /// Refuses an output that is standard input (`-o /dev/stdin`, or a path to the pipe it
  /// reads), as ``write(_:to:)`` would, but before the image is drawn: a large drawing takes
  /// seconds, and the refusal should not wait for it.
  static func refuseStandardInput(_ output: String?) throws(CommandFailure) {
    guard let output, output != "-" else { return }
    do {
      try AtomicFileWriter(destination: output).refuseStandardInput()
    } catch {
      throw CommandFailure("\(output): \(error)")
    }
  }

  /// Refuses an output that the catalog in `directory` would read as its own, at any name
  /// the output leads through (links followed as the writer follows them):
  /// - its `manifest.json`, or an existing symbol file (`bell.svg`): `render bell -o
  ///   catalog/bell.svg` would replace the symbol's template with its drawing, and the
  ///   catalog would no longer open;
  /// - a new file ending in `.svg`: the catalog reads every such file in its folder as a
  ///   symbol (FolderCatalog), so the drawing, which is no template, would break every
  ///   later render of that name and `symbol-lint`. The default name is one when run in the
  ///   catalog's folder with `--format svg`;
  /// - a file ending in `.SVG` or another spelling: the catalog skips it, but `symbol-lint`
  ///   fails on it.
  ///
  /// Hidden files, which the catalog and the lint skip, and other files (`bell.png`) are
  /// allowed. `origin` says where the folder came from (`--catalog DIR`, `SYMBOL_CATALOG=DIR`).
  static func refuseOverwritingCatalog(
    in directory: String, origin: String, with output: String
  ) throws(CommandFailure) {
    guard output != "-", let folder = identity(of: directory, kind: S_IFDIR) else { return }
    for path in AtomicFileWriter(destination: output).linkChain {
      let slash = path.lastIndex(of: "/")
      let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
      guard !name.hasPrefix("."), name == "manifest.json" || name.lowercased().hasSuffix(".svg") else {
        continue
      }
      // The folder compared by device and inode, so that any spelling of it counts: `.`,
      // `catalog/../catalog`, a link to it.
      let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
      guard identity(of: parent, kind: S_IFDIR) == folder else { continue }
      var info = stat()
      let option = "(\(origin))"
      if name == "manifest.json" || (name.hasSuffix(".svg") && lstat(path, &info) == 0) {
        throw CommandFailure(
          "\(output): the output is the catalog's own file \(name) \(option), which writing would replace;"
            + " name another output with -o")
      }
      if name.hasSuffix(".svg") {
        throw CommandFailure(
          "\(output): the output would be a new file \(name) in the catalog's folder \(option); the catalog"
            + " reads every .svg file there as a symbol's template, which a drawing is not, so"
            + " \(name.dropLast(4)) would no longer render; name an output outside the catalog's folder with -o"
        )
      }
      throw CommandFailure(
        "\(output): the output would be \(name) in the catalog's folder \(option), which symbol-lint"
          + " reports as a symbol file the catalog cannot read (it reads names ending in lowercase .svg);"
          + " name an output outside the catalog's folder with -o")
    }
  }

  /// The device and inode of what `path` leads to, when it is of `kind` (by default a
  /// regular file: devices such as /dev/null are left out, as writing to them replaces
  /// nothing), else nil.
  private static func identity(of path: String, kind: mode_t = S_IFREG) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == kind else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// Writes `bytes` to `path`.
  static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
    if path == "-" {
      if let code = StandardStream.output.write(bytes: bytes) {
        throw CommandFailure.system("cannot write", path: StandardStream.output.name, code: code)
      }
      return
    }
    do {
      try AtomicFileWriter(destination: path).write(bytes)
    } catch {
      throw CommandFailure("\(path): \(error)")
    }
  }
}
