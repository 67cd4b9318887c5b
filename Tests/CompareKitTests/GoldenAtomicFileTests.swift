import CompareKit
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct GoldenAtomicFileTests {
  @Test func writesANewFileAndLeavesNoTemporaryBehind() throws {
    // given
    let directory = try GoldenTemporaryDirectory()

    // when
    try AtomicFile.standard.write(Array("one\ntwo\n".utf8), to: directory.path + "/x.trace")

    // then
    #expect(directory.read("x.trace") == "one\ntwo\n")
    #expect(try directory.names() == ["x.trace"])
  }

  @Test func replacesAnExistingFileAndKeepsItsPermissions() throws {
    // given
    let directory = try GoldenTemporaryDirectory()
    let path = try directory.write("old\n", to: "x.trace")
    chmod(path, 0o640)

    // when
    try AtomicFile.standard.write(Array("new\n".utf8), to: path)

    // then
    #expect(directory.read("x.trace") == "new\n")
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o640)
    #expect(try directory.names() == ["x.trace"])
  }

  @Test(arguments: [GoldenFailingStep.write, .sync, .rename])
  func aFailedStepLeavesTheOldFileIntact(_ step: GoldenFailingStep) throws {
    // given: an old golden trace, and a writer whose `step` fails part way
    let directory = try GoldenTemporaryDirectory()
    let path = try directory.write("old bytes\n", to: "x.trace")
    let writer = AtomicFile(calls: step.calls)

    // when
    let error = #expect(throws: FileError.self) {
      try writer.write(Array(String(repeating: "new bytes\n", count: 1000).utf8), to: path)
    }

    // then: the old bytes remain, no temporary remains, and the error says why
    #expect(error == FileError(.write, path: path, code: step.code))
    #expect(error?.description == "cannot write \(path): \(step.reason)")
    #expect(directory.read("x.trace") == "old bytes\n")
    #expect(try directory.names() == ["x.trace"])
  }

  @Test func shortWritesAreContinued() throws {
    // given: a write call that takes at most 3 bytes at a time
    let directory = try GoldenTemporaryDirectory()
    var calls = AtomicFile.Calls.system
    let system = calls.write
    calls.write = { descriptor, buffer in
      system(descriptor, UnsafeRawBufferPointer(rebasing: buffer.prefix(3)))
    }

    // when
    try AtomicFile(calls: calls).write(Array("0123456789\n".utf8), to: directory.path + "/x")

    // then
    #expect(directory.read("x") == "0123456789\n")
  }

  @Test func aMissingDirectoryIsAClearError() throws {
    let directory = try GoldenTemporaryDirectory()
    let path = directory.path + "/nowhere/x.trace"

    let error = #expect(throws: FileError.self) {
      try AtomicFile.standard.write([1, 2, 3], to: path)
    }

    #expect(error?.description == "cannot write \(path): No such file or directory")
  }
}

// MARK: - Fixtures

enum GoldenFailingStep: String, Sendable, CaseIterable {
  case write, sync, rename

  var code: Int32 {
    switch self {
    case .write: ENOSPC
    case .sync: EIO
    case .rename: EXDEV
    }
  }

  var reason: String {
    String(cString: strerror(code))
  }

  /// The system's calls with this step failing with `code`.
  var calls: AtomicFile.Calls {
    var calls = AtomicFile.Calls.system
    let code = code
    switch self {
    case .write:
      let system = calls.write
      // NB: the first write takes 5 bytes, so the temporary really holds part of the new
      // bytes when the second one fails.
      let counter = CallCounter()
      calls.write = { descriptor, buffer in
        guard counter.next() > 1 else {
          return system(descriptor, UnsafeRawBufferPointer(rebasing: buffer.prefix(5)))
        }
        errno = code
        return -1
      }
    case .sync:
      calls.sync = { _ in
        errno = code
        return -1
      }
    case .rename:
      calls.rename = { _, _ in
        errno = code
        return -1
      }
    }
    return calls
  }
}

/// Counts calls from any thread.
private final class CallCounter: Sendable {
  private let count = Mutex(0)

  /// The 1-based number of this call.
  func next() -> Int {
    count.withLock { value in
      value += 1
      return value
    }
  }
}

// MARK: - Destinations that are not regular files (issue 13)

extension GoldenAtomicFileTests {
  @Test func refusesAFIFOOrALinkToADeviceAndLeavesThemAlone() throws {
    // given
    let directory = try GoldenTemporaryDirectory()
    let fifo = directory.path + "/pipe.xml"
    let link = directory.path + "/null.xml"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(symlink("/dev/null", link) == 0)

    // when / then
    #expect(
      throws: FileError(.write, path: fifo, reason: "it is not a regular file; give a file path")
    ) {
      try AtomicFile.standard.write([0x41], to: fifo)
    }
    #expect(
      throws: FileError(
        .write, path: link, reason: "it links to something other than a regular file")
    ) {
      try AtomicFile.standard.write([0x41], to: link)
    }
    #expect(try directory.names() == ["null.xml", "pipe.xml"])
    var status = stat()
    #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
  }

  @Test func removesOnlyItsOwnLeftoverTemporaries() throws {
    // given: what a killed writer of x.trace leaves, and names that only look alike
    let directory = try GoldenTemporaryDirectory()
    for name in [".x.trace.tmp-a1B2c3", ".x.trace.tmp-a1B2c", ".y.trace.tmp-a1B2c3", "x.trace"] {
      try directory.write("old\n", to: name)
    }

    // when
    try AtomicFile.standard.write(Array("new\n".utf8), to: directory.path + "/x.trace")

    // then
    #expect(try directory.names() == [".x.trace.tmp-a1B2c", ".y.trace.tmp-a1B2c3", "x.trace"])
    #expect(directory.read("x.trace") == "new\n")
  }
}
