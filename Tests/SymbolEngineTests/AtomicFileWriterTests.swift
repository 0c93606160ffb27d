import Foundation
import Glibc
import XCTest

@testable import SymbolEngine

/// SIGHUPs delivered to the handler ``AtomicFileWriterTests`` installs; a signal handler
/// can reach only global state.
nonisolated(unsafe) private var hangUpsReceived = 0

/// The writer replaces regular files atomically, writes through symbolic links to their
/// targets, writes devices and FIFOs in place, and refuses directories.
final class AtomicFileWriterTests: XCTestCase {
  private var directory = URL(fileURLWithPath: "/nonexistent")

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("atomic-writer-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  private func contents(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path(name)).map(Array.init)
  }

  private func files(_ subdirectory: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path(subdirectory)).sorted()
  }

  /// The file type bits of `path` without following a final link.
  private func kind(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// The temporary file is the writer's own business: a failure to create it names the
  /// file that was asked for.
  func testAMissingFolderIsNamedByTheFileAskedFor() throws {
    let target = path("missing/out.png")
    XCTAssertThrowsError(try AtomicFileWriter(destination: target).write([1])) { error in
      XCTAssertEqual(
        (error as? AtomicFileWriter.Failure)?.description,
        "cannot create \(target): No such file or directory")
    }
    XCTAssertEqual(try files(), [])
  }

  func testDescriptorNamesAreRecognised() {
    XCTAssertEqual(AtomicFileWriter.openDescriptor(named: "/dev/stdout"), 1)
    XCTAssertEqual(AtomicFileWriter.openDescriptor(named: "/dev/stderr"), 2)
    XCTAssertEqual(AtomicFileWriter.openDescriptor(named: "/dev/fd/7"), 7)
    XCTAssertEqual(AtomicFileWriter.openDescriptor(named: "/proc/self/fd/12"), 12)
    for other in ["/dev/fd/", "/dev/fd/-1", "/dev/fd/+1", "/dev/fd/1x", "/dev/fdx", "/dev/null", "out.png"] {
      XCTAssertNil(AtomicFileWriter.openDescriptor(named: other), other)
    }
  }

  /// The number of bytes waiting to be read from the pipe or FIFO open as `descriptor`.
  private func waitingBytes(_ descriptor: Int32) -> Int32? {
    var count: Int32 = 0
    return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? count : nil
  }

  /// Standard input, by any of its names and through links, is refused whatever it is: the
  /// bytes would go into this process's own input (an empty write, so that nothing reaches
  /// the test's standard input if it is not refused).
  func testStandardInputIsRefusedByName() throws {
    XCTAssertEqual(symlink("/dev/stdin", path("in")), 0)
    XCTAssertEqual(symlink("in", path("again")), 0)
    for name in ["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0", "/dev/fd/00", path("in"), path("again")] {
      XCTAssertThrowsError(try AtomicFileWriter(destination: name).write([]), name) { error in
        XCTAssertEqual(
          (error as? AtomicFileWriter.Failure)?.description,
          "cannot write \(name): it is standard input, which this process reads;"
            + " name a file, or /dev/stdout for standard output")
      }
    }
    XCTAssertEqual(try files(), ["again", "in"])
  }

  /// Any path to the pipe or FIFO standard input reads is refused: written there, the
  /// bytes would be lost in this process's own input, or block once the pipe is full.
  /// Standard input is replaced by such a stream for the test, and restored after.
  func testAPathToThePipeStandardInputReadsIsRefused() throws {
    let saved = dup(0)
    XCTAssertGreaterThanOrEqual(saved, 0)
    defer {
      _ = dup2(saved, 0)
      _ = close(saved)
    }
    var ends: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&ends), 0)
    defer { for end in ends { _ = close(end) } }
    let fifo = path("fifo")
    let other = path("other")
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    XCTAssertEqual(mkfifo(other, 0o600), 0)
    // Read and write, so that opening does not wait for a writer.
    let opened = open(fifo, O_RDWR | O_CLOEXEC)
    let otherOpened = open(other, O_RDWR | O_CLOEXEC)
    XCTAssertGreaterThanOrEqual(opened, 0)
    XCTAssertGreaterThanOrEqual(otherOpened, 0)
    defer {
      _ = close(opened)
      _ = close(otherOpened)
    }
    XCTAssertEqual(symlink("fifo", path("link")), 0)
    let cases = [
      (ends[0], "/dev/fd/\(ends[1])"), (ends[0], "/proc/self/fd/\(ends[0])"), (opened, fifo),
      (opened, path("link")),
    ]
    for (input, name) in cases {
      XCTAssertEqual(dup2(input, 0), 0)
      XCTAssertThrowsError(try AtomicFileWriter(destination: name).write([1, 2, 3]), name) { error in
        let failure = error as? AtomicFileWriter.Failure
        XCTAssertEqual(failure?.code, ENOTSUP, name)
        XCTAssertEqual(failure?.path, name)
        XCTAssertTrue(failure?.description.contains("it is standard input") == true, "\(error)")
      }
      XCTAssertEqual(waitingBytes(input), 0, "nothing went into the stream: \(name)")
    }
    // Another FIFO, and the pipe's write end as standard input (`0<&1`), are not what this
    // process reads: they are written as before.
    XCTAssertEqual(dup2(opened, 0), 0)
    XCTAssertNoThrow(try AtomicFileWriter(destination: other).write([1, 2, 3]))
    XCTAssertEqual(waitingBytes(otherOpened), 3)
    XCTAssertEqual(dup2(ends[1], 0), 0)
    XCTAssertNoThrow(try AtomicFileWriter(destination: "/dev/fd/\(ends[1])").write([1, 2, 3]))
    XCTAssertEqual(waitingBytes(ends[0]), 3)
    XCTAssertEqual(try files(), ["fifo", "link", "other"])
  }

  /// The names a destination leads through are the ones the writer follows: each link's
  /// target, a relative one beside its link, up to a name that is not a link.
  func testTheLinkChainFollowsEachLink() throws {
    XCTAssertEqual(symlink("b", path("a")), 0)
    XCTAssertEqual(symlink(path("c"), path("b")), 0)
    XCTAssertEqual(AtomicFileWriter(destination: path("a")).linkChain, [path("a"), path("b"), path("c")])
    XCTAssertEqual(AtomicFileWriter(destination: path("c")).linkChain, [path("c")])
    XCTAssertEqual(symlink("loop", path("loop")), 0)
    XCTAssertEqual(
      AtomicFileWriter(destination: path("loop")).linkChain.count, AtomicFileWriter.maximumLinks + 1)
  }

  /// `-o /dev/stdout >> log`: the descriptor is a regular file opened for appending, and
  /// renaming a new file over the log would throw its old lines away.
  func testAnOpenDescriptorOnARegularFileIsWrittenWhereItStands() throws {
    try Data("head\n".utf8).write(to: URL(fileURLWithPath: path("log")))
    var before = stat()
    XCTAssertEqual(stat(path("log"), &before), 0)
    let descriptor = open(path("log"), O_WRONLY | O_APPEND | O_CLOEXEC)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    defer { close(descriptor) }
    try AtomicFileWriter(destination: "/dev/fd/\(descriptor)").write(Array("one\n".utf8))
    // Through a link, as /dev/stdout leads to /proc/self/fd/1.
    XCTAssertEqual(symlink("/proc/self/fd/\(descriptor)", path("link")), 0)
    try AtomicFileWriter(destination: path("link")).write(Array("two\n".utf8))
    XCTAssertEqual(contents("log"), Array("head\none\ntwo\n".utf8))
    var after = stat()
    XCTAssertEqual(stat(path("log"), &after), 0)
    XCTAssertEqual(after.st_ino, before.st_ino, "the log was replaced, not written")
    XCTAssertEqual(try files(), ["link", "log"])
  }

  func testAClosedDescriptorIsAnErrorNamingIt() throws {
    let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
    close(descriptor)
    XCTAssertThrowsError(try AtomicFileWriter(destination: "/dev/fd/\(descriptor)").write([1])) { error in
      let failure = error as? AtomicFileWriter.Failure
      XCTAssertEqual(failure?.path, "/dev/fd/\(descriptor)")
      XCTAssertEqual(failure?.code, EBADF)
    }
  }

  func testCreatesAndReplacesARegularFileLeavingNoTemporaryFile() throws {
    try AtomicFileWriter(destination: path("out.png")).write(Array("first".utf8))
    try AtomicFileWriter(destination: path("out.png")).write(Array("second".utf8))
    XCTAssertEqual(contents("out.png"), Array("second".utf8))
    XCTAssertEqual(try files(), ["out.png"])
  }

  /// Whether `signal` is blocked in the calling thread now.
  private static func isBlocked(_ signal: Int32) -> Bool {
    var current = sigset_t()
    guard pthread_sigmask(SIG_BLOCK, nil, &current) == 0 else { return false }
    return sigismember(&current, signal) == 1
  }

  /// While the temporary file exists the signals that would end the process are held: one
  /// arriving then is delivered after the rename, so it cannot leave the temporary file.
  func testATerminationSignalWaitsUntilTheFileIsInPlace() throws {
    for signal in TerminationSignals.held {
      XCTAssertFalse(Self.isBlocked(signal), "\(signal)")
    }
    let previous = Glibc.signal(SIGHUP) { _ in hangUpsReceived += 1 }
    defer { _ = Glibc.signal(SIGHUP, previous) }
    hangUpsReceived = 0
    var filesBeforeRename: [String] = []
    var temporaryName = ""
    try AtomicFileWriter(destination: path("out.png")).write(Array("bytes".utf8)) { temporary in
      for signal in TerminationSignals.held {
        XCTAssertTrue(Self.isBlocked(signal), "\(signal)")
      }
      filesBeforeRename = (try? self.files()) ?? []
      temporaryName = String(temporary.split(separator: "/").last ?? "")
      // raise(3) signals this thread, where it stays pending while blocked.
      raise(SIGHUP)
      XCTAssertEqual(hangUpsReceived, 0, "delivered while \(temporary) existed")
    }
    XCTAssertEqual(filesBeforeRename, [temporaryName])
    XCTAssertEqual(hangUpsReceived, 1)
    XCTAssertEqual(contents("out.png"), Array("bytes".utf8))
    XCTAssertEqual(try files(), ["out.png"])
    for signal in TerminationSignals.held {
      XCTAssertFalse(Self.isBlocked(signal), "\(signal)")
    }
  }

  /// A destination whose name is near the file system's 255-byte limit is written and
  /// replaced: its temporary name, `.NAME.tmp-PID-RANDOM`, passed the limit ("File name too
  /// long") until the NAME part was shortened to fit.
  func testANameNearTheLimitIsWrittenThroughATemporaryNameThatFits() throws {
    // 255 bytes in all, and one whose cut would fall inside a two-byte character.
    for name in [String(repeating: "a", count: 251) + ".png", String(repeating: "é", count: 125) + "x.png"] {
      XCTAssertEqual(name.utf8.count <= 255, true, name)
      let temporary = AtomicFileWriter.temporaryPath(for: path(name))
      let component = try XCTUnwrap(temporary.split(separator: "/").last)
      XCTAssertLessThanOrEqual(component.utf8.count, 255, String(component))
      XCTAssertTrue(component.hasPrefix("." + name.prefix(20)), String(component))
      XCTAssertTrue(temporary.hasPrefix(directory.path + "/."), temporary)
      try AtomicFileWriter(destination: path(name)).write(Array("first".utf8))
      try AtomicFileWriter(destination: path(name)).write(Array("second".utf8))
      XCTAssertEqual(contents(name), Array("second".utf8))
      XCTAssertEqual(try files(), [name])
      try FileManager.default.removeItem(atPath: path(name))
    }
  }

  func testAReplacedFileKeepsItsPermissionsAndANewOneFollowsTheUmask() throws {
    // A private file came back as 0644 under umask 022: readable by everyone.
    let previous = umask(0o022)
    defer { umask(previous) }
    for mode: mode_t in [0o600, 0o640, 0o444, 0o755] {
      try Data("old".utf8).write(to: URL(fileURLWithPath: path("kept.png")))
      XCTAssertEqual(chmod(path("kept.png"), mode), 0)
      try AtomicFileWriter(destination: path("kept.png")).write(Array("new".utf8))
      var info = stat()
      XCTAssertEqual(stat(path("kept.png"), &info), 0)
      XCTAssertEqual(info.st_mode & 0o7777, mode, String(mode, radix: 8))
      XCTAssertEqual(contents("kept.png"), Array("new".utf8))
    }
    try AtomicFileWriter(destination: path("new.png")).write(Array("new".utf8))
    var info = stat()
    XCTAssertEqual(stat(path("new.png"), &info), 0)
    XCTAssertEqual(info.st_mode & 0o7777, 0o644)
  }

  func testASymbolicLinkIsKeptAndItsTargetWritten() throws {
    try FileManager.default.createDirectory(atPath: path("images"), withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("images/target.png")))
    // A relative link, resolved against the link's own directory.
    XCTAssertEqual(symlink("images/target.png", path("link.png")), 0)
    try AtomicFileWriter(destination: path("link.png")).write(Array("new".utf8))
    XCTAssertEqual(kind(path("link.png")), S_IFLNK, "the link must stay a link")
    XCTAssertEqual(contents("images/target.png"), Array("new".utf8))
    // The temporary file was made beside the target and renamed there.
    XCTAssertEqual(try files(), ["images", "link.png"])
    XCTAssertEqual(try files("images"), ["target.png"])
  }

  func testAChainOfLinksAndADanglingLinkReachTheirTarget() throws {
    XCTAssertEqual(symlink(path("missing.png"), path("dangling.png")), 0)
    XCTAssertEqual(symlink("dangling.png", path("chain.png")), 0)
    try AtomicFileWriter(destination: path("chain.png")).write(Array("made".utf8))
    XCTAssertEqual(contents("missing.png"), Array("made".utf8))
    XCTAssertEqual(kind(path("chain.png")), S_IFLNK)
    XCTAssertEqual(kind(path("dangling.png")), S_IFLNK)
  }

  func testALinkLoopIsRefused() throws {
    XCTAssertEqual(symlink("b.png", path("a.png")), 0)
    XCTAssertEqual(symlink("a.png", path("b.png")), 0)
    XCTAssertThrowsError(try AtomicFileWriter(destination: path("a.png")).write([1])) { error in
      XCTAssertTrue("\(error)".contains(path("a.png")), "\(error)")
      XCTAssertEqual((error as? AtomicFileWriter.Failure)?.code, ELOOP)
    }
  }

  func testDevNullIsWrittenInPlaceAndStaysADevice() throws {
    XCTAssertEqual(try AtomicFileWriter(destination: "/dev/null").target(), .stream("/dev/null"))
    try AtomicFileWriter(destination: "/dev/null").write(Array(repeating: 7, count: 100_000))
    XCTAssertEqual(kind("/dev/null"), S_IFCHR)
    let test = try Process.run(URL(fileURLWithPath: "/usr/bin/test"), arguments: ["-c", "/dev/null"])
    test.waitUntilExit()
    XCTAssertEqual(test.terminationStatus, 0, "test -c /dev/null")
  }

  func testAFIFOReceivesTheBytes() throws {
    let fifo = path("pipe")
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    // A reader copies the pipe to a file; the writer's open waits for it.
    let reader = try Process.run(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cat \"$0\" > \"$1\"", fifo, path("copy")])
    let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try AtomicFileWriter(destination: fifo).write(bytes)
    reader.waitUntilExit()
    XCTAssertEqual(contents("copy"), bytes)
    XCTAssertEqual(kind(fifo), S_IFIFO)
    XCTAssertEqual(try files(), ["copy", "pipe"])
  }

  func testADirectoryIsRefusedWithWhatIsAccepted() throws {
    try FileManager.default.createDirectory(atPath: path("out.png"), withIntermediateDirectories: true)
    XCTAssertThrowsError(try AtomicFileWriter(destination: path("out.png")).write([1, 2, 3])) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains(path("out.png")), message)
      XCTAssertTrue(message.contains("Is a directory"), message)
      XCTAssertTrue(message.contains("regular file"), message)
    }
    XCTAssertEqual(kind(path("out.png")), S_IFDIR)
    XCTAssertEqual(try files(), ["out.png"])
    XCTAssertEqual(try files("out.png"), [])
  }

  func testAFailedWriteKeepsTheOldFile() throws {
    try Data("precious".utf8).write(to: URL(fileURLWithPath: path("out.png")))
    XCTAssertThrowsError(try AtomicFileWriter(destination: path("missing/out.png")).write([1]))
    XCTAssertEqual(contents("out.png"), Array("precious".utf8))
    XCTAssertEqual(try files(), ["out.png"])
  }
}
