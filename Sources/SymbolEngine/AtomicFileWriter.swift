import Glibc

/// Writes a file so that readers see either the old content or the complete new content,
/// never a partial file, without ever replacing something that is not a regular file.
///
/// What the destination is decides how it is written (it is examined with `lstat`):
/// - a regular file, or nothing yet: the bytes go to a hidden temporary file in the same
///   directory (so the final `rename` stays on one file system and is atomic), which is
///   flushed with `fsync` and renamed over the destination. On any failure the temporary
///   file is removed and the destination is left as it was. A file it replaces keeps its
///   permission bits (a private file stays private); a new file gets the usual ones (0666
///   minus the umask). Other hard links to the old file keep the old content. Interrupts
///   and termination requests arriving meanwhile wait until the file is renamed or removed
///   (``TerminationSignals``), so that they do not leave the temporary file behind.
/// - a symbolic link: the link is followed (up to 40 links, relative targets resolved
///   against the link's directory) and its target is written as above, the temporary file
///   beside the target, so the link itself stays in place. A dangling link creates its
///   target.
/// - a character device or a FIFO, directly or through links (`/dev/null`, `/dev/stdout`
///   when it is a terminal or a pipe, a named pipe), other than standard input: the bytes
///   are written to it directly, since such a node cannot be replaced by renaming and
///   holds no content that could be left half-written.
/// - a descriptor this process already has open, named as such (`/dev/stdout`,
///   `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, directly or through links), other than
///   standard input, when it is a regular file: the bytes are written to the open
///   descriptor at its offset, as the shell set it up, so `-o /dev/stdout >> log` appends
///   to the log. Renaming over the file the descriptor leads to would throw away what it
///   held (and what the shell writes before and after). A failure can leave part of the
///   bytes written, as on a pipe.
/// - a directory, a block device or a socket: refused with ``Failure``, nothing written.
/// - this process's standard input, named as such (`/dev/stdin`, `/dev/fd/0`,
///   `/proc/self/fd/0`, directly or through links), or any path leading to the pipe, FIFO or
///   socket it reads: refused with ``Failure``, nothing written. The bytes would go into
///   the process's own input, where nothing else reads them: lost, or, once the pipe's
///   buffer is full, a write that waits forever.
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
    /// What the writer accepts, when the failure is about the kind of destination.
    public var accepted: String?
    /// The reason given instead of the system's text for `code`, where that text would
    /// mislead: the writer refusing standard input is no "Operation not supported", and a
    /// folder that accepts no new files (`/proc`) is no "No such file or directory".
    public var reason: String?

    /// Creates a failure from its parts.
    public init(operation: String, path: String, code: Int32, accepted: String? = nil, reason: String? = nil)
    {
      self.operation = operation
      self.path = path
      self.code = code
      self.accepted = accepted
      self.reason = reason
    }

    /// "cannot OPERATION PATH: REASON", for example
    /// "cannot create /ro/x.png: Permission denied", followed by what is accepted
    /// when the destination is of a kind that cannot be written.
    public var description: String {
      "cannot \(operation) \(path): \(reason ?? String(cString: strerror(code)))"
        + (accepted.map { "; \($0)" } ?? "")
    }
  }

  /// What an output may be, for ``Failure/accepted``.
  public static let acceptedDestinations =
    "the output must be a regular file (or a new one), a symbolic link to one, a character device or a FIFO"

  /// The most symbolic links followed, as the kernel's own limit for path lookup.
  static let maximumLinks = 40

  /// Where the bytes of one write go, once symbolic links are followed.
  enum Target: Equatable {
    /// A regular file, or a path where none exists yet: replaced through a temporary file.
    case file(String)
    /// A character device or FIFO: written in place.
    case stream(String)
    /// A descriptor of this process, by the name it was given as: written as it is open.
    case descriptor(Int32, String)
  }

  /// The path the content ends up at (or the link leading there).
  public let destination: String

  /// Creates a writer for `destination`.
  public init(destination: String) {
    self.destination = destination
  }

  /// Replaces the destination's content with `bytes`.
  ///
  /// - Throws: `Failure` naming the step that failed; the destination is then unchanged and
  ///   no temporary file remains (a device or FIFO may have received part of the bytes).
  public func write(_ bytes: [UInt8]) throws(Failure) {
    try write(bytes, beforeRename: nil)
  }

  /// ``write(_:)``, calling `beforeRename` with the temporary file's path once its bytes are
  /// flushed and just before it is renamed, for tests of what holds then.
  func write(_ bytes: [UInt8], beforeRename: ((String) -> Void)?) throws(Failure) {
    switch try target() {
    case .file(let path):
      try TerminationSignals.holding { () throws(Failure) in
        try replace(path, with: bytes, beforeRename: beforeRename)
      }
    case .stream(let path): try writeInPlace(path, bytes)
    case .descriptor(let descriptor, let path): try writeAll(bytes, to: descriptor, path: path)
    }
  }

  /// The paths the destination leads through, as ``write(_:)`` follows them: the
  /// destination itself, then the target of each symbolic link in turn (a relative target
  /// resolved against its link's directory), at most ``maximumLinks`` of them. The last is
  /// not a link, or a link that cannot be read; it need not exist.
  public var linkChain: [String] {
    var chain = [destination]
    var info = stat()
    while chain.count <= Self.maximumLinks, let last = chain.last, lstat(last, &info) == 0,
      info.st_mode & S_IFMT == S_IFLNK, let target = try? Self.linkTarget(of: last)
    {
      chain.append(target)
    }
    return chain
  }

  /// Throws the ``Failure`` that ``write(_:)`` throws for a destination that is this
  /// process's standard input (see the type's documentation), so that a caller can refuse
  /// it before doing costly work for it; does nothing for any other destination.
  public func refuseStandardInput() throws(Failure) {
    if linkChain.contains(where: { Self.openDescriptor(named: $0) == 0 })
      || Self.leads(destination, toTheStreamReadFrom: 0)
    {
      throw Failure(
        operation: "write", path: destination, code: ENOTSUP,
        accepted: "name a file, or /dev/stdout for standard output",
        reason: "it is standard input, which this process reads")
    }
  }

  /// The destination with symbolic links followed, classified by how it is written.
  func target() throws(Failure) -> Target {
    // Before anything else: standard input may be a FIFO or a descriptor name, which the
    // cases below would write to.
    try refuseStandardInput()
    // What the links finally lead to. Devices and FIFOs are opened by the original name, so
    // that the kernel follows links such as /dev/stdout → /proc/self/fd/1 → pipe:[…],
    // whose targets are not paths.
    var info = stat()
    if stat(destination, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFCHR, S_IFIFO: return .stream(destination)
      default: throw Self.refusal(destination, mode: info.st_mode)
      }
    }
    // A regular file, or nothing yet: the rename must replace the file itself, not a link
    // to it, so follow the links by hand.
    var path = destination
    for _ in 0...Self.maximumLinks {
      if let descriptor = Self.openDescriptor(named: path) { return .descriptor(descriptor, path) }
      guard lstat(path, &info) == 0 else {
        let code = errno
        // Nothing there yet (or a dangling link's target): a new regular file.
        if code == ENOENT { return .file(path) }
        throw Failure(operation: "inspect", path: path, code: code)
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG: return .file(path)
      case S_IFLNK: path = try Self.linkTarget(of: path)
      // Replaced by something else since it was examined.
      default: throw Self.refusal(path, mode: info.st_mode)
      }
    }
    throw Failure(operation: "follow the links of", path: destination, code: ELOOP)
  }

  /// Whether `path` leads to the pipe, FIFO or socket that `descriptor` reads from (links
  /// followed). Only such a stream counts: a regular file or terminal that standard input
  /// comes from keeps what is written to it, and a descriptor open for writing only (`0<&1`)
  /// is not read by this process, so neither loses the bytes or waits for a reader.
  static func leads(_ path: String, toTheStreamReadFrom descriptor: Int32) -> Bool {
    var input = stat()
    var named = stat()
    let flags = fcntl(descriptor, F_GETFL)
    guard fstat(descriptor, &input) == 0, flags >= 0, flags & O_ACCMODE != O_WRONLY,
      input.st_mode & S_IFMT == S_IFIFO || input.st_mode & S_IFMT == S_IFSOCK, stat(path, &named) == 0
    else { return false }
    return named.st_dev == input.st_dev && named.st_ino == input.st_ino
  }

  /// The descriptor a path names when it is one of this process's own: `/dev/stdout` (1),
  /// `/dev/stderr` (2), `/dev/stdin` (0), `/dev/fd/N` or `/proc/self/fd/N`. Standard input
  /// is never written (``target()`` refuses it); it is recognised so that it can be refused.
  static func openDescriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      let number = path.dropFirst(prefix.count)
      // Digits only: `Int32` would also read a sign.
      guard number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
      return Int32(number)
    }
    return nil
  }

  /// The failure for a destination of a kind that cannot be written: a directory, a block
  /// device or a socket.
  private static func refusal(_ path: String, mode: mode_t) -> Failure {
    switch mode & S_IFMT {
    case S_IFDIR:
      return Failure(operation: "write", path: path, code: EISDIR, accepted: acceptedDestinations)
    case S_IFBLK:
      return Failure(
        operation: "write", path: path, code: ENOTSUP, accepted: acceptedDestinations,
        reason: "it is a block device")
    default:
      return Failure(
        operation: "write", path: path, code: ENOTSUP, accepted: acceptedDestinations,
        reason: "it is a socket")
    }
  }

  /// The path a symbolic link points to; a relative target is relative to the link's
  /// directory.
  private static func linkTarget(of link: String) throws(Failure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else { throw Failure(operation: "read the link", path: link, code: errno) }
    let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if target.hasPrefix("/") { return target }
    let directory = directory(of: link)
    return (directory == "/" ? "/" : directory + "/") + target
  }

  /// The directory holding `path`, where its temporary file is created.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let prefix = path[..<slash]
    return prefix.isEmpty ? "/" : String(prefix)
  }

  /// The longest file name (one path component) the file systems in use accept, in bytes.
  static let maximumNameBytes = 255

  /// The temporary file name used for one write of `path`: hidden, tagged with the process
  /// id and a random suffix so that concurrent writers never share one.
  ///
  /// The name of `path` is cut short (at a character boundary) when the whole would pass
  /// ``maximumNameBytes``: a destination named near that limit is itself valid, and its
  /// temporary file must be too, or the write fails with "File name too long". The pid and
  /// the random suffix keep a shortened name unique all the same.
  static func temporaryPath(for path: String) -> String {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let tag = ".tmp-\(getpid())-\(suffix)"
    // The leading dot and the tag take their share; what is left is the name's.
    let room = maximumNameBytes - 1 - tag.utf8.count
    var kept = ""
    var used = 0
    for scalar in name.unicodeScalars {
      used += UTF8.width(scalar)
      guard used <= room else { break }
      kept.unicodeScalars.append(scalar)
    }
    let directory = directory(of: path)
    let prefix = directory == "/" ? "/" : directory + "/"
    return prefix + "." + kept + tag
  }

  /// Writes a temporary file beside `path` and renames it over `path`. Called with
  /// ``TerminationSignals`` held, so that an interrupt cannot leave the temporary file.
  private func replace(
    _ path: String, with bytes: [UInt8], beforeRename: ((String) -> Void)?
  ) throws(Failure) {
    let temporary = Self.temporaryPath(for: path)
    var existing = stat()
    let replaced = stat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw Self.creationFailure(of: path, code: errno, replacing: replaced)
    }
    do throws(Failure) {
      // Read, write and execute bits only: set-id bits do not belong on a rewritten image.
      if replaced, fchmod(descriptor, existing.st_mode & 0o777) != 0 {
        throw Failure(operation: "set the permissions of", path: temporary, code: errno)
      }
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
    beforeRename?(temporary)
    guard rename(temporary, path) == 0 else {
      let code = errno
      _ = unlink(temporary)
      throw Failure(operation: "replace", path: path, code: code)
    }
    Self.syncDirectory(of: path)
  }

  /// Why the temporary file for `path` could not be created, named by the file asked for:
  /// the temporary name is ours. A new file fails for the reason the folder gives (missing,
  /// read-only). A file that exists is not what failed, so the message says that its folder
  /// refused a new file; one that exists in a folder answering "no such file" (`/proc`,
  /// `/sys`: pseudo-file systems that hold only their own files) is said to be in a folder
  /// that accepts no new files, which is the real reason.
  private static func creationFailure(of path: String, code: Int32, replacing: Bool) -> Failure {
    guard replacing else { return Failure(operation: "create", path: path, code: code) }
    let operation = "create a file in \(directory(of: path)) to replace"
    guard code == ENOENT else { return Failure(operation: operation, path: path, code: code) }
    return Failure(
      operation: operation, path: path, code: code,
      reason: "the folder accepts no new files (a file system such as /proc or /sys)")
  }

  /// Writes to a character device or FIFO as it is: no temporary file, no truncation.
  private func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(Failure) {
    // No O_CREAT: if the node vanished since it was examined, nothing new is created.
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw Failure(operation: "open", path: path, code: errno) }
    defer { _ = close(descriptor) }
    // It may have been replaced since it was examined; a regular file must not be
    // overwritten in place.
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(operation: "inspect", path: path, code: errno) }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFCHR || kind == S_IFIFO else {
      throw Failure(
        operation: "write", path: path, code: EAGAIN, reason: "it was replaced while being opened")
    }
    try writeAll(bytes, to: descriptor, path: path)
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
      // write(2) returns 0 only for an empty request; stop rather than loop.
      guard result > 0 else { return EIO }
      written += result
    }
    return nil
  }

  /// Makes the rename itself durable; best effort, since the new content is already in
  /// place and some file systems refuse to open or sync directories.
  private static func syncDirectory(of path: String) {
    let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}
