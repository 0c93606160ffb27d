import Glibc

/// Writes a file so that readers see either the old content or the complete new content,
/// never a partial file.
///
/// The bytes go to a hidden temporary file in the destination's directory (so the final
/// `rename` stays on one file system and is atomic), which is flushed with `fsync` and then
/// renamed over the destination. On any failure the temporary file is removed and the
/// destination is left as it was. The new file gets the usual permissions (0666 minus the
/// umask); those of a file it replaces are not carried over.
public struct AtomicFileWriter: Sendable {
  /// Why a file could not be written: the step that failed, the path involved and the
  /// system's reason.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step that failed, such as "create" or "rename".
    public var operation: String
    /// The path the step was applied to.
    public var path: String
    /// The `errno` value reported by the system.
    public var code: Int32

    /// Creates a failure from its parts.
    public init(operation: String, path: String, code: Int32) {
      self.operation = operation
      self.path = path
      self.code = code
    }

    /// "cannot OPERATION PATH: REASON", for example
    /// "cannot create /ro/.x.png.tmp-1-ab: Permission denied".
    public var description: String {
      "cannot \(operation) \(path): \(String(cString: strerror(code)))"
    }
  }

  /// The path the content ends up at.
  public let destination: String

  /// Creates a writer for `destination`.
  public init(destination: String) {
    self.destination = destination
  }

  /// The directory holding `destination`, where the temporary file is created.
  public var directory: String {
    guard let slash = destination.lastIndex(of: "/") else { return "." }
    let prefix = destination[..<slash]
    return prefix.isEmpty ? "/" : String(prefix)
  }

  /// The temporary file name used for one write: hidden, tagged with the process id and a
  /// random suffix so that concurrent writers never share one.
  func temporaryPath() -> String {
    let name = destination.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let directory = directory
    let prefix = directory == "/" ? "/" : directory + "/"
    return prefix + ".\(name).tmp-\(getpid())-\(suffix)"
  }

  /// Replaces the destination's content with `bytes`.
  ///
  /// - Throws: `Failure` naming the step that failed; the destination is then unchanged and
  ///   no temporary file remains.
  public func write(_ bytes: [UInt8]) throws(Failure) {
    let temporary = temporaryPath()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw Failure(operation: "create", path: temporary, code: errno)
    }
    do throws(Failure) {
      try writeAll(bytes, to: descriptor, path: temporary)
      // Without fsync a crash after the rename could leave an empty file under the final name.
      guard fsync(descriptor) == 0 else { throw Failure(operation: "flush", path: temporary, code: errno) }
      guard close(descriptor) == 0 else {
        throw Failure(operation: "close", path: temporary, code: errno)
      }
    } catch {
      _ = close(descriptor)
      _ = unlink(temporary)
      throw error
    }
    guard rename(temporary, destination) == 0 else {
      let code = errno
      _ = unlink(temporary)
      throw Failure(operation: "replace", path: destination, code: code)
    }
    syncDirectory()
  }

  /// Writes every byte, resuming after short writes and interrupted calls.
  private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
    if let code = Self.writeFully(bytes, to: descriptor) {
      throw Failure(operation: "write", path: path, code: code)
    }
  }

  /// Writes every byte to an open descriptor (a file, or standard output), resuming after
  /// short writes and interrupted calls; returns the `errno` of a failure, or `nil`.
  @discardableResult
  public static func writeFully(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.write(descriptor, base + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += result
    }
    return nil
  }

  /// Makes the rename itself durable; best effort, since the new content is already in
  /// place and some file systems refuse to open or sync directories.
  private func syncDirectory() {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}
