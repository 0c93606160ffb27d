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

  /// Refuses an output that is one of the files of the catalog in `directory` (its
  /// `manifest.json` or a symbol's SVG), links followed: `render bell -o catalog/bell.svg`
  /// would replace the symbol's template with its drawing, and the catalog would no longer
  /// open. A new file in the folder is allowed; it replaces nothing.
  static func refuseOverwritingCatalog(in directory: String, with output: String) throws(CommandFailure) {
    guard output != "-", let resolved = realPath(output), let slash = resolved.lastIndex(of: "/") else {
      return
    }
    let name = resolved[resolved.index(after: slash)...]
    guard name == "manifest.json" || (name.hasSuffix(".svg") && !name.hasPrefix(".")) else { return }
    let parent = slash == resolved.startIndex ? "/" : String(resolved[..<slash])
    guard let folder = identity(of: directory, kind: S_IFDIR), identity(of: parent, kind: S_IFDIR) == folder
    else {
      return
    }
    throw CommandFailure(
      "\(output): the output is the catalog's own file \(name) (--catalog \(directory)), which writing"
        + " would replace; name another output with -o")
  }

  /// The absolute path of the existing file `path` leads to, links resolved, or nil.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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
