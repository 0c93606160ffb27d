import Glibc

/// The signals that end a process by default and that a person or a system sends on
/// purpose (Ctrl-C, `kill`, a closed terminal, Ctrl-\, a file-size limit), held back while a
/// file is half made so that they end the process only once it is complete or removed.
///
/// ``AtomicFileWriter`` writes through a temporary file; a process ended between creating it
/// and renaming it (while the bytes are written and flushed, which on a slow disk takes
/// a while) would leave it behind, a hidden file beside the output that nothing removes.
/// With these signals blocked, one that arrives stays pending and is delivered, with its
/// usual effect, as soon as ``holding(_:)`` restores the mask: after the rename, or after the
/// temporary file was removed on failure. `SIGKILL` cannot be held and still leaves the file.
///
/// The mask is the calling thread's. In a single-threaded program such as `symbolctl` that
/// holds the signal for the whole process; in a program with other threads the kernel may
/// deliver it to one of them instead, as that program's own handling decides.
enum TerminationSignals {
  /// The signals held: interrupt, terminate, hang-up, quit and file-size limit. `SIGXFSZ` is
  /// among them so that a write past `ulimit -f` fails with `EFBIG`, the temporary file is
  /// removed, and only then does the signal end the process.
  static let held: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ]

  /// Runs `body` with ``held`` blocked in the calling thread, then restores the thread's
  /// previous mask, which delivers any of them that arrived meanwhile.
  static func holding<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in held { sigaddset(&blocked, signal) }
    var previous = sigset_t()
    // pthread_sigmask fails only for an invalid `how`; the mask is then unchanged and the
    // body runs unprotected, as it did before signals were held.
    let changed = pthread_sigmask(SIG_BLOCK, &blocked, &previous) == 0
    defer { if changed { pthread_sigmask(SIG_SETMASK, &previous, nil) } }
    return try body()
  }
}
